// Playing events: each event's effects, timed frames, skipping.
//
// Part of createBoard (board.js): createAnimation(board, set) gets the board's context (canvas, ctx, state,
// options, reduceMotion, on, emit) and board.js's set(view) and returns its own functions; what it
// needs of the other parts it imports by name (draw.js, draw-overlay.js).

import { COLORS } from "./style.js";
import { overlay } from "./draw-overlay.js";
import { drawing } from "./draw.js";

/**
 * The event types with no effect of their own in effectsFor: they take its default, a pulse on the card,
 * player or battlefield they name (id, player, battlefield), or a short pause when they name none. The
 * engine's EVENT_TYPES (pyengine/events.py) are each a case of effectsFor or here (tests/test_event_types.py).
 */
export const PULSED_EVENTS = [
  "attacks", "enlists", "blocks", "blocked", "unblocked", "defends", "slots", "does-not-attack",
  "gains", "loses-keyword", "shield", "regeneration-shield", "removed-from-combat", "fizzles", "untaps", "enters",
  "damage-on-stack", "stack-resolves", "hit", "tramples", "no-damage", "no-combat-damage", "stunned",
  "might-total", "not-assigned", "marked", "commander-damage",
  "trigger", "regenerates", "umbra-armor", "returns", "healed", "control",
  "loses", "leaves-game", "game-over", "establishes-control", "conquers", "uncontrolled", "draws",
];

/** Playing events: each event's effects, timed frames, skipping. */
export function createAnimation(board, set) {
  const { state, reduceMotion } = board;
  const { center } = drawing(board);
  const { requestRender } = overlay(board);

  function wait(ms) {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      skipWaiters.add(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  const skipWaiters = new Set();
  let playToken = 0;

  function speed() {
    return reduceMotion.matches ? 0.25 : 1;
  }

  function statPoint(playerId, key) {
    const box = state.layout.get(playerId);
    if (!box) return null;
    return box[`stat:${key}`] || { x: box.x + box.w - 40, y: box.y + box.h / 2 };
  }

  /** Start the visual effects of one engine event; returns how long they take (ms). */
  function effectsFor(event, view, now) {
    const k = speed();
    const graveyardOf = (id) => {
      const card = view.cards.find((c) => c.id === id);
      const player = card && (card.seat !== undefined && view.players.seats ? view.players.seats[card.seat] : view.players[card.side]);
      if (!player) return null;
      return statPoint(player.id, "graveyard") || center(player.id);
    };
    switch (event.type) {
      case "damage": {
        if (!event.amount) return 150 * k;
        const from = center(event.source) || (event.sources && center(event.sources[0]));
        const to = center(event.target);
        if (!to) return 0;
        const duration = 620 * k;
        state.effects.push({
          type: "fly", start: now, duration, from: from || to, to, text: `${event.amount}`, color: "#ff6b5e",
        });
        state.effects.push({ type: "flash", id: event.target, start: now + duration * 0.8, duration: 450 * k });
        return duration + 120 * k;
      }
      case "life":
      case "poison":
      case "points": {
        const at = statPoint(event.player, event.type === "poison" ? "poison" : event.type) || center(event.player);
        if (!at) return 0;
        const sign = event.amount > 0 ? "+" : "";
        const color = event.type === "poison" ? COLORS.poison : event.amount > 0 ? COLORS.gain : "#ff6b5e";
        state.effects.push({ type: "float", start: now, duration: 900 * k, at, text: `${sign}${event.amount}`, color });
        return 450 * k;
      }
      case "dies":
      case "leaves":
      case "recalled": {
        const box = state.layout.get(event.id);
        if (!box) return 0;
        const duration = 650 * k;
        state.fades.set(event.id, { from: 1, to: 0.32, final: 0.32, start: now, duration });
        const to = graveyardOf(event.id) || { x: box.x + box.w / 2, y: box.y };
        state.effects.push({
          type: "ghost", start: now + duration * 0.3, duration, w: box.w, h: box.h,
          from: { x: box.x + box.w / 2, y: box.y + box.h / 2 }, to,
        });
        return duration;
      }
      case "counters":
      case "loyalty":
      case "defense":
      case "might":
      case "pump": {
        const at = center(event.id);
        if (!at) return 0;
        let text = "";
        if (event.type === "counters") text = `${event.amount > 0 ? "+" : ""}${event.amount} ${event.kind}`;
        else if (event.type === "pump") text = `${event.power >= 0 ? "+" : ""}${event.power}/${event.toughness >= 0 ? "+" : ""}${event.toughness}`;
        else text = `${event.amount > 0 ? "+" : ""}${event.amount}`;
        state.effects.push({ type: "float", start: now, duration: 900 * k, at, text, color: "#ffd166" });
        return 420 * k;
      }
      default: {
        const id = event.id || event.player || event.battlefield;
        if (id && state.layout.has(id)) {
          state.effects.push({ type: "pulse", id, start: now, duration: 500 * k, color: COLORS.focus });
          return 260 * k;
        }
        return 60 * k;
      }
    }
  }

  /**
   * Animate frames one after another: each {event, view} starts the event's
   * effects, then shows the view after that event. Resolves when done or
   * skipped; a newer play() call cancels an older one.
   */
  async function play(frames) {
    const token = ++playToken;
    for (const frame of frames) {
      if (token !== playToken || state.destroyed) return false;
      const duration = effectsFor(frame.event, state.view, performance.now());
      requestRender();
      const settle = frame.event.type === "damage" ? duration * 0.75 : duration * 0.5;
      await wait(settle);
      if (token !== playToken) return false;
      set(frame.view, { keepFades: true });
      await wait(Math.max(0, duration - settle));
    }
    return token === playToken;
  }

  function skip() {
    playToken++;
    state.effects = [];
    state.fades.clear();
    for (const resolve of [...skipWaiters]) resolve();
    skipWaiters.clear();
    requestRender();
  }

  return { wait, speed, statPoint, effectsFor, play, skip };
}
