// Pointer, touch and keyboard input: hit testing, dragging to declare, the focus ring.
//
// Part of createBoard (board.js): createInput(board) gets the board's context (canvas, ctx, state, options,
// reduceMotion, on, emit) and returns its own functions; it redraws through draw-overlay.js.

import { focusedCardText } from "../core/view.js";
import { DRAG_DISTANCE } from "./style.js";
import { overlay } from "./draw-overlay.js";

/** Pointer, touch and keyboard input: hit testing, dragging to declare, the focus ring. */
export function createInput(board) {
  const { canvas, state, emit } = board;
  const { requestRender } = overlay(board);

  function localPoint(clientX, clientY) {
    const rect = canvas.getBoundingClientRect();
    const scale = state.scale || 1; // the layout is in the drawing's pixels (layout.js)
    return { x: (clientX - rect.left) / scale, y: (clientY - rect.top) / scale };
  }

  function itemAt(x, y) {
    let found = null;
    for (const [id, box] of state.layout) {
      if (x >= box.x && x <= box.x + box.w && y >= box.y && y <= box.y + box.h) {
        if (box.type === "card") return id;
        found = found || id;
      }
    }
    return found;
  }

  function getCardAtPoint(clientX, clientY) {
    const p = localPoint(clientX, clientY);
    return itemAt(p.x, p.y);
  }

  function cardRect(id) {
    const box = state.layout.get(id);
    if (!box) return null;
    const rect = canvas.getBoundingClientRect();
    const scale = state.scale || 1;
    const x = rect.left + box.x * scale;
    const y = rect.top + box.y * scale;
    const width = box.w * scale;
    const height = box.h * scale;
    return { x, y, width, height, cx: x + width / 2, cy: y + height / 2, type: box.type };
  }

  // ------------------------------------------------------------------ pointer input

  function cardOf(id) {
    return state.view ? state.view.cards.find((card) => card.id === id) : null;
  }

  function onPointerDown(event) {
    if (event.button !== 0 && event.pointerType === "mouse") return;
    const p = localPoint(event.clientX, event.clientY);
    const id = itemAt(p.x, p.y);
    if (!id) return;
    state.drag = {
      id, pointerId: event.pointerId, startX: p.x, startY: p.y, x: p.x, y: p.y, started: false, over: id,
      draggable: Boolean(cardOf(id)),
    };
    try {
      canvas.setPointerCapture(event.pointerId);
    } catch {
      /* synthetic events have no capturable pointer */
    }
  }

  function onPointerMove(event) {
    const p = localPoint(event.clientX, event.clientY);
    const drag = state.drag;
    if (drag && drag.pointerId === event.pointerId) {
      drag.x = p.x;
      drag.y = p.y;
      if (!drag.started && drag.draggable && Math.hypot(p.x - drag.startX, p.y - drag.startY) >= DRAG_DISTANCE) {
        drag.started = true;
        state.pending = null;
      }
      if (drag.started) drag.over = itemAt(p.x, p.y);
      requestRender();
      return;
    }
    if (event.pointerType === "mouse") {
      const hover = itemAt(p.x, p.y);
      if (hover !== state.hover) {
        state.hover = hover;
        canvas.style.cursor = hover && cardOf(hover) ? "grab" : hover ? "pointer" : "default";
        canvas.title = hover ? tooltip(hover) : "";
        requestRender();
      }
    }
  }

  function onPointerUp(event) {
    const drag = state.drag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    state.drag = null;
    const p = localPoint(event.clientX, event.clientY);
    if (drag.started) {
      const over = itemAt(p.x, p.y);
      if (over && over !== drag.id) emit("declare", { mode: "drag", from: drag.id, to: over });
      else emit("announce", "Drag cancelled.");
    } else if (state.pending && drag.id !== state.pending.from) {
      const pending = state.pending;
      state.pending = null;
      setFocus(drag.id, false);
      emit("declare", { mode: pending.mode, from: pending.from, to: drag.id });
    } else {
      setFocus(drag.id, true);
    }
    requestRender();
  }

  function onPointerCancel(event) {
    if (state.drag && state.drag.pointerId === event.pointerId) {
      state.drag = null;
      requestRender();
    }
  }

  function onPointerLeave() {
    if (state.hover) {
      state.hover = null;
      canvas.title = "";
      requestRender();
    }
  }

  function onDoubleClick(event) {
    const id = getCardAtPoint(event.clientX, event.clientY);
    if (id) emit("activate", { id });
  }

  /** A touch that starts on a card is a drag, not a scroll; elsewhere the page scrolls as usual. */
  function onTouchStart(event) {
    const touch = event.touches[0];
    if (touch && cardOf(getCardAtPoint(touch.clientX, touch.clientY))) event.preventDefault();
  }

  // ------------------------------------------------------------------ keyboard input

  function describe(id) {
    if (!state.view) return "";
    const card = cardOf(id);
    if (card) return focusedCardText(state.view, id).replace(/\.$/, "");
    const players = [state.view.players.top, state.view.players.bottom, ...(state.view.players.seats || [])];
    for (const player of players) {
      if (player && player.id === id) return `${player.label}, ${player.role === "active" ? "attacking" : "defending"} player`;
    }
    if (state.view.battlefield && state.view.battlefield.id === id) return state.view.battlefield.label;
    return "";
  }

  /** A card's whole text for its tooltip: what the card may have had to abbreviate or sum up as "+N". */
  function tooltip(id) {
    const card = cardOf(id);
    if (!card) return describe(id);
    const stat = card.stat ? (card.stat.label ? `${card.stat.label} ${card.stat.value}` : card.stat.value) : "";
    const marked = card.damage > 0 ? `${card.damage} damage marked` : "";
    return [`${card.name} — ${card.typeLine}`, stat, marked, ...card.keywords, ...card.counters, ...card.tags]
      .filter(Boolean).join("\n");
  }

  /** The canvas's accessible name: the board's label, then what the focused card or player is. */
  function nameFocus() {
    const label = board.options.label || "Combat board";
    const focused = state.focus && state.layout.has(state.focus) ? describe(state.focus) : "";
    const name = focused ? `${label}: ${focused}` : label;
    if (canvas.getAttribute("aria-label") !== name) canvas.setAttribute("aria-label", name);
  }

  function setFocus(id, announce = true) {
    if (!id || !state.layout.has(id)) return;
    state.focus = id;
    requestRender();
    emit("select", { id });
    nameFocus();
    if (announce) {
      const text = state.pending
        ? `${describe(id)}. Enter to ${state.pending.mode} this, Escape to cancel.`
        : describe(id);
      emit("announce", text);
    }
  }

  function moveFocus(key) {
    const order = state.order;
    if (!order.length) return;
    const current = state.layout.get(state.focus);
    if (!current) {
      setFocus(order.find((id) => cardOf(id)) || order[0]);
      return;
    }
    const index = order.indexOf(state.focus);
    if (key === "ArrowLeft" || key === "ArrowRight") {
      const step = key === "ArrowRight" ? 1 : -1;
      setFocus(order[(index + step + order.length) % order.length]);
      return;
    }
    if (key === "Home") return setFocus(order[0]);
    if (key === "End") return setFocus(order[order.length - 1]);
    const wantRow = current.row + (key === "ArrowDown" ? 1 : -1);
    const cx = current.x + current.w / 2;
    let best = null;
    let bestDistance = Infinity;
    for (const id of order) {
      const box = state.layout.get(id);
      if (box.row !== wantRow) continue;
      const distance = Math.abs(box.x + box.w / 2 - cx);
      if (distance < bestDistance) {
        best = id;
        bestDistance = distance;
      }
    }
    if (best) setFocus(best);
  }

  function startPending(mode) {
    const from = state.focus;
    if (!cardOf(from)) {
      emit("announce", `Select a card first, then press ${mode === "attack" ? "A" : "B"}.`);
      return;
    }
    state.pending = { mode, from };
    const view = state.view;
    // Start on the likeliest target so that Enter is often enough: the other side's bar, or an attacker.
    let start = null;
    const fromCard = cardOf(from);
    if (mode === "attack") {
      const other = fromCard.side === "top" ? view.players.bottom : view.players.top;
      start = other ? other.id : null;
      if (view.players.seats && fromCard.side !== "top") {
        // Several opponents: start on the first one still in the game (arrows move to the others).
        const seat = view.players.seats.find((p) => !p.lost && p.role !== "active");
        if (seat) start = seat.id;
      }
    } else {
      const attacker = view.cards.find((card) => card.attacking && card.side !== fromCard.side
        && (!view.players.seats || card.defender === fromCard.player))
        || view.cards.find((card) => card.attacking && card.side !== fromCard.side);
      start = attacker ? attacker.id : null;
    }
    emit(
      "announce",
      `${mode === "attack" ? "Attack" : "Block"} with ${fromCard.name}: choose ${mode === "attack" ? "what it attacks" : "the attacker it blocks"} with the arrow keys, then press Enter. Escape cancels.`,
    );
    if (start) setFocus(start, false);
    requestRender();
  }

  function onKeyDown(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key;
    if (key.startsWith("Arrow") || key === "Home" || key === "End") {
      event.preventDefault();
      moveFocus(key);
      return;
    }
    if (key === "Escape") {
      if (state.pending) {
        state.pending = null;
        emit("announce", "Cancelled.");
        requestRender();
        event.preventDefault();
      }
      return;
    }
    if (key === "Enter" || key === " ") {
      event.preventDefault();
      if (state.pending) {
        const pending = state.pending;
        state.pending = null;
        requestRender();
        if (state.focus && state.focus !== pending.from) {
          emit("declare", { mode: pending.mode, from: pending.from, to: state.focus });
        } else emit("announce", "Choose a target other than the card itself.");
        return;
      }
      if (state.focus) emit("activate", { id: state.focus });
      return;
    }
    const lower = key.toLowerCase();
    if (lower === "a" || lower === "b") {
      event.preventDefault();
      startPending(lower === "a" ? "attack" : "block");
      return;
    }
    if (key === "Delete" || key === "Backspace") {
      event.preventDefault();
      if (state.focus && cardOf(state.focus)) emit("undeclare", { id: state.focus });
      return;
    }
    if (lower === "e" && state.focus) {
      event.preventDefault();
      emit("activate", { id: state.focus });
    }
  }

  function onFocus() {
    state.hasFocus = true;
    if (!state.focus || !state.layout.has(state.focus)) {
      const first = state.order.find((id) => cardOf(id)) || state.order[0];
      if (first) setFocus(first, false);
    }
    requestRender();
  }

  function onBlur() {
    state.hasFocus = false;
    requestRender();
  }

  return { localPoint, itemAt, getCardAtPoint, cardRect, cardOf, onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onPointerLeave, onDoubleClick, onTouchStart, describe, tooltip, nameFocus, setFocus, moveFocus, startPending, onKeyDown, onFocus, onBlur };
}
