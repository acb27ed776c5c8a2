// The compare view: the same board under each ruleset that fits it, side by
// side (one column per ruleset), with the engine's `differences` highlighted
// and its adaptations and skipped rulesets listed.

import { el, ruleText } from "../core/log.js";
import { zoneWords } from "../core/words.js";
import { problemWords } from "./problem-words.js";

function show(value) {
  if (value === undefined || value === null) return "—";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "object") {
    const parts = Object.entries(value).map(([k, v]) => `${k} ×${v}`);
    return parts.length ? parts.join(", ") : "none";
  }
  return String(value);
}

function permanentText(state) {
  if (!state) return "—";
  if (state.zone !== "battlefield") return zoneWords(state.zone); // "graveyard", "left the game" (not an id)
  const parts = ["survives"];
  if (state.damage) parts.push(`${state.damage} damage`);
  if (state.loyalty !== undefined) parts.push(`loyalty ${state.loyalty}`);
  if (state.defense !== undefined) parts.push(`defense ${state.defense}`);
  return parts.join(", ");
}

/**
 * A ruleset's refusal or reason for skipping, as a list item: the ruleset, the engine's message in words (its
 * `$.`-paths said as what they are about, problem-words.js) and its rule as a rule chip (one that explains
 * itself, core/rule-notes.js, in that ruleset: data-ruleset). The path and code stay on the item's data.
 */
function refusalItem(id, error, scenario) {
  const e = error && typeof error === "object" ? error : {};
  const item = el("li", null, `${id}: ${problemWords(e, scenario).replace(/\.$/, "")}`);
  item.dataset.ruleset = id;
  if (e.code) item.dataset.code = String(e.code);
  if (e.path) item.dataset.path = String(e.path);
  if (e.rule) item.append(" (", el("span", "rule", ruleText(e.rule)), ")");
  return item;
}

/** Render a compare answer into `root`. */
export function renderCompare(root, answer, scenario, nameOf) {
  const nodes = [];
  if (!answer || answer.ok === false) {
    const box = el("div", "error-box");
    box.setAttribute("role", "alert");
    const error = (answer && answer.error) || {};
    // In words with the rule (problem-words.js); the code stays on the box for scripts, never as its text.
    if (error.code) box.dataset.code = String(error.code);
    box.append(el("p", "error-title", "The engine could not compare this board"));
    const message = el("p", "error-message", (error.message || error.code) ? problemWords(error, scenario) : "it gave no answer.");
    if (error.rule) message.append(" ", el("span", "rule", ruleText(error.rule)));
    box.append(message);
    nodes.push(box);
    root.replaceChildren(...nodes);
    return;
  }
  const rulesets = Object.keys(answer.results || {});
  const differences = answer.differences || [];
  const diffKeys = new Map();
  for (const diff of differences) diffKeys.set(`${diff.kind}:${diff.id}:${diff.field}`, diff);

  const summary = el("div", "compare-summary");
  if (differences.length) {
    summary.append(el("h3", null, `${differences.length} difference${differences.length === 1 ? "" : "s"}`));
    const list = el("ul", "diff-list");
    for (const diff of differences) list.append(el("li", "diff-item", diff.summary || `${diff.id} ${diff.field}`));
    summary.append(list);
  } else {
    summary.append(el("h3", null, "No difference"));
    summary.append(el("p", "note", `The board ends the same way under ${rulesets.join(", ")}.`));
  }
  nodes.push(summary);

  const wrap = el("div", "compare-table-wrap");
  wrap.tabIndex = 0;
  wrap.setAttribute("role", "region");
  wrap.setAttribute("aria-label", "Outcome under each ruleset");
  const table = el("table", "compare-table");
  const head = el("thead");
  const headRow = el("tr");
  headRow.append(el("td", "corner")); // no header of its own: the row headers below name themselves
  for (const id of rulesets) {
    const th = el("th", null, id);
    th.scope = "col";
    const result = answer.results[id];
    if (result && result.ok) {
      const deaths = Object.values(result.final.permanents || {}).filter((p) => p.zone !== "battlefield").length;
      th.append(el("small", null, `${deaths} ${deaths === 1 ? "leaves" : "leave"} the battlefield${result.final.winner ? ` · ${nameOf(result.final.winner)} wins` : ""}`));
    } else if (result) th.append(el("small", "refused", "refused"));
    headRow.append(th);
  }
  head.append(headRow);
  table.append(head);
  const body = el("tbody");
  // A ruleset that refuses the board has one cell down its whole column saying so (set below to span
  // every row), so on a phone the column keeps a readable width and its text wraps as words.
  const refusedCells = new Map();
  const resultCell = (row, id, text) => {
    const result = answer.results[id];
    if (result && result.ok) {
      row.append(el("td", null, text));
      return null;
    }
    if (refusedCells.has(id)) return null;
    const error = (result && result.error) || {};
    const td = el("td", "refused-cell", `Refused${error.rule ? ` (${ruleText(error.rule)})` : ""}: the reason is under Refused below.`);
    refusedCells.set(id, td);
    row.append(td);
    return td;
  };
  const addRow = (label, keys, cell) => {
    const row = el("tr");
    const th = el("th", null, label);
    th.scope = "row";
    row.append(th);
    const differs = keys.some((k) => diffKeys.has(k));
    if (differs) row.classList.add("diff");
    for (const id of rulesets) {
      const result = answer.results[id];
      if (!(result && result.ok)) {
        resultCell(row, id, "");
        continue;
      }
      const td = el("td", null, cell(result.final));
      if (differs) td.append(el("span", "visually-hidden", " (differs)"));
      row.append(td);
    }
    body.append(row);
  };
  const anyResult = rulesets.map((id) => answer.results[id]).find((r) => r && r.ok);
  const scores = anyResult && Object.values(anyResult.final.players || {}).some((p) => "points" in p);
  // A player's totals (points, life, poison, lost) get a row only where the rulesets differ on them:
  // the table lists the totals that differ, each player by name.
  const differsOn = (id, field) => differences.some((d) => d.kind === "player" && d.id === id && d.field === field);
  for (const player of scenario.players || []) {
    const fields = scores ? [["points", "points"]] : [["life", "life"], ["poison", "poison"], ["lost", "lost the game"]];
    for (const [field, label] of fields) {
      if (!differsOn(player.id, field)) continue;
      addRow(`${nameOf(player.id)}: ${label}`, [`player:${player.id}:${field}`], (f) => show((f.players[player.id] || {})[field]));
    }
  }
  for (const permanent of scenario.permanents || []) {
    const fields = ["zone", "damage", "loyalty", "defense"].map((f) => `permanent:${permanent.id}:${f}`);
    addRow(nameOf(permanent.id), fields, (f) => permanentText((f.permanents || {})[permanent.id]));
    for (const diff of differences) {
      if (diff.kind === "permanent" && diff.id === permanent.id && !["zone", "damage", "loyalty", "defense"].includes(diff.field)) {
        addRow(`${nameOf(permanent.id)}: ${diff.field}`, [`permanent:${permanent.id}:${diff.field}`], (f) => show(((f.permanents || {})[permanent.id] || {})[diff.field]));
      }
    }
  }
  for (const diff of differences) {
    // Refusals have their own list below; the game's winner and any other kind get a row here.
    if (diff.kind !== "player" && diff.kind !== "permanent" && diff.kind !== "refused") {
      const row = el("tr", "diff");
      const label = diff.kind === "game" ? `game: ${diff.field}` : `${diff.kind} ${diff.id ? `${nameOf(diff.id)}: ` : ""}${diff.field}`;
      const th = el("th", null, label);
      th.scope = "row";
      row.append(th);
      for (const id of rulesets) resultCell(row, id, show((diff.values || {})[id]));
      body.append(row);
    }
  }
  for (const td of refusedCells.values()) td.rowSpan = body.rows.length;
  table.append(body);
  wrap.append(table);
  nodes.push(wrap);

  const refused = rulesets.filter((id) => answer.results[id] && answer.results[id].ok === false);
  if (refused.length) {
    const box = el("div", "compare-notes");
    box.append(el("h3", null, "Refused"));
    const list = el("ul");
    for (const id of refused) list.append(refusalItem(id, answer.results[id].error, scenario));
    box.append(list);
    nodes.push(box);
  }
  const adapted = Object.entries(answer.adapted || {});
  if (adapted.length) {
    const box = el("div", "compare-notes");
    box.append(el("h3", null, "Adapted"));
    const list = el("ul");
    for (const [id, notes] of adapted) for (const note of notes) list.append(el("li", null, `${id}: ${note}`));
    box.append(list);
    nodes.push(box);
  }
  const skipped = Object.entries(answer.skipped || {});
  if (skipped.length) {
    const box = el("div", "compare-notes");
    box.append(el("h3", null, "Skipped"));
    const list = el("ul");
    for (const [id, error] of skipped) list.append(refusalItem(id, error, scenario));
    box.append(list);
    nodes.push(box);
  }
  root.replaceChildren(...nodes);
}
