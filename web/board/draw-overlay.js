// What is drawn over the cards (arrows, the drag, the focus ring, effects) and the coalesced render.
//
// A part of the board (board.js): overlay(board) is this part for one board (per-board.js); what it
// needs of the other parts it imports by name (primitives.js, draw.js, draw-card.js).

import { COLORS } from "./style.js";
import { cardDrawing } from "./draw-card.js";
import { drawing } from "./draw.js";
import { perBoard } from "./per-board.js";
import { font, primitives } from "./primitives.js";

/** What is drawn over the cards (arrows, the drag, the focus ring, effects) and the coalesced render. */
function createOverlay(board) {
  const { ctx, state } = board;
  const { roundRect } = primitives(board);
  const { anchor, center, drawBattlefield, drawPlayer, drawTable } = drawing(board);
  const { drawCard } = cardDrawing(board);

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
        if (arrow.order) drawOrderNumber(arrow.orderAt === "to" ? to : from, arrow.orderAt === "to" ? from : to, arrow);
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

  /** A damage assignment order's number (mtg-2020, 509.2) on a block link, near the creature it numbers;
   * in the focus colour while a refusal points at that order. */
  function drawOrderNumber(at, other, arrow) {
    const t = 0.28;
    const x = at.x + (other.x - at.x) * t;
    const y = at.y + (other.y - at.y) * t;
    ctx.save();
    ctx.beginPath();
    ctx.arc(x, y, 11, 0, Math.PI * 2);
    ctx.fillStyle = arrow.orderMarked ? COLORS.focus : COLORS.card;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = arrow.orderMarked ? COLORS.attack : COLORS.block;
    ctx.stroke();
    ctx.fillStyle = COLORS.ink;
    ctx.font = font(13, 700);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(String(arrow.order), x, y + 0.5);
    ctx.restore();
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
    state.drawn = [];
    // Everything else in the drawing's own pixels (layout.js): scaled down only when even small cards don't fit.
    const scale = state.scale || 1;
    ctx.setTransform(state.dpr * scale, 0, 0, state.dpr * scale, 0, 0);
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

  return { arrowPath, drawArrow, drawArrows, drawDrag, drawFocus, easeOut, drawEffects, render, requestRender };
}

export const overlay = perBoard(createOverlay);
