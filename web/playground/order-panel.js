// The damage assignment order (mtg-2020, 509.2-509.3): each attacker's blockers (and each blocker's
// attackers) in the order the engine's options give, reordered by drag, by Alt+Arrow on a focused
// creature or by its "Earlier" / "Later" buttons. A reorder is the engine's play answer ({order}), never
// a board the page builds; the board draws the same numbers (board-view.js). A 510.1c refusal of a
// division points here (combat.js): the box is marked and takes the focus. combat.js puts each source's
// order just above its division.

import { el } from "../core/log.js";
import { possessive } from "../core/words.js";

function button(text, className, label) {
  const node = el("button", className, text);
  node.type = "button";
  if (label) node.setAttribute("aria-label", label);
  return node;
}

/**
 * The orders to show: for each source the engine orders (its options' divisions, `order.ids`), that
 * order; else, for a declared attacker blocked by two or more creatures (or a blocker blocking two or more
 * attackers), the order the board lists them in (the default, 509.2) until the engine has answered.
 */
export function ordersOf(scenario, options) {
  const out = new Map();
  for (const d of (options && options.divisions) || []) {
    if (d.order && Array.isArray(d.order.ids) && d.order.ids.length >= 2 && !out.has(d.source)) out.set(d.source, d.order.ids);
  }
  const written = scenario.damage_assignment_order || {};
  for (const attacker of scenario.attackers || []) {
    const blockers = (scenario.blockers || []).filter((b) => (b.blocks || []).includes(attacker.id)).map((b) => b.id);
    if (blockers.length >= 2 && !out.has(attacker.id)) out.set(attacker.id, written[attacker.id] || blockers);
  }
  for (const blocker of scenario.blockers || []) {
    if ((blocker.blocks || []).length >= 2 && !out.has(blocker.id)) out.set(blocker.id, written[blocker.id] || blocker.blocks);
  }
  return out;
}

export function createOrderPanel(box, app) {
  let marked = null; // the source whose order a refusal points at

  function render(scenario, info, nameOf, options) {
    if (!info || !info.damage_assignment_order) {
      box.replaceChildren();
      return;
    }
    const set = el("fieldset", "order-fieldset");
    set.append(el("legend", null, "Damage assignment order"));
    const rows = ordersOf(scenario, options);
    if (!rows.size) {
      set.append(el("p", "note", "An attacker blocked by two or more creatures gets an order here (rule 509.2)."));
    } else {
      set.append(el("p", "note order-help", "Lethal damage to each before any to the next (510.1c). Drag, or Alt+↑/↓."));
    }
    for (const [source, order] of rows) set.append(orderBox(source, order, nameOf));
    box.replaceChildren(set);
  }

  function orderBox(source, order, nameOf) {
    const wrap = el("div", "order-box");
    wrap.dataset.source = source;
    if (marked === source) wrap.classList.add("marked");
    const title = el("p", "order-title", `${possessive(nameOf(source))} order:`);
    title.id = `order-title-${source}`.replace(/[^a-zA-Z0-9_-]/g, "_");
    wrap.append(title);
    const list = el("ol", "order-list");
    list.setAttribute("aria-labelledby", title.id);
    const move = async (index, to) => {
      if (to < 0 || to >= order.length || to === index) return;
      const now = [...order];
      const [moved] = now.splice(index, 1);
      now.splice(to, 0, moved);
      const made = await app.reorder(source, now);
      if (!made) return;
      app.announce(`${nameOf(moved)} is now number ${to + 1} in ${possessive(nameOf(source))} damage assignment order: ${now.map(nameOf).join(", ")}.`);
      setTimeout(() => {
        const again = document.querySelector(`.order-box[data-source="${CSS.escape(source)}"] li[data-id="${CSS.escape(moved)}"]`);
        if (again) again.focus();
      }, 0);
    };
    order.forEach((id, index) => {
      const item = el("li", "order-item");
      item.dataset.id = id;
      item.tabIndex = 0;
      item.setAttribute("aria-label", `${index + 1}: ${nameOf(id)}. Alt+Up or Alt+Down moves it.`);
      item.setAttribute("aria-keyshortcuts", "Alt+ArrowUp Alt+ArrowDown");
      item.append(el("span", "order-number", String(index + 1)), el("span", "order-name", nameOf(id)));
      const up = button("‹", "small icon", `Move ${nameOf(id)} earlier`);
      up.title = "Earlier";
      up.disabled = index === 0;
      const down = button("›", "small icon", `Move ${nameOf(id)} later`);
      down.title = "Later";
      down.disabled = index === order.length - 1;
      up.dataset.order = `${source}|${id}|up`;
      down.dataset.order = `${source}|${id}|down`;
      up.addEventListener("click", () => move(index, index - 1));
      down.addEventListener("click", () => move(index, index + 1));
      item.addEventListener("keydown", (event) => {
        if (!event.altKey || event.target !== item) return;
        if (event.key === "ArrowUp" || event.key === "ArrowLeft") move(index, index - 1);
        else if (event.key === "ArrowDown" || event.key === "ArrowRight") move(index, index + 1);
        else return;
        event.preventDefault();
      });
      // Drag (mouse, pen or touch): the creature goes where it is let go, over another of the list.
      item.addEventListener("pointerdown", (event) => {
        if (event.target.closest("button") || event.button !== 0) return;
        event.preventDefault();
        item.classList.add("dragging");
        const up = (end) => {
          window.removeEventListener("pointerup", up);
          window.removeEventListener("pointercancel", up);
          item.classList.remove("dragging");
          if (end.type !== "pointerup") return;
          const over = document.elementFromPoint(end.clientX, end.clientY);
          const target = over && over.closest(".order-item");
          if (!target || target.parentElement !== list) return;
          move(index, [...list.children].indexOf(target));
        };
        window.addEventListener("pointerup", up);
        window.addEventListener("pointercancel", up);
      });
      item.append(up, down);
      list.append(item);
    });
    wrap.append(list);
    return wrap;
  }

  /** A refusal points at `source`'s order: the box is marked, scrolled to and focused (its first creature). */
  function point(source) {
    marked = source;
    document.dispatchEvent(new CustomEvent("combat-lab:show-combat"));
    // combat.js may have put the box beside its source's division: looked for in the page, not only in `box`.
    const target = document.querySelector(`.order-box[data-source="${CSS.escape(source)}"]`);
    if (!target) return false;
    for (const other of document.querySelectorAll(".order-box.marked")) other.classList.remove("marked");
    target.classList.add("marked");
    target.scrollIntoView({ block: "nearest" });
    const first = target.querySelector("li");
    if (first) first.focus();
    return true;
  }

  return { render, point, marked: () => marked, mark: (source) => { marked = source; }, unmark: () => { marked = null; } };
}
