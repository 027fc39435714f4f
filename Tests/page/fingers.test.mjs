// Pointer input to touches: finger numbers, Option's second finger, lifts and cancels.
import assert from "node:assert/strict";
import { test } from "node:test";
import { FingerTracker, fingerMarks } from "../../Sources/Simulator/Resources/fingers.js";
import { pageToScreen } from "../../Sources/Simulator/Resources/geometry.js";

const screen = { width: 393, height: 852 };
/** The touches as "phase id x,y" strings, to compare whole sequences. */
const text = (touches) => touches.map((t) => `${t.phase} ${t.finger.id} ${t.finger.x},${t.finger.y}`);

test("a press, a drag and a release are down, moves and up of finger 0; a move in place sends nothing", () => {
  const tracker = new FingerTracker();
  assert.deepEqual(text(tracker.down(1, { x: 10, y: 20 }, "single", screen)), ["down 0 10,20"]);
  assert.deepEqual(text(tracker.move(1, { x: 15, y: 20 }, screen)), ["move 0 15,20"]);
  assert.deepEqual(tracker.move(1, { x: 15, y: 20 }, screen), []);
  assert.deepEqual(text(tracker.end(1, "up", { x: 15, y: 20 }, screen)), ["up 0 15,20"]);
  assert.deepEqual(tracker.fingers(), []);
  assert.deepEqual(tracker.move(1, { x: 30, y: 30 }, screen), [], "a pointer that is up has no finger to move");
  assert.deepEqual(tracker.end(1, "up", null, screen), []);
});

test("a finger lifted outside the screen moves to the edge, then lifts there", () => {
  const tracker = new FingerTracker();
  const box = { left: 100, top: 0, width: 393, height: 852 };
  const at = (x, y) => pageToScreen({ x, y }, box, screen, 0, screen);
  tracker.down(7, at(480, 400), "single", screen);
  // The last move the page saw was inside; the pointer is released 50 CSS px right of the screen.
  assert.deepEqual(text(tracker.end(7, "up", at(543, 420), screen)), ["move 0 392.99,420", "up 0 392.99,420"]);
});

test("several touch pointers get the lowest free numbers, reused once lifted", () => {
  const tracker = new FingerTracker();
  tracker.down(11, { x: 1, y: 1 }, "single", screen);
  tracker.down(12, { x: 2, y: 2 }, "single", screen);
  tracker.down(13, { x: 3, y: 3 }, "single", screen);
  assert.deepEqual(text(tracker.end(11, "cancel", null, screen)), ["cancel 0 1,1"]);
  assert.deepEqual(text(tracker.down(14, { x: 4, y: 4 }, "single", screen)), ["down 0 4,4"]);
  assert.deepEqual(tracker.fingers().map((f) => f.id).sort(), [0, 1, 2]);
  assert.deepEqual(tracker.down(12, { x: 9, y: 9 }, "single", screen), [], "a pointer already down");
});

test("ten fingers at most: an eleventh pointer gets none, and Option's second is dropped when one number is left", () => {
  const tracker = new FingerTracker();
  for (let i = 0; i < 9; i++) tracker.down(i, { x: i, y: i }, "single", screen);
  assert.deepEqual(text(tracker.down(20, { x: 50, y: 60 }, "pinch", screen)), ["down 9 50,60"]);
  assert.deepEqual(tracker.down(21, { x: 5, y: 5 }, "single", screen), []);
  assert.equal(tracker.fingers().length, 10);
});

test("Option's pinch: the second finger mirrors the first about the centre, and both lift together", () => {
  const tracker = new FingerTracker();
  assert.deepEqual(text(tracker.down(1, { x: 200, y: 430 }, "pinch", screen)), ["down 0 200,430", "down 1 193,422"]);
  assert.deepEqual(text(tracker.move(1, { x: 250, y: 500 }, screen)), ["move 0 250,500", "move 1 143,352"]);
  assert.deepEqual(text(tracker.end(1, "up", { x: 260, y: 500 }, screen)),
    ["move 0 260,500", "move 1 133,352", "up 0 260,500", "up 1 133,352"]);
});

test("Option-Shift: the two fingers move together, the second kept on the screen", () => {
  const tracker = new FingerTracker();
  assert.deepEqual(text(tracker.down(1, { x: 100, y: 100 }, "parallel", screen)), ["down 0 100,100", "down 1 293,752"]);
  assert.deepEqual(text(tracker.move(1, { x: 120, y: 200 }, screen)), ["move 0 120,200", "move 1 313,851.99"]);
});

test("cancelling all fingers (the window lost focus) cancels every finger of every pointer", () => {
  const tracker = new FingerTracker();
  tracker.down(1, { x: 200, y: 430 }, "pinch", screen);
  tracker.down(2, { x: 5, y: 6 }, "single", screen);
  assert.deepEqual(text(tracker.cancelAll()), ["cancel 0 200,430", "cancel 1 193,422", "cancel 2 5,6"]);
  assert.equal(tracker.pointers.size, 0);
  assert.deepEqual(tracker.cancelAll(), []);
});

test("circles: every finger with Show Touches, only Option's two without, and Option's hover with no finger down", () => {
  const tracker = new FingerTracker();
  const marks = (showTouches, hover = null, option = false) => fingerMarks(tracker, { showTouches, hover, option, screen });
  assert.deepEqual(marks(true, { x: 1, y: 1 }, true), [{ x: 1, y: 1, down: false }, { x: 392, y: 851, down: false }]);
  assert.deepEqual(marks(true, { x: 1, y: 1 }, false), []);
  tracker.down(1, { x: 10, y: 20 }, "single", screen);
  assert.deepEqual(marks(false), []);
  assert.deepEqual(marks(true), [{ x: 10, y: 20, down: true }]);
  tracker.down(2, { x: 200, y: 430 }, "pinch", screen);
  assert.deepEqual(marks(false, { x: 1, y: 1 }, true), [{ x: 200, y: 430, down: true }, { x: 193, y: 422, down: true }]);
  assert.deepEqual(marks(true).length, 3);
});
