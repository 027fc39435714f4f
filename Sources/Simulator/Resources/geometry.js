// @ts-check
// Coordinates between the page and the device: how far the body and the picture are turned, and
// where a point of the page falls on the screen, in points. Pure: boxes are passed in.

/** @typedef {import("./protocol.js").Device} Device */
/** @typedef {{x: number, y: number}} Point */
/** @typedef {{width: number, height: number}} Size */

/**
 * How far the body is turned (degrees, clockwise on the page) in each device orientation
 * (UIDeviceOrientation names): device landscapeLeft is turned counterclockwise, home button on the
 * right. Face up, face down and unknown keep the body upright.
 * @type {Record<string, number>}
 */
export const DEVICE_ANGLE = { portrait: 0, landscapeLeft: -90, landscapeRight: 90, portraitUpsideDown: 180 };

/**
 * The device turn at which each interface orientation is upright. UIKit's names are mirrored:
 * interface landscapeLeft (home button on the left) is device landscapeRight.
 * @type {Record<string, number>}
 */
export const INTERFACE_ANGLE = { portrait: 0, landscapeLeft: 90, landscapeRight: -90, portraitUpsideDown: 180 };

/**
 * @param {Device} device
 * @returns {number}
 */
export function interfaceAngle(device) {
  return INTERFACE_ANGLE[device.orientation] || 0;
}

/**
 * The body's turn; a server that does not say the device's orientation turns the body with the
 * interface.
 * @param {Device} device
 * @returns {number}
 */
export function deviceAngle(device) {
  if (device.deviceOrientation == null) return interfaceAngle(device);
  return DEVICE_ANGLE[device.deviceOrientation] || 0;
}

/**
 * How far the picture turns inside the screen: by the device's turn that the interface did not
 * follow, in (−180, 180].
 * @param {Device} device
 * @returns {number}
 */
export function pictureAngle(device) {
  const a = (((deviceAngle(device) - interfaceAngle(device)) % 360) + 540) % 360 - 180;
  return a === -180 ? 180 : a;
}

/**
 * The screen's size in points as the hardware is built: the short side across.
 * @param {Device} device
 * @returns {Size}
 */
export function portraitPoints(device) {
  const s = device.screen;
  return { width: Math.min(s.width, s.height), height: Math.max(s.width, s.height) };
}

/**
 * A coordinate rounded to hundredths of a point and kept inside [0, limit): the protocol refuses
 * points on or beyond the screen's far edge.
 * @param {number} v
 * @param {number} limit
 * @returns {number}
 */
export function clampToScreen(v, limit) {
  const r = Math.round(v * 100) / 100;
  return Math.max(0, Math.min(r, Math.floor((limit - 0.01) * 100) / 100));
}

/**
 * The point mirrored about the screen's centre (Option's second finger).
 * @param {Point} p
 * @param {Size} size the screen in points
 * @returns {Point}
 */
export function mirrored(p, size) {
  return { x: clampToScreen(size.width - p.x, size.width), y: clampToScreen(size.height - p.y, size.height) };
}

/**
 * Where a point of the page falls on the screen, in points of the interface's orientation,
 * clamped inside the screen. The picture is `pictureSize` CSS pixels before it is turned by
 * `angle` degrees about its centre; `box` is its bounding box on the page after the turn.
 * @param {Point} client the page point (CSS pixels, as clientX/clientY)
 * @param {{left: number, top: number, width: number, height: number}} box
 * @param {Size} pictureSize
 * @param {number} angle
 * @param {Size} screen the screen in points
 * @returns {Point}
 */
export function pageToScreen(client, box, pictureSize, angle, screen) {
  // Measure from the picture's centre and turn back.
  const vx = client.x - (box.left + box.width / 2);
  const vy = client.y - (box.top + box.height / 2);
  const a = -angle * Math.PI / 180;
  const ux = vx * Math.cos(a) - vy * Math.sin(a);
  const uy = vx * Math.sin(a) + vy * Math.cos(a);
  const w = pictureSize.width, h = pictureSize.height;
  return {
    x: clampToScreen((ux + w / 2) / w * screen.width, screen.width),
    y: clampToScreen((uy + h / 2) / h * screen.height, screen.height),
  };
}
