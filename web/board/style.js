// The board's colours, card bands, font and drag threshold.

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
  blue: "#3b78c4",
  black: "#4a4450",
  red: "#c8452e",
  green: "#2f8a4f",
  multi: "#b8941f",
  none: "#8b95a3",
  unit: "#1f8f8a",
  planeswalker: "#7b4fb3",
  battle: "#c56a1c",
};
export const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif';
