// The playground page's elements (looked up once, as the page's markup names them), the "What
// changed" notice beside the Ruleset select, and the screen reader announcer. Imported by every
// other part of the page (app.js wires them); it imports only the notice.

import { createSwitchNotice } from "./ruleset-switch.js";

export const $ = (id) => document.getElementById(id);

export const els = {
  status: $("engine-status"),
  loader: $("loader"),
  banner: $("banner"),
  bannerText: $("banner-text"),
  example: $("example"),
  ruleset: $("ruleset"),
  rulesetBadge: $("ruleset-badge"),
  blurb: $("example-blurb"),
  undo: $("undo"),
  redo: $("redo"),
  reset: $("reset"),
  share: $("share"),
  shareBox: $("share-box"),
  shareUrl: $("share-url"),
  shareStatus: $("share-status"),
  exportButton: $("export"),
  importFile: $("import-file"),
  canvas: $("board"),
  boardHelp: $("board-help"),
  description: $("board-description"),
  refusal: $("refusal"),
  verdict: $("engine-verdict"),
  stepReset: $("step-reset"),
  stepBack: $("step-back"),
  stepNext: $("step-next"),
  play: $("play"),
  resolve: $("resolve"),
  stepLabel: $("step-label"),
  stepTrack: $("step-track"),
  logBefore: $("log-before"),
  result: $("result"),
  resultBadge: $("result-badge"),
  final: $("final"),
  compareRun: $("compare-run"),
  compareNote: $("compare-note"),
  compare: $("compare"),
  json: $("scenario"),
  jsonStatus: $("json-status"),
  announcer: $("announcer"),
  buildInfo: $("build-info"),
};
// Switching the ruleset converts the board with the engine (another game's board too: creatures
// become units, power Might, …) as one undoable edit; the "What changed" notice lists the changes.
export const switchNotice = createSwitchNotice(els.ruleset.closest("nav, section, form") || els.ruleset, { announce, focusAfter: els.ruleset });

export function announce(text) {
  els.announcer.textContent = "";
  requestAnimationFrame(() => {
    els.announcer.textContent = text;
  });
}
