// Rule numbers a reader can read. Every rule chip the pages draw (an element with the class "rule"
// whose text is "rule 702.19b", or "702.19b" in the widget's log) explains itself on hover, on focus
// and on a tap: a bubble under it says, in a sentence, what that rule is about in the ruleset the
// chip belongs to, and links to the full rules document where an official copy is online.
//
// The sentences are the engine's (pyengine/rule_notes.py writes rule-notes.json beside this module):
// the page decides nothing, it only looks a number up. A chip's ruleset is that of its nearest
// element with data-ruleset (a compare column), else the board's. The notes are fetched the first
// time a chip is used, so a page that nobody points at never downloads them.

const NOTES_URL = new URL("./rule-notes.json", import.meta.url).href;
const CHIP = ".rule";
const NUMBER = /^(?:rule\s+)?((?:\d{3}(?:\.[\dA-Za-z.]+)?)|(?:G\d(?:\.\d+[a-z]?)?)|(?:PQ [^:]+: .+))$/;

let notes = null;

/** The engine's notes, fetched once (null when they can't be read: the chip then keeps its number only). */
export function loadRuleNotes() {
  notes ??= fetch(NOTES_URL)
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  return notes;
}

/** The rule number a chip shows, or null for a dash or anything else. */
export function chipRule(chip) {
  const text = (chip.dataset.rule || chip.textContent || "").trim();
  const match = NUMBER.exec(text);
  return match ? match[1] : null;
}

/** What a rule number means in a ruleset: {note, document, url}, or null when the engine has no note. */
export function explain(all, ruleset, rule) {
  const entry = all && all.rulesets && all.rulesets[ruleset];
  if (!entry || !entry.notes || !Object.prototype.hasOwnProperty.call(entry.notes, rule)) return null;
  return { note: entry.notes[rule], document: entry.title, url: entry.url || null };
}

let counter = 0;

/**
 * Makes every rule chip under `root` (a document or a shadow root) explain itself, now and as chips
 * are added. `ruleset()` gives the board's ruleset. Returns a function that stops it.
 */
export function explainRules(root, { ruleset }) {
  const host = root.body || root; // a document's chips and bubble live in its body
  const bubble = root.ownerDocument ? root.ownerDocument.createElement("div") : document.createElement("div");
  bubble.className = "rule-tip";
  bubble.id = `rule-tip-${++counter}`;
  bubble.setAttribute("role", "tooltip");
  bubble.hidden = true;
  let shownFor = null;
  let pinned = false;
  let clickedSinceFocus = false; // a press focuses the chip (showing it) just before its click: that click keeps it

  const prepare = (chip) => {
    if (chip.dataset.explained || !chipRule(chip)) return;
    chip.dataset.explained = "1";
    chip.tabIndex = 0;
    chip.classList.add("rule-explained");
  };
  const prepareAll = (node) => {
    if (node.nodeType !== 1) return;
    if (node.matches(CHIP)) prepare(node);
    for (const chip of node.querySelectorAll(CHIP)) prepare(chip);
  };

  const rulesetOf = (chip) => {
    const holder = chip.closest("[data-ruleset]");
    return (holder && holder.dataset.ruleset) || ruleset();
  };

  async function show(chip, pin) {
    const rule = chipRule(chip);
    if (!rule) return;
    shownFor = chip;
    pinned = pin;
    const all = await loadRuleNotes();
    if (shownFor !== chip) return; // another chip was chosen meanwhile
    const found = explain(all, rulesetOf(chip), rule);
    const text = bubble.ownerDocument.createElement("span");
    text.textContent = found ? `${rule}: ${found.note}` : `Rule ${rule}.`;
    const parts = [text];
    if (found) {
      const source = bubble.ownerDocument.createElement("span");
      source.className = "rule-tip-source";
      source.textContent = ` (${found.document})`;
      parts.push(source);
      if (found.url) {
        const link = bubble.ownerDocument.createElement("a");
        link.href = found.url;
        link.target = "_blank";
        link.rel = "noopener noreferrer";
        link.textContent = "Read the full rules";
        parts.push(" ", link);
      }
    }
    bubble.replaceChildren(...parts);
    chip.after(bubble); // right after its chip: the link comes next in the tab order
    chip.setAttribute("aria-describedby", bubble.id);
    bubble.hidden = false;
    place(chip);
  }

  function place(chip) {
    const view = bubble.ownerDocument.defaultView;
    const box = chip.getBoundingClientRect();
    const width = Math.min(320, view.innerWidth - 16);
    bubble.style.maxWidth = `${width}px`;
    const left = Math.max(8, Math.min(box.left, view.innerWidth - width - 8));
    const below = box.bottom + 6;
    bubble.style.left = `${left}px`;
    bubble.style.top = `${below}px`;
    const tip = bubble.getBoundingClientRect();
    if (tip.bottom > view.innerHeight - 4 && box.top - tip.height - 6 > 4) {
      bubble.style.top = `${box.top - tip.height - 6}px`;
    }
  }

  function hide() {
    if (shownFor) shownFor.removeAttribute("aria-describedby");
    shownFor = null;
    pinned = false;
    bubble.hidden = true;
  }

  const chipOf = (target) => (target && target.closest ? target.closest(CHIP) : null);
  const onOver = (event) => {
    const chip = chipOf(event.target);
    if (chip && chip.dataset.explained && chip !== shownFor) show(chip, false);
  };
  const onOut = (event) => {
    const chip = chipOf(event.target);
    const into = event.relatedTarget;
    if (chip && chip === shownFor && !pinned && !(into && (bubble.contains(into) || chip.contains(into)))) hide();
  };
  const onFocusIn = (event) => {
    const chip = chipOf(event.target);
    if (chip && chip.dataset.explained) {
      clickedSinceFocus = false;
      show(chip, true);
    }
  };
  const onFocusOut = (event) => {
    const into = event.relatedTarget;
    if (shownFor && !(into && (bubble.contains(into) || shownFor.contains(into)))) hide();
  };
  const onClick = (event) => {
    const chip = chipOf(event.target);
    if (chip && chip.dataset.explained) {
      if (chip === shownFor && pinned && clickedSinceFocus) hide();
      else show(chip, true);
      clickedSinceFocus = true;
    } else if (shownFor && !bubble.contains(event.target)) {
      hide();
    }
  };
  const onKey = (event) => {
    if (event.key === "Escape" && shownFor) {
      const chip = shownFor;
      hide();
      if (bubble.contains(root.activeElement)) chip.focus();
    } else if ((event.key === "Enter" || event.key === " ") && chipOf(event.target) && chipOf(event.target).dataset.explained) {
      event.preventDefault();
      show(chipOf(event.target), true);
    }
  };

  prepareAll(host);
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node !== bubble) prepareAll(node);
  });
  observer.observe(host, { childList: true, subtree: true });
  const listeners = [["mouseover", onOver], ["mouseout", onOut], ["focusin", onFocusIn], ["focusout", onFocusOut],
    ["click", onClick], ["keydown", onKey]];
  for (const [type, listener] of listeners) host.addEventListener(type, listener);
  const onScroll = () => { if (shownFor && !pinned) hide(); else if (shownFor) place(shownFor); };
  const view = (root.ownerDocument || root).defaultView || window;
  view.addEventListener("scroll", onScroll, { passive: true, capture: true });
  return () => {
    observer.disconnect();
    for (const [type, listener] of listeners) host.removeEventListener(type, listener);
    view.removeEventListener("scroll", onScroll, { capture: true });
    bubble.remove();
  };
}
