// @ts-check
// OpenUIKit Simulator page, the entry module: draws the device, streams its screen from the
// server over a WebSocket, and turns pointer and keyboard input into touches and hardware
// buttons. The protocol is docs/simulator-protocol.md. Native ES modules, no build step: the
// pure parts (messages, frames, coordinates, fingers, shortcuts, the bezel's markup, the
// inspector's logic) are modules of their own, tested with `node --test Tests/page`; this one
// holds the DOM and the socket, and inspector-ui.js the inspector's panel.

import { bezelGeometry, bezelMarkup, shapeFor } from "./bezel.js";
import { FingerTracker, fingerMarks } from "./fingers.js";
import { readDeviceList, addDeviceURL, showDesk } from "./devices.js";
import { chooseEncoding, expandRuns, parseFrame } from "./frame.js";
import { SCALE_MODES, displayPlan, pageToScreen, pictureAngle, snapShift } from "./geometry.js";
import { Inspector } from "./inspector-ui.js";
import {
  Sequencer, configureMessage, controlCenterMessage, DisplayReporter, encodeMessage, homeMessage, notificationCenterMessage,
  parseServerText, rotateMessage, slowAnimationsMessage, socketAddress, toggleInCallMessage, touchMessage,
} from "./protocol.js";
import { RecorderControls } from "./recorder.js";
import { commandFor, helpRows, opensHelp } from "./shortcuts.js";

/** @typedef {import("./protocol.js").Hello} Hello */
/** @typedef {import("./protocol.js").ClientMessage} ClientMessage */
/** @typedef {import("./frame.js").Frame} Frame */
/** @typedef {import("./frame.js").FrameRect} FrameRect */
/** @typedef {import("./bezel.js").Shape} Shape */
/** @typedef {import("./geometry.js").Point} Point */
/** @typedef {import("./geometry.js").Size} Size */
/** @typedef {import("./fingers.js").Touch} Touch */
/** @typedef {import("./shortcuts.js").Command} Command */

/**
 * @typedef {object} FrameLogEntry
 * @property {number} number
 * @property {number} lastSeq
 * @property {number} rects
 * @property {number} bytes
 * @property {number} width the frame's size in pixels
 * @property {number} height
 * @property {number} arrived performance.now() ms
 * @property {number} drawn
 * @property {number | null} latency
 */

// ---------------------------------------------------------------------------------------
// State

const params = new URLSearchParams(location.search);
const token = params.get("token");
const tokenQuery = token ? "?token=" + encodeURIComponent(token) : "";
/** How frames carry pixels (frame.js, chooseEncoding); a bad `encoding` parameter falls back to PNG, with an error shown. */
let encoding = /** @type {import("./frame.js").FrameEncoding} */ ("png");
/** @type {string | null} */
let encodingProblem = null;
try {
  encoding = chooseEncoding(params.get("encoding"), location.hostname);
} catch (e) {
  encodingProblem = errorText(e);
}

/**
 * The size the screen is shown at: Simulator's Window menu (geometry.js, SCALE_MODES), from the
 * address's `scale` or the last choice, Fit Screen at first.
 * @type {import("./geometry.js").ScaleMode}
 */
let scaleMode = "fit";
{
  const asked = params.get("scale") || (() => { try { return localStorage.getItem("simulator.scale"); } catch (e) { return null; } })();
  const known = SCALE_MODES.find((m) => m.mode === asked);
  if (known) scaleMode = known.mode;
}
/**
 * `?frames=device`: frames at the device's own pixels whatever the size shown, scaled by the
 * browser as before the page told the server its size (pixel-exact reads of the canvas, and the
 * stream's measurement of the old way).
 */
const deviceFrames = params.get("frames") === "device";
/** When the page tells the server the size it shows (protocol.js). */
const displayReporter = new DisplayReporter();

/** The device this page shows (`?device=`), or null for the server's first. */
const deviceID = params.get("device");
/** Whether the page is one device of the desk (devices.js), in a frame. */
const embedded = params.get("embedded") === "1";
/** The page became the desk: it shows no device of its own and keeps no connection. */
let deskShown = false;

/** What the page measures; the end-to-end tests read it as `window.simulatorStats`. */
const stats = {
  fps: 0,
  /** @type {number | null} */
  lastLatencyMs: null,
  /** @type {number[]} */
  latencies: [],
  framesReceived: 0,
  connected: false,
  /** @type {string | null} */
  lastError: null,
  errors: 0,
  bytesReceived: 0,
  /** The sequence number of the last input sent. */
  lastInputSeq: 0,
  /** The most recent frames: number, arrival and draw times (performance.now() ms), damage. */
  /** @type {FrameLogEntry[]} */
  frameLog: [],
};
/** The page's state for the end-to-end tests and the console. */
const exposed = /** @type {{simulatorStats: typeof stats, simulatorHello: Hello | null, simulatorSocket: WebSocket | null,
  simulatorInspector: Inspector | null, simulatorRecorder: RecorderControls | null,
  simulatorDisplay: (import("./geometry.js").DisplayPlan & {mode: string}) | null}} */ (/** @type {unknown} */ (window));
exposed.simulatorStats = stats;
exposed.simulatorHello = null;
exposed.simulatorSocket = null;
exposed.simulatorInspector = null;
exposed.simulatorDisplay = null;
exposed.simulatorRecorder = null;

const MAX_LATENCIES = 500;
const MAX_FRAME_LOG = 600;
/** An input with no visible effect within this time is taken to have none. */
const PENDING_INPUT_EXPIRY_MS = 3000;

/** @type {WebSocket | null} */
let socket = null;
let reconnectDelay = 500;
const sequencer = new Sequencer();
/** @type {Hello | null} */
let hello = null;
/** @type {Shape | null} */
let shape = null;
/** Inputs waiting for the first frame that shows them. */
/** @type {{seq: number, sent: number}[]} */
let pending = [];
/** Arrival times of frames in the last second. */
/** @type {number[]} */
const arrivals = [];
/** @type {Promise<void>} */
let drawChain = Promise.resolve();

const tracker = new FingerTracker();
/** The last pointer position over the screen, in points. */
/** @type {Point | null} */
let hover = null;
let altDown = false;
let showTouches = false;

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

function findElements() {
  return {
    stage: byId("stage", HTMLElement), device: byId("device", HTMLElement),
    back: byId("bezel-back", SVGSVGElement), front: byId("bezel-front", SVGSVGElement),
    screen: byId("screen", HTMLElement), picture: byId("picture", HTMLElement),
    canvas: byId("screen-canvas", HTMLCanvasElement), fingers: byId("fingers", HTMLElement),
    title: byId("device-title", HTMLElement), subtitle: byId("device-subtitle", HTMLElement),
    modelSelect: byId("model-select", HTMLSelectElement), osSelect: byId("os-select", HTMLSelectElement),
    appSelect: byId("app-select", HTMLSelectElement), scaleSelect: byId("scale-select", HTMLSelectElement),
    home: byId("home-button", HTMLButtonElement), rotateLeft: byId("rotate-left-button", HTMLButtonElement),
    rotateRight: byId("rotate-right-button", HTMLButtonElement),
    controlCenter: byId("control-center-button", HTMLButtonElement),
    notificationCenter: byId("notification-center-button", HTMLButtonElement),
    incall: byId("incall-button", HTMLButtonElement), screenshot: byId("screenshot-button", HTMLAnchorElement),
    addDevice: byId("add-device-button", HTMLButtonElement),
    helpButton: byId("help-button", HTMLButtonElement), help: byId("help", HTMLElement),
    helpKeys: byId("help-keys", HTMLTableSectionElement), helpClose: byId("help-close", HTMLButtonElement),
    touchesToggle: byId("touches-toggle", HTMLInputElement),
    slowToggle: byId("slow-toggle", HTMLInputElement),
    statsToggle: byId("stats-toggle", HTMLInputElement), stats: byId("stats", HTMLElement),
    statsFps: byId("stats-fps", HTMLElement), statsLatency: byId("stats-latency", HTMLElement),
    statsMedian: byId("stats-median", HTMLElement), statsFrames: byId("stats-frames", HTMLElement),
    statusText: byId("status-text", HTMLElement), dot: byId("connection-dot", HTMLElement),
  };
}

/** @type {ReturnType<typeof findElements>} */
let el;
/** @type {CanvasRenderingContext2D} */
let ctx;
/** @type {Inspector} */
let inspector;
/** @type {RecorderControls} */
let recorder;

// ---------------------------------------------------------------------------------------
// Connection

function socketURL() {
  return socketAddress(location.href, { encoding, device: deviceID, deviceFrames });
}

function connect() {
  if (encodingProblem) reportError("The page's address: " + encodingProblem + "; showing PNG frames");
  /** @type {WebSocket} */
  let ws;
  try {
    ws = new WebSocket(socketURL());
  } catch (e) {
    reportError("Cannot open the connection: " + errorText(e));
    scheduleReconnect();
    return;
  }
  ws.binaryType = "arraybuffer";
  socket = ws;
  exposed.simulatorSocket = ws;
  setConnection("connecting");

  ws.onopen = () => {
    if (socket !== ws) return;
    reconnectDelay = 500;
    stats.connected = true;
    displayReporter.connected();
    layout();
    setConnection("connected");
  };
  ws.onmessage = (event) => {
    if (socket !== ws) return;
    if (typeof event.data === "string") onText(event.data);
    else onBinary(event.data);
  };
  ws.onclose = (event) => {
    if (socket !== ws) return;
    stats.connected = false;
    socket = null;
    releaseAllPointers(false);
    pending = [];
    setConnection("disconnected", event.code === 1008 || event.code === 4001
      ? "Refused by the server (" + (event.reason || event.code) + ")" : null);
    scheduleReconnect();
  };
  ws.onerror = () => { /* a close event follows */ };
}

function scheduleReconnect() {
  if (deskShown) return;
  const delay = reconnectDelay;
  reconnectDelay = Math.min(reconnectDelay * 2, 4000);
  setTimeout(connect, delay);
}

function isOpen() {
  return socket !== null && socket.readyState === WebSocket.OPEN;
}

/**
 * Sends one message with the next sequence number; returns the number, or 0 if offline.
 * @param {ClientMessage} message
 * @returns {number}
 */
function send(message) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return 0;
  const seq = sequencer.next();
  socket.send(encodeMessage(message, seq));
  // The inspector's request and the display size change nothing on the device, so no frame
  // measures their latency.
  if (message.type === "inspect" || message.type === "display") return seq;
  stats.lastInputSeq = seq;
  pending.push({ seq, sent: performance.now() });
  if (pending.length > 1000) pending.splice(0, pending.length - 1000);
  return seq;
}

/** @param {string} text */
function onText(text) {
  let message;
  try {
    message = parseServerText(text);
  } catch (e) {
    reportError(errorText(e));
    return;
  }
  switch (message.kind) {
    case "hello": {
      const h = message.hello;
      // In order with the frames: the hello resizes the canvas for the frames after it.
      drawChain = drawChain.then(() => applyHello(h)).catch((e) => reportError("hello: " + errorText(e)));
      break;
    }
    case "error":
      reportError(message.message);
      break;
    case "tree":
      inspector.onTree(message.tree);
      break;
    case "recorder":
      recorder.onStatus(message.status);
      break;
    default:
      console.warn("simulator: unknown message", message.value);
  }
}

/**
 * @param {unknown} e
 * @returns {string}
 */
function errorText(e) {
  return e instanceof Error ? e.message : String(e);
}

// ---------------------------------------------------------------------------------------
// Frames

/** @param {ArrayBuffer} buffer */
function onBinary(buffer) {
  const arrived = performance.now();
  /** @type {Frame} */
  let frame;
  try {
    frame = parseFrame(buffer);
  } catch (e) {
    reportError("Bad frame: " + errorText(e));
    return;
  }
  stats.framesReceived++;
  stats.bytesReceived += buffer.byteLength;
  arrivals.push(arrived);
  // Decode every rectangle now, in parallel; draw frames strictly in arrival order.
  const decodes = frame.rects.map((r) => decodeRect(frame.encoding, r));
  drawChain = drawChain
    .then(() => Promise.all(decodes))
    .then((images) => drawFrame(frame, images, arrived))
    .catch((e) => {
      decodes.forEach((d) => d.then((b) => { if (b instanceof ImageBitmap) b.close(); }, () => {}));
      reportError("Frame " + frame.number + " could not be drawn: " + errorText(e));
    });
}

/**
 * A rectangle's pixels, ready to draw: an ImageBitmap for a PNG, ImageData over the message's
 * own bytes for raw RGBA (no copy), over the expanded runs, and over the inflated bytes for
 * deflated RGBA.
 * @param {import("./frame.js").FrameEncoding} kind
 * @param {FrameRect} r
 * @returns {Promise<ImageBitmap | ImageData>}
 */
function decodeRect(kind, r) {
  if (kind === "png") return createImageBitmap(new Blob([r.bytes], { type: "image/png" }));
  /** @param {Uint8Array} bytes */
  const pixels = (bytes) => {
    if (bytes.byteLength !== 4 * r.width * r.height) {
      throw new Error("a rectangle inflated to " + bytes.byteLength + " bytes for " + r.width + "×" + r.height + " pixels");
    }
    return new ImageData(new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.byteLength), r.width, r.height);
  };
  if (kind === "raw") return Promise.resolve(pixels(r.bytes));
  if (kind === "runs") return Promise.resolve(new ImageData(expandRuns(r.bytes, r.width * r.height), r.width, r.height));
  const inflated = new Blob([r.bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Response(inflated).arrayBuffer().then((b) => pixels(new Uint8Array(b)));
}

/**
 * @param {Frame} frame
 * @param {(ImageBitmap | ImageData)[]} images
 * @param {number} arrived
 */
function drawFrame(frame, images, arrived) {
  const canvas = el.canvas;
  if (canvas.width !== frame.width || canvas.height !== frame.height) {
    canvas.width = frame.width;
    canvas.height = frame.height;
    layout();
  }
  for (let i = 0; i < images.length; i++) {
    const r = frame.rects[i], image = images[i];
    if (image instanceof ImageData) {
      ctx.putImageData(image, r.x, r.y);
    } else {
      ctx.clearRect(r.x, r.y, r.width, r.height);
      ctx.drawImage(image, r.x, r.y);
      image.close();
    }
  }
  const drawn = performance.now();
  let latency = null;
  if (frame.rects.length > 0) latency = resolvePending(frame.lastSeq, drawn);
  stats.frameLog.push({
    number: frame.number, lastSeq: frame.lastSeq, rects: frame.rects.length,
    bytes: frame.bytes, width: frame.width, height: frame.height, arrived, drawn, latency,
  });
  if (stats.frameLog.length > MAX_FRAME_LOG) stats.frameLog.splice(0, stats.frameLog.length - MAX_FRAME_LOG);
}

/**
 * Records the latency of the newest input this damaged frame shows, and forgets the inputs it
 * covers. Older inputs applied in the same frame (the down of a click whose up is also applied,
 * or moves coalesced into one frame) are superseded: the newest is what the user waits for.
 * @param {number} lastSeq
 * @param {number} drawn
 * @returns {number | null}
 */
function resolvePending(lastSeq, drawn) {
  pending = pending.filter((p) => drawn - p.sent < PENDING_INPUT_EXPIRY_MS);
  /** @type {{seq: number, sent: number} | null} */
  let newest = null;
  const rest = [];
  for (const p of pending) {
    if (p.seq <= lastSeq) {
      if (!newest || p.seq > newest.seq) newest = p;
    } else {
      rest.push(p);
    }
  }
  pending = rest;
  if (!newest) return null;
  const latency = Math.round((drawn - newest.sent) * 10) / 10;
  stats.lastLatencyMs = latency;
  stats.latencies.push(latency);
  if (stats.latencies.length > MAX_LATENCIES) stats.latencies.shift();
  return latency;
}

// ---------------------------------------------------------------------------------------
// Hello: the device, its orientation, and the choices around it

/** @param {Hello} message */
function applyHello(message) {
  const previous = hello;
  hello = message;
  exposed.simulatorHello = message;
  const device = message.device;
  shape = shapeFor(device);
  el.slowToggle.checked = device.slowAnimations === true;

  const canvas = el.canvas;
  const sizeChanged = canvas.width !== device.screen.pixelWidth || canvas.height !== device.screen.pixelHeight;
  if (sizeChanged) {
    canvas.width = device.screen.pixelWidth;
    canvas.height = device.screen.pixelHeight;
  }
  // A relaunch forgets the fingers on the server; a rotation keeps them, and the drag goes on
  // in the new orientation's points.
  const relaunched = previous && (previous.device.model !== device.model || previous.device.os !== device.os ||
    previous.app !== message.app);
  if (relaunched) releaseAllPointers(false);

  el.title.textContent = device.name;
  el.subtitle.textContent = "iOS " + device.os + " · " + appTitle(message) + " · " + orientationName(device.orientation) +
    (pictureAngle(device) !== 0 ? " (device turned)" : "");
  document.title = device.name + " — OpenUIKit Simulator";

  const models = message.models || [];
  fillSelect(el.modelSelect, models.map((m) => [m.id, m.name]), device.model);
  const model = models.find((m) => m.id === device.model);
  const versions = model ? model.versions : [device.os];
  fillSelect(el.osSelect, versions.map((v) => [v, "iOS " + v]), device.os);
  fillSelect(el.appSelect, (message.apps || []).map((a) => [a.id, a.title]), message.app);

  el.incall.disabled = !device.supportsInCallStatusBar;
  el.incall.setAttribute("aria-pressed", device.inCallStatusBar ? "true" : "false");
  el.incall.title = device.supportsInCallStatusBar
    ? "Toggle In-Call Status Bar (⌘Y)" : "No in-call status bar on " + device.name;
  el.home.disabled = false;
  el.controlCenter.disabled = !device.hasControlCenter;
  el.controlCenter.title = device.hasControlCenter
    ? "Control Center (or drag up from the bottom edge, down from the top-right corner)" : "No Control Center on " + device.name + " with iOS " + device.os;
  el.notificationCenter.disabled = !device.hasNotificationCenter;
  el.notificationCenter.title = device.hasNotificationCenter
    ? "Notification Center (or drag down from the top edge)" : "No Notification Center on " + device.name + " with iOS " + device.os;
  el.rotateLeft.disabled = false;
  el.rotateRight.disabled = false;

  drawBezel();
  // The server holds the frame after a hello until the page says the size it shows.
  displayReporter.greeted();
  layout();
  if (!el.help.hidden) fillHelp();
  renderFingers();
  showStatus(statusSummary());
  inspector.onHello();
}

/** @param {Hello} message */
function appTitle(message) {
  const app = (message.apps || []).find((a) => a.id === message.app);
  return app ? app.title : message.app;
}

/** @param {string} o */
function orientationName(o) {
  /** @type {Record<string, string>} */
  const names = { portrait: "Portrait", landscapeLeft: "Landscape Left", landscapeRight: "Landscape Right",
    portraitUpsideDown: "Upside Down" };
  return names[o] || o;
}

/**
 * @param {HTMLSelectElement} select
 * @param {string[][]} options value and text
 * @param {string} selected
 */
function fillSelect(select, options, selected) {
  const same = select.options.length === options.length &&
    options.every(([value, text], i) => select.options[i].value === value && select.options[i].text === text);
  if (!same) {
    select.textContent = "";
    for (const [value, text] of options) {
      const option = document.createElement("option");
      option.value = value;
      option.text = text;
      select.add(option);
    }
  }
  select.value = selected;
  select.disabled = options.length === 0;
}

function statusSummary() {
  if (!hello) return "Connected";
  const d = hello.device;
  return "Connected · " + d.name + " · " + d.screen.width + "×" + d.screen.height + " pt @" + d.screen.scale +
    "× (" + d.screen.pixelWidth + "×" + d.screen.pixelHeight + " px)";
}

// ---------------------------------------------------------------------------------------
// The bezel and the device's place on the stage

function drawBezel() {
  if (!hello || !shape) return;
  const markup = bezelMarkup(shape, hello.device);
  el.back.setAttribute("viewBox", markup.viewBox);
  el.back.innerHTML = markup.back;
  el.front.setAttribute("viewBox", markup.viewBox);
  el.front.innerHTML = markup.front;
  const homeButton = el.back.querySelector(".home-button");
  if (homeButton) {
    homeButton.addEventListener("click", () => pressHome());
    homeButton.addEventListener("pointerdown", (e) => e.preventDefault());
  }
}

/**
 * Places the device on the stage at the size of the Window menu's choice (`scaleMode`): in the
 * middle when it fits, else from the top-left corner with the stage scrolling. A picture shown
 * smaller than the device's pixels is sized to exactly the frames' pixels, which the server sends
 * at the size the page displays (the `display` message), and put on whole screen pixels.
 */
function layout() {
  if (!hello || !shape) return;
  const g = bezelGeometry(shape, hello.device);
  const ptPerMm = shape.ptPerMm;
  const stage = el.stage.getBoundingClientRect();
  const margin = 28;
  const availW = Math.max(50, stage.width - 2 * margin);
  const availH = Math.max(50, stage.height - 2 * margin);
  // CSS pixels per millimetre: fit the window, at most two CSS pixels per point.
  /** @type {(w: number, h: number) => number} */
  const fit = (w, h) => Math.min(Math.max(w, 50) / g.boxW, Math.max(h, 50) / g.boxH, 2 * ptPerMm);
  let k = fit(availW, availH);
  if (!el.stats.hidden) {
    // Keep the device clear of the stats overlay in the corner: leave its width free on both
    // sides, or its height above and below, whichever leaves the device larger.
    const overlay = el.stats.getBoundingClientRect();
    const spareW = stage.width / 2 - (g.boxW * k) / 2 - margin;
    const spareH = stage.height / 2 - (g.boxH * k) / 2 - margin;
    if (spareW < overlay.width && spareH < overlay.height) {
      k = Math.max(fit(availW - 2 * (overlay.width + 8), availH), fit(availW, availH - 2 * (overlay.height + 8)));
    }
  }
  const dpr = window.devicePixelRatio || 1;
  const screenInfo = hello.device.screen;
  let plan = displayPlan(scaleMode, screenInfo, dpr, k / ptPerMm);
  if (deviceFrames) {
    plan = { ...plan, frame: { width: screenInfo.pixelWidth, height: screenInfo.pixelHeight },
      css: { width: screenInfo.width * plan.cssPerPoint, height: screenInfo.height * plan.cssPerPoint } };
  }
  k = plan.cssPerPoint * ptPerMm;
  exposed.simulatorDisplay = { mode: scaleMode, ...plan };
  const w = g.boxW * k, h = g.boxH * k;
  const d = el.device.style;
  d.width = w + "px";
  d.height = h + "px";
  d.left = Math.max(margin, Math.round((stage.width - w) / 2)) + "px";
  d.top = Math.max(margin, Math.round((stage.height - h) / 2)) + "px";
  el.stage.classList.toggle("scrolls", w + 2 * margin > stage.width || h + 2 * margin > stage.height);
  const s = el.screen.style;
  const rect = g.screenRect;
  s.left = rect.x * k + "px";
  s.top = rect.y * k + "px";
  s.width = rect.w * k + "px";
  s.height = rect.h * k + "px";
  s.borderRadius = (shape.screenRadius / ptPerMm) * k + "px";
  // The picture: the canvas in the interface's orientation, turned to fit the screen.
  const turn = pictureAngle(hello.device);
  const p = el.picture.style;
  p.width = plan.css.width + "px";
  p.height = plan.css.height + "px";
  p.transform = "translate(-50%, -50%) rotate(" + turn + "deg)";
  // On whole screen pixels, so that a frame drawn one pixel to one pixel is not resampled.
  const box = el.picture.getBoundingClientRect();
  const dx = snapShift(box.left, dpr), dy = snapShift(box.top, dpr);
  if (dx !== 0 || dy !== 0) p.transform = "translate(" + dx + "px, " + dy + "px) " + p.transform;
  // CSS pixels per screen point, for what is drawn over the screen at the device's scale.
  p.setProperty("--pt", k / ptPerMm + "px");
  const told = !deviceFrames && isOpen() ? displayReporter.update(plan.pixelsPerPoint) : null;
  if (told) send(told);
  if (inspector.exploded) inspector.drawScene();
}

// ---------------------------------------------------------------------------------------
// Pointer input: a mouse or pen is one finger (two with Option held); real touch screens send
// one finger per pointer. The bookkeeping is FingerTracker's.

/** The screen in points, in the interface's orientation; only called once a hello is in. */
function screenSize() {
  const screen = hello ? hello.device.screen : { width: 1, height: 1 };
  return { width: screen.width, height: screen.height };
}

/**
 * The pointer's position in screen points (the interface's orientation), clamped inside the
 * screen.
 * @param {PointerEvent} event
 * @returns {Point}
 */
function toPoints(event) {
  const picture = { width: parseFloat(el.picture.style.width), height: parseFloat(el.picture.style.height) };
  const angle = hello ? pictureAngle(hello.device) : 0;
  return pageToScreen({ x: event.clientX, y: event.clientY }, el.picture.getBoundingClientRect(), picture, angle,
    screenSize());
}

/**
 * @param {Touch[]} touches
 * @param {number} t the browser's timestamp (ms)
 */
function sendTouches(touches, t) {
  for (const touch of touches) send(touchMessage(touch.phase, touch.finger, t));
}

/** @param {PointerEvent} event */
function onPointerDown(event) {
  if (inspector.picking && hello) {
    // Pick mode: the click chooses a view and never reaches the device.
    event.preventDefault();
    inspector.pickClick(toPoints(event));
    return;
  }
  if (!hello || !isOpen()) return;
  if (event.pointerType !== "touch" && event.button !== 0) return;
  if (tracker.has(event.pointerId)) return;
  event.preventDefault();
  el.canvas.focus({ preventScroll: true });
  const option = event.pointerType !== "touch" && event.altKey;
  const touches = tracker.down(event.pointerId, toPoints(event),
    option ? (event.shiftKey ? "parallel" : "pinch") : "single", screenSize());
  if (touches.length === 0) return;
  try { el.canvas.setPointerCapture(event.pointerId); } catch (e) { /* not capturable */ }
  sendTouches(touches, event.timeStamp);
  renderFingers();
}

/** @param {PointerEvent} event */
function onPointerMove(event) {
  if (!tracker.has(event.pointerId)) {
    if (inspector.picking && hello && event.target === el.canvas) {
      inspector.pickAt(toPoints(event));
      return;
    }
    if (event.pointerType !== "touch" && hello && event.target === el.canvas) {
      hover = toPoints(event);
      altDown = event.altKey;
      renderFingers();
    }
    return;
  }
  event.preventDefault();
  if (outsideWindow(event)) {
    endPointer(event, "cancel");
    return;
  }
  const touches = tracker.move(event.pointerId, toPoints(event), screenSize());
  if (touches.length === 0) return;
  sendTouches(touches, event.timeStamp);
  renderFingers();
}

/** @param {PointerEvent} event */
function outsideWindow(event) {
  return event.clientX < 0 || event.clientY < 0 || event.clientX >= window.innerWidth || event.clientY >= window.innerHeight;
}

/**
 * @param {PointerEvent} event
 * @param {"up" | "cancel"} phase
 */
function endPointer(event, phase) {
  if (!tracker.has(event.pointerId)) return;
  const touches = tracker.end(event.pointerId, phase, phase === "up" ? toPoints(event) : null, screenSize());
  sendTouches(touches, event.timeStamp);
  try { el.canvas.releasePointerCapture(event.pointerId); } catch (e) { /* already released */ }
  renderFingers();
}

/**
 * Forgets every finger that is down (the window lost focus, the screen changed), cancelling it
 * on the server when `sendCancel`.
 * @param {boolean} sendCancel
 */
function releaseAllPointers(sendCancel) {
  const pointerIds = [...tracker.pointers.keys()];
  const touches = tracker.cancelAll();
  if (sendCancel) sendTouches(touches, performance.now());
  for (const pointerId of pointerIds) {
    try { el.canvas.releasePointerCapture(pointerId); } catch (e) { /* gone */ }
  }
  renderFingers();
}

/**
 * The grey circles over the screen (`fingerMarks`): every finger with Show Touches, Option's two
 * otherwise. Placed in percent of the picture, which turns with the interface; 44 pt wide.
 */
function renderFingers() {
  const size = screenSize();
  const marks = hello ? fingerMarks(tracker, { showTouches, hover, option: altDown, screen: size }) : [];
  const box = el.fingers;
  while (box.children.length < marks.length) {
    const span = document.createElement("span");
    span.className = "finger";
    box.append(span);
  }
  while (box.children.length > marks.length) box.lastElementChild?.remove();
  marks.forEach((mark, i) => {
    const span = /** @type {HTMLElement} */ (box.children[i]);
    span.style.left = (mark.x / size.width * 100) + "%";
    span.style.top = (mark.y / size.height * 100) + "%";
    span.classList.toggle("down", mark.down);
  });
  box.classList.toggle("visible", marks.length > 0);
}

/** @param {boolean} on */
function setShowTouches(on) {
  showTouches = on;
  el.touchesToggle.checked = on;
  renderFingers();
}

// ---------------------------------------------------------------------------------------
// Buttons and keyboard

function pressHome() { send(homeMessage()); }

/** @param {"left" | "right"} direction */
function rotate(direction) { send(rotateMessage(direction)); }

function toggleInCall() {
  if (!hello) return;
  const message = toggleInCallMessage(hello.device);
  if (message) send(message);
  else showStatus(hello.device.name + " has no in-call status bar", true);
}

/**
 * Asks the server for Slow Animations on or off; the box shows the request at once, and each
 * `hello` (which every page gets when it changes) shows the device's state.
 * @param {boolean} on
 */
function setSlowAnimations(on) {
  el.slowToggle.checked = on;
  send(slowAnimationsMessage(on));
}

/** @param {{model?: string, os?: string, app?: string}} change */
function configure(change) {
  if (hello) send(configureMessage(hello, change));
}

/** @param {Command} command */
function perform(command) {
  switch (command) {
    case "home": pressHome(); break;
    case "rotateLeft": rotate("left"); break;
    case "rotateRight": rotate("right"); break;
    case "inCall": toggleInCall(); break;
    case "screenshot": el.screenshot.click(); break;
    case "showTouches": setShowTouches(!showTouches); break;
    case "slowAnimations": setSlowAnimations(!el.slowToggle.checked); break;
    case "inspector": inspector.setOpen(!inspector.isOpen); break;
    case "scalePhysical": setScaleMode("physical"); break;
    case "scalePoint": setScaleMode("point"); break;
    case "scalePixel": setScaleMode("pixel"); break;
    case "scaleFit": setScaleMode("fit"); break;
    case "record": recorder.toggleRecording(); break;
    case "replay": recorder.replay(); break;
  }
}

/**
 * Shows the screen at a size of Simulator's Window menu, and remembers it for the next visit.
 * @param {import("./geometry.js").ScaleMode} mode
 */
function setScaleMode(mode) {
  scaleMode = mode;
  el.scaleSelect.value = mode;
  try { localStorage.setItem("simulator.scale", mode); } catch (e) { /* private mode */ }
  layout();
}

/** @param {KeyboardEvent} event */
function onKeyDown(event) {
  if (event.key === "Alt" || event.key === "Shift") {
    altDown = event.altKey || event.key === "Alt";
    renderFingers();
  }
  if (event.key === "Escape" && !el.help.hidden) {
    event.preventDefault();
    setHelpOpen(false);
    return;
  }
  if (event.key === "Escape" && inspector.picking) {
    event.preventDefault();
    inspector.setPicking(false);
    return;
  }
  if (opensHelp(event)) {
    event.preventDefault();
    setHelpOpen(true);
    return;
  }
  const command = commandFor(event);
  if (!command) return;
  event.preventDefault();
  perform(command);
}

/** @param {KeyboardEvent} event */
function onKeyUp(event) {
  if (event.key === "Alt" || event.key === "Shift") {
    altDown = event.altKey && event.key !== "Alt";
    renderFingers();
  }
}

// ---------------------------------------------------------------------------------------
// Help: the shortcuts that work on this device, from the same table as the key handler

function fillHelp() {
  const mac = /Mac|iPhone|iPad/.test(navigator.platform);
  el.helpKeys.textContent = "";
  for (const [keys, what] of helpRows(hello ? hello.device : null, mac)) {
    const row = el.helpKeys.insertRow();
    const key = document.createElement("kbd");
    key.textContent = keys;
    row.insertCell().append(key);
    row.insertCell().textContent = what;
  }
}

/** @param {boolean} open */
function setHelpOpen(open) {
  if (open) fillHelp();
  el.help.hidden = !open;
  el.helpButton.setAttribute("aria-expanded", open ? "true" : "false");
  if (open) el.helpClose.focus({ preventScroll: true });
  else el.canvas.focus({ preventScroll: true });
}

// ---------------------------------------------------------------------------------------
// Status line and stats overlay

/** @type {ReturnType<typeof setTimeout> | undefined} */
let statusTimer;
let statusNormal = "Connecting…";

/**
 * @param {string} text
 * @param {boolean} [isError]
 */
function showStatus(text, isError) {
  if (!isError) statusNormal = text;
  el.statusText.textContent = text;
  el.statusText.classList.toggle("error", !!isError);
  clearTimeout(statusTimer);
  if (isError) {
    statusTimer = setTimeout(() => {
      el.statusText.textContent = statusNormal;
      el.statusText.classList.remove("error");
    }, 5000);
  }
}

/** @param {string} message */
function reportError(message) {
  stats.lastError = message;
  stats.errors++;
  console.warn("simulator:", message);
  if (el) showStatus("⚠ " + message, true);
}

/**
 * @param {"connecting" | "connected" | "disconnected"} state
 * @param {string | null} [detail]
 */
function setConnection(state, detail) {
  el.dot.className = "dot " + (state === "connected" ? "connected" : state === "disconnected" ? "disconnected" : "");
  if (state === "connected") showStatus(hello ? statusSummary() : "Connected");
  else if (state === "disconnected") showStatus(detail || "Disconnected · reconnecting…");
  else showStatus("Connecting…");
  const enabled = state === "connected";
  for (const control of [el.home, el.rotateLeft, el.rotateRight, el.modelSelect, el.osSelect, el.appSelect]) {
    control.disabled = !enabled;
  }
  // These follow the device (the hello), and are off while disconnected.
  if (!enabled) {
    for (const control of [el.incall, el.controlCenter, el.notificationCenter]) control.disabled = true;
  }
  el.screen.classList.toggle("offline", state === "disconnected");
  if (recorder) recorder.setConnected(enabled);
}

/**
 * @param {number[]} values
 * @returns {number | null}
 */
function median(values) {
  if (values.length === 0) return null;
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function updateStats() {
  const now = performance.now();
  while (arrivals.length && now - arrivals[0] > 1000) arrivals.shift();
  stats.fps = arrivals.length;
  if (el.stats.hidden) return;
  el.statsFps.textContent = stats.fps + " fps";
  el.statsLatency.textContent = stats.lastLatencyMs == null ? "–" : stats.lastLatencyMs.toFixed(1) + " ms";
  const m = median(stats.latencies);
  el.statsMedian.textContent = m == null ? "–" : m.toFixed(1) + " ms (" + stats.latencies.length + ")";
  el.statsFrames.textContent = String(stats.framesReceived);
}

// ---------------------------------------------------------------------------------------
// Start

function start() {
  el = findElements();
  const context = el.canvas.getContext("2d", { alpha: false });
  if (!context) throw new Error("the browser gives the page no 2D canvas");
  ctx = context;
  el.canvas.tabIndex = 0;
  inspector = new Inspector((message) => send(message), () => layout());
  exposed.simulatorInspector = inspector;

  /** The query of the page's downloads: its access token and the device it shows. */
  let downloadQuery = "";
  {
    const shot = new URLSearchParams(tokenQuery);
    if (deviceID) shot.set("device", deviceID);
    const query = shot.toString();
    downloadQuery = query ? "?" + query : "";
    el.screenshot.href = "screenshot.png" + downloadQuery;
  }
  el.addDevice.hidden = embedded;
  // One of the desk's devices: a compact toolbar, icons without their words.
  document.body.classList.toggle("embedded", embedded);
  el.addDevice.addEventListener("click", () => {
    if (!hello) return;
    fetch(addDeviceURL(tokenQuery, { model: hello.device.model, app: hello.app }), { method: "POST" })
      .then((r) => r.ok ? location.reload() : r.text().then((t) => reportError(t.trim())))
      .catch((e) => reportError(errorText(e)));
  });
  recorder = new RecorderControls({
    record: byId("record-button", HTMLButtonElement), replay: byId("replay-button", HTMLButtonElement),
    exportTest: byId("export-button", HTMLAnchorElement), json: byId("recording-json-button", HTMLAnchorElement),
    movie: byId("movie-button", HTMLAnchorElement), status: byId("recorder-status", HTMLElement),
  }, (message) => send(message), downloadQuery);
  exposed.simulatorRecorder = recorder;

  el.home.addEventListener("click", pressHome);
  el.controlCenter.addEventListener("click", () => send(controlCenterMessage()));
  el.notificationCenter.addEventListener("click", () => send(notificationCenterMessage()));
  el.rotateLeft.addEventListener("click", () => rotate("left"));
  el.rotateRight.addEventListener("click", () => rotate("right"));
  el.incall.addEventListener("click", toggleInCall);
  el.modelSelect.addEventListener("change", () => configure({ model: el.modelSelect.value }));
  el.osSelect.addEventListener("change", () => configure({ os: el.osSelect.value }));
  el.appSelect.addEventListener("change", () => configure({ app: el.appSelect.value }));
  el.touchesToggle.addEventListener("change", () => setShowTouches(el.touchesToggle.checked));
  const mac = /Mac|iPhone|iPad/.test(navigator.platform);
  for (const m of SCALE_MODES) {
    el.scaleSelect.add(new Option(m.title + " (" + (mac ? "⌘" : "Ctrl+") + m.key + ")", m.mode));
  }
  el.scaleSelect.value = scaleMode;
  el.scaleSelect.addEventListener("change", () => {
    const m = SCALE_MODES.find((x) => x.mode === el.scaleSelect.value);
    if (m) setScaleMode(m.mode);
  });
  // Browser zoom and moving to another monitor change the pixels per CSS pixel.
  const watchRatio = () => {
    matchMedia("(resolution: " + (window.devicePixelRatio || 1) + "dppx)").addEventListener("change", () => {
      layout();
      watchRatio();
    }, { once: true });
  };
  watchRatio();
  el.slowToggle.addEventListener("change", () => setSlowAnimations(el.slowToggle.checked));
  el.helpButton.addEventListener("click", () => setHelpOpen(el.help.hidden));
  el.helpClose.addEventListener("click", () => setHelpOpen(false));
  // A click on the dimmed stage around the panel closes the help too.
  el.help.addEventListener("click", (e) => { if (e.target === el.help) setHelpOpen(false); });

  const showStats = params.get("stats") === "1";
  el.statsToggle.checked = showStats;
  el.stats.hidden = !showStats;
  el.statsToggle.addEventListener("change", () => {
    el.stats.hidden = !el.statsToggle.checked;
    updateStats();
    layout();
  });

  el.canvas.addEventListener("pointerdown", onPointerDown);
  window.addEventListener("pointermove", onPointerMove);
  window.addEventListener("pointerup", (e) => endPointer(e, "up"));
  window.addEventListener("pointercancel", (e) => endPointer(e, "cancel"));
  el.canvas.addEventListener("pointerleave", () => {
    if (tracker.pointers.size === 0) { hover = null; renderFingers(); }
  });
  document.documentElement.addEventListener("pointerleave", (e) => {
    if (e.pointerType !== "touch") endPointer(e, "cancel");
  });
  window.addEventListener("blur", () => { altDown = false; releaseAllPointers(true); });
  el.canvas.addEventListener("contextmenu", (e) => e.preventDefault());
  window.addEventListener("keydown", onKeyDown);
  window.addEventListener("keyup", onKeyUp);

  new ResizeObserver(() => layout()).observe(el.stage);

  setInterval(updateStats, 250);
  updateStats();
  connect();
  // A server running several devices: the page at its plain address shows them all side by side.
  if (!embedded && !deviceID && window.top === window) {
    fetch("devices" + tokenQuery).then((r) => r.ok ? r.json() : null).then((value) => {
      if (!value) return;
      const list = readDeviceList(value);
      if (list.devices.length < 2) return;
      deskShown = true;
      if (socket) { const s = socket; socket = null; s.close(); }
      showDesk(list, tokenQuery, reportError);
    }).catch((e) => reportError("The device list: " + errorText(e)));
  }
}

// A module runs after the document is parsed.
start();

