// @ts-check
// The hardware keyboard's shortcuts, as Apple's Simulator has them: one table that both the key
// handler and the help overlay read, so the help lists exactly what works. ⌘ is Meta or, on
// Linux and Windows, Ctrl. Pure: events are read, nothing is done.

/** @typedef {"home" | "rotateLeft" | "rotateRight" | "inCall" | "screenshot" | "showTouches" | "slowAnimations" | "inspector" | "scalePhysical" | "scalePoint" | "scalePixel" | "scaleFit" | "record" | "replay"} Command */

/**
 * @typedef {object} Shortcut
 * @property {Command} command
 * @property {string} key the event's key, lower case for letters
 * @property {boolean} shift whether Shift is part of it
 * @property {string} title what it does
 */

/** @type {Shortcut[]} */
export const SHORTCUTS = [
  { command: "home", key: "h", shift: true, title: "Home" },
  { command: "rotateLeft", key: "ArrowLeft", shift: false, title: "Rotate Left" },
  { command: "rotateRight", key: "ArrowRight", shift: false, title: "Rotate Right" },
  { command: "inCall", key: "y", shift: false, title: "Toggle In-Call Status Bar" },
  { command: "screenshot", key: "s", shift: false, title: "Save Screenshot" },
  // Simulator has no key for its Show Touches; ⌘⇧T would be natural, but browsers keep it (and
  // Ctrl+Shift+T) for reopening a closed tab and never hand it to the page.
  { command: "showTouches", key: "x", shift: true, title: "Show Touches" },
  // Simulator's is ⌘T, which browsers keep (Ctrl+T opens a tab) and never hand to the page; D, for
  // Simulator's Debug menu, where the item is.
  { command: "slowAnimations", key: "d", shift: true, title: "Slow Animations" },
  // Simulator has no inspector (Xcode's Debug View Hierarchy has no key); ⌘⇧I opens the browser's
  // own developer tools, so L, for layers.
  { command: "inspector", key: "l", shift: true, title: "View Hierarchy Inspector" },
  // Simulator's Window menu: ⌘1–⌘4 (Ctrl+1–4, which Chromium hands to a page that takes them).
  { command: "scalePhysical", key: "1", shift: false, title: "Physical Size" },
  { command: "scalePoint", key: "2", shift: false, title: "Point Accurate" },
  { command: "scalePixel", key: "3", shift: false, title: "Pixel Accurate" },
  { command: "scaleFit", key: "4", shift: false, title: "Fit Screen" },
  // Simulator's Record Screen is ⌘R, which reloads the page; E for events, P for play.
  { command: "record", key: "e", shift: true, title: "Record / Stop Recording" },
  { command: "replay", key: "p", shift: true, title: "Replay the Recording" },
];

/**
 * @typedef {object} KeyLike
 * @property {string} key
 * @property {boolean} metaKey
 * @property {boolean} ctrlKey
 * @property {boolean} altKey
 * @property {boolean} shiftKey
 */

/**
 * The command a key press asks for: ⌘ (Meta or Ctrl) without Option, the key and Shift as in
 * the table; null for any other key.
 * @param {KeyLike} event
 * @returns {Command | null}
 */
export function commandFor(event) {
  if (!(event.metaKey || event.ctrlKey) || event.altKey) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const shortcut = SHORTCUTS.find((s) => s.key === key && s.shift === event.shiftKey);
  return shortcut ? shortcut.command : null;
}

/**
 * Whether a key press opens the help: `?` on its own (with whatever Shift the layout needs).
 * @param {KeyLike} event
 * @returns {boolean}
 */
export function opensHelp(event) {
  return event.key === "?" && !event.metaKey && !event.ctrlKey && !event.altKey;
}

/** @type {Record<string, string>} */
const KEY_NAMES = { ArrowLeft: "←", ArrowRight: "→" };

/**
 * How the help writes a shortcut: ⌘⇧H on a Mac, Ctrl+Shift+H elsewhere.
 * @param {Shortcut} shortcut
 * @param {boolean} mac
 * @returns {string}
 */
export function keyLabel(shortcut, mac) {
  const key = KEY_NAMES[shortcut.key] || shortcut.key.toUpperCase();
  if (mac) return "⌘" + (shortcut.shift ? "⇧" : "") + key;
  return "Ctrl+" + (shortcut.shift ? "Shift+" : "") + key;
}

/**
 * The help overlay's rows, [keys, what they do]: the shortcuts that work on `device` (the in-call
 * bar only on models that have one), then the pointer's modifiers and the help's own keys.
 * @param {import("./protocol.js").Device | null} device
 * @param {boolean} mac
 * @returns {[string, string][]}
 */
export function helpRows(device, mac) {
  /** @type {[string, string][]} */
  const rows = SHORTCUTS
    .filter((s) => s.command !== "inCall" || (device !== null && device.supportsInCallStatusBar))
    .map((s) => [keyLabel(s, mac), s.title]);
  const option = mac ? "⌥" : "Alt+";
  rows.push([option + "drag", "Pinch: a second finger mirrored about the screen's centre"]);
  rows.push([(mac ? "⌥⇧" : "Alt+Shift+") + "drag", "Two fingers moving together"]);
  rows.push(["?", "Show this help"]);
  rows.push([mac ? "esc" : "Esc", "Close this help"]);
  return rows;
}
