// The card editor's "Card" part: the card-name combobox (card-picker.js), what the engine says the card
// is (its type line, P/T or loyalty, keywords, and each ability Combat Lab does not model), and Clear.
// Picking a card gives the permanent `card` (card-edits.js); its fields stay editable in the editor below.

import { el, keywordLabel } from "../core/log.js";
import { withCard, withoutCard } from "./card-edits.js";
import { cardPicker } from "./card-picker.js";

/** What the engine's card answer says the card is, in a line: "Creature — Angel · 4/4 · Flying, Vigilance". */
function summary(entry) {
  const p = entry.permanent || {};
  const parts = [entry.type_line];
  // A count of permanents (604.3: "equal to the number of creatures you control") stands for its "*".
  if (p.power !== undefined || p.toughness !== undefined || p.counted_pt) parts.push(`${p.power ?? "*"}/${p.toughness ?? "*"}`);
  if (p.loyalty !== undefined) parts.push(`Loyalty ${p.loyalty}`);
  if ((p.keywords || []).length) parts.push(p.keywords.map((k) => keywordLabel(k)).join(", "));
  if ((p.protection || []).length) parts.push(`protection from ${p.protection.join(", ")}`);
  return parts.filter(Boolean).join(" · ");
}

/** The conditions only the board can state that the permanent's statics carry (its own, else its card's, as the
 * engine gave them: {id, text}), each once: threshold, delirium, the city's blessing… (611.3a). */
function statedConditions(permanent, entry) {
  const statics = Array.isArray(permanent.statics) ? permanent.statics : (entry.permanent || {}).statics || [];
  const seen = new Map();
  for (const s of statics) {
    const stated = s && s.stated;
    if (stated && typeof stated.id === "string" && !seen.has(stated.id)) seen.set(stated.id, String(stated.text || stated.id));
  }
  return [...seen].map(([id, text]) => ({ id, text }));
}

/** A checkbox for each: checked, the board says it holds ("conditions": {id: true}); cleared, that it does not. */
function statedBox(permanent, stated, label, commitPermanent, app) {
  const box = el("fieldset", "card-stated");
  box.append(el("legend", null, "What only the board can say (the engine can't see it)"));
  const given = permanent.conditions && typeof permanent.conditions === "object" ? permanent.conditions : {};
  for (const { id, text } of stated) {
    const row = el("label", "card-stated-row");
    const input = el("input");
    input.type = "checkbox";
    input.name = `condition:${id}`;
    input.checked = given[id] === true;
    input.addEventListener("change", () => {
      const holds = input.checked;
      commitPermanent(permanent.id, (p) => ({ ...p, conditions: { ...(p.conditions || {}), [id]: holds } }),
        `${label}: ${text} ${holds ? "holds" : "does not hold"}`);
      app.announce(`${label}: ${holds ? "" : "not "}as long as ${text}.`);
    });
    const note = id in given ? "" : " (not said yet: taken as not holding)";
    row.append(input, ` ${text.charAt(0).toUpperCase()}${text.slice(1)}${note}`);
    box.append(row);
  }
  return box;
}

/**
 * cardSection({app, permanent, at, commitPermanent}) -> the element: app gives searchCards(text, limit),
 * cardOf(name) (the engine's `card` answer), cardEntry(id) (the engine's answer for the card the permanent
 * names, from its check of the board) and announce(text).
 */
export function cardSection({ app, permanent, at, commitPermanent }) {
  const box = el("div", "card-section");
  const entry = app.cardEntry(permanent.id);
  const label = permanent.name || permanent.id;

  async function choose(name) {
    if (!name) {
      clear();
      return;
    }
    let answer;
    try {
      answer = await app.cardOf(name);
    } catch (error) {
      answer = { ok: false, error: { message: error.message } };
    }
    if (!answer || !answer.ok) {
      // The name as typed: the engine's problem (an unknown card, with the nearest names) shows under the field.
      commitPermanent(permanent.id, (p) => ({ ...p, card: name }), `card of ${label}`);
      return;
    }
    commitPermanent(permanent.id, (p) => withCard(p, answer, app.cardEntry(permanent.id)), `card ${answer.card}`);
    app.announce(`${answer.card}: ${summary(answer)}.${(answer.unmodelled || []).length ? ` ${answer.unmodelled.length} of its abilities are not modelled.` : ""}`);
  }

  function clear() {
    commitPermanent(permanent.id, (p) => withoutCard(p, app.cardEntry(permanent.id)), `clear the card of ${label}`);
    app.announce(`${label} is no longer a card by name; its fields stay as they were.`);
  }

  const picker = cardPicker({
    value: permanent.card, path: `$.permanents[${at}].card`, onPick: choose,
    search: (text, limit) => app.searchCards(text, limit),
  });
  const row = el("div", "field-row card-row");
  row.append(picker.wrap);
  if (permanent.card !== undefined) {
    const remove = el("button", "small card-clear", "Clear card");
    remove.type = "button";
    remove.setAttribute("aria-label", `Clear card of ${label} (keeps its fields)`);
    remove.addEventListener("click", clear);
    row.append(remove);
  }
  box.append(row);
  if (entry) {
    const facts = el("div", "card-facts");
    facts.id = `card-facts-${at}`;
    facts.append(el("p", "card-summary", `${entry.card}: ${summary(entry)}`));
    const lines = entry.unmodelled || [];
    if (lines.length) {
      const list = el("ul", "card-unmodelled");
      for (const line of lines) list.append(el("li", null, `Combat Lab does not model: ${line}`));
      facts.append(list);
    }
    // Counters it entered with that depend on how it entered (X, kicker, bloodthirst): the board says them,
    // in Counters below; until the permanent gives its own, say so (the engine never guesses X = 0).
    const entering = permanent.counters === undefined ? entry.entry_counters || [] : [];
    if (entering.length) {
      const list = el("ul", "card-entry-counters");
      for (const line of entering) list.append(el("li", null, `${line.replace(/[.\s]+$/, "")}: give its counters (how many it entered with is a fact of the game, not of the card)`));
      facts.append(list);
    }
    // Its triggers at the beginning of combat resolved before attackers were declared (507.1, 508): the engine
    // doesn't resolve them again, so the board shows what they did (counters, power, keywords, tokens).
    const before = entry.before_attacks || [];
    if (before.length) {
      const list = el("ul", "card-before-attacks");
      for (const line of before) list.append(el("li", null, `Resolved before attackers are declared (show what it did on the board): ${line}`));
      facts.append(list);
    }
    // Activated abilities, and triggers on its player's own spells or lands (prowess, landfall): the board's
    // actions say whether one was used or triggered.
    const choices = entry.choices || [];
    if (choices.length) {
      const list = el("ul", "card-choices");
      for (const line of choices) list.append(el("li", null, `A player's choice (add the matching action if it happened): ${line}`));
      facts.append(list);
    }
    const stated = statedConditions(permanent, entry);
    if (stated.length) facts.append(statedBox(permanent, stated, label, commitPermanent, app));
    facts.append(el("small", "field-hint", "The fields below are the card's; a field you change wins over it."));
    box.append(facts);
    picker.input.setAttribute("aria-describedby", facts.id);
  } else if (permanent.card === undefined) {
    box.append(el("small", "field-hint", "A real card (Magic rulesets): its stats and keywords come from the card."));
  }
  return box;
}
