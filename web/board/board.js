// Combat Lab board: the two sides of a combat drawn on one <canvas>.
//
// Built the way chessground is: ONE plain state object (below, every field
// commented), a render that is coalesced into one requestAnimationFrame, a
// drag record kept in that state with a minimum distance before a press
// becomes a drag, listeners that return their own unbind function, and a
// programmatic API so that tests and keyboard users never guess coordinates.
//
//   import { createBoard } from "./board.js";
//   const board = createBoard(canvas, { label });
//   board.set(view)                 draw this view (see "The view" below)
//   board.on("declare", cb)         cb({mode: "attack"|"block"|"drag", from, to}); returns unbind
//   board.on("select", cb)          cb({id}) when a card or player gets the focus ring
//   board.on("activate", cb)        cb({id}) on Enter / double click (open it in the editor)
//   board.on("undeclare", cb)       cb({id}) on Delete / Backspace
//   board.on("announce", cb)        cb(text): a sentence for the page's live region
//   board.getCardAtPoint(x, y)      id of the card / player bar / battlefield under a
//                                   VIEWPORT point (clientX/clientY), or null
//   board.cardRect(id)              {x, y, width, height, cx, cy} in viewport CSS pixels, or null
//   board.items()                   every id in keyboard order
//   board.focus(id) / board.focused()
//   board.play(frames)              animate [{event, view}] one after the other, planned to last at most
//                                   600 ms (animation.js BUDGET_MS; none with reduced motion or
//                                   options.animate() false: by default the reader's "Animate the
//                                   board" setting, core/motion.js); Promise
//   board.lastPlan()                {frames, natural, planned, budget} (ms) of the last play
//   board.on("played", cb)          cb({planned, measured, finished}) once a play's board is still
//   board.skip()                    finish running animations at once
//   board.snapshot()                what is drawn, as plain data (for tests)
//   board.layoutForTests()          every text of the last frame with the room it was given, and the canvas
//                                   size: {width, height, scale, texts: [{owner, role, text, full, x, y, w, h,
//                                   width}], boxes: {id: {x, y, w, h, type}}} (drawing pixels; see layout.js)
//   board.destroy()
//
// The board never decides a rule: it draws the view it is given and reports
// what the user pointed at. Every text is drawn with fillText, never as HTML.
//
// The view (made by app.js from the scenario and the engine's answers):
//   {
//     players: {top: Player, bottom: Player},   Player: {id, label, role, stats: [{label, value}], lost, graveyard}
//                                               (role "active" attacks; either side may be the attacker: the
//                                               caller chooses who is drawn at the bottom, see view.js's sidesOf)
//     battlefield: null | {id, label, holder},  Riftbound's contested battlefield
//     cards: [Card],  Card: {id, name, side: "top"|"bottom", kind, typeLine, stat: {label, value}, tapped,
//                            damage, counters: [text], keywords: [text], tags: [text], colors: [str],
//                            zone, attacking, blocking, dying, problem, badge}
//     arrows: [{from, to, kind: "attack"|"block"}],
//     legalTargets: {id: [ids]} }              optional: what each card may attack or block, from the
//                                               engine's options; outlined while it is dragged or declared
//   With three to six players the view also has players.seats: [Player], the players other than the one
//   at the bottom, in seating order from that player's left (turn order, 101.4); each of their cards has
//   side "top" and seat (its index there). They are drawn as columns across the top of the table, each
//   with its own bar (players.top is then the first seat).
//
// The board is in parts: style.js (colours), primitives.js, layout.js, draw.js, card-layout.js, draw-card.js,
// draw-overlay.js, input.js, animation.js; each is made for the board's context (below) and imports what it
// needs of the others by name (per-board.js). This file makes the context and holds the API.

import { animationOn, onAnimationChange } from "../core/motion.js";
import { createAnimation } from "./animation.js";
import { overlay } from "./draw-overlay.js";
import { createInput } from "./input.js";
import { createLayout } from "./layout.js";

export function createBoard(canvas, givenOptions = {}) {
  // Animated as the reader's setting says (core/motion.js: off under prefers-reduced-motion) unless told.
  const options = { animate: animationOn, ...givenOptions };
  const ctx = canvas.getContext("2d");
  const reduceMotion = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : { matches: false };

  /** The board's whole state: plain data, read by render(), written by the handlers below. */
  const state = {
    view: null, // the view being drawn (see the header comment); null until set()
    width: 0, // canvas size in CSS pixels
    height: 0,
    dpr: 1, // devicePixelRatio the backing store was sized for
    fixed: false, // whether CSS gives the canvas its height (else naturalHeight(width), see layout.js)
    scale: 1, // the drawing's scale: below 1 only when even the smallest cards do not fit (layout.js)
    layout: new Map(), // id -> {x, y, w, h, type: "card"|"player"|"battlefield", row}: where each thing is drawn (in
    //                    the drawing's own pixels: canvas CSS pixels divided by scale)
    drawn: [], // every text drawn in the last frame: {owner, role, text, full, x, y, w, h, width} (see layoutForTests)
    order: [], // every id in keyboard order (top bar, top cards, battlefield, bottom cards, bottom bar)
    focus: null, // id that has the focus ring (keyboard selection)
    hasFocus: false, // whether the canvas itself has keyboard focus (the ring is drawn only then, or on a pointer pick)
    pending: null, // {mode: "attack"|"block", from} while a keyboard user chooses a target
    drag: null, // {id, pointerId, startX, startY, x, y, started, over}: the press or drag in progress
    hover: null, // id under the mouse pointer (not during touch)
    effects: [], // running animations: {type, start, duration, ...}
    fades: new Map(), // card id -> {from, to, start, duration}: cards fading out (to a graveyard) or back
    seatLines: [], // x of the lines between seats (three or more players)
    renderQueued: false, // a requestAnimationFrame is already asked for
    destroyed: false,
  };

  const listeners = new Map(); // event name -> Set of callbacks

  function on(name, callback) {
    if (!listeners.has(name)) listeners.set(name, new Set());
    listeners.get(name).add(callback);
    return () => listeners.get(name).delete(callback);
  }

  function emit(name, payload) {
    for (const callback of listeners.get(name) || []) {
      try {
        callback(payload);
      } catch (error) {
        console.error(error);
      }
    }
  }

  // The board's context: what every part (board/*.js) is made for. Their functions are their own, imported by name.
  const board = { canvas, ctx, state, options, reduceMotion, on, emit };
  const { measure, resize } = createLayout(board);
  const { requestRender } = overlay(board);
  const input = createInput(board);
  const { play, skip } = createAnimation(board, set); // animation.js draws each frame's view through set()

  function set(view, { keepFades = false } = {}) {
    state.view = view;
    if (!keepFades) state.fades.clear();
    resize();
    if (state.focus && !state.layout.has(state.focus)) state.focus = null;
    if (state.pending && !state.layout.has(state.pending.from)) state.pending = null;
    input.nameFocus(); // the canvas's accessible name says what the focused card is now
    requestRender();
  }

  function snapshot() {
    const view = state.view;
    if (!view) return null;
    return {
      players: { top: view.players.top, bottom: view.players.bottom, ...(view.players.seats ? { seats: view.players.seats } : {}) },
      battlefield: view.battlefield,
      cards: view.cards.map((card) => ({ ...card })),
      // Each card's badges as drawn: {text, full, role, x, y, width, height} in canvas CSS pixels.
      badges: Object.fromEntries(view.cards.map((card) => [card.id, ((state.layout.get(card.id) || {}).badges || [])
        .map((b) => ({ ...b, x: b.x * state.scale, y: b.y * state.scale, width: b.width * state.scale, height: b.height * state.scale }))])),
      arrows: (view.arrows || []).map((arrow) => ({ ...arrow })),
      legalTargets: view.legalTargets || null,
      focus: state.focus,
      pending: state.pending,
    };
  }

  function layoutForTests() {
    return {
      width: state.width,
      height: state.height,
      scale: state.scale,
      fixed: state.fixed,
      texts: state.drawn.map((entry) => ({ ...entry })),
      boxes: Object.fromEntries([...state.layout].map(([id, b]) => [id, { x: b.x, y: b.y, w: b.w, h: b.h, type: b.type }])),
    };
  }

  const unbinders = [];
  function listen(target, name, handler, opts) {
    target.addEventListener(name, handler, opts);
    unbinders.push(() => target.removeEventListener(name, handler, opts));
  }
  listen(canvas, "pointerdown", input.onPointerDown);
  listen(canvas, "pointermove", input.onPointerMove);
  listen(canvas, "pointerup", input.onPointerUp);
  listen(canvas, "pointercancel", input.onPointerCancel);
  listen(canvas, "pointerleave", input.onPointerLeave);
  listen(canvas, "dblclick", input.onDoubleClick);
  listen(canvas, "touchstart", input.onTouchStart, { passive: false });
  listen(canvas, "keydown", input.onKeyDown);
  listen(canvas, "focus", input.onFocus);
  listen(canvas, "blur", input.onBlur);
  // Animation turned off (or reduced motion asked for) while a play runs: it ends at once.
  unbinders.push(onAnimationChange((on) => { if (!on) skip(); }));
  const observer = typeof ResizeObserver === "function" && canvas.parentElement
    ? new ResizeObserver(() => {
      // Resized on the next frame, not inside the observer's callback: resizing there would change
      // the observed layout again and log "ResizeObserver loop completed with undelivered notifications".
      requestAnimationFrame(() => {
        const size = measure();
        if (size.width !== state.width || size.height !== state.height || size.dpr !== state.dpr) {
          resize(size);
          requestRender();
        }
      });
    })
    : null;
  if (observer) {
    observer.observe(canvas.parentElement);
    observer.observe(canvas); // a height CSS gives may change alone (a media query)
  }
  // A window moved to a screen with another pixel density: size the backing store again.
  let dprQuery = null;
  const watchDpr = () => {
    if (dprQuery) dprQuery.removeEventListener("change", onDprChange);
    dprQuery = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    dprQuery.addEventListener("change", onDprChange);
  };
  function onDprChange() {
    resize(measure());
    requestRender();
    watchDpr();
  }
  if (window.matchMedia) watchDpr();

  // The canvas takes its size at once, before any view: the first view then draws in it without moving the page.
  resize();
  requestRender();

  canvas.tabIndex = 0;
  if (options.label) canvas.setAttribute("aria-label", options.label);

  return {
    state,
    set,
    on,
    getCardAtPoint: input.getCardAtPoint,
    cardRect: input.cardRect,
    items: () => [...state.order],
    focus: (id) => input.setFocus(id, false),
    focused: () => state.focus,
    cancelPending() {
      state.pending = null;
      requestRender();
    },
    startPending: input.startPending,
    play: play,
    lastPlan: () => state.lastPlan || null,
    skip: skip,
    snapshot,
    layoutForTests,
    render: requestRender,
    destroy() {
      state.destroyed = true;
      skip();
      for (const unbind of unbinders) unbind();
      if (observer) observer.disconnect();
      if (dprQuery) dprQuery.removeEventListener("change", onDprChange);
    },
  };
}
