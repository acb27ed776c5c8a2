// The two ways to put a Combat Lab board on another page, as HTML snippets to
// copy (the playground's "Embed" dialog shows both for the current board).
//
//   import { widgetSnippet, iframeSnippet, embedUrl } from "./embed-snippets.js";
//   widgetSnippet(scenario, options)            <script type="module" src=".../widget.js"> + <combat-lab>
//                                               with the scenario as inline JSON and a fallback text
//   iframeSnippet(scenario, options, baseUrl)   <iframe src=".../embed.html#s=..."> (+ the resizer script)
//   embedUrl(scenario, options, baseUrl)        just the embed.html URL
//   wikitextSnippet(scenario, options)          <combatlab ...>JSON</combatlab> for a MediaWiki page
//                                               with the CombatLab extension (mediawiki/CombatLab)
//
// options (all optional): mode ("view" | "step" | "play"), ruleset, compare (array or
// "a,b"), height (pixels or a CSS length), title, fallback (text; default: the board in
// words), origin (iframe: the embedding page's origin, e.g. "https://wiki.example"),
// id (iframe: echoed in its resize messages), resizer (iframe: add embed-resizer.js;
// default true), answer (widget: a stored answer for the board, stamped by the engine build
// that computed it: a data-answer child, so the board is answered at first paint without Python;
// docs/scenario-format.md, "Stored answers"). baseUrl: where static/ is served (default: where
// this module is).
//
// Every piece of scenario text is escaped: the JSON so that it cannot close its
// <script> element (<, >, & and line separators as \u escapes), attribute values
// and the fallback text as HTML text. Throws ScenarioUrlError when the board is
// too large for a URL (the share.js limits).

import { MAX_ENCODED_LENGTH, ScenarioUrlError, encodeScenario, parseScenarioText } from "./share.js";
import { describeBoard } from "./widget-text.js";

const MODES = new Set(["view", "step", "play"]);
const RULESET_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const HEIGHT = /^\d{1,4}(?:\.\d+)?(?:px|em|rem|vh)?$/;

/** Text as HTML text or a double-quoted attribute value. */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

/** JSON that is safe inside <script type="application/json">: nothing in it can end the element. */
export function scriptSafeJson(value, indent = 2) {
  return JSON.stringify(value, null, indent).replace(/[<>&\u2028\u2029]/g, (c) =>
    `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

function base(baseUrl) {
  const url = new URL(baseUrl || new URL("../", import.meta.url).href);
  if (!url.pathname.endsWith("/")) url.pathname = url.pathname.replace(/[^/]*$/, "");
  url.search = "";
  url.hash = "";
  return url;
}

function checked(scenario) {
  // The same limits as a share link: refuse a board that no page would show.
  return parseScenarioText(JSON.stringify(scenario));
}

function compareList(compare) {
  const ids = (Array.isArray(compare) ? compare : String(compare || "").split(","))
    .map((s) => String(s).trim())
    .filter((s) => RULESET_ID.test(s));
  return [...new Set(ids)];
}

function attributes(options) {
  const attrs = [];
  if (options.mode && MODES.has(options.mode) && options.mode !== "view") attrs.push(["mode", options.mode]);
  if (options.ruleset && RULESET_ID.test(options.ruleset)) attrs.push(["ruleset", options.ruleset]);
  const compare = compareList(options.compare);
  if (compare.length) attrs.push(["compare", compare.join(",")]);
  if (options.height !== undefined && HEIGHT.test(String(options.height))) attrs.push(["height", String(options.height)]);
  return attrs;
}

function titleOf(scenario, options) {
  if (options.title) return String(options.title);
  if (typeof scenario.title === "string" && scenario.title.trim()) return scenario.title.trim();
  return "a combat";
}

/** The <combat-lab> element with inline JSON, and the script tag that defines it. */
export function widgetSnippet(scenario, options = {}, baseUrl = undefined) {
  const board = checked(scenario);
  const root = base(baseUrl || options.baseUrl);
  const attrs = attributes(options).map(([k, v]) => ` ${k}="${escapeHtml(v)}"`).join("");
  const fallback = options.fallback !== undefined ? [String(options.fallback)] : describeBoard(board, { ruleset: options.ruleset });
  const json = scriptSafeJson(board).replace(/\n/g, "\n    ");
  const answer = options.answer ? [`  <script type="application/json" data-answer>${scriptSafeJson(options.answer, 0)}</script>`] : [];
  return [
    `<script type="module" src="${escapeHtml(new URL("widget.js", root).href)}"></script>`,
    `<combat-lab${attrs}>`,
    `  <script type="application/json">`,
    `    ${json}`,
    `  </script>`,
    ...answer,
    `  <p>${escapeHtml(fallback.join(" "))}</p>`,
    `  ${notLoadedNote(board, options, root)}`,
    `</combat-lab>`,
  ].join("\n");
}

/**
 * The fallback's line for a page where widget.js never ran (JavaScript off, or widget.js or a module it
 * imports refused: from another origin, a host that sends no Access-Control-Allow-Origin). It sits in the
 * slot NOT_LOADED_SLOT, which the element's shadow root does not have: once the element is defined the
 * line is never shown; while it is not (and so if it never is), the element's children show as they are.
 * It links the board's iframe form (embed.html), which needs no CORS; without a link (a board too large
 * for one), it says so.
 */
export const NOT_LOADED_SLOT = "combat-lab-not-loaded";

function notLoadedNote(board, options, root) {
  const host = root.origin;
  const why = `The interactive board has not loaded: this page could not run widget.js from ${host} `
    + "(JavaScript is off, or that site does not let other sites load it: it must send Access-Control-Allow-Origin).";
  let link = "";
  try {
    link = ` <a href="${escapeHtml(embedUrl(board, { ...options, answer: undefined }, root.href))}" target="_blank" rel="noopener">`
      + "Open the board on Combat Lab</a>, or embed it with the iframe snippet, which works on any site.";
  } catch {
    link = " The iframe snippet works on any site.";
  }
  return `<p slot="${NOT_LOADED_SLOT}" role="note"><strong>${escapeHtml(why)}</strong>${link}</p>`;
}

/**
 * The <combatlab> tag of the MediaWiki extension, with the board as JSON between the tags
 * (the wiki writes the board in words and the outcome itself). The JSON is script-safe, so
 * no name can close the tag early; the attributes are the widget's (mode, ruleset, compare,
 * height), checked as above.
 */
export function wikitextSnippet(scenario, options = {}) {
  const board = checked(scenario);
  const attrs = attributes(options).map(([k, v]) => ` ${k}="${escapeHtml(v)}"`).join("");
  return [`<combatlab${attrs}>`, scriptSafeJson(board), `</combatlab>`].join("\n");
}

/** embed.html's URL for a board: the scenario and the options in the fragment. */
export function embedUrl(scenario, options = {}, baseUrl = undefined) {
  const board = checked(scenario);
  const encoded = encodeScenario(board);
  if (encoded.length > MAX_ENCODED_LENGTH) {
    throw new ScenarioUrlError(
      `This board is too large for a link (${encoded.length.toLocaleString("en")} characters; at most ${MAX_ENCODED_LENGTH.toLocaleString("en")}).`,
    );
  }
  const params = new URLSearchParams();
  for (const [key, value] of attributes(options)) params.set(key, value);
  if (options.origin) {
    const origin = new URL(String(options.origin)).origin;
    if (origin === "null") throw new TypeError(`origin must be an http(s) origin, not ${options.origin}`);
    params.set("origin", origin);
  }
  if (options.id) params.set("id", String(options.id).slice(0, 100));
  const rest = params.toString();
  return `${new URL("embed.html", base(baseUrl || options.baseUrl)).href}#s=${encoded}${rest ? `&${rest}` : ""}`;
}

/** An <iframe> of embed.html for the board, and (unless resizer: false) the script that sizes it. */
export function iframeSnippet(scenario, options = {}, baseUrl = undefined) {
  const board = checked(scenario);
  const root = base(baseUrl || options.baseUrl);
  const src = embedUrl(board, options, root.href);
  const height = options.height !== undefined && /^\d+$/.test(String(options.height)) ? String(options.height) : "460";
  const lines = [
    `<iframe src="${escapeHtml(src)}"`,
    `  title="${escapeHtml(`Combat Lab: ${titleOf(board, options)}`)}"`,
    `  width="100%" height="${height}" loading="lazy" style="border:0;max-width:100%"`,
    `  sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"></iframe>`,
  ];
  if (options.resizer !== false) {
    // A classic script: a page of another origin loads it without CORS headers (a module would need them).
    lines.push(`<script src="${escapeHtml(new URL("embed-resizer.js", root).href)}" async></script>`);
  }
  return lines.join("\n");
}
