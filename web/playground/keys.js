// The playground's keyboard shortcuts outside the board (the board's own keys are in
// board/input.js): ] and [ step through the combat; Ctrl+Z / Ctrl+Shift+Z (Ctrl+Y) undo
// and redo the board's edits.
//
// In a text or number field, Ctrl+Z first does what a person expects of a field: it takes
// back the typing not yet applied (the browser's own undo, while the field's text differs
// from the value it was drawn with). Once the field shows the board's value, there is no
// typing left to take back, so Ctrl+Z undoes the board's last edit and the focus stays in
// the field. Ctrl+Shift+Z likewise redoes a board edit when there is one to redo. The JSON
// text keeps its own undo always (its edits are applied as they are typed).

function typing(target) {
  return Boolean(target) && (target.tagName === "TEXTAREA"
    || (target.tagName === "INPUT" && !["checkbox", "radio", "button", "file"].includes(target.type)));
}

/** Whether a field holds typing of its own that the browser's undo would take back. */
function fieldHasTyping(target) {
  if (target.tagName === "TEXTAREA") return true;
  return target.value !== target.defaultValue;
}

/** installKeys({undo, redo, canUndo, canRedo, nextStep, previousStep, buttons: {undo, redo}}). */
export function installKeys(actions) {
  actions.buttons.undo.addEventListener("click", actions.undo);
  actions.buttons.redo.addEventListener("click", actions.redo);
  document.addEventListener("keydown", (event) => {
    const mod = event.ctrlKey || event.metaKey;
    if (mod && !event.altKey) {
      const key = event.key.toLowerCase();
      const isUndo = key === "z" && !event.shiftKey;
      const isRedo = (key === "z" && event.shiftKey) || key === "y";
      if (!isUndo && !isRedo) return;
      if (typing(event.target) && (event.target.readOnly || fieldHasTyping(event.target))) return;
      if (typing(event.target) && !(isUndo ? actions.canUndo() : actions.canRedo())) return;
      event.preventDefault();
      if (isUndo) actions.undo();
      else actions.redo();
      return;
    }
    if (event.altKey || mod || typing(event.target) || event.target.tagName === "SELECT") return;
    if (event.key === "]") {
      event.preventDefault();
      actions.nextStep();
    } else if (event.key === "[") {
      event.preventDefault();
      actions.previousStep();
    }
  });
}
