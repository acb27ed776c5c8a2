// Playing events: each event's effects, timed frames, skipping.
//
// Part of createBoard (board.js): createAnimation(board, set) gets the board's context (canvas, ctx, state,
// options, reduceMotion, on, emit) and board.js's set(view) and returns its own functions; what it
// needs of the other parts it imports by name (draw.js, draw-overlay.js).

import { COLORS } from "./style.js";
import { overlay } from "./draw-overlay.js";
import { drawing } from "./draw.js";

/**
 * The event types with no effect of their own in effectsFor: they take its default, a pulse on the card,
 * player or battlefield they name (id, player, battlefield), or a short pause when they name none. The
 * engine's EVENT_TYPES (pyengine/events.py) are each a case of effectsFor or here (tests/test_event_types.py).
 */
export const PULSED_EVENTS = [
  "attacks", "enlists", "blocks", "blocked", "unblocked", "defends", "slots", "does-not-attack",
  "gains", "loses-keyword", "power-toughness", "shield", "regeneration-shield", "removed-from-combat", "fizzles", "countered", "untaps", "taps", "enters",
  "damage-on-stack", "stack-resolves", "hit", "tramples", "no-damage", "no-combat-damage", "stunned",
  "might-total", "not-assigned", "marked", "commander-damage",
  "trigger", "regenerates", "umbra-armor", "returns", "token", "healed", "control",
  "loses", "leaves-game", "game-over", "establishes-control", "conquers", "uncontrolled", "draws",
];

/** The longest a step's animation may last (ms): the board settles this soon after the step's text shows. */
export const BUDGET_MS = 600;
/** A play is planned to end this much before its budget (ms): its last frame is drawn at the next animation
 * frame after the plan's end, a frame or two later on a busy machine, and the page's final picture after that. */
const FRAME_ROOM_MS = 50;

/** Playing events: each event's effects, timed frames, skipping. */
export function createAnimation(board, set) {
  const { state, reduceMotion } = board;
  const { center } = drawing(board);
  const { requestRender } = overlay(board);

  function wait(ms) {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      skipWaiters.add(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  const skipWaiters = new Set();
  let playToken = 0;

  /** The time scale of the effects: 1, or 0 (no animation: the board jumps to each step's end) for a
   * reader who asks for reduced motion (prefers-reduced-motion) or turned animation off (options.animate). */
  function speed() {
    if (reduceMotion.matches) return 0;
    if (board.options.animate && !board.options.animate()) return 0;
    return 1;
  }

  function statPoint(playerId, key) {
    const box = state.layout.get(playerId);
    if (!box) return null;
    return box[`stat:${key}`] || { x: box.x + box.w - 40, y: box.y + box.h / 2 };
  }

  /** Start the visual effects of one engine event, `k` times their full length; returns how long they take (ms). */
  function effectsFor(event, view, now, k = speed()) {
    const graveyardOf = (id) => {
      const card = view.cards.find((c) => c.id === id);
      const player = card && (card.seat !== undefined && view.players.seats ? view.players.seats[card.seat] : view.players[card.side]);
      if (!player) return null;
      return statPoint(player.id, "graveyard") || center(player.id);
    };
    switch (event.type) {
      case "damage": {
        if (!event.amount) return 150 * k;
        const from = center(event.source) || (event.sources && center(event.sources[0]));
        const to = center(event.target);
        if (!to) return 0;
        const duration = 620 * k;
        state.effects.push({
          type: "fly", start: now, duration, from: from || to, to, text: `${event.amount}`, color: "#ff6b5e",
        });
        state.effects.push({ type: "flash", id: event.target, start: now + duration * 0.8, duration: 450 * k });
        return duration + 120 * k;
      }
      case "life":
      case "poison":
      case "points": {
        const at = statPoint(event.player, event.type === "poison" ? "poison" : event.type) || center(event.player);
        if (!at) return 0;
        const sign = event.amount > 0 ? "+" : "";
        const color = event.type === "poison" ? COLORS.poison : event.amount > 0 ? COLORS.gain : "#ff6b5e";
        state.effects.push({ type: "float", start: now, duration: 900 * k, at, text: `${sign}${event.amount}`, color });
        return 450 * k;
      }
      case "dies":
      case "leaves":
      case "recalled": {
        const box = state.layout.get(event.id);
        if (!box) return 0;
        const duration = 650 * k;
        state.fades.set(event.id, { from: 1, to: 0.32, final: 0.32, start: now, duration });
        const to = graveyardOf(event.id) || { x: box.x + box.w / 2, y: box.y };
        state.effects.push({
          type: "ghost", start: now + duration * 0.3, duration, w: box.w, h: box.h,
          from: { x: box.x + box.w / 2, y: box.y + box.h / 2 }, to,
        });
        return duration;
      }
      case "counters":
      case "loyalty":
      case "defense":
      case "might":
      case "pump": {
        const at = center(event.id);
        if (!at) return 0;
        let text = "";
        if (event.type === "counters") text = `${event.amount > 0 ? "+" : ""}${event.amount} ${event.kind}`;
        else if (event.type === "pump") text = `${event.power >= 0 ? "+" : ""}${event.power}/${event.toughness >= 0 ? "+" : ""}${event.toughness}`;
        else text = `${event.amount > 0 ? "+" : ""}${event.amount}`;
        state.effects.push({ type: "float", start: now, duration: 900 * k, at, text, color: "#ffd166" });
        return 420 * k;
      }
      default: {
        const id = event.id || event.player || event.battlefield;
        if (id && state.layout.has(id)) {
          state.effects.push({ type: "pulse", id, start: now, duration: 500 * k, color: COLORS.focus });
          return 260 * k;
        }
        return 60 * k;
      }
    }
  }

  /** How long frames' effects take at time scale k until the board is still (ms): the frames one after
   * another, and the last effect's end (a float or a flash outlasts its frame); planned on scratch lists. */
  function plannedMs(frames, k) {
    return onScratch(() => {
      let t = 0;
      for (const frame of frames) t += effectsFor(frame.event, state.view, t, k);
      const ends = [...state.effects, ...state.fades.values()].map((e) => e.start + e.duration);
      return Math.max(t, ...ends);
    });
  }

  /** How long one frame holds the play before the next starts (ms), at time scale k; planned on scratch lists. */
  function frameMs(frame, k) {
    return onScratch(() => effectsFor(frame.event, state.view, 0, k));
  }

  function onScratch(plan) {
    const kept = [state.effects, state.fades];
    state.effects = [];
    state.fades = new Map();
    try {
      return plan();
    } finally {
      [state.effects, state.fades] = kept;
    }
  }

  /**
   * Animate frames one after another: each {event, view} starts the event's
   * effects, then shows the view after that event. Resolves when done or
   * skipped; a newer play() call cancels an older one. The whole play keeps up with the text the page
   * shows at its start: it is planned to last at most `budget` ms (BUDGET_MS; each effect shortened alike),
   * and not at all for a reader who asked for no motion. `since` is when that text was shown (performance.now()
   * time; by default now): the budget counts from it, the page's work in between included. The plan is kept
   * (lastPlan: {frames, natural, planned, budget, late}) and the board emits "played" ({planned, measured,
   * finished}) at the end.
   */
  async function play(frames, { budget = BUDGET_MS, since = null } = {}) {
    const token = ++playToken;
    const started = performance.now();
    const late = since === null ? 0 : Math.max(0, started - since); // the text has been shown this long already
    const full = speed();
    const natural = full ? plannedMs(frames, full) : 0;
    const room = Math.max(0, budget - FRAME_ROOM_MS - late);
    const k = natural > room ? (full * room) / natural : full;
    const planned = k ? plannedMs(frames, k) : 0;
    state.lastPlan = { frames: frames.length, natural, planned, budget, late };
    const done = (finished) => {
      board.emit("played", { planned, measured: performance.now() - started, finished });
      return finished;
    };
    if (!k) {
      if (frames.length && token === playToken && !state.destroyed) set(frames[frames.length - 1].view, { keepFades: true });
      return done(token === playToken);
    }
    // Each frame's effects start at its planned time (started + the frames before it), not when a timer
    // happens to fire: a late timer (a busy machine) shortens what is left of an effect instead of
    // pushing every later one back, so the board is still at started + planned whatever the timers did.
    // And a play that falls behind (a machine too busy to draw each frame in time) drops the frames whose
    // time has passed, and at its end shows the last one: it never runs past its plan by more than a frame.
    const until = (time) => wait(Math.max(0, time - performance.now()));
    const end = started + planned;
    let at = started;
    for (const [index, frame] of frames.entries()) {
      if (token !== playToken || state.destroyed) return done(false);
      if (performance.now() >= end) {
        set(frames[frames.length - 1].view, { keepFades: true });
        break;
      }
      const own = frameMs(frame, k);
      if (index < frames.length - 1 && performance.now() >= at + own) {
        at += own; // its time is gone: on to the next
        continue;
      }
      const duration = effectsFor(frame.event, state.view, at, k);
      requestRender();
      const settle = frame.event.type === "damage" ? duration * 0.75 : duration * 0.5;
      await until(at + settle);
      if (token !== playToken) return done(false);
      set(frame.view, { keepFades: true });
      await until(at + duration);
      at += duration;
    }
    if (token === playToken) await until(started + planned); // the last effects end
    return done(token === playToken);
  }

  function skip() {
    playToken++;
    state.effects = [];
    state.fades.clear();
    for (const resolve of [...skipWaiters]) resolve();
    skipWaiters.clear();
    requestRender();
  }

  return { wait, speed, statPoint, effectsFor, plannedMs, play, skip };
}
