// The card editor's card-name field: a combobox (the ARIA 1.2 pattern: an input with role=combobox,
// aria-expanded and aria-controls naming a role=listbox, aria-activedescendant on the active option, and a
// polite live region saying how many cards match). Keyboard first: type, Up and Down move through the
// matches, Enter picks, Escape closes the list (a second Escape goes on to the editor, which closes);
// on a phone a suggestion is tapped. The matches are the engine's (its `cards` search through the
// worker, which loads the card index the first time): the page keeps no card data and decides no rule.

import { el } from "../core/log.js";

const LIMIT = 8;
const DELAY_MS = 120; // a pause in typing before the engine is asked
let uid = 0;
// The text being typed into a picker: the set-up form redraws whole on an engine answer, and the picker drawn in
// place of a focused one (the same `name`) takes its text and asks again, so that typing is not lost.
let typing = null;

/**
 * cardPicker({value, search, onPick, path, label, name, keepText}) -> {wrap, input}: a labelled combobox
 * (`label`, default "Card"; `name`, default "card") whose text starts as `value`. `search(text, limit)` answers
 * the engine's `cards` call ({ok, cards: [{name, type_line}]}); `onPick(name)` is called with the card chosen
 * (with "" when the text is emptied); `path` is the field's JSON path (its problems show under it). With
 * `keepText` false only a card chosen from the list is picked, and the field empties after it.
 */
export function cardPicker({ value, search, onPick, path, label: labelText = "Card", name = "card", keepText = true }) {
  const id = `card-picker-${++uid}`;
  const wrap = el("div", "field card-picker");
  const label = el("label", null, labelText);
  label.htmlFor = `${id}-input`;
  const input = el("input");
  Object.assign(input, { type: "text", id: `${id}-input`, name, autocomplete: "off", spellcheck: false });
  input.defaultValue = value ?? "";
  input.placeholder = "Type a card's name, e.g. Serra Angel";
  input.enterKeyHint = "search";
  if (path) input.dataset.path = path;
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-controls", `${id}-list`);
  const list = el("ul", "card-options");
  list.id = `${id}-list`;
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", "Cards matching the name");
  list.hidden = true;
  const status = el("p", "visually-hidden card-picker-status");
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  wrap.append(label, input, list, status);

  let matches = [];
  let active = -1;
  let timer = 0;
  let asked = 0; // the latest search: an older answer is dropped

  function open(on) {
    list.hidden = !on;
    input.setAttribute("aria-expanded", String(on));
    if (!on) setActive(-1);
  }

  function setActive(index) {
    active = index;
    list.querySelectorAll("[role=option]").forEach((option, i) => option.setAttribute("aria-selected", String(i === index)));
    if (index < 0) input.removeAttribute("aria-activedescendant");
    else {
      const option = list.children[index];
      input.setAttribute("aria-activedescendant", option.id);
      option.scrollIntoView({ block: "nearest" });
    }
  }

  function show(cards, text) {
    matches = cards;
    list.replaceChildren(...cards.map((card, i) => {
      const option = el("li", "card-option");
      option.id = `${id}-option-${i}`;
      option.setAttribute("role", "option");
      option.setAttribute("aria-selected", "false");
      option.append(el("span", "card-option-name", card.name), el("span", "card-option-type", card.type_line || ""));
      // The input keeps the focus (a tap or click would blur it first); the click picks.
      option.addEventListener("mousedown", (event) => event.preventDefault());
      option.addEventListener("click", () => pick(i));
      return option;
    }));
    active = -1;
    open(cards.length > 0);
    const count = cards.length === LIMIT ? `${LIMIT} or more cards match “${text}” (type more of the name)`
      : cards.length === 1 ? `1 card matches “${text}”` : `${cards.length} cards match “${text}”`;
    status.textContent = cards.length ? `${count}. Up and Down to choose, Enter to pick.` : `No card matches “${text}”.`;
  }

  async function ask() {
    const text = input.value.trim();
    const mine = ++asked;
    if (!text) {
      show([], "");
      status.textContent = "";
      return;
    }
    let answer;
    try {
      answer = await search(text, LIMIT);
    } catch (error) {
      answer = { ok: false, error: { message: error.message } };
    }
    if (mine !== asked || !input.isConnected) return;
    if (!answer || !answer.ok) {
      show([], text);
      status.textContent = `The cards could not be searched: ${(answer && answer.error && answer.error.message) || "no answer"}.`;
      return;
    }
    show(answer.cards || [], text);
  }

  function pick(index) {
    const card = matches[index];
    if (!card) return;
    input.value = keepText ? card.name : "";
    value = input.value; // a change event on leaving the field is not a second pick
    open(false);
    asked += 1; // a search still on its way is not shown over the choice
    typing = null; // picked: the form drawn anew shows the card, not a list
    onPick(card.name);
  }

  const before = typing && typing.name === name && typing.input === document.activeElement
    && typing.input.value !== input.value ? typing : null;
  if (before) {
    input.value = before.input.value;
    typing = { name, input };
    queueMicrotask(() => { if (document.activeElement === input) ask(); }); // once the form is drawn and focused
  }
  input.addEventListener("input", () => {
    typing = { name, input };
    clearTimeout(timer);
    timer = setTimeout(ask, DELAY_MS);
  });
  input.addEventListener("keydown", (event) => {
    const expanded = !list.hidden;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        if (matches.length) open(true);
        else ask();
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((active + step + matches.length + (active < 0 && step < 0 ? 1 : 0)) % matches.length);
    } else if (event.key === "Enter") {
      event.preventDefault(); // never submits the form
      if (expanded) pick(active >= 0 ? active : 0);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault(); // the list closes; the editor stays open (editor-panel.js)
      event.stopPropagation();
      open(false);
    }
  });
  input.addEventListener("blur", () => open(false));
  // Left (Tab) emptied, the field takes the card away; left with a match's whole name, it picks that card.
  // Anything else typed and left picks nothing (a half-typed name is not a card).
  input.addEventListener("change", () => {
    if (!keepText) return;
    const text = input.value.trim();
    if (text === (value ?? "").trim()) return;
    const whole = matches.findIndex((card) => card.name.toLowerCase() === text.toLowerCase());
    if (whole >= 0) pick(whole);
    else if (!text) {
      value = text;
      onPick(text);
    }
  });
  return { wrap, input };
}
