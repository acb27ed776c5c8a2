// The focus across a re-render: where it is, in a form that survives the DOM being drawn anew, and
// putting it back (the set-up form and the combat panel redraw whole on every edit).
//
// A field keeps what the reader was doing in it: typing not yet applied stays (with its caret), and a
// field they had not typed in yet comes back with its text selected, as the Tab key leaves a field,
// so that Tab from Power to Toughness and "3" gives 3 (not "36": a field focused anew has its caret
// at the start).

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
  return { selector, index: [...root.querySelectorAll(selector)].indexOf(active), field: fieldState(active) };
}

const TYPED = new Set(["text", "number", "search", ""]);

/** A text or number field's typing: {value, defaultValue, start, end} (start/end null where the field has no caret API). */
function fieldState(input) {
  if (input.tagName !== "INPUT" || !TYPED.has(input.type) || input.readOnly) return null;
  let start = null;
  let end = null;
  try {
    start = input.selectionStart;
    end = input.selectionEnd;
  } catch {
    // number fields have no selection API
  }
  return { value: input.value, defaultValue: input.defaultValue, start, end };
}

function putBackField(target, field) {
  if (!field || target.tagName !== "INPUT" || !TYPED.has(target.type)) return;
  const typing = field.value !== field.defaultValue;
  if (typing && target.defaultValue === field.defaultValue) {
    // Typing not applied yet, in a field the board did not change meanwhile: kept, caret where it was.
    target.value = field.value;
    if (field.start !== null) {
      try {
        target.setSelectionRange(field.start, field.end);
      } catch {
        // no caret API: the browser's own place
      }
    }
  } else {
    target.select(); // as Tab leaves a field it enters: typing replaces the value
  }
}

export function restoreFocus(root, key) {
  if (!key) return;
  const all = key.selector
    ? [...root.querySelectorAll(key.selector)]
    : [...root.querySelectorAll("button")].filter((b) => b.textContent === key.text);
  const target = all[Math.max(0, key.index)] || all[0];
  if (target && !target.disabled) {
    target.focus();
    putBackField(target, key.field);
  }
}
