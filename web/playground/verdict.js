// What the page says of the engine's answers, as text (never HTML): the verdict on the board (its
// problems, or the preview of the combat), the refusal of the last declaration, the banner (a link
// or a file that could not be opened), and the answers the combat panel's divisions show.

import { el, ruleText } from "../core/log.js";
import { els, switchNotice } from "./elements.js";
import { answered, app, currentOptions, names, previewDeaths, rulesetInfo } from "./state.js";
import { problemWords } from "./problem-words.js";

export function showBanner(text) {
  els.bannerText.textContent = text;
  els.banner.hidden = false;
}

export function renderVerdict() {
  const box = els.verdict;
  const nodes = [];
  box.className = "verdict-box";
  if (app.engineError) {
    box.classList.add("bad");
    nodes.push(el("p", null, "The engine could not load, so the board cannot be checked or resolved."));
  } else if (!answered()) {
    box.classList.add("waiting");
    nodes.push(el("p", null, "The engine is loading: set up the board meanwhile; it is checked as soon as Python is ready."));
  } else if (app.problems === null) {
    box.classList.add("waiting");
    nodes.push(el("p", null, "Checking the board with the engine…"));
  } else if (app.problems.length) {
    box.classList.add("bad");
    nodes.push(el("p", "verdict-title", `The engine refuses this board (${app.problems.length} problem${app.problems.length === 1 ? "" : "s"}):`));
    const list = el("ul", "problems");
    for (const problem of app.problems) {
      const item = el("li", "problem");
      // In words (the widget's): the field a problem is about is named, never shown as its `$.`-path.
      item.append(el("span", "problem-text", problemWords(problem, app.scenario)));
      if (problem.rule) item.append(el("span", "rule", ruleText(problem.rule)));
      if (problem.path) item.dataset.path = problem.path;
      list.append(item);
    }
    nodes.push(list);
  } else {
    box.classList.add("good");
    const nameOf = names();
    const deaths = [...previewDeaths()].map(nameOf);
    nodes.push(el("p", "verdict-title", "✓ The engine accepts this board."));
    if (app.preview && app.preview.ok) {
      const parts = [];
      if (deaths.length) parts.push(`${listText(deaths)} would leave the battlefield`);
      // The life each player starts the combat from: the engine's (its starting life where the board gives none).
      const startLife = (currentOptions() && currentOptions().game && currentOptions().game.life) || {};
      for (const [id, p] of Object.entries(app.preview.final.players || {})) {
        const start = (app.scenario.players.find((x) => x.id === id) || {});
        if (p.life !== undefined && p.life !== (start.life ?? startLife[id])) parts.push(`${nameOf(id)} would go to ${p.life} life`);
        if (p.poison && p.poison !== (start.poison ?? 0)) parts.push(`${nameOf(id)} would have ${p.poison} poison`);
        if (p.points !== undefined && p.points !== (start.points ?? 0)) parts.push(`${nameOf(id)} would have ${p.points} point${p.points === 1 ? "" : "s"}`);
        if (p.lost) parts.push(`${nameOf(id)} would lose the game`);
      }
      nodes.push(el("p", "preview-note", parts.length ? `If resolved now: ${parts.join("; ")}.` : "If resolved now: nothing dies and no life changes."));
    }
  }
  // A division the last edit made stale and dropped (panels.js): said under what the engine now says.
  if (app.divisionNote && app.divisionNote.seq === app.seq) nodes.splice(1, 0, el("p", "division-note", app.divisionNote.text));
  box.replaceChildren(...nodes);
  switchNotice.verdict(verdictSummary()); // the ruleset switch's notice says what the engine now says
}

/** The verdict in one sentence, for the ruleset switch's notice: {ok, text}, or null while the engine checks. */
function verdictSummary() {
  if (app.engineError) return { ok: false, text: "The engine could not load, so it has not checked the board." };
  if (!app.engineReady || app.problems === null) return null;
  if (!app.problems.length) return { ok: true, text: "The engine accepts the board as it is now." };
  const [first] = app.problems;
  const more = app.problems.length - 1;
  const rule = first.rule ? ` (${ruleText(first.rule)})` : "";
  return {
    ok: false,
    text: `The engine refuses the board as it is now: ${problemWords(first, app.scenario).replace(/\.$/, "")}${rule}.`
      + (more ? ` ${more} more problem${more === 1 ? "" : "s"} beside the board.` : ""),
  };
}

function listText(items) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function renderRefusal() {
  if (!app.refusal) {
    els.refusal.hidden = true;
    els.refusal.replaceChildren();
    return;
  }
  const { problem, what } = app.refusal;
  els.refusal.hidden = false;
  const nodes = [el("p", "refusal-title", `Refused: ${what}`)];
  const line = el("p", "refusal-reason");
  line.append(el("span", null, problemWords(problem, app.scenario)));
  if (problem.rule) line.append(el("span", "rule", ruleText(problem.rule)));
  nodes.push(line);
  els.refusal.replaceChildren(...nodes);
}

/** What the combat panel (combat.js) shows of the board: its declarations, and the engine's answers about its divisions. */
export function combatAnswers() {
  return {
    scenario: app.scenario,
    info: rulesetInfo(),
    nameOf: names(),
    preview: app.preview,
    options: currentOptions(),
    problems: answered() ? app.problems : null,
  };
}
