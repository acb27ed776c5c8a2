// Sharing the board: the board kept in this browser, the address that follows the board (a share
// link), the Share button, opening a link, and Export and Import of a file (the Embed box: embed-box.js).

import { MAX_ENCODED_LENGTH, ScenarioUrlError, compactHashFor, parseScenarioText, scenarioFromAnyHash } from "../core/share.js";
import { announce, els } from "./elements.js";
import { flushJson } from "./json-text.js";
import { app, loadScenario, undrawable } from "./state.js";
import { showBanner } from "./verdict.js";

// The board in this browser (localStorage): saved on every change and when the page is hidden, so
// that a reload, even right after an edit or an import, shows it again. `hash` is the address the
// board was saved under: a reload at that address shows the saved board (newer than the link, whose
// update waits a moment), another link shows that link's board.
const SAVED_BOARD = "combat-lab:board";

export function saveBoard() {
  if (!app.scenario) return;
  try {
    localStorage.setItem(SAVED_BOARD, JSON.stringify({ hash: location.hash, scenario: app.scenario }));
  } catch {
    // Storage full or disabled (private mode): the link still carries the board.
  }
}

export function savedBoard() {
  try {
    const saved = JSON.parse(localStorage.getItem(SAVED_BOARD) || "null");
    if (!saved || typeof saved.hash !== "string") return null;
    const scenario = parseScenarioText(JSON.stringify(saved.scenario));
    return undrawable(scenario) ? null : { hash: saved.hash, scenario };
  } catch {
    return null;
  }
}

let hashTimer = 0;
let tooLongNoted = false;
export function scheduleHash() {
  if (!app.hashSynced) return;
  clearTimeout(hashTimer);
  hashTimer = setTimeout(syncHash, 250);
}

/** The address follows the board; a board too large for a link is said so now, not when reopened. */
async function syncHash() {
  const scenario = app.scenario;
  const hash = await compactHashFor(scenario);
  if (scenario !== app.scenario) return;
  if (hash.length - 3 > MAX_ENCODED_LENGTH) {
    if (!tooLongNoted) {
      showBanner(tooLongForLink(hash));
      tooLongNoted = true;
    }
    if (location.hash) history.replaceState(null, "", location.pathname + location.search);
  } else {
    tooLongNoted = false;
    if (location.hash !== hash) history.replaceState(null, "", hash);
  }
  saveBoard();
}

function tooLongForLink(hash) {
  return `This board is too large for a share link (${(hash.length - 3).toLocaleString("en")} characters; at most ` +
    `${MAX_ENCODED_LENGTH.toLocaleString("en")}). It is kept in this browser; use Export to share it as a file.`;
}

async function shareUrl() {
  const url = new URL(location.href);
  url.hash = (await compactHashFor(app.scenario)).slice(1);
  return url.href;
}

export async function loadFromHash({ initial = false } = {}) {
  let scenario;
  try {
    scenario = await scenarioFromAnyHash(location.hash);
    const why = scenario && undrawable(scenario);
    if (why) throw new ScenarioUrlError(`the board cannot be drawn because ${why}.`);
  } catch (error) {
    const reason = error instanceof ScenarioUrlError ? error.reason : error.message;
    const instead = initial ? (savedBoard() ? "your last board" : "an example") : "the board as it was";
    showBanner(`This share link could not be opened: ${reason} The page shows ${instead} instead.`);
    return initial ? null : undefined;
  }
  if (!scenario) return null;
  if (!initial && app.scenario && JSON.stringify(scenario) === JSON.stringify(app.scenario)) return scenario;
  app.hashSynced = true;
  loadScenario(scenario, "open a share link");
  els.example.value = "";
  announce("Board loaded from the link.");
  return scenario;
}

export async function importChosenFile() {
  const file = els.importFile.files && els.importFile.files[0];
  if (!file) return;
  try {
    if (file.size > 1_000_000) throw new ScenarioUrlError(`This file is too large (${file.size.toLocaleString("en")} bytes).`);
    const scenario = parseScenarioText(await file.text());
    const why = undrawable(scenario);
    if (why) throw new ScenarioUrlError(`the board cannot be drawn because ${why}.`);
    els.banner.hidden = true;
    loadScenario(scenario, `import ${file.name}`);
    els.example.value = "";
    announce(`Imported ${file.name}.`);
  } catch (error) {
    showBanner(`${file.name} could not be imported: ${error.reason || error.message}`);
  } finally {
    els.importFile.value = "";
  }
}

// The share box holds the link of the board on screen, and only while it is: any change of the board
// closes it (its link and its "Copied" would be of the board before). Escape, a click outside it and a
// second click of Share close it too; it sits in the page's flow under the toolbar, covering nothing.
let shareOpen = 0; // bumped by every open and close: an open still compressing is dropped when closed meanwhile

export function closeShareBox({ focusButton = false } = {}) {
  shareOpen += 1;
  els.share.setAttribute("aria-expanded", "false");
  if (els.shareBox.hidden) return;
  els.shareBox.hidden = true;
  els.shareUrl.value = "";
  els.shareStatus.textContent = "";
  if (focusButton) els.share.focus();
}

/** A change of the board (every edit, undo, load): kept in this browser; the share box, of the old board, closes. */
export function boardChanged() {
  saveBoard();
  closeShareBox();
}

export function installShare() {
  window.addEventListener("pagehide", () => {
    flushJson();
    saveBoard();
  });

  els.share.setAttribute("aria-expanded", "false");
  els.share.setAttribute("aria-controls", "share-box");
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !els.shareBox.hidden && !event.defaultPrevented) {
      event.preventDefault();
      closeShareBox({ focusButton: els.shareBox.contains(document.activeElement) });
    }
  });
  document.addEventListener("pointerdown", (event) => {
    if (els.shareBox.hidden || els.shareBox.contains(event.target) || els.share.contains(event.target)) return;
    closeShareBox();
  });

  els.share.addEventListener("click", async () => {
    if (!els.shareBox.hidden) {
      closeShareBox();
      announce("Share link closed.");
      return;
    }
    flushJson(); // a pending JSON edit is applied first (which closes nothing: the box is not open yet)
    const opening = ++shareOpen;
    app.hashSynced = true;
    els.shareUrl.value = ""; // until the link of this board is ready (compressing takes a moment)
    const url = await shareUrl();
    if (opening !== shareOpen) return; // closed (or the board changed) while the link was being made
    els.share.setAttribute("aria-expanded", "true");
    if (new URL(url).hash.length - 3 > MAX_ENCODED_LENGTH) {
      els.shareBox.hidden = false;
      els.shareUrl.value = "";
      els.shareStatus.textContent = tooLongForLink(new URL(url).hash);
      announce(els.shareStatus.textContent);
      return;
    }
    history.replaceState(null, "", new URL(url).hash);
    saveBoard();
    els.shareBox.hidden = false;
    els.shareUrl.value = url;
    let copied = false;
    try {
      if (navigator.clipboard && window.isSecureContext) {
        await navigator.clipboard.writeText(url);
        copied = true;
      }
    } catch {
      copied = false;
    }
    if (opening !== shareOpen) return;
    els.shareStatus.textContent = copied ? "Copied to the clipboard." : "Select the link and copy it.";
    els.shareUrl.focus();
    els.shareUrl.select();
    announce(copied ? "Share link copied to the clipboard." : "Share link ready: it is selected, copy it.");
  });
  window.addEventListener("hashchange", () => loadFromHash());

  els.exportButton.addEventListener("click", () => {
    flushJson();
    const text = `${JSON.stringify(app.scenario, null, 2)}\n`;
    const blob = new Blob([text], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    const base = String(app.scenario.title || app.example || app.scenario.ruleset || "scenario")
      .toLowerCase().replace(/\.json$/, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "scenario";
    link.href = url;
    link.download = `combat-lab-${base}.json`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    announce(`Exported ${link.download}.`);
  });
  els.importFile.addEventListener("change", importChosenFile);
}
