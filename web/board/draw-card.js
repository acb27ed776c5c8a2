// Drawing one card: frame, name, type line, stats, keyword badges, damage, counters.
//
// Part of createBoard (board.js): createCardDrawing(parts) gets the board's shared parts (canvas, ctx, state,
// options, reduceMotion, and every other part's functions, looked up when called) and returns its own.

import { COLORS } from "./style.js";

/** Drawing one card: frame, name, type line, stats, keyword badges, damage, counters. */
export function createCardDrawing(parts) {
  const { ctx, state } = parts;

  function drawCard(card, now) {
    const box = state.layout.get(card.id);
    if (!box) return;
    const { x, y, w, h } = box;
    const small = w < 100;
    const dragging = state.drag && state.drag.started && state.drag.id === card.id;
    ctx.save();
    ctx.globalAlpha = parts.cardAlpha(card, now) * (dragging ? 0.55 : 1);
    // Glow for attackers and blockers
    if (card.attacking || card.blocking) {
      ctx.shadowColor = card.attacking ? COLORS.attack : COLORS.block;
      ctx.shadowBlur = 14;
    } else {
      ctx.shadowColor = "rgba(0,0,0,0.35)";
      ctx.shadowBlur = 6;
    }
    ctx.shadowOffsetY = 2;
    parts.roundRect(x, y, w, h, 8);
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
    ctx.font = parts.font(nameSize, 700);
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
    parts.roundRect(x, y, w, h, 8);
    ctx.clip();
    ctx.fillStyle = parts.bandColor(card);
    ctx.fillRect(x, y, w, bandH);
    ctx.restore();
    const light = (card.colors || []).length === 1 && card.colors[0] === "white" && card.kind === "creature";
    ctx.fillStyle = light ? COLORS.ink : "#ffffff";
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    nameLines.forEach((line, i) => {
      const lineY = y + bandH / 2 + (i - (nameLines.length - 1) / 2) * (nameSize + 2) + 0.5;
      ctx.fillText(parts.fitText(line, w - 12), x + 6, lineY);
    });
    // Type line
    ctx.fillStyle = COLORS.inkSoft;
    ctx.font = parts.font(small ? 9 : 10, 500);
    ctx.fillText(parts.fitText(card.typeLine, w - 12), x + 6, y + bandH + 9);
    // Badges: tags (tapped, sick, slot …) at the bottom left, counters above them, rows wrapping upwards
    // so that nothing runs under the stat box; keyword chips from the top down, stopping above the tags
    // and summing up what doesn't fit as "+N more". Each badge's box is kept (box.badges) for the tests.
    const badges = [];
    let statW = 0;
    if (card.stat) {
      ctx.font = parts.font(small ? 14 : 16, 800);
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
      const fullW = parts.pillWidth(text, tagSize, fullLimit - x - 5);
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
        badges.push({ text: more, x: x + 5, y: y + h - (small ? 16 : 18), width: parts.pillWidth(more, tagSize, 40), height: tagSize + 6, size: tagSize, bg: "#e7e2d6", fg: COLORS.ink });
        break;
      }
      const more = `+${hiddenTags}`;
      const moreW = parts.pillWidth(more, tagSize, 40);
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
      const chipW = parts.pillWidth(chip, chipSize, w - 10);
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
      const moreW = parts.pillWidth(more, chipSize, w - 10);
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
    for (const badge of badges) parts.pill(badge.text, badge.x, badge.y, { bg: badge.bg, fg: badge.fg, size: badge.size, maxWidth: badge.width });
    box.badges = badges.map(({ text, x: bx, y: by, width, height }) => ({ text, x: bx, y: by, width, height }));
    // Stat box bottom-right
    if (card.stat) {
      ctx.font = parts.font(small ? 14 : 16, 800);
      const value = String(card.stat.value);
      const vw = Math.max(ctx.measureText(value).width + 12, small ? 30 : 36);
      const sh = small ? 22 : 26;
      const sx = x + w - vw - 4;
      const sy = y + h - sh - 4;
      parts.roundRect(sx, sy, vw, sh, 6);
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
        ctx.font = parts.font(small ? 7.5 : 8.5, 700);
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
      ctx.font = parts.font(small ? 10 : 11.5, 800);
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(String(card.damage), x + w - r + 3, y + bandH + r - 1);
    }
    // Flash when hit
    const flash = parts.flashAmount(card.id, now);
    if (flash > 0) {
      parts.roundRect(x, y, w, h, 8);
      ctx.fillStyle = `rgba(215, 54, 43, ${0.5 * flash})`;
      ctx.fill();
    }
    ctx.restore();
    // Off the battlefield: a ribbon naming the zone
    if (card.zone && card.zone !== "battlefield") {
      ctx.save();
      ctx.globalAlpha = 0.95;
      const label = card.zone === "graveyard" ? "Graveyard" : card.zone.charAt(0).toUpperCase() + card.zone.slice(1);
      parts.pill(`→ ${label}`, x + w / 2, y + h / 2 - 8, { bg: "#2a2f3d", fg: "#fff", size: 11, align: "center" });
      ctx.restore();
    }
    // Preview: would die
    if (card.dying && (!card.zone || card.zone === "battlefield")) {
      ctx.save();
      ctx.setLineDash([6, 4]);
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = COLORS.dying;
      parts.roundRect(x - 3, y - 3, w + 6, h + 6, 10);
      ctx.stroke();
      ctx.setLineDash([]);
      if (small || (card.keywords || []).length > 2) {
        ctx.beginPath();
        ctx.arc(x + 2, y + 2, 9, 0, Math.PI * 2);
        ctx.fillStyle = COLORS.dying;
        ctx.fill();
        ctx.fillStyle = "#fff";
        ctx.font = parts.font(11, 800);
        ctx.textAlign = "center";
        ctx.textBaseline = "middle";
        ctx.fillText("✝", x + 2, y + 3);
      } else {
        parts.pill("✝ would die", x + w / 2, y + h * 0.47, { bg: COLORS.dying, fg: "#fff", size: 10, align: "center" });
      }
      ctx.restore();
    }
    if (card.problem) {
      ctx.save();
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = COLORS.problem;
      parts.roundRect(x - 2, y - 2, w + 4, h + 4, 9);
      ctx.stroke();
      parts.pill("!", x - 6, y - 8, { bg: COLORS.problem, fg: "#fff", size: 10, weight: 800 });
      ctx.restore();
    }
    if (parts.isTarget(card.id)) {
      ctx.save();
      ctx.lineWidth = 3;
      ctx.strokeStyle = state.pending && state.pending.mode === "block" ? COLORS.block : COLORS.attack;
      parts.roundRect(x - 4, y - 4, w + 8, h + 8, 11);
      ctx.stroke();
      ctx.restore();
    } else if (parts.isLegalTarget(card.id)) {
      ctx.save();
      parts.roundRect(x - 4, y - 4, w + 8, h + 8, 11);
      parts.legalOutline();
      ctx.restore();
    }
  }

  return { drawCard };
}
