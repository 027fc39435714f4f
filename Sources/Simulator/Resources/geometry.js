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

// ---------------------------------------------------------------------------------------
// Scale: the sizes of Simulator's Window menu, and the pixels the page asks the server for

/** @typedef {"physical" | "point" | "pixel" | "fit"} ScaleMode */

/**
 * Simulator's Window menu's sizes, in its order, with its keys (⌘1…⌘4; Ctrl on Linux).
 * @type {{mode: ScaleMode, title: string, key: string}[]}
 */
export const SCALE_MODES = [
  { mode: "physical", title: "Physical Size", key: "1" },
  { mode: "point", title: "Point Accurate", key: "2" },
  { mode: "pixel", title: "Pixel Accurate", key: "3" },
  { mode: "fit", title: "Fit Screen", key: "4" },
];

/**
 * CSS pixels per inch. CSS fixes it at 96 (a "reference pixel"), and browsers map it to the
 * display through the system's scale setting, so Physical Size is only as true as that setting:
 * a monitor whose scale matches its real density shows the device at its real size.
 */
export const CSS_PIXELS_PER_INCH = 96;

/** The fewest pixels per point the server sends (FrameScale.minimumPixelsPerPoint). */
export const MINIMUM_PIXELS_PER_POINT = 0.25;

/**
 * @typedef {object} ScreenScale
 * @property {number} width points, in the interface's orientation
 * @property {number} height
 * @property {number} scale device pixels per point
 * @property {number} pixelWidth device pixels
 * @property {number} pixelHeight
 * @property {number} [pixelsPerInch] the panel's density (the hello's; older servers omit it)
 */

/**
 * The panel's pixels per inch: the hello's, else the classic density for the scale (163 ppi a
 * point, 326 at @2x, 460 at @3x).
 * @param {ScreenScale} screen
 * @returns {number}
 */
export function pixelsPerInch(screen) {
  if (screen.pixelsPerInch && screen.pixelsPerInch > 0) return screen.pixelsPerInch;
  return screen.scale >= 3 ? 460 : 163 * screen.scale;
}

/**
 * CSS pixels per screen point in `mode`: the panel's real size at 96 CSS px per inch (Physical
 * Size), one CSS pixel per point (Point Accurate), one screen pixel per device pixel (Pixel
 * Accurate), or `fit`, the largest that fits the window (Fit Screen).
 * @param {ScaleMode} mode
 * @param {ScreenScale} screen
 * @param {number} dpr the window's devicePixelRatio
 * @param {number} fit
 * @returns {number}
 */
export function cssPerPoint(mode, screen, dpr, fit) {
  switch (mode) {
    case "physical": return CSS_PIXELS_PER_INCH * screen.scale / pixelsPerInch(screen);
    case "point": return 1;
    case "pixel": return screen.scale / dpr;
    default: return fit;
  }
}

/**
 * The frame size the server sends for `pixelsPerPoint` (as FrameScale.forPage computes it): the
 * device's pixels when that is as many or more, else each side's points times it, rounded half up,
 * from at least MINIMUM_PIXELS_PER_POINT.
 * @param {ScreenScale} screen
 * @param {number} pixelsPerPoint
 * @returns {Size}
 */
export function framePixelSize(screen, pixelsPerPoint) {
  if (!(pixelsPerPoint < screen.scale)) return { width: screen.pixelWidth, height: screen.pixelHeight };
  const s = Math.max(pixelsPerPoint, MINIMUM_PIXELS_PER_POINT);
  /** @param {number} pixels */
  const side = (pixels) => Math.min(pixels, Math.max(1, Math.round(pixels / screen.scale * s)));
  return { width: side(screen.pixelWidth), height: side(screen.pixelHeight) };
}

/**
 * @typedef {object} DisplayPlan
 * @property {number} cssPerPoint CSS pixels per point
 * @property {number} pixelsPerPoint screen pixels per point, what the page tells the server
 * @property {Size} frame the frames' pixels
 * @property {Size} css the picture's CSS size: the frame's pixels over dpr when they are fewer
 *   than the device's (one frame pixel on one screen pixel), else the points at cssPerPoint
 */

/**
 * How the page shows the screen in `mode`.
 * @param {ScaleMode} mode
 * @param {ScreenScale} screen
 * @param {number} dpr
 * @param {number} fit CSS pixels per point that fit the window
 * @returns {DisplayPlan}
 */
export function displayPlan(mode, screen, dpr, fit) {
  const css = cssPerPoint(mode, screen, dpr, fit);
  const pixelsPerPoint = css * dpr;
  const frame = framePixelSize(screen, pixelsPerPoint);
  const downscaled = frame.width < screen.pixelWidth || frame.height < screen.pixelHeight;
  return {
    cssPerPoint: css, pixelsPerPoint, frame,
    css: downscaled ? { width: frame.width / dpr, height: frame.height / dpr }
      : { width: screen.width * css, height: screen.height * css },
  };
}

/**
 * The shift (CSS pixels) that puts a coordinate on a whole screen pixel, so that a picture drawn
 * one frame pixel to one screen pixel is not resampled at a half-pixel offset.
 * @param {number} value CSS pixels
 * @param {number} dpr
 * @returns {number}
 */
export function snapShift(value, dpr) {
  return (Math.round(value * dpr) - value * dpr) / dpr;
}
