// The engine's problems and refusals as the playground says them: in the widget's words (core/widget-text.js,
// one wording for every page), each `$.`-path of the engine's message said as what it is about ("Vastwood
// Gorger's power", "Pride Guardian's division"), never a code or a path as the text a reader is left with.
// The rule stays beside it as a rule chip (log.js ruleText); the path stays on the field it marks (data-path).

import { plainMessage } from "../core/widget-text.js";

const words = (text) => String(text ?? "").replace(/[_-]+/g, " ");

/** A problem or a refusal ({code, message, rule, path}) of `scenario` in words, without its rule. */
export function problemWords(problem, scenario) {
  const p = problem && typeof problem === "object" ? problem : {};
  if (p.message) return plainMessage(p.message, scenario);
  return p.code ? `the engine refuses this (${words(p.code)})` : "the engine gave no reason";
}

