// @ts-check
// The view-hierarchy inspector's panel, outline and exploded view: the DOM side of inspector.js.
// The panel lists the tree the server sent for the last `inspect`; selecting a row outlines the
// view over the screen and shows its properties; pick mode selects the view under the pointer;
// the exploded view stacks the views as planes in CSS 3D. main.js owns the socket and the
// pointer, and hands this module the trees and the pick-mode pointer.

import {
  INITIAL_TURN, dragTurn, explodedPlanes, findPath, flatten, inspectMessage, nodeProperties, nodeTitle, outlineBox,
  pickAt, sceneTransform, treeSummary,
} from "./inspector.js";

/** @typedef {import("./inspector.js").Tree} Tree */
/** @typedef {import("./inspector.js").FlatNode} FlatNode */
/** @typedef {import("./geometry.js").Point} Point */

/** CSS pixels between two levels of depth in the exploded view. */
const PLANE_SPACING = 26;

/**
 * @template {Element} T
 * @param {string} id
 * @param {{new (): T, prototype: T}} type
 * @returns {T}
 */
function byId(id, type) {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error("the page has no #" + id);
  return element;
}

export class Inspector {
  /**
   * @param {(message: {type: "inspect"}) => number} send sends a message, 0 when offline
   * @param {() => void} onLayoutChange called when the panel opens or closes (the stage changes size)
   */
  constructor(send, onLayoutChange) {
    this.send = send;
    this.onLayoutChange = onLayoutChange;
    this.panel = byId("inspector", HTMLElement);
    this.button = byId("inspector-button", HTMLButtonElement);
    this.refreshButton = byId("inspector-refresh", HTMLButtonElement);
    this.pickButton = byId("inspector-pick", HTMLButtonElement);
    this.explodeButton = byId("inspector-3d", HTMLButtonElement);
    this.closeButton = byId("inspector-close", HTMLButtonElement);
    this.summary = byId("inspector-summary", HTMLElement);
    this.treeBox = byId("inspector-tree", HTMLElement);
    this.properties = byId("inspector-properties", HTMLTableSectionElement);
    this.outline = byId("inspector-outline", HTMLElement);
    this.scene = byId("inspector-scene", HTMLElement);
    this.space = byId("inspector-space", HTMLElement);
    this.device = byId("device", HTMLElement);
    this.canvas = byId("screen-canvas", HTMLCanvasElement);
    /** @type {Tree | null} */
    this.tree = null;
    /** @type {FlatNode[]} */
    this.list = [];
    /** How many trees have come (the end-to-end tests wait for the next one). */
    this.treesReceived = 0;
    this.selected = -1;
    this.picking = false;
    this.exploded = false;
    this.turn = INITIAL_TURN;
    /** @type {{x: number, y: number, turn: {x: number, y: number}, moved: boolean, pointerId: number} | null} */
    this.drag = null;

    this.button.addEventListener("click", () => this.setOpen(this.panel.hidden));
    this.closeButton.addEventListener("click", () => this.setOpen(false));
    this.refreshButton.addEventListener("click", () => this.refresh());
    this.pickButton.addEventListener("click", () => this.setPicking(!this.picking));
    this.explodeButton.addEventListener("click", () => this.setExploded(!this.exploded));
    this.treeBox.addEventListener("click", (event) => {
      const row = event.target instanceof Element ? event.target.closest("[data-index]") : null;
      if (row instanceof HTMLElement) this.select(Number(row.dataset.index));
    });
    this.treeBox.addEventListener("keydown", (event) => this.onTreeKey(event));
    this.scene.addEventListener("pointerdown", (event) => this.onScenePointerDown(event));
    this.scene.addEventListener("pointermove", (event) => this.onScenePointerMove(event));
    this.scene.addEventListener("pointerup", (event) => this.onScenePointerUp(event));
    this.scene.addEventListener("pointercancel", () => { this.drag = null; });
  }

  get isOpen() { return !this.panel.hidden; }

  /** @param {boolean} open */
  setOpen(open) {
    this.panel.hidden = !open;
    this.button.setAttribute("aria-pressed", open ? "true" : "false");
    if (open) {
      this.refresh();
    } else {
      this.setPicking(false);
      this.setExploded(false);
      this.outline.hidden = true;
    }
    this.onLayoutChange();
  }

  /** Asks the server for the tree again. */
  refresh() {
    if (this.send(inspectMessage()) === 0) this.summary.textContent = "Offline";
  }

  /** The device was greeted again (a relaunch, a rotation): the tree the panel shows is stale. */
  onHello() {
    if (this.isOpen) this.refresh();
  }

  /**
   * Shows a tree from the server, keeping the selected view selected when it is still there
   * (same place in the tree, same class).
   * @param {Tree} tree
   */
  onTree(tree) {
    const previous = this.selected >= 0 ? this.list[this.selected] : null;
    this.tree = tree;
    this.treesReceived++;
    this.list = flatten(tree);
    this.selected = previous ? findPath(this.list, previous.path, previous.node.class) : -1;
    this.summary.textContent = treeSummary(tree);
    this.summary.classList.toggle("truncated", tree.truncated);
    this.treeBox.textContent = "";
    for (const item of this.list) {
      const row = document.createElement("div");
      row.className = "node" + (item.visible ? "" : " invisible");
      row.setAttribute("role", "treeitem");
      row.setAttribute("aria-level", String(item.depth + 1));
      row.dataset.index = String(item.index);
      row.style.paddingLeft = 6 + item.depth * 12 + "px";
      row.textContent = nodeTitle(item.node);
      row.title = nodeTitle(item.node);
      this.treeBox.append(row);
    }
    this.showSelection(false);
    if (this.exploded) this.drawScene();
  }

  /**
   * Selects the row at `index` (−1: none): outlines its view and lists its properties.
   * @param {number} index
   */
  select(index) {
    if (index < -1 || index >= this.list.length) return;
    this.selected = index;
    this.showSelection(true);
  }

  /** @param {boolean} scroll whether to scroll the selected row into view */
  showSelection(scroll) {
    this.treeBox.querySelectorAll(".selected").forEach((row) => {
      row.classList.remove("selected");
      row.setAttribute("aria-selected", "false");
    });
    this.space.querySelectorAll(".plane.selected").forEach((plane) => plane.classList.remove("selected"));
    this.properties.textContent = "";
    const item = this.selected >= 0 ? this.list[this.selected] : null;
    if (!item || !this.tree) {
      this.outline.hidden = true;
      return;
    }
    const row = this.treeBox.children[this.selected];
    row.classList.add("selected");
    row.setAttribute("aria-selected", "true");
    if (scroll) row.scrollIntoView({ block: "nearest" });
    for (const [name, value] of nodeProperties(item.node)) {
      const tr = this.properties.insertRow();
      tr.insertCell().textContent = name;
      tr.insertCell().textContent = value;
    }
    const box = outlineBox(item.node.screenFrame, this.tree.screen);
    const style = this.outline.style;
    style.left = box.left + "%";
    style.top = box.top + "%";
    style.width = box.width + "%";
    style.height = box.height + "%";
    this.outline.hidden = false;
    const plane = this.space.querySelector('.plane[data-index="' + this.selected + '"]');
    if (plane) plane.classList.add("selected");
  }

  /** @param {KeyboardEvent} event */
  onTreeKey(event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      event.stopPropagation();
      const step = event.key === "ArrowDown" ? 1 : -1;
      this.select(Math.max(0, Math.min(this.list.length - 1, this.selected + step)));
    }
  }

  /** @param {boolean} on */
  setPicking(on) {
    this.picking = on && this.isOpen;
    this.pickButton.setAttribute("aria-pressed", this.picking ? "true" : "false");
    this.canvas.classList.toggle("picking", this.picking);
  }

  /**
   * The pointer is over the screen at `point` in pick mode: selects the view there.
   * @param {Point} point screen points
   */
  pickAt(point) {
    if (!this.picking) return;
    const index = pickAt(this.list, point);
    if (index >= 0 && index !== this.selected) this.select(index);
  }

  /**
   * A click on the screen in pick mode: keeps the view under it selected and ends pick mode.
   * @param {Point} point
   */
  pickClick(point) {
    this.pickAt(point);
    this.setPicking(false);
  }

  // The exploded view

  /** @param {boolean} on */
  setExploded(on) {
    this.exploded = on && this.isOpen;
    this.explodeButton.setAttribute("aria-pressed", this.exploded ? "true" : "false");
    this.scene.hidden = !this.exploded;
    this.device.style.visibility = this.exploded ? "hidden" : "";
    if (this.exploded) {
      this.setPicking(false);
      this.drawScene();
    } else {
      this.space.textContent = "";
    }
  }

  /** Builds the planes: the screen's picture at the bottom, then every view that shows, at its depth. */
  drawScene() {
    this.space.textContent = "";
    if (!this.tree) return;
    const screen = this.tree.screen;
    const stage = this.scene.getBoundingClientRect();
    const depth = this.list.reduce((m, item) => Math.max(m, item.depth), 0);
    // Small enough that the turned stack stays on the stage.
    const scale = Math.max(0.1, Math.min(stage.width * 0.55 / screen.width, stage.height * 0.7 / screen.height));
    const space = this.space.style;
    space.width = screen.width * scale + "px";
    space.height = screen.height * scale + "px";
    space.transform = sceneTransform(this.turn);
    const picture = document.createElement("canvas");
    picture.className = "picture";
    picture.width = Math.round(screen.width * scale);
    picture.height = Math.round(screen.height * scale);
    const context = picture.getContext("2d");
    if (context) context.drawImage(this.canvas, 0, 0, picture.width, picture.height);
    picture.style.transform = "translateZ(" + (-PLANE_SPACING) + "px)";
    this.space.append(picture);
    for (const plane of explodedPlanes(this.list, screen, scale, PLANE_SPACING)) {
      const div = document.createElement("div");
      div.className = "plane";
      div.dataset.index = String(plane.index);
      div.style.left = plane.left + "px";
      div.style.top = plane.top + "px";
      div.style.width = plane.width + "px";
      div.style.height = plane.height + "px";
      div.style.transform = "translateZ(" + plane.z + "px)";
      const label = document.createElement("span");
      label.textContent = this.list[plane.index].node.class;
      div.append(label);
      this.space.append(div);
    }
    this.space.dataset.depth = String(depth);
    this.showSelection(false);
  }

  /** @param {PointerEvent} event */
  onScenePointerDown(event) {
    if (event.button !== 0) return;
    event.preventDefault();
    this.drag = { x: event.clientX, y: event.clientY, turn: this.turn, moved: false, pointerId: event.pointerId };
    try { this.scene.setPointerCapture(event.pointerId); } catch (e) { /* not capturable */ }
  }

  /** @param {PointerEvent} event */
  onScenePointerMove(event) {
    const drag = this.drag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 3) drag.moved = true;
    this.turn = dragTurn(drag.turn, dx, dy);
    this.space.style.transform = sceneTransform(this.turn);
  }

  /** @param {PointerEvent} event */
  onScenePointerUp(event) {
    const drag = this.drag;
    this.drag = null;
    if (!drag || drag.moved) return;
    // A click without a drag selects the plane under it (the topmost, as the browser hit-tests in 3D).
    try { this.scene.releasePointerCapture(event.pointerId); } catch (e) { /* released */ }
    const hit = document.elementFromPoint(event.clientX, event.clientY);
    const plane = hit ? hit.closest(".plane") : null;
    if (plane instanceof HTMLElement) this.select(Number(plane.dataset.index));
  }
}
