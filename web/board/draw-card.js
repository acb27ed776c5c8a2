// Drawing one card as card-layout.js laid it out: frame, name bar, type line, chips, the P/T box, and the
// marks over it (off the battlefield, would die, a problem, a target). Every text drawn is recorded in
// state.drawn (owner, role, text, its box and measured width) for layoutForTests().
//
// A part of the board (board.js): cardDrawing(board) is this part for one board (per-board.js); what it
// needs of the other parts it imports by name (primitives.js, draw.js, card-layout.js).

import { COLORS } from "./style.js";
import { cardLayout } from "./card-layout.js";
import { drawing } from "./draw.js";
import { perBoard } from "./per-board.js";
import { font, primitives } from "./primitives.js";

const TAP_ANGLE = (7 * Math.PI) / 180;

/** Drawing one card: frame, name, type line, stats, keyword badges, damage, counters. */
function createCardDrawing(board) {
  const { ctx, state } = board;
  const { roundRect, pill, pillWidth } = primitives(board);
  const { cardAlpha, flashAmount, isLegalTarget, isTarget, legalOutline } = drawing(board);
  const { layoutCard } = cardLayout(board);

  /** fillText that records what it drew: `box` is the room the text was given. */
  function text(owner, role, value, tx, ty, box, full) {
    ctx.fillText(value, tx, ty);
    const width = ctx.measureText(value).width;
    state.drawn.push({ owner, role, text: value, full: full ?? value, x: box.x, y: box.y, w: box.w, h: box.h, width });
  }

  function drawCard(card, now) {
    const box = state.layout.get(card.id);
    if (!box) return;
    // Tapped: the card turned a little, as a player turns a tapped card sideways (a "Tapped" chip says it too).
    ctx.save();
    if (card.tapped && (!card.zone || card.zone === "battlefield")) {
      ctx.translate(box.x + box.w / 2, box.y + box.h / 2);
      ctx.rotate(TAP_ANGLE);
      ctx.translate(-(box.x + box.w / 2), -(box.y + box.h / 2));
    }
    drawCardFace(card, box, now);
    ctx.restore();
  }

  function drawCardFace(card, box, now) {
    const { x, y, w, h } = box;
    const look = layoutCard(card, box);
    const radius = Math.max(6, Math.round(8 * (w / 128)));
    const dragging = state.drag && state.drag.started && state.drag.id === card.id;
    ctx.save();
    ctx.globalAlpha = cardAlpha(card, now) * (dragging ? 0.55 : 1);
    // Frame in the card's colour, with a glow for attackers and blockers
    if (card.attacking || card.blocking) {
      ctx.shadowColor = card.attacking ? COLORS.attack : COLORS.block;
      ctx.shadowBlur = 14;
    } else {
      ctx.shadowColor = "rgba(0,0,0,0.35)";
      ctx.shadowBlur = 6;
    }
    ctx.shadowOffsetY = 2;
    roundRect(x, y, w, h, radius);
    ctx.fillStyle = look.band;
    ctx.fill();
    ctx.shadowColor = "transparent";
    ctx.shadowBlur = 0;
    ctx.shadowOffsetY = 0;
    // The card's body: a light panel inside the frame, under the name bar
    const f = look.frame;
    roundRect(x + f, y + look.nameBarH, w - 2 * f, h - look.nameBarH - f, Math.max(3, radius - 3));
    ctx.fillStyle = COLORS.card;
    ctx.fill();
    roundRect(x, y, w, h, radius);
    ctx.lineWidth = card.attacking || card.blocking ? 2.5 : 1;
    ctx.strokeStyle = card.attacking ? COLORS.attack : card.blocking ? COLORS.block : "rgba(0,0,0,0.35)";
    ctx.stroke();
    // Name
    ctx.fillStyle = look.name.color;
    ctx.font = font(look.name.size, 700);
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    for (const line of look.name.boxes) text(card.id, "name", line.text, line.x, line.y + line.h / 2 + 0.5, line, card.name);
    // Type line
    const t = look.type;
    ctx.fillStyle = t.bg;
    ctx.fillRect(x + f, t.y, w - 2 * f, t.h);
    ctx.fillStyle = t.fg;
    ctx.font = font(t.size, 600);
    text(card.id, "type", t.text, t.x, t.y + t.h / 2 + 0.5, t, t.full);
    // Chips: keywords, counters, tags, "+N", and the status chips by the stat box
    for (const chip of look.chips) {
      roundRect(chip.x, chip.y, chip.w, chip.h, chip.h / 2);
      ctx.fillStyle = chip.bg;
      ctx.fill();
      ctx.fillStyle = chip.fg;
      ctx.font = font(chip.size, chip.role === "damage" || chip.role === "dying" || chip.role === "problem" ? 800 : 600);
      ctx.textAlign = "left";
      text(card.id, `chip:${chip.role}`, chip.text, chip.x + chip.padX, chip.y + chip.h / 2 + 0.5, chip, chip.full);
    }
    box.badges = look.chips.map((c) => ({ text: c.text, full: c.full, role: c.role, x: c.x, y: c.y, width: c.w, height: c.h }));
    box.hidden = look.hidden;
    // Stat box bottom right, over the frame as on a real card
    const s = look.stat;
    if (s) {
      roundRect(s.x, s.y, s.w, s.h, 6);
      ctx.fillStyle = s.changed ? "#fff1d6" : "#ffffff";
      ctx.fill();
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = COLORS.ink;
      ctx.stroke();
      ctx.fillStyle = COLORS.ink;
      ctx.font = font(s.size, 800);
      ctx.textAlign = "center";
      text(card.id, "stat", s.value, s.x + s.w / 2, s.y + s.h / 2 + 1, s);
      if (s.label) {
        ctx.font = font(s.label.size, 700);
        ctx.fillStyle = COLORS.inkSoft;
        ctx.textAlign = "left";
        text(card.id, "stat-label", s.label.text, s.label.x, s.label.y + s.label.h / 2, s.label);
      }
    }
    // Flash when hit
    const flash = flashAmount(card.id, now);
    if (flash > 0) {
      roundRect(x, y, w, h, radius);
      ctx.fillStyle = `rgba(215, 54, 43, ${0.5 * flash})`;
      ctx.fill();
    }
    ctx.restore();
    // Off the battlefield: a ribbon naming the zone, over the faded card
    if (card.zone && card.zone !== "battlefield") {
      ctx.save();
      const label = `→ ${card.zone.charAt(0).toUpperCase()}${card.zone.slice(1).replace(/-/g, " ")}`;  // "Left the game"
      const size = w < 100 ? 10 : 11;
      const pw = pillWidth(label, size, w + 8);
      // Mid-card, but below the chips of the card's top half (a second row of chips stays readable).
      const upper = look.chips.filter((c) => c.y < y + h / 2).map((c) => c.y + c.h + 4);
      const ry = Math.min(Math.max(y + h / 2 - 8, ...upper), y + h - size - 6 - (s ? s.h + 6 : 6));
      pill(label, x + w / 2, ry, { bg: "#2a2f3d", fg: "#fff", size, align: "center", maxWidth: w + 8 });
      ctx.font = font(size, 600);
      state.drawn.push({ owner: card.id, role: "zone", overlay: true, text: label, full: label, x: x + w / 2 - pw / 2, y: ry, w: pw, h: size + 6, width: ctx.measureText(label).width });
      ctx.restore();
    }
    // Would die: a dashed red outline (the chip by the stat box says it in words)
    if (card.dying && (!card.zone || card.zone === "battlefield")) {
      ctx.save();
      ctx.setLineDash([6, 4]);
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = COLORS.dying;
      roundRect(x - 3, y - 3, w + 6, h + 6, radius + 2);
      ctx.stroke();
      ctx.restore();
    }
    if (card.problem) {
      ctx.save();
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = COLORS.problem;
      roundRect(x - 2, y - 2, w + 4, h + 4, radius + 1);
      ctx.stroke();
      ctx.restore();
    }
    if (isTarget(card.id)) {
      ctx.save();
      ctx.lineWidth = 3;
      ctx.strokeStyle = state.pending && state.pending.mode === "block" ? COLORS.block : COLORS.attack;
      roundRect(x - 4, y - 4, w + 8, h + 8, radius + 3);
      ctx.stroke();
      ctx.restore();
    } else if (isLegalTarget(card.id)) {
      ctx.save();
      roundRect(x - 4, y - 4, w + 8, h + 8, radius + 3);
      legalOutline();
      ctx.restore();
    }
  }

  return { drawCard, recordText: text };
}

export const cardDrawing = perBoard(createCardDrawing);
