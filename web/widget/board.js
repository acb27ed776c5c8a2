// The widget's board and its views (view, step and compare modes), drawn as plain DOM (text only, never
// HTML): the board state the engine's events leave (view.js's interpreter), the board, the refusal, the
// event log, step mode and compare mode. The element (element.js) calls these with its parts.

import { applyEvent as applyToDisplay, applyFinal as finalToDisplay, initialDisplay, shownMight } from "../core/view.js";
import { describeEvent, describeOutcome, keywordWords, namer, plainMessage, statLine, stepTitle } from "../core/widget-text.js";
import { el, isObject, list } from "./dom.js";
import { zoneWords } from "../core/words.js";

/** Most rows one step lists in the log (a board can make thousands of events; the page stays quick). */
const MAX_LOG_ROWS = 500;

/** Append a step's events to a log list, at most MAX_LOG_ROWS of them; returns the next event index. */
function listEvents(into, events, item, index) {
  events.slice(0, MAX_LOG_ROWS).forEach((event, i) => into.append(item(event, index + i)));
  if (events.length > MAX_LOG_ROWS) {
    into.append(el("li", "ev more", `… and ${(events.length - MAX_LOG_ROWS).toLocaleString("en")} more events ` +
      "in this step (the playground lists them all)."));
  }
  return index + events.length;
}

// ------------------------------------------------------------------ board state

/**
 * One of compare's differences in words. A refusal under one ruleset is said as the refusal itself, its
 * `$.`-paths in words and its rule (the engine's summary quotes its message and code as they are:
 * "refused under mtg-2020 (not-in-ruleset): $.permanents[0].keywords[0]: …"); the rest are the engine's summary.
 */
function differenceWords(d, scenario) {
  if (!isObject(d)) return String(d);
  if (d.kind === "refused" && isObject(d.error)) {
    const rule = d.error.rule ? ` (rule ${d.error.rule})` : "";
    return `Refused under ${d.ruleset}${rule}: ${plainMessage(d.error.message, scenario)}`;
  }
  return d.summary ? d.summary : JSON.stringify(d);
}

/** The board as plain data: players and permanents as the scenario sets them. */
export function startState(scenario) {
  const players = new Map();
  const all = list(scenario.players).filter(isObject);
  // Starting life and poison as view.js's display gives them (a Two-Headed Giant team's shared total, Commander's).
  const display = initialDisplay(scenario);
  const startLife = (p) => p.life ?? (display.players[p.id] || {}).life;
  for (const p of all) {
    const poison = Number(p.poison ?? (display.players[p.id] || {}).poison) || 0;
    players.set(String(p.id), {
      id: String(p.id),
      life: p.points === undefined ? startLife(p) : p.life,
      poison,
      points: p.points,
      lost: false,
      team: p.team,
      commander: { ...(isObject(p.commander_damage) ? p.commander_damage : {}) },
      start: { life: startLife(p), poison, points: p.points, commander: { ...(isObject(p.commander_damage) ? p.commander_damage : {}) } },
    });
  }
  const cards = new Map();
  for (const p of list(scenario.permanents).filter(isObject)) {
    if (p.id === undefined) continue;
    cards.set(String(p.id), {
      id: String(p.id),
      name: typeof p.name === "string" && p.name.trim() ? p.name : String(p.id),
      controller: String(p.controller),
      stat: statLine(p),
      power: p.power,
      toughness: p.toughness,
      might: p.might,
      loyalty: p.loyalty,
      defense: p.defense,
      damage: Number(p.damage) || 0,
      keywords: keywordWords(p),
      tapped: Boolean(p.tapped),
      zone: p.zone === "hand" ? "hand" : "battlefield",
    });
  }
  // What the events change is view.js's display state (the one interpreter of events, shared with the
  // playground and play mode); the widget's players and cards are drawn from it (project, below).
  return { players, cards, flash: new Set(), display };
}


/** The drawn players and cards from the display state (numbers, zones and tapping as the events left them). */
function project(state) {
  for (const [id, c] of state.cards) {
    const d = state.display.perms[id];
    if (!d) continue;
    c.zone = d.zone;
    c.damage = Number(d.damage) || 0;
    c.tapped = Boolean(d.tapped);
    if (d.controller !== undefined) c.controller = String(d.controller); // undying, persist: back to its owner
    for (const key of ["power", "toughness", "loyalty", "defense"]) if (d[key] !== undefined) c[key] = d[key];
    if (shownMight(d) !== undefined) c.might = shownMight(d); // in the showdown, its Might there
    restat(c);
  }
  for (const [id, p] of state.players) {
    const d = state.display.players[id];
    if (!d) continue;
    if (p.life !== undefined) p.life = d.life;
    p.poison = Number(d.poison) || 0;
    if (p.points !== undefined || d.points) p.points = d.points;
    p.lost = Boolean(d.lost);
    p.commander = { ...(d.commander_damage || {}) };
  }
}

function restat(card) {
  if (card.might !== undefined) card.stat = `Might ${card.might}`;
  else if (card.power !== undefined || card.toughness !== undefined) card.stat = `${card.power}/${card.toughness}`;
  else if (card.loyalty !== undefined) card.stat = `loyalty ${card.loyalty}`;
  else if (card.defense !== undefined) card.stat = `defense ${card.defense}`;
}

/** Applies one engine event to the drawn board (view.js's interpreter; the numbers are the engine's). */
export function applyEvent(state, event) {
  if (!isObject(event)) return;
  for (const key of ["id", "source", "target", "player"]) {
    if (event[key] !== undefined) state.flash.add(String(event[key]));
  }
  applyToDisplay(state.display, event);
  project(state);
}

/** The board after combat: the engine's `final`, exactly. */
export function applyFinal(state, final) {
  if (!isObject(final)) return;
  finalToDisplay(state.display, final);
  project(state);
}

/** Who attacks and blocks: the scenario's declarations, or the engine's (rulesets that decide them). */
export function declarations(scenario, result) {
  let attackers = list(scenario.attackers).filter(isObject).map((a) => ({ id: String(a.id), target: a.target }));
  let blockers = list(scenario.blockers).filter(isObject).map((b) => ({ id: String(b.id), blocks: list(b.blocks).map(String) }));
  if (!attackers.length && isObject(result)) {
    const events = list(result.before_damage).flatMap((step) => list(step && step.events));
    attackers = events.filter((e) => e && e.type === "attacks").map((e) => ({ id: String(e.id), target: e.target }));
    blockers = events.filter((e) => e && e.type === "blocks").map((e) => ({ id: String(e.id), blocks: list(e.attackers).map(String) }));
  }
  return { attackers, blockers };
}

/** Every event of a resolve answer, in order, each with the title of its step. */
export function flatEvents(result) {
  const out = [];
  for (const step of [...list(result.before_damage), ...list(result.steps)]) {
    if (!isObject(step)) continue;
    for (const event of list(step.events)) out.push({ step: step.name, event });
  }
  return out;
}

// ------------------------------------------------------------------ the board

/** Draws the board: players' bars, the lanes of attackers and blockers, the other permanents. */
export function drawBoard(board, scenario, state, declared) {
  board.hidden = false;
  const active = scenario.active_player !== undefined ? String(scenario.active_player) : null;
  const playerIds = [...state.players.keys()];
  const attackerSide = active ?? playerIds[0];
  const defenderSide = playerIds.find((id) => id !== attackerSide) ?? playerIds[1];
  // Three or more players: every other player's bar and creatures, in seating order from the attacker's left.
  const at = playerIds.indexOf(attackerSide);
  const defenders = at < 0 ? playerIds.filter((id) => id !== attackerSide)
    : [...playerIds.slice(at + 1), ...playerIds.slice(0, at)];
  const inCombat = new Set();
  const lanes = el("ul", "lanes");
  const blockedBy = new Map();
  for (const b of declared.blockers) {
    for (const a of b.blocks) {
      if (!blockedBy.has(a)) blockedBy.set(a, []);
      blockedBy.get(a).push(b.id);
    }
  }
  const name = namer(scenario);
  for (const attacker of declared.attackers) {
    const lane = el("li", "lane");
    const top = el("ul", "row");
    for (const id of blockedBy.get(attacker.id) || []) {
      const card = state.cards.get(id);
      if (card) top.append(cardItem(card, state, "blocking"));
      inCombat.add(id);
    }
    if (top.children.length) {
      lane.append(top, el("span", "link blocks", "blocks ▼"));
    }
    const attackerCard = state.cards.get(attacker.id);
    if (attackerCard) {
      const row = el("ul", "row");
      row.append(cardItem(attackerCard, state, "attacking"));
      lane.append(row);
    }
    inCombat.add(attacker.id);
    lane.append(el("span", "link attacks", `attacks ${name(attacker.target)}`));
    lanes.append(lane);
  }
  const sideRow = (owner) => {
    const row = el("ul", "row");
    for (const card of state.cards.values()) {
      if (card.controller === owner && !inCombat.has(card.id)) row.append(cardItem(card, state, ""));
    }
    return row;
  };
  const others = [...state.cards.values()].filter(
    (c) => !inCombat.has(c.id) && c.controller !== attackerSide && !defenders.includes(c.controller),
  );
  const otherRow = el("ul", "row");
  for (const card of others) otherRow.append(cardItem(card, state, ""));
  const nodes = [];
  const attackerTeam = state.players.get(attackerSide) && state.players.get(attackerSide).team;
  for (const id of defenders) {
    const p = state.players.get(id);
    const role = active === null ? "" : p && attackerTeam !== undefined && p.team === attackerTeam ? "attacking" : "defending";
    nodes.push(playerBar(p, role, scenario), sideRow(id));
  }
  if (defenderSide === undefined) nodes.length = 0;
  if (lanes.children.length) nodes.push(lanes);
  nodes.push(otherRow);
  if (attackerSide !== undefined) nodes.push(sideRow(attackerSide), playerBar(state.players.get(attackerSide), active === null ? "" : "attacking", scenario));
  board.replaceChildren(...nodes.filter(Boolean));
}

function playerBar(player, role, scenario) {
  if (!player) return null;
  const bar = el("div", "player");
  if (player.lost) bar.classList.add("lost");
  const name = namer(scenario); // the one naming rule (words.js): "Bob" on the bar as in the log
  bar.append(el("span", "who", name(player.id)));
  if (role) bar.append(el("span", "role", role));
  const stats = [];
  if (player.points !== undefined) stats.push([`${player.points} points`, player.points !== player.start.points]);
  else stats.push([`${player.life} life`, Number(player.life) !== Number(player.start.life)]);
  if (Number(player.poison) > 0) stats.push([`${player.poison} poison`, player.poison !== player.start.poison]);
  if (player.team !== undefined) stats.push([`team ${player.team}`, false]);
  for (const [commander, taken] of Object.entries(player.commander || {})) {
    stats.push([`${taken} commander damage from ${name(commander)}`, taken !== (player.start.commander || {})[commander]]);
  }
  if (player.lost) stats.push(["lost the game", true]);
  for (const [text, changed] of stats) bar.append(el("span", changed ? "stat changed" : "stat", text));
  if (player.flash) bar.classList.add("flash");
  return bar;
}

function cardItem(card, state, role) {
  const item = el("li", "card");
  if (role) item.classList.add(role);
  if (card.tapped) item.classList.add("tapped");
  if (card.zone !== "battlefield") item.classList.add("gone");
  if (state.flash.has(card.id)) item.classList.add("flash");
  item.dataset.id = card.id;
  item.append(el("span", "name", card.name));
  const keywords = el("span", "kw");
  for (const keyword of card.keywords) keywords.append(el("span", null, keyword));
  item.append(keywords);
  const status = card.zone !== "battlefield" ? zoneWords(card.zone) : card.damage > 0 ? `${card.damage} damage` : "";
  item.append(el("span", "dmg", status));
  if (card.stat) item.append(el("span", "stat", card.stat));
  const label = [card.name, card.stat, card.keywords.join(", "), status, card.tapped ? "tapped" : ""].filter(Boolean);
  item.title = label.join(" · ");
  item.setAttribute("aria-label", label.join(", "));
  return item;
}

// ------------------------------------------------------------------ result and log

/** The engine's refusal in words: its rule and its message, the fields it names said in words (never a
 * `$.`-path or a code: the code stays on the box's data-code for scripts). */
export function refusal(error, scenario = null) {
  const e = isObject(error) ? error : {};
  const box = el("div", "refusal");
  box.setAttribute("role", "alert");
  if (e.code) box.dataset.code = String(e.code);
  box.append(el("strong", null, `Refused${e.rule ? ` (rule ${e.rule})` : ""}: `));
  box.append(document.createTextNode(e.message ? plainMessage(e.message, scenario) : "the engine refused this board"));
  return box;
}

/** The event log: declarations folded away, then every damage step, each event with its rule. */
export function log(answer, scenario, { current = null, fold = true } = {}) {
  const name = namer(scenario);
  const wrap = el("div");
  const item = (event, index) => {
    const li = el("li", "ev");
    li.dataset.index = String(index);
    if (current !== null) {
      if (index === current) {
        li.classList.add("current");
        li.setAttribute("aria-current", "step");
      }
      else if (index > current) li.classList.add("future");
    }
    li.append(el("span", "text", describeEvent(event, name)));
    const rule = el("span", event && event.rule ? "rule" : "rule none", event && event.rule ? event.rule : "—");
    rule.title = event && event.rule ? `rule ${event.rule}` : "the engine names no rule for this event";
    li.append(rule);
    return li;
  };
  let index = 0;
  const before = list(answer.before_damage).filter(isObject);
  const beforeCount = before.reduce((n, s) => n + list(s.events).length, 0);
  const list1 = el("ol", "log");
  for (const step of before) {
    if (!list(step.events).length) continue;
    list1.append(el("li", "step", stepTitle(step.name, name)));
    index = listEvents(list1, list(step.events), item, index);
  }
  // Attacks and blocks alone are folded away; actions taken after blocks stay in view.
  const plain = new Set(["attacks", "blocks", "blocked", "unblocked"]);
  const onlyDeclarations = before.every((s) => list(s.events).every((e) => isObject(e) && plain.has(e.type)));
  if (beforeCount) {
    if (fold && onlyDeclarations) {
      const details = el("details", "declared");
      details.append(el("summary", null, `Attacks and blocks (${beforeCount} events)`));
      details.append(list1);
      wrap.append(details);
    } else {
      wrap.append(list1);
    }
  }
  const list2 = el("ol", "log");
  for (const step of list(answer.steps).filter(isObject)) {
    list2.append(el("li", "step", stepTitle(step.name, name)));
    const events = list(step.events);
    if (!events.length) list2.append(el("li", "ev", "No events."));
    index = listEvents(list2, events, item, index);
  }
  if (!list(answer.steps).length) list2.append(el("li", "ev", "No combat damage step happened."));
  wrap.append(list2);
  return wrap;
}

// ------------------------------------------------------------------ step mode

/**
 * Step mode: the board after `asked` events (clamped to the combat), the controls to move, the event's words and
 * the log. draw(state, declared) draws the board; go(to) shows another position; scroll: keep the current event
 * in view (a fixed height). Returns the position shown.
 */
export function showStep(parts, { answer, scenario, position: asked, draw, go, scroll }) {
  const events = flatEvents(answer);
  const total = events.length;
  const position = Math.max(0, Math.min(total, asked));
  const state = startState(scenario);
  for (let i = 0; i < position; i++) {
    state.flash.clear();
    applyEvent(state, events[i].event);
  }
  if (position === total) {
    state.flash.clear();
    applyFinal(state, answer.final);
  }
  for (const id of state.flash) {
    const p = state.players.get(id);
    if (p) p.flash = true;
  }
  draw(state, declarations(scenario, answer));

  const controls = el("div", "controls");
  const button = (label, text, to, primary = false) => {
    const b = el("button", primary ? "primary" : null, text);
    b.type = "button";
    b.setAttribute("aria-label", label);
    b.disabled = to < 0 || to > total || to === position;
    b.addEventListener("click", () => {
      go(to);
      const again = parts.result.querySelector(`button[aria-label="${label}"]`);
      if (again && !again.disabled) again.focus();
    });
    return b;
  };
  controls.append(
    button("Back to the start", "« Start", 0),
    button("Back to the previous event", "‹ Back", position - 1),
    button("Next event", "Next ›", position + 1, true),
    button("Jump to the end", "End »", total),
  );
  const where =
    position === 0
      ? `Before combat · ${total} events`
      : `Event ${position} of ${total} · ${stepTitle(events[position - 1].step, namer(scenario))}`;
  controls.append(el("span", "position", where));
  const nodes = [controls];
  if (position > 0) {
    const now = events[position - 1].event;
    const line = el("p", "outcome", describeEvent(now, namer(scenario)));
    if (now && now.rule) line.append(el("span", "badge", `rule ${now.rule}`));
    nodes.push(line);
    // Screen readers hear this step only (the status line is the live region), not the whole log again.
    parts.status.textContent = `${where}: ${describeEvent(now, namer(scenario)).replace(/\.$/, "")}${now && now.rule ? ` (rule ${now.rule})` : ""}.`;
  } else {
    nodes.push(el("p", "note", "Step through the combat: each event, with the rule that makes it happen."));
  }
  if (position === total) nodes.push(el("p", "outcome", describeOutcome(answer, scenario)));
  nodes.push(log(answer, scenario, { current: position - 1, fold: false }));
  parts.result.replaceChildren(...nodes);
  const current = parts.result.querySelector(".ev.current");
  if (current && scroll) current.scrollIntoView({ block: "nearest" });
  return position;
}

// ------------------------------------------------------------------ compare

/** Compare: a column per ruleset, each with its outcome and log, then what differs (the engine's differences). */
export function showCompare(parts, answer, scenario, { setStatus, draw }) {
  parts.fallback.hidden = true;
  parts.words.open = false;
  if (!isObject(answer) || answer.ok === false) {
    parts.result.replaceChildren(refusal(isObject(answer) ? answer.error : null, scenario));
    setStatus("The engine refused this board.", "refused");
    return;
  }
  const results = isObject(answer.results) ? answer.results : {};
  const resolved = list(answer.rulesets).filter((id) => isObject(results[id]) && results[id].ok);
  const refused = list(answer.rulesets).filter((id) => isObject(results[id]) && results[id].ok === false);
  setStatus(`${resolved.length ? `Resolved by the rules engine under ${resolved.join(", ")}` : "No ruleset resolves this board"}`
    + `${refused.length ? `; refused under ${refused.join(", ")}` : ""}.`, "ready");
  const first = Object.values(isObject(answer.results) ? answer.results : {}).find((r) => isObject(r) && r.ok);
  draw(startState(scenario), declarations(scenario, first || null));
  const columns = el("div", "columns");
  for (const [ruleset, result] of Object.entries(isObject(answer.results) ? answer.results : {})) {
    const column = el("section", "column");
    column.dataset.ruleset = ruleset;
    column.append(el("h4", null, ruleset));
    const outcome = el("p", "outcome", describeOutcome(result, scenario));
    if (!isObject(result) || result.ok === false) outcome.classList.add("refused");
    column.append(outcome);
    for (const note of list(answer.adapted && answer.adapted[ruleset])) column.append(el("p", "note", `Adapted: ${note}`));
    if (isObject(result) && result.ok !== false) column.append(log(result, scenario));
    columns.append(column);
  }
  const nodes = [columns];
  for (const [ruleset, error] of Object.entries(isObject(answer.skipped) ? answer.skipped : {})) {
    nodes.push(el("p", "note", `${ruleset}: not compared (${(error && error.message && plainMessage(error.message, scenario)) || "does not fit this board"}).`));
  }
  const differences = list(answer.differences);
  if (differences.length) {
    const title = el("p", "outcome", "What differs");
    const ul = el("ul", "differences");
    for (const d of differences) ul.append(el("li", null, differenceWords(d, scenario)));
    nodes.push(title, ul);
  } else if (Object.keys(answer.results || {}).length > 1) {
    nodes.push(el("p", "note", "Every ruleset gives the same outcome."));
  }
  parts.result.replaceChildren(...nodes);
}
