// The set-up form: players, the active player, and one permanent at a time
// (add, edit, remove). Plain DOM with labels and fieldsets; every field change
// is one undoable edit. The keyword list, types and moments come from the
// engine's `rulesets` answer; the form never judges a value (the engine does).

import { el, keywordLabel, playerName } from "../core/log.js";
import { editorFrame } from "./editor-panel.js";
import { showFieldProblems } from "./field-problems.js";
import { addPlayer, removePlayer, withVariant } from "./player-edits.js";
import { rulesetFacts } from "../core/ruleset-facts.js";
import { COLOR_NAMES, typesOf } from "../core/view.js";

let uid = 0;
const nextId = (prefix) => `${prefix}-${++uid}`;

/** A labelled input: returns {wrap, input}. */
function field(labelText, input, hint) {
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

function numberInput(name, value, { min, max } = {}) {
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

function textInput(name, value) {
  const input = el("input");
  input.type = "text";
  input.name = name;
  input.defaultValue = value ?? "";
  input.autocomplete = "off";
  input.spellcheck = false;
  return input;
}

function select(name, options, value) {
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

function checkbox(name, labelText, checked) {
  const wrap = el("label", "check");
  const input = el("input");
  input.type = "checkbox";
  input.name = name;
  input.checked = Boolean(checked);
  wrap.append(input, el("span", null, labelText));
  return { wrap, input };
}

function intOf(input, fallback = 0) {
  const n = Number.parseInt(input.value, 10);
  return Number.isFinite(n) ? n : fallback;
}

function parseKeyword(keyword) {
  const [name, number] = String(keyword).split(":");
  return { name, number: number === undefined ? null : number };
}

/**
 * createSetupForm(root, app): app = {scenario(), commit(next, label), ruleset(), select(id), announce(text)}.
 * Returns {render(), select(id), selected(), focusFirstField()}.
 */
export function createSetupForm(root, app) {
  let selected = null;
  const playersBox = el("div", "players-form");
  const listBox = el("div", "perm-list-box");
  // The editor of one card: a side panel (editor-panel.js opens and closes it) with a title and Close.
  const { editor, title: editorTitle, body: editorBody } = editorFrame(() => app.closeEditor && app.closeEditor());
  root.append(playersBox, listBox, editor);

  function commitPermanent(id, change, label) {
    const scenario = app.scenario();
    const index = scenario.permanents.findIndex((p) => p.id === id);
    if (index < 0) return;
    const next = change(structuredClone(scenario.permanents[index]), scenario);
    scenario.permanents[index] = next;
    app.commit(scenario, label);
  }

  // ---------------------------------------------------------------- players

  /** The engine's `options` facts for the board ({capabilities, game}), or null before it answers. */
  function gameOf(scenario) {
    const answer = app.options();
    const game = answer && answer.game;
    // Only an answer about these players: an older board's would mislabel them.
    return game && game.players.join("\u0000") === scenario.players.map((p) => p.id).join("\u0000") ? game : null;
  }

  /** A player's part in this combat, as the engine's `game` facts say (802.2, 805.10a). */
  function roleOf(scenario, id) {
    const game = gameOf(scenario);
    if (!game) return id === scenario.active_player ? "attacking" : "checking…";
    if (id === game.active_player) return "attacking";
    const team = game.teams && Object.values(game.teams).find((members) => members.includes(id));
    if (team && team.includes(game.active_player)) return "attacking team";
    return game.defending_players.includes(id) ? "defending" : "not attacked";
  }

  function numberField(box, label, value, onChange, { placeholder } = {}) {
    const input = numberInput(label.name, value);
    if (placeholder !== undefined) input.placeholder = placeholder;
    input.addEventListener("change", () => onChange(input));
    box.append(field(label.text, input).wrap);
    return input;
  }

  function renderPlayers() {
    const scenario = app.scenario();
    const info = app.ruleset();
    const caps = app.options()?.capabilities || null;
    const game = gameOf(scenario);
    const facts = rulesetFacts(scenario.ruleset);
    const set = el("fieldset", "players-fieldset");
    set.append(el("legend", null, "Players"));
    const ids = scenario.players.map((p) => p.id);
    const variants = caps ? caps.variants : [];
    if (variants.length || scenario.variant) {
      const names = { commander: "Commander (903)", "two-headed-giant": "Two-Headed Giant (810)" };
      const choices = [["", "None (a plain game)"], ...variants.map((v) => [v, names[v] || v])];
      if (scenario.variant && !variants.includes(scenario.variant)) choices.push([scenario.variant, scenario.variant]);
      const variant = select("variant", choices, scenario.variant || "");
      variant.addEventListener("change", () => app.commit(withVariant(app.scenario(), variant.value), `variant ${variant.value || "none"}`));
      set.append(field("Variant", variant).wrap);
    }
    const attackOptions = caps ? caps.attack_options : [];
    if (attackOptions.length && scenario.players.length > 2 && scenario.variant !== "two-headed-giant") {
      const texts = { multiple: "Any opponents (802)", left: "Only the player to the left (803)", right: "Only the player to the right (803)" };
      const option = select("attack_option", attackOptions.map((o) => [o, texts[o] || o]), scenario.attack_option || "multiple");
      option.addEventListener("change", () => {
        const next = app.scenario();
        if (option.value === "multiple") delete next.attack_option;
        else next.attack_option = option.value;
        app.commit(next, `attack option ${option.value}`);
      });
      set.append(field("Attack option", option).wrap);
    }
    const active = select("active_player", scenario.players.map((p) => [p.id, playerName(p)]), scenario.active_player);
    active.addEventListener("change", () => {
      const next = app.scenario();
      next.active_player = active.value;
      app.commit(next, `make ${active.value} the active player`);
    });
    set.append(field("Active (attacking) player", active).wrap);
    const twoHeaded = scenario.variant === "two-headed-giant";
    if (twoHeaded) set.append(teamLife(scenario, game, facts.poison));
    const commanders = scenario.variant === "commander" ? scenario.permanents.filter((p) => p.commander === true) : [];
    const grid = el("div", "player-grid");
    scenario.players.forEach((player, index) => {
      const box = el("fieldset", "player-box");
      box.dataset.player = player.id;
      box.append(el("legend", null, `${playerName(player)} (${roleOf(scenario, player.id)})`));
      if (twoHeaded) {
        const teams = [...new Set([...scenario.players.map((p) => p.team).filter(Boolean), "A", "B"])];
        const team = select("team", teams.map((t) => [t, t]), player.team || "");
        team.addEventListener("change", () => {
          const next = app.scenario();
          next.players[index].team = team.value;
          app.commit(next, `${playerName(player)}'s team`);
        });
        box.append(field(`${playerName(player)}'s team`, team).wrap);
      } else {
        // The player fields the ruleset has (its capabilities), as the engine lists them.
        const inputs = [["points", "Points", 0, facts.points], ["life", "Life", null, facts.life], ["poison", "Poison", 0, facts.poison]]
          .filter((row) => row[3]);
        for (const [key, text, fallback] of inputs) {
          // Life the scenario leaves out is the engine's starting life (103.4, 903.7): shown as the engine says.
          const shown = player[key] ?? (key === "life" ? game?.life?.[player.id] : fallback);
          const input = numberField(box, { name: key, text: `${playerName(player)}'s ${text.toLowerCase()}` }, shown, (input) => {
            const next = app.scenario();
            if (input.value.trim() === "" && key === "life") delete next.players[index].life;
            else {
              const value = intOf(input, fallback ?? 0);
              if (value === fallback) delete next.players[index][key];
              else next.players[index][key] = value;
            }
            app.commit(next, `${playerName(player)}'s ${text.toLowerCase()}`);
          }, key === "life" ? { placeholder: "starting life" } : {});
          input.dataset.path = `$.players[${index}].${key}`;
        }
      }
      for (const commander of commanders.filter((c) => (c.owner || c.controller) !== player.id)) {
        const tally = player.commander_damage?.[commander.id] ?? 0;
        numberField(box, { name: `commander_damage:${commander.id}`, text: `${playerName(player)}'s damage from ${commander.name || commander.id}` }, tally, (input) => {
          const next = app.scenario();
          const target = next.players[index];
          const value = intOf(input, 0);
          target.commander_damage = { ...(target.commander_damage || {}) };
          if (value === 0) delete target.commander_damage[commander.id];
          else target.commander_damage[commander.id] = value;
          if (!Object.keys(target.commander_damage).length) delete target.commander_damage;
          app.commit(next, `${playerName(player)}'s commander damage`);
        });
      }
      if (scenario.players.length > 2) {
        const remove = el("button", "remove-player", `Remove ${playerName(player)}`);
        remove.type = "button";
        remove.addEventListener("click", () => app.commit(removePlayer(app.scenario(), player.id), `remove ${playerName(player)}`));
        box.append(remove);
      }
      grid.append(box);
    });
    set.append(grid);
    const maxPlayers = caps ? caps.max_players : 2;
    if (scenario.players.length < Math.min(8, maxPlayers)) {
      const add = el("button", "add-player", "+ Add a player");
      add.type = "button";
      add.addEventListener("click", () => app.commit(addPlayer(app.scenario()), "add a player"));
      set.append(add);
    }
    if (facts.battlefield) {
      const bf = scenario.battlefield || {};
      const holder = select("battlefield", [["", "nobody"], ...ids.map((id) => [id, playerName(scenario.players.find((p) => p.id === id) || id)])], bf.controller || "");
      holder.addEventListener("change", () => {
        const next = app.scenario();
        next.battlefield = { id: (next.battlefield && next.battlefield.id) || "bf" };
        if (holder.value) next.battlefield.controller = holder.value;
        app.commit(next, "battlefield holder");
      });
      set.append(field("Battlefield held by", holder).wrap);
    }
    playersBox.replaceChildren(set);
  }

  /** Two-Headed Giant: one life and one poison total per team (810.9, 810.10), written on each member. */
  function teamLife(scenario, game, poison) {
    const box = el("div", "team-grid");
    const teams = [...new Set(scenario.players.map((p) => p.team).filter(Boolean))];
    for (const team of teams) {
      const members = scenario.players.filter((p) => p.team === team).map((p) => p.id);
      const set = el("fieldset", "team-box");
      set.dataset.team = team;
      set.append(el("legend", null, `Team ${team} (${members.join(", ")})`));
      const given = scenario.players.find((p) => p.team === team && p.life !== undefined);
      const kinds = poison ? [["life", "life"], ["poison", "poison counters"]] : [["life", "life"]];
      for (const [key, text] of kinds) {
        const holder = scenario.players.find((p) => p.team === team && p[key] !== undefined);
        const shown = holder ? holder[key] : key === "life" ? game?.life?.[members[0]] : 0;
        numberField(set, { name: `team_${key}`, text: `Team ${team}'s shared ${text}` }, shown, (input) => {
          const next = app.scenario();
          const blank = input.value.trim() === "" || (key === "poison" && intOf(input, 0) === 0);
          for (const p of next.players) {
            if (p.team !== team) continue;
            if (blank) delete p[key];
            else p[key] = intOf(input, 0);
          }
          app.commit(next, `team ${team}'s ${key}`);
        }, key === "life" && !given ? { placeholder: "starting life" } : {});
      }
      box.append(set);
    }
    return box;
  }

  // ---------------------------------------------------------------- permanent list

  function renderList() {
    const scenario = app.scenario();
    const set = el("fieldset", "perm-list-fieldset");
    set.append(el("legend", null, "Permanents"));
    for (const player of scenario.players) {
      const group = el("div", "perm-group");
      const heading = el("h3", "perm-group-title", `${playerName(player)} (${roleOf(scenario, player.id)})`);
      group.append(heading);
      const items = el("ul", "perm-list");
      for (const permanent of scenario.permanents.filter((p) => p.controller === player.id)) {
        const item = el("li");
        const button = el("button", "perm-chip");
        button.type = "button";
        button.dataset.id = permanent.id;
        button.setAttribute("aria-pressed", String(permanent.id === selected));
        button.append(el("span", "perm-chip-name", permanent.name || permanent.id));
        button.append(el("span", "perm-chip-stat", statText(permanent)));
        button.addEventListener("click", () => {
          app.select(permanent.id);
          select_(permanent.id);
          // The list is drawn anew on a new selection: the focus comes back to this card's new button.
          if (app.openEditor) app.openEditor(listBox.querySelector(`.perm-chip[data-id="${CSS.escape(permanent.id)}"]`));
          else focusFirstField();
        });
        item.append(button);
        items.append(item);
      }
      group.append(items);
      const add = el("button", "add-perm", `+ Add for ${playerName(player)}`);
      add.type = "button";
      add.dataset.controller = player.id;
      add.addEventListener("click", () => addPermanent(player.id));
      group.append(add);
      set.append(group);
    }
    listBox.replaceChildren(set);
  }

  function statText(p) {
    const types = typesOf(p);
    if (types.includes("unit")) return `Might ${p.might ?? "?"}`;
    if (types.includes("planeswalker")) return `Loyalty ${p.loyalty ?? "?"}`;
    if (types.includes("battle")) return `Defense ${p.defense ?? "?"}`;
    if (types.includes("creature")) return `${p.power ?? "?"}/${p.toughness ?? "?"}`;
    return types.join(" ");
  }

  function addPermanent(controller) {
    const scenario = app.scenario();
    const info = app.ruleset();
    const taken = new Set([...scenario.players.map((p) => p.id), ...scenario.permanents.map((p) => p.id)]);
    // The ruleset's default permanent type (its capabilities' default_type) with its stat fields.
    const base = (info && info.default_type) || "creature";
    const fields = (info && info.fields && info.fields.permanent) || ["power", "toughness"];
    let n = 1;
    while (taken.has(`${base}-${n}`)) n += 1;
    const id = `${base}-${n}`;
    const permanent = { id, name: `${base.charAt(0).toUpperCase()}${base.slice(1)} ${n}`, controller };
    if (base !== "creature") permanent.types = [base];
    if (fields.includes("might")) permanent.might = 2;
    else Object.assign(permanent, { power: 2, toughness: 2 });
    scenario.permanents.push(permanent);
    selected = id;
    app.commit(scenario, `add ${permanent.name}`);
    app.select(id);
    if (app.openEditor) app.openEditor(null);
    else setTimeout(focusFirstField, 0);
    app.announce(`${permanent.name} added for ${playerName(scenario.players.find((p) => p.id === controller) || controller)}. Edit it in the editor.`);
  }

  // ---------------------------------------------------------------- editor

  function renderEditor() {
    const scenario = app.scenario();
    const permanent = scenario.permanents.find((p) => p.id === selected);
    if (!permanent) {
      editorTitle.textContent = "Edit a card";
      editorBody.replaceChildren(el("p", "placeholder", "Select a card on the board or in the list above to edit it, or add one."));
      return;
    }
    editorTitle.textContent = `Edit ${permanent.name || permanent.id}`;
    const at = scenario.permanents.indexOf(permanent);
    const info = app.ruleset() || { types: ["creature"], keywords: [], declares: true };
    // Which fields the form shows: those the ruleset accepts (its capabilities), while the engine is loading all.
    const has = (key) => !info.fields || info.fields.permanent.includes(key);
    const form = el("form", "perm-form");
    form.noValidate = true;
    form.addEventListener("submit", (event) => event.preventDefault());
    const set = el("fieldset");
    const legend = el("legend", null, `Edit ${permanent.name || permanent.id}`);
    set.append(legend);
    const types = typesOf(permanent);

    const row1 = el("div", "field-row");
    const name = textInput("name", permanent.name ?? "");
    name.placeholder = permanent.id;
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

    // Types: the ruleset's, plus any the permanent already has.
    const typeSet = el("fieldset", "inline-set");
    typeSet.append(el("legend", null, "Types"));
    const allTypes = [...new Set([...(info.types || []), ...types])];
    for (const type of allTypes) {
      const box = checkbox("type", type, types.includes(type));
      box.input.value = type;
      if (!(info.types || []).includes(type)) box.wrap.classList.add("foreign");
      box.input.addEventListener("change", () => commitPermanent(permanent.id, (p, s) => {
        const now = new Set(typesOf(p));
        if (box.input.checked) now.add(type);
        else now.delete(type);
        const list = allTypes.filter((t) => now.has(t));
        if (list.length === 1 && list[0] === "creature") delete p.types;
        else p.types = list;
        // Fields of a type it no longer has go; a new type starts with a value to edit.
        if (!now.has("creature")) {
          delete p.power;
          delete p.toughness;
        } else if (p.power === undefined) {
          p.power = p.might ?? 2;
          p.toughness = p.might ?? 2;
        }
        if (!now.has("unit")) delete p.might;
        else if (p.might === undefined) p.might = p.power ?? 2;
        if (!now.has("planeswalker")) delete p.loyalty;
        else if (p.loyalty === undefined) p.loyalty = 3;
        if (!now.has("battle")) {
          delete p.protector;
          delete p.defense;
        } else if (p.defense === undefined) {
          p.defense = 3;
          p.protector = (s.players.find((pl) => pl.id !== p.controller) || s.players[0]).id;
        }
        return p;
      }, `types of ${permanent.name || permanent.id}`));
      typeSet.append(box.wrap);
    }
    set.append(typeSet);

    // Stats
    const stats = el("div", "field-row");
    const numberField = (key, text, fallback, opts = {}) => {
      // A required stat the board lacks shows empty (not a made-up 0): the engine's problem names it.
      const input = numberInput(key, permanent[key] ?? (opts.blank || !opts.optional ? "" : fallback), opts);
      input.dataset.path = `$.permanents[${at}].${key}`;
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
    if (has("subtypes") && (types.includes("land") || (permanent.subtypes || []).length)) {
      const subtypes = textInput("subtypes", (permanent.subtypes || []).join(", "));
      subtypes.placeholder = types.includes("land") ? "Island" : "";
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
    (permanent.keywords || []).forEach((keyword, index) => {
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
          p.keywords[index] = `${kwName}:${t.value.trim()}`;
          return p;
        }, `${keywordLabel(kwName)} land type`));
        item.append(t);
      } else if (number !== null || (known.get(kwName) || {}).numbered) {
        const n = numberInput(`kw-n-${index}`, number ?? 1, { min: 0 });
        n.setAttribute("aria-label", `${keywordLabel(kwName)} N`);
        n.className = "kw-n";
        n.addEventListener("change", () => commitPermanent(permanent.id, (p) => {
          p.keywords[index] = `${kwName}:${intOf(n, 1)}`;
          return p;
        }, `${keywordLabel(kwName)} N`));
        item.append(n);
      }
      if (!known.has(kwName)) item.append(el("small", null, "not in this ruleset"));
      const remove = el("button", "kw-remove", "×");
      remove.type = "button";
      remove.setAttribute("aria-label", `Remove ${keywordLabel(keyword)}`);
      remove.addEventListener("click", () => commitPermanent(permanent.id, (p) => {
        p.keywords.splice(index, 1);
        if (!p.keywords.length) delete p.keywords;
        return p;
      }, `remove ${keywordLabel(keyword)}`));
      item.append(remove);
      chips.append(item);
    });
    if (!(permanent.keywords || []).length) chips.append(el("li", "kw-none", "none"));
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
        p.keywords = [...(p.keywords || []), keyword];
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
          const box = checkbox(`${key}:${color}`, color, (permanent[key] || []).includes(color));
          box.input.addEventListener("change", () => commitPermanent(permanent.id, (p) => {
            const now = new Set(p[key] || []);
            if (box.input.checked) now.add(color);
            else now.delete(color);
            const list = qualities.filter((c) => now.has(c));
            if (list.length) p[key] = list;
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
      const taken = new Set([...s.players.map((p) => p.id), ...s.permanents.map((p) => p.id)]);
      let n = 2;
      while (taken.has(`${source.id}-${n}`)) n += 1;
      const copy = { ...structuredClone(source), id: `${source.id}-${n}` };
      if (source.name) copy.name = `${source.name} ${n}`;
      s.permanents.push(copy);
      selected = copy.id;
      app.commit(s, `duplicate ${source.name || source.id}`);
      app.select(copy.id);
    });
    const remove = el("button", "danger", "Remove from the board");
    remove.type = "button";
    remove.addEventListener("click", () => {
      const s = removePermanent(app.scenario(), permanent.id);
      selected = null;
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
  }

  function focusFirstField() {
    const input = editor.querySelector('input[name="name"]');
    if (input) {
      input.focus();
      input.select();
    }
  }

  function render() {
    // Keep the focus on the same control across a re-render (undo, engine answers).
    const restore = focusKey(root);
    const scenario = app.scenario();
    if (selected && !scenario.permanents.some((p) => p.id === selected)) selected = null;
    if (!selected && app.editorGone) app.editorGone(); // its card left the board: the panel closes
    renderPlayers();
    renderList();
    renderEditor();
    showProblems(app.problems ? app.problems() : null);
    restoreFocus(root, restore);
  }

  const showProblems = (problems) => showFieldProblems(root, problems);

  function select_(id, focus = false) {
    const changed = id !== selected;
    selected = id;
    if (changed) render();
    if (focus) focusFirstField();
  }

  return { render, select: select_, selected: () => selected, focusFirstField, showProblems, editor };
}

/** The scenario without a permanent and without every reference to it. */
export function removePermanent(scenario, id) {
  const s = structuredClone(scenario);
  s.permanents = s.permanents.filter((p) => p.id !== id);
  for (const p of s.players || []) {
    if (p.commander_damage && id in p.commander_damage) {
      delete p.commander_damage[id];
      if (!Object.keys(p.commander_damage).length) delete p.commander_damage;
    }
  }
  if (s.attackers) {
    s.attackers = s.attackers.filter((a) => a.id !== id && a.target !== id);
    for (const a of s.attackers) {
      for (const key of ["provoke", "mentor", "enlist"]) if (a[key] === id) delete a[key];
    }
    if (!s.attackers.length) delete s.attackers;
  }
  if (s.blockers) {
    s.blockers = s.blockers.filter((b) => b.id !== id);
    for (const b of s.blockers) b.blocks = (b.blocks || []).filter((x) => x !== id);
    s.blockers = s.blockers.filter((b) => b.blocks.length);
    if (!s.blockers.length) delete s.blockers;
  }
  if (s.damage_assignment_order) {
    delete s.damage_assignment_order[id];
    for (const key of Object.keys(s.damage_assignment_order)) {
      s.damage_assignment_order[key] = s.damage_assignment_order[key].filter((x) => x !== id);
      if (!s.damage_assignment_order[key].length) delete s.damage_assignment_order[key];
    }
    if (!Object.keys(s.damage_assignment_order).length) delete s.damage_assignment_order;
  }
  if (s.assignments) {
    s.assignments = s.assignments.filter((a) => a.source !== id && !(a.division && id in a.division));
    if (!s.assignments.length) delete s.assignments;
  }
  if (s.actions) {
    s.actions = s.actions.filter((a) => a.target !== id && a.source !== id && a.return !== id && a.ninja !== id);
    if (!s.actions.length) delete s.actions;
  }
  return s;
}

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
