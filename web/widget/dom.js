// The widget's small DOM helpers, shared by its modules (element.js, board.js, choices.js).

export const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
export const list = (value) => (Array.isArray(value) ? value : []);

/** Creates an element with a class and text (never HTML). */
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}
