// The card editor as a side panel (a bottom sheet on a phone): it opens where the
// eye is when a card is clicked on the board, or E is pressed on it, or a card is
// chosen in the set-up list. The focus moves into it; Escape or Close shuts it and
// gives the focus back to where it came from (the board, or the list's button).
// The panel is the set-up form's own editor element (setup-form.js), so the whole
// set-up stays one form in the page's reading order for screen readers.

import { el } from "../core/log.js";

/** The panel's frame: {editor, title, body}; the form draws into body; Close calls onClose. */
export function editorFrame(onClose) {
  const editor = el("div", "perm-editor");
  editor.id = "card-editor";
  editor.setAttribute("role", "dialog");
  editor.setAttribute("aria-labelledby", "card-editor-title");
  const head = el("div", "editor-head");
  const title = el("h3", "editor-title", "Edit a card");
  title.id = "card-editor-title";
  title.tabIndex = -1;
  const close = el("button", "small editor-close", "Close");
  close.type = "button";
  close.setAttribute("aria-keyshortcuts", "Escape");
  close.title = "Close the editor (Escape)";
  close.addEventListener("click", onClose);
  head.append(title, close);
  const body = el("div", "editor-body");
  editor.append(head, body);
  return { editor, title, body };
}

/**
 * createEditorPanel({editor, canvas, workspace, focusFirstField}):
 * returns {open({focus, from}), close({returnFocus}), isOpen()}.
 */
export function createEditorPanel({ editor, canvas, workspace, focusFirstField }) {
  let opener = null;

  /** The panel starts level with the board's top (below the header and toolbar), never off screen. */
  function place() {
    const top = workspace ? workspace.getBoundingClientRect().top + 10 : 96;
    document.documentElement.style.setProperty("--editor-top", `${Math.max(8, Math.round(top))}px`);
  }

  const sheet = () => window.matchMedia("(max-width: 600px)").matches;

  /** On a phone the sheet covers the lower part of the screen: the page scrolls the card above it. */
  function reveal(rect) {
    if (!rect || !sheet()) return;
    const top = editor.getBoundingClientRect().top;
    const bottom = rect.y + rect.height;
    if (bottom > top - 8 || rect.y < 0) window.scrollBy({ top: rect.y < 0 ? rect.y - 8 : bottom - top + 12, behavior: "instant" });
  }

  /** open({focus, from, card}): `card` gives the clicked card's rectangle on screen, to keep it in view. */
  function open({ focus = true, from = document.activeElement, card = null } = {}) {
    place();
    if (from && from !== document.body && !editor.contains(from)) opener = from;
    editor.classList.add("open");
    document.body.dataset.editor = "open";
    // Once the board has drawn the picked card (its rectangle is the one on screen then).
    if (card) requestAnimationFrame(() => requestAnimationFrame(() => reveal(card())));
    if (focus) {
      // After the form's render (it runs on the next task): the first field (on a phone the title, so
      // that the on-screen keyboard does not cover the sheet at once), else the title.
      setTimeout(() => {
        if (!sheet()) focusFirstField();
        if (!editor.contains(document.activeElement)) {
          const title = editor.querySelector(".editor-title");
          if (title) title.focus();
        }
      }, 0);
    }
  }

  function close({ returnFocus = true } = {}) {
    if (!editor.classList.contains("open")) return;
    const inside = editor.contains(document.activeElement);
    editor.classList.remove("open");
    document.body.dataset.editor = "closed";
    if (returnFocus || inside) {
      const back = opener && opener.isConnected && opener.offsetParent !== null ? opener : canvas;
      back.focus({ preventScroll: back === canvas });
    }
    opener = null;
  }

  editor.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    event.preventDefault();
    event.stopPropagation();
    close();
  });
  for (const name of ["resize", "scroll"]) {
    window.addEventListener(name, () => {
      if (editor.classList.contains("open")) place();
    }, { passive: true });
  }
  document.body.dataset.editor = "closed";

  return { open, close, isOpen: () => editor.classList.contains("open") };
}
