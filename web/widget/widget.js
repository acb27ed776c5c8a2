// <combat-lab>: a Combat Lab board for any page (wiki articles, blogs, docs).
//
//   <script type="module" src="widget.js"></script>
//   <combat-lab mode="step" ruleset="mtg" compare="mtg,mtg-2020" height="420">
//     <script type="application/json">{ "format": 1, ... }</script>      (or src="board.json")
//     <script type="application/json" data-answer>{ "format": 1, "engine": ..., ... }</script>  (optional)
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
// A stored answer (the data-answer child, docs/scenario-format.md "Stored answers": the engine's answer
// stamped with its build id and the board's hash, as the MediaWiki extension and the Embed box write it)
// is shown at once, with no Python, when it is this site's engine build's and names this very board;
// so is an answer this browser kept (core/answers-store.js). Otherwise the engine answers, as below.
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
//
// The element is in element.js (attributes, lifecycle, loading, the engine), board.js (the board, the
// log, step and compare modes), choices.js (play mode) and dom.js (small DOM helpers).

import { CombatLabElement, checkScenario } from "./element.js";

if (!customElements.get("combat-lab")) customElements.define("combat-lab", CombatLabElement);

export { CombatLabElement, checkScenario };
