// Step by step: the board resolved by the engine (once per board), its steps as pictures of the
// board after each event, and playing them: Back, Next, Resolve all, Play, with the event log, the
// step track and the state after combat beside the board.

import { el, highlightPhase, phaseSummary, phasesOf, renderLog, ruleText } from "../core/log.js";
import { bindAnimationToggle } from "../core/motion.js";
import { pathWords } from "../core/widget-text.js";
import { zoneWords } from "../core/words.js";
import { rulesetFacts } from "../core/ruleset-facts.js";
import { applyEvent, applyFinal, cloneDisplay, initialDisplay } from "../core/view.js";
import { board, drawBoard, viewFor } from "./board-view.js";
import { $, announce, els } from "./elements.js";
import { resolveCombat } from "./engine-calls.js";
import { flushJson } from "./json-text.js";
import { app, currentOptions, names, shownScenario } from "./state.js";
import { problemWords } from "./problem-words.js";
import { revealCurrentStep } from "./step-view.js";

export function stopPlayback() {
  if (app.playing) board.skip();
  app.playing = false;
  document.body.dataset.playback = "idle";
}

/** Events turned into pictures between two pauses that let the page answer clicks. */
const FRAMES_PER_SLICE = 100;
/** A step with more events than this is not animated event by event (it jumps to its end). */
const MAX_ANIMATED_EVENTS = 300;

/** Resolve the board (once per board) and prepare its steps; null when the engine refuses it. */
export async function ensureResult() {
  if (app.result && app.resultSeq === app.seq) return app.result.ok ? app.result : null;
  flushJson();
  const seq = app.seq;
  els.stepLabel.textContent = app.engineReady ? "Resolving…" : "Waiting for the engine to load…";
  const result = await resolveCombat(seq);
  if (!result) return null;
  if (!result.ok) {
    app.result = result;
    app.resultSeq = seq;
    renderLogError(result.error || {});
    renderPlayback();
    return null;
  }
  const nameOf = names();
  const facts = rulesetFacts(app.scenario.ruleset);
  const phases = phasesOf(result, nameOf);
  let display = initialDisplay(shownScenario());
  const displays = [cloneDisplay(display)];
  const allFrames = [[]];
  // A picture per event: thousands of events are drawn in slices, so the page answers in between.
  let work = 0;
  for (const [index, phase] of phases.entries()) {
    if (facts.oneAttackStep(phase.name)) {
      display.combat = { attacks: {}, blocks: {} };
    }
    const frames = [];
    // A step of more events than anyone watches one by one is shown at its end, without a picture each.
    const animated = phase.events.length <= MAX_ANIMATED_EVENTS;
    for (const ev of phase.events) {
      applyEvent(display, ev);
      if (animated) frames.push({ event: ev, display: cloneDisplay(display) });
      if (++work % FRAMES_PER_SLICE === 0) {
        await new Promise((resume) => setTimeout(resume, 0));
        if (seq !== app.seq) return null;
      }
    }
    if (index === phases.length - 1) {
      applyFinal(display, result.final);
      if (frames.length) frames[frames.length - 1].display = cloneDisplay(display);
    }
    allFrames.push(frames);
    displays.push(cloneDisplay(display));
  }
  if (!phases.length) {
    applyFinal(display, result.final);
    displays[0] = cloneDisplay(display);
  }
  app.result = result;
  app.resultSeq = seq;
  app.phases = phases;
  app.displays = displays;
  app.frames = allFrames;
  renderLog(app.phases, nameOf, { before: els.logBefore, damage: els.result });
  renderFinal(result);
  els.resultBadge.hidden = false;
  els.resultBadge.textContent = `resolved · ${result.ruleset}`;
  els.resultBadge.className = "badge badge-ok";
  renderStepTrack();
  return result;
}

export async function goToPhase(index, { animate = false } = {}) {
  const last = app.phases.length;
  const target = Math.max(0, Math.min(index, last));
  stopPlayback();
  document.dispatchEvent(new CustomEvent("combat-lab:phase", { detail: { phase: target } }));
  if (animate && target === app.phase + 1 && app.frames[target] && app.frames[target].length) {
    app.playing = true;
    document.body.dataset.playback = "playing";
    const from = app.phase;
    app.phase = target;
    highlight();
    renderPlayback();
    const shownAt = performance.now(); // the step's text is on the page: its animation's budget counts from here
    const frames = app.frames[target].map((f) => ({ event: f.event, view: viewFor(f.display, { setup: false }) }));
    // Start from the previous step's picture.
    board.set(viewFor(app.displays[from], { setup: from === 0 }));
    const finished = await board.play(frames, { since: shownAt });
    // What the step's animation was planned to take (ms, at most animation.js's BUDGET_MS after the step's text shows).
    const plan = board.lastPlan();
    if (plan) document.body.dataset.animationPlanned = String(Math.round(plan.planned));
    if (!finished || app.phase !== target) return;
    app.playing = false;
    document.body.dataset.playback = "idle";
  } else {
    app.phase = target;
    highlight();
    renderPlayback();
  }
  drawBoard();
  // The final state is shown once the combat is over, not while stepping towards it.
  els.final.hidden = !(app.phase === last && last > 0);
}

export function highlight() {
  highlightPhase([els.logBefore, els.result], app.phase);
  revealCurrentStep($("log-scroll"));
  for (const item of els.stepTrack.children) {
    const n = Number(item.dataset.phase);
    item.classList.toggle("current", n === app.phase);
    item.classList.toggle("done", n < app.phase);
    if (n === app.phase) item.setAttribute("aria-current", "step");
    else item.removeAttribute("aria-current");
  }
}

export function renderStepTrack() {
  const items = [];
  const setup = el("li", "track-item", "Set-up");
  setup.dataset.phase = "0";
  items.push(setup);
  app.phases.forEach((phase, index) => {
    const item = el("li", "track-item", phase.title);
    item.dataset.phase = String(index + 1);
    items.push(item);
  });
  els.stepTrack.replaceChildren(...items);
  highlight();
}

export function renderPlayback() {
  const resolved = app.result && app.resultSeq === app.seq && app.result.ok;
  const last = resolved ? app.phases.length : 0;
  els.stepReset.disabled = app.phase === 0;
  els.stepBack.disabled = app.phase === 0;
  els.stepNext.disabled = resolved && app.phase >= last;
  els.resolve.disabled = resolved && app.phase >= last && last > 0;
  els.play.disabled = resolved && app.phase >= last;
  if (!resolved) {
    els.stepLabel.textContent = "Set-up";
    if (app.result && app.resultSeq === app.seq && !app.result.ok) els.stepLabel.textContent = "Refused by the engine";
    els.stepTrack.replaceChildren();
    return;
  }
  if (app.phase === 0) els.stepLabel.textContent = "Set-up";
  else {
    const phase = app.phases[app.phase - 1];
    els.stepLabel.textContent = `Step ${app.phase} of ${last}: ${phase.title}${app.phase === last ? " — end of combat" : ""}`;
  }
}

export function renderLogPlaceholder() {
  els.logBefore.replaceChildren();
  els.result.replaceChildren(
    el("p", "placeholder", "Press Next step or Resolve all: every event of the combat appears here as a sentence, with the rule that decides it."),
  );
  els.final.replaceChildren();
  els.final.hidden = true;
  els.resultBadge.hidden = true;
  els.stepTrack.replaceChildren();
}

export function renderLogError(error) {
  els.logBefore.replaceChildren();
  const box = el("div", "error-box");
  box.setAttribute("role", "alert");
  box.append(el("p", "error-title", "The engine refused this combat"));
  // In words (problem-words.js): what the refusal is about by name, its rule as a rule chip; the code and the
  // JSON path stay on the box's data for scripts, never as its text.
  box.append(el("p", "error-message", problemWords(error, app.scenario)));
  if (error.code) box.dataset.code = String(error.code);
  if (error.path) box.dataset.path = String(error.path);
  const meta = el("dl", "error-meta");
  if (error.path && error.path !== "$") {
    meta.append(el("dt", null, "about"));
    meta.append(el("dd", null, pathWords(error.path, app.scenario)));
  }
  if (error.rule) {
    meta.append(el("dt", null, "rule"));
    const dd = el("dd");
    dd.append(el("span", "rule", ruleText(error.rule)));
    meta.append(dd);
  }
  if (meta.children.length) box.append(meta);
  els.result.replaceChildren(box);
  els.final.replaceChildren();
  els.resultBadge.hidden = false;
  els.resultBadge.textContent = "Refused";
  els.resultBadge.className = "badge badge-error";
}

export function renderFinal(result) {
  const nameOf = names();
  const final = result.final || {};
  const nodes = [el("h3", null, "After combat")];
  const list = el("ul", "final-list");
  // The life each player starts the combat from: the engine's (its starting life where the board gives none).
  const game = currentOptions() && currentOptions().game;
  const startLife = (game && game.life) || {};
  // Only the totals that changed, each player by name: "Bob: life 20 → 14" (never "life 20 → 20").
  for (const player of app.scenario.players) {
    const end = (final.players || {})[player.id] || {};
    const parts = [];
    const was = { points: player.points ?? 0, life: player.life ?? startLife[player.id], poison: player.poison ?? 0 };
    if (end.points !== undefined && end.points !== was.points) parts.push(`${end.points} point${end.points === 1 ? "" : "s"} (was ${was.points})`);
    if (end.life !== undefined && end.life !== was.life) parts.push(`life ${was.life ?? "?"} → ${end.life}`);
    if (end.poison && end.poison !== was.poison) parts.push(`poison ${was.poison} → ${end.poison}`);
    if (end.lost) parts.push("lost the game");
    if (!parts.length) continue;
    const item = el("li", `final-player${end.lost ? " lost" : ""}`);
    item.append(el("strong", null, `${nameOf(player.id)}: `), el("span", null, parts.join(", ")));
    list.append(item);
  }
  for (const [id, p] of Object.entries(final.permanents || {})) {
    const item = el("li", p.zone === "battlefield" ? "final-survivor" : "final-dead");
    let text;
    let rule = null; // a rule chip after the text, one that explains itself (core/rule-notes.js)
    if (p.zone === "left-the-game") [text, rule] = ["left the game with its owner", "800.4a"];
    else if (p.zone !== "battlefield") text = p.zone === "exile" ? "was exiled" : `went to the ${zoneWords(p.zone)}`;
    else {
      const bits = ["survives"];
      if (p.damage) bits.push(`${p.damage} damage marked`);
      if (p.loyalty !== undefined) bits.push(`loyalty ${p.loyalty}`);
      if (p.defense !== undefined) bits.push(`defense ${p.defense}`);
      if (p.power !== undefined) bits.push(`${p.power}/${p.toughness}`);
      if (p.might !== undefined) bits.push(`Might ${p.might}`);
      text = bits.join(", ");
    }
    item.append(el("strong", null, `${nameOf(id)}: `), el("span", null, text));
    if (rule) item.append(" (", el("span", "rule", ruleText(rule)), ")");
    list.append(item);
  }
  nodes.push(list);
  if (final.winner) nodes.push(el("p", "winner", final.winner === "draw" ? "The game is a draw." : `${nameOf(final.winner)} wins the game.`));
  if (final.battlefield) {
    const bf = final.battlefield;
    nodes.push(el("p", "winner", `Battlefield ${bf.id}: ${bf.controller ? `held by ${bf.controller}` : "uncontrolled"}${bf.conquered ? " (conquered)" : ""}.`));
  }
  els.final.replaceChildren(...nodes);
}

export async function nextStep() {
  const result = await ensureResult();
  if (!result) {
    document.dispatchEvent(new CustomEvent("combat-lab:show-log")); // the log says why: it is shown
    announce("The engine refuses this board; see the event log for why.");
    return;
  }
  if (app.phase >= app.phases.length) return;
  await goToPhase(app.phase + 1, { animate: true });
  announceStep();
}

export async function previousStep() {
  if (app.phase === 0) return;
  await goToPhase(app.phase - 1);
  announceStep();
}

/** The step shown, said: its label, then what it did (the log's sentences of its events). */
function announceStep() {
  const phase = app.phase > 0 && app.result && app.result.ok ? app.phases[app.phase - 1] : null;
  if (!phase) {
    announce(`${els.stepLabel.textContent}: the board before combat damage.`);
    return;
  }
  announce(`${els.stepLabel.textContent}. ${phaseSummary(phase, names())}`);
}

export async function resolveAll() {
  const result = await ensureResult();
  if (!result) {
    document.dispatchEvent(new CustomEvent("combat-lab:show-log")); // the log says why: it is shown
    announce("The engine refuses this board; see the event log for why.");
    return;
  }
  await goToPhase(app.phases.length);
  announce(`${els.stepLabel.textContent}. ${els.final.textContent}`);
}

export async function playAll() {
  const result = await ensureResult();
  if (!result) return;
  if (app.phase >= app.phases.length) await goToPhase(0);
  while (app.phase < app.phases.length) {
    const before = app.phase;
    await goToPhase(app.phase + 1, { animate: true });
    if (app.phase !== before + 1 || !app.result) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export function installPlayback() {
  els.stepNext.addEventListener("click", nextStep);
  els.stepBack.addEventListener("click", previousStep);
  els.stepReset.addEventListener("click", () => goToPhase(0));
  els.resolve.addEventListener("click", resolveAll);
  els.play.addEventListener("click", playAll);
  // "Animate the board": the reader's setting, kept in this browser and shared with every board of the site.
  bindAnimationToggle($("animate-board"), $("animate-note"));
}
