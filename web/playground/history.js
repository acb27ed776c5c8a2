// Undo/redo for the playground: a list of scenario snapshots (JSON text, so a
// snapshot can never be changed by later edits) and a cursor into it.
//
//   const history = createHistory(initialScenario, {limit: 200});
//   history.push(scenario, label)   a new edit: drops anything that was undone
//   history.undo() / history.redo() the scenario to show, or null at either end
//   history.current()               the scenario at the cursor (a fresh copy)
//   history.reset(scenario, label)  start over (a loaded example or file)
//   history.canUndo() / canRedo() / undoLabel() / redoLabel()

export function createHistory(initial, { limit = 200 } = {}) {
  let entries = [{ text: JSON.stringify(initial), label: "start" }];
  let cursor = 0;

  const copy = (index) => JSON.parse(entries[index].text);

  return {
    push(scenario, label = "edit") {
      const text = JSON.stringify(scenario);
      if (text === entries[cursor].text) return false;
      entries = entries.slice(0, cursor + 1);
      entries.push({ text, label });
      if (entries.length > limit) entries.splice(0, entries.length - limit);
      cursor = entries.length - 1;
      return true;
    },
    undo() {
      if (cursor === 0) return null;
      cursor -= 1;
      return copy(cursor);
    },
    redo() {
      if (cursor >= entries.length - 1) return null;
      cursor += 1;
      return copy(cursor);
    },
    reset(scenario, label = "start") {
      entries = [{ text: JSON.stringify(scenario), label }];
      cursor = 0;
    },
    current: () => copy(cursor),
    canUndo: () => cursor > 0,
    canRedo: () => cursor < entries.length - 1,
    undoLabel: () => (cursor > 0 ? entries[cursor].label : null),
    redoLabel: () => (cursor < entries.length - 1 ? entries[cursor + 1].label : null),
    size: () => entries.length,
  };
}
