// The set-up form's fields: labelled inputs, selects and checkboxes (plain DOM, labels tied to their
// inputs), shared by the players' part (setup-form.js) and the card editor (card-editor.js).

import { el } from "../core/log.js";

let uid = 0;
const nextId = (prefix) => `${prefix}-${++uid}`;

/** A labelled input: returns {wrap, input}. */
export function field(labelText, input, hint) {
  const wrap = el("div", "field");
  const id = input.id || nextId("f");
  input.id = id;
  const label = el("label", null, labelText);
  label.htmlFor = id;
  wrap.append(label, input);
  if (hint) {
    const small = el("small", "field-hint", hint);
    small.id = `${id}-hint`;
    input.setAttribute("aria-describedby", small.id);
    wrap.append(small);
  }
  return { wrap, input };
}

export function numberInput(name, value, { min, max } = {}) {
  const input = el("input");
  input.type = "number";
  input.name = name;
  input.inputMode = "numeric";
  input.step = "1";
  if (min !== undefined) input.min = String(min);
  if (max !== undefined) input.max = String(max);
  input.defaultValue = value === undefined || value === null ? "" : String(value);
  return input;
}

export function textInput(name, value) {
  const input = el("input");
  input.type = "text";
  input.name = name;
  input.defaultValue = value ?? "";
  input.autocomplete = "off";
  input.spellcheck = false;
  return input;
}

export function select(name, options, value) {
  const node = el("select");
  node.name = name;
  for (const [optionValue, text] of options) {
    const option = el("option", null, text);
    option.value = optionValue;
    node.append(option);
  }
  node.value = value ?? "";
  return node;
}

export function checkbox(name, labelText, checked) {
  const wrap = el("label", "check");
  const input = el("input");
  input.type = "checkbox";
  input.name = name;
  input.checked = Boolean(checked);
  wrap.append(input, el("span", null, labelText));
  return { wrap, input };
}

export function intOf(input, fallback = 0) {
  const n = Number.parseInt(input.value, 10);
  return Number.isFinite(n) ? n : fallback;
}
