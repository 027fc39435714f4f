// @ts-check
// The device's body around the screen: its shape for each model, where the screen sits in it,
// and the two SVG layers drawn around the screen canvas. Pure: markup strings, no DOM.

import { deviceAngle, pixelsPerInch, portraitPoints } from "./geometry.js";

/** @typedef {import("./protocol.js").Device} Device */

/**
 * A model's body as the page draws it. Lengths in millimetres (the body) or points (the screen
 * and its cutout). Numbers are Apple's published body sizes and the screen-corner and cutout
 * sizes in points; the pixel density, which turns points into millimetres, is the server's
 * (the hello's `pixelsPerInch`, `pointsPerMillimetre`), so that one table holds it.
 * @typedef {object} BodyShape
 * @property {[number, number]} body width and height in mm
 * @property {number} bodyRadius
 * @property {number} screenRadius
 * @property {"classic" | "edge"} style
 * @property {string} rim
 * @property {{diameter: number, icon: "square" | "ring"}} [home]
 * @property {number} [earpiece]
 * @property {boolean} [camera]
 * @property {boolean} [topButton]
 * @property {"notch" | "island"} [cutout]
 */

/**
 * A body with the screen's points per millimetre: pixels per inch ÷ scale ÷ 25.4.
 * @typedef {BodyShape & {ptPerMm: number}} Shape
 */

/** @type {Record<string, BodyShape>} */
export const SHAPES = {
  "iphone-3gs": {
    body: [62.1, 115.5], bodyRadius: 10.5, screenRadius: 0,
    style: "classic", rim: "chrome", home: { diameter: 11.0, icon: "square" },
    earpiece: 10.0, camera: false, topButton: true,
  },
  "iphone-4": {
    body: [58.6, 115.2], bodyRadius: 8.0, screenRadius: 0,
    style: "classic", rim: "steel", home: { diameter: 10.0, icon: "square" },
    earpiece: 9.0, camera: true, topButton: true,
  },
  "iphone-6s": {
    body: [67.1, 138.3], bodyRadius: 10.0, screenRadius: 0,
    style: "classic", rim: "aluminium", home: { diameter: 10.8, icon: "ring" },
    earpiece: 10.0, camera: true, topButton: false,
  },
  "iphone-8": {
    body: [67.3, 138.4], bodyRadius: 10.0, screenRadius: 0,
    style: "classic", rim: "aluminium", home: { diameter: 10.8, icon: "ring" },
    earpiece: 10.0, camera: true, topButton: false,
  },
  "iphone-x": {
    body: [70.9, 143.6], bodyRadius: 10.8, screenRadius: 39,
    style: "edge", rim: "steel-dark", cutout: "notch",
  },
  "iphone-15-pro": {
    body: [70.6, 146.6], bodyRadius: 11.9, screenRadius: 55,
    style: "edge", rim: "titanium", cutout: "island",
  },
};

/**
 * The screen's points per millimetre, from the panel's density the hello carries (geometry.js,
 * `pixelsPerInch`: the classic density for the scale from a server that omits it).
 * @param {Device} device
 * @returns {number}
 */
export function pointsPerMillimetre(device) {
  return pixelsPerInch(device.screen) / device.screen.scale / 25.4;
}

/**
 * A body for a model this page does not know, from what the hello says about it.
 * @param {Device} device
 * @returns {BodyShape}
 */
export function fallbackShape(device) {
  const w = portraitPoints(device).width;
  const h = portraitPoints(device).height;
  const ptPerMm = pointsPerMillimetre(device);
  if (device.hasHomeButton) {
    return {
      body: [w / ptPerMm + 8, h / ptPerMm + 36], bodyRadius: 10, screenRadius: 0,
      style: "classic", rim: "aluminium", home: { diameter: 10.8, icon: "ring" },
      earpiece: 10, camera: true, topButton: false,
    };
  }
  return {
    body: [w / ptPerMm + 5.4, h / ptPerMm + 5.4], bodyRadius: 11.5,
    screenRadius: 48, style: "edge", rim: "titanium", cutout: h >= 852 ? "island" : "notch",
  };
}

const PAD = 2.2; // mm around the body for the side buttons

/**
 * @typedef {object} BezelGeometry
 * @property {number} W the body's width (mm, upright)
 * @property {number} H the body's height
 * @property {number} sw the screen's width (mm, upright)
 * @property {number} sh
 * @property {number} sx the screen's left edge in the upright body
 * @property {number} sy
 * @property {number} angle the body's turn (degrees)
 * @property {number} boxW the turned body with room for its side buttons (mm)
 * @property {number} boxH
 * @property {{x: number, y: number, w: number, h: number}} screenRect the turned screen in that box (mm)
 */

/**
 * A shape for every model: the page's own, or one made from the hello.
 * @param {Device} device
 * @returns {Shape}
 */
export function shapeFor(device) {
  return { ...(SHAPES[device.model] || fallbackShape(device)), ptPerMm: pointsPerMillimetre(device) };
}

/**
 * Where the body and the screen are, in millimetres, for the device's turn.
 * @param {Shape} shape
 * @param {Device} device
 * @returns {BezelGeometry}
 */
export function bezelGeometry(shape, device) {
  const [W, H] = shape.body;
  const pt = portraitPoints(device);
  const sw = pt.width / shape.ptPerMm;
  const sh = pt.height / shape.ptPerMm;
  const sx = (W - sw) / 2;
  const sy = (H - sh) / 2;
  const angle = deviceAngle(device);
  const quarter = Math.abs(angle) === 90;
  const boxW = (quarter ? H : W) + 2 * PAD;
  const boxH = (quarter ? W : H) + 2 * PAD;
  // The screen's centre, turned with the body about the body's centre.
  const dx = sx + sw / 2 - W / 2;
  const dy = sy + sh / 2 - H / 2;
  const a = angle * Math.PI / 180;
  const cx = boxW / 2 + dx * Math.cos(a) - dy * Math.sin(a);
  const cy = boxH / 2 + dx * Math.sin(a) + dy * Math.cos(a);
  const rw = quarter ? sh : sw;
  const rh = quarter ? sw : sh;
  return { W, H, sw, sh, sx, sy, angle, boxW, boxH, screenRect: { x: cx - rw / 2, y: cy - rh / 2, w: rw, h: rh } };
}

/** @param {number} n */
function f(n) { return Math.round(n * 1000) / 1000; }

/**
 * @param {string} rim
 * @returns {[string, string, string]} light, dark, middle
 */
function rimColors(rim) {
  switch (rim) {
    case "chrome": return ["#f4f5f7", "#9a9ca1", "#d9dadd"];
    case "steel": return ["#e6e8ea", "#8b8f94", "#c9ccd0"];
    case "aluminium": return ["#9d9fa3", "#5d5f63", "#86888c"];
    case "steel-dark": return ["#76787d", "#2f3034", "#55575c"];
    default: return ["#6e6c68", "#3a3936", "#56544f"]; // titanium
  }
}

/**
 * The two SVG layers around the screen canvas, with their common viewBox (mm). The back layer is
 * the body (and the home button, `.home-button`, which the page makes clickable); the front layer
 * holds the notch or Dynamic Island, which cover part of the screen as on the device. Both turn
 * with the device.
 * @param {Shape} shape
 * @param {Device} device
 * @returns {{viewBox: string, back: string, front: string}}
 */
export function bezelMarkup(shape, device) {
  const g = bezelGeometry(shape, device);
  const { W, H, sw, sh, sx, sy } = g;
  const [rimLight, rimDark, rimMid] = rimColors(shape.rim);
  const r = shape.bodyRadius;
  const rimWidth = shape.style === "edge" ? 1.1 : 0.75;
  const view = "0 0 " + f(g.boxW) + " " + f(g.boxH);
  const turn = "translate(" + f(g.boxW / 2) + " " + f(g.boxH / 2) + ") rotate(" + g.angle + ") translate(" +
    f(-W / 2) + " " + f(-H / 2) + ")";

  let back = "";
  back += "<defs>" +
    '<linearGradient id="rim-gradient" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="' + rimLight + '"/><stop offset="0.45" stop-color="' + rimMid + '"/>' +
    '<stop offset="1" stop-color="' + rimDark + '"/></linearGradient>' +
    '<linearGradient id="glass-gradient" x1="0" y1="0" x2="0.6" y2="1">' +
    '<stop offset="0" stop-color="#1b1c1f"/><stop offset="0.5" stop-color="#0b0b0d"/>' +
    '<stop offset="1" stop-color="#050506"/></linearGradient>' +
    '<radialGradient id="home-gradient" cx="0.5" cy="0.4" r="0.65">' +
    '<stop offset="0" stop-color="#0c0c0e"/><stop offset="1" stop-color="#26272b"/></radialGradient>' +
    "</defs>";
  back += '<g transform="' + turn + '">';
  back += sideButtons(shape, g);
  // Body: the rim, then the front glass inside it.
  back += '<rect x="0" y="0" width="' + f(W) + '" height="' + f(H) + '" rx="' + f(r) + '" fill="url(#rim-gradient)"/>';
  back += '<rect x="' + f(rimWidth) + '" y="' + f(rimWidth) + '" width="' + f(W - 2 * rimWidth) + '" height="' +
    f(H - 2 * rimWidth) + '" rx="' + f(r - rimWidth) + '" fill="url(#glass-gradient)"/>';
  // A faint edge where the glass meets the screen.
  const screenR = shape.screenRadius / shape.ptPerMm;
  back += '<rect x="' + f(sx - 0.15) + '" y="' + f(sy - 0.15) + '" width="' + f(sw + 0.3) + '" height="' +
    f(sh + 0.3) + '" rx="' + f(screenR ? screenR + 0.15 : 0.2) + '" fill="#000" stroke="#2a2b2f" stroke-width="0.12"/>';
  if (shape.style === "classic") back += classicFront(shape, g);
  back += "</g>";

  let front = "";
  if (shape.cutout) {
    front += '<g transform="' + turn + '">' +
      '<g transform="translate(' + f(sx) + " " + f(sy) + ") scale(" + f(1 / shape.ptPerMm) + ')">' +
      cutoutPath(shape, portraitPoints(device).width) + "</g></g>";
  }

  return { viewBox: view, back, front };
}

/**
 * Volume and sleep buttons standing out of the body's edges.
 * @param {Shape} shape
 * @param {BezelGeometry} g
 */
function sideButtons(shape, g) {
  const { W, H } = g;
  const fill = "#5a5b5f";
  /** @type {(x: number, y: number, w: number, h: number) => string} */
  const button = (x, y, w, h) => '<rect x="' + f(x) + '" y="' + f(y) + '" width="' + f(w) + '" height="' + f(h) +
    '" rx="' + f(Math.min(w, h) / 2) + '" fill="' + fill + '"/>';
  let s = "";
  const out = 0.55;
  // Left edge: ring/silent switch, volume up, volume down.
  s += button(-out, H * 0.14, out + 0.5, H * 0.045);
  s += button(-out, H * 0.215, out + 0.5, H * 0.075);
  s += button(-out, H * 0.305, out + 0.5, H * 0.075);
  if (shape.topButton) {
    s += button(W * 0.68, -out, W * 0.17, out + 0.5); // sleep/wake on the top edge
  } else {
    s += button(W - 0.5, H * 0.23, out + 0.5, H * 0.11); // side button
  }
  return s;
}

/**
 * Earpiece, camera and home button on the forehead and chin of a home-button iPhone.
 * @param {Shape} shape
 * @param {BezelGeometry} g
 */
function classicFront(shape, g) {
  const { W, H, sy, sh } = g;
  let s = "";
  const top = sy / 2;
  const ew = shape.earpiece || 10;
  s += '<rect x="' + f(W / 2 - ew / 2) + '" y="' + f(top - 0.65) + '" width="' + f(ew) +
    '" height="1.3" rx="0.65" fill="#1e1f22" stroke="#3a3b40" stroke-width="0.15"/>';
  if (shape.camera) {
    s += '<circle cx="' + f(W / 2 - ew / 2 - 4.2) + '" cy="' + f(top) + '" r="1.1" fill="#101829" stroke="#34363c" stroke-width="0.2"/>';
    s += '<circle cx="' + f(W / 2 - ew / 2 - 4.2 + 0.3) + '" cy="' + f(top - 0.3) + '" r="0.3" fill="#3d4a66"/>';
  }
  const home = shape.home || { diameter: 10.8, icon: "ring" };
  const cy = sy + sh + (H - sy - sh) / 2;
  const rr = home.diameter / 2;
  s += '<g class="home-button" role="button" aria-label="Home">';
  s += '<circle class="cap" cx="' + f(W / 2) + '" cy="' + f(cy) + '" r="' + f(rr) + '" fill="url(#home-gradient)" stroke="' +
    (home.icon === "ring" ? "#8b8d92" : "#3b3c41") + '" stroke-width="' + (home.icon === "ring" ? 0.45 : 0.3) + '"/>';
  if (home.icon === "square") {
    const q = rr * 0.62;
    s += '<rect x="' + f(W / 2 - q / 2) + '" y="' + f(cy - q / 2) + '" width="' + f(q) + '" height="' + f(q) +
      '" rx="' + f(q * 0.28) + '" fill="none" stroke="#8d8f95" stroke-width="0.28"/>';
  }
  s += "</g>";
  return s;
}

/**
 * The notch or Dynamic Island in screen points (portrait), drawn over the screen.
 * @param {Shape} shape
 * @param {number} width the screen's short side (points)
 */
function cutoutPath(shape, width) {
  if (shape.cutout === "island") {
    const w = 126, h = 37.33, y = 11.33;
    return '<rect x="' + f((width - w) / 2) + '" y="' + f(y) + '" width="' + w + '" height="' + h +
      '" rx="' + f(h / 2) + '" fill="#000"/>' +
      '<circle cx="' + f((width + w) / 2 - 18.5) + '" cy="' + f(y + h / 2) + '" r="5.5" fill="#0c0f18"/>' +
      '<circle cx="' + f((width + w) / 2 - 18.5 + 1.2) + '" cy="' + f(y + h / 2 - 1.2) + '" r="1.4" fill="#1d2740"/>';
  }
  // The iPhone X notch: 209 pt wide, 30 pt deep, with flared top corners.
  const w = 209, d = 30, r = 20, e = 6;
  const x0 = (width - w) / 2, x1 = x0 + w;
  return '<path fill="#000" d="M' + f(x0 - e) + " -1 L" + f(x0 - e) + " 0 A" + e + " " + e + " 0 0 1 " + f(x0) + " " + e +
    " L" + f(x0) + " " + (d - r) + " A" + r + " " + r + " 0 0 0 " + f(x0 + r) + " " + d +
    " L" + f(x1 - r) + " " + d + " A" + r + " " + r + " 0 0 0 " + f(x1) + " " + (d - r) +
    " L" + f(x1) + " " + e + " A" + e + " " + e + " 0 0 1 " + f(x1 + e) + " 0 L" + f(x1 + e) + ' -1 Z"/>' +
    '<rect x="' + f(width / 2 - 27) + '" y="7" width="54" height="5.5" rx="2.75" fill="#15161a"/>' +
    '<circle cx="' + f(width / 2 + 45) + '" cy="9.75" r="4.3" fill="#0c0f18"/>';
}
