// The keyboard shortcuts and the help that lists them.
import assert from "node:assert/strict";
import { test } from "node:test";
import { SHORTCUTS, commandFor, helpRows, keyLabel, opensHelp } from "../../Sources/Simulator/Resources/shortcuts.js";

const key = (k, mods = {}) => ({ key: k, metaKey: false, ctrlKey: false, altKey: false, shiftKey: false, ...mods });

test("Simulator's shortcuts on ⌘, and on Ctrl for Linux", () => {
  assert.equal(commandFor(key("H", { metaKey: true, shiftKey: true })), "home");
  assert.equal(commandFor(key("H", { ctrlKey: true, shiftKey: true })), "home");
  assert.equal(commandFor(key("ArrowLeft", { ctrlKey: true })), "rotateLeft");
  assert.equal(commandFor(key("ArrowRight", { metaKey: true })), "rotateRight");
  assert.equal(commandFor(key("y", { ctrlKey: true })), "inCall");
  assert.equal(commandFor(key("s", { metaKey: true })), "screenshot");
  assert.equal(commandFor(key("X", { ctrlKey: true, shiftKey: true })), "showTouches");
  assert.equal(commandFor(key("D", { ctrlKey: true, shiftKey: true })), "slowAnimations");
  assert.equal(commandFor(key("D", { metaKey: true, shiftKey: true })), "slowAnimations");
  assert.equal(commandFor(key("L", { ctrlKey: true, shiftKey: true })), "inspector");
});

test("other keys, Shift where none belongs, Option, or no ⌘ are no command", () => {
  assert.equal(commandFor(key("h", { ctrlKey: true })), null);
  assert.equal(commandFor(key("S", { ctrlKey: true, shiftKey: true })), null);
  assert.equal(commandFor(key("ArrowLeft", { ctrlKey: true, altKey: true })), null);
  assert.equal(commandFor(key("ArrowLeft")), null);
  assert.equal(commandFor(key("x", { ctrlKey: true })), null);
  assert.equal(commandFor(key("t", { ctrlKey: true })), null);
  assert.equal(commandFor(key("l", { ctrlKey: true })), null);
});

test("? opens the help with whatever Shift the layout needs, not with ⌘ or Ctrl", () => {
  assert.ok(opensHelp(key("?", { shiftKey: true })));
  assert.ok(opensHelp(key("?")));
  assert.ok(!opensHelp(key("?", { ctrlKey: true, shiftKey: true })));
  assert.ok(!opensHelp(key("/", { shiftKey: false })));
});

test("the help writes ⌘ symbols on a Mac and Ctrl names elsewhere", () => {
  const home = SHORTCUTS.find((s) => s.command === "home");
  const left = SHORTCUTS.find((s) => s.command === "rotateLeft");
  assert.equal(keyLabel(home, true), "⌘⇧H");
  assert.equal(keyLabel(home, false), "Ctrl+Shift+H");
  assert.equal(keyLabel(left, true), "⌘←");
  assert.equal(keyLabel(left, false), "Ctrl+←");
});

test("the help lists the in-call bar only on a model that has one, and every listed key works", () => {
  const device = { supportsInCallStatusBar: false };
  const rows = helpRows(device, true);
  assert.deepEqual(rows.slice(0, 7).map((r) => r[0]), ["⌘⇧H", "⌘←", "⌘→", "⌘S", "⌘⇧X", "⌘⇧D", "⌘⇧L"]);
  assert.equal(rows[5][1], "Slow Animations");
  assert.equal(rows[6][1], "View Hierarchy Inspector");
  assert.ok(!rows.some((r) => r[1].includes("In-Call")));
  assert.ok(helpRows({ supportsInCallStatusBar: true }, false).some((r) => r[0] === "Ctrl+Y"));
  for (const shortcut of SHORTCUTS) {
    const event = key(shortcut.key.length === 1 && shortcut.shift ? shortcut.key.toUpperCase() : shortcut.key,
      { ctrlKey: true, shiftKey: shortcut.shift });
    assert.equal(commandFor(event), shortcut.command, shortcut.title);
  }
});

test("⌘1–⌘4 (Ctrl+1–4 on Linux) choose Simulator's Window menu sizes, and the help lists them", async () => {
  const { commandFor, helpRows } = await import("../../Sources/Simulator/Resources/shortcuts.js");
  const key = (k, mods) => ({ key: k, metaKey: false, ctrlKey: false, altKey: false, shiftKey: false, ...mods });
  assert.equal(commandFor(key("1", { ctrlKey: true })), "scalePhysical");
  assert.equal(commandFor(key("2", { metaKey: true })), "scalePoint");
  assert.equal(commandFor(key("3", { ctrlKey: true })), "scalePixel");
  assert.equal(commandFor(key("4", { ctrlKey: true })), "scaleFit");
  assert.equal(commandFor(key("4", {})), null);
  assert.equal(commandFor(key("4", { ctrlKey: true, shiftKey: true })), null);
  const rows = helpRows(null, false);
  for (const [keys, title] of [["Ctrl+1", "Physical Size"], ["Ctrl+2", "Point Accurate"], ["Ctrl+3", "Pixel Accurate"], ["Ctrl+4", "Fit Screen"]]) {
    assert.ok(rows.some((r) => r[0] === keys && r[1] === title), keys);
  }
  assert.ok(helpRows(null, true).some((r) => r[0] === "⌘1"));
});
