// Where each text of a card goes, measured for the card's width: the name bar, the type line, the chips
// (keywords, counters, tags) that wrap into rows and never cover one another, the status chips (damage
// marked, would die, a problem) beside the P/T box, and the P/T box. Nothing is cut: a name wraps to two
// lines and shrinks; a chip too wide for the card shrinks, then abbreviates its words ("Extra bl. 1");
// chips that find no room are summed up as "+N". The full texts stay in the board's text alternative
// (view.js describeBoard) and in the card's tooltip.
//
// A part of the board (board.js): cardLayout(board) is this part for one board (per-board.js); its
// layoutCard(card, box) -> the card's parts.

import { BANDS, CHIPS, COLORS, TYPE_LINE, textOn } from "./style.js";
import { perBoard } from "./per-board.js";
import { font, primitives } from "./primitives.js";

const clamp = (value, low, high) => Math.max(low, Math.min(high, value));

/** Lays out a card's texts for its box. */
function createCardLayout(board) {
  const { ctx } = board;
  const { fitText } = primitives(board);

  function measure(text, size, weight) {
    ctx.font = font(size, weight);
    return ctx.measureText(text).width;
  }

  /** The largest size from `size` down to `min` (half a pixel at a time) at which `text` fits `width`. */
  function fitSize(text, width, size, min, weight) {
    for (let s = size; s >= min; s -= 0.5) if (measure(text, s, weight) <= width) return s;
    return null;
  }

  /** Words shortened, longest first, to a few letters and a dot, until the text fits: "Extra blocks 1" ->
   * "Extra bl. 1". Numbers are kept whole. Null when even that does not fit. */
  function abbreviate(text, width, size, weight) {
    const words = String(text).split(" ");
    for (let keep = 4; keep >= 1; keep -= 1) {
      const order = words.map((w, i) => i).filter((i) => /^[^\d]{5,}$/.test(words[i])).sort((a, b) => words[b].length - words[a].length);
      const out = words.slice();
      for (const i of order) {
        if (out[i].length <= keep + 1) continue;
        out[i] = `${words[i].slice(0, keep)}.`;
        const short = out.join(" ");
        if (measure(short, size, weight) <= width) return short;
      }
    }
    return null;
  }

  /** Text cut with an ellipsis (the last resort: only where abbreviating cannot help). */
  function ellipsis(text, width, size, weight) {
    ctx.font = font(size, weight);
    return fitText(text, width);
  }

  /** Words in lines of at most `width` at `size` (whole words; null if a word alone is wider). */
  function wrap(words, width, size) {
    const lines = [];
    for (const word of words) {
      const last = lines.length ? `${lines[lines.length - 1]} ${word}` : null;
      if (last !== null && measure(last, size, 700) <= width) lines[lines.length - 1] = last;
      else if (measure(word, size, 700) <= width) lines.push(word);
      else return null;
    }
    return lines;
  }

  /** The name in one line, else two, else three (whole words), shrinking from `size` to `min` if it must. */
  function nameLines(name, width, size, min) {
    const text = String(name);
    const one = fitSize(text, width, size, size - 1.5, 700);
    if (one) return { lines: [text], size: one };
    const words = text.split(/\s+/).filter(Boolean);
    for (const most of [2, 3]) {
      for (let s = size; s >= min; s -= 0.5) {
        const lines = wrap(words, width, s);
        if (lines && lines.length <= most) return { lines, size: s };
      }
    }
    // Still too long at the smallest size (a very long word): three lines, the last cut (the full name is
    // in the text alternative and the tooltip).
    const lines = [];
    let rest = text;
    for (let i = 0; i < 3 && rest; i += 1) {
      const line = i < 2 ? ellipsis(rest, width, min, 700).replace(/…$/, "") : ellipsis(rest, width, min, 700);
      lines.push(line);
      rest = rest.slice(line.length).trimStart();
    }
    return { lines, size: min, cut: true };
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

  /**
   * A card's parts in the box {x, y, w, h}: {band, frame, nameBar, name: {lines, size, color, boxes}, type,
   * stat, chips: [{text, full, role, x, y, w, h, size, bg, fg}], hidden: [texts summed up as "+N"]}.
   */
  function layoutCard(card, box) {
    const { x, y, w, h } = box;
    const k = w / 128;
    const frame = Math.max(3, Math.round(4 * k));
    const pad = Math.max(5, Math.round(6 * k));
    const band = bandColor(card);
    // Name bar
    const nameSize = clamp(13 * k, 10.5, 13.5);
    const name = nameLines(card.name, w - 2 * pad, nameSize, 9);
    const lineH = Math.round(name.size * 1.2);
    const padV = Math.max(4, Math.round(5 * k));
    const nameBarH = name.lines.length * lineH + 2 * padV;
    name.color = textOn(band);
    name.boxes = name.lines.map((line, i) => ({ text: line, x: x + pad, y: y + padV + i * lineH, w: w - 2 * pad, h: lineH }));
    // Type line
    const typeSize = clamp(9.5 * k, 8.5, 10.5);
    const typeH = Math.round(typeSize + 7);
    const typeY = y + nameBarH;
    const inner = w - 2 * frame - 8;
    let typeText = String(card.typeLine || "");
    let typeFont = fitSize(typeText, inner, typeSize, 7.5, 600);
    if (!typeFont) {
      typeFont = 7.5;
      typeText = abbreviate(typeText, inner, typeFont, 600) || ellipsis(typeText, inner, typeFont, 600);
    }
    const type = { text: typeText, full: card.typeLine, size: typeFont, x: x + frame + 4, y: typeY, w: inner, h: typeH, bg: TYPE_LINE.bg, fg: TYPE_LINE.fg };
    // P/T (or Might, Loyalty, Defense) box, bottom right over the frame as on a real card
    let stat = null;
    const obstacles = [];
    if (card.stat) {
      const value = String(card.stat.value);
      const size = clamp(16 * k, 13, 17);
      const sw = Math.max(measure(value, size, 800) + 12, Math.round(30 * k));
      const sh = Math.round(clamp(24 * k, 20, 26));
      stat = { value, size, x: x + w - sw - 3, y: y + h - sh - 3, w: sw, h: sh, changed: Boolean(card.stat.changed) };
      obstacles.push({ x: stat.x - 3, y: stat.y - 3, w: stat.w + 6, h: stat.h + 6 });
      if (card.stat.label) {
        const label = card.stat.label.toUpperCase();
        const ls = clamp(8 * k, 7.5, 8.5);
        const lw = measure(label, ls, 700);
        stat.label = { text: label, size: ls, x: x + w - frame - 3 - lw, y: stat.y - ls - 5, w: lw, h: ls + 3 };
        obstacles.push({ x: stat.label.x - 3, y: stat.label.y - 1, w: lw + 6, h: ls + 5 });
      }
    }
    // Chips
    const left = x + frame + 3;
    const right = x + w - frame - 3;
    const top = typeY + typeH + 4;
    const bottom = y + h - frame - 2;
    const chipSize = clamp(9.5 * k, 8.5, 10);
    const chipH = Math.round(chipSize + 6);
    const gap = 3;
    const rightAt = (rowY) => {
      let limit = right;
      for (const o of obstacles) if (rowY < o.y + o.h && rowY + chipH > o.y) limit = Math.min(limit, o.x - gap);
      return limit;
    };
    const chips = [];
    const sized = (text, role) => {
      const style = CHIPS[role];
      let size = chipSize;
      let shown = text;
      let padX = 4;
      if (measure(text, size, 600) > right - left - 2 * padX) {
        // Too wide for the card: a narrower margin in the pill, a smaller size, then abbreviated words.
        padX = 3;
        const room = right - left - 2 * padX;
        size = fitSize(text, room, chipSize, 7.5, 600) || 7.5;
        if (measure(text, size, 600) > room) shown = abbreviate(text, room, size, 600) || ellipsis(text, room, size, 600);
      }
      return { text: shown, full: text, role, size, padX, w: Math.ceil(measure(shown, size, 600) + 2 * padX), h: chipH, bg: style.bg, fg: style.fg };
    };
    // Status chips first, from the bottom row up, left of the stat box: they must always show.
    const status = [];
    const onBattlefield = !card.zone || card.zone === "battlefield";
    if (onBattlefield && card.damage > 0) status.push(sized(`${card.damage} dmg`, "damage"));
    if (onBattlefield && card.dying) status.push(sized("✝ dies", "dying"));
    if (card.problem) status.push(sized("!", "problem"));
    let sy = bottom - chipH;
    let sx = left;
    for (const chip of status) {
      if (sx > left && sx + chip.w > rightAt(sy)) {
        sy -= chipH + gap;
        sx = left;
      }
      chips.push({ ...chip, x: sx, y: sy });
      sx += chip.w + gap;
    }
    const flowBottom = status.length ? sy - gap : bottom;
    // Keywords, then counters, then tags, top-down in rows; what finds no room is summed up as "+N".
    const items = [
      ...(card.keywords || []).map((t) => sized(t, "keyword")),
      ...(card.counters || []).map((t) => sized(t, "counter")),
      ...(card.tags || []).map((t) => sized(t, t.startsWith("→") ? "target" : "tag")),
    ];
    const placed = [];
    let cx = left;
    let cy = top;
    let i = 0;
    for (; i < items.length; i += 1) {
      const chip = items[i];
      if (cx > left && cx + chip.w > rightAt(cy)) {
        cx = left;
        cy += chipH + gap;
      }
      // Past the last row (or too long for the row beside the stat box, the lowest): summed up below.
      if (cy + chipH > flowBottom || cx + chip.w > rightAt(cy)) break;
      placed.push({ ...chip, x: cx, y: cy });
      cx += chip.w + gap;
    }
    const hidden = items.slice(i);
    while (hidden.length) {
      const more = sized(`+${hidden.length}`, "more");
      const last = placed[placed.length - 1];
      const mx = last ? last.x + last.w + gap : left;
      const my = last ? last.y : top;
      if (my + chipH <= flowBottom && mx + more.w <= rightAt(my)) {
        placed.push({ ...more, x: mx, y: my, full: hidden.map((c) => c.full).join(", ") });
        break;
      }
      if (!last) break; // no room at all on a card this small: the text alternative names everything
      hidden.unshift(items[placed.length - 1]);
      placed.pop();
    }
    return {
      band, frame, nameBarH, name, type, stat,
      chips: [...placed, ...chips],
      hidden: hidden.map((c) => c.full),
    };
  }

  return { layoutCard, bandColor, nameLines, abbreviate, fitSize, measureText: measure, COLORS };
}

export const cardLayout = perBoard(createCardLayout);
