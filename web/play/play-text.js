// Words for the play page: a puzzle's goal, a choice, a difficulty. Only rewords
// data (the puzzle file, the engine's answers); every string is set as text.

export const DIFFICULTY = { 1: "easy", 2: "medium", 3: "hard" };

function list(names) {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** A goal (pyengine/puzzles.py's shapes) as a sentence, from the point of view of `me`. */
export function goalText(goal, nameOf, me) {
  if (!goal || typeof goal !== "object") return "";
  if (Array.isArray(goal.all)) return list(goal.all.map((g) => goalText(g, nameOf, me)));
  if (Array.isArray(goal.any)) return `either ${goal.any.map((g) => goalText(g, nameOf, me)).join(", or ")}`;
  const who = (id) => (id === me ? "you" : nameOf(id));
  switch (goal.type) {
    case "win":
      return "win (your opponent loses the game)";
    case "survive":
      return "survive (you must not lose the game)";
    case "destroy": {
      const parts = [];
      if (goal.ids && goal.ids.length) parts.push(`destroy ${list(goal.ids.map(nameOf))}`);
      if (goal.keep && goal.keep.length) parts.push(`keep ${list(goal.keep.map(nameOf))} on the battlefield`);
      return parts.join(" and ");
    }
    case "life_at_least":
      return `${who(goal.player)} end${goal.player === me ? "" : "s"} with at least ${goal.life} life`;
    case "life_at_most":
      return `${who(goal.player)} end${goal.player === me ? "" : "s"} with at most ${goal.life} life`;
    case "control":
      return `${who(goal.player)} hold${goal.player === me ? "" : "s"} the battlefield after combat`;
    default:
      return String(goal.type);
  }
}

export function capitalize(text) {
  const s = String(text || "");
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A choice (what check_puzzle takes) in words. */
export function choiceText(choice, nameOf, puzzle) {
  if (!choice) return "no choice";
  const parts = [];
  if (choice.blockers) {
    parts.push(choice.blockers.length
      ? choice.blockers.map((b) => `${nameOf(b.id)} blocks ${list((b.blocks || []).map(nameOf))}`).join("; ")
      : "no blocks");
  }
  if (choice.attackers) {
    parts.push(choice.attackers.length
      ? choice.attackers.map((a) => `${nameOf(a.id)} attacks ${nameOf(a.target)}`).join("; ")
      : "no attack");
  }
  if (choice.damage_assignment_order) {
    for (const [id, order] of Object.entries(choice.damage_assignment_order)) {
      parts.push(`${nameOf(id)} orders its blockers ${order.map(nameOf).join(", then ")}`);
    }
  }
  for (const a of choice.assignments || []) {
    const split = Object.entries(a.division || {}).map(([to, n]) => `${n} to ${nameOf(to)}`);
    parts.push(`${nameOf(a.source)}${a.step ? ` (${a.step} step)` : ""} assigns ${list(split) || "nothing"}`);
  }
  if (choice.slots) {
    const order = Object.entries(choice.slots).sort((x, y) => x[1] - y[1]);
    parts.push(`slots: ${order.map(([id, n]) => `${n}. ${nameOf(id)}`).join(", ")}`);
  }
  if (choice.answer && puzzle && puzzle.answers) {
    const answer = puzzle.answers.find((a) => a.id === choice.answer);
    parts.push(`answer “${answer ? answer.text : choice.answer}”`);
  }
  if (choice.actions && choice.actions.length && puzzle) {
    const options = new Map((puzzle.options || []).map((o) => [o.id, o.text]));
    parts.push(`then: ${choice.actions.map((id) => options.get(id) || id).join("; then ")}`);
  }
  return parts.join(". ") || "leave everything as it is";
}
