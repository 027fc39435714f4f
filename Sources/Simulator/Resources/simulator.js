// OpenUIKit Simulator page: draws the device, streams its screen from the server over a
// WebSocket, and turns pointer and keyboard input into touches and hardware buttons.
// The protocol is docs/simulator-protocol.md; this file is plain ES2020, no build step.
"use strict";

(function () {
  // ---------------------------------------------------------------------------------------
  // Device shapes. Lengths in millimetres (the body) or points (the screen and its cutout);
  // `ptPerMm` converts: pixels per inch ÷ scale ÷ 25.4. Numbers are Apple's published
  // dimensions (body size, pixel density) and the screen-corner and cutout sizes in points.

  const CLASSIC_PT_PER_MM = 163 / 25.4;
  const SHAPES = {
    "iphone-3gs": {
      body: [62.1, 115.5], ptPerMm: CLASSIC_PT_PER_MM, bodyRadius: 10.5, screenRadius: 0,
      style: "classic", rim: "chrome", home: { diameter: 11.0, icon: "square" },
      earpiece: 10.0, camera: false, topButton: true,
    },
    "iphone-4": {
      body: [58.6, 115.2], ptPerMm: CLASSIC_PT_PER_MM, bodyRadius: 8.0, screenRadius: 0,
      style: "classic", rim: "steel", home: { diameter: 10.0, icon: "square" },
      earpiece: 9.0, camera: true, topButton: true,
    },
    "iphone-6s": {
      body: [67.1, 138.3], ptPerMm: CLASSIC_PT_PER_MM, bodyRadius: 10.0, screenRadius: 0,
      style: "classic", rim: "aluminium", home: { diameter: 10.8, icon: "ring" },
      earpiece: 10.0, camera: true, topButton: false,
    },
    "iphone-8": {
      body: [67.3, 138.4], ptPerMm: CLASSIC_PT_PER_MM, bodyRadius: 10.0, screenRadius: 0,
      style: "classic", rim: "aluminium", home: { diameter: 10.8, icon: "ring" },
      earpiece: 10.0, camera: true, topButton: false,
    },
    "iphone-x": {
      body: [70.9, 143.6], ptPerMm: 458 / 3 / 25.4, bodyRadius: 10.8, screenRadius: 39,
      style: "edge", rim: "steel-dark", cutout: "notch",
    },
    "iphone-15-pro": {
      body: [70.6, 146.6], ptPerMm: 460 / 3 / 25.4, bodyRadius: 11.9, screenRadius: 55,
      style: "edge", rim: "titanium", cutout: "island",
    },
  };

  /// A shape for a model this page does not know, from what the hello says about it.
  function fallbackShape(device) {
    const w = portraitPoints(device).width;
    const h = portraitPoints(device).height;
    const ptPerMm = (device.screen.scale >= 3 ? 460 / 3 : 326 / 2) / 25.4;
    if (device.hasHomeButton) {
      return {
        body: [w / ptPerMm + 8, h / ptPerMm + 36], ptPerMm, bodyRadius: 10, screenRadius: 0,
        style: "classic", rim: "aluminium", home: { diameter: 10.8, icon: "ring" },
        earpiece: 10, camera: true, topButton: false,
      };
    }
    return {
      body: [w / ptPerMm + 5.4, h / ptPerMm + 5.4], ptPerMm, bodyRadius: 11.5,
      screenRadius: 48, style: "edge", rim: "titanium", cutout: h >= 852 ? "island" : "notch",
    };
  }

  /// How far the body is turned (degrees, clockwise on the page) in each device orientation
  /// (UIDeviceOrientation names): device landscapeLeft is turned counterclockwise, home button
  /// on the right. Face up, face down and unknown keep the body upright.
  const DEVICE_ANGLE = { portrait: 0, landscapeLeft: -90, landscapeRight: 90, portraitUpsideDown: 180 };
  /// The device turn at which each interface orientation is upright. UIKit's names are
  /// mirrored: interface landscapeLeft (home button on the left) is device landscapeRight.
  const INTERFACE_ANGLE = { portrait: 0, landscapeLeft: 90, landscapeRight: -90, portraitUpsideDown: 180 };

  function interfaceAngle(device) {
    return INTERFACE_ANGLE[device.orientation] || 0;
  }

  /// The body's turn; a server that does not say the device's orientation turns the body with
  /// the interface.
  function deviceAngle(device) {
    if (device.deviceOrientation == null) return interfaceAngle(device);
    return DEVICE_ANGLE[device.deviceOrientation] || 0;
  }

  /// How far the picture turns inside the screen: by the device's turn that the interface did
  /// not follow.
  function pictureAngle(device) {
    const a = (((deviceAngle(device) - interfaceAngle(device)) % 360) + 540) % 360 - 180;
    return a === -180 ? 180 : a;
  }

  /// The screen's size in points as the hardware is built: the short side across.
  function portraitPoints(device) {
    const s = device.screen;
    return { width: Math.min(s.width, s.height), height: Math.max(s.width, s.height) };
  }

  // ---------------------------------------------------------------------------------------
  // State

  const params = new URLSearchParams(location.search);
  const token = params.get("token");
  const tokenQuery = token ? "?token=" + encodeURIComponent(token) : "";

  const stats = {
    fps: 0,
    lastLatencyMs: null,
    latencies: [],
    framesReceived: 0,
    connected: false,
    lastError: null,
    errors: 0,
    bytesReceived: 0,
    /// The sequence number of the last input sent.
    lastInputSeq: 0,
    /// The most recent frames: number, arrival and draw times (performance.now() ms), damage.
    frameLog: [],
  };
  window.simulatorStats = stats;
  window.simulatorHello = null;
  window.simulatorSocket = null;

  const MAX_LATENCIES = 500;
  const MAX_FRAME_LOG = 600;
  /// An input with no visible effect within this time is taken to have none.
  const PENDING_INPUT_EXPIRY_MS = 3000;

  let socket = null;
  let reconnectDelay = 500;
  let seq = 0;
  let hello = null;
  let shape = null;
  let pending = []; // inputs waiting for the first frame that shows them: {seq, sent}
  let arrivals = []; // arrival times of frames in the last second
  let drawChain = Promise.resolve();

  const $ = (id) => document.getElementById(id);
  let el = {};
  let ctx = null;

  // ---------------------------------------------------------------------------------------
  // Connection

  /// How frames carry their pixels: the page's `encoding` parameter, else raw bytes when the
  /// server is on this machine (nothing to compress or decode) and PNG over a network.
  const LOOPBACK = ["localhost", "127.0.0.1", "[::1]", "::1"];
  const encoding = params.get("encoding")
    || (LOOPBACK.includes(location.hostname) ? "raw" : "png");

  function socketURL() {
    const url = new URL("ws" + tokenQuery, location.href);
    url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
    url.searchParams.set("encoding", encoding);
    return url.href;
  }

  function connect() {
    let ws;
    try {
      ws = new WebSocket(socketURL());
    } catch (e) {
      reportError("Cannot open the connection: " + e.message);
      scheduleReconnect();
      return;
    }
    ws.binaryType = "arraybuffer";
    socket = ws;
    window.simulatorSocket = ws;
    setConnection("connecting");

    ws.onopen = () => {
      if (socket !== ws) return;
      reconnectDelay = 500;
      stats.connected = true;
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
    const delay = reconnectDelay;
    reconnectDelay = Math.min(reconnectDelay * 2, 4000);
    setTimeout(connect, delay);
  }

  /// Sends one message with the next sequence number; returns the number, or 0 if offline.
  function send(message) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return 0;
    seq = (seq + 1) >>> 0;
    if (seq === 0) seq = 1;
    message.seq = seq;
    socket.send(JSON.stringify(message));
    stats.lastInputSeq = seq;
    pending.push({ seq, sent: performance.now() });
    if (pending.length > 1000) pending.splice(0, pending.length - 1000);
    return seq;
  }

  function onText(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch (e) {
      reportError("The server sent a message that is not JSON");
      return;
    }
    switch (message.type) {
      case "hello":
        // In order with the frames: the hello resizes the canvas for the frames after it.
        drawChain = drawChain.then(() => applyHello(message)).catch((e) => reportError("hello: " + e.message));
        break;
      case "error":
        reportError(message.message || "error");
        break;
      default:
        console.warn("simulator: unknown message", message);
    }
  }

  // ---------------------------------------------------------------------------------------
  // Frames

  /// The magic of each frame encoding: PNG files, raw RGBA bytes, or raw RGBA deflated.
  const MAGICS = { OUKF: "png", OUKR: "raw", OUKD: "deflate" };

  /// Splits a binary frame message into its header and rectangles; throws if malformed.
  function parseFrame(buffer) {
    const view = new DataView(buffer);
    if (buffer.byteLength < 18) throw new Error("frame shorter than its header");
    const magic = String.fromCharCode(view.getUint8(0), view.getUint8(1), view.getUint8(2), view.getUint8(3));
    const kind = MAGICS[magic];
    if (!kind) throw new Error("frame without a known magic (" + JSON.stringify(magic) + ")");
    const frame = {
      kind,
      number: view.getUint32(4, true),
      lastSeq: view.getUint32(8, true),
      width: view.getUint16(12, true),
      height: view.getUint16(14, true),
      rects: [],
      bytes: buffer.byteLength,
    };
    const count = view.getUint16(16, true);
    let offset = 18;
    for (let i = 0; i < count; i++) {
      if (offset + 12 > buffer.byteLength) throw new Error("frame truncated in rectangle " + i);
      const rect = {
        x: view.getUint16(offset, true),
        y: view.getUint16(offset + 2, true),
        width: view.getUint16(offset + 4, true),
        height: view.getUint16(offset + 6, true),
      };
      const length = view.getUint32(offset + 8, true);
      offset += 12;
      if (offset + length > buffer.byteLength) throw new Error("frame truncated in rectangle " + i + "'s bytes");
      if (rect.x + rect.width > frame.width || rect.y + rect.height > frame.height) {
        throw new Error("rectangle " + i + " lies outside the screen");
      }
      if (kind === "raw" && length !== 4 * rect.width * rect.height) {
        throw new Error("raw rectangle " + i + " has " + length + " bytes for " + rect.width + " × " + rect.height + " pixels");
      }
      rect.bytes = new Uint8Array(buffer, offset, length);
      offset += length;
      frame.rects.push(rect);
    }
    return frame;
  }

  /// A rectangle's pixels, ready to draw: an ImageBitmap for PNG, ImageData for RGBA bytes.
  function decodeRect(kind, r) {
    if (kind === "png") return createImageBitmap(new Blob([r.bytes], { type: "image/png" }));
    const pixels = (bytes) => {
      if (bytes.byteLength !== 4 * r.width * r.height) {
        throw new Error("rectangle inflated to " + bytes.byteLength + " bytes for " + r.width + " × " + r.height + " pixels");
      }
      return new ImageData(new Uint8ClampedArray(bytes.buffer, bytes.byteOffset, bytes.byteLength), r.width, r.height);
    };
    if (kind === "raw") return Promise.resolve(pixels(r.bytes));
    const inflated = new Blob([r.bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    return new Response(inflated).arrayBuffer().then((b) => pixels(new Uint8Array(b)));
  }

  function onBinary(buffer) {
    const arrived = performance.now();
    let frame;
    try {
      frame = parseFrame(buffer);
    } catch (e) {
      reportError("Bad frame: " + e.message);
      return;
    }
    stats.framesReceived++;
    stats.bytesReceived += buffer.byteLength;
    arrivals.push(arrived);
    // Decode every rectangle now, in parallel; draw frames strictly in arrival order.
    const decodes = frame.rects.map((r) => decodeRect(frame.kind, r));
    drawChain = drawChain
      .then(() => Promise.all(decodes))
      .then((images) => drawFrame(frame, images, arrived))
      .catch((e) => {
        decodes.forEach((d) => d.then((b) => b.close && b.close(), () => {}));
        reportError("Frame " + frame.number + " could not be drawn: " + (e && e.message ? e.message : e));
      });
  }

  function drawFrame(frame, bitmaps, arrived) {
    const canvas = el.canvas;
    if (canvas.width !== frame.width || canvas.height !== frame.height) {
      canvas.width = frame.width;
      canvas.height = frame.height;
      layout();
    }
    for (let i = 0; i < bitmaps.length; i++) {
      const r = frame.rects[i], image = bitmaps[i];
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
      bytes: frame.bytes, arrived, drawn, latency,
    });
    if (stats.frameLog.length > MAX_FRAME_LOG) stats.frameLog.splice(0, stats.frameLog.length - MAX_FRAME_LOG);
  }

  /// Records the latency of the newest input this damaged frame shows, and forgets the inputs
  /// it covers. Older inputs applied in the same frame (the down of a click whose up is also
  /// applied, or moves coalesced into one frame) are superseded: the newest is what the user
  /// waits for.
  function resolvePending(lastSeq, drawn) {
    pending = pending.filter((p) => drawn - p.sent < PENDING_INPUT_EXPIRY_MS);
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

  function applyHello(message) {
    const previous = hello;
    hello = message;
    window.simulatorHello = message;
    const device = message.device;
    shape = SHAPES[device.model] || fallbackShape(device);

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

    fillSelect(el.modelSelect, (message.models || []).map((m) => [m.id, m.name]), device.model);
    const model = (message.models || []).find((m) => m.id === device.model);
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
    layout();
    showStatus(statusSummary());
  }

  function appTitle(message) {
    const app = (message.apps || []).find((a) => a.id === message.app);
    return app ? app.title : message.app;
  }

  function orientationName(o) {
    return { portrait: "Portrait", landscapeLeft: "Landscape Left", landscapeRight: "Landscape Right",
      portraitUpsideDown: "Upside Down" }[o] || o;
  }

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
  // The bezel: two SVG layers around the screen canvas. The back layer is the body (and the
  // home button, which is clickable); the front layer holds the notch or Dynamic Island, which
  // cover part of the screen as on the device. Both turn with the device.

  const PAD = 2.2; // mm around the body for the side buttons

  function geometry() {
    const [W, H] = shape.body;
    const pt = portraitPoints(hello.device);
    const sw = pt.width / shape.ptPerMm;
    const sh = pt.height / shape.ptPerMm;
    const sx = (W - sw) / 2;
    const sy = (H - sh) / 2;
    const angle = deviceAngle(hello.device);
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

  function f(n) { return Math.round(n * 1000) / 1000; }

  function rimColors(rim) {
    switch (rim) {
      case "chrome": return ["#f4f5f7", "#9a9ca1", "#d9dadd"];
      case "steel": return ["#e6e8ea", "#8b8f94", "#c9ccd0"];
      case "aluminium": return ["#9d9fa3", "#5d5f63", "#86888c"];
      case "steel-dark": return ["#76787d", "#2f3034", "#55575c"];
      default: return ["#6e6c68", "#3a3936", "#56544f"]; // titanium
    }
  }

  function drawBezel() {
    const g = geometry();
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
    back += sideButtons(g);
    // Body: the rim, then the front glass inside it.
    back += '<rect x="0" y="0" width="' + f(W) + '" height="' + f(H) + '" rx="' + f(r) + '" fill="url(#rim-gradient)"/>';
    back += '<rect x="' + f(rimWidth) + '" y="' + f(rimWidth) + '" width="' + f(W - 2 * rimWidth) + '" height="' +
      f(H - 2 * rimWidth) + '" rx="' + f(r - rimWidth) + '" fill="url(#glass-gradient)"/>';
    // A faint edge where the glass meets the screen.
    const screenR = shape.screenRadius / shape.ptPerMm;
    back += '<rect x="' + f(sx - 0.15) + '" y="' + f(sy - 0.15) + '" width="' + f(sw + 0.3) + '" height="' +
      f(sh + 0.3) + '" rx="' + f(screenR ? screenR + 0.15 : 0.2) + '" fill="#000" stroke="#2a2b2f" stroke-width="0.12"/>';
    if (shape.style === "classic") back += classicFront(g);
    back += "</g>";

    let front = "";
    if (shape.cutout) {
      front += '<g transform="' + turn + '">' +
        '<g transform="translate(' + f(sx) + " " + f(sy) + ") scale(" + f(1 / shape.ptPerMm) + ')">' +
        cutoutPath(portraitPoints(hello.device).width) + "</g></g>";
    }

    el.back.setAttribute("viewBox", view);
    el.back.innerHTML = back;
    el.front.setAttribute("viewBox", view);
    el.front.innerHTML = front;
    const homeButton = el.back.querySelector(".home-button");
    if (homeButton) {
      homeButton.addEventListener("click", () => pressHome());
      homeButton.addEventListener("pointerdown", (e) => e.preventDefault());
    }
  }

  /// Volume and sleep buttons standing out of the body's edges.
  function sideButtons(g) {
    const { W, H } = g;
    const fill = "#5a5b5f";
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

  /// Earpiece, camera and home button on the forehead and chin of a home-button iPhone.
  function classicFront(g) {
    const { W, H, sy, sh } = g;
    let s = "";
    const top = sy / 2;
    const ew = shape.earpiece;
    s += '<rect x="' + f(W / 2 - ew / 2) + '" y="' + f(top - 0.65) + '" width="' + f(ew) +
      '" height="1.3" rx="0.65" fill="#1e1f22" stroke="#3a3b40" stroke-width="0.15"/>';
    if (shape.camera) {
      s += '<circle cx="' + f(W / 2 - ew / 2 - 4.2) + '" cy="' + f(top) + '" r="1.1" fill="#101829" stroke="#34363c" stroke-width="0.2"/>';
      s += '<circle cx="' + f(W / 2 - ew / 2 - 4.2 + 0.3) + '" cy="' + f(top - 0.3) + '" r="0.3" fill="#3d4a66"/>';
    }
    const home = shape.home;
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

  /// The notch or Dynamic Island in screen points (portrait), drawn over the screen.
  function cutoutPath(width) {
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

  /// Places the device in the middle of the stage at the largest size that fits.
  function layout() {
    if (!hello || !shape) return;
    const g = geometry();
    const stage = el.stage.getBoundingClientRect();
    const margin = 28;
    const availW = Math.max(50, stage.width - 2 * margin);
    const availH = Math.max(50, stage.height - 2 * margin);
    // CSS pixels per millimetre: fit the window, at most two CSS pixels per point.
    const fit = (w, h) => Math.min(Math.max(w, 50) / g.boxW, Math.max(h, 50) / g.boxH, 2 * shape.ptPerMm);
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
    const w = g.boxW * k, h = g.boxH * k;
    const d = el.device.style;
    d.width = w + "px";
    d.height = h + "px";
    d.left = Math.round((stage.width - w) / 2) + "px";
    d.top = Math.round((stage.height - h) / 2) + "px";
    const s = el.screen.style;
    const rect = g.screenRect;
    s.left = rect.x * k + "px";
    s.top = rect.y * k + "px";
    s.width = rect.w * k + "px";
    s.height = rect.h * k + "px";
    s.borderRadius = (shape.screenRadius / shape.ptPerMm) * k + "px";
    // The picture: the canvas in the interface's orientation, turned to fit the screen.
    const turn = pictureAngle(hello.device);
    const quarter = Math.abs(turn) === 90;
    const p = el.picture.style;
    p.width = (quarter ? rect.h : rect.w) * k + "px";
    p.height = (quarter ? rect.w : rect.h) * k + "px";
    p.transform = "translate(-50%, -50%) rotate(" + turn + "deg)";
  }

  // ---------------------------------------------------------------------------------------
  // Pointer input: a mouse or pen is one finger (two, mirrored, with Option held); real touch
  // screens send one finger per pointer.

  const pointers = new Map(); // pointerId -> {fingers: [{id, x, y}], mode}
  let hover = null; // last pointer position over the screen, in points
  let altDown = false;

  function screenSize() {
    return hello ? { width: hello.device.screen.width, height: hello.device.screen.height } : null;
  }

  /// The pointer's position in screen points (the interface's orientation), clamped inside
  /// the screen.
  function toPoints(event) {
    const size = screenSize();
    // The picture may be turned: measure from its centre and turn back.
    const box = el.picture.getBoundingClientRect();
    const vx = event.clientX - (box.left + box.width / 2);
    const vy = event.clientY - (box.top + box.height / 2);
    const a = -pictureAngle(hello.device) * Math.PI / 180;
    const ux = vx * Math.cos(a) - vy * Math.sin(a);
    const uy = vx * Math.sin(a) + vy * Math.cos(a);
    const w = parseFloat(el.picture.style.width), h = parseFloat(el.picture.style.height);
    let x = (ux + w / 2) / w * size.width;
    let y = (uy + h / 2) / h * size.height;
    x = clamp(x, size.width);
    y = clamp(y, size.height);
    return { x, y };
  }

  function clamp(v, limit) {
    const r = Math.round(v * 100) / 100;
    return Math.max(0, Math.min(r, Math.floor((limit - 0.01) * 100) / 100));
  }

  function mirrored(p) {
    const size = screenSize();
    return { x: clamp(size.width - p.x, size.width), y: clamp(size.height - p.y, size.height) };
  }

  function freeFingerId(exclude) {
    const used = new Set(exclude || []);
    for (const state of pointers.values()) for (const finger of state.fingers) used.add(finger.id);
    for (let id = 0; id <= 9; id++) if (!used.has(id)) return id;
    return -1;
  }

  function sendTouch(phase, finger, t) {
    send({ type: "touch", phase, id: finger.id, x: finger.x, y: finger.y, t: Math.round(t * 1000) / 1000 });
  }

  function onPointerDown(event) {
    if (!hello || !socket || socket.readyState !== WebSocket.OPEN) return;
    if (event.pointerType !== "touch" && event.button !== 0) return;
    if (pointers.has(event.pointerId)) return;
    event.preventDefault();
    el.canvas.focus({ preventScroll: true });
    const p = toPoints(event);
    const state = { fingers: [], mode: "single", start: p };
    const first = freeFingerId();
    if (first < 0) return;
    state.fingers.push({ id: first, x: p.x, y: p.y });
    if (event.pointerType !== "touch" && event.altKey) {
      const second = freeFingerId([first]);
      if (second >= 0) {
        const m = mirrored(p);
        state.mode = event.shiftKey ? "parallel" : "pinch";
        state.fingers.push({ id: second, x: m.x, y: m.y, start: m });
      }
    }
    pointers.set(event.pointerId, state);
    try { el.canvas.setPointerCapture(event.pointerId); } catch (e) { /* not capturable */ }
    for (const finger of state.fingers) sendTouch("down", finger, event.timeStamp);
    showFingers(state.fingers, true);
  }

  function onPointerMove(event) {
    const state = pointers.get(event.pointerId);
    if (!state) {
      if (event.pointerType !== "touch" && hello && event.target === el.canvas) {
        hover = toPoints(event);
        altDown = event.altKey;
        updateHoverFingers();
      }
      return;
    }
    event.preventDefault();
    if (outsideWindow(event)) {
      endPointer(event, "cancel");
      return;
    }
    const p = toPoints(event);
    const first = state.fingers[0];
    const moved = first.x !== p.x || first.y !== p.y;
    if (!moved) return;
    const dx = p.x - state.start.x, dy = p.y - state.start.y;
    first.x = p.x;
    first.y = p.y;
    if (state.fingers.length > 1) {
      const second = state.fingers[1];
      const size = screenSize();
      const q = state.mode === "parallel"
        ? { x: clamp(second.start.x + dx, size.width), y: clamp(second.start.y + dy, size.height) }
        : mirrored(p);
      second.x = q.x;
      second.y = q.y;
    }
    for (const finger of state.fingers) sendTouch("move", finger, event.timeStamp);
    showFingers(state.fingers, true);
  }

  function outsideWindow(event) {
    return event.clientX < 0 || event.clientY < 0 || event.clientX >= window.innerWidth || event.clientY >= window.innerHeight;
  }

  function endPointer(event, phase) {
    const state = pointers.get(event.pointerId);
    if (!state) return;
    pointers.delete(event.pointerId);
    if (phase === "up") {
      const p = toPoints(event);
      const first = state.fingers[0];
      if (first.x !== p.x || first.y !== p.y) onPointerMoveFinal(state, p, event.timeStamp);
    }
    for (const finger of state.fingers) sendTouch(phase, finger, event.timeStamp);
    try { el.canvas.releasePointerCapture(event.pointerId); } catch (e) { /* already released */ }
    showFingers(state.fingers, false);
    updateHoverFingers();
  }

  /// A release somewhere the last move did not report: move there first, so the up is where
  /// the finger lifted.
  function onPointerMoveFinal(state, p, t) {
    const size = screenSize();
    const dx = p.x - state.start.x, dy = p.y - state.start.y;
    state.fingers[0].x = p.x;
    state.fingers[0].y = p.y;
    if (state.fingers.length > 1) {
      const second = state.fingers[1];
      const q = state.mode === "parallel"
        ? { x: clamp(second.start.x + dx, size.width), y: clamp(second.start.y + dy, size.height) }
        : mirrored(p);
      second.x = q.x;
      second.y = q.y;
    }
    for (const finger of state.fingers) sendTouch("move", finger, t);
  }

  /// Cancels every finger that is down (the window lost focus or the screen changed).
  function releaseAllPointers(sendCancel) {
    const t = performance.now();
    for (const [pointerId, state] of pointers) {
      if (sendCancel) for (const finger of state.fingers) sendTouch("cancel", finger, t);
      try { el.canvas.releasePointerCapture(pointerId); } catch (e) { /* gone */ }
    }
    pointers.clear();
    showFingers([], false);
  }

  /// Simulator's grey circles: where the fingers are, shown while Option is held or a
  /// two-finger gesture is under way.
  function showFingers(fingers, down) {
    const spans = el.fingers.children;
    const size = screenSize();
    const two = fingers.length > 1;
    el.fingers.classList.toggle("visible", two && down);
    if (!size) return;
    fingers.slice(0, 2).forEach((finger, i) => {
      spans[i].style.left = (finger.x / size.width * 100) + "%";
      spans[i].style.top = (finger.y / size.height * 100) + "%";
      spans[i].classList.toggle("down", down);
    });
  }

  function updateHoverFingers() {
    if (pointers.size > 0) return;
    if (!hover || !altDown || !hello) {
      el.fingers.classList.remove("visible");
      return;
    }
    const size = screenSize();
    const m = mirrored(hover);
    const spans = el.fingers.children;
    [hover, m].forEach((p, i) => {
      spans[i].style.left = (p.x / size.width * 100) + "%";
      spans[i].style.top = (p.y / size.height * 100) + "%";
      spans[i].classList.remove("down");
    });
    el.fingers.classList.add("visible");
  }

  // ---------------------------------------------------------------------------------------
  // Buttons and keyboard

  function pressHome() { send({ type: "home" }); }
  function openControlCenter() { send({ type: "controlCenter" }); }
  function openNotificationCenter() { send({ type: "notificationCenter" }); }
  function rotate(direction) { send({ type: "rotate", direction }); }

  function toggleInCall() {
    if (!hello || !hello.device.supportsInCallStatusBar) {
      if (hello) showStatus(hello.device.name + " has no in-call status bar", true);
      return;
    }
    send({ type: "inCall", enabled: !hello.device.inCallStatusBar });
  }

  function configure(change) {
    if (!hello) return;
    const message = { type: "configure", model: hello.device.model, app: hello.app };
    if (change.model) {
      message.model = change.model; // the model's default OS version
    } else {
      message.os = change.os || hello.device.os;
    }
    if (change.app) message.app = change.app;
    send(message);
  }

  function takeScreenshot() {
    el.screenshot.click();
  }

  function onKeyDown(event) {
    if (event.key === "Alt" || event.key === "Shift") {
      altDown = event.altKey || event.key === "Alt";
      updateHoverFingers();
    }
    const command = event.metaKey || event.ctrlKey;
    if (!command || event.altKey) return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    let handled = true;
    if (event.shiftKey && key === "h") pressHome();
    else if (!event.shiftKey && key === "ArrowLeft") rotate("left");
    else if (!event.shiftKey && key === "ArrowRight") rotate("right");
    else if (!event.shiftKey && key === "y") toggleInCall();
    else if (!event.shiftKey && key === "s") takeScreenshot();
    else handled = false;
    if (handled) event.preventDefault();
  }

  function onKeyUp(event) {
    if (event.key === "Alt" || event.key === "Shift") {
      altDown = event.altKey && event.key !== "Alt";
      updateHoverFingers();
    }
  }

  // ---------------------------------------------------------------------------------------
  // Status line and stats overlay

  let statusTimer = null;
  let statusNormal = "Connecting…";

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

  function reportError(message) {
    stats.lastError = message;
    stats.errors++;
    console.warn("simulator:", message);
    if (el.statusText) showStatus("⚠ " + message, true);
  }

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
  }

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
    el = {
      stage: $("stage"), device: $("device"), back: $("bezel-back"), front: $("bezel-front"),
      screen: $("screen"), picture: $("picture"), canvas: $("screen-canvas"), fingers: $("fingers"),
      title: $("device-title"), subtitle: $("device-subtitle"),
      modelSelect: $("model-select"), osSelect: $("os-select"), appSelect: $("app-select"),
      home: $("home-button"), rotateLeft: $("rotate-left-button"), rotateRight: $("rotate-right-button"),
      controlCenter: $("control-center-button"), notificationCenter: $("notification-center-button"),
      incall: $("incall-button"), screenshot: $("screenshot-button"),
      statsToggle: $("stats-toggle"), stats: $("stats"), statsFps: $("stats-fps"),
      statsLatency: $("stats-latency"), statsMedian: $("stats-median"), statsFrames: $("stats-frames"),
      statusText: $("status-text"), dot: $("connection-dot"),
    };
    ctx = el.canvas.getContext("2d", { alpha: false });
    el.canvas.tabIndex = 0;

    el.screenshot.href = "screenshot.png" + tokenQuery;

    el.home.addEventListener("click", pressHome);
    el.controlCenter.addEventListener("click", openControlCenter);
    el.notificationCenter.addEventListener("click", openNotificationCenter);
    el.rotateLeft.addEventListener("click", () => rotate("left"));
    el.rotateRight.addEventListener("click", () => rotate("right"));
    el.incall.addEventListener("click", toggleInCall);
    el.modelSelect.addEventListener("change", () => configure({ model: el.modelSelect.value }));
    el.osSelect.addEventListener("change", () => configure({ os: el.osSelect.value }));
    el.appSelect.addEventListener("change", () => configure({ app: el.appSelect.value }));

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
      if (pointers.size === 0) { hover = null; updateHoverFingers(); }
    });
    document.documentElement.addEventListener("pointerleave", (e) => {
      if (e.pointerType !== "touch") endPointer(e, "cancel");
    });
    window.addEventListener("blur", () => { altDown = false; releaseAllPointers(true); updateHoverFingers(); });
    el.canvas.addEventListener("contextmenu", (e) => e.preventDefault());
    window.addEventListener("keydown", onKeyDown);
    window.addEventListener("keyup", onKeyUp);

    if (window.ResizeObserver) new ResizeObserver(() => layout()).observe(el.stage);
    else window.addEventListener("resize", layout);

    setInterval(updateStats, 250);
    updateStats();
    connect();
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
