// The board's colours, card bands, font and drag threshold. Every text colour here is at least 4.5:1 against
// the colour it is drawn on (WCAG AA); textOn() picks ink or white for a card's band.

export const DRAG_DISTANCE = 6; // CSS pixels a press must travel before it is a drag
export const COLORS = {
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
export const BANDS = {
  white: "#d8cfb4",
  blue: "#3570b8",
  black: "#4a4450",
  red: "#c8452e",
  green: "#2a7d48",
  multi: "#b8941f",
  none: "#8b95a3",
  unit: "#1a7a76",
  planeswalker: "#7b4fb3",
  battle: "#a85a17",
};
export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif';

/** Chips on a card: {bg, fg} for each kind of text drawn in a pill (each pair at least 4.5:1). */
export const CHIPS = {
  keyword: { bg: "#ece6d8", fg: "#1b2233" },
  counter: { bg: "#f1e1c4", fg: "#6b4410" },
  tag: { bg: "#dfe6f3", fg: "#22355e" },
  target: { bg: "#fde3c4", fg: "#7a3d00" },
  more: { bg: "#d9d2c3", fg: "#1b2233" },
  damage: { bg: "#c62828", fg: "#ffffff" },
  dying: { bg: "#1b2233", fg: "#ff8a80" },
  problem: { bg: "#b3261e", fg: "#ffffff" },
};
export const TYPE_LINE = { bg: "#efe7d3", fg: "#1b2233" };

function luminance(hex) {
  const value = hex.replace("#", "");
  const channel = (i) => {
    const c = parseInt(value.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** The text colour for a background: ink or white, whichever contrasts more. */
export function textOn(background) {
  const l = luminance(background);
  const withInk = (l + 0.05) / (luminance(COLORS.ink) + 0.05);
  const withWhite = 1.05 / (l + 0.05);
  return withInk >= withWhite ? COLORS.ink : "#ffffff";
}
