// The board's drawing primitives: the font of a size and weight, rounded boxes, text cut to fit, pills.
// Below every other drawing part (draw.js, card-layout.js, draw-card.js, draw-overlay.js use them).

import { FONT } from "./style.js";
import { perBoard } from "./per-board.js";

/** The canvas font of a size (CSS pixels) and weight. */
export function font(size, weight = 400) {
  return `${weight} ${size}px ${FONT}`;
}

/** Rounded boxes, fitted text and pills on the board's canvas. */
function createPrimitives(board) {
  const { ctx } = board;

  function roundRect(x, y, w, h, r) {
    ctx.beginPath();
    ctx.moveTo(x + r, y);
    ctx.arcTo(x + w, y, x + w, y + h, r);
    ctx.arcTo(x + w, y + h, x, y + h, r);
    ctx.arcTo(x, y + h, x, y, r);
    ctx.arcTo(x, y, x + w, y, r);
    ctx.closePath();
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

  return { roundRect, fitText, pillWidth, pill };
}

export const primitives = perBoard(createPrimitives);
