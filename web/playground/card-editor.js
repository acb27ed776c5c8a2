// The card editor of the set-up form: every field of one permanent (name, controller, types, stats,
// subtypes, counters, keywords, colours, status, enlist), and Duplicate and Remove. Each change is one
// undoable edit, committed through the set-up form (setup-form.js); the pure edits are in edits.js.

import { el, keywordLabel, playerName } from "../core/log.js";
import { COLOR_NAMES, typesOf } from "../core/view.js";
import { cardSection } from "./card-section.js";
import { duplicatePermanent, removePermanent, withType } from "./edits.js";
import { checkbox, field, intOf, numberInput, select, textInput } from "./form-fields.js";

function parseKeyword(keyword) {
  const [name, number] = String(keyword).split(":");
  return { name, number: number === undefined ? null : number };
}

/**
 * createCardEditor({app, root, editor, title, body, commitPermanent, selected, setSelected}) -> render():
 * draws the editor of the selected permanent (`selected()`) into the panel's title and body.
 */
export function createCardEditor({ app, root, editor, title: editorTitle, body: editorBody, commitPermanent, selected, setSelected }) {
  return function renderEditor() {
    const scenario = app.scenario();
    const permanent = scenario.permanents.find((p) => p.id === selected());
    if (!permanent) {
      editorTitle.textContent = "Edit a card";
      editorBody.replaceChildren(el("p", "placeholder", "Select a card on the board or in the list above to edit it, or add one."));
      return;
    }
    // A card by name shows the fields its card gives (card-faces.js) where it gives none of its own.
    const shown = (app.shownPermanent && app.shownPermanent(permanent.id)) || permanent;
    const title = `Edit ${permanent.name || shown.name || permanent.id}`;
    editorTitle.textContent = title;
    const at = scenario.permanents.indexOf(permanent);
    const info = app.ruleset() || { types: ["creature"], keywords: [], declares: true };
    // Which fields the form shows: those the ruleset accepts (its capabilities), while the engine is loading all.
    const has = (key) => !info.fields || info.fields.permanent.includes(key);
    const form = el("form", "perm-form");
    form.noValidate = true;
    form.addEventListener("submit", (event) => event.preventDefault());
    const set = el("fieldset");
    const legend = el("legend", null, title);
    set.append(legend);
    const types = typesOf(shown);

    const row1 = el("div", "field-row");
    const name = textInput("name", permanent.name ?? "");
    name.placeholder = shown.name || permanent.id;
    name.addEventListener("change", () => commitPermanent(permanent.id, (p) => {
      const value = name.value.trim();
      if (value) p.name = value;
      else delete p.name;
      return p;
    }, "rename"));
    row1.append(field("Name", name).wrap);
    const idBox = textInput("id", permanent.id);
    idBox.readOnly = true;
    row1.append(field("Id", idBox, "fixed once created").wrap);
    const controller = select("controller", scenario.players.map((p) => [p.id, playerName(p)]), permanent.controller);
    controller.addEventListener("change", () => commitPermanent(permanent.id, (p) => {
      p.controller = controller.value;
      return p;
    }, "change controller"));
    row1.append(field("Controller", controller).wrap);
    set.append(row1);
    if (has("card") && app.cardEntry) set.append(cardSection({ app, permanent, at, commitPermanent }));

    // Types: the ruleset's, plus any the permanent already has.
    const typeSet = el("fieldset", "inline-set");
    typeSet.append(el("legend", null, "Types"));
    const allTypes = [...new Set([...(info.types || []), ...types])];
    for (const type of allTypes) {
      const box = checkbox("type", type, types.includes(type));
      box.input.value = type;
      if (!(info.types || []).includes(type)) box.wrap.classList.add("foreign");
      // Fields of a type it no longer has go; a new type starts with a value to edit (edits.js).
      box.input.addEventListener("change", () => commitPermanent(permanent.id,
        (p, s) => withType({ ...p, types: p.types ?? shown.types }, s, type, box.input.checked, allTypes), `types of ${permanent.name || permanent.id}`));
      typeSet.append(box.wrap);
    }
    set.append(typeSet);

    // Stats
    const stats = el("div", "field-row");
    const numberField = (key, text, fallback, opts = {}) => {
      // A required stat the board lacks shows empty (not a made-up 0): the engine's problem names it.
      const input = numberInput(key, permanent[key] ?? (opts.blank || !opts.optional ? "" : fallback), opts);
      input.dataset.path = `$.permanents[${at}].${key}`;
      if (permanent[key] === undefined && shown[key] !== undefined) input.placeholder = String(shown[key]); // the card's
      input.addEventListener("change", () => commitPermanent(permanent.id, (p) => {
        if (input.value.trim() === "" && !input.validity.badInput) delete p[key];
        else if (input.validity.badInput) return p;
        else {
          const value = intOf(input, fallback);
          if (opts.optional && value === fallback) delete p[key];
          else p[key] = value;
        }
        return p;
      }, `${text.toLowerCase()} of ${permanent.name || permanent.id}`));
      stats.append(field(text, input).wrap);
    };
    if (types.includes("creature")) {
      numberField("power", "Power", 0);
      numberField("toughness", "Toughness", 0);
    }
    if (types.includes("unit")) numberField("might", "Might", 0);
    if (types.includes("planeswalker")) numberField("loyalty", "Loyalty", 0);
    if (types.includes("battle")) {
      numberField("defense", "Defense", 0);
      const protector = select("protector", scenario.players.map((p) => [p.id, p.id]), permanent.protector);
      protector.addEventListener("change", () => commitPermanent(permanent.id, (p) => {
        p.protector = protector.value;
        return p;
      }, "battle protector"));
      stats.append(field("Protector", protector).wrap);
    }
    numberField("damage", "Damage marked", 0, { optional: true, min: 0 });
    if (has("prevent")) numberField("prevent", "Prevent next", 0, { optional: true, min: 0 });
    if (has("slot") && info.fields) numberField("slot", "Slot", 0, { optional: true, blank: true, min: 1 });
    if (has("regeneration_shields") && types.includes("creature")) {
      numberField("regeneration_shields", "Regeneration shields", 0, { optional: true, min: 0 });
    }
    set.append(stats);

    // Subtypes (Magic): a land's types for landwalk (Island, Swamp, Desert …), a creature's (Ninja …).
    if (has("subtypes") && (types.includes("land") || (shown.subtypes || []).length)) {
      const subtypes = textInput("subtypes", (permanent.subtypes || []).join(", "));
      subtypes.placeholder = permanent.subtypes === undefined && shown.subtypes ? shown.subtypes.join(", ") : types.includes("land") ? "Island" : "";
      subtypes.addEventListener("change", () => commitPermanent(permanent.id, (p) => {
        const list = subtypes.value.split(",").map((t) => t.trim()).filter(Boolean);
        if (list.length) p.subtypes = list;
        else delete p.subtypes;
        return p;
      }, `subtypes of ${permanent.name || permanent.id}`));
      const row = el("div", "field-row");
      row.append(field("Subtypes", subtypes, "comma-separated, e.g. Island; a landwalker looks at the defending player's lands").wrap);
      set.append(row);
    }

    // Counters (the kinds the ruleset has)
    if (has("counters")) {
      const counterSet = el("fieldset", "inline-set");
      counterSet.append(el("legend", null, "Counters"));
      const row = el("div", "field-row");
      for (const kind of info.counters || ["+1/+1", "-1/-1"]) {
        const input = numberInput(`counter:${kind}`, (permanent.counters || {})[kind] ?? 0, { min: 0 });
        input.addEventListener("change", () => commitPermanent(permanent.id, (p) => {
          const counters = { ...(p.counters || {}) };
          const value = intOf(input, 0);
          if (value) counters[kind] = value;
          else delete counters[kind];
          if (Object.keys(counters).length) p.counters = counters;
          else delete p.counters;
          return p;
        }, `${kind} counters`));
        row.append(field(`${kind} counters`, input).wrap);
      }
      counterSet.append(row);
      set.append(counterSet);
    }

    // Keywords: chips for the ones it has, a picker from the ruleset's list to add more.
    const kwSet = el("fieldset", "keywords-set");
    kwSet.append(el("legend", null, "Keywords"));
    const known = new Map((info.keywords || []).map((k) => [k.name, k]));
    const chips = el("ul", "kw-chips");
    const ownKeywords = (p) => { p.keywords = p.keywords ?? [...(shown.keywords || [])]; return p.keywords; };
    (shown.keywords || []).forEach((keyword, index) => {
      const { name: kwName, number } = parseKeyword(keyword);
      const item = el("li", `kw-chip${known.has(kwName) ? "" : " foreign"}`);
      const spec = known.get(kwName) || {};
      const bySubtype = spec.parameter === "land subtype"; // the engine's table: NAME:SUBTYPE, not a number
      item.append(el("span", null, keywordLabel(bySubtype ? keyword : kwName)));
      if (bySubtype) {
        const t = textInput(`kw-n-${index}`, number ?? "");
        t.setAttribute("aria-label", `${spec.badge.replace(" {subtype}", "")} land type`);
        t.className = "kw-n";
        t.addEventListener("change", () => commitPermanent(permanent.id, (p) => {
          ownKeywords(p)[index] = `${kwName}:${t.value.trim()}`;
          return p;
        }, `${keywordLabel(kwName)} land type`));
        item.append(t);
      } else if (number !== null || (known.get(kwName) || {}).numbered) {
        const n = numberInput(`kw-n-${index}`, number ?? 1, { min: 0 });
        n.setAttribute("aria-label", `${keywordLabel(kwName)} N`);
        n.className = "kw-n";
        n.addEventListener("change", () => commitPermanent(permanent.id, (p) => {
          ownKeywords(p)[index] = `${kwName}:${intOf(n, 1)}`;
          return p;
        }, `${keywordLabel(kwName)} N`));
        item.append(n);
      }
      if (!known.has(kwName)) item.append(el("small", null, "not in this ruleset"));
      const remove = el("button", "kw-remove", "×");
      remove.type = "button";
      remove.name = `kw-remove-${index}`; // the focus finds it again after its keyword's N changed (focus.js)
      remove.setAttribute("aria-label", `Remove ${keywordLabel(keyword)}`);
      remove.addEventListener("click", () => commitPermanent(permanent.id, (p) => {
        ownKeywords(p).splice(index, 1);
        if (!p.keywords.length && !shown.card) delete p.keywords;
        return p;
      }, `remove ${keywordLabel(keyword)}`));
      item.append(remove);
      chips.append(item);
    });
    if (!(shown.keywords || []).length) chips.append(el("li", "kw-none", "none"));
    kwSet.append(chips);
    const addRow = el("div", "kw-add");
    const picker = select(
      "add-keyword",
      [["", "Choose a keyword…"], ...(info.keywords || []).map((k) => [k.name, `${keywordLabel(k.name)}${k.numbered ? " N" : ""} — ${k.summary} (${k.rule})`])],
      "",
    );
    const pickerField = field("Add keyword", picker);
    const amount = numberInput("add-keyword-n", 1, { min: 0 });
    const amountField = field("N", amount);
    amountField.wrap.classList.add("kw-add-n");
    amountField.wrap.hidden = true;
    const landType = textInput("add-keyword-land", "Desert");
    const landField = field("Land type", landType);
    landField.wrap.classList.add("kw-add-n");
    landField.wrap.hidden = true;
    picker.addEventListener("change", () => {
      const k = known.get(picker.value);
      amountField.wrap.hidden = !(k && k.numbered);
      landField.wrap.hidden = !(k && k.parameter === "land subtype");
    });
    const addButton = el("button", null, "Add");
    addButton.type = "button";
    addButton.addEventListener("click", () => {
      const k = known.get(picker.value);
      if (!k) {
        app.announce("Choose a keyword to add first.");
        picker.focus();
        return;
      }
      const keyword = k.parameter === "land subtype" ? `${k.name}:${landType.value.trim() || "Desert"}`
        : k.numbered ? `${k.name}:${intOf(amount, 1)}` : k.name;
      commitPermanent(permanent.id, (p) => {
        p.keywords = [...ownKeywords(p), keyword];
        return p;
      }, `add ${keywordLabel(keyword)}`);
      app.announce(`${keywordLabel(keyword)} added.`);
      setTimeout(() => {
        const again = editor.querySelector('select[name="add-keyword"]');
        if (again) again.focus();
      }, 0);
    });
    addRow.append(pickerField.wrap, amountField.wrap, landField.wrap, addButton);
    kwSet.append(addRow);
    set.append(kwSet);

    // Colours and protection (where the ruleset has them)
    {
      for (const [key, text] of [["colors", "Colors"], ["protection", "Protection from"]].filter(([key]) => has(key))) {
        const colorSet = el("fieldset", "inline-set");
        colorSet.append(el("legend", null, text));
        const qualities = key === "protection" ? [...COLOR_NAMES, "creatures", "everything"] : COLOR_NAMES;
        for (const color of qualities) {
          const box = checkbox(`${key}:${color}`, color, (shown[key] || []).includes(color));
          box.input.addEventListener("change", () => commitPermanent(permanent.id, (p) => {
            const now = new Set(p[key] ?? shown[key] ?? []);
            if (box.input.checked) now.add(color);
            else now.delete(color);
            // A quality without a box here (protection from Goblins, from artifacts) stays as it was.
            const list = [...qualities.filter((c) => now.has(c)), ...[...now].filter((c) => !qualities.includes(c))];
            if (list.length || (p.card !== undefined && shown[key])) p[key] = list; // none: not the card's again
            else delete p[key];
            return p;
          }, `${text.toLowerCase()} ${color}`));
          colorSet.append(box.wrap);
        }
        set.append(colorSet);
      }
    }

    // Status
    const status = el("fieldset", "inline-set");
    status.append(el("legend", null, "Status"));
    const flags = [["tapped", "Tapped"], ["sick", "Summoning sick (entered this turn)"]];
    if (has("disabled") && info.fields) flags.push(["disabled", "Disabled"]);
    // A commander (903.3): only in a Commander game, as the engine's options say.
    if (scenario.variant === "commander" && app.options()?.capabilities?.fields?.permanent?.includes("commander")) {
      flags.push(["commander", "Commander (903: its combat damage to a player is tallied)"]);
    }
    for (const [key, text] of flags) {
      const box = checkbox(key, text, permanent[key]);
      box.input.addEventListener("change", () => commitPermanent(permanent.id, (p) => {
        if (box.input.checked) p[key] = true;
        else delete p[key];
        return p;
      }, `${key === "commander" ? "commander" : text.toLowerCase()}`));
      status.append(box.wrap);
    }
    if (has("zone") && types.includes("creature")) {
      // A card in its owner's hand: a ninja that may enter attacking (the ninjutsu action, 702.49).
      const hand = checkbox("zone", "In hand (enters by ninjutsu)", permanent.zone === "hand");
      hand.input.addEventListener("change", () => commitPermanent(permanent.id, (p) => {
        if (hand.input.checked) p.zone = "hand";
        else delete p.zone;
        return p;
      }, hand.input.checked ? "put in hand" : "put on the battlefield"));
      status.append(hand.wrap);
    }
    set.append(status);

    // Enlist (702.154): an attacker may tap another creature of its controller's that isn't attacking.
    const attack = (scenario.attackers || []).find((a) => a.id === permanent.id);
    if (attack && (info.enlist || attack.enlist)) {
      const others = scenario.permanents.filter((p) => p.id !== permanent.id && p.controller === permanent.controller
        && typesOf(p).includes("creature") && p.zone !== "hand");
      const enlist = select("enlist", [["", "nobody"], ...others.map((p) => [p.id, p.name || p.id])], attack.enlist || "");
      enlist.addEventListener("change", () => {
        const next = app.scenario();
        const entry = (next.attackers || []).find((a) => a.id === permanent.id);
        if (!entry) return;
        if (enlist.value) entry.enlist = enlist.value;
        else delete entry.enlist;
        app.commit(next, `${permanent.name || permanent.id} enlists`);
      });
      const row = el("div", "field-row");
      row.append(field("Enlists (taps it: +X/+0)", enlist).wrap);
      set.append(row);
    }

    const buttons = el("div", "form-buttons");
    const duplicate = el("button", null, "Duplicate");
    duplicate.type = "button";
    duplicate.addEventListener("click", () => {
      const s = app.scenario();
      const source = s.permanents.find((p) => p.id === permanent.id);
      const { scenario: next, permanent: copy } = duplicatePermanent(s, permanent.id);
      setSelected(copy.id);
      app.commit(next, `duplicate ${source.name || source.id}`);
      app.select(copy.id);
    });
    const remove = el("button", "danger", "Remove from the board");
    remove.type = "button";
    remove.addEventListener("click", () => {
      const s = removePermanent(app.scenario(), permanent.id);
      setSelected(null);
      app.commit(s, `remove ${permanent.name || permanent.id}`);
      app.announce(`${permanent.name || permanent.id} removed. Ctrl+Z brings it back.`);
      app.select(null);
      setTimeout(() => {
        const first = root.querySelector(".perm-chip, .add-perm");
        if (first) first.focus();
      }, 0);
    });
    buttons.append(duplicate, remove);
    set.append(buttons);
    form.append(set);
    editorBody.replaceChildren(form);
  };
}
