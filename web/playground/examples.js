// The playground's examples: one request for the list (build.py writes each example's file,
// title, description and ruleset into examples/index.json), and an example's board fetched
// only when it is loaded, once (a first visit fetches the one it shows, not all of them).
//
// build.py writes the list, the first example's board and its stored answer into index.html itself
// (<script type="application/json" id="examples-inline">: data, never run), so the playground shows its
// first answer with no request after its modules (issue 26). They are the very files static/ serves: the
// answer is checked against the board's hash and the build id as a fetched one is (core/stored-answer.js).

import { readStamp } from "../core/stored-answer.js";

const LIST = new URL("../examples/index.json", import.meta.url);
const EXAMPLES = new URL("./", LIST); // the folder: examples are fetched by name, one at a time

/** The page's inline copy of the list and the first example ({index, first: {file, scenario, answer}}), or null. */
function readInline() {
  const script = typeof document === "undefined" ? null : document.getElementById("examples-inline");
  if (!script) return null;
  try {
    const data = JSON.parse(script.textContent);
    return data && typeof data === "object" ? data : null;
  } catch (error) {
    console.warn("Combat Lab: the page's inline examples could not be read", error);
    return null;
  }
}
const inline = readInline();
const inlineFirst = inline && inline.first && typeof inline.first.file === "string" ? inline.first : null;

/** [{file, title, description, ruleset}] in the list's order; [] (and a warning) when it can't be read. */
export async function fetchExampleList() {
  try {
    let index = inline && inline.index;
    if (!index) {
      const response = await fetch(LIST);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      index = await response.json();
    }
    return (index.examples || [])
      .map((entry) => (typeof entry === "string" ? { file: entry } : entry))
      .filter((entry) => entry && typeof entry.file === "string")
      .map(({ file, title, description, ruleset }) => ({ file, title: title || file, description: description || "", ruleset: ruleset || null }));
  } catch (error) {
    console.warn("Combat Lab: could not load the examples", error);
    return [];
  }
}

const boards = new Map(); // file -> Promise of its scenario (a failed fetch is forgotten, to be tried again)

/** An example's board (a Promise of the parsed JSON; the caller clones it before changing it). */
export function exampleScenario(file) {
  if (!boards.has(file) && inlineFirst && inlineFirst.file === file && inlineFirst.scenario) {
    boards.set(file, Promise.resolve(inlineFirst.scenario));
  }
  if (!boards.has(file)) {
    const fetched = fetch(new URL(file, EXAMPLES)).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    });
    fetched.catch(() => boards.delete(file));
    boards.set(file, fetched);
  }
  return boards.get(file);
}

const stamps = new Map(); // file -> Promise of its stored answer (or null)

/**
 * The engine's answer build.py stored beside an example (examples/<name>.answer.json: docs/scenario-format.md,
 * "Stored answers"), read but not yet checked; null when there is none or it can't be read.
 */
export function exampleStamp(file) {
  if (!stamps.has(file) && inlineFirst && inlineFirst.file === file && typeof inlineFirst.answer === "string") {
    stamps.set(file, Promise.resolve(readStamp(inlineFirst.answer)));
  }
  if (!stamps.has(file)) {
    const url = new URL(file.replace(/\.json$/, ".answer.json"), EXAMPLES);
    stamps.set(file, fetch(url).then((response) => (response.ok ? response.text() : null)).then(readStamp, () => null));
  }
  return stamps.get(file);
}

/** The list's first example with its board ({file, scenario}), or null when there is none or it can't be read. */
export async function firstExample(list) {
  if (!list.length) return null;
  try {
    return { file: list[0].file, scenario: await exampleScenario(list[0].file) };
  } catch (error) {
    console.warn("Combat Lab: could not load the first example", error);
    return null;
  }
}
