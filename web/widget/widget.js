// <combat-lab>: a Combat Lab board for any page (wiki articles, blogs, docs).
//
//   <script type="module" src="widget.js"></script>
//   <combat-lab mode="step" ruleset="mtg" compare="mtg,mtg-2020" height="420">
//     <script type="application/json">{ "format": 1, ... }</script>      (or src="board.json")
//     <p>Fallback for readers without JavaScript: what happens, in words.</p>
//   </combat-lab>
//
// Attributes
//   src        URL of a scenario JSON file (http/https; same origin or CORS); wins over inline JSON
//   ruleset    resolve under this ruleset instead of the scenario's
//   mode       view (default): the board and the resolved result
//              step: the combat event by event, the board following along
//              play: choose blocks and damage divisions, resolve again, open in the playground
//   compare    comma-separated rulesets, resolved side by side (with the engine's differences);
//              takes the place of mode
//   height     fixed height (e.g. "420" or "30rem"); the result scrolls inside it
// Property
//   element.scenario   the scenario object (get a copy / set one, e.g. from embed.js)
//
// Every widget on a page shares one engine worker and one Python runtime
// (combatlab.js). The runtime is only loaded when the first widget comes near
// the viewport; until then, and if it cannot load, each widget shows its board
// drawn from the JSON and described in words, plus the author's fallback text.
// Scenario text is only ever set as text (textContent, attribute values), never
// parsed as HTML. The widget never decides a rule: every result, refusal and
// rule number comes from the engine.
//
// Served from another origin than the page (a Worker must be same-origin), the
// element shows the same board through the iframe embed (embed.html) instead.

import { CombatLab } from "../engine/combatlab.js";
import { whenVisible, forget } from "./visibility.js";
import { applyEvent as applyToDisplay, applyFinal as finalToDisplay, cloneDisplay, initialDisplay } from "../core/view.js";
import { MAX_ENCODED_LENGTH, ScenarioUrlError, hashFor, parseScenarioText } from "../core/share.js";
import {
  describeBoard,
  describeEvent,
  describeOutcome,
  keywordWords,
  namer,
  statLine,
  stepTitle,
} from "../core/widget-text.js";

const HERE = new URL("../", import.meta.url); // the site root (this module is in widget/)
const SAME_ORIGIN = HERE.origin === window.location.origin;
const MODES = ["view", "step", "play"];
const RULESET_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const MAX_COMPARE = 6;
const HEIGHT = /^\d{1,4}(?:\.\d+)?(?:px|em|rem|vh)?$/;

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const list = (value) => (Array.isArray(value) ? value : []);

/** Creates an element with a class and text (never HTML). */
function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

// ------------------------------------------------------------------ styles

const STYLE_URL = new URL("../widget.css", import.meta.url).href;

/** One constructed stylesheet shared by every widget (no inline <style>: the CSP forbids it). */
async function loadSheet() {
  if (!("adoptedStyleSheets" in Document.prototype) || typeof CSSStyleSheet.prototype.replaceSync !== "function") {
    return null;
  }
  try {
    const response = await fetch(STYLE_URL);
    if (!response.ok) return null;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(await response.text());
    return sheet;
  } catch {
    return null;
  }
}

const SHEET = await loadSheet();

function adoptStyles(root) {
  if (SHEET) {
    root.adoptedStyleSheets = [SHEET];
  } else {
    const link = el("link");
    link.rel = "stylesheet";
    link.href = STYLE_URL;
    root.append(link);
  }
}

// ------------------------------------------------------------------ loading a scenario

/** Reads a response body as text, refusing it past `limit` characters without reading it all. */
async function readLimited(response, limit) {
  const declared = Number(response.headers.get("content-length"));
  if (declared > limit * 4) throw tooLarge(declared);
  if (!response.body || typeof response.body.getReader !== "function") {
    const text = await response.text();
    if (text.length > limit) throw tooLarge(text.length);
    return text;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (text.length > limit) {
      reader.cancel().catch(() => {});
      throw tooLarge(text.length, true);
    }
  }
  return text + decoder.decode();
}

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

function tooLarge(size, atLeast = false) {
  return new ScenarioUrlError(
    `This scenario is too large (${atLeast ? "over " : ""}${size.toLocaleString("en")} characters; ` +
      `at most ${MAX_ENCODED_LENGTH.toLocaleString("en")}).`,
  );
}

/** Checks a scenario object the way share.js checks text: size, depth, permanents. Returns a copy. */
export function checkScenario(value) {
  let json;
  try {
    json = JSON.stringify(value);
  } catch {
    throw new ScenarioUrlError("This scenario cannot be read (it is not plain JSON data).");
  }
  if (typeof json !== "string") throw new ScenarioUrlError("A scenario is a JSON object.");
  return parseScenarioText(json);
}

// ------------------------------------------------------------------ board state

/** The board as plain data: players and permanents as the scenario sets them. */
function startState(scenario) {
  const players = new Map();
  const all = list(scenario.players).filter(isObject);
  // A Two-Headed Giant team shares life and poison (810.4): a teammate's given value, else 30; Commander: 40.
  const mate = (p, key) => all.find((q) => q !== p && q.team !== undefined && q.team === p.team && q[key] !== undefined);
  const startLife = (p) => p.life ?? (scenario.variant === "commander" ? 40
    : scenario.variant === "two-headed-giant" ? (mate(p, "life") || { life: 30 }).life : 20);
  for (const p of all) {
    const poison = Number(p.poison ?? (scenario.variant === "two-headed-giant" ? (mate(p, "poison") || {}).poison : 0)) || 0;
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
  return { players, cards, flash: new Set(), display: initialDisplay(scenario) };
}

function cloneState(state) {
  return {
    players: new Map([...state.players].map(([id, p]) => [id, { ...p }])),
    cards: new Map([...state.cards].map(([id, c]) => [id, { ...c }])),
    flash: new Set(),
    display: cloneDisplay(state.display),
  };
}

/** The drawn players and cards from the display state (numbers, zones and tapping as the events left them). */
function project(state) {
  for (const [id, c] of state.cards) {
    const d = state.display.perms[id];
    if (!d) continue;
    c.zone = d.zone;
    c.damage = Number(d.damage) || 0;
    c.tapped = Boolean(d.tapped);
    for (const key of ["power", "toughness", "might", "loyalty", "defense"]) if (d[key] !== undefined) c[key] = d[key];
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
function applyEvent(state, event) {
  if (!isObject(event)) return;
  for (const key of ["id", "source", "target", "player"]) {
    if (event[key] !== undefined) state.flash.add(String(event[key]));
  }
  applyToDisplay(state.display, event);
  project(state);
}

/** The board after combat: the engine's `final`, exactly. */
function applyFinal(state, final) {
  if (!isObject(final)) return;
  finalToDisplay(state.display, final);
  project(state);
}

/** Who attacks and blocks: the scenario's declarations, or the engine's (rulesets that decide them). */
function declarations(scenario, result) {
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
function flatEvents(result) {
  const out = [];
  for (const step of [...list(result.before_damage), ...list(result.steps)]) {
    if (!isObject(step)) continue;
    for (const event of list(step.events)) out.push({ step: step.name, event });
  }
  return out;
}

// ------------------------------------------------------------------ the element

class CombatLabElement extends HTMLElement {
  static observedAttributes = ["src", "ruleset", "mode", "compare", "height"];

  #root;
  #parts = null;
  #scenario = null; // the checked scenario (a private copy)
  #assigned = null; // a scenario set through the property
  #result = null; // the last answer shown
  #visible = false;
  #generation = 0;
  #unsubscribe = null;
  #position = 0;
  #choices = null; // play mode: the scenario with the reader's choices

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: "open" });
    adoptStyles(this.#root);
    // A scenario set before this script defined the element is an own property that would
    // hide the accessor: take it over.
    if (Object.prototype.hasOwnProperty.call(this, "scenario")) {
      const value = this.scenario;
      delete this.scenario;
      this.scenario = value;
    }
  }

  connectedCallback() {
    this.#applyHeight();
    if (!this.#parts) this.#build();
    if (document.readyState === "loading" && !this.#assigned && !this.getAttribute("src")) {
      // Inline JSON may not be parsed yet when the element is upgraded early.
      document.addEventListener("DOMContentLoaded", () => this.#load(), { once: true });
    } else {
      this.#load();
    }
  }

  disconnectedCallback() {
    forget(this);
    if (this.#unsubscribe) this.#unsubscribe();
    this.#unsubscribe = null;
  }

  attributeChangedCallback(name, before, after) {
    if (before === after || !this.#parts) return;
    if (name === "height") this.#applyHeight();
    else if (name === "src") this.#load();
    else this.#run();
  }

  /** A copy of the scenario shown (null before one is loaded). */
  get scenario() {
    return this.#scenario ? structuredClone(this.#scenario) : null;
  }

  set scenario(value) {
    this.#assigned = { value };
    if (this.#parts) this.#load();
  }

  get mode() {
    const mode = (this.getAttribute("mode") || "view").trim().toLowerCase();
    return MODES.includes(mode) ? mode : "view";
  }

  /** The rulesets to compare (valid ids only), or []. */
  get compareRulesets() {
    const raw = this.getAttribute("compare") || "";
    const ids = raw.split(",").map((s) => s.trim()).filter((s) => RULESET_ID.test(s));
    return [...new Set(ids)].slice(0, MAX_COMPARE);
  }

  #applyHeight() {
    const height = (this.getAttribute("height") || "").trim();
    if (height && HEIGHT.test(height)) {
      this.style.setProperty("--cl-height", /\d$/.test(height) ? `${height}px` : height);
    } else {
      this.style.removeProperty("--cl-height");
    }
  }

  #build() {
    const frame = el("div", "frame");
    frame.setAttribute("part", "frame");
    const head = el("div", "head");
    const title = el("h3", "title", "Combat");
    const badge = el("span", "badge");
    badge.hidden = true;
    head.append(title, badge);
    const status = el("p", "status", "Reading the board…");
    status.setAttribute("role", "status");
    const bar = el("div", "bar");
    bar.append(el("span"));
    bar.hidden = true;
    const board = el("div", "board");
    board.setAttribute("role", "group");
    board.setAttribute("aria-label", "Board");
    board.hidden = true;
    const fallback = el("div", "fallback");
    fallback.append(el("slot"));
    const words = el("details", "words");
    words.open = true;
    words.append(el("summary", null, "The board in words"));
    const describe = el("ul", "describe");
    words.append(describe);
    words.hidden = true;
    const result = el("div", "result");
    const foot = el("div", "foot");
    const credit = el("span", null, "Combat Lab · resolved in your browser");
    const open = el("a", null, "Open in the playground");
    open.target = "_blank";
    open.rel = "noopener";
    open.hidden = true;
    foot.append(credit, open);
    frame.append(head, status, bar, board, fallback, words, result, foot);
    this.#root.append(frame);
    this.#parts = { frame, head, title, badge, status, bar, board, fallback, words, describe, result, open, foot };
  }

  // ---------------------------------------------------------------- loading

  async #load() {
    const generation = ++this.#generation;
    this.#scenario = null;
    this.#result = null;
    this.#choices = null;
    let scenario;
    try {
      scenario = await this.#readScenario();
    } catch (error) {
      if (generation !== this.#generation) return;
      this.#refuseScenario(error);
      return;
    }
    if (generation !== this.#generation) return;
    if (scenario === null) {
      this.#setStatus("No scenario: give this element a src attribute or a <script type=\"application/json\"> child.", "failed");
      return;
    }
    this.#scenario = scenario;
    this.#renderStatic();
    if (!SAME_ORIGIN) {
      this.#embedFrame();
      return;
    }
    if (this.#visible) this.#run();
    else {
      this.#setStatus("The rules engine starts when this board comes into view.", "waiting");
      whenVisible(this, () => {
        this.#visible = true;
        this.#run();
      });
    }
  }

  async #readScenario() {
    const loadFailure = (message) => Object.assign(new ScenarioUrlError(message), { loadFailed: true });
    if (this.#assigned) return checkScenario(this.#assigned.value);
    const src = (this.getAttribute("src") || "").trim();
    if (src) {
      let url;
      try {
        url = new URL(src, document.baseURI);
      } catch {
        throw new ScenarioUrlError("The src attribute is not a URL.");
      }
      if (url.protocol !== "https:" && url.protocol !== "http:") {
        throw new ScenarioUrlError("The src attribute must be an http or https URL.");
      }
      this.#setStatus("Fetching the board…", "waiting");
      let response;
      try {
        response = await fetch(url, { credentials: "same-origin" });
      } catch (error) {
        throw loadFailure(`The board file ${src} could not be loaded (${error.message}).`);
      }
      if (!response.ok) {
        const why = response.status === 404 ? "HTTP 404: no such file" : `HTTP ${response.status}`;
        throw loadFailure(`The board file ${src} could not be loaded (${why}).`);
      }
      return parseScenarioText(await readLimited(response, MAX_ENCODED_LENGTH));
    }
    const script = [...this.children].find(
      (child) => child.localName === "script" && (child.getAttribute("type") || "").trim().toLowerCase() === "application/json",
    );
    if (!script) return null;
    return parseScenarioText(script.textContent || "");
  }

  #refuseScenario(error) {
    const message = error instanceof ScenarioUrlError ? error.message : `This board cannot be shown: ${error.message || error}`;
    const { board, words, result, open, badge } = this.#parts;
    board.hidden = true;
    words.hidden = true;
    open.hidden = true;
    badge.hidden = true;
    this.#parts.fallback.hidden = false;
    const box = el("p", "refusal", message);
    box.setAttribute("role", "alert");
    result.replaceChildren(box);
    this.#setStatus(error.loadFailed ? "Not shown: the board file could not be loaded." : "Not shown: the scenario was refused.", "failed");
    this.dataset.state = "refused";
  }

  #setStatus(text, state) {
    const { status } = this.#parts;
    status.textContent = text;
    status.dataset.state = state;
    this.dataset.state = state;
  }

  // ---------------------------------------------------------------- static view

  #effectiveScenario(base = this.#scenario) {
    const scenario = structuredClone(base);
    const ruleset = (this.getAttribute("ruleset") || "").trim();
    if (ruleset && RULESET_ID.test(ruleset)) scenario.ruleset = ruleset;
    return scenario;
  }

  #renderStatic() {
    const scenario = this.#effectiveScenario();
    const { title, badge, describe, words, open, result } = this.#parts;
    title.textContent = typeof scenario.title === "string" && scenario.title.trim() ? scenario.title : "Combat";
    const compare = this.compareRulesets;
    badge.textContent = compare.length ? compare.join(" · ") : String(scenario.ruleset ?? "no ruleset");
    badge.hidden = false;
    const sentences = describeBoard(scenario);
    if (typeof scenario.description === "string" && scenario.description.trim()) sentences.unshift(scenario.description);
    describe.replaceChildren(...sentences.map((s) => el("li", null, s)));
    words.hidden = false;
    words.open = true;
    this.#parts.fallback.hidden = false;
    result.replaceChildren();
    this.#drawBoard(startState(scenario), declarations(scenario, null));
    try {
      const hash = hashFor(scenario);
      if (hash.length <= MAX_ENCODED_LENGTH) {
        open.href = new URL(`./index.html${hash}`, HERE).href;
        open.hidden = false;
      }
    } catch {
      open.hidden = true;
    }
  }

  #drawBoard(state, declared) {
    const { board } = this.#parts;
    board.hidden = false;
    const scenario = this.#scenario;
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
        if (card) top.append(this.#card(card, state, "blocking"));
        inCombat.add(id);
      }
      if (top.children.length) {
        lane.append(top, el("span", "link blocks", "blocks ▼"));
      }
      const attackerCard = state.cards.get(attacker.id);
      if (attackerCard) {
        const row = el("ul", "row");
        row.append(this.#card(attackerCard, state, "attacking"));
        lane.append(row);
      }
      inCombat.add(attacker.id);
      lane.append(el("span", "link attacks", `attacks ${name(attacker.target)}`));
      lanes.append(lane);
    }
    const sideRow = (owner) => {
      const row = el("ul", "row");
      for (const card of state.cards.values()) {
        if (card.controller === owner && !inCombat.has(card.id)) row.append(this.#card(card, state, ""));
      }
      return row;
    };
    const others = [...state.cards.values()].filter(
      (c) => !inCombat.has(c.id) && c.controller !== attackerSide && !defenders.includes(c.controller),
    );
    const otherRow = el("ul", "row");
    for (const card of others) otherRow.append(this.#card(card, state, ""));
    const nodes = [];
    const attackerTeam = state.players.get(attackerSide) && state.players.get(attackerSide).team;
    for (const id of defenders) {
      const p = state.players.get(id);
      const role = active === null ? "" : p && attackerTeam !== undefined && p.team === attackerTeam ? "attacking" : "defending";
      nodes.push(this.#playerBar(p, role), sideRow(id));
    }
    if (defenderSide === undefined) nodes.length = 0;
    if (lanes.children.length) nodes.push(lanes);
    nodes.push(otherRow);
    if (attackerSide !== undefined) nodes.push(sideRow(attackerSide), this.#playerBar(state.players.get(attackerSide), active === null ? "" : "attacking"));
    board.replaceChildren(...nodes.filter(Boolean));
  }

  #playerBar(player, role) {
    if (!player) return null;
    const bar = el("div", "player");
    if (player.lost) bar.classList.add("lost");
    const name = namer(this.#scenario); // the one naming rule (words.js): "Bob" on the bar as in the log
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

  #card(card, state, role) {
    const item = el("li", "card");
    if (role) item.classList.add(role);
    if (card.tapped) item.classList.add("tapped");
    if (card.zone !== "battlefield") item.classList.add("gone");
    if (state.flash.has(card.id)) item.classList.add("flash");
    item.dataset.id = card.id;
    item.append(el("span", "name", card.name));
    item.append(el("span", "kw", card.keywords.join(", ")));
    const status = card.zone !== "battlefield" ? card.zone : card.damage > 0 ? `${card.damage} damage` : "";
    item.append(el("span", "dmg", status));
    if (card.stat) item.append(el("span", "stat", card.stat));
    const label = [card.name, card.stat, card.keywords.join(", "), status, card.tapped ? "tapped" : ""].filter(Boolean);
    item.title = label.join(" · ");
    item.setAttribute("aria-label", label.join(", "));
    return item;
  }

  // ---------------------------------------------------------------- the engine

  async #run() {
    if (!this.#scenario || !this.#visible || !SAME_ORIGIN) return;
    const generation = ++this.#generation;
    this.#renderStatic();
    this.#watchProgress();
    try {
      await CombatLab.start();
    } catch (error) {
      this.#stopProgress();
      if (generation !== this.#generation) return;
      this.#setStatus(`The rules engine could not load: ${error.message}`, "failed");
      return;
    }
    if (generation !== this.#generation) return;
    this.#stopProgress();
    this.#setStatus("Resolving…", "busy");
    const compare = this.compareRulesets;
    try {
      if (compare.length) {
        const answer = await CombatLab.compare(this.#effectiveScenario(), compare);
        if (generation !== this.#generation) return;
        this.#showCompare(answer);
      } else {
        const scenario = this.#choices ? this.#effectiveScenario(this.#choices) : this.#effectiveScenario();
        const answer = await CombatLab.resolve(scenario);
        // Play mode offers what the engine's options allow on this board (blocks, divisions).
        const legal = this.mode === "play" ? await CombatLab.call("options", scenario).catch(() => null) : null;
        if (generation !== this.#generation) return;
        this.#showResult(answer, scenario, legal);
      }
    } catch (error) {
      if (generation !== this.#generation) return;
      this.#setStatus(`The rules engine is unavailable: ${error.message}`, "failed");
    }
  }

  #watchProgress() {
    if (this.#unsubscribe) return;
    const { bar } = this.#parts;
    this.#unsubscribe = CombatLab.onProgress(({ stage, fraction, message }) => {
      if (stage === "ready" || stage === "failed") return;
      bar.hidden = false;
      bar.firstChild.style.width = `${Math.round(Math.max(0, Math.min(1, fraction || 0)) * 100)}%`;
      // The bar creeps while Python starts: rewrite the words only when they change (each rewrite
      // is a layout and a paint, on every board of the page).
      const text = `Loading the rules engine: ${message || stage}`;
      if (this.#parts.status.textContent !== text || this.dataset.state !== "loading") this.#setStatus(text, "loading");
    });
  }

  #stopProgress() {
    if (this.#unsubscribe) this.#unsubscribe();
    this.#unsubscribe = null;
    this.#parts.bar.hidden = true;
  }

  #resolvedStatus(answer) {
    const ruleset = isObject(answer) && answer.ruleset ? answer.ruleset : this.#effectiveScenario().ruleset;
    this.#setStatus(`Resolved by the rules engine${ruleset ? ` (${ruleset})` : ""}.`, "ready");
  }

  #showResult(answer, scenario, legal = null) {
    this.#result = { answer, scenario };
    this.#parts.fallback.hidden = true;
    this.#parts.words.open = false;
    if (!isObject(answer) || answer.ok === false) {
      this.#drawBoard(startState(scenario), declarations(scenario, null));
      this.#parts.result.replaceChildren(this.#refusal(isObject(answer) ? answer.error : null));
      if (this.mode === "play") this.#parts.result.append(this.#choicesForm(scenario, legal));
      this.#setStatus("The engine refused this board.", "refused");
      return;
    }
    this.#resolvedStatus(answer);
    if (this.mode === "step") {
      this.#position = 0;
      this.#showStep();
      return;
    }
    const state = startState(scenario);
    applyFinal(state, answer.final);
    this.#drawBoard(state, declarations(scenario, answer));
    const outcome = el("p", "outcome", describeOutcome(answer, scenario));
    const nodes = [outcome, this.#log(answer, scenario)];
    if (this.mode === "play") nodes.push(this.#choicesForm(scenario, legal));
    this.#parts.result.replaceChildren(...nodes);
  }

  #refusal(error) {
    const e = isObject(error) ? error : {};
    const box = el("div", "refusal");
    box.setAttribute("role", "alert");
    box.append(el("strong", null, `Refused${e.rule ? ` (rule ${e.rule})` : ""}: `));
    box.append(document.createTextNode(String(e.message || "the engine refused this board")));
    if (e.code) {
      box.append(document.createTextNode(" "));
      box.append(el("span", "code", `[${e.code}${e.path ? ` at ${e.path}` : ""}]`));
    }
    return box;
  }

  /** The event log: declarations folded away, then every damage step, each event with its rule. */
  #log(answer, scenario, { current = null, fold = true } = {}) {
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

  // ---------------------------------------------------------------- step mode

  #showStep() {
    const { answer, scenario } = this.#result;
    const events = flatEvents(answer);
    const total = events.length;
    const position = Math.max(0, Math.min(total, this.#position));
    this.#position = position;
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
    this.#drawBoard(state, declarations(scenario, answer));

    const controls = el("div", "controls");
    const button = (label, text, to, primary = false) => {
      const b = el("button", primary ? "primary" : null, text);
      b.type = "button";
      b.setAttribute("aria-label", label);
      b.disabled = to < 0 || to > total || to === position;
      b.addEventListener("click", () => {
        this.#position = to;
        this.#showStep();
        const again = this.#parts.result.querySelector(`button[aria-label="${label}"]`);
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
      this.#parts.status.textContent = `${where}: ${describeEvent(now, namer(scenario)).replace(/\.$/, "")}${now && now.rule ? ` (rule ${now.rule})` : ""}.`;
    } else {
      nodes.push(el("p", "note", "Step through the combat: each event, with the rule that makes it happen."));
    }
    if (position === total) nodes.push(el("p", "outcome", describeOutcome(answer, scenario)));
    nodes.push(this.#log(answer, scenario, { current: position - 1, fold: false }));
    this.#parts.result.replaceChildren(...nodes);
    const current = this.#parts.result.querySelector(".ev.current");
    if (current && this.hasAttribute("height")) current.scrollIntoView({ block: "nearest" });
  }

  // ---------------------------------------------------------------- compare

  #showCompare(answer) {
    const scenario = this.#effectiveScenario();
    this.#parts.fallback.hidden = true;
    this.#parts.words.open = false;
    if (!isObject(answer) || answer.ok === false) {
      this.#parts.result.replaceChildren(this.#refusal(isObject(answer) ? answer.error : null));
      this.#setStatus("The engine refused this board.", "refused");
      return;
    }
    const results = isObject(answer.results) ? answer.results : {};
    const resolved = list(answer.rulesets).filter((id) => isObject(results[id]) && results[id].ok);
    const refused = list(answer.rulesets).filter((id) => isObject(results[id]) && results[id].ok === false);
    this.#setStatus(`${resolved.length ? `Resolved by the rules engine under ${resolved.join(", ")}` : "No ruleset resolves this board"}`
      + `${refused.length ? `; refused under ${refused.join(", ")}` : ""}.`, "ready");
    const first = Object.values(isObject(answer.results) ? answer.results : {}).find((r) => isObject(r) && r.ok);
    this.#drawBoard(startState(scenario), declarations(scenario, first || null));
    const columns = el("div", "columns");
    for (const [ruleset, result] of Object.entries(isObject(answer.results) ? answer.results : {})) {
      const column = el("section", "column");
      column.dataset.ruleset = ruleset;
      column.append(el("h4", null, ruleset));
      const outcome = el("p", "outcome", describeOutcome(result, scenario));
      if (!isObject(result) || result.ok === false) outcome.classList.add("refused");
      column.append(outcome);
      for (const note of list(answer.adapted && answer.adapted[ruleset])) column.append(el("p", "note", `Adapted: ${note}`));
      if (isObject(result) && result.ok !== false) column.append(this.#log(result, scenario));
      columns.append(column);
    }
    const nodes = [columns];
    for (const [ruleset, error] of Object.entries(isObject(answer.skipped) ? answer.skipped : {})) {
      nodes.push(el("p", "note", `${ruleset}: not compared (${(error && error.message) || "does not fit this board"}).`));
    }
    const differences = list(answer.differences);
    if (differences.length) {
      const title = el("p", "outcome", "What differs");
      const ul = el("ul", "differences");
      for (const d of differences) ul.append(el("li", null, isObject(d) && d.summary ? d.summary : JSON.stringify(d)));
      nodes.push(title, ul);
    } else if (Object.keys(answer.results || {}).length > 1) {
      nodes.push(el("p", "note", "Every ruleset gives the same outcome."));
    }
    this.#parts.result.replaceChildren(...nodes);
  }

  // ---------------------------------------------------------------- play mode

  /** Blocks and damage divisions the reader may change: those the engine's options (`legal`) allow. */
  #choicesForm(scenario, legal) {
    const form = el("form", "choices");
    form.append(el("h4", null, "Your choices"));
    const name = namer(scenario);
    const attackers = list(scenario.attackers).filter(isObject);
    if (!attackers.length) {
      form.append(el("p", "note", "This ruleset decides attacks and blocks itself: open the board in the playground to change it."));
      return form;
    }
    const attackerIds = new Set(attackers.map((a) => String(a.id)));
    const blocks = new Map(list(scenario.blockers).filter(isObject).map((b) => [String(b.id), list(b.blocks).map(String)]));
    const ok = isObject(legal) && legal.ok === true;
    if (!ok) form.append(el("p", "note", "The engine lists the choices once it can read this board."));
    // Each creature that may block, with the attackers it may block (the engine's options).
    const candidates = ok ? list(legal.blocks && legal.blocks.blockers).filter((b) => isObject(b) && b.can_block) : [];
    const selects = [];
    for (const p of candidates) {
      const row = el("div", "choice");
      const label = el("label");
      label.append(el("span", null, name(p.id)));
      const select = el("select");
      select.dataset.blocker = String(p.id);
      const none = el("option", null, "does not block");
      none.value = "";
      select.append(none);
      for (const a of list(p.attackers).map(String)) {
        const option = el("option", null, `blocks ${name(a)}`);
        option.value = a;
        select.append(option);
      }
      const current = blocks.get(String(p.id)) || [];
      select.value = current.length === 1 ? current[0] : "";
      if (current.length > 1) {
        const option = el("option", null, `blocks ${current.map(name).join(" and ")}`);
        option.value = `*${current.join(",")}`;
        select.append(option);
        select.value = option.value;
      }
      label.append(select);
      row.append(label);
      form.append(row);
      selects.push(select);
    }

    // Divisions: an attacker with two or more recipients (blockers, or what its damage may reach past
    // them), as the engine's options give them for this board: its first damage step's division.
    const inputs = [];
    const steps = new Map(); // attacker id -> the step of the division shown, when it deals damage in two
    const offered = new Map(); // attacker id -> {recipients, division}
    const divisions = ok ? list(legal.divisions).filter((d) => isObject(d) && d.assigns) : [];
    for (const d of divisions) {
      const id = String(d.source);
      if (!attackerIds.has(id) || offered.has(id)) continue;
      const recipients = [...new Set([...list(d.recipients).map((r) => String(r.id)), ...list(d.past && d.past.to).map(String)])];
      offered.set(id, { recipients, division: isObject(d.division) ? d.division : {} });
      if (divisions.filter((e) => String(e.source) === id).length > 1) steps.set(id, d.step);
    }
    for (const a of attackers) {
      const id = String(a.id);
      const offer = offered.get(id);
      if (!offer || offer.recipients.length < 2) continue;
      const division = offer.division;
      const row = el("div", "choice");
      row.append(el("span", null, `${name(id)} divides:`));
      const recipients = offer.recipients;
      for (const target of recipients) {
        const label = el("label");
        label.append(el("span", null, name(target)));
        const input = el("input");
        input.type = "number";
        input.min = "0";
        input.max = "999";
        input.step = "1";
        input.value = String(division[target] ?? 0);
        input.dataset.source = id;
        input.dataset.target = target;
        label.append(input);
        row.append(label);
        inputs.push(input);
      }
      if (recipients.length) form.append(row);
    }
    if (!selects.length && !inputs.length) {
      form.append(el("p", "note", "Nothing to choose on this board."));
      return form;
    }
    const actions = el("div", "controls");
    const go = el("button", "primary", "Resolve with my choices");
    go.type = "submit";
    const reset = el("button", null, "Back to the original board");
    reset.type = "button";
    reset.disabled = this.#choices === null;
    actions.append(go, reset);
    form.append(actions);
    let blocksChanged = false;
    for (const select of selects) select.addEventListener("change", () => {
      blocksChanged = true;
      for (const input of inputs) input.disabled = true; // a new block means a new division
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const next = structuredClone(scenario);
      if (selects.length) {
        next.blockers = selects
          .filter((s) => s.value)
          .map((s) => ({ id: s.dataset.blocker, blocks: s.value.startsWith("*") ? s.value.slice(1).split(",") : [s.value] }));
      }
      if (blocksChanged) {
        delete next.assignments;
        delete next.damage_assignment_order;
      } else if (inputs.length) {
        const bySource = new Map();
        for (const input of inputs) {
          if (!bySource.has(input.dataset.source)) bySource.set(input.dataset.source, {});
          bySource.get(input.dataset.source)[input.dataset.target] = Math.trunc(Number(input.value) || 0);
        }
        const kept = list(next.assignments).filter((a) => !(isObject(a) && bySource.has(String(a.source))));
        next.assignments = [
          ...kept,
          ...[...bySource].map(([source, division]) =>
            steps.has(source) ? { source, step: steps.get(source), division } : { source, division }),
        ];
      }
      this.#choices = next;
      this.#run();
    });
    reset.addEventListener("click", () => {
      this.#choices = null;
      this.#run();
    });
    return form;
  }

  // ---------------------------------------------------------------- another origin

  /** Served from another origin: show the board through the iframe embed (it runs its own engine). */
  #embedFrame() {
    const frame = el("iframe");
    const params = new URLSearchParams();
    params.set("mode", this.mode);
    const ruleset = (this.getAttribute("ruleset") || "").trim();
    if (RULESET_ID.test(ruleset)) params.set("ruleset", ruleset);
    if (this.compareRulesets.length) params.set("compare", this.compareRulesets.join(","));
    params.set("origin", window.location.origin);
    frame.src = new URL(`./embed.html${hashFor(this.#scenario)}&${params}`, HERE).href;
    frame.title = this.#parts.title.textContent;
    frame.loading = "lazy";
    frame.setAttribute("sandbox", "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox");
    window.addEventListener("message", (event) => {
      const data = event.data;
      if (event.source !== frame.contentWindow || event.origin !== HERE.origin) return;
      if (!isObject(data) || data.type !== "combat-lab:resize") return;
      const height = Number(data.height);
      if (Number.isFinite(height) && height > 0 && height < 20000) frame.style.height = `${Math.ceil(height)}px`;
    });
    // The frame shows its own title, board, words and credit: only the frame stays.
    for (const part of ["head", "board", "words", "status", "bar", "fallback", "foot"]) this.#parts[part].hidden = true;
    this.#parts.result.replaceChildren(frame);
  }
}

if (!customElements.get("combat-lab")) customElements.define("combat-lab", CombatLabElement);

export { CombatLabElement };
