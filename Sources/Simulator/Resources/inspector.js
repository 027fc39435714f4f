// @ts-check
// The view-hierarchy inspector's logic (docs/simulator-protocol.md, `inspect` and `tree`): the
// request, the server's tree read and checked, the tree as a flat list with depths, the view
// under a point, where a view's outline goes over the screen, its properties as text, and the
// exploded view's planes and turn. Pure: no DOM, no socket.

/** @typedef {import("./geometry.js").Point} Point */
/** @typedef {import("./geometry.js").Size} Size */

/**
 * One constraint as the server describes it: first relation multiplier × second + constant.
 * @typedef {object} Constraint
 * @property {string} first item and attribute, `UIView'pinned'.leading`
 * @property {string} relation `==`, `<=` or `>=`
 * @property {string} [second] absent for a constant size
 * @property {number} multiplier
 * @property {number} constant
 * @property {number} priority
 * @property {boolean} isActive
 */

/**
 * One view. Rectangles are [x, y, width, height] in points; `transform` is [a, b, c, d, tx, ty].
 * @typedef {object} ViewNode
 * @property {string} class
 * @property {number[]} frame in the superview's coordinates
 * @property {number[]} screenFrame in screen points of the interface's orientation
 * @property {number[]} bounds
 * @property {number[]} transform
 * @property {number} alpha
 * @property {boolean} isHidden
 * @property {boolean} isUserInteractionEnabled
 * @property {boolean} clipsToBounds
 * @property {string} [accessibilityIdentifier]
 * @property {string} [accessibilityLabel]
 * @property {string} [viewController] the class of the controller whose root view this is
 * @property {Constraint[]} [constraints]
 * @property {ViewNode[]} subviews
 */

/**
 * @typedef {object} Tree
 * @property {"tree"} type
 * @property {string} app
 * @property {Size} screen
 * @property {number} nodes the views listed
 * @property {number} totalNodes the views the app has
 * @property {number} limit
 * @property {boolean} truncated
 * @property {ViewNode[]} windows back to front
 */

/** @typedef {{x: number, y: number, width: number, height: number}} Rect */

/**
 * A view in the flat list: pre-order, back to front, as the views are drawn.
 * @typedef {object} FlatNode
 * @property {number} index its place in the list
 * @property {number} depth 0 for a window
 * @property {number} parent the superview's index, −1 for a window
 * @property {string} path the indices of the view and its ancestors among their siblings, "0/2/1"
 * @property {ViewNode} node
 * @property {boolean} visible neither it nor an ancestor is hidden or under 0.01 alpha
 * @property {Rect | null} clip where clipping ancestors let it show, in screen points (null: nowhere clipped)
 */

/** @returns {{type: "inspect"}} */
export function inspectMessage() { return { type: "inspect" }; }

/**
 * @param {unknown} v
 * @param {number} count
 */
function isNumbers(v, count) {
  return Array.isArray(v) && v.length === count && v.every((n) => typeof n === "number" && Number.isFinite(n));
}

/**
 * Checks one node and its subviews; throws naming what is wrong.
 * @param {unknown} value
 * @param {number} depth
 * @returns {ViewNode}
 */
function readNode(value, depth) {
  if (depth > 2000) throw new Error("The server's tree is too deep");
  if (typeof value !== "object" || value === null) throw new Error("The server's tree has a view that is not an object");
  const node = /** @type {Record<string, unknown>} */ (value);
  if (typeof node.class !== "string") throw new Error("The server's tree has a view without a class");
  for (const key of ["frame", "screenFrame", "bounds"]) {
    if (!isNumbers(node[key], 4)) throw new Error("The server's tree has a view whose " + key + " is not four numbers");
  }
  if (!isNumbers(node.transform, 6)) throw new Error("The server's tree has a view whose transform is not six numbers");
  if (typeof node.alpha !== "number") throw new Error("The server's tree has a view without an alpha");
  if (!Array.isArray(node.subviews)) throw new Error("The server's tree has a view without subviews");
  node.subviews.forEach((child) => readNode(child, depth + 1));
  return /** @type {ViewNode} */ (value);
}

/**
 * The `tree` message checked: a screen size, windows, and every view with its class, rectangles,
 * transform, alpha and subviews. Throws an Error that says what is missing.
 * @param {Record<string, unknown>} object the message, a JSON object with type "tree"
 * @returns {Tree}
 */
export function readTree(object) {
  const screen = /** @type {Record<string, unknown> | null} */ (object.screen);
  if (!screen || typeof screen !== "object" || !(typeof screen.width === "number" && screen.width > 0) ||
      !(typeof screen.height === "number" && screen.height > 0)) {
    throw new Error("The server's tree has no screen size");
  }
  if (!Array.isArray(object.windows)) throw new Error("The server's tree has no windows");
  object.windows.forEach((window) => readNode(window, 0));
  return /** @type {Tree} */ (/** @type {unknown} */ (object));
}

/**
 * @param {number[]} r
 * @returns {Rect}
 */
export function rect(r) {
  return { x: r[0], y: r[1], width: r[2], height: r[3] };
}

/**
 * The overlap of two rectangles (zero-sized where they do not meet).
 * @param {Rect} a
 * @param {Rect} b
 * @returns {Rect}
 */
function intersect(a, b) {
  const x = Math.max(a.x, b.x), y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width), bottom = Math.min(a.y + a.height, b.y + b.height);
  return { x, y, width: Math.max(0, right - x), height: Math.max(0, bottom - y) };
}

/**
 * The tree as a list, depth first and back to front (a view before its subviews, which follow
 * in the order they are drawn): the order of the inspector's rows.
 * @param {Tree} tree
 * @returns {FlatNode[]}
 */
export function flatten(tree) {
  /** @type {FlatNode[]} */
  const list = [];
  /**
   * @param {ViewNode} node
   * @param {number} depth
   * @param {number} parent
   * @param {string} path
   * @param {boolean} visible
   * @param {Rect | null} clip
   */
  const visit = (node, depth, parent, path, visible, clip) => {
    const index = list.length;
    const shown = visible && !node.isHidden && node.alpha >= 0.01;
    list.push({ index, depth, parent, path, node, visible: shown, clip });
    let inner = clip;
    if (node.clipsToBounds) inner = clip ? intersect(clip, rect(node.screenFrame)) : rect(node.screenFrame);
    node.subviews.forEach((child, i) => visit(child, depth + 1, index, path + "/" + i, shown, inner));
  };
  tree.windows.forEach((window, i) => visit(window, 0, -1, String(i), true, null));
  return list;
}

/**
 * @param {Rect} r
 * @param {Point} p
 */
function contains(r, p) {
  return p.x >= r.x && p.x < r.x + r.width && p.y >= r.y && p.y < r.y + r.height;
}

/**
 * The view under a screen point: of the visible views whose screen frame holds the point (and
 * whose clipping ancestors show it there), the last drawn, which is the topmost and, within a
 * view, the deepest. Interaction flags are not considered: the inspector picks what is seen.
 * Returns its index, or −1.
 * @param {FlatNode[]} list
 * @param {Point} point in screen points
 * @returns {number}
 */
export function pickAt(list, point) {
  for (let i = list.length - 1; i >= 0; i--) {
    const item = list[i];
    if (!item.visible || !contains(rect(item.node.screenFrame), point)) continue;
    if (item.clip && !contains(item.clip, point)) continue;
    return i;
  }
  return -1;
}

/**
 * Where a view's outline goes over the picture, in percent of the screen: the picture is the
 * screen in the interface's orientation, turned and scaled with it by the page, so the outline
 * turns and scales with what it outlines.
 * @param {number[]} screenFrame [x, y, width, height] in screen points
 * @param {Size} screen the screen in points
 * @returns {{left: number, top: number, width: number, height: number}} percent
 */
export function outlineBox(screenFrame, screen) {
  const [x, y, w, h] = screenFrame;
  const pct = (/** @type {number} */ v, /** @type {number} */ of) => Math.round(v / of * 1e6) / 1e4;
  return { left: pct(x, screen.width), top: pct(y, screen.height), width: pct(w, screen.width), height: pct(h, screen.height) };
}

/**
 * A number as the inspector prints it: at most two decimals, no trailing zeros.
 * @param {number} v
 * @returns {string}
 */
export function formatNumber(v) {
  const r = Math.round(v * 100) / 100;
  return String(Object.is(r, -0) ? 0 : r);
}

/**
 * A rectangle as iOS prints a frame: (x y; w h).
 * @param {number[]} r
 * @returns {string}
 */
export function formatRect(r) {
  return "(" + formatNumber(r[0]) + " " + formatNumber(r[1]) + "; " + formatNumber(r[2]) + " " + formatNumber(r[3]) + ")";
}

/**
 * A constraint as one line: `UIView'pinned'.height == 0.5 × UIView'pinned'.width + 4 @750`,
 * `(inactive)` after one that is not active.
 * @param {Constraint} c
 * @returns {string}
 */
export function constraintText(c) {
  let text = c.first + " " + c.relation + " ";
  if (c.second) {
    text += (c.multiplier !== 1 ? formatNumber(c.multiplier) + " × " : "") + c.second;
    if (c.constant !== 0) text += (c.constant < 0 ? " − " : " + ") + formatNumber(Math.abs(c.constant));
  } else {
    text += formatNumber(c.constant);
  }
  if (c.priority < 1000) text += " @" + formatNumber(c.priority);
  if (!c.isActive) text += " (inactive)";
  return text;
}

/**
 * A row's title: the class, the accessibility identifier in quotes, and the owning controller.
 * @param {ViewNode} node
 * @returns {string}
 */
export function nodeTitle(node) {
  let title = node.class;
  if (node.accessibilityIdentifier) title += " '" + node.accessibilityIdentifier + "'";
  if (node.viewController) title += " — " + node.viewController;
  return title;
}

/**
 * The properties panel's rows, [name, value], constraints last, one row each.
 * @param {ViewNode} node
 * @returns {[string, string][]}
 */
export function nodeProperties(node) {
  const t = node.transform;
  const identity = t[0] === 1 && t[1] === 0 && t[2] === 0 && t[3] === 1 && t[4] === 0 && t[5] === 0;
  const yes = (/** @type {boolean} */ b) => b ? "YES" : "NO";
  /** @type {[string, string][]} */
  const rows = [
    ["Class", node.class],
    ["Frame", formatRect(node.frame)],
    ["On screen", formatRect(node.screenFrame)],
    ["Bounds", formatRect(node.bounds)],
    ["Transform", identity ? "identity" : "[" + t.map(formatNumber).join(", ") + "]"],
    ["Alpha", formatNumber(node.alpha)],
    ["Hidden", yes(node.isHidden)],
    ["User interaction", yes(node.isUserInteractionEnabled)],
    ["Clips to bounds", yes(node.clipsToBounds)],
  ];
  if (node.accessibilityIdentifier != null) rows.push(["Identifier", node.accessibilityIdentifier]);
  if (node.accessibilityLabel != null) rows.push(["Label", node.accessibilityLabel]);
  if (node.viewController) rows.push(["View controller", node.viewController]);
  for (const c of node.constraints || []) rows.push(["Constraint", constraintText(c)]);
  return rows;
}

/**
 * The index in `list` of the view at `path` with the class it had, or −1: how a selection
 * survives a refresh of the tree.
 * @param {FlatNode[]} list
 * @param {string} path
 * @param {string} className
 * @returns {number}
 */
export function findPath(list, path, className) {
  const found = list.find((item) => item.path === path && item.node.class === className);
  return found ? found.index : -1;
}

/**
 * The exploded view's planes: every visible view at the part of its screen frame that shows (on
 * the screen, inside its clipping ancestors; a view that shows nowhere has none), scaled by
 * `scale` (CSS pixels per point), lifted `spacing` CSS pixels per level of depth.
 * @param {FlatNode[]} list
 * @param {Size} screen the screen in points
 * @param {number} scale
 * @param {number} spacing
 * @returns {{index: number, left: number, top: number, width: number, height: number, z: number}[]}
 */
export function explodedPlanes(list, screen, scale, spacing) {
  const whole = { x: 0, y: 0, width: screen.width, height: screen.height };
  return list.flatMap((item) => {
    if (!item.visible) return [];
    const shown = intersect(item.clip ? intersect(whole, item.clip) : whole, rect(item.node.screenFrame));
    if (shown.width <= 0 || shown.height <= 0) return [];
    return [{ index: item.index, left: shown.x * scale, top: shown.y * scale, width: shown.width * scale,
      height: shown.height * scale, z: item.depth * spacing }];
  });
}

/** The exploded view's first turn, degrees: tipped back and turned to the right. */
export const INITIAL_TURN = { x: 12, y: -32 };

/**
 * The exploded view's turn after a drag of (dx, dy) CSS pixels from `start`: a quarter degree
 * per pixel, across the drag for y and against it for x, each kept within ±80°.
 * @param {{x: number, y: number}} start degrees
 * @param {number} dx
 * @param {number} dy
 * @returns {{x: number, y: number}}
 */
export function dragTurn(start, dx, dy) {
  const clamp = (/** @type {number} */ v) => Math.max(-80, Math.min(80, Math.round(v * 100) / 100));
  return { x: clamp(start.x - dy / 4), y: clamp(start.y + dx / 4) };
}

/**
 * The CSS transform of the exploded view's space for a turn.
 * @param {{x: number, y: number}} turn degrees
 * @returns {string}
 */
export function sceneTransform(turn) {
  return "rotateX(" + turn.x + "deg) rotateY(" + turn.y + "deg)";
}

/**
 * The inspector's summary line: how many views, and whether the tree was cut.
 * @param {Tree} tree
 * @returns {string}
 */
export function treeSummary(tree) {
  const views = (/** @type {number} */ n) => n + (n === 1 ? " view" : " views");
  if (tree.truncated) return views(tree.nodes) + " of " + tree.totalNodes + " (cut at the server's limit)";
  return views(tree.nodes);
}
