// Drawing primitives (rounded boxes, fitted text, pills), the table, the player bars and the battlefield.
//
// Part of createBoard (board.js): createDrawing(parts) gets the board's shared parts (canvas, ctx, state,
// options, reduceMotion, and every other part's functions, looked up when called) and returns its own.

import { COLORS, BANDS, FONT } from "./style.js";

/** Drawing primitives (rounded boxes, fitted text, pills), the table, the player bars and the battlefield. */
export function createDrawing(parts) {
  const { ctx, state, options } = parts;

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

  return { roundRect, font, fitText, pillWidth, pill, bandColor, center, anchor, drawTable, compactStatLines, drawCompactPlayer, drawPlayer, drawBattlefield, isLegalTarget, legalOutline, isTarget, flashAmount, cardAlpha };
}
