// A board for the play page: board.js's canvas, its text description, and the
// engine's events played on it. Reuses view.js (scenario → view, events → display)
// and log.js (events → sentences with their rules); decides no rule itself.
//
//   const pb = createPlayBoard(canvas, textRoot, "Puzzle board", { viewer });
//                                         viewer: the player drawn at the bottom (the human),
//                                         null for the active player (the playground's default)
//   pb.setViewer(id)                      another human (a puzzle played from the other side)
//   pb.show(scenario, { slots })          the board before combat
//   await pb.playResult(scenario, result) animate the engine's events, end on its `final`
//   pb.board                              board.js's API (on("declare"), cardRect, …)
//   renderResultLog(container, result, scenario)

import { createBoard } from "../board/board.js";
import { onRulesetsKnown, rulesetFacts } from "../core/ruleset-facts.js";
import { el, phasesOf, renderLog, sentence } from "../core/log.js";
import { applyEvent, applyFinal, boardTextNodes, buildView, cloneDisplay, describeBoard, initialDisplay, nameMap } from "../core/view.js";

/** A board of play mode's own (web/boards/NAME.json): scenario data, never rules. */
export async function loadBoard(name) {
  const response = await fetch(new URL(`../boards/${name}.json`, import.meta.url));
  if (!response.ok) throw new Error(`boards/${name}.json: HTTP ${response.status}`);
  return response.json();
}

/** Play mode's players are "you" and "them": sentences say "you" and "the opponent" (or `them`). */
export function playNameMap(scenario, { them = "the opponent" } = {}) {
  const base = nameMap(scenario);
  return (id) => (id === "you" ? "you" : id === "them" ? them : base(id));
}

/** The names the board draws (player bars, card tags, the board's text alternative): play mode's two
 * players by their sentence names as a title ("You", "Opponent", "Advisor"), never by their ids; every
 * other id as `sentenceNames` names it. */
export function boardNameMap(sentenceNames) {
  return (id) => {
    const name = sentenceNames(id);
    if (id !== "you" && id !== "them") return name;
    const bare = String(name).replace(/^the /, "");
    return bare.charAt(0).toUpperCase() + bare.slice(1);
  };
}

/** "Turn 2: you attack", "the advisor attacks": a player-led phrase, capitalized, in the right person. */
export function playerSays(nameOf, id, rest) {
  return sentence(`${nameOf(id)} ${rest}`);
}

function slotsOf(result) {
  const step = ((result && result.before_damage) || []).find((s) => s.name === "slots");
  return step ? step.slots : null;
}

export function createPlayBoard(canvas, textRoot, label, options = {}) {
  const board = createBoard(canvas, { label });
  let caption = "";
  // Players expect to see themselves at the bottom, attacking or defending: every view
  // of this board (animation frames too) puts the viewer there. Presentation only.
  let viewer = options.viewer || null;

  const sentenceNames = (scenario) => (options.nameMap || playNameMap)(scenario);

  function viewOf(scenario, display, extra) {
    const nameOf = boardNameMap(sentenceNames(scenario));
    return buildView(scenario, display, { ruleset: scenario.ruleset, facts: rulesetFacts(scenario.ruleset), viewer, nameOf, ...extra });
  }

  // Each drawing of a new board (show, playResult) takes a number: an animation that ends after
  // a newer board was shown (skip() then show()) must not draw its old final state over it.
  let drawing = 0;

  function draw(scenario, display, extra = {}) {
    const view = viewOf(scenario, display, extra);
    board.set(view);
    describe(view, scenario);
    return view;
  }

  function describe(view, scenario) {
    const intro = `${label}, ruleset ${scenario.ruleset}${caption ? `, ${caption}` : ""}.`;
    textRoot.replaceChildren(...boardTextNodes(intro, describeBoard(view, sentenceNames(scenario))));
  }

  function show(scenario, extra = {}) {
    drawing += 1;
    caption = extra.caption || "before combat";
    shown = { scenario, slots: extra.slots || null, drawing };
    return draw(scenario, initialDisplay(scenario), { slots: shown.slots });
  }

  // A board shown before the engine described its ruleset is drawn again once it has (slots, names).
  let shown = null;
  onRulesetsKnown(() => {
    if (shown && shown.drawing === drawing) draw(shown.scenario, initialDisplay(shown.scenario), { slots: shown.slots });
  });

  /** The display after every event and then the engine's final state. */
  function finalDisplay(scenario, result) {
    const display = initialDisplay(scenario);
    for (const phase of phasesOf(result, String)) for (const ev of phase.events) applyEvent(display, ev);
    return applyFinal(display, result.final);
  }

  // `since`: when the page showed the verdict (performance.now()): the animation's budget counts from it.
  async function playResult(scenario, result, { animate = true, since = performance.now() } = {}) {
    const mine = ++drawing;
    caption = "after combat";
    const extra = { slots: slotsOf(result) };
    if (animate) {
      const display = initialDisplay(scenario);
      const frames = [];
      for (const phase of phasesOf(result, String)) {
        for (const ev of phase.events) {
          applyEvent(display, ev);
          frames.push({ event: ev, view: viewOf(scenario, cloneDisplay(display), extra) });
        }
      }
      draw(scenario, initialDisplay(scenario), extra);
      await board.play(frames, { since });
      const plan = board.lastPlan(); // planned at most animation.js's BUDGET_MS after the verdict shows
      if (plan) document.body.dataset.animationPlanned = String(Math.round(plan.planned));
      if (mine !== drawing) return null; // a newer board is on show
    }
    return draw(scenario, finalDisplay(scenario, result), extra);
  }

  function setViewer(id) {
    viewer = id || null;
  }

  return { board, show, playResult, draw, finalDisplay, setViewer };
}

/** The engine's events, step by step, each with its rule (log.js's rendering). */
export function renderResultLog(container, result, scenario, heading, nameOf = playNameMap(scenario)) {
  const wrap = el("div", "result-log");
  wrap.dataset.ruleset = scenario.ruleset; // its rule chips explain themselves in this ruleset (rule-notes.js)
  if (heading) wrap.append(el("h3", "log-heading", heading));
  const before = el("div", "log-before");
  const damage = el("div", "log-damage");
  wrap.append(before, damage);
  renderLog(phasesOf(result, nameOf), nameOf, { before, damage });
  container.append(wrap);
  return wrap;
}
