// Page points to screen points, through the picture's scale and turn.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  clampToScreen, deviceAngle, mirrored, pageToScreen, pictureAngle, portraitPoints,
} from "../../Sources/Simulator/Resources/geometry.js";

const portrait = { width: 393, height: 852 };
/** A device as a hello has it, turned `deviceOrientation` with the interface in `orientation`. */
const device = (orientation, deviceOrientation) => ({
  orientation, deviceOrientation, screen: orientation.startsWith("landscape")
    ? { width: 852, height: 393, scale: 3, pixelWidth: 2556, pixelHeight: 1179 }
    : { width: 393, height: 852, scale: 3, pixelWidth: 1179, pixelHeight: 2556 },
});

test("an upright picture at half a CSS pixel per point maps page points by offset and scale", () => {
  const box = { left: 100, top: 50, width: 196.5, height: 426 };
  const picture = { width: 196.5, height: 426 };
  assert.deepEqual(pageToScreen({ x: 100, y: 50 }, box, picture, 0, portrait), { x: 0, y: 0 });
  assert.deepEqual(pageToScreen({ x: 110.25, y: 60 }, box, picture, 0, portrait), { x: 20.5, y: 20 });
  assert.deepEqual(pageToScreen({ x: 198.25, y: 263 }, box, picture, 0, portrait), { x: 196.5, y: 426 });
});

test("a picture turned a quarter clockwise maps its box's top-right corner to the screen's origin", () => {
  // The interface is portrait, the picture 393 × 852 CSS px turned by 90°: its box is 852 × 393.
  const picture = { width: 393, height: 852 };
  const box = { left: 0, top: 0, width: 852, height: 393 };
  const near = (p, q) => Math.abs(p.x - q.x) < 0.02 && Math.abs(p.y - q.y) < 0.02;
  assert.ok(near(pageToScreen({ x: 852, y: 0 }, box, picture, 90, portrait), { x: 0, y: 0 }));
  // Down the box's right edge is across the screen's top edge; leftwards is down the screen.
  assert.ok(near(pageToScreen({ x: 852, y: 100 }, box, picture, 90, portrait), { x: 100, y: 0 }));
  assert.ok(near(pageToScreen({ x: 752, y: 100 }, box, picture, 90, portrait), { x: 100, y: 100 }));
  // A half turn: the box's bottom-right corner is the origin.
  const upright = { left: 0, top: 0, width: 393, height: 852 };
  assert.ok(near(pageToScreen({ x: 392, y: 851 }, upright, picture, 180, portrait), { x: 1, y: 1 }));
});

test("points off the screen are clamped inside it, short of the far edges the protocol refuses", () => {
  const box = { left: 0, top: 0, width: 393, height: 852 };
  assert.deepEqual(pageToScreen({ x: -40, y: 900 }, box, box, 0, portrait), { x: 0, y: 851.99 });
  assert.deepEqual(pageToScreen({ x: 393, y: 852 }, box, box, 0, portrait), { x: 392.99, y: 851.99 });
  assert.equal(clampToScreen(12.345, 393), 12.35);
});

test("the picture turns by the device's turn that the interface did not follow", () => {
  assert.equal(pictureAngle(device("portrait", "portrait")), 0);
  assert.equal(pictureAngle(device("landscapeRight", "landscapeLeft")), 0); // UIKit's mirrored names
  assert.equal(pictureAngle(device("portrait", "landscapeLeft")), -90); // an app that stays portrait
  assert.equal(pictureAngle(device("portrait", "portraitUpsideDown")), 180);
  assert.equal(pictureAngle(device("landscapeLeft", "landscapeLeft")), 180);
  // A server that leaves out the device's orientation turns the body with the interface.
  assert.equal(deviceAngle({ orientation: "landscapeLeft", screen: device("landscapeLeft").screen }), 90);
  assert.deepEqual(portraitPoints(device("landscapeLeft", "landscapeRight")), { width: 393, height: 852 });
});

test("Option's finger is mirrored about the screen's centre", () => {
  assert.deepEqual(mirrored({ x: 100, y: 200 }, portrait), { x: 293, y: 652 });
  assert.deepEqual(mirrored({ x: 0, y: 0 }, portrait), { x: 392.99, y: 851.99 });
});
