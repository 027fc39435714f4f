// @ts-check
// The page's side of the protocol (docs/simulator-protocol.md): the messages it sends, their
// sequence numbers, and the text messages it reads. Pure: no DOM, no socket.

import { readRecorderStatus } from "./recorder.js";
import { readTree } from "./inspector.js";

/** @typedef {"down" | "move" | "up" | "cancel"} TouchPhase */
/** @typedef {"left" | "right"} RotationDirection */

/**
 * The screen in the current interface orientation.
 * @typedef {{width: number, height: number, scale: number, pixelWidth: number, pixelHeight: number, pixelsPerInch?: number}} Screen
 */

/**
 * The device as the hello describes it.
 * @typedef {object} Device
 * @property {string} model
 * @property {string} name
 * @property {string} os
 * @property {string} orientation the interface's: portrait | landscapeLeft | landscapeRight | portraitUpsideDown
 * @property {string} [deviceOrientation] the device's (UIDeviceOrientation names); older servers leave it out
 * @property {Screen} screen
 * @property {boolean} hasHomeButton
 * @property {boolean} inCallStatusBar
 * @property {boolean} supportsInCallStatusBar
 * @property {boolean} [slowAnimations] Simulator's Slow Animations; older servers leave it out
 * @property {boolean} hasControlCenter
 * @property {boolean} hasNotificationCenter
 */

/**
 * @typedef {object} Hello
 * @property {"hello"} type
 * @property {Device} device
 * @property {string} app
 * @property {{id: string, title: string}[]} [apps]
 * @property {{id: string, name: string, versions: string[], default: string}[]} [models]
 */

/** A finger as the protocol numbers it (0–9), in screen points. */
/** @typedef {{id: number, x: number, y: number}} Finger */

/**
 * @typedef {{type: "touch", phase: TouchPhase, id: number, x: number, y: number, t: number}
 *   | {type: "home"} | {type: "controlCenter"} | {type: "notificationCenter"}
 *   | {type: "rotate", direction: RotationDirection} | {type: "inCall", enabled: boolean}
 *   | {type: "slowAnimations", enabled: boolean}
 *   | {type: "configure", model: string, os?: string, app: string} | {type: "inspect"}
 *   | {type: "display", pixelsPerPoint: number}
 *   | import("./recorder.js").RecorderMessage} ClientMessage
 */

/**
 * A touch of one finger; the browser's timestamp `t` (ms) is rounded to microseconds.
 * @param {TouchPhase} phase
 * @param {Finger} finger
 * @param {number} t
 * @returns {ClientMessage}
 */
export function touchMessage(phase, finger, t) {
  return { type: "touch", phase, id: finger.id, x: finger.x, y: finger.y, t: Math.round(t * 1000) / 1000 };
}

/** @returns {ClientMessage} */
export function homeMessage() { return { type: "home" }; }

/** @returns {ClientMessage} */
export function controlCenterMessage() { return { type: "controlCenter" }; }

/** @returns {ClientMessage} */
export function notificationCenterMessage() { return { type: "notificationCenter" }; }

/**
 * @param {RotationDirection} direction
 * @returns {ClientMessage}
 */
export function rotateMessage(direction) { return { type: "rotate", direction }; }

/**
 * The message that toggles the in-call status bar, or null where the model has none.
 * @param {Device} device
 * @returns {ClientMessage | null}
 */
export function toggleInCallMessage(device) {
  if (!device.supportsInCallStatusBar) return null;
  return { type: "inCall", enabled: !device.inCallStatusBar };
}

/**
 * The message that turns Slow Animations on or off.
 * @param {boolean} enabled
 * @returns {ClientMessage}
 */
export function slowAnimationsMessage(enabled) { return { type: "slowAnimations", enabled }; }

/**
 * Tells the server how many screen pixels per point the page shows, so that frames come at that
 * size (geometry.js, framePixelSize) rather than the device's, capped to 16 as the server caps it.
 * @param {number} pixelsPerPoint
 * @returns {ClientMessage}
 */
export function displayMessage(pixelsPerPoint) {
  return { type: "display", pixelsPerPoint: Math.min(16, Math.round(pixelsPerPoint * 1e6) / 1e6) };
}

/**
 * The WebSocket's address for a page at `pageURL`: its frame encoding, its device (null for the
 * server's first), and, unless the page takes the device's own pixels, `display=follows`, its
 * promise to answer every hello with a `display` message, for which the server holds the full
 * frame that follows the hello, so even the first frame comes at the displayed size.
 * @param {string} pageURL the page's own address (its `token` parameter is kept)
 * @param {{encoding: string, device: string | null, deviceFrames: boolean}} choice
 * @returns {string}
 */
export function socketAddress(pageURL, choice) {
  const page = new URL(pageURL);
  const url = new URL("ws", page);
  url.protocol = page.protocol === "https:" ? "wss:" : "ws:";
  const token = page.searchParams.get("token");
  if (token) url.searchParams.set("token", token);
  url.searchParams.set("encoding", choice.encoding);
  if (choice.device) url.searchParams.set("device", choice.device);
  if (!choice.deviceFrames) url.searchParams.set("display", "follows");
  return url.href;
}

/**
 * When the page tells the server the pixels per point it shows (`display`): once after every
 * hello, which the server waits for before the full frame that follows it (`display=follows`),
 * and whenever the size changes in between (the window, the Scale menu).
 */
export class DisplayReporter {
  constructor() {
    /** The pixels per point last told on this connection (0: none yet). */
    this.sent = 0;
    /** A hello came that the page has yet to answer. */
    this.owed = false;
  }

  /** A new connection: nothing told yet. */
  connected() {
    this.sent = 0;
    this.owed = false;
  }

  /** A hello came: it is answered at the next `update`, even with an unchanged size. */
  greeted() {
    this.owed = true;
  }

  /**
   * The message to send now that the page shows the screen at `pixelsPerPoint`, or null.
   * @param {number} pixelsPerPoint
   * @returns {ClientMessage | null}
   */
  update(pixelsPerPoint) {
    if (!this.owed && Math.abs(pixelsPerPoint - this.sent) <= 1e-6) return null;
    this.owed = false;
    this.sent = pixelsPerPoint;
    return displayMessage(pixelsPerPoint);
  }
}

/**
 * A relaunch that changes one choice of the current session. A new model takes its default OS
 * version (no `os`); otherwise the OS version is kept or changed.
 * @param {Hello} hello
 * @param {{model?: string, os?: string, app?: string}} change
 * @returns {ClientMessage}
 */
export function configureMessage(hello, change) {
  /** @type {{type: "configure", model: string, os?: string, app: string}} */
  const message = { type: "configure", model: hello.device.model, app: hello.app };
  if (change.model) {
    message.model = change.model;
  } else {
    message.os = change.os || hello.device.os;
  }
  if (change.app) message.app = change.app;
  return message;
}

/** Numbers the page's messages: 1, 2, … up to 2³²−1, then 1 again (0 means "none" in frames). */
export class Sequencer {
  constructor() {
    /** The last number handed out; 0 before the first. */
    this.last = 0;
  }

  /** @returns {number} */
  next() {
    this.last = (this.last + 1) >>> 0;
    if (this.last === 0) this.last = 1;
    return this.last;
  }
}

/**
 * The text sent for `message` with sequence number `seq`, which comes last.
 * @param {ClientMessage} message
 * @param {number} seq
 * @returns {string}
 */
export function encodeMessage(message, seq) {
  return JSON.stringify(Object.assign({}, message, { seq }));
}

/** A text message from the server that the page cannot use. */
export class ProtocolError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "ProtocolError";
  }
}

/**
 * @typedef {{kind: "hello", hello: Hello} | {kind: "error", message: string}
 *   | {kind: "tree", tree: import("./inspector.js").Tree}
 *   | {kind: "recorder", status: import("./recorder.js").RecorderStatus} | {kind: "unknown", value: unknown}} ServerMessage
 */

/**
 * Reads a text message from the server. Throws `ProtocolError` for text that is not a JSON object,
 * for a hello without the device's screen and for a tree without its screen, windows or a view's
 * geometry (inspector.js, readTree); a message of an unknown type is returned as such.
 * @param {string} text
 * @returns {ServerMessage}
 */
export function parseServerText(text) {
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new ProtocolError("The server sent a message that is not JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ProtocolError("The server sent a message that is not a JSON object");
  }
  const object = /** @type {Record<string, unknown>} */ (value);
  switch (object.type) {
    case "hello": {
      const device = /** @type {Record<string, unknown> | null} */ (object.device);
      const screen = device && typeof device === "object" ? /** @type {Record<string, unknown>} */ (device.screen) : null;
      const sizes = ["width", "height", "scale", "pixelWidth", "pixelHeight"];
      const positive = (/** @type {unknown} */ v) => typeof v === "number" && v > 0;
      if (!screen || typeof screen !== "object" || !sizes.every((k) => positive(screen[k]))) {
        throw new ProtocolError("The server's hello has no device screen size");
      }
      return { kind: "hello", hello: /** @type {Hello} */ (value) };
    }
    case "tree":
      try {
        return { kind: "tree", tree: readTree(object) };
      } catch (e) {
        throw new ProtocolError(e instanceof Error ? e.message : String(e));
      }
    case "recorder":
      try {
        return { kind: "recorder", status: readRecorderStatus(object) };
      } catch (e) {
        throw new ProtocolError(e instanceof Error ? e.message : String(e));
      }
    case "error":
      return { kind: "error", message: typeof object.message === "string" && object.message ? object.message : "error" };
    default:
      return { kind: "unknown", value };
  }
}
