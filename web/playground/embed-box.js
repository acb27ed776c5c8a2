// The Embed box: the snippets that put the board on another page (the <combat-lab> element, the iframe,
// MediaWiki wikitext; core/embed-snippets.js, loaded on first use), as the reader configures them (what
// readers can do: view, step or play; rulesets compared side by side; a fixed height), and a live preview
// of the board as configured: an iframe of embed.html, the iframe form itself, sized by its resize
// messages as embed-resizer.js sizes it on another page.
//
// The element's snippet carries the engine's answer for the board (issue 26: computed here, by this very
// engine build, and stamped with its id and the board's hash): for a comparison the engine's compare
// answer, asked once per board and rulesets. The same answers go to this browser's answers store, so
// the preview (same origin) shows them at once instead of starting a second engine for them.
// The page never decides a rule: every answer shown comes from the engine.

import { remember } from "../core/answers-store.js";
import { boardHash } from "../core/stored-answer.js";
import { CombatLab } from "../engine/combatlab.js";
import { ENGINE_BUILD } from "../engine/build-id.js";
import { $, announce } from "./elements.js";
import { flushJson } from "./json-text.js";
import { app } from "./state.js";

const button = $("embed");
const box = $("embed-box");
const preview = $("embed-preview");
const compareList = $("embed-compare-list");
const heightInput = $("embed-height");
const MODES = ["view", "step", "play"];
const MIN_COMPARED = 2;

/** The reader's choices: {mode, compare: [ids] (applied from two on), height (pixels) or undefined}. */
function settings() {
  const checked = box.querySelector('input[name="embed-mode"]:checked');
  const mode = checked && MODES.includes(checked.value) ? checked.value : "step";
  const compare = [...compareList.querySelectorAll("input[type=checkbox]:checked")].map((input) => input.value);
  const raw = heightInput.value.trim();
  const height = /^\d{1,4}$/.test(raw) && Number(raw) >= 200 ? Number(raw) : undefined;
  return { mode, compare: compare.length >= MIN_COMPARED ? compare : [], ticked: compare.length, height };
}

/** One checkbox per ruleset the engine has, named by its title (the engine's words, not an id's). */
function fillRulesets() {
  if (!app.rulesets.length || compareList.querySelector("input")) return;
  compareList.replaceChildren(...app.rulesets.map((ruleset) => {
    const label = document.createElement("label");
    const input = document.createElement("input");
    input.type = "checkbox";
    input.value = ruleset.id;
    label.append(input, document.createTextNode(` ${ruleset.title || ruleset.id} (${ruleset.id})`));
    return label;
  }));
}

// The engine's compare answer for (board, rulesets), asked once: {key, answer} of the last one asked.
let compared = { key: "", answer: null, pending: null };

async function compareAnswer(scenario, ids) {
  const key = `${boardHash(scenario)}|${ids.join(",")}`;
  if (compared.key === key) return compared.pending ? compared.pending : compared.answer;
  const pending = (async () => {
    try {
      await CombatLab.ready;
      return await CombatLab.compare(scenario, ids);
    } catch {
      return null;
    }
  })();
  compared = { key, answer: null, pending };
  const answer = await pending;
  if (compared.key === key) compared = { key, answer, pending: null };
  return answer;
}

/** The engine's answer for the board shown as configured, stamped for a snippet; or null. */
async function stampedAnswer(scenario, { compare }) {
  if (!ENGINE_BUILD) return null;
  if (compare.length) {
    if (!app.engineReady) return null;
    const answer = await compareAnswer(scenario, compare);
    if (!answer || answer.ok !== true || scenario !== app.scenario) return null;
    return { format: 1, engine: ENGINE_BUILD, board: boardHash(scenario), call: "compare", answer };
  }
  if (app.previewSeq !== app.seq || !app.preview || app.preview.ok !== true) return null;
  return { format: 1, engine: ENGINE_BUILD, board: boardHash(scenario), call: "resolve", answer: app.preview };
}

/** Whether this site lets pages of other origins load widget.js (its own response's CORS header), once. */
// (widget.js is fetched for its headers only, never imported: the playground does not use the widget.)
const SITE_ROOT = new URL("../", import.meta.url);
let crossOrigin = null;
function checkCrossOrigin() {
  crossOrigin ??= fetch(new URL("widget.js", SITE_ROOT), { cache: "no-store" })
    .then((response) => response.headers.get("access-control-allow-origin"))
    .catch(() => null);
  return crossOrigin;
}

async function showOriginNote() {
  const allowed = await checkCrossOrigin();
  const note = $("embed-origin-note");
  note.textContent = allowed === "*"
    ? "This site sends Access-Control-Allow-Origin: *, so the widget snippet works on a page of any site; "
      + "the iframe works everywhere too."
    : "This site does not send Access-Control-Allow-Origin, so on a page of another site the browser refuses "
      + "widget.js: the widget's fallback then shows the board in words, says why and links the board. "
      + "Use the iframe snippet there (it needs nothing from the host; README, Hosting).";
  box.dataset.crossOrigin = allowed === "*" ? "yes" : "no";
}

let shown = 0; // bumped by every render: a render still waiting for an answer is dropped by a newer one

export async function renderEmbed() {
  if (box.hidden || !app.scenario) return;
  const mine = ++shown;
  const scenario = app.scenario;
  const status = $("embed-status");
  fillRulesets();
  const chosen = settings();
  for (const input of box.querySelectorAll('input[name="embed-mode"]')) input.disabled = chosen.compare.length > 0;
  $("embed-compare-note").textContent = chosen.compare.length
    ? `Comparing ${chosen.compare.length} rulesets: the comparison takes the place of the mode.`
    : chosen.ticked === 1
      ? "Tick one more to compare: with one, the snippet shows the board in the mode chosen above."
      : "Tick two or more: a comparison takes the place of the mode.";
  const options = { mode: chosen.mode, ...(chosen.compare.length ? { compare: chosen.compare } : {}),
    ...(chosen.height ? { height: chosen.height } : {}) };
  try {
    const { widgetSnippet, iframeSnippet, wikitextSnippet, embedUrl } = await import("../core/embed-snippets.js");
    const answer = await stampedAnswer(scenario, chosen);
    if (mine !== shown || scenario !== app.scenario) return;
    $("embed-widget").value = widgetSnippet(scenario, { ...options, answer });
    $("embed-iframe").value = iframeSnippet(scenario, options);
    $("embed-wikitext").value = wikitextSnippet(scenario, options);
    const what = chosen.compare.length ? "comparison" : "answer";
    status.textContent = answer
      ? `The snippets carry the whole board and your choices; they follow every edit. The widget's also carries the engine's ${what}, `
        + `computed in your browser by engine build ${ENGINE_BUILD.slice(0, 8)}: a page shows it at once, without `
        + "loading Python, for as long as the site serves that build (then, or without it, the engine answers)."
      : `The snippets carry the whole board and your choices; they follow every edit. (The widget's gets the engine's ${what} once the `
        + "engine has checked this board.)";
    box.dataset.answer = answer ? "yes" : "no";
    await showPreview(scenario, options, answer, embedUrl);
  } catch (error) {
    if (mine !== shown) return;
    status.textContent = `No snippet for this board: ${error.reason || error.message}`;
  }
}

/** The preview: embed.html as configured; the answers it needs kept first, so that it shows them at once. */
async function showPreview(scenario, options, answer, embedUrl) {
  if (answer) await remember(answer.call, scenario, answer.answer);
  if (options.mode === "play" && app.optionsSeq === app.seq && app.options && app.options.ok === true) {
    await remember("options", scenario, app.options);
  }
  if (scenario !== app.scenario) return;
  const url = embedUrl(scenario, { ...options, id: "preview", origin: window.location.origin });
  if (preview.src !== url) preview.src = url;
  const title = typeof scenario.title === "string" && scenario.title.trim() ? scenario.title.trim() : "this board";
  preview.title = `Preview of the embedded board: ${title}`;
  box.dataset.preview = JSON.stringify(options);
}

/** The preview frame takes the height its board reports, as embed-resizer.js does on another page. */
function onPreviewResize(event) {
  const data = event.data;
  if (event.source !== preview.contentWindow || event.origin !== window.location.origin) return;
  if (data === null || typeof data !== "object" || data.type !== "combat-lab:resize") return;
  const height = Number(data.height);
  if (Number.isFinite(height) && height > 0 && height < 20000) preview.style.height = `${Math.ceil(height) + 2}px`;
}

export function closeEmbedBox({ focusButton = false } = {}) {
  if (box.hidden) return;
  box.hidden = true;
  button.setAttribute("aria-expanded", "false");
  if (focusButton) button.focus();
}

export function installEmbed() {
  // The engine checked the board (or its stored answer came): the widget snippet can carry the answer.
  document.addEventListener("combat-lab:checked", () => renderEmbed());
  window.addEventListener("message", onPreviewResize);
  box.addEventListener("change", () => renderEmbed());
  heightInput.addEventListener("input", () => renderEmbed());
  $("embed-close").addEventListener("click", () => {
    closeEmbedBox({ focusButton: true });
    announce("Embed box closed.");
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || box.hidden || event.defaultPrevented) return;
    event.preventDefault();
    closeEmbedBox({ focusButton: box.contains(document.activeElement) });
  });
  button.addEventListener("click", () => {
    flushJson();
    if (!box.hidden) {
      closeEmbedBox();
      return;
    }
    box.hidden = false;
    button.setAttribute("aria-expanded", "true");
    showOriginNote();
    // The snippet takes the focus once it is written, unless the reader has moved the focus meanwhile (a
    // render that waits for the engine's answer must not pull the focus from where the reader put it: an
    // Enter meant for the Embed button would type into the snippet and leave the box open).
    let moved = false;
    const onFocus = () => { moved = true; };
    document.addEventListener("focusin", onFocus);
    renderEmbed().then(() => {
      document.removeEventListener("focusin", onFocus);
      if (moved || box.hidden) return;
      const widget = $("embed-widget");
      widget.focus();
      widget.setSelectionRange(0, 0);
      widget.scrollTop = 0;
    });
  });
}
