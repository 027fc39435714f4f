// The page's messages as the server reads them (docs/simulator-protocol.md): exact JSON text.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  DisplayReporter, ProtocolError, Sequencer, configureMessage, encodeMessage, homeMessage, parseServerText, rotateMessage,
  slowAnimationsMessage, socketAddress, toggleInCallMessage, touchMessage,
} from "../../Sources/Simulator/Resources/protocol.js";

const device = {
  model: "iphone-8", name: "iPhone 8", os: "11.0", orientation: "portrait", deviceOrientation: "portrait",
  screen: { width: 375, height: 667, scale: 2, pixelWidth: 750, pixelHeight: 1334 },
  hasHomeButton: true, inCallStatusBar: false, supportsInCallStatusBar: true,
  hasControlCenter: true, hasNotificationCenter: true,
};
const hello = { type: "hello", device, app: "hidden-drawer" };

test("a touch is sent with its finger, its point and the browser's time to the microsecond, seq last", () => {
  const text = encodeMessage(touchMessage("down", { id: 3, x: 12.5, y: 660.99 }, 1234.56789), 7);
  assert.equal(text, '{"type":"touch","phase":"down","id":3,"x":12.5,"y":660.99,"t":1234.568,"seq":7}');
});

test("buttons are messages of their own type", () => {
  assert.equal(encodeMessage(homeMessage(), 1), '{"type":"home","seq":1}');
  assert.equal(encodeMessage(rotateMessage("left"), 2), '{"type":"rotate","direction":"left","seq":2}');
});

test("the in-call bar toggles from what the hello says, and only on models that have one", () => {
  assert.deepEqual(toggleInCallMessage(device), { type: "inCall", enabled: true });
  assert.deepEqual(toggleInCallMessage({ ...device, inCallStatusBar: true }), { type: "inCall", enabled: false });
  assert.equal(toggleInCallMessage({ ...device, supportsInCallStatusBar: false }), null);
});

test("Slow Animations is asked for on or off", () => {
  assert.equal(encodeMessage(slowAnimationsMessage(true), 4), '{"type":"slowAnimations","enabled":true,"seq":4}');
  assert.equal(encodeMessage(slowAnimationsMessage(false), 5), '{"type":"slowAnimations","enabled":false,"seq":5}');
});

test("a new model takes its default OS version; a new OS or app keeps the rest", () => {
  assert.equal(encodeMessage(configureMessage(hello, { model: "iphone-4" }), 5),
    '{"type":"configure","model":"iphone-4","app":"hidden-drawer","seq":5}');
  assert.equal(encodeMessage(configureMessage(hello, { os: "9.0" }), 6),
    '{"type":"configure","model":"iphone-8","app":"hidden-drawer","os":"9.0","seq":6}');
  assert.deepEqual(configureMessage(hello, { app: "gestures" }),
    { type: "configure", model: "iphone-8", os: "11.0", app: "gestures" });
});

test("sequence numbers count from 1 and skip 0 when they wrap at 2^32", () => {
  const sequencer = new Sequencer();
  assert.deepEqual([sequencer.next(), sequencer.next()], [1, 2]);
  sequencer.last = 0xfffffffe;
  assert.deepEqual([sequencer.next(), sequencer.next(), sequencer.next()], [0xffffffff, 1, 2]);
});

test("the server's hello and error are read; an unknown type is passed on as such", () => {
  const read = parseServerText(JSON.stringify(hello));
  assert.equal(read.kind, "hello");
  assert.equal(read.hello.device.screen.pixelHeight, 1334);
  assert.deepEqual(parseServerText('{"type":"error","message":"finger 3 is not down"}'),
    { kind: "error", message: "finger 3 is not down" });
  assert.deepEqual(parseServerText('{"type":"error"}'), { kind: "error", message: "error" });
  assert.deepEqual(parseServerText('{"type":"later","x":1}'), { kind: "unknown", value: { type: "later", x: 1 } });
});

test("text that is not a JSON object, or a hello without a screen size, is refused with a clear error", () => {
  assert.throws(() => parseServerText("{not json"), { name: "ProtocolError", message: "The server sent a message that is not JSON" });
  assert.throws(() => parseServerText("[1]"), ProtocolError);
  assert.throws(() => parseServerText("null"), /not a JSON object/);
  const noScreen = { ...hello, device: { ...device, screen: { width: 375, height: 667, scale: 2, pixelWidth: 750 } } };
  assert.throws(() => parseServerText(JSON.stringify(noScreen)), { message: "The server's hello has no device screen size" });
  assert.throws(() => parseServerText('{"type":"hello"}'), ProtocolError);
});

test("the socket's address names the encoding, the device and the token, and promises the display size unless the page takes the device's pixels", () => {
  const page = "http://127.0.0.1:8080/?token=a%20b&encoding=raw&device=2";
  const url = new URL(socketAddress(page, { encoding: "raw", device: "2", deviceFrames: false }));
  assert.equal(url.protocol, "ws:");
  assert.equal(url.pathname, "/ws");
  assert.equal(url.searchParams.get("token"), "a b");
  assert.equal(url.searchParams.get("encoding"), "raw");
  assert.equal(url.searchParams.get("device"), "2");
  assert.equal(url.searchParams.get("display"), "follows");
  const plain = new URL(socketAddress("https://example.test/sim/", { encoding: "png", device: null, deviceFrames: true }));
  assert.equal(plain.href, "wss://example.test/sim/ws?encoding=png");
});

test("the display size is told once after every hello, changed or not, and in between only when it changes", () => {
  const reporter = new DisplayReporter();
  reporter.connected();
  assert.deepEqual(reporter.update(1.5), { type: "display", pixelsPerPoint: 1.5 }, "a new connection tells its size");
  assert.equal(reporter.update(1.5), null, "an unchanged size is not told again");
  reporter.greeted();
  assert.deepEqual(reporter.update(1.5), { type: "display", pixelsPerPoint: 1.5 }, "a hello is answered even when nothing changed");
  assert.equal(reporter.update(1.5), null);
  assert.deepEqual(reporter.update(1.25), { type: "display", pixelsPerPoint: 1.25 }, "a resized window tells its new size");
  reporter.connected();
  reporter.greeted();
  assert.deepEqual(reporter.update(1.25), { type: "display", pixelsPerPoint: 1.25 }, "a reconnection tells it afresh");
});
