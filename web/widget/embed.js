// embed.html: the <combat-lab> widget alone on a page, for wikis that allow only iframes.
//
//   <iframe src="https://host/combat-lab/embed.html#s=<scenario>&mode=step&origin=https://wiki.example&id=fig1"
//           title="Combat Lab: ..." loading="lazy" width="100%" height="420"></iframe>
//
// Fragment parameters (the fragment never reaches any server):
//   s         the scenario, encoded by share.js (base64url of its JSON); size and depth are limited
//   mode      view | step | play            ruleset   resolve under this ruleset
//   compare   comma-separated rulesets      id        echoed in every message (to tell frames apart)
//   height    the widget's fixed height (as its height attribute: "420", "30rem"); its words scroll inside
//   origin    the embedding page's origin (e.g. https://wiki.example): messages go only to it,
//             and messages from any other origin are ignored. Without it, resize messages are
//             posted to any parent ("*": they carry only a height) and requests are accepted
//             from the parent window only.
//
// Messages to the parent window:
//   {type: "combat-lab:resize", height, id}    height: the content's height in CSS pixels, sent
//                                              whenever it changes (and on request)
// Messages from the parent window (anything else, or from anyone else, is ignored):
//   {type: "combat-lab:request-resize"}        asks for a resize message now
//
// embed-resizer.js is a ready-made parent side: it sizes every such iframe on the page.

import "../engine/sw-register.js";
import { ScenarioUrlError, scenarioFromAnyHash } from "../core/share.js";
import "./widget.js";

const RESIZE = "combat-lab:resize";
const REQUESTS = new Set(["combat-lab:request-resize"]);
const main = document.getElementById("embed");
const embedded = window.parent !== window;

let settings = readSettings();
let lastHeight = -1;

function readSettings() {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ""));
  const origin = params.get("origin");
  let target = "*";
  let valid = true;
  if (origin !== null) {
    try {
      const url = new URL(origin);
      valid = (url.protocol === "https:" || url.protocol === "http:") && url.origin === origin.replace(/\/$/, "");
      target = url.origin;
    } catch {
      valid = false;
    }
    if (!valid) console.warn(`Combat Lab embed: origin=${JSON.stringify(origin)} is not an origin; no messages are sent`);
  }
  const id = params.get("id");
  return {
    mode: params.get("mode"),
    ruleset: params.get("ruleset"),
    compare: params.get("compare"),
    height: params.get("height"),
    origin: origin === null ? null : valid ? target : undefined,
    id: id !== null && id.length <= 100 ? id : null,
  };
}

function post(message) {
  if (!embedded || settings.origin === undefined) return;
  window.parent.postMessage(message, settings.origin || "*");
}

function reportHeight(force = false) {
  const height = Math.ceil(main.getBoundingClientRect().height);
  if (!force && height === lastHeight) return;
  lastHeight = height;
  post({ type: RESIZE, height, id: settings.id });
}

function showMessage(text) {
  const box = document.createElement("p");
  box.className = "embed-message";
  box.setAttribute("role", "alert");
  box.textContent = text;
  main.replaceChildren(box);
  document.body.dataset.state = "refused";
}

async function render() {
  settings = readSettings();
  let scenario;
  try {
    scenario = await scenarioFromAnyHash(window.location.hash);
  } catch (error) {
    showMessage(error instanceof ScenarioUrlError ? error.message : `This board cannot be shown: ${error.message}`);
    return;
  }
  if (scenario === null) {
    showMessage("This embed has no board: its address needs #s= followed by a scenario encoded by Combat Lab.");
    return;
  }
  const widget = document.createElement("combat-lab");
  for (const name of ["mode", "ruleset", "compare", "height"]) {
    if (settings[name]) widget.setAttribute(name, settings[name]);
  }
  widget.scenario = scenario;
  main.replaceChildren(widget);
  document.body.dataset.state = "widget";
}

window.addEventListener("message", (event) => {
  const data = event.data;
  const accepted =
    event.source === window.parent &&
    embedded &&
    (settings.origin === null || event.origin === settings.origin) &&
    data !== null && typeof data === "object" && !Array.isArray(data) &&
    typeof data.type === "string" && REQUESTS.has(data.type);
  if (!accepted) {
    document.body.dataset.ignoredMessages = String(Number(document.body.dataset.ignoredMessages || 0) + 1);
    return;
  }
  reportHeight(true);
});

window.addEventListener("hashchange", render);
new ResizeObserver(() => requestAnimationFrame(() => reportHeight())).observe(main);
render();
reportHeight(true);
