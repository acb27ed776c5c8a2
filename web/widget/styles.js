// The widget's styles, in its shadow root: one constructed stylesheet for every widget on the page, from the
// text build.py writes into sheet-text.js (issue 26: no request after the modules), else from widget.css.

import { el } from "./dom.js";
import { WIDGET_CSS } from "./sheet-text.js";

const STYLE_URL = new URL("../widget.css", import.meta.url).href;

/**
 * One constructed stylesheet shared by every widget (no inline <style>: the CSP forbids it), from the text
 * the build wrote into sheet-text.js, else from widget.css fetched.
 */
async function loadSheet() {
  if (!("adoptedStyleSheets" in Document.prototype) || typeof CSSStyleSheet.prototype.replaceSync !== "function") {
    return null;
  }
  try {
    let text = WIDGET_CSS;
    if (typeof text !== "string") {
      const response = await fetch(STYLE_URL);
      if (!response.ok) return null;
      text = await response.text();
    }
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    return sheet;
  } catch {
    return null;
  }
}

const SHEET = await loadSheet();

/** Gives a widget's shadow root the widget's styles: the shared sheet, else a <link> to widget.css. */
export function adoptStyles(root) {
  if (SHEET) {
    root.adoptedStyleSheets = [SHEET];
  } else {
    const link = el("link");
    link.rel = "stylesheet";
    link.href = STYLE_URL;
    root.append(link);
  }
}
