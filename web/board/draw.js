// The table, the player bars and the battlefield, where things are (centres, arrow anchors) and how a card is
// marked (legal target, flash, fade).
//
// A part of the board (board.js): drawing(board) is this part for one board (per-board.js); the
// primitives are primitives.js's, the fitted card texts card-layout.js's.

import { COLORS } from "./style.js";
import { cardLayout } from "./card-layout.js";
import { perBoard } from "./per-board.js";
import { font, primitives } from "./primitives.js";

/** The table, the player bars and the battlefield (the primitives they draw with are primitives.js's). */
function createDrawing(board) {
  const { ctx, state, options } = board;
  const { roundRect, fitText, pillWidth, pill } = primitives(board);
  const { abbreviate, fitSize } = cardLayout(board);

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
      const scale = state.scale || 1; // the layout's pixels to the canvas's (layout.js)
      const middleY = state.middleY * scale;
      ctx.fillStyle = COLORS.tableTop;
      ctx.fillRect(6, 6, state.width - 12, middleY - 6);
      ctx.strokeStyle = COLORS.divider;
      ctx.setLineDash([6, 6]);
      ctx.lineWidth = 1;
      ctx.beginPath();
      ctx.moveTo(16, middleY);
      ctx.lineTo(state.width - 16, middleY);
      ctx.stroke();
      for (const line of state.seatLines) {
        // Each opponent's part of the table, apart from the next.
        const x = line * scale;
        ctx.beginPath();
        ctx.moveTo(x, 12);
        ctx.lineTo(x, middleY - 8);
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
      ctx.font = font(15, 800);
      const vw = ctx.measureText(String(stat.value)).width;
      // A label too long for the seat even on a line of its own is shortened ("CMD ZET."): the text
      // alternative names the commander in full.
      let label = stat.label.toUpperCase();
      const room = width - 16 - vw - 3;
      ctx.font = font(9, 600);
      if (ctx.measureText(label).width > room) label = abbreviate(label, room, 9, 600) || fitText(label, room);
      ctx.font = font(9, 600);
      const lw = ctx.measureText(label).width;
      if (x + vw + lw + 3 > width - 6 && lines[lines.length - 1].length) {
        lines.push([]);
        x = 10;
      }
      lines[lines.length - 1].push({ stat, x, vw, label });
      x += vw + lw + 12;
    }
    return lines;
  }

  /** A player's bar: its plate, outlined when it is the attack's target or a legal one. */
  function drawPlayerPlate(player, box) {
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
  }

  /** A seat's bar in a game of three or more: the name on one line, every tally below (wrapped). */
  function drawCompactPlayer(player, box) {
    drawPlayerPlate(player, box);
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    ctx.fillStyle = player.role === "active" ? COLORS.attack : COLORS.block;
    ctx.beginPath();
    ctx.arc(box.x + 14, box.y + 15, 6, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = COLORS.barText;
    const role = player.lost ? "lost" : player.role === "active" ? "attacking" : "defending";
    // "Bob · defending"; in a narrow seat the name alone (the dot's colour and the text alternative say the role)
    const full = `${player.label} · ${role}`;
    const fits = fitSize(full, box.w - 34, 13, 11, 700);
    const title = fits ? full : player.label;
    const titleSize = fits || fitSize(title, box.w - 34, 13, 9, 700) || 9;
    ctx.font = font(titleSize, 700);
    record(player.id, "name", fitText(title, box.w - 34), box.x + 26, box.y + 15, { x: box.x + 26, y: box.y, w: box.w - 34, h: 30 }, full);
    compactStatLines(player, box.w).forEach((line, i) => {
      const y = box.y + 40 + 18 * i;
      for (const { stat, x: dx, vw, label: shown } of line) {
        const x = box.x + dx;
        ctx.font = font(15, 800);
        ctx.fillStyle = stat.soft ? COLORS.barSoft : stat.tone === "bad" ? "#ff9c94" : COLORS.barText;
        record(player.id, "stat", String(stat.value), x, y, { x, y: y - 9, w: vw, h: 18 });
        if (stat.key) box[`stat:${stat.key}`] = { x: x + vw / 2, y };
        ctx.font = font(9, 600);
        ctx.fillStyle = COLORS.barSoft;
        record(player.id, "stat-label", shown, x + vw + 3, y + 1, { x: x + vw + 3, y: y - 9, w: box.x + box.w - 6 - (x + vw + 3), h: 18 }, stat.label.toUpperCase());
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
    const narrow = state.width / (state.scale || 1) < 560;
    drawPlayerPlate(player, box);
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
    // Stats, right-aligned, measured first: the name gets the room they leave
    const valueSize = narrow ? 17 : 20;
    const labelSize = narrow ? 9 : 10;
    const stats = [...player.stats];
    if (player.graveyard) stats.push({ label: player.graveyardLabel || "Graveyard", value: player.graveyard, soft: true });
    let x = box.x + box.w - 10;
    for (let i = stats.length - 1; i >= 0; i--) {
      const stat = stats[i];
      ctx.textAlign = "right";
      ctx.font = font(valueSize, 800);
      ctx.fillStyle = stat.soft ? COLORS.barSoft : stat.tone === "bad" ? "#ff9c94" : COLORS.barText;
      const value = String(stat.value);
      const vw = ctx.measureText(value).width;
      ctx.font = font(labelSize, 600);
      const lw = ctx.measureText(stat.label.toUpperCase()).width;
      const room = { x: x - Math.max(vw, lw), y: box.y, w: Math.max(vw, lw), h: box.h };
      ctx.font = font(valueSize, 800);
      record(player.id, "stat", value, x, box.y + box.h / 2 - 5, room);
      ctx.font = font(labelSize, 600);
      ctx.fillStyle = COLORS.barSoft;
      record(player.id, "stat-label", stat.label.toUpperCase(), x, box.y + box.h / 2 + 12, room);
      if (stat.key) state.layout.get(player.id)[`stat:${stat.key}`] = { x: x - vw / 2, y: box.y + box.h / 2 - 5 };
      x -= Math.max(vw, lw) + (narrow ? 12 : 20);
    }
    // Name and role, in the room left of the stats: the name shrinks before it is ever cut
    const textX = ax + r + 10;
    const nameMax = Math.max(40, x + (narrow ? 12 : 20) - textX - 8);
    const room = { x: textX, y: box.y, w: nameMax, h: box.h };
    ctx.textAlign = "left";
    ctx.fillStyle = COLORS.barText;
    const nameSize = fitSize(player.label, nameMax, narrow ? 14 : 15, 10.5, 700) || 10.5;
    ctx.font = font(nameSize, 700);
    record(player.id, "name", fitText(player.label, nameMax), textX, box.y + box.h / 2 - 7, room, player.label);
    ctx.fillStyle = COLORS.barSoft;
    const roleText = player.lost ? "lost the game" : `${player.role === "active" ? "attacking" : "defending"}${narrow ? "" : " player"}`;
    const roleSize = fitSize(roleText, nameMax, narrow ? 10.5 : 11.5, 9, 500) || 9;
    ctx.font = font(roleSize, 500);
    record(player.id, "role", fitText(roleText, nameMax), textX, box.y + box.h / 2 + 9, room, roleText);
    if (player.lost) {
      roundRect(box.x, box.y, box.w, box.h, 10);
      ctx.fillStyle = "rgba(10, 14, 26, 0.35)";
      ctx.fill();
    }
  }

  /** fillText that records what it drew and the room it had (see board.layoutForTests). */
  function record(owner, role, text, x, y, room, full) {
    ctx.fillText(text, x, y);
    state.drawn.push({ owner, role, text, full: full ?? text, x: room.x, y: room.y, w: room.w, h: room.h, width: ctx.measureText(text).width });
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
    const label = `${bf.label} · ${bf.holder}`;
    const size = fitSize(label, box.w - 16, 12.5, 9.5, 700) || 9.5;
    ctx.font = font(size, 700);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    record(bf.id, "name", fitText(label, box.w - 16), box.x + box.w / 2, box.y + box.h / 2, { x: box.x + 8, y: box.y, w: box.w - 16, h: box.h }, label);
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

  return { record, center, anchor, drawTable, compactStatLines, drawCompactPlayer, drawPlayer, drawBattlefield, isLegalTarget, legalOutline, isTarget, flashAmount, cardAlpha };
}

export const drawing = perBoard(createDrawing);
