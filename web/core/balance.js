// A division that keeps its total as the reader types (the analysis board's and play mode's division
// fields): the typed number is kept (up to the total) and the difference comes from, or goes to, the
// other recipients, last first. Arithmetic only: whether the division is legal is the engine's verdict.

/**
 * values: {recipient: amount}; id: the recipient typed into; wanted: the typed amount; total: the
 * damage to divide. Returns the new {recipient: amount}, summing to `total` when it can.
 */
export function balanceDivision(values, id, wanted, total) {
  const ids = Object.keys(values);
  const next = { ...values, [id]: Math.min(Math.max(0, wanted), Math.max(0, total)) };
  let excess = Object.values(next).reduce((x, y) => x + y, 0) - total;
  for (const other of [...ids].reverse()) {
    if (other === id || excess === 0) continue;
    const change = excess > 0 ? Math.min(excess, next[other]) : excess;
    next[other] -= change;
    excess -= change;
  }
  return next;
}
