// The focus across a re-render: where it is, in a form that survives the DOM being drawn anew, and
// putting it back (the set-up form and the combat panel redraw whole on every edit).

/** Where the focus is inside root, in a form that survives a re-render: {selector, index}. */
export function focusKey(root) {
  const active = document.activeElement;
  if (!active || !root.contains(active) || active === root) return null;
  let selector = null;
  if (active.dataset && active.dataset.stepper) selector = `[data-stepper="${CSS.escape(active.dataset.stepper)}"]`;
  else if (active.dataset && active.dataset.order) selector = `[data-order="${CSS.escape(active.dataset.order)}"]`;
  else if (active.dataset && active.dataset.controller) selector = `[data-controller="${CSS.escape(active.dataset.controller)}"]`;
  else if (active.dataset && active.dataset.id) selector = `[data-id="${CSS.escape(active.dataset.id)}"]`;
  else if (active.name) selector = `[name="${CSS.escape(active.name)}"]`;
  else if (active.getAttribute("aria-label")) selector = `[aria-label="${CSS.escape(active.getAttribute("aria-label"))}"]`;
  else if (active.tagName === "BUTTON") selector = null;
  if (!selector) {
    const buttons = [...root.querySelectorAll("button")];
    const text = active.textContent;
    const same = buttons.filter((b) => b.textContent === text);
    return { text, index: same.indexOf(active) };
  }
  return { selector, index: [...root.querySelectorAll(selector)].indexOf(active) };
}

export function restoreFocus(root, key) {
  if (!key) return;
  const all = key.selector
    ? [...root.querySelectorAll(key.selector)]
    : [...root.querySelectorAll("button")].filter((b) => b.textContent === key.text);
  const target = all[Math.max(0, key.index)] || all[0];
  if (target && !target.disabled) target.focus();
}
