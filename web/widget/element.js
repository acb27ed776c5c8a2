// The <combat-lab> element (widget.js defines it; its attributes are described there): its attributes,
// its lifecycle, loading and checking the scenario, and running the engine. What it shows is drawn by
// board.js (the board, the log, step and compare modes) and choices.js (play mode's choices).

import { CombatLab } from "../engine/combatlab.js";
import { ENGINE_BUILD } from "../engine/build-id.js";
import { recall, remember } from "../core/answers-store.js";
import { answerFor, readStamp } from "../core/stored-answer.js";
import { MAX_ENCODED_LENGTH, ScenarioUrlError, hashFor, parseScenarioText } from "../core/share.js";
import { describeBoard, describeOutcome } from "../core/widget-text.js";
import { applyFinal, declarations, drawBoard, log, refusal, showCompare, showStep, startState } from "./board.js";
import { choicesForm } from "./choices.js";
import { el, isObject } from "./dom.js";
import { whenVisible, forget } from "./visibility.js";
import { adoptStyles } from "./styles.js";
import { explainRules } from "../core/rule-notes.js";
import { animationOn, onAnimationChange } from "../core/motion.js";

const HERE = new URL("../", import.meta.url); // the site root (this module is in widget/)
const SAME_ORIGIN = HERE.origin === window.location.origin;
const MODES = ["view", "step", "play"];
const RULESET_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const MAX_COMPARE = 6;
const HEIGHT = /^\d{1,4}(?:\.\d+)?(?:px|em|rem|vh)?$/;
const CREDIT = "Combat Lab · resolved in your browser";

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

// ------------------------------------------------------------------ the element

export class CombatLabElement extends HTMLElement {
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
  #stored = null; // the stored answer that came with the board (a data-answer child), unchecked
  #engineWanted = false; // no stored answer: the engine answers once the board comes into view
  #motion = null; // stops following the reader's "Animate the board" setting

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: "open" });
    adoptStyles(this.#root);
    // Its rule chips explain themselves on hover, focus and tap, in the board's ruleset.
    explainRules(this.#root, { ruleset: () => (this.#scenario && this.#scenario.ruleset) || null });
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
    // The site's "Animate the board" setting (core/motion.js; off under prefers-reduced-motion): the cards'
    // moves are not animated while it is off (widget.css, .frame[data-motion="off"]).
    const motion = (on) => { this.#parts.frame.dataset.motion = on ? "on" : "off"; };
    motion(animationOn());
    if (!this.#motion) this.#motion = onAnimationChange(motion);
    if (document.readyState === "loading" && !this.#assigned && !this.getAttribute("src")) {
      // Inline JSON may not be parsed yet when the element is upgraded early.
      document.addEventListener("DOMContentLoaded", () => this.#load(), { once: true });
    } else {
      this.#load();
    }
  }

  disconnectedCallback() {
    forget(this);
    if (this.#motion) this.#motion();
    this.#motion = null;
    if (this.#unsubscribe) this.#unsubscribe();
    this.#unsubscribe = null;
  }

  attributeChangedCallback(name, before, after) {
    if (before === after || !this.#parts) return;
    if (name === "height") this.#applyHeight();
    else if (name === "src") this.#load();
    else if (this.#scenario && SAME_ORIGIN) {
      this.#renderStatic();
      this.#answer(++this.#generation);
    }
  }

  /** A copy of the scenario shown (null before one is loaded). */
  get scenario() {
    return this.#scenario ? structuredClone(this.#scenario) : null;
  }

  set scenario(value) {
    this.#assigned = { value };
    if (this.#parts) this.#load();
  }

  /**
   * A stored answer for the board (docs/scenario-format.md, "Stored answers"), as a data-answer child
   * gives one: used only when it is this engine build's and names the very board shown. Set it before
   * the scenario (or with it): a board loads with the answer it has then.
   */
  get storedAnswer() {
    return this.#stored ? structuredClone(this.#stored) : null;
  }

  set storedAnswer(value) {
    this.#stored = typeof value === "string" ? readStamp(value) : readStamp(JSON.stringify(value ?? null));
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
    const credit = el("span", null, CREDIT);
    const open = el("a", null, "Open in the playground");
    open.target = "_blank";
    open.rel = "noopener";
    open.hidden = true;
    foot.append(credit, open);
    frame.append(head, status, bar, board, fallback, words, result, foot);
    this.#root.append(frame);
    this.#parts = { frame, head, title, badge, status, bar, board, fallback, words, describe, result, open, foot, credit };
  }

  // ---------------------------------------------------------------- loading

  async #load() {
    const generation = ++this.#generation;
    this.#scenario = null;
    this.#result = null;
    this.#choices = null;
    delete this.dataset.answered;
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
    this.#answer(generation);
  }

  /** The board's answer: a stored one at once, visible or not (no engine, no Python), else the engine's. */
  async #answer(generation) {
    // Watched from now on, not only once the stored answers were looked up: a board that comes into
    // view meanwhile (a reader scrolling by) is not missed.
    this.#engineWanted = false;
    if (!this.#visible) {
      whenVisible(this, () => {
        this.#visible = true;
        if (this.#engineWanted) this.#run();
      });
    }
    if (await this.#showStored(generation)) return;
    if (generation !== this.#generation) return;
    if (this.#visible) this.#run();
    else {
      this.#engineWanted = true;
      this.#setStatus("The rules engine starts when this board comes into view.", "waiting");
    }
  }

  async #readScenario() {
    const loadFailure = (message) => Object.assign(new ScenarioUrlError(message), { loadFailed: true });
    if (this.#assigned) return checkScenario(this.#assigned.value);
    const json = [...this.children].filter(
      (child) => child.localName === "script" && (child.getAttribute("type") || "").trim().toLowerCase() === "application/json",
    );
    // The stored answer is the data-answer child, for a board given inline or by src (build.py writes one
    // beside each board of wiki-demo.html); the board is the first JSON child without data-answer.
    const answer = json.find((child) => child.hasAttribute("data-answer"));
    if (answer) this.#stored = readStamp(answer.textContent || "");
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
    const script = json.find((child) => !child.hasAttribute("data-answer"));
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

  /** The board, drawn for the scenario shown (its players and names; board.js). */
  #drawBoard(state, declared) {
    drawBoard(this.#parts.board, this.#scenario, state, declared);
  }

  // ---------------------------------------------------------------- the engine

  /**
   * Shows the answer stored for the board as it is now (with the reader's choices), if there is one for
   * this engine build and this very board: the one that came with it, else the one this browser kept.
   * Returns whether it did (the engine is then not asked; play mode asks it when a choice needs it).
   */
  async #showStored(generation) {
    const compare = this.compareRulesets;
    const scenario = this.#choices ? this.#effectiveScenario(this.#choices) : this.#effectiveScenario();
    let answer = null;
    let legal = null;
    if (compare.length) {
      answer = answerFor(this.#stored, scenario, "compare", ENGINE_BUILD) ?? (await recall("compare", scenario));
      const results = answer && isObject(answer.results) ? Object.keys(answer.results) : [];
      const asked = [...compare].sort().join(",");
      if (answer && [...results, ...Object.keys(isObject(answer.skipped) ? answer.skipped : {})].sort().join(",") !== asked) {
        answer = null; // stored for other rulesets
      }
    } else {
      answer = answerFor(this.#stored, scenario, "resolve", ENGINE_BUILD) ?? (await recall("resolve", scenario));
      if (this.mode === "play") {
        const check = answerFor(this.#stored, scenario, "check", ENGINE_BUILD);
        legal = check && isObject(check.options) ? check.options : await recall("options", scenario);
        if (!legal) answer = null; // play mode offers the engine's choices: without them, the engine is asked
      }
    }
    if (generation !== this.#generation || !answer) return false;
    try {
      if (compare.length) this.#showCompare(answer);
      else this.#showResult(answer, scenario, legal);
    } catch {
      return false; // an answer these pages can't draw: the engine is asked instead
    }
    this.dataset.answered = "stored";
    this.#parts.credit.textContent = `Combat Lab · answer computed ahead by this engine build (${ENGINE_BUILD.slice(0, 8)})`;
    return true;
  }

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
        if (answer && answer.ok === true) remember("compare", this.#effectiveScenario(), answer);
        if (generation !== this.#generation) return;
        this.#showCompare(answer);
      } else {
        const scenario = this.#choices ? this.#effectiveScenario(this.#choices) : this.#effectiveScenario();
        const answer = await CombatLab.resolve(scenario);
        // Play mode offers what the engine's options allow on this board (blocks, divisions).
        const legal = this.mode === "play" ? await CombatLab.call("options", scenario).catch(() => null) : null;
        remember("resolve", scenario, answer);
        if (legal && legal.ok === true) remember("options", scenario, legal);
        if (generation !== this.#generation) return;
        this.#showResult(answer, scenario, legal);
        this.dataset.answered = "engine";
        this.#parts.credit.textContent = CREDIT;
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
      this.#parts.result.replaceChildren(refusal(isObject(answer) ? answer.error : null, scenario));
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
    const nodes = [outcome, log(answer, scenario)];
    if (this.mode === "play") nodes.push(this.#choicesForm(scenario, legal));
    this.#parts.result.replaceChildren(...nodes);
  }

  // ---------------------------------------------------------------- step mode and compare (board.js)

  #showStep() {
    const { answer, scenario } = this.#result;
    this.#position = showStep(this.#parts, {
      answer,
      scenario,
      position: this.#position,
      draw: (state, declared) => this.#drawBoard(state, declared),
      go: (to) => {
        this.#position = to;
        this.#showStep();
      },
      scroll: this.hasAttribute("height"),
    });
  }

  #showCompare(answer) {
    showCompare(this.#parts, answer, this.#effectiveScenario(), {
      setStatus: (text, state) => this.#setStatus(text, state),
      draw: (state, declared) => this.#drawBoard(state, declared),
    });
  }

  // ---------------------------------------------------------------- play mode (choices.js)

  #choicesForm(scenario, legal) {
    return choicesForm(scenario, legal, {
      changed: this.#choices !== null,
      choose: (next) => {
        this.#choices = next;
        this.#visible = true; // the reader chose on it
        this.#answer(++this.#generation);
      },
    });
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
