// The set-up form: players, the active player, and one permanent at a time
// (add, edit, remove). Plain DOM with labels and fieldsets; every field change
// is one undoable edit. The keyword list, types and moments come from the
// engine's `rulesets` answer; the form never judges a value (the engine does).
// The card editor is card-editor.js; the pure edits of a scenario are edits.js.

import { el, playerName } from "../core/log.js";
import { gameFacts, playsInTeams, rulesetFacts } from "../core/ruleset-facts.js";
import { typesOf } from "../core/view.js";
import { possessive } from "../core/words.js";
import { addCard } from "./card-edits.js";
import { createCardEditor } from "./card-editor.js";
import { cardPicker } from "./card-picker.js";
import { addPermanent as withNewPermanent, addPlayer, removePlayer, withVariant } from "./edits.js";
import { editorFrame } from "./editor-panel.js";
import { showFieldProblems } from "./field-problems.js";
import { field, intOf, numberInput, select, textInput } from "./form-fields.js";
import { focusKey, restoreFocus } from "./focus.js";

// app.js removes a card (its Delete key) with the same edit, named from this module.
export { removePermanent } from "./edits.js";

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

  // The editor of the selected card (card-editor.js), drawn into the panel.
  const renderEditor = createCardEditor({
    app, root, editor, title: editorTitle, body: editorBody, commitPermanent,
    selected: () => selected,
    setSelected: (id) => { selected = id; },
  });

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
      // Each variant's title and rule, as the engine's games facts give them.
      const title = (v) => {
        const g = (caps.games || []).find((x) => x.id === v) || gameFacts(scenario.ruleset, v);
        return g ? (g.rule ? `${g.title} (${g.rule})` : g.title) : v;
      };
      const choices = [["", "None (a plain game)"], ...variants.map((v) => [v, title(v)])];
      if (scenario.variant && !variants.includes(scenario.variant)) choices.push([scenario.variant, scenario.variant]);
      const variant = select("variant", choices, scenario.variant || "");
      variant.addEventListener("change", () => {
        // A life left at the old variant's starting life follows the new one (the engine's game facts).
        const startingLife = gameOf(app.scenario())?.starting_life;
        app.commit(withVariant(app.scenario(), variant.value, { startingLife }), `variant ${variant.value || "none"}`);
      });
      const { wrap } = field("Variant", variant);
      // The starting life under this variant, as the engine's games facts say it, and what an empty life is.
      const facts = (caps?.games || []).find((g) => g.id === (scenario.variant || null));
      if (facts && Number.isInteger(facts.starting_life)) {
        const hint = el("small", "field-hint variant-life");
        hint.append(`Each ${facts.team_size ? "team" : "player"} starts at ${facts.starting_life} life`);
        if (facts.rule) hint.append(" (", el("span", "rule", `rule ${facts.rule}`), ")");
        hint.append("; an empty Life field means that. A life at the old variant's starting life follows a change of variant.");
        hint.id = `${variant.id}-hint`;
        variant.setAttribute("aria-describedby", hint.id);
        wrap.append(hint);
      }
      set.append(wrap);
    }
    const attackOptions = caps ? caps.attack_options : [];
    const twoHeaded = playsInTeams(scenario.ruleset, scenario.variant); // teams that attack together (810, 805.10a)
    if (attackOptions.length && scenario.players.length > 2 && !twoHeaded) {
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
    if (twoHeaded) set.append(teamLife(scenario, game, facts.poison));
    const commanders = scenario.variant === "commander" ? scenario.permanents.filter((p) => p.commander === true) : [];
    const grid = el("div", "player-grid");
    scenario.players.forEach((player, index) => {
      const box = el("fieldset", "player-box");
      box.dataset.player = player.id;
      box.append(el("legend", null, `${playerName(player)} (${roleOf(scenario, player.id)})`));
      // The name every text shows (the board, the log, the verdict); the id stays the board's.
      const name = textInput("player-name", player.name ?? "");
      name.placeholder = playerName({ id: player.id });
      name.addEventListener("change", () => {
        const next = app.scenario();
        const value = name.value.trim();
        if ((next.players[index].name ?? "") === value) return;
        if (value) next.players[index].name = value;
        else delete next.players[index].name;
        app.commit(next, `rename ${playerName(player)}`);
      });
      box.append(field(`${possessive(playerName(player))} name`, name).wrap);
      if (twoHeaded) {
        const teams = [...new Set([...scenario.players.map((p) => p.team).filter(Boolean), "A", "B"])];
        const team = select("team", teams.map((t) => [t, t]), player.team || "");
        team.addEventListener("change", () => {
          const next = app.scenario();
          next.players[index].team = team.value;
          app.commit(next, `${possessive(playerName(player))} team`);
        });
        box.append(field(`${possessive(playerName(player))} team`, team).wrap);
      } else {
        // The player fields the ruleset has (its capabilities), as the engine lists them.
        const inputs = [["points", "Points", 0, facts.points], ["life", "Life", null, facts.life], ["poison", "Poison", 0, facts.poison]]
          .filter((row) => row[3]);
        for (const [key, text, fallback] of inputs) {
          // Life the scenario leaves out is the engine's starting life (103.4, 903.7): shown as the engine says.
          const shown = player[key] ?? (key === "life" ? game?.life?.[player.id] : fallback);
          const input = numberField(box, { name: key, text: `${possessive(playerName(player))} ${text.toLowerCase()}` }, shown, (input) => {
            const next = app.scenario();
            if (input.value.trim() === "" && key === "life") delete next.players[index].life;
            else {
              const value = intOf(input, fallback ?? 0);
              if (value === fallback) delete next.players[index][key];
              else next.players[index][key] = value;
            }
            app.commit(next, `${possessive(playerName(player))} ${text.toLowerCase()}`);
          }, key === "life" ? { placeholder: "starting life" } : {});
          input.dataset.path = `$.players[${index}].${key}`;
        }
      }
      for (const commander of commanders.filter((c) => (c.owner || c.controller) !== player.id)) {
        const tally = player.commander_damage?.[commander.id] ?? 0;
        numberField(box, { name: `commander_damage:${commander.id}`, text: `${possessive(playerName(player))} damage from ${commander.name || commander.id}` }, tally, (input) => {
          const next = app.scenario();
          const target = next.players[index];
          const value = intOf(input, 0);
          target.commander_damage = { ...(target.commander_damage || {}) };
          if (value === 0) delete target.commander_damage[commander.id];
          else target.commander_damage[commander.id] = value;
          if (!Object.keys(target.commander_damage).length) delete target.commander_damage;
          app.commit(next, `${possessive(playerName(player))} commander damage`);
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
        numberField(set, { name: `team_${key}`, text: `Team ${possessive(team)} shared ${text}` }, shown, (input) => {
          const next = app.scenario();
          const blank = input.value.trim() === "" || (key === "poison" && intOf(input, 0) === 0);
          for (const p of next.players) {
            if (p.team !== team) continue;
            if (blank) delete p[key];
            else p[key] = intOf(input, 0);
          }
          app.commit(next, `team ${possessive(team)} ${key}`);
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
      // A real card by name (Magic rulesets): the engine's search; the new permanent is that card.
      if ((app.ruleset()?.fields?.permanent || []).includes("card") && app.searchCards) {
        const byName = cardPicker({
          label: `Add a card by name for ${playerName(player)}`, name: `add-card:${player.id}`, keepText: false,
          search: (text, limit) => app.searchCards(text, limit), onPick: (name) => addCardByName(player.id, name),
        });
        byName.wrap.classList.add("add-card");
        group.append(byName.wrap);
      }
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
    // The ruleset's default permanent type (its capabilities' default_type) with its stat fields (edits.js).
    const { scenario, permanent } = withNewPermanent(app.scenario(), controller, app.ruleset());
    const id = permanent.id;
    selected = id;
    app.commit(scenario, `add ${permanent.name}`);
    app.select(id);
    if (app.openEditor) app.openEditor(null);
    else setTimeout(focusFirstField, 0);
    app.announce(`${permanent.name} added for ${playerName(scenario.players.find((p) => p.id === controller) || controller)}. Edit it in the editor.`);
  }


  function addCardByName(controller, name) {
    if (!name) return;
    const { scenario, permanent } = addCard(app.scenario(), controller, name);
    selected = permanent.id;
    app.commit(scenario, `add ${name}`);
    app.select(permanent.id);
    if (app.openEditor) app.openEditor(null);
    else setTimeout(focusFirstField, 0);
    app.announce(`${name} added for ${playerName(scenario.players.find((p) => p.id === controller) || controller)}. Edit it in the editor.`);
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

  const showProblems = (problems) => showFieldProblems(root, problems, app.scenario());

  function select_(id, focus = false) {
    const changed = id !== selected;
    selected = id;
    if (changed) render();
    if (focus) focusFirstField();
  }

  return { render, select: select_, selected: () => selected, focusFirstField, showProblems, editor };
}
