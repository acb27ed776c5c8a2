// The engine's problems shown next to the set-up fields they are about: a field carries its
// JSON path (data-path, e.g. $.permanents[0].power) and a problem whose path is that field's
// is written under it, with its rule; the field is marked invalid and described by it.

import { el, ruleText } from "../core/log.js";
import { problemWords } from "./problem-words.js";

/**
 * The engine's problems next to the fields they are about (a problem's JSON path is the field's):
 * the message and its rule, the field marked invalid and described by it. Updated in place, so a
 * field being typed in keeps its text.
 */
export function showFieldProblems(root, problems, scenario) {
  for (const input of root.querySelectorAll("[data-path]")) {
    const mine = (problems || []).filter((p) => p.path === input.dataset.path);
    const wrap = input.closest(".field") || input.parentElement;
    let note = wrap.querySelector(".field-error");
    if (!mine.length) {
      if (note) note.remove();
      input.removeAttribute("aria-invalid");
      input.setAttribute("aria-describedby", (input.getAttribute("aria-describedby") || "").replace(`${input.id}-error`, "").trim());
      if (!input.getAttribute("aria-describedby")) input.removeAttribute("aria-describedby");
      continue;
    }
    if (!note) {
      note = el("small", "field-error");
      note.id = `${input.id}-error`;
      wrap.append(note);
    }
    note.replaceChildren();
    for (const problem of mine) {
      // The field's own name, then the engine's words (a leading JSON path is the field itself; any other
      // path is said in words, problem-words.js).
      const label = wrap.querySelector("label");
      const message = problemWords({ ...problem, message: String(problem.message || "").replace(/^\$\.[\w.[\]]+:? /, "") }, scenario);
      note.append(el("span", null, `${label ? label.textContent : input.name}: ${message}`));
      if (problem.rule) note.append(el("span", "rule", ruleText(problem.rule)));
    }
    input.setAttribute("aria-invalid", "true");
    const described = new Set((input.getAttribute("aria-describedby") || "").split(" ").filter(Boolean));
    described.add(note.id);
    input.setAttribute("aria-describedby", [...described].join(" "));
  }
}
