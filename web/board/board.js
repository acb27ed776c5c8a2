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
//   board.play(frames)              animate [{event, view}] one after the other; Promise
//   board.skip()                    finish running animations at once
//   board.snapshot()                what is drawn, as plain data (for tests)
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
//     cards: [Card],  Card: {id, name, side: "top"|"bottom", kind, typeLine, stat: {label, value},
//                            damage, counters: [text], keywords: [text], tags: [text], colors: [str],
//                            zone, attacking, blocking, dying, problem, badge}
//     arrows: [{from, to, kind: "attack"|"block"}],
//     legalTargets: {id: [ids]} }              optional: what each card may attack or block, from the
//                                               engine's options; outlined while it is dragged or declared
//   With three to six players the view also has players.seats: [Player], the players other than the one
//   at the bottom, in seating order from that player's left (turn order, 101.4); each of their cards has
//   side "top" and seat (its index there). They are drawn as columns across the top of the table, each
//   with its own bar (players.top is then the first seat).

const DRAG_DISTANCE = 6; // CSS pixels a press must travel before it is a drag
const COLORS = {
  table: "#17213a",
  tableTop: "#1c2a47",
  tableBottom: "#1a2742",
  divider: "rgba(255,255,255,0.10)",
  bar: "#243457",
  barActive: "#2c4270",
  barText: "#eef1f8",
  barSoft: "#a9b4cc",
  card: "#fbf8f1",
  cardEdge: "#d9d2c3",
  ink: "#1b2233",
  inkSoft: "#5a6478",
  attack: "#f08a24",
  block: "#56b0ff",
  focus: "#ffd166",
  damage: "#d7362b",
  dying: "#ff5a4f",
  gain: "#3fbf74",
  poison: "#a65be0",
  problem: "#ff5a4f",
  legal: "#9be7c4",
};
const BANDS = {
  white: "#d8cfb4",
  blue: "#3b78c4",
  black: "#4a4450",
  red: "#c8452e",
  green: "#2f8a4f",
  multi: "#b8941f",
  none: "#8b95a3",
  unit: "#1f8f8a",
  planeswalker: "#7b4fb3",
  battle: "#c56a1c",
};
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif';

export function createBoard(canvas, options = {}) {
  const ctx = canvas.getContext("2d");
  const reduceMotion = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : { matches: false };

  /** The board's whole state: plain data, read by render(), written by the handlers below. */
  const state = {
    view: null, // the view being drawn (see the header comment); null until set()
    width: 0, // canvas size in CSS pixels
    height: 0,
    dpr: 1, // devicePixelRatio the backing store was sized for
    layout: new Map(), // id -> {x, y, w, h, type: "card"|"player"|"battlefield", row}: where each thing is drawn
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

  // ------------------------------------------------------------------ layout

  function measure() {
    const box = canvas.parentElement ? canvas.parentElement.getBoundingClientRect() : canvas.getBoundingClientRect();
    const width = Math.max(280, Math.floor(box.width));
    const dpr = Math.max(1, Math.min(3, window.devicePixelRatio || 1));
    return { width, dpr };
  }

  /** Three to six players: one column per seat across the top, the bottom player's row and bar below. */
  function layoutSeats(view) {
    const width = state.width;
    const narrow = width < 560;
    const pad = narrow ? 6 : 12;
    const gap = narrow ? 6 : 10;
    const seats = view.players.seats;
    const colW = Math.floor((width - 2 * pad - (seats.length - 1) * gap) / seats.length);
    const barH = Math.max(...seats.map((player) => 44 + 18 * compactStatLines(player, colW).length));
    const bottomCards = view.cards.filter((card) => card.side !== "top");
    const cw = Math.max(58, Math.min(narrow ? 92 : 112, Math.floor((colW - gap) / 2)));
    const ch = Math.round(cw * 1.22);
    const perCol = Math.max(1, Math.floor((colW + gap) / (cw + gap)));
    let deepest = pad + barH + gap;
    seats.forEach((player, seat) => {
      const x0 = pad + seat * (colW + gap);
      state.layout.set(player.id, { x: x0, y: pad, w: colW, h: barH, type: "player", row: 0, compact: true });
      state.order.push(player.id);
      const cards = view.cards.filter((card) => card.side === "top" && card.seat === seat);
      let y = pad + barH + gap;
      for (let i = 0, row = 1; i < cards.length; i += perCol, row += 1) {
        const line = cards.slice(i, i + perCol);
        const total = line.length * cw + (line.length - 1) * gap;
        let x = x0 + Math.round((colW - total) / 2);
        for (const card of line) {
          state.layout.set(card.id, { x, y, w: cw, h: ch, type: "card", row, seat });
          state.order.push(card.id);
          x += cw + gap;
        }
        y += ch + gap;
      }
      deepest = Math.max(deepest, y);
    });
    const topRows = Math.max(1, ...[...state.layout.values()].map((box) => box.row)) + 1;
    const middle = narrow ? 30 : 40;
    state.middleY = deepest + middle / 2 - gap / 2;
    state.seatLines = seats.slice(1).map((_, i) => Math.round(pad + (i + 1) * (colW + gap) - gap / 2));
    let y = deepest + middle;
    const bw = Math.max(narrow ? 76 : 92, Math.min(narrow ? 104 : 128, Math.floor((width - 2 * pad - 5 * gap) / 6)));
    const bh = Math.round(bw * 1.22);
    const perRow = Math.max(1, Math.floor((width - 2 * pad + gap) / (bw + gap)));
    let row = topRows;
    for (let i = 0; i < bottomCards.length; i += perRow, row += 1) {
      const line = bottomCards.slice(i, i + perRow);
      const total = line.length * bw + (line.length - 1) * gap;
      let x = Math.round((width - total) / 2);
      for (const card of line) {
        state.layout.set(card.id, { x, y, w: bw, h: bh, type: "card", row });
        state.order.push(card.id);
        x += bw + gap;
      }
      y += bh + gap;
    }
    if (!bottomCards.length) y += Math.round(bh * 0.45) + gap;
    const bottom = view.players.bottom;
    if (bottom) {
      state.layout.set(bottom.id, { x: pad, y, w: width - 2 * pad, h: 52, type: "player", row });
      state.order.push(bottom.id);
      y += 52 + gap;
    }
    return y - gap + pad;
  }

  function layoutView() {
    const view = state.view;
    state.layout = new Map();
    state.order = [];
    state.seatLines = [];
    if (!view) return 200;
    if (view.players.seats && view.players.seats.length > 1) return layoutSeats(view);
    const width = state.width;
    const narrow = width < 560;
    const pad = narrow ? 8 : 14;
    const gap = narrow ? 8 : 14;
    const barH = narrow ? 46 : 52;
    const sides = { top: [], bottom: [] };
    for (const card of view.cards) sides[card.side === "top" ? "top" : "bottom"].push(card);
    const most = Math.max(1, sides.top.length, sides.bottom.length);
    // Card size: as large as fits in one row, within limits; wrap when even the smallest does not fit.
    const maxW = narrow ? 104 : 128;
    const minW = narrow ? 76 : 92;
    const fit = Math.floor((width - 2 * pad - (most - 1) * gap) / most);
    const cw = Math.max(minW, Math.min(maxW, fit));
    const ch = Math.round(cw * 1.22);
    const perRow = Math.max(1, Math.floor((width - 2 * pad + gap) / (cw + gap)));
    let y = pad;
    let row = 0;
    const placeBar = (player) => {
      if (!player) return;
      state.layout.set(player.id, { x: pad, y, w: width - 2 * pad, h: barH, type: "player", row });
      state.order.push(player.id);
      y += barH + gap;
      row += 1;
    };
    const placeCards = (cards, fromBottom) => {
      const rows = [];
      for (let i = 0; i < cards.length; i += perRow) rows.push(cards.slice(i, i + perRow));
      if (!rows.length) {
        y += Math.round(ch * 0.45) + gap;
        row += 1;
        return;
      }
      // The top side's first row is the one nearest the middle, so its rows go bottom-up.
      const ordered = fromBottom ? rows.slice().reverse() : rows;
      for (const line of ordered) {
        const total = line.length * cw + (line.length - 1) * gap;
        let x = Math.round((width - total) / 2);
        for (const card of line) {
          state.layout.set(card.id, { x, y, w: cw, h: ch, type: "card", row });
          state.order.push(card.id);
          x += cw + gap;
        }
        y += ch + gap;
        row += 1;
      }
    };
    placeBar(view.players.top);
    placeCards(sides.top, true);
    const middle = narrow ? 30 : 40;
    if (view.battlefield) {
      const w = Math.min(width - 2 * pad, 340);
      state.layout.set(view.battlefield.id, {
        x: Math.round((width - w) / 2), y: y - 4, w, h: middle + 4, type: "battlefield", row,
      });
      state.order.push(view.battlefield.id);
      row += 1;
    }
    state.middleY = y + middle / 2 - gap / 2;
    y += middle;
    placeCards(sides.bottom, false);
    placeBar(view.players.bottom);
    return y - gap + pad;
  }

  function resize() {
    const { width, dpr } = measure();
    state.width = width;
    state.dpr = dpr;
    const height = layoutView();
    state.height = height;
    const backingW = Math.round(width * dpr);
    const backingH = Math.round(height * dpr);
    if (canvas.width !== backingW || canvas.height !== backingH) {
      canvas.width = backingW;
      canvas.height = backingH;
    }
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
  }

  // ------------------------------------------------------------------ drawing helpers

  function roundRect(x, y, w, h, r) {
    ctx.beginPath();
    ctx.moveTo(x + r, y);
    ctx.arcTo(x + w, y, x + w, y + h, r);
    ctx.arcTo(x + w, y + h, x, y + h, r);
    ctx.arcTo(x, y + h, x, y, r);
    ctx.arcTo(x, y, x + w, y, r);
    ctx.closePath();
  }

  function font(size, weight = 400) {
    return `${weight} ${size}px ${FONT}`;
  }

  /** Text cut with an ellipsis to fit maxWidth. */
  function fitText(text, maxWidth) {
    const value = String(text ?? "");
    if (ctx.measureText(value).width <= maxWidth) return value;
    let low = 0;
    let high = value.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (ctx.measureText(value.slice(0, mid) + "…").width <= maxWidth) low = mid;
      else high = mid - 1;
    }
    return value.slice(0, low) + "…";
  }

  /** The width pill() draws text at (cut to maxWidth with an ellipsis). */
  function pillWidth(text, size, maxWidth, weight = 600) {
    ctx.font = font(size, weight);
    return ctx.measureText(fitText(text, maxWidth - 8)).width + 8;
  }

  function pill(text, x, y, { bg, fg, size = 10, weight = 600, maxWidth = 200, align = "left" }) {
    ctx.font = font(size, weight);
    const label = fitText(text, maxWidth - 8);
    const w = ctx.measureText(label).width + 8;
    const h = size + 6;
    const left = align === "right" ? x - w : align === "center" ? x - w / 2 : x;
    roundRect(left, y, w, h, h / 2);
    ctx.fillStyle = bg;
    ctx.fill();
    ctx.fillStyle = fg;
    ctx.textBaseline = "middle";
    ctx.textAlign = "left";
    ctx.fillText(label, left + 4, y + h / 2 + 0.5);
    return w;
  }

  function bandColor(card) {
    if (card.kind === "unit") return BANDS.unit;
    if (card.kind === "planeswalker") return BANDS.planeswalker;
    if (card.kind === "battle") return BANDS.battle;
    const colors = card.colors || [];
    if (colors.length > 1) return BANDS.multi;
    if (colors.length === 1 && BANDS[colors[0]]) return BANDS[colors[0]];
    return BANDS.none;
  }

  function center(id) {
    const box = state.layout.get(id);
    return box ? { x: box.x + box.w / 2, y: box.y + box.h / 2 } : null;
  }

  /** Where an arrow ends on a box: the edge facing the other point. */
  function anchor(id, toward) {
    const box = state.layout.get(id);
    if (!box) return null;
    if (box.type === "player") {
      const x = Math.max(box.x + 24, Math.min(box.x + box.w - 24, toward.x));
      return { x, y: toward.y < box.y ? box.y : box.y + box.h };
    }
    const c = { x: box.x + box.w / 2, y: box.y + box.h / 2 };
    return { x: c.x, y: toward.y < c.y ? box.y : box.y + box.h };
  }

  // ------------------------------------------------------------------ drawing

  function drawTable() {
    ctx.fillStyle = COLORS.table;
    roundRect(0, 0, state.width, state.height, 14);
    ctx.fill();
    if (state.middleY) {
      ctx.fillStyle = COLORS.tableTop;
      ctx.fillRect(6, 6, state.width - 12, state.middleY - 6);
      ctx.strokeStyle = COLORS.divider;
      ctx.setLineDash([6, 6]);
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(16, state.middleY);
      ctx.lineTo(state.width - 16, state.middleY);
      ctx.stroke();
      for (const x of state.seatLines) {
        // Each opponent's part of the table, apart from the next.
        ctx.beginPath();
        ctx.moveTo(x, 12);
        ctx.lineTo(x, state.middleY - 8);
        ctx.stroke();
      }
      ctx.setLineDash([]);
    }
  }

  /** A seat's tallies laid out in lines that fit `width`: [[{stat, x, vw}]] (x from the bar's left). */
  function compactStatLines(player, width) {
    const stats = [...player.stats];
    if (player.graveyard) stats.push({ label: player.graveyardLabel || "Graveyard", value: player.graveyard, soft: true });
    const lines = [[]];
    let x = 10;
    for (const stat of stats) {
      ctx.font = font(9, 600);
      const lw = ctx.measureText(stat.label.toUpperCase()).width;
      ctx.font = font(15, 800);
      const vw = ctx.measureText(String(stat.value)).width;
      if (x + vw + lw + 3 > width - 6 && lines[lines.length - 1].length) {
        lines.push([]);
        x = 10;
      }
      lines[lines.length - 1].push({ stat, x, vw });
      x += vw + lw + 12;
    }
    return lines;
  }

  /** A seat's bar in a game of three or more: the name on one line, every tally below (wrapped). */
  function drawCompactPlayer(player, box) {
    roundRect(box.x, box.y, box.w, box.h, 10);
    ctx.fillStyle = player.role === "active" ? COLORS.barActive : COLORS.bar;
    ctx.fill();
    if (isTarget(player.id)) {
      ctx.lineWidth = 3;
      ctx.strokeStyle = COLORS.attack;
      ctx.stroke();
    } else if (isLegalTarget(player.id)) {
      legalOutline();
    }
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    ctx.fillStyle = player.role === "active" ? COLORS.attack : COLORS.block;
    ctx.beginPath();
    ctx.arc(box.x + 14, box.y + 15, 6, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = COLORS.barText;
    ctx.font = font(13, 700);
    const role = player.lost ? "lost" : player.role === "active" ? "attacking" : "defending";
    ctx.fillText(fitText(`${player.label} · ${role}`, box.w - 34), box.x + 26, box.y + 15);
    compactStatLines(player, box.w).forEach((line, i) => {
      const y = box.y + 40 + 18 * i;
      for (const { stat, x: dx, vw } of line) {
        const x = box.x + dx;
        ctx.font = font(15, 800);
        ctx.fillStyle = stat.soft ? COLORS.barSoft : stat.tone === "bad" ? "#ff9c94" : COLORS.barText;
        ctx.fillText(String(stat.value), x, y);
        if (stat.key) box[`stat:${stat.key}`] = { x: x + vw / 2, y };
        ctx.font = font(9, 600);
        ctx.fillStyle = COLORS.barSoft;
        ctx.fillText(stat.label.toUpperCase(), x + vw + 3, y + 1);
      }
    });
    if (player.lost) {
      roundRect(box.x, box.y, box.w, box.h, 10);
      ctx.fillStyle = "rgba(10, 14, 26, 0.45)";
      ctx.fill();
    }
  }

  function drawPlayer(player, now) {
    const box = state.layout.get(player.id);
    if (!box) return;
    if (box.compact) {
      drawCompactPlayer(player, box);
      return;
    }
    const narrow = state.width < 560;
    roundRect(box.x, box.y, box.w, box.h, 10);
    ctx.fillStyle = player.role === "active" ? COLORS.barActive : COLORS.bar;
    ctx.fill();
    if (isTarget(player.id)) {
      ctx.lineWidth = 3;
      ctx.strokeStyle = COLORS.attack;
      ctx.stroke();
    } else if (isLegalTarget(player.id)) {
      legalOutline();
    }
    const flash = flashAmount(player.id, now);
    if (flash > 0) {
      roundRect(box.x, box.y, box.w, box.h, 10);
      ctx.fillStyle = `rgba(215, 54, 43, ${0.45 * flash})`;
      ctx.fill();
    }
    // Avatar
    const r = box.h / 2 - 8;
    const ax = box.x + 10 + r;
    const ay = box.y + box.h / 2;
    ctx.beginPath();
    ctx.arc(ax, ay, r, 0, Math.PI * 2);
    ctx.fillStyle = player.role === "active" ? COLORS.attack : COLORS.block;
    ctx.fill();
    ctx.fillStyle = "#10182b";
    ctx.font = font(r, 700);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(fitText(String(player.label || player.id).slice(0, 1).toUpperCase(), r * 2), ax, ay + 1);
    // Name and role
    const textX = ax + r + 10;
    ctx.textAlign = "left";
    ctx.fillStyle = COLORS.barText;
    ctx.font = font(narrow ? 14 : 15, 700);
    const statsWidth = Math.min(box.w * 0.55, 60 + player.stats.length * (narrow ? 62 : 84));
    const nameMax = box.w - (textX - box.x) - statsWidth - 8;
    ctx.fillText(fitText(player.label, nameMax), textX, box.y + box.h / 2 - 7);
    ctx.fillStyle = COLORS.barSoft;
    ctx.font = font(narrow ? 10.5 : 11.5, 500);
    const roleText = player.lost ? "lost the game" : `${player.role === "active" ? "attacking" : "defending"}${narrow ? "" : " player"}`;
    ctx.fillText(fitText(roleText, nameMax), textX, box.y + box.h / 2 + 9);
    // Stats, right-aligned
    let x = box.x + box.w - 10;
    const stats = [...player.stats];
    if (player.graveyard) stats.push({ label: player.graveyardLabel || "Graveyard", value: player.graveyard, soft: true });
    for (let i = stats.length - 1; i >= 0; i--) {
      const stat = stats[i];
      ctx.textAlign = "right";
      ctx.font = font(narrow ? 17 : 20, 800);
      ctx.fillStyle = stat.soft ? COLORS.barSoft : stat.tone === "bad" ? "#ff9c94" : COLORS.barText;
      const value = String(stat.value);
      const vw = ctx.measureText(value).width;
      ctx.fillText(value, x, box.y + box.h / 2 - 5);
      ctx.font = font(narrow ? 9 : 10, 600);
      ctx.fillStyle = COLORS.barSoft;
      const lw = ctx.measureText(stat.label.toUpperCase()).width;
      ctx.fillText(stat.label.toUpperCase(), x, box.y + box.h / 2 + 12);
      if (stat.key) state.layout.get(player.id)[`stat:${stat.key}`] = { x: x - vw / 2, y: box.y + box.h / 2 - 5 };
      x -= Math.max(vw, lw) + (narrow ? 12 : 20);
    }
    if (player.lost) {
      pill("LOST", textX + Math.min(nameMax, ctx.measureText(player.label).width + 90), box.y + 6, {
        bg: COLORS.damage, fg: "#fff", size: 10,
      });
    }
  }

  function drawBattlefield(bf) {
    const box = state.layout.get(bf.id);
    if (!box) return;
    roundRect(box.x, box.y + 4, box.w, box.h - 8, 10);
    ctx.fillStyle = "rgba(31, 143, 138, 0.25)";
    ctx.fill();
    ctx.lineWidth = isTarget(bf.id) ? 3 : 1.5;
    ctx.strokeStyle = isTarget(bf.id) ? COLORS.attack : "rgba(120, 220, 210, 0.6)";
    ctx.stroke();
    ctx.fillStyle = "#dff7f4";
    ctx.font = font(12.5, 700);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(fitText(`${bf.label} · ${bf.holder}`, box.w - 16), box.x + box.w / 2, box.y + box.h / 2);
  }

  /** While a drag or a keyboard declaration is under way: whether `id` is one of its legal targets
   * (view.legalTargets, the engine's options: source id -> [ids]). */
  function isLegalTarget(id) {
    const from = state.drag && state.drag.started ? state.drag.id : state.pending ? state.pending.from : null;
    const legal = from && state.view && state.view.legalTargets ? state.view.legalTargets[from] : null;
    return Boolean(legal && legal.includes(id));
  }

  function legalOutline() {
    ctx.lineWidth = 2;
    ctx.setLineDash([6, 4]);
    ctx.strokeStyle = COLORS.legal;
    ctx.stroke();
    ctx.setLineDash([]);
  }

  function isTarget(id) {
    if (state.drag && state.drag.started && state.drag.over === id && state.drag.id !== id) return true;
    if (state.pending && state.focus === id && state.pending.from !== id) return true;
    return false;
  }

  function flashAmount(id, now) {
    let amount = 0;
    for (const effect of state.effects) {
      if (effect.type !== "flash" || effect.id !== id) continue;
      const t = (now - effect.start) / effect.duration;
      if (t >= 0 && t <= 1) amount = Math.max(amount, 1 - t);
    }
    return amount;
  }

  function cardAlpha(card, now) {
    const fade = state.fades.get(card.id);
    if (fade) {
      const t = Math.min(1, Math.max(0, (now - fade.start) / fade.duration));
      return fade.from + (fade.to - fade.from) * t;
    }
    return card.zone && card.zone !== "battlefield" ? 0.32 : 1;
  }

  function drawCard(card, now) {
    const box = state.layout.get(card.id);
    if (!box) return;
    const { x, y, w, h } = box;
    const small = w < 100;
    const dragging = state.drag && state.drag.started && state.drag.id === card.id;
    ctx.save();
    ctx.globalAlpha = cardAlpha(card, now) * (dragging ? 0.55 : 1);
    // Glow for attackers and blockers
    if (card.attacking || card.blocking) {
      ctx.shadowColor = card.attacking ? COLORS.attack : COLORS.block;
      ctx.shadowBlur = 14;
    } else {
      ctx.shadowColor = "rgba(0,0,0,0.35)";
      ctx.shadowBlur = 6;
    }
    ctx.shadowOffsetY = 2;
    roundRect(x, y, w, h, 8);
    ctx.fillStyle = COLORS.card;
    ctx.fill();
    ctx.shadowColor = "transparent";
    ctx.shadowBlur = 0;
    ctx.shadowOffsetY = 0;
    ctx.lineWidth = card.attacking || card.blocking ? 2.5 : 1;
    ctx.strokeStyle = card.attacking ? COLORS.attack : card.blocking ? COLORS.block : COLORS.cardEdge;
    ctx.stroke();
    // Colour band with the name: on one line, or two when a narrow card cuts it short
    const nameSize = small ? 10.5 : 12.5;
    ctx.font = font(nameSize, 700);
    let nameLines = [card.name];
    if (ctx.measureText(card.name).width > w - 12) {
      const words = String(card.name).split(/\s+/);
      if (words.length > 1) {
        let first = words[0];
        let i = 1;
        while (i < words.length && ctx.measureText(`${first} ${words[i]}`).width <= w - 12) first += ` ${words[i++]}`;
        nameLines = [first, words.slice(i).join(" ")];
      }
    }
    const bandH = Math.max(Math.round(h * 0.2), nameLines.length > 1 ? Math.round(nameSize * 2.5) : 0);
    ctx.save();
    roundRect(x, y, w, h, 8);
    ctx.clip();
    ctx.fillStyle = bandColor(card);
    ctx.fillRect(x, y, w, bandH);
    ctx.restore();
    const light = (card.colors || []).length === 1 && card.colors[0] === "white" && card.kind === "creature";
    ctx.fillStyle = light ? COLORS.ink : "#ffffff";
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    nameLines.forEach((line, i) => {
      const lineY = y + bandH / 2 + (i - (nameLines.length - 1) / 2) * (nameSize + 2) + 0.5;
      ctx.fillText(fitText(line, w - 12), x + 6, lineY);
    });
    // Type line
    ctx.fillStyle = COLORS.inkSoft;
    ctx.font = font(small ? 9 : 10, 500);
    ctx.fillText(fitText(card.typeLine, w - 12), x + 6, y + bandH + 9);
    // Badges: tags (tapped, sick, slot …) at the bottom left, counters above them, rows wrapping upwards
    // so that nothing runs under the stat box; keyword chips from the top down, stopping above the tags
    // and summing up what doesn't fit as "+N more". Each badge's box is kept (box.badges) for the tests.
    const badges = [];
    let statW = 0;
    if (card.stat) {
      ctx.font = font(small ? 14 : 16, 800);
      statW = Math.max(ctx.measureText(String(card.stat.value)).width + 12, small ? 30 : 36);
    }
    const tagSize = small ? 8 : 9;
    const rowH = small ? 14 : 16;
    let ty = y + h - (small ? 16 : 18);
    let tx = x + 5;
    // A row beside the stat box ends at its left edge; a row above it may use the card's whole width.
    const statTop = y + h - (small ? 22 : 26) - 4;
    const fullLimit = x + w - 5;
    // Tags never climb over the type line, nor over the first row of keyword chips.
    const tagsTop = y + bandH + 18 + ((card.keywords || []).length ? (small ? 8.5 : 9.5) + 9 : 0);
    let hiddenTags = 0;
    const limitAt = (rowY) => (statW && rowY + tagSize + 6 > statTop - 1 ? x + w - statW - 6 : fullLimit);
    const place = (text, bg, fg) => {
      const fullW = pillWidth(text, tagSize, fullLimit - x - 5);
      if (tx > x + 5 && tx + fullW > limitAt(ty)) {
        if (ty - rowH >= tagsTop) {
          tx = x + 5;
          ty -= rowH;
        } else if (limitAt(ty) - tx < 30) {
          hiddenTags += 1; // no room left on a card this small: summed up below, the text alternative names it
          return;
        }
      }
      // A tag too long for a row beside the stat box goes up to a full-width row rather than being cut.
      while (tx + fullW > limitAt(ty) && limitAt(ty) < fullLimit && ty - rowH >= tagsTop) ty -= rowH;
      if (tx + fullW > limitAt(ty)) {
        hiddenTags += 1; // never cut short: summed up below
        return;
      }
      const width = fullW;
      badges.push({ text, x: tx, y: ty, width, height: tagSize + 6, size: tagSize, bg, fg });
      tx += width + 3;
    };
    for (const tag of card.tags || []) place(tag, tag.startsWith("→") ? "#fde3c4" : "#dfe6f3", tag.startsWith("→") ? "#7a3d00" : "#22355e");
    if ((card.counters || []).length) {
      if (tx > x + 5) ty -= rowH;
      tx = x + 5;
      for (const counter of card.counters) place(counter, "#f1e1c4", "#6b4410");
    }
    // Tags that found no room: "+N" after the last one, in its place if even that doesn't fit.
    while (hiddenTags) {
      const last = badges[badges.length - 1];
      if (!last) {
        const more = `+${hiddenTags}`;
        badges.push({ text: more, x: x + 5, y: y + h - (small ? 16 : 18), width: pillWidth(more, tagSize, 40), height: tagSize + 6, size: tagSize, bg: "#e7e2d6", fg: COLORS.ink });
        break;
      }
      const more = `+${hiddenTags}`;
      const moreW = pillWidth(more, tagSize, 40);
      const mx = last.x + last.width + 3;
      if (mx + moreW <= limitAt(last.y)) {
        badges.push({ text: more, x: mx, y: last.y, width: moreW, height: tagSize + 6, size: tagSize, bg: "#e7e2d6", fg: COLORS.ink });
        break;
      }
      badges.pop();
      hiddenTags += 1;
    }
    const chipsBottom = badges.length ? Math.min(...badges.map((b) => b.y)) - 2 : y + h - (small ? 36 : 42) + (small ? 14 : 16);
    const chipSize = small ? 8.5 : 9.5;
    const chipH = chipSize + 6;
    const chips = [...(card.keywords || [])];
    const placed = [];
    let cy = y + bandH + 18;
    let cx = x + 5;
    for (const chip of chips) {
      const chipW = pillWidth(chip, chipSize, w - 10);
      if (cx + chipW > x + w - 4 && cx > x + 5) {
        cx = x + 5;
        cy += chipSize + 9;
      }
      if (cy + chipH > chipsBottom) break;
      placed.push({ text: chip, x: cx, y: cy, width: chipW });
      cx += chipW + 3;
    }
    // What doesn't fit: "+N more" after the last chip shown, giving up chips from the end until it fits.
    while (placed.length < chips.length) {
      const more = `+${chips.length - placed.length} more`;
      const moreW = pillWidth(more, chipSize, w - 10);
      const last = placed[placed.length - 1];
      const mx = last ? last.x + last.width + 3 : x + 5;
      const my = last ? last.y : y + bandH + 18;
      if (!last || mx + moreW <= x + w - 4) {
        if (my + chipH <= chipsBottom) placed.push({ text: more, x: mx, y: my, width: moreW, more: true });
        break;
      }
      placed.pop();
    }
    for (const chip of placed) badges.push({ ...chip, height: chipH, size: chipSize, bg: chip.more ? "#e7e2d6" : "#ece6d8", fg: COLORS.ink });
    for (const badge of badges) pill(badge.text, badge.x, badge.y, { bg: badge.bg, fg: badge.fg, size: badge.size, maxWidth: badge.width });
    box.badges = badges.map(({ text, x: bx, y: by, width, height }) => ({ text, x: bx, y: by, width, height }));
    // Stat box bottom-right
    if (card.stat) {
      ctx.font = font(small ? 14 : 16, 800);
      const value = String(card.stat.value);
      const vw = Math.max(ctx.measureText(value).width + 12, small ? 30 : 36);
      const sh = small ? 22 : 26;
      const sx = x + w - vw - 4;
      const sy = y + h - sh - 4;
      roundRect(sx, sy, vw, sh, 6);
      ctx.fillStyle = card.stat.changed ? "#fff1d6" : "#ffffff";
      ctx.fill();
      ctx.lineWidth = 1.2;
      ctx.strokeStyle = "#b9b09d";
      ctx.stroke();
      ctx.fillStyle = COLORS.ink;
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(value, sx + vw / 2, sy + sh / 2 + 1);
      if (card.stat.label) {
        ctx.font = font(small ? 7.5 : 8.5, 700);
        ctx.fillStyle = COLORS.inkSoft;
        ctx.fillText(card.stat.label.toUpperCase(), sx + vw / 2, sy - 6);
      }
    }
    // Marked damage: a red disc on the top-right corner
    if (card.damage > 0 && (!card.zone || card.zone === "battlefield")) {
      const r = small ? 10 : 12;
      ctx.beginPath();
      ctx.arc(x + w - r + 3, y + bandH + r - 2, r, 0, Math.PI * 2);
      ctx.fillStyle = COLORS.damage;
      ctx.fill();
      ctx.strokeStyle = "#fff";
      ctx.lineWidth = 1.5;
      ctx.stroke();
      ctx.fillStyle = "#fff";
      ctx.font = font(small ? 10 : 11.5, 800);
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(String(card.damage), x + w - r + 3, y + bandH + r - 1);
    }
    // Flash when hit
    const flash = flashAmount(card.id, now);
    if (flash > 0) {
      roundRect(x, y, w, h, 8);
      ctx.fillStyle = `rgba(215, 54, 43, ${0.5 * flash})`;
      ctx.fill();
    }
    ctx.restore();
    // Off the battlefield: a ribbon naming the zone
    if (card.zone && card.zone !== "battlefield") {
      ctx.save();
      ctx.globalAlpha = 0.95;
      const label = card.zone === "graveyard" ? "Graveyard" : card.zone.charAt(0).toUpperCase() + card.zone.slice(1);
      pill(`→ ${label}`, x + w / 2, y + h / 2 - 8, { bg: "#2a2f3d", fg: "#fff", size: 11, align: "center" });
      ctx.restore();
    }
    // Preview: would die
    if (card.dying && (!card.zone || card.zone === "battlefield")) {
      ctx.save();
      ctx.setLineDash([6, 4]);
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = COLORS.dying;
      roundRect(x - 3, y - 3, w + 6, h + 6, 10);
      ctx.stroke();
      ctx.setLineDash([]);
      if (small || (card.keywords || []).length > 2) {
        ctx.beginPath();
        ctx.arc(x + 2, y + 2, 9, 0, Math.PI * 2);
        ctx.fillStyle = COLORS.dying;
        ctx.fill();
        ctx.fillStyle = "#fff";
        ctx.font = font(11, 800);
        ctx.textAlign = "center";
        ctx.textBaseline = "middle";
        ctx.fillText("✝", x + 2, y + 3);
      } else {
        pill("✝ would die", x + w / 2, y + h * 0.47, { bg: COLORS.dying, fg: "#fff", size: 10, align: "center" });
      }
      ctx.restore();
    }
    if (card.problem) {
      ctx.save();
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = COLORS.problem;
      roundRect(x - 2, y - 2, w + 4, h + 4, 9);
      ctx.stroke();
      pill("!", x - 6, y - 8, { bg: COLORS.problem, fg: "#fff", size: 10, weight: 800 });
      ctx.restore();
    }
    if (isTarget(card.id)) {
      ctx.save();
      ctx.lineWidth = 3;
      ctx.strokeStyle = state.pending && state.pending.mode === "block" ? COLORS.block : COLORS.attack;
      roundRect(x - 4, y - 4, w + 8, h + 8, 11);
      ctx.stroke();
      ctx.restore();
    } else if (isLegalTarget(card.id)) {
      ctx.save();
      roundRect(x - 4, y - 4, w + 8, h + 8, 11);
      legalOutline();
      ctx.restore();
    }
  }

  function arrowPath(from, to, bend) {
    const mx = (from.x + to.x) / 2 + bend;
    const my = (from.y + to.y) / 2;
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.quadraticCurveTo(mx, my, to.x, to.y);
    return { mx, my };
  }

  function drawArrow(from, to, color, { dashed = false, head = true, width = 4, bend = 0 } = {}) {
    ctx.save();
    ctx.strokeStyle = color;
    ctx.fillStyle = color;
    ctx.lineWidth = width;
    ctx.lineCap = "round";
    if (dashed) ctx.setLineDash([8, 7]);
    ctx.globalAlpha = 0.92;
    const { mx, my } = arrowPath(from, to, bend);
    ctx.stroke();
    ctx.setLineDash([]);
    if (head) {
      const angle = Math.atan2(to.y - my, to.x - mx);
      const size = 8 + width;
      ctx.beginPath();
      ctx.moveTo(to.x, to.y);
      ctx.lineTo(to.x - size * Math.cos(angle - 0.45), to.y - size * Math.sin(angle - 0.45));
      ctx.lineTo(to.x - size * Math.cos(angle + 0.45), to.y - size * Math.sin(angle + 0.45));
      ctx.closePath();
      ctx.fill();
    } else {
      ctx.beginPath();
      ctx.arc(from.x, from.y, width + 2, 0, Math.PI * 2);
      ctx.fill();
      ctx.beginPath();
      ctx.arc(to.x, to.y, width + 2, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
  }

  function drawArrows() {
    const view = state.view;
    const seated = Boolean(view.players.seats && view.players.seats.length > 1);
    // With several opponents an attack on a player is drawn to that player's bar, so that it says whom.
    const playerIds = new Set(seated ? [] : [view.players.top, view.players.bottom].filter(Boolean).map((p) => p.id));
    // Block links spread along the attacker's edge so that several never meet in one point.
    const linksTo = new Map();
    const linksFrom = new Map();
    for (const arrow of view.arrows || []) {
      if (arrow.kind !== "block") continue;
      if (!linksTo.has(arrow.to)) linksTo.set(arrow.to, []);
      linksTo.get(arrow.to).push(arrow);
      if (!linksFrom.has(arrow.from)) linksFrom.set(arrow.from, []);
      linksFrom.get(arrow.from).push(arrow);
    }
    const spread = (id, list, arrow, toward) => {
      const box = state.layout.get(id);
      const base = anchor(id, toward);
      if (!box || !base || list.length < 2) return base;
      const i = list.indexOf(arrow);
      return { x: box.x + (box.w * (i + 1)) / (list.length + 1), y: base.y };
    };
    for (const arrow of view.arrows || []) {
      const a = center(arrow.from);
      const b = center(arrow.to);
      if (!a || !b) continue;
      if (arrow.kind === "block") {
        const from = spread(arrow.from, linksFrom.get(arrow.from), arrow, b);
        const to = spread(arrow.to, linksTo.get(arrow.to), arrow, a);
        drawArrow(from, to, COLORS.block, { head: false, width: 4 });
        continue;
      }
      if (playerIds.has(arrow.to) && state.middleY) {
        // An attack on a player: a short arrow over the middle line, labelled, instead of a line across the board.
        const box = state.layout.get(arrow.from);
        const up = box.y > state.middleY;
        const from = { x: a.x, y: up ? box.y : box.y + box.h };
        const tipY = up ? Math.min(from.y - 18, state.middleY - 6) : Math.max(from.y + 18, state.middleY + 6);
        const to = { x: a.x, y: tipY };
        drawArrow(from, to, COLORS.attack, { width: 4 });
        continue;
      }
      const from = anchor(arrow.from, b);
      const to = anchor(arrow.to, a);
      drawArrow(from, to, COLORS.attack, { width: 4, bend: 0 });
    }
  }

  function drawDrag() {
    const drag = state.drag;
    if (drag && drag.started) {
      const a = center(drag.id);
      if (a) {
        const over = drag.over && drag.over !== drag.id ? center(drag.over) : null;
        const to = over ? anchor(drag.over, a) : { x: drag.x, y: drag.y };
        const from = anchor(drag.id, to);
        drawArrow(from, to, COLORS.focus, { dashed: true, width: 3 });
      }
    }
    if (state.pending && state.focus && state.focus !== state.pending.from) {
      const a = center(state.pending.from);
      const b = center(state.focus);
      if (a && b) {
        drawArrow(anchor(state.pending.from, b), anchor(state.focus, a), COLORS.focus, { dashed: true, width: 3 });
      }
    }
  }

  function drawFocus() {
    const ids = [];
    if (state.focus && (state.hasFocus || state.pending)) ids.push([state.focus, COLORS.focus]);
    if (state.pending) ids.push([state.pending.from, COLORS.focus]);
    for (const [id, color] of ids) {
      const box = state.layout.get(id);
      if (!box) continue;
      ctx.save();
      ctx.lineWidth = 3.5;
      ctx.strokeStyle = "#0b1222";
      roundRect(box.x - 5, box.y - 5, box.w + 10, box.h + 10, 12);
      ctx.stroke();
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = color;
      ctx.stroke();
      ctx.restore();
    }
    if (state.hover && !state.drag && state.hover !== state.focus) {
      const box = state.layout.get(state.hover);
      if (box) {
        ctx.save();
        ctx.lineWidth = 1.5;
        ctx.strokeStyle = "rgba(255, 209, 102, 0.6)";
        roundRect(box.x - 3, box.y - 3, box.w + 6, box.h + 6, 11);
        ctx.stroke();
        ctx.restore();
      }
    }
  }

  function easeOut(t) {
    return 1 - (1 - t) * (1 - t);
  }

  function drawEffects(now) {
    for (const effect of state.effects) {
      const t = (now - effect.start) / effect.duration;
      if (t < 0 || t > 1) continue;
      if (effect.type === "fly") {
        const k = easeOut(t);
        const x = effect.from.x + (effect.to.x - effect.from.x) * k;
        const y = effect.from.y + (effect.to.y - effect.from.y) * k - Math.sin(Math.PI * k) * 30;
        ctx.save();
        ctx.globalAlpha = t > 0.85 ? (1 - t) / 0.15 : 1;
        ctx.font = font(22 + 6 * Math.sin(Math.PI * k), 900);
        ctx.textAlign = "center";
        ctx.textBaseline = "middle";
        ctx.lineWidth = 4;
        ctx.strokeStyle = "#0b1222";
        ctx.strokeText(effect.text, x, y);
        ctx.fillStyle = effect.color;
        ctx.fillText(effect.text, x, y);
        ctx.restore();
      } else if (effect.type === "float") {
        const y = effect.at.y - 28 * easeOut(t);
        ctx.save();
        ctx.globalAlpha = t > 0.7 ? (1 - t) / 0.3 : 1;
        ctx.font = font(18, 900);
        ctx.textAlign = "center";
        ctx.textBaseline = "middle";
        ctx.lineWidth = 4;
        ctx.strokeStyle = "#0b1222";
        ctx.strokeText(effect.text, effect.at.x, y);
        ctx.fillStyle = effect.color;
        ctx.fillText(effect.text, effect.at.x, y);
        ctx.restore();
      } else if (effect.type === "ghost") {
        const k = easeOut(t);
        const x = effect.from.x + (effect.to.x - effect.from.x) * k;
        const y = effect.from.y + (effect.to.y - effect.from.y) * k;
        const scale = 1 - 0.8 * k;
        ctx.save();
        ctx.globalAlpha = 0.7 * (1 - t);
        roundRect(x - (effect.w * scale) / 2, y - (effect.h * scale) / 2, effect.w * scale, effect.h * scale, 6);
        ctx.fillStyle = "#fbf8f1";
        ctx.fill();
        ctx.restore();
      } else if (effect.type === "pulse") {
        const box = state.layout.get(effect.id);
        if (!box) continue;
        ctx.save();
        ctx.globalAlpha = 1 - t;
        ctx.lineWidth = 3;
        ctx.strokeStyle = effect.color;
        const grow = 10 * t;
        roundRect(box.x - grow, box.y - grow, box.w + 2 * grow, box.h + 2 * grow, 10 + grow);
        ctx.stroke();
        ctx.restore();
      }
    }
  }

  function render() {
    state.renderQueued = false;
    if (state.destroyed) return;
    const now = performance.now();
    ctx.setTransform(state.dpr, 0, 0, state.dpr, 0, 0);
    ctx.clearRect(0, 0, state.width, state.height);
    drawTable();
    const view = state.view;
    if (!view) return;
    if (view.battlefield) drawBattlefield(view.battlefield);
    const bars = view.players.seats && view.players.seats.length > 1
      ? [...view.players.seats, view.players.bottom] : [view.players.top, view.players.bottom];
    for (const player of bars) if (player) drawPlayer(player, now);
    for (const card of view.cards) drawCard(card, now);
    drawArrows();
    drawDrag();
    drawFocus();
    drawEffects(now);
    state.effects = state.effects.filter((effect) => now < effect.start + effect.duration);
    for (const [id, fade] of state.fades) if (now >= fade.start + fade.duration && fade.to === fade.final) state.fades.delete(id);
    if (state.effects.length || state.fades.size) requestRender();
  }

  /** Ask for one render in the next animation frame (many calls, one frame). */
  function requestRender() {
    if (state.renderQueued || state.destroyed) return;
    state.renderQueued = true;
    requestAnimationFrame(render);
  }

  // ------------------------------------------------------------------ hit testing and coordinates

  function localPoint(clientX, clientY) {
    const rect = canvas.getBoundingClientRect();
    return { x: clientX - rect.left, y: clientY - rect.top };
  }

  function itemAt(x, y) {
    let found = null;
    for (const [id, box] of state.layout) {
      if (x >= box.x && x <= box.x + box.w && y >= box.y && y <= box.y + box.h) {
        if (box.type === "card") return id;
        found = found || id;
      }
    }
    return found;
  }

  function getCardAtPoint(clientX, clientY) {
    const p = localPoint(clientX, clientY);
    return itemAt(p.x, p.y);
  }

  function cardRect(id) {
    const box = state.layout.get(id);
    if (!box) return null;
    const rect = canvas.getBoundingClientRect();
    const x = rect.left + box.x;
    const y = rect.top + box.y;
    return { x, y, width: box.w, height: box.h, cx: x + box.w / 2, cy: y + box.h / 2, type: box.type };
  }

  // ------------------------------------------------------------------ pointer input

  function cardOf(id) {
    return state.view ? state.view.cards.find((card) => card.id === id) : null;
  }

  function onPointerDown(event) {
    if (event.button !== 0 && event.pointerType === "mouse") return;
    const p = localPoint(event.clientX, event.clientY);
    const id = itemAt(p.x, p.y);
    if (!id) return;
    state.drag = {
      id, pointerId: event.pointerId, startX: p.x, startY: p.y, x: p.x, y: p.y, started: false, over: id,
      draggable: Boolean(cardOf(id)),
    };
    try {
      canvas.setPointerCapture(event.pointerId);
    } catch {
      /* synthetic events have no capturable pointer */
    }
  }

  function onPointerMove(event) {
    const p = localPoint(event.clientX, event.clientY);
    const drag = state.drag;
    if (drag && drag.pointerId === event.pointerId) {
      drag.x = p.x;
      drag.y = p.y;
      if (!drag.started && drag.draggable && Math.hypot(p.x - drag.startX, p.y - drag.startY) >= DRAG_DISTANCE) {
        drag.started = true;
        state.pending = null;
      }
      if (drag.started) drag.over = itemAt(p.x, p.y);
      requestRender();
      return;
    }
    if (event.pointerType === "mouse") {
      const hover = itemAt(p.x, p.y);
      if (hover !== state.hover) {
        state.hover = hover;
        canvas.style.cursor = hover && cardOf(hover) ? "grab" : hover ? "pointer" : "default";
        requestRender();
      }
    }
  }

  function onPointerUp(event) {
    const drag = state.drag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    state.drag = null;
    const p = localPoint(event.clientX, event.clientY);
    if (drag.started) {
      const over = itemAt(p.x, p.y);
      if (over && over !== drag.id) emit("declare", { mode: "drag", from: drag.id, to: over });
      else emit("announce", "Drag cancelled.");
    } else if (state.pending && drag.id !== state.pending.from) {
      const pending = state.pending;
      state.pending = null;
      setFocus(drag.id, false);
      emit("declare", { mode: pending.mode, from: pending.from, to: drag.id });
    } else {
      setFocus(drag.id, true);
    }
    requestRender();
  }

  function onPointerCancel(event) {
    if (state.drag && state.drag.pointerId === event.pointerId) {
      state.drag = null;
      requestRender();
    }
  }

  function onPointerLeave() {
    if (state.hover) {
      state.hover = null;
      requestRender();
    }
  }

  function onDoubleClick(event) {
    const id = getCardAtPoint(event.clientX, event.clientY);
    if (id) emit("activate", { id });
  }

  /** A touch that starts on a card is a drag, not a scroll; elsewhere the page scrolls as usual. */
  function onTouchStart(event) {
    const touch = event.touches[0];
    if (touch && cardOf(getCardAtPoint(touch.clientX, touch.clientY))) event.preventDefault();
  }

  // ------------------------------------------------------------------ keyboard input

  function describe(id) {
    if (!state.view) return "";
    const card = cardOf(id);
    if (card) return card.name;
    for (const key of ["top", "bottom"]) {
      const player = state.view.players[key];
      if (player && player.id === id) return `${player.label}, ${player.role === "active" ? "attacking" : "defending"} player`;
    }
    if (state.view.battlefield && state.view.battlefield.id === id) return state.view.battlefield.label;
    return id;
  }

  function setFocus(id, announce = true) {
    if (!id || !state.layout.has(id)) return;
    state.focus = id;
    requestRender();
    emit("select", { id });
    if (announce) {
      const text = state.pending
        ? `${describe(id)}. Enter to ${state.pending.mode} this, Escape to cancel.`
        : describe(id);
      emit("announce", text);
    }
  }

  function moveFocus(key) {
    const order = state.order;
    if (!order.length) return;
    const current = state.layout.get(state.focus);
    if (!current) {
      setFocus(order.find((id) => cardOf(id)) || order[0]);
      return;
    }
    const index = order.indexOf(state.focus);
    if (key === "ArrowLeft" || key === "ArrowRight") {
      const step = key === "ArrowRight" ? 1 : -1;
      setFocus(order[(index + step + order.length) % order.length]);
      return;
    }
    if (key === "Home") return setFocus(order[0]);
    if (key === "End") return setFocus(order[order.length - 1]);
    const wantRow = current.row + (key === "ArrowDown" ? 1 : -1);
    const cx = current.x + current.w / 2;
    let best = null;
    let bestDistance = Infinity;
    for (const id of order) {
      const box = state.layout.get(id);
      if (box.row !== wantRow) continue;
      const distance = Math.abs(box.x + box.w / 2 - cx);
      if (distance < bestDistance) {
        best = id;
        bestDistance = distance;
      }
    }
    if (best) setFocus(best);
  }

  function startPending(mode) {
    const from = state.focus;
    if (!cardOf(from)) {
      emit("announce", `Select a card first, then press ${mode === "attack" ? "A" : "B"}.`);
      return;
    }
    state.pending = { mode, from };
    const view = state.view;
    // Start on the likeliest target so that Enter is often enough: the other side's bar, or an attacker.
    let start = null;
    const fromCard = cardOf(from);
    if (mode === "attack") {
      const other = fromCard.side === "top" ? view.players.bottom : view.players.top;
      start = other ? other.id : null;
      if (view.players.seats && fromCard.side !== "top") {
        // Several opponents: start on the first one still in the game (arrows move to the others).
        const seat = view.players.seats.find((p) => !p.lost && p.role !== "active");
        if (seat) start = seat.id;
      }
    } else {
      const attacker = view.cards.find((card) => card.attacking && card.side !== fromCard.side
        && (!view.players.seats || card.defender === fromCard.player))
        || view.cards.find((card) => card.attacking && card.side !== fromCard.side);
      start = attacker ? attacker.id : null;
    }
    emit(
      "announce",
      `${mode === "attack" ? "Attack" : "Block"} with ${fromCard.name}: choose ${mode === "attack" ? "what it attacks" : "the attacker it blocks"} with the arrow keys, then press Enter. Escape cancels.`,
    );
    if (start) setFocus(start, false);
    requestRender();
  }

  function onKeyDown(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key;
    if (key.startsWith("Arrow") || key === "Home" || key === "End") {
      event.preventDefault();
      moveFocus(key);
      return;
    }
    if (key === "Escape") {
      if (state.pending) {
        state.pending = null;
        emit("announce", "Cancelled.");
        requestRender();
        event.preventDefault();
      }
      return;
    }
    if (key === "Enter" || key === " ") {
      event.preventDefault();
      if (state.pending) {
        const pending = state.pending;
        state.pending = null;
        requestRender();
        if (state.focus && state.focus !== pending.from) {
          emit("declare", { mode: pending.mode, from: pending.from, to: state.focus });
        } else emit("announce", "Choose a target other than the card itself.");
        return;
      }
      if (state.focus) emit("activate", { id: state.focus });
      return;
    }
    const lower = key.toLowerCase();
    if (lower === "a" || lower === "b") {
      event.preventDefault();
      startPending(lower === "a" ? "attack" : "block");
      return;
    }
    if (key === "Delete" || key === "Backspace") {
      event.preventDefault();
      if (state.focus && cardOf(state.focus)) emit("undeclare", { id: state.focus });
      return;
    }
    if (lower === "e" && state.focus) {
      event.preventDefault();
      emit("activate", { id: state.focus });
    }
  }

  function onFocus() {
    state.hasFocus = true;
    if (!state.focus || !state.layout.has(state.focus)) {
      const first = state.order.find((id) => cardOf(id)) || state.order[0];
      if (first) setFocus(first, false);
    }
    requestRender();
  }

  function onBlur() {
    state.hasFocus = false;
    requestRender();
  }

  // ------------------------------------------------------------------ animation

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

  function speed() {
    return reduceMotion.matches ? 0.25 : 1;
  }

  function statPoint(playerId, key) {
    const box = state.layout.get(playerId);
    if (!box) return null;
    return box[`stat:${key}`] || { x: box.x + box.w - 40, y: box.y + box.h / 2 };
  }

  /** Start the visual effects of one engine event; returns how long they take (ms). */
  function effectsFor(event, view, now) {
    const k = speed();
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

  /**
   * Animate frames one after another: each {event, view} starts the event's
   * effects, then shows the view after that event. Resolves when done or
   * skipped; a newer play() call cancels an older one.
   */
  async function play(frames) {
    const token = ++playToken;
    for (const frame of frames) {
      if (token !== playToken || state.destroyed) return false;
      const duration = effectsFor(frame.event, state.view, performance.now());
      requestRender();
      const settle = frame.event.type === "damage" ? duration * 0.75 : duration * 0.5;
      await wait(settle);
      if (token !== playToken) return false;
      set(frame.view, { keepFades: true });
      await wait(Math.max(0, duration - settle));
    }
    return token === playToken;
  }

  function skip() {
    playToken++;
    state.effects = [];
    state.fades.clear();
    for (const resolve of [...skipWaiters]) resolve();
    skipWaiters.clear();
    requestRender();
  }

  // ------------------------------------------------------------------ public API

  function set(view, { keepFades = false } = {}) {
    state.view = view;
    if (!keepFades) state.fades.clear();
    resize();
    if (state.focus && !state.layout.has(state.focus)) state.focus = null;
    if (state.pending && !state.layout.has(state.pending.from)) state.pending = null;
    requestRender();
  }

  function snapshot() {
    const view = state.view;
    if (!view) return null;
    return {
      players: { top: view.players.top, bottom: view.players.bottom, ...(view.players.seats ? { seats: view.players.seats } : {}) },
      battlefield: view.battlefield,
      cards: view.cards.map((card) => ({ ...card })),
      // Each card's badges as drawn: {text, x, y, width, height} in canvas CSS pixels.
      badges: Object.fromEntries(view.cards.map((card) => [card.id, (state.layout.get(card.id) || {}).badges || []])),
      arrows: (view.arrows || []).map((arrow) => ({ ...arrow })),
      legalTargets: view.legalTargets || null,
      focus: state.focus,
      pending: state.pending,
    };
  }

  const unbinders = [];
  function listen(target, name, handler, opts) {
    target.addEventListener(name, handler, opts);
    unbinders.push(() => target.removeEventListener(name, handler, opts));
  }
  listen(canvas, "pointerdown", onPointerDown);
  listen(canvas, "pointermove", onPointerMove);
  listen(canvas, "pointerup", onPointerUp);
  listen(canvas, "pointercancel", onPointerCancel);
  listen(canvas, "pointerleave", onPointerLeave);
  listen(canvas, "dblclick", onDoubleClick);
  listen(canvas, "touchstart", onTouchStart, { passive: false });
  listen(canvas, "keydown", onKeyDown);
  listen(canvas, "focus", onFocus);
  listen(canvas, "blur", onBlur);
  const observer = typeof ResizeObserver === "function" && canvas.parentElement
    ? new ResizeObserver(() => {
      // Resized on the next frame, not inside the observer's callback: resizing there would change
      // the observed layout again and log "ResizeObserver loop completed with undelivered notifications".
      requestAnimationFrame(() => {
        const { width, dpr } = measure();
        if (width !== state.width || dpr !== state.dpr) {
          resize();
          requestRender();
        }
      });
    })
    : null;
  if (observer) observer.observe(canvas.parentElement);
  // A window moved to a screen with another pixel density: size the backing store again.
  let dprQuery = null;
  const watchDpr = () => {
    if (dprQuery) dprQuery.removeEventListener("change", onDprChange);
    dprQuery = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    dprQuery.addEventListener("change", onDprChange);
  };
  function onDprChange() {
    resize();
    requestRender();
    watchDpr();
  }
  if (window.matchMedia) watchDpr();

  canvas.tabIndex = 0;
  if (options.label) canvas.setAttribute("aria-label", options.label);

  return {
    state,
    set,
    on,
    getCardAtPoint,
    cardRect,
    items: () => [...state.order],
    focus: (id) => setFocus(id, false),
    focused: () => state.focus,
    cancelPending() {
      state.pending = null;
      requestRender();
    },
    startPending,
    play,
    skip,
    snapshot,
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
