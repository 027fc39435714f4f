// @ts-check
// Which fingers are down, and the touches that pointer input makes of them. A mouse or pen is one
// finger, or two with Option: mirrored about the screen's centre (a pinch), or with Shift too,
// moving together. A touch screen's pointers are a finger each. Pure: points come in already
// mapped to the screen, and the touches to send come out.

import { clampToScreen, mirrored } from "./geometry.js";

/** @typedef {import("./protocol.js").Finger} Finger */
/** @typedef {import("./protocol.js").TouchPhase} TouchPhase */
/** @typedef {import("./geometry.js").Point} Point */
/** @typedef {import("./geometry.js").Size} Size */
/** @typedef {"single" | "pinch" | "parallel"} FingerMode */
/** @typedef {{phase: TouchPhase, finger: Finger}} Touch */

/**
 * @typedef {object} PointerState
 * @property {FingerMode} mode
 * @property {Point} start where the pointer went down
 * @property {Finger[]} fingers the pointer's finger, then Option's second one
 * @property {Point} [secondStart] where the second finger went down
 */

/** The protocol's finger numbers are 0–9. */
export const MAX_FINGERS = 10;

export class FingerTracker {
  constructor() {
    /** @type {Map<number, PointerState>} */
    this.pointers = new Map();
  }

  /**
   * @param {number} pointerId
   * @returns {boolean}
   */
  has(pointerId) { return this.pointers.has(pointerId); }

  /**
   * Every finger that is down, of every pointer, in the order they went down.
   * @returns {Finger[]}
   */
  fingers() {
    /** @type {Finger[]} */
    const all = [];
    for (const state of this.pointers.values()) for (const finger of state.fingers) all.push({ ...finger });
    return all;
  }

  /**
   * The lowest finger number not in use (nor in `exclude`), or −1 when all ten are down.
   * @param {number[]} [exclude]
   * @returns {number}
   */
  freeFingerId(exclude) {
    const used = new Set(exclude || []);
    for (const state of this.pointers.values()) for (const finger of state.fingers) used.add(finger.id);
    for (let id = 0; id < MAX_FINGERS; id++) if (!used.has(id)) return id;
    return -1;
  }

  /**
   * A pointer goes down at `p`: its finger, and the second one of a two-finger mode (left out
   * when only one number is free). Nothing for a pointer already down or when no number is free.
   * @param {number} pointerId
   * @param {Point} p
   * @param {FingerMode} mode
   * @param {Size} screen the screen in points
   * @returns {Touch[]}
   */
  down(pointerId, p, mode, screen) {
    if (this.pointers.has(pointerId)) return [];
    const first = this.freeFingerId();
    if (first < 0) return [];
    /** @type {PointerState} */
    const state = { mode: "single", start: { x: p.x, y: p.y }, fingers: [{ id: first, x: p.x, y: p.y }] };
    if (mode !== "single") {
      const second = this.freeFingerId([first]);
      if (second >= 0) {
        const m = mirrored(p, screen);
        state.mode = mode;
        state.secondStart = m;
        state.fingers.push({ id: second, x: m.x, y: m.y });
      }
    }
    this.pointers.set(pointerId, state);
    return state.fingers.map((finger) => ({ phase: "down", finger: { ...finger } }));
  }

  /**
   * The pointer moved to `p`: a move of each of its fingers, or nothing when its finger stays
   * where it was (or the pointer is not down).
   * @param {number} pointerId
   * @param {Point} p
   * @param {Size} screen
   * @returns {Touch[]}
   */
  move(pointerId, p, screen) {
    const state = this.pointers.get(pointerId);
    if (!state) return [];
    const first = state.fingers[0];
    if (first.x === p.x && first.y === p.y) return [];
    first.x = p.x;
    first.y = p.y;
    const second = state.fingers[1];
    if (second && state.secondStart) {
      const dx = p.x - state.start.x, dy = p.y - state.start.y;
      const q = state.mode === "parallel"
        ? { x: clampToScreen(state.secondStart.x + dx, screen.width), y: clampToScreen(state.secondStart.y + dy, screen.height) }
        : mirrored(p, screen);
      second.x = q.x;
      second.y = q.y;
    }
    return state.fingers.map((finger) => ({ phase: "move", finger: { ...finger } }));
  }

  /**
   * The pointer lifts (`up`, at `p`) or is cancelled: for an up somewhere the last move did not
   * report, a move there first, so that the finger lifts where the pointer did; then the phase
   * for each of its fingers, which are free again.
   * @param {number} pointerId
   * @param {"up" | "cancel"} phase
   * @param {Point | null} p where the pointer lifted (used for `up` only)
   * @param {Size} screen
   * @returns {Touch[]}
   */
  end(pointerId, phase, p, screen) {
    const state = this.pointers.get(pointerId);
    if (!state) return [];
    const touches = phase === "up" && p ? this.move(pointerId, p, screen) : [];
    this.pointers.delete(pointerId);
    for (const finger of state.fingers) touches.push({ phase, finger: { ...finger } });
    return touches;
  }

  /**
   * Cancels every finger that is down (the window lost focus, the session ended).
   * @returns {Touch[]}
   */
  cancelAll() {
    /** @type {Touch[]} */
    const touches = [];
    for (const state of this.pointers.values()) {
      for (const finger of state.fingers) touches.push({ phase: "cancel", finger: { ...finger } });
    }
    this.pointers.clear();
    return touches;
  }
}

/** @typedef {{x: number, y: number, down: boolean}} FingerMark */

/**
 * The circles the page draws over the screen, in screen points. With Show Touches, every finger
 * that is down. Otherwise Simulator's Option circles: the two fingers of an Option gesture while
 * it lasts, and, while Option is held over the screen with no finger down, the two places where
 * a press would put them (not down).
 * @param {FingerTracker} tracker
 * @param {{showTouches: boolean, hover: Point | null, option: boolean, screen: Size}} options
 * @returns {FingerMark[]}
 */
export function fingerMarks(tracker, { showTouches, hover, option, screen }) {
  /** @type {FingerMark[]} */
  const marks = [];
  if (tracker.pointers.size > 0) {
    for (const state of tracker.pointers.values()) {
      if (!showTouches && state.fingers.length < 2) continue;
      for (const finger of state.fingers) marks.push({ x: finger.x, y: finger.y, down: true });
    }
  } else if (hover && option) {
    const m = mirrored(hover, screen);
    marks.push({ x: hover.x, y: hover.y, down: false }, { x: m.x, y: m.y, down: false });
  }
  return marks;
}
