// Where everything is drawn: the seats, the rows of cards, the canvas size.
//
// The canvas keeps one size whatever it shows: the size CSS gives it, or (when CSS leaves its height to
// the content) a height that depends on its width alone. A board with more cards gets smaller cards, never
// a taller canvas, so that nothing below it on the page moves when the board changes. When even the
// smallest cards do not fit, the whole drawing is scaled down (state.scale) rather than cut.
//
// Part of createBoard (board.js): createLayout(board) gets the board's context (canvas, ctx, state, options,
// reduceMotion, on, emit) and returns its own functions; the stat lines of a bar come from draw.js.

import { drawing } from "./draw.js";

/** How tall a card is for its width (a real card is 63 × 88 mm; a little squatter here). */
export const CARD_RATIO = 1.34;

/** The canvas height for a width when CSS does not fix it: from the width alone, never from the view. */
export function naturalHeight(width) {
  if (width < 560) return Math.round(Math.max(440, Math.min(600, width * 1.3)));
  return Math.round(Math.max(530, Math.min(660, width * 0.72)));
}

/** Where everything is drawn: the seats, the rows of cards, the canvas size. */
export function createLayout(board) {
  const { canvas, state } = board;
  const { compactStatLines } = drawing(board);

  /** The height CSS gives the canvas, or 0 when CSS leaves it to the content (height: auto). Probed by
   * giving the canvas a very flat ratio for a moment: an auto height follows it, a CSS height does not. */
  function cssHeight(width) {
    const style = canvas.style;
    const saved = { height: style.height, aspectRatio: style.aspectRatio };
    const ratio = window.getComputedStyle ? getComputedStyle(canvas).aspectRatio : "auto";
    style.height = "";
    style.aspectRatio = "1000 / 1";
    const height = canvas.getBoundingClientRect().height;
    style.height = saved.height;
    style.aspectRatio = saved.aspectRatio;
    if (height > 40) return Math.floor(height);
    // A ratio of CSS's own ("16 / 10", not the canvas's natural "auto …"): the height it gives.
    const own = /^(?!auto)\s*([\d.]+)\s*\/\s*([\d.]+)\s*$/.exec(ratio || "");
    return own && Number(own[1]) > 0 ? Math.floor((width * Number(own[2])) / Number(own[1])) : 0;
  }

  function measure() {
    const box = canvas.parentElement ? canvas.parentElement.getBoundingClientRect() : canvas.getBoundingClientRect();
    const width = Math.max(280, Math.floor(box.width));
    const dpr = Math.max(1, Math.min(3, window.devicePixelRatio || 1));
    const fixed = cssHeight(width);
    return { width, dpr, height: fixed || naturalHeight(width), fixed: Boolean(fixed) };
  }

  /** Three to six players: one column per seat across the top, the bottom player's row and bar below.
   * `cw` is the card width to try; returns the height it needs (the layout is written as it goes). */
  /** One row of w × h cards at y, centred within [left, left + span]; extra goes into each box. */
  function placeCardRow(line, left, span, y, w, h, gap, extra) {
    const total = line.length * w + (line.length - 1) * gap;
    let x = left + Math.round((span - total) / 2);
    for (const card of line) {
      state.layout.set(card.id, { x, y, w, h, type: "card", ...extra });
      state.order.push(card.id);
      x += w + gap;
    }
  }

  function layoutSeats(view, width, cw, height) {
    const narrow = width < 560;
    const pad = narrow ? 6 : 12;
    const gap = narrow ? 6 : 10;
    const seats = view.players.seats;
    const colW = Math.floor((width - 2 * pad - (seats.length - 1) * gap) / seats.length);
    const barH = Math.max(...seats.map((player) => 44 + 18 * compactStatLines(player, colW).length));
    const bottomCards = view.cards.filter((card) => card.side !== "top");
    const tw = Math.min(cw, colW);
    const ch = Math.round(tw * CARD_RATIO);
    const perCol = Math.max(1, Math.floor((colW + gap) / (tw + gap)));
    let deepest = pad + barH + gap;
    const columns = seats.map((player, seat) => view.cards.filter((card) => card.side === "top" && card.seat === seat));
    for (const cards of columns) deepest = Math.max(deepest, pad + barH + gap + Math.ceil(cards.length / perCol) * (ch + gap));
    const bh = Math.round(cw * CARD_RATIO);
    const perRow = Math.max(1, Math.floor((width - 2 * pad + gap) / (cw + gap)));
    const bottomRows = Math.ceil(bottomCards.length / perRow);
    const middle = narrow ? 30 : 40;
    const need = deepest + middle + (bottomRows ? bottomRows * (bh + gap) : Math.round(bh * 0.45) + gap) + 52 + pad;
    // Room to spare goes between the seats' cards and the bottom player's, not under the last bar.
    const slack = height ? Math.max(0, height - need) : 0;
    seats.forEach((player, seat) => {
      const x0 = pad + seat * (colW + gap);
      state.layout.set(player.id, { x: x0, y: pad, w: colW, h: barH, type: "player", row: 0, compact: true });
      state.order.push(player.id);
      const cards = columns[seat];
      let y = pad + barH + gap + Math.round(slack / 4);
      for (let i = 0, row = 1; i < cards.length; i += perCol, row += 1) {
        placeCardRow(cards.slice(i, i + perCol), x0, colW, y, tw, ch, gap, { row, seat });
        y += ch + gap;
      }
    });
    deepest += Math.round(slack / 4);
    const topRows = Math.max(1, ...[...state.layout.values()].map((box) => box.row)) + 1;
    state.middleY = deepest + Math.round(slack / 4) + middle / 2 - gap / 2;
    state.seatLines = seats.slice(1).map((_, i) => Math.round(pad + (i + 1) * (colW + gap) - gap / 2));
    let y = deepest + Math.round(slack / 2) + middle;
    let row = topRows;
    for (let i = 0; i < bottomCards.length; i += perRow, row += 1) {
      placeCardRow(bottomCards.slice(i, i + perRow), 0, width, y, cw, bh, gap, { row });
      y += bh + gap;
    }
    if (!bottomCards.length) y += Math.round(bh * 0.45) + gap;
    const bottom = view.players.bottom;
    if (bottom) {
      y = Math.max(y, (height || 0) - pad - 52);
      state.layout.set(bottom.id, { x: pad, y, w: width - 2 * pad, h: 52, type: "player", row });
      state.order.push(bottom.id);
    }
    return need;
  }

  /** Two players: the top bar, the top side's cards, the middle (and the battlefield), the bottom side's cards,
   * the bottom bar. `cw` is the card width to try; returns the height it needs. */
  function layoutPair(view, width, cw, height) {
    const narrow = width < 560;
    const pad = narrow ? 8 : 14;
    const gap = narrow ? 8 : 14;
    const barH = narrow ? 46 : 52;
    const sides = { top: [], bottom: [] };
    for (const card of view.cards) sides[card.side === "top" ? "top" : "bottom"].push(card);
    const ch = Math.round(cw * CARD_RATIO);
    const perRow = Math.max(1, Math.floor((width - 2 * pad + gap) / (cw + gap)));
    const sideHeight = (cards) => (cards.length ? Math.ceil(cards.length / perRow) * (ch + gap) : Math.round(ch * 0.45) + gap);
    const middle = narrow ? 30 : 40;
    const bars = (view.players.top ? barH + gap : 0) + (view.players.bottom ? barH + gap : 0);
    const need = 2 * pad - gap + bars + sideHeight(sides.top) + middle + sideHeight(sides.bottom);
    // Room to spare: a third after the top bar, a third in the middle, a third before the bottom bar.
    const slack = height ? Math.max(0, height - need) : 0;
    const third = Math.floor(slack / 3);
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
        placeCardRow(line, 0, width, y, cw, ch, gap, { row });
        y += ch + gap;
        row += 1;
      }
    };
    placeBar(view.players.top);
    y += third;
    placeCards(sides.top, true);
    const mid = middle + (slack - 2 * third);
    if (view.battlefield) {
      const w = Math.min(width - 2 * pad, 340);
      const bh = middle + 4;
      state.layout.set(view.battlefield.id, {
        x: Math.round((width - w) / 2), y: y - 4 + Math.round((mid - middle) / 2), w, h: bh, type: "battlefield", row,
      });
      state.order.push(view.battlefield.id);
      row += 1;
    }
    state.middleY = y + mid / 2 - gap / 2;
    y += mid;
    placeCards(sides.bottom, false);
    y += third;
    placeBar(view.players.bottom);
    return need;
  }

  /** Lay the view out in width × height: the largest cards that fit (within limits), else the smallest,
   * scaled down as a whole. Returns the scale (1 when everything fits at its size). */
  function layoutView(width, height) {
    const view = state.view;
    state.layout = new Map();
    state.order = [];
    state.seatLines = [];
    state.middleY = 0;
    if (!view) return 1;
    const narrow = width < 560;
    const seated = Boolean(view.players.seats && view.players.seats.length > 1);
    const place = seated ? layoutSeats : layoutPair;
    const maxW = narrow ? 112 : 136;
    const minW = seated ? (narrow ? 64 : 84) : narrow ? 80 : 96;
    const reset = () => {
      state.layout = new Map();
      state.order = [];
      state.seatLines = [];
    };
    for (let cw = maxW; cw >= minW; cw -= 4) {
      reset();
      if (place(view, width, cw, 0) <= height) {
        reset();
        place(view, width, cw, height);
        return 1;
      }
    }
    // Even the smallest cards do not fit: lay out on a larger virtual canvas and scale it down to this one.
    let scale = 0.3;
    for (let s = 0.95; s > 0.3; s -= 0.05) {
      reset();
      if (place(view, width / s, minW, 0) <= height / s) {
        scale = s;
        break;
      }
    }
    reset();
    place(view, width / scale, minW, height / scale);
    return scale;
  }

  /** Size the backing store for `size` ({width, height, dpr}: from measure()) and lay the view out in it. */
  function resize(size = null) {
    const { width, height, dpr, fixed } = size || (state.width ? { width: state.width, height: state.height, dpr: state.dpr, fixed: state.fixed } : measure());
    state.width = width;
    state.height = height;
    state.dpr = dpr;
    state.fixed = fixed;
    state.scale = layoutView(width, height);
    const backingW = Math.round(width * dpr);
    const backingH = Math.round(height * dpr);
    if (canvas.width !== backingW || canvas.height !== backingH) {
      canvas.width = backingW;
      canvas.height = backingH;
    }
    canvas.style.width = `${width}px`;
    // A height CSS gives is left to CSS; else the canvas gets the one that depends on its width alone.
    if (!fixed) canvas.style.height = `${height}px`;
  }

  return { measure, layoutSeats, layoutPair, layoutView, resize };
}
