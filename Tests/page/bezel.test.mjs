// The body around the screen takes its millimetres per point from the hello's panel density.
import assert from "node:assert/strict";
import { test } from "node:test";
import { SHAPES, bezelGeometry, pointsPerMillimetre, shapeFor } from "../../Sources/Simulator/Resources/bezel.js";

const fifteenPro = {
  model: "iphone-15-pro", name: "iPhone 15 Pro", os: "17.0", orientation: "portrait", deviceOrientation: "portrait",
  screen: { width: 393, height: 852, scale: 3, pixelWidth: 1179, pixelHeight: 2556, pixelsPerInch: 460 },
  hasHomeButton: false, inCallStatusBar: false, supportsInCallStatusBar: false,
  hasControlCenter: true, hasNotificationCenter: true,
};

test("points per millimetre are the hello's pixels per inch over the scale, in millimetres", () => {
  assert.equal(pointsPerMillimetre(fifteenPro), 460 / 3 / 25.4);
  const denser = { ...fifteenPro, screen: { ...fifteenPro.screen, pixelsPerInch: 600 } };
  assert.equal(shapeFor(denser).ptPerMm, 600 / 3 / 25.4, "a model's density comes from the server, not a page table");
  const { pixelsPerInch, ...older } = fifteenPro.screen;
  assert.equal(pixelsPerInch, 460);
  assert.equal(pointsPerMillimetre({ ...fifteenPro, screen: older }), 460 / 3 / 25.4, "a server that omits it: the classic density");
  const classic = { ...fifteenPro, screen: { width: 320, height: 480, scale: 1, pixelWidth: 320, pixelHeight: 480 } };
  assert.equal(pointsPerMillimetre(classic), 163 / 25.4);
});

test("the page's table holds bodies only, and the screen sits in the body at the panel's real size", () => {
  for (const [model, body] of Object.entries(SHAPES)) {
    assert.equal("ptPerMm" in body, false, model + " repeats a density the hello carries");
  }
  const shape = shapeFor(fifteenPro);
  const g = bezelGeometry(shape, fifteenPro);
  // 1179 pixels at 460 per inch: 65.1 mm, inside the 70.6 mm body.
  assert.ok(Math.abs(g.sw - 1179 / 460 * 25.4) < 1e-9);
  assert.ok(g.sw < g.W && g.sh < g.H);
  const unknown = { ...fifteenPro, model: "iphone-99", screen: { ...fifteenPro.screen, pixelsPerInch: 500 } };
  const made = shapeFor(unknown);
  assert.equal(made.ptPerMm, 500 / 3 / 25.4);
  assert.ok(Math.abs(bezelGeometry(made, unknown).sw - 1179 / 500 * 25.4) < 1e-9, "a model the page does not know is sized by the hello too");
});
