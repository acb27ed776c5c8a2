// Combat Lab playground page. It only shows what the engine answers: it never
// decides a rule. All scenario text is rendered with textContent.

import { CombatLab } from "./combatlab.js";

const $ = (id) => document.getElementById(id);
const els = {
  status: $("engine-status"),
  loader: $("loader"),
  loadMessage: $("load-message"),
  loadPercent: $("load-percent"),
  loadProgress: $("load-progress"),
  ruleset: $("ruleset"),
  scenario: $("scenario"),
  resolve: $("resolve"),
  validate: $("validate"),
  reset: $("reset"),
  result: $("result"),
  badge: $("result-badge"),
  rawDetails: $("raw-details"),
  raw: $("raw-json"),
  buildInfo: $("build-info"),
};

let exampleText = "";
let engineReady = false;

/** Creates an element with a class and text (never HTML). */
function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

// ---------------------------------------------------------------- loading

function showProgress({ stage, fraction, message }) {
  const percent = Math.round(Math.max(0, Math.min(1, fraction || 0)) * 100);
  els.loadProgress.value = percent / 100;
  els.loadPercent.textContent = `${percent}%`;
  els.loadMessage.textContent = message || stage;
  if (stage === "failed") {
    els.loader.classList.add("failed");
    els.loadPercent.textContent = "failed";
  }
}

async function loadExample() {
  try {
    const response = await fetch(new URL("./examples/gorger.json", import.meta.url));
    exampleText = (await response.text()).trim();
  } catch (error) {
    exampleText = "{}";
    console.error("Combat Lab: could not load the example scenario", error);
  }
  if (!els.scenario.value) els.scenario.value = exampleText;
}

/** Ruleset ids from the engine's "rulesets" answer (strings or {id, ...}). */
function rulesetIds(answer) {
  const list = Array.isArray(answer) ? answer : answer && answer.rulesets;
  if (Array.isArray(list)) {
    return list.map((item) => (typeof item === "string" ? { id: item } : item)).filter((r) => r && r.id);
  }
  if (list && typeof list === "object") {
    return Object.entries(list).map(([id, value]) => ({ id, ...(typeof value === "object" ? value : {}) }));
  }
  return [];
}

async function fillRulesets() {
  const answer = await CombatLab.rulesets();
  const rulesets = rulesetIds(answer);
  if (!rulesets.length) return;
  const current = currentScenarioRuleset() || els.ruleset.value;
  els.ruleset.replaceChildren(
    ...rulesets.map((r) => {
      const title = r.title || r.name;
      const option = el("option", null, title && title !== r.id ? `${r.id} — ${title}` : r.id);
      option.value = r.id;
      return option;
    }),
  );
  if (rulesets.some((r) => r.id === current)) els.ruleset.value = current;
}

function currentScenarioRuleset() {
  try {
    const scenario = JSON.parse(els.scenario.value);
    return scenario && typeof scenario.ruleset === "string" ? scenario.ruleset : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- rendering

function namesOf(scenario) {
  const names = new Map();
  for (const player of (scenario && scenario.players) || []) {
    if (player && player.id !== undefined) names.set(player.id, String(player.id));
  }
  for (const permanent of (scenario && scenario.permanents) || []) {
    if (permanent && permanent.id !== undefined) names.set(permanent.id, permanent.name || String(permanent.id));
  }
  return names;
}

function describe(event, names) {
  const name = (id) => (names.has(id) ? names.get(id) : String(id));
  switch (event.type) {
    case "damage": {
      let text = `${name(event.source)} deals ${event.amount} damage to ${name(event.target)}`;
      if (event.prevented) text += ` (${event.prevented} prevented)`;
      if (event.combat === false) text += " (noncombat)";
      return text;
    }
    case "dies":
      return `${name(event.id)} dies${event.reason ? ` (${event.reason.replaceAll("-", " ")})` : ""}`;
    case "marked":
      return `${name(event.id)} now has ${event.damage} damage marked (+${event.amount})`;
    case "loses":
      return `${name(event.player ?? event.id)} loses the game${event.reason ? ` (${event.reason.replaceAll("-", " ")})` : ""}`;
    default: {
      const ids = new Set(["id", "source", "target", "player", "controller"]);
      const details = Object.entries(event)
        .filter(([key]) => key !== "type" && key !== "rule")
        .map(([key, value]) => {
          if (ids.has(key)) return `${key}: ${name(value)}`;
          return `${key}: ${typeof value === "object" ? JSON.stringify(value) : value}`;
        });
      return details.join(", ");
    }
  }
}

function renderEvent(event, names) {
  const item = el("li", `event event-${String(event.type).replace(/[^a-z0-9-]/gi, "")}`);
  item.append(el("span", "event-type", event.type));
  item.append(el("span", "event-text", describe(event, names)));
  const rule = el("span", event.rule ? "rule" : "rule rule-none", event.rule ? `rule ${event.rule}` : "—");
  if (!event.rule) rule.title = "the engine names no rule for this event";
  item.append(rule);
  return item;
}

function renderStep(step, names) {
  const section = el("section", "step");
  section.append(el("h3", "step-name", `${String(step.name).replace(/-/g, " ")} damage step`));
  for (const assignment of step.assignments || []) {
    const parts = Object.entries(assignment.division || {}).map(([id, amount]) => `${names.get(id) ?? id} ${amount}`);
    section.append(el("p", "assignment", `${names.get(assignment.source) ?? assignment.source} assigns: ${parts.join(", ")}`));
  }
  const list = el("ol", "events");
  for (const event of step.events || []) list.append(renderEvent(event, names));
  if (!list.children.length) list.append(el("li", "event event-empty", "No events."));
  section.append(list);
  return section;
}

function renderFinal(final, names) {
  const section = el("section", "final");
  section.append(el("h3", "step-name", "After combat"));
  const table = el("table", "final-table");
  const head = el("tr");
  for (const label of ["", "state"]) head.append(el("th", null, label));
  const thead = el("thead");
  thead.append(head);
  table.append(thead);
  const body = el("tbody");
  const rows = [
    ...Object.entries((final && final.players) || {}),
    ...Object.entries((final && final.permanents) || {}),
  ];
  for (const [id, state] of rows) {
    const row = el("tr");
    row.append(el("th", null, names.get(id) ?? id));
    const parts = Object.entries(state || {}).map(([key, value]) =>
      `${key} ${typeof value === "object" ? JSON.stringify(value) : value}`,
    );
    row.append(el("td", null, parts.join(" · ")));
    body.append(row);
  }
  table.append(body);
  section.append(table);
  return section;
}

function renderError(error) {
  const box = el("div", "error-box");
  box.setAttribute("role", "alert");
  box.append(el("p", "error-code", error.code || "error"));
  box.append(el("p", "error-message", error.message || ""));
  const meta = el("dl", "error-meta");
  for (const key of ["path", "rule"]) {
    if (error[key]) {
      meta.append(el("dt", null, key));
      meta.append(el("dd", null, error[key]));
    }
  }
  if (meta.children.length) box.append(meta);
  return box;
}

function setBadge(text, kind) {
  els.badge.hidden = false;
  els.badge.textContent = text;
  els.badge.className = `badge badge-${kind}`;
}

function showRaw(answer) {
  els.rawDetails.hidden = false;
  els.raw.textContent = JSON.stringify(answer, null, 2);
}

function renderResult(answer, scenario) {
  const names = namesOf(scenario);
  const nodes = [];
  if (answer && answer.ok === false) {
    setBadge(answer.error && answer.error.code ? answer.error.code : "error", "error");
    nodes.push(renderError(answer.error || {}));
  } else {
    setBadge(`resolved · ${answer.ruleset ?? ""}`, "ok");
    for (const step of answer.steps || []) nodes.push(renderStep(step, names));
    if (!(answer.steps || []).length) nodes.push(el("p", "placeholder", "No combat damage step happened."));
    if (answer.final) nodes.push(renderFinal(answer.final, names));
  }
  els.result.replaceChildren(...nodes);
  showRaw(answer);
}

function renderProblems(problems) {
  if (!Array.isArray(problems)) {
    renderResult(problems, null);
    return;
  }
  if (!problems.length) {
    setBadge("valid", "ok");
    els.result.replaceChildren(el("p", "placeholder", "No problems: the scenario is valid."));
  } else {
    setBadge(`${problems.length} problem${problems.length === 1 ? "" : "s"}`, "error");
    const list = el("ul", "problems");
    for (const problem of problems) {
      const item = el("li");
      item.append(renderError(problem));
      list.append(item);
    }
    els.result.replaceChildren(list);
  }
  showRaw(problems);
}

function renderLocalError(title, message) {
  setBadge(title, "error");
  els.result.replaceChildren(renderError({ code: title, message }));
  els.rawDetails.hidden = true;
}

// ---------------------------------------------------------------- actions

function readScenario() {
  let scenario;
  try {
    scenario = JSON.parse(els.scenario.value);
  } catch (error) {
    renderLocalError("invalid JSON", error.message);
    return null;
  }
  if (scenario && typeof scenario === "object" && !Array.isArray(scenario) && els.ruleset.value) {
    scenario.ruleset = els.ruleset.value;
  }
  return scenario;
}

async function run(kind) {
  if (!engineReady) return;
  const scenario = readScenario();
  if (scenario === null) return;
  els.resolve.disabled = els.validate.disabled = true;
  try {
    if (kind === "validate") renderProblems(await CombatLab.validate(scenario));
    else renderResult(await CombatLab.resolve(scenario), scenario);
  } catch (error) {
    renderLocalError("engine unavailable", error.message);
  } finally {
    els.resolve.disabled = els.validate.disabled = false;
  }
}

els.resolve.addEventListener("click", () => run("resolve"));
els.validate.addEventListener("click", () => run("validate"));
els.reset.addEventListener("click", () => {
  els.scenario.value = exampleText;
  const ruleset = currentScenarioRuleset();
  if (ruleset && [...els.ruleset.options].some((o) => o.value === ruleset)) els.ruleset.value = ruleset;
});
els.scenario.addEventListener("keydown", (event) => {
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    run("resolve");
  }
});
els.ruleset.addEventListener("change", () => {
  // Keep the text in step with the picker when it is valid JSON.
  try {
    const scenario = JSON.parse(els.scenario.value);
    if (scenario && typeof scenario === "object" && !Array.isArray(scenario)) {
      scenario.ruleset = els.ruleset.value;
      els.scenario.value = JSON.stringify(scenario, null, 2);
    }
  } catch {
    /* leave text the user is still editing alone */
  }
});

CombatLab.onProgress(showProgress);
loadExample();

CombatLab.ready.then(
  async (info) => {
    engineReady = true;
    document.body.dataset.engine = "ready";
    els.loader.hidden = true;
    els.status.textContent = `Engine ready · pyengine ${info.engineVersion}`;
    els.status.classList.add("ready");
    els.buildInfo.textContent =
      `pyengine ${info.engineVersion} on Pyodide ${info.pyodideVersion} · build ${info.buildHash.slice(0, 12)} · loaded in ${(info.loadMs / 1000).toFixed(1)} s`;
    els.resolve.disabled = els.validate.disabled = false;
    els.ruleset.disabled = false;
    try {
      await fillRulesets();
    } catch (error) {
      console.warn("Combat Lab: could not list rulesets", error);
    }
  },
  (error) => {
    document.body.dataset.engine = "failed";
    els.status.textContent = "Engine failed to load";
    els.status.classList.add("failed");
    renderLocalError("engine failed to load", error.message);
  },
);
