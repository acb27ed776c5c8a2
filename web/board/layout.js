// Where everything is drawn: the seats, the rows of cards, the canvas size.
//
// Part of createBoard (board.js): createLayout(parts) gets the board's shared parts (canvas, ctx, state,
// options, reduceMotion, and every other part's functions, looked up when called) and returns its own.

/** Where everything is drawn: the seats, the rows of cards, the canvas size. */
export function createLayout(parts) {
  const { canvas, state } = parts;

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
    const barH = Math.max(...seats.map((player) => 44 + 18 * parts.compactStatLines(player, colW).length));
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

  return { measure, layoutSeats, layoutView, resize };
}
