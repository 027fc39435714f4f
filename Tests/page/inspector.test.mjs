// The inspector's logic: the tree read from the server, flattened, picked from, outlined, described.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  constraintText, dragTurn, explodedPlanes, findPath, flatten, formatRect, inspectMessage, nodeProperties, nodeTitle,
  outlineBox, pickAt, readTree, sceneTransform, treeSummary,
} from "../../Sources/Simulator/Resources/inspector.js";
import { encodeMessage, parseServerText } from "../../Sources/Simulator/Resources/protocol.js";

/** A view as the server sends it, at `screenFrame`, with `fields` over the defaults. */
const view = (cls, screenFrame, fields = {}, subviews = []) => ({
  class: cls, frame: screenFrame, screenFrame, bounds: [0, 0, screenFrame[2], screenFrame[3]],
  transform: [1, 0, 0, 1, 0, 0], alpha: 1, isHidden: false, isUserInteractionEnabled: true, clipsToBounds: false,
  ...fields, subviews,
});

// A window with a root view; in it a card with a badge, a hidden view over the card, and a
// clipping strip whose content runs past its bottom edge.
const tree = {
  type: "tree", app: "gestures", screen: { width: 400, height: 800 }, nodes: 7, totalNodes: 7, limit: 1000, truncated: false,
  windows: [
    view("UIWindow", [0, 0, 400, 800], {}, [
      view("RootView", [0, 0, 400, 800], { viewController: "GesturesViewController" }, [
        view("UIView", [100, 100, 200, 200], { accessibilityIdentifier: "card" }, [
          view("UILabel", [120, 120, 40, 20], { accessibilityIdentifier: "badge", accessibilityLabel: "New" }),
        ]),
        view("UIView", [100, 100, 200, 200], { accessibilityIdentifier: "ghost", isHidden: true }),
        view("UIScrollView", [0, 600, 400, 100], { clipsToBounds: true }, [
          view("UIView", [0, 600, 400, 300], { accessibilityIdentifier: "content" }),
        ]),
      ]),
    ]),
  ],
};

test("the request is a message of its own type", () => {
  assert.equal(encodeMessage(inspectMessage(), 9), '{"type":"inspect","seq":9}');
});

test("the server's tree is read through the protocol, and a tree without geometry is refused", () => {
  const read = parseServerText(JSON.stringify(tree));
  assert.equal(read.kind, "tree");
  assert.equal(read.tree.windows[0].subviews[0].viewController, "GesturesViewController");
  assert.throws(() => parseServerText('{"type":"tree","windows":[]}'), { name: "ProtocolError", message: "The server's tree has no screen size" });
  const noFrame = { ...tree, windows: [{ ...tree.windows[0], subviews: [{ ...view("UIView", [0, 0, 1, 1]), screenFrame: [0, 0, 1] }] }] };
  assert.throws(() => parseServerText(JSON.stringify(noFrame)), { message: "The server's tree has a view whose screenFrame is not four numbers" });
  assert.throws(() => readTree({ screen: { width: 1, height: 1 } }), { message: "The server's tree has no windows" });
  assert.throws(() => readTree({ screen: { width: 1, height: 1 }, windows: [{ ...view("UIView", [0, 0, 1, 1]), subviews: null }] }),
    { message: "The server's tree has a view without subviews" });
});

test("the tree flattens depth first, back to front, with depths, parents, paths and visibility", () => {
  const list = flatten(tree);
  assert.deepEqual(list.map((item) => [item.node.class, item.depth, item.parent, item.path, item.visible]), [
    ["UIWindow", 0, -1, "0", true],
    ["RootView", 1, 0, "0/0", true],
    ["UIView", 2, 1, "0/0/0", true],
    ["UILabel", 3, 2, "0/0/0/0", true],
    ["UIView", 2, 1, "0/0/1", false],
    ["UIScrollView", 2, 1, "0/0/2", true],
    ["UIView", 3, 5, "0/0/2/0", true],
  ]);
  assert.deepEqual(list[6].clip, { x: 0, y: 600, width: 400, height: 100 });
  assert.equal(list[3].clip, null);
});

test("a view under a hidden or transparent ancestor is not visible", () => {
  const faded = { ...tree, windows: [view("UIWindow", [0, 0, 400, 800], { alpha: 0.005 }, [view("UIView", [0, 0, 10, 10])])] };
  assert.deepEqual(flatten(faded).map((item) => item.visible), [false, false]);
});

test("a pick finds the deepest, last drawn visible view, skipping hidden ones and clipped-away content", () => {
  const list = flatten(tree);
  assert.equal(pickAt(list, { x: 130, y: 125 }), 3); // the badge, in the card; the hidden ghost over it is skipped
  assert.equal(pickAt(list, { x: 250, y: 250 }), 2); // the card
  assert.equal(pickAt(list, { x: 300, y: 100 }), 1); // just right of the card: right and bottom edges are outside
  assert.equal(pickAt(list, { x: 50, y: 650 }), 6); // the content, inside the strip
  assert.equal(pickAt(list, { x: 50, y: 750 }), 1); // the content runs on, but the strip clips it away
  assert.equal(pickAt(list, { x: 401, y: 10 }), -1);
  // A later window on top wins over the views of the one behind.
  const two = { ...tree, windows: [...tree.windows, view("UIWindow", [0, 700, 400, 100], { accessibilityIdentifier: "alert" })] };
  assert.equal(flatten(two)[pickAt(flatten(two), { x: 50, y: 750 })].node.accessibilityIdentifier, "alert");
});

test("the outline is placed in percent of the screen, so it turns and scales with the picture", () => {
  assert.deepEqual(outlineBox([100, 100, 200, 200], { width: 400, height: 800 }), { left: 25, top: 12.5, width: 50, height: 25 });
  assert.deepEqual(outlineBox([16, 500, 80, 40], { width: 375, height: 667 }),
    { left: 4.2667, top: 74.9625, width: 21.3333, height: 5.997 });
});

test("rows and properties read as iOS prints views and Auto Layout prints constraints", () => {
  const card = tree.windows[0].subviews[0].subviews[0];
  assert.equal(nodeTitle(card), "UIView 'card'");
  assert.equal(nodeTitle(tree.windows[0].subviews[0]), "RootView — GesturesViewController");
  assert.equal(formatRect([0.125, -0, 20.555, 3]), "(0.13 0; 20.56 3)");
  const constrained = {
    ...card, transform: [2, 0, 0, 2, 0, 0], alpha: 0.5, accessibilityLabel: "Card",
    constraints: [
      { first: "UIView'card'.width", relation: "==", multiplier: 1, constant: 200, priority: 1000, isActive: true },
      { first: "UIView'card'.height", relation: ">=", second: "UIView'card'.width", multiplier: 0.5, constant: -4, priority: 750, isActive: false },
      { first: "UILabel'badge'.leading", relation: "==", second: "UIView'card'.leading", multiplier: 1, constant: 20, priority: 1000, isActive: true },
    ],
  };
  assert.deepEqual(nodeProperties(constrained), [
    ["Class", "UIView"], ["Frame", "(100 100; 200 200)"], ["On screen", "(100 100; 200 200)"], ["Bounds", "(0 0; 200 200)"],
    ["Transform", "[2, 0, 0, 2, 0, 0]"], ["Alpha", "0.5"], ["Hidden", "NO"], ["User interaction", "YES"], ["Clips to bounds", "NO"],
    ["Identifier", "card"], ["Label", "Card"],
    ["Constraint", "UIView'card'.width == 200"],
    ["Constraint", "UIView'card'.height >= 0.5 × UIView'card'.width − 4 @750 (inactive)"],
    ["Constraint", "UILabel'badge'.leading == UIView'card'.leading + 20"],
  ]);
  assert.equal(constraintText(constrained.constraints[0]), "UIView'card'.width == 200");
  assert.deepEqual(nodeProperties(tree.windows[0]).slice(4, 5), [["Transform", "identity"]]);
});

test("a selection is found again in a new tree by its place and class", () => {
  const list = flatten(tree);
  assert.equal(findPath(list, "0/0/2/0", "UIView"), 6);
  assert.equal(findPath(list, "0/0/2/0", "UILabel"), -1);
  assert.equal(findPath(list, "0/9", "UIView"), -1);
});

test("the exploded view puts each visible view at the part of its screen frame that shows, lifted by its depth", () => {
  const planes = explodedPlanes(flatten(tree), tree.screen, 0.5, 20);
  assert.deepEqual(planes.map((p) => p.index), [0, 1, 2, 3, 5, 6]);
  assert.deepEqual(planes[3], { index: 3, left: 60, top: 60, width: 20, height: 10, z: 60 });
  // The strip's content is cut to the strip; off the screen, or clipped away entirely, there is no plane.
  assert.deepEqual(planes[5], { index: 6, left: 0, top: 300, width: 200, height: 50, z: 60 });
  const off = { ...tree, windows: [view("UIWindow", [0, 0, 400, 800], { clipsToBounds: true }, [
    view("UIView", [0, 900, 400, 100]), view("UIView", [390, -5, 20, 20]),
  ])] };
  assert.deepEqual(explodedPlanes(flatten(off), tree.screen, 1, 10),
    [{ index: 0, left: 0, top: 0, width: 400, height: 800, z: 0 }, { index: 2, left: 390, top: 0, width: 10, height: 15, z: 10 }]);
  assert.deepEqual(dragTurn({ x: 12, y: -32 }, 40, -20), { x: 17, y: -22 });
  assert.deepEqual(dragTurn({ x: 0, y: 0 }, 1000, 1000), { x: -80, y: 80 });
  assert.equal(sceneTransform({ x: 17, y: -22 }), "rotateX(17deg) rotateY(-22deg)");
});

test("the summary says how many views, and when the server cut the tree", () => {
  assert.equal(treeSummary(tree), "7 views");
  assert.equal(treeSummary({ ...tree, nodes: 500, totalNodes: 3009, truncated: true }), "500 views of 3009 (cut at the server's limit)");
});
