// Simulator's Window menu sizes: CSS pixels per point, and the frame size the page asks for.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  cssPerPoint, displayPlan, framePixelSize, pixelsPerInch, SCALE_MODES, snapShift,
} from "../../Sources/Simulator/Resources/geometry.js";

const pro = { width: 393, height: 852, scale: 3, pixelWidth: 1179, pixelHeight: 2556, pixelsPerInch: 460 };
const eight = { width: 375, height: 667, scale: 2, pixelWidth: 750, pixelHeight: 1334, pixelsPerInch: 326 };

test("the menu lists Simulator's four sizes on keys 1 to 4", () => {
  assert.deepEqual(SCALE_MODES.map((m) => [m.mode, m.key]), [["physical", "1"], ["point", "2"], ["pixel", "3"], ["fit", "4"]]);
});

test("physical size puts the panel's inches at 96 CSS pixels each", () => {
  // 1179 px at 460 ppi is 2.563 in, 246.05 CSS px, over 393 points.
  assert.ok(Math.abs(cssPerPoint("physical", pro, 1, 0) * 393 - 1179 / 460 * 96) < 1e-9);
  assert.ok(Math.abs(cssPerPoint("physical", eight, 2, 0) * 375 - 750 / 326 * 96) < 1e-9);
  // A hello without the density falls back to the classic one for the scale.
  assert.equal(pixelsPerInch({ ...eight, pixelsPerInch: undefined }), 326);
});

test("point accurate is one CSS pixel a point; pixel accurate one screen pixel a device pixel", () => {
  assert.equal(cssPerPoint("point", pro, 2, 0.4), 1);
  assert.equal(cssPerPoint("pixel", pro, 1, 0.4), 3);
  assert.equal(cssPerPoint("pixel", pro, 2, 0.4), 1.5);
  assert.equal(cssPerPoint("fit", pro, 2, 0.4), 0.4);
});

test("frames come at the displayed pixels, rounded as the server rounds, never above the device's", () => {
  assert.deepEqual(framePixelSize(pro, 1), { width: 393, height: 852 });
  assert.deepEqual(framePixelSize(eight, 1.25), { width: 469, height: 834 });
  assert.deepEqual(framePixelSize(pro, 3), { width: 1179, height: 2556 });
  assert.deepEqual(framePixelSize(pro, 5), { width: 1179, height: 2556 });
  assert.deepEqual(framePixelSize(pro, 0.01), { width: 98, height: 213 });
});

test("a downscaled picture is exactly its frame's pixels on the screen; pixel accurate is the device's", () => {
  const point = displayPlan("point", pro, 2, 0.5);
  assert.equal(point.pixelsPerPoint, 2);
  assert.deepEqual(point.frame, { width: 786, height: 1704 });
  assert.deepEqual(point.css, { width: 393, height: 852 });
  const fit = displayPlan("fit", eight, 1, 1.25);
  assert.deepEqual(fit.frame, { width: 469, height: 834 });
  assert.deepEqual(fit.css, { width: 469, height: 834 });
  const pixel = displayPlan("pixel", pro, 1, 0.5);
  assert.deepEqual(pixel.frame, { width: 1179, height: 2556 });
  assert.deepEqual(pixel.css, { width: 1179, height: 2556 });
  // Larger than the device's pixels: the device's frames, stretched by CSS.
  const big = displayPlan("fit", eight, 2, 1.5);
  assert.deepEqual(big.frame, { width: 750, height: 1334 });
  assert.deepEqual(big.css, { width: 562.5, height: 1000.5 });
});

test("the snap moves a coordinate onto a whole screen pixel", () => {
  assert.equal(10.25 + snapShift(10.25, 1), 10);
  assert.equal(10.75 + snapShift(10.75, 2), 11);
  assert.equal(snapShift(7, 1.5) + 7, 7 + (Math.round(10.5) - 10.5) / 1.5);
});
