// A board with its cards by name shown: each permanent that names a card (`"card": "Serra Angel"`) drawn
// with the fields the engine says the card gives (its check answer's `cards`, see docs/scenario-format.md
// "Check and play"), under the permanent's own fields (the format's rule: a permanent's field wins), and
// with the card's printed type line. Only for drawing and naming: the board sent to the engine stays as
// written. The page keeps no card data of its own: what is not in the engine's answer is not shown.

/**
 * The scenario to draw: a copy in which each permanent whose `card` the engine found (`cards[id].named` is
 * its `card` as written now: an answer about an older name is not used) has the card's fields under its
 * own, `type_line` (unless it gives its own types or subtypes) and `unmodelled` (the lines Combat Lab does
 * not model). Without an answer the scenario itself.
 */
export function withCards(scenario, cards) {
  if (!scenario || !Array.isArray(scenario.permanents) || !cards || !Object.keys(cards).length) return scenario;
  const permanents = scenario.permanents.map((p) => {
    const entry = p && typeof p.id === "string" && Object.hasOwn(cards, p.id) ? cards[p.id] : null;
    if (!entry || entry.named !== p.card) return p;
    const shown = { ...(entry.permanent || {}), ...p };
    if (p.types === undefined && p.subtypes === undefined && p.type_line === undefined && entry.type_line) shown.type_line = entry.type_line;
    if (Array.isArray(entry.unmodelled) && entry.unmodelled.length) shown.unmodelled = entry.unmodelled;
    return shown;
  });
  return { ...scenario, permanents };
}
