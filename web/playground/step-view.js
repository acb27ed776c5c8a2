// The event log scrolls in its own panel beside the board: the step being shown is brought into
// that panel's view (the page itself is not scrolled, so a phone keeps the board where it is).

/** Scroll `container` (the log's scroll area) so that its current step is in view, if it scrolls. */
export function revealCurrentStep(container) {
  if (!container || container.scrollHeight <= container.clientHeight) return;
  const current = container.querySelector(".log-step.current");
  if (!current) {
    container.scrollTop = 0;
    return;
  }
  const box = container.getBoundingClientRect();
  const step = current.getBoundingClientRect();
  if (step.top < box.top || step.bottom > box.bottom) {
    // The step's top at the top of the panel (a long step shows its beginning).
    container.scrollTop += step.top - box.top - 6;
  }
}
