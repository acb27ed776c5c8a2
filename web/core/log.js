// The event log: every engine event as a plain sentence with its rule, grouped
// by step. Sentences only reword what the engine answered; names come from the
// scenario and are always set with textContent.

import { describeAssignment, describeEvent, keywordLabel, playerName, ruleText, sentence, stepTitle } from "./words.js";

// The words themselves live in words.js; these are re-exported for the modules that read them here.
export { describeAssignment, describeEvent, keywordLabel, playerName, ruleText, sentence, stepTitle };

/** Creates an element with a class and text (never HTML). */
export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

function eventRow(ev, nameOf, isDamageStep) {
  // Rows of the damage steps carry the class "event"; the declarations before damage use "decl-event".
  const item = el("li", `log-row ${isDamageStep ? "event" : "decl-event"} event-${String(ev.type).replace(/[^a-z0-9-]/gi, "")}`);
  item.dataset.type = ev.type;
  item.append(el("span", "event-text", describeEvent(ev, nameOf)));
  item.append(el("span", ev.rule ? "rule" : "rule rule-none", ruleText(ev.rule)));
  return item;
}

/**
 * Phases of a result for step-by-step play: the steps before damage, then the
 * damage steps, in the engine's order. Each: {name, title, events, assignments, damage}.
 */
export function phasesOf(result, nameOf) {
  const phases = [];
  for (const step of result.before_damage || []) {
    phases.push({ name: step.name, title: stepTitle(step.name, nameOf), events: step.events || [], damage: false, step });
  }
  for (const step of result.steps || []) {
    const events = step.events || [];
    const title = stepTitle(step.name, nameOf);
    const split = events.findIndex((ev) => ev.type === "stack-resolves");
    if (split > 0) {
      // Classic rules: damage is put on the stack (players may act), then the stack resolves.
      phases.push({
        name: step.name, title: `${title}: damage on the stack`, events: events.slice(0, split),
        assignments: step.assignments || [], damage: true, step,
      });
      phases.push({ name: step.name, title: `${title}: the stack resolves`, events: events.slice(split), damage: true, step });
      continue;
    }
    phases.push({ name: step.name, title, events, assignments: step.assignments || [], damage: true, step });
  }
  return phases;
}

/** The most events a step's spoken summary reads out (the rest are counted). */
const SPOKEN_EVENTS = 8;

/**
 * What a step did, in the log's words, for a screen reader: its divisions, then its first events as
 * sentences (the rest counted), or that nothing happens in it. Each sentence ends with a full stop.
 */
export function phaseSummary(phase, nameOf) {
  const end = (text) => (/[.!?]$/.test(text) ? text : `${text}.`);
  const parts = [];
  if (phase.assignments && phase.assignments.length) {
    parts.push(end(`Divisions: ${phase.assignments.map((a) => describeAssignment(a, nameOf)).join("; ")}`));
  }
  for (const ev of phase.events.slice(0, SPOKEN_EVENTS)) parts.push(end(describeEvent(ev, nameOf)));
  const left = phase.events.length - SPOKEN_EVENTS;
  if (left > 0) parts.push(`And ${left.toLocaleString("en")} more event${left === 1 ? "" : "s"}, listed in the event log.`);
  if (!phase.events.length) parts.push("Nothing happens in this step.");
  return parts.join(" ");
}

// A long log (thousands of events) lists the first rows of each step; a button lists the next ones
// (a page of rows at a time), so the page never lays out ten thousand rows at once.
const FIRST_ROWS = 200;
const MORE_ROWS = 500;

/**
 * Fill the two log lists: `before` gets the declaration steps, `damage` the
 * combat damage steps. Every group is a <section data-phase="N"> (N from 1).
 */
export function renderLog(phases, nameOf, { before, damage }) {
  const beforeNodes = [];
  const damageNodes = [];
  phases.forEach((phase, index) => {
    const group = el("section", "log-step");
    group.dataset.phase = String(index + 1);
    const head = el("h3", "log-step-title");
    head.append(el("span", "log-step-number", String(index + 1)));
    head.append(el("span", null, phase.title));
    group.append(head);
    if (phase.assignments && phase.assignments.length) {
      const p = el("p", "assignment");
      p.textContent = `Divisions: ${phase.assignments.map((a) => describeAssignment(a, nameOf)).join("; ")}.`;
      group.append(p);
    }
    const items = el("ol", "events");
    for (const ev of phase.events.slice(0, FIRST_ROWS)) items.append(eventRow(ev, nameOf, phase.damage));
    if (phase.events.length > FIRST_ROWS) items.append(moreRows(phase, nameOf, FIRST_ROWS));
    if (!phase.events.length) items.append(el("li", "log-row log-empty", "Nothing happens in this step."));
    group.append(items);
    (phase.damage ? damageNodes : beforeNodes).push(group);
  });
  before.replaceChildren(...beforeNodes);
  damage.replaceChildren(...damageNodes);
  if (!damageNodes.length) damage.append(el("p", "placeholder", "No combat damage step happens."));
}

/** The row that lists the events of a step from `at` on, a page at a time. */
function moreRows(phase, nameOf, at) {
  const row = el("li", "log-row log-more");
  const left = phase.events.length - at;
  const button = el("button", "small", `Show ${Math.min(MORE_ROWS, left).toLocaleString("en")} more of ` +
    `${left.toLocaleString("en")} events`);
  button.type = "button";
  button.addEventListener("click", () => {
    const end = Math.min(at + MORE_ROWS, phase.events.length);
    const rows = document.createDocumentFragment();
    for (let i = at; i < end; i++) rows.append(eventRow(phase.events[i], nameOf, phase.damage));
    if (end < phase.events.length) rows.append(moreRows(phase, nameOf, end));
    row.replaceWith(rows);
  });
  row.append(button);
  return row;
}

/** Mark the group of the current phase (0 = set-up, nothing highlighted). */
export function highlightPhase(containers, index) {
  for (const container of containers) {
    for (const group of container.querySelectorAll(".log-step")) {
      const n = Number(group.dataset.phase);
      group.classList.toggle("current", n === index);
      group.classList.toggle("done", n < index);
      group.classList.toggle("upcoming", n > index);
      if (n === index) group.setAttribute("aria-current", "step");
      else group.removeAttribute("aria-current");
    }
  }
}
