// Switching the playground's ruleset: the engine converts the board (pyengine's
// `convert`: Magic creatures become Riftbound units, power becomes Might, a
// battlefield is made up, life becomes points, and back) and a dismissible
// "What changed" notice lists every change in the engine's own sentences. The
// page decides no rule here: it shows what the engine answers.
//
//   const notice = createSwitchNotice(anchor, { announce, focusAfter });  // the notice goes just after `anchor`
//   const answer = await convertBoard(CombatLab, scenario, ruleset);  // {ok, scenario, changes} | {ok: false, error}
//   notice.show({ from, to, changes, key });  // key: what the notice is about (see sync)
//   notice.refused({ from, to, error });
//   notice.verdict({ ok, text } | null);  // what the engine now says of the board (null: checking)
//   notice.sync(key);  // hides the notice once the board is no longer the converted one

import { el } from "../core/log.js";
import { problemWords } from "./problem-words.js";

/**
 * The board carried over to `ruleset` by the engine, or why it can't be. Never rejects. Without an
 * engine (it failed to load) the board is put under the ruleset as it is, and the one change says so.
 */
export async function convertBoard(engine, scenario, ruleset) {
  let answer;
  try {
    answer = await engine.convert(scenario, ruleset);
  } catch (error) {
    return {
      ok: true,
      scenario: { ...scenario, ruleset },
      changes: [`The engine could not be reached (${error.message}), so the board was not converted: it is under the new ruleset as it is`],
    };
  }
  if (answer && answer.ok && answer.scenario) return { ok: true, scenario: answer.scenario, changes: answer.changes || [] };
  return { ok: false, error: (answer && answer.error) || { code: "engine", message: "the engine gave no answer" } };
}

/** What a notice is about: the board's ruleset and the example it came from (changes when either does). */
export function noticeKey(scenario, example) {
  return `${scenario ? scenario.ruleset : ""}|${example || ""}`;
}

/**
 * The "What changed" notice, placed right after `anchor` (the bar with the
 * Ruleset select, where the user just acted) and created once. It stays until
 * dismissed, until another switch replaces it, or until `sync` is called with
 * another key (Undo took the board back, another example was loaded). The
 * list of changes is a disclosure, open at first, so a long list can be folded
 * away without losing the notice.
 */
export function createSwitchNotice(anchor, { announce = () => {}, focusAfter = null } = {}) {
  const box = el("section", "switch-notice");
  box.id = "switch-notice";
  box.hidden = true;
  box.setAttribute("aria-labelledby", "switch-notice-title");
  anchor.after(box);
  let key = null;

  function render(kind, title, lead, items) {
    box.className = `switch-notice ${kind}`;
    const head = el("div", "switch-notice-head");
    const text = el("p", "switch-notice-lead");
    const heading = el("strong", null, title);
    heading.id = "switch-notice-title";
    text.append(heading, ` ${lead}`);
    const close = el("button", "switch-notice-close small", "Dismiss");
    close.type = "button";
    close.addEventListener("click", () => {
      hide();
      announce("Notice dismissed.");
      if (focusAfter) focusAfter.focus();
    });
    head.append(text, close);
    const nodes = [head];
    if (items.length) {
      const details = el("details", "switch-notice-details");
      details.open = true;
      details.append(el("summary", null, `What changed (${items.length})`));
      const list = el("ul", "switch-notice-list");
      list.tabIndex = 0; // it scrolls when long: reachable by keyboard
      list.setAttribute("aria-label", "Changes");
      for (const item of items) list.append(el("li", null, item));
      details.append(list);
      nodes.push(details);
    }
    verdictLine = el("p", "switch-notice-verdict");
    verdictLine.setAttribute("aria-live", "polite");
    nodes.splice(1, 0, verdictLine);
    showVerdict();
    box.replaceChildren(...nodes);
    box.hidden = false;
  }

  // What the engine says of the converted board, in the same notice (never a second message that
  // could disagree with it): "checking" until its check of the board on screen comes in.
  let verdictLine = null;
  let lastVerdict = null;
  function showVerdict() {
    if (!verdictLine) return;
    const v = lastVerdict;
    verdictLine.textContent = v ? v.text : "The engine is checking the board under the new rules…";
    verdictLine.className = `switch-notice-verdict ${v ? (v.ok ? "good" : "bad") : "waiting"}`;
    box.classList.toggle("verdict-bad", Boolean(v && !v.ok));
  }

  function hide() {
    box.hidden = true;
    box.replaceChildren();
    verdictLine = null;
    key = null;
  }

  return {
    element: box,
    /** The board was converted: list the engine's changes. */
    show({ from, to, changes, key: about }) {
      key = about;
      const lead = changes.length
        ? `The engine carried the board over from ${from}; Undo takes it back in one step.`
        : `Nothing on the board had to change. Undo takes it back to ${from}.`;
      lastVerdict = null; // the converted board is not checked yet
      render("converted", `Now under ${to}.`, lead, changes);
    },
    /** The engine can't carry the board over: the board stays as it was, and the notice says why. */
    refused({ from, to, error, key: about }) {
      key = about;
      render("refused", `The board can't move to ${to}.`,
        `It stays under ${from}. ${capitalized(problemWords(error))}.`, []);
    },
    /** The engine's verdict on the board on screen ({ok, text}, or null while it checks), said in the notice. */
    verdict(summary) {
      lastVerdict = summary;
      showVerdict();
    },
    /** Hide the notice once the board it describes is gone (key differs). */
    sync(current) {
      if (key !== null && current !== key) hide();
    },
    hide,
    get visible() {
      return !box.hidden;
    },
  };
}

function capitalized(text) {
  const clean = String(text).replace(/\.$/, "");
  return clean.charAt(0).toUpperCase() + clean.slice(1);
}
