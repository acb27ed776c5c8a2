// Pure edits for cards by name (no DOM): giving a permanent a card, taking it away, and a new permanent that is
// a card. Each takes plain objects and returns new ones (nothing given is changed). What a card gives comes from
// the engine's `card` answer ({card, type_line, permanent: the fields the card gives, unmodelled}); the engine
// fills those fields in and lets a permanent's own fields win (docs/scenario-format.md "### Cards").
// tests/js/card-edits.test.mjs runs them under Node.

/** The name edits.js's addPermanent gives a new permanent ("Creature 3" for "creature-3"): not one a person gave. */
function givenName(id) {
  const m = /^([a-z]+)-(\d+)$/.exec(String(id));
  return m ? `${m[1].charAt(0).toUpperCase()}${m[1].slice(1)} ${m[2]}` : null;
}

/**
 * The permanent (a copy) as the card `answer.card` (the engine's `card` answer): `card` set, and its own copies
 * of the fields the card gives taken off, so the card's show (every one stays editable: a field given later
 * wins again). Its name becomes the card's unless a person gave it one (not the name a new permanent gets,
 * nor the card's it had). `previous` is the engine's answer for the card it had, if any.
 */
export function withCard(permanent, answer, previous = null) {
  const p = structuredClone(permanent);
  const own = p.name;
  for (const key of Object.keys(answer.permanent || {})) if (key !== "name") delete p[key];
  const front = (answer.permanent && answer.permanent.name) || String(answer.card).split(" // ")[0];
  const oldName = previous && previous.permanent ? previous.permanent.name : null;
  if (own === undefined || !String(own).trim() || own === givenName(p.id) || own === oldName || own === p.card) p.name = front;
  p.card = answer.card;
  return p;
}

/**
 * The permanent (a copy) without its card: the fields the card gave written on it (its own still win), so it
 * stays the same on the board, hand-typed. `entry` is the engine's answer for its card (null: `card` only goes).
 */
export function withoutCard(permanent, entry) {
  const p = { ...structuredClone((entry && entry.permanent) || {}), ...structuredClone(permanent) };
  delete p.card;
  return p;
}

/** The first free id for a permanent made from the card `name`: "serra-angel", "serra-angel-2", … */
export function cardId(scenario, name) {
  const base = String(name).split(" // ")[0].normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase()
    .replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "card";
  const taken = new Set([...(scenario.players || []).map((p) => p.id), ...(scenario.permanents || []).map((p) => p.id)]);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** The scenario (a copy) with a new permanent for `controller` that is the card `name`. Returns {scenario, permanent}. */
export function addCard(scenario, controller, name) {
  const s = structuredClone(scenario);
  const permanent = { id: cardId(s, name), card: name, controller };
  s.permanents = [...(s.permanents || []), permanent];
  return { scenario: s, permanent };
}
