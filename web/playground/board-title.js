// The board's title and description (the scenario's `title` and `description`, metadata the engine
// ignores: docs/scenario-format.md), edited in the set-up's "Board" fields, and shown wherever the page
// names the board: the Example select (an edited or scratch board is "This board: …" there, not the
// example it started from), "About this board", the export's file name and the Embed box's heading
// (the snippets' iframe title comes from the same field). And "New board": an empty board with the
// ruleset, variant and players on screen (their names too), as one undoable edit.

import { el } from "../core/log.js";
import { field, textInput } from "./form-fields.js";

/** The board's title, or "" when it has none. */
export function boardTitle(scenario) {
  return scenario && typeof scenario.title === "string" ? scenario.title.trim() : "";
}

// A board's title and description after a ruleset switch: an example's words were written for its own
// ruleset ("Vastwood Gorger, 2020 rules", "under the damage assignment order"), so a board moved to another
// is not that example any more, and says so: "… (now under mtg)", its description led by "Written for
// mtg-2020; now under mtg." Moved back to the ruleset they were written for, they are as written again.
const NOW_UNDER = / \(now under [^()]+\)$/;
const WRITTEN_FOR = /^Written for (\S+); now under \S+\.\s*/;

/** The scenario `converted` (the engine's conversion of `before` to `converted.ruleset`) titled and described truly. */
export function movedBoard(before, converted) {
  const next = { ...converted };
  const to = converted.ruleset;
  const description = typeof before.description === "string" ? before.description : "";
  const written = (description.match(WRITTEN_FOR) || [])[1] || before.ruleset;
  const back = written === to;
  if (typeof before.title === "string" && before.title.trim()) {
    const base = before.title.replace(NOW_UNDER, "");
    next.title = back ? base : `${base} (now under ${to})`;
  }
  if (description.trim()) {
    const base = description.replace(WRITTEN_FOR, "");
    next.description = back ? base : `Written for ${written}; now under ${to}. ${base}`;
  }
  return next;
}

/** An empty board: the same ruleset, variant, attack option and players (ids, names, teams); no permanents, no declarations. */
export function newBoard(scenario) {
  const board = { format: scenario.format ?? 1, ruleset: scenario.ruleset, title: "New board" };
  if (scenario.variant) board.variant = scenario.variant;
  if (scenario.attack_option) board.attack_option = scenario.attack_option;
  board.players = scenario.players.map((p) => {
    const player = { id: p.id };
    if (typeof p.name === "string" && p.name.trim()) player.name = p.name;
    if (p.team !== undefined) player.team = p.team;
    return player;
  });
  board.active_player = scenario.players.some((p) => p.id === scenario.active_player) ? scenario.active_player : board.players[0].id;
  board.permanents = [];
  return board;
}

/**
 * createBoardTitle({host, select, about, embedHeading, scenario(), examples(), example(), commit(next, label), onNew()}) -> render():
 * draws the "Board" fields into host once and, on every render, the title wherever it shows.
 */
export function createBoardTitle({ host, select, about, embedHeading, scenario, examples, example, commit, onNew }) {
  const set = el("fieldset", "board-fieldset");
  set.append(el("legend", null, "Board"));
  const title = textInput("title", "");
  title.placeholder = "Untitled board";
  const description = el("textarea");
  description.name = "description";
  description.rows = 2;
  description.placeholder = "What this board shows (optional)";
  const row = el("div", "field-row");
  row.append(field("Title", title).wrap, field("Description", description, "shown under About this board and in the export").wrap);
  set.append(row);
  const fresh = el("button", "new-board", "New board");
  fresh.type = "button";
  fresh.id = "new-board";
  fresh.title = "An empty board with this ruleset and these players";
  fresh.addEventListener("click", onNew);
  set.append(fresh);
  host.replaceChildren(set);

  const edit = (key, input) => {
    const next = structuredClone(scenario());
    const value = input.value.trim();
    if ((next[key] ?? "") === value) return;
    if (value) next[key] = value;
    else delete next[key];
    commit(next, key === "title" ? "rename the board" : "describe the board");
  };
  title.addEventListener("change", () => edit("title", title));
  description.addEventListener("change", () => edit("description", description));

  // The select's first option names this board when it is not an example as the example list has it.
  const current = select.querySelector('option[value=""]') || select.options[0];

  return function render() {
    const s = scenario();
    for (const [input, key] of [[title, "title"], [description, "description"]]) {
      const value = typeof s[key] === "string" ? s[key] : "";
      if (document.activeElement !== input && input.value !== value) input.value = value;
      input.defaultValue = value;
    }
    const name = boardTitle(s);
    // A board under an example's own title (loaded from it, or undone back to it): the select names that example.
    const from = [examples().find((e) => e.file === example()), ...examples()].find((e) => e && e.title === name);
    const asListed = Boolean(from);
    const option = select.querySelector('option[value=""]') || current;
    if (option) option.textContent = asListed || !name ? "Choose an example…" : `This board: ${name}`;
    if (asListed) select.value = from.file;
    else if (name) select.value = "";
    about.textContent = name ? `About “${name}”` : "About this board";
    about.title = name; // cut short on a phone: the whole title on hover
    embedHeading.textContent = name ? `Put “${name}” on another page` : "Put this board on another page";
  };
}
