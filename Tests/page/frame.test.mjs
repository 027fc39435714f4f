// Binary frames (docs/simulator-protocol.md, "Binary messages"), built byte by byte here.
import assert from "node:assert/strict";
import { test } from "node:test";
import { FrameError, chooseEncoding, expandRuns, parseFrame } from "../../Sources/Simulator/Resources/frame.js";

/**
 * A frame message: header, then each rectangle's 12 bytes and its bytes (`png`, whatever the magic).
 * @param {{number?: number, lastSeq?: number, width?: number, height?: number, count?: number,
 *   rects?: {x: number, y: number, width: number, height: number, png: number[], length?: number}[],
 *   magic?: string, extra?: number[]}} f
 */
function frameBytes(f) {
  const rects = f.rects || [];
  const bytes = [];
  const u16 = (v) => bytes.push(v & 0xff, v >>> 8);
  const u32 = (v) => bytes.push(v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, v >>> 24);
  for (const c of f.magic || "OUKF") bytes.push(c.charCodeAt(0));
  u32(f.number ?? 1); u32(f.lastSeq ?? 0); u16(f.width ?? 750); u16(f.height ?? 1334); u16(f.count ?? rects.length);
  for (const r of rects) {
    u16(r.x); u16(r.y); u16(r.width); u16(r.height); u32(r.length ?? r.png.length);
    bytes.push(...r.png);
  }
  bytes.push(...(f.extra || []));
  return new Uint8Array(bytes).buffer;
}

test("the header's little-endian numbers and each rectangle with its own PNG bytes", () => {
  const buffer = frameBytes({
    number: 0x01020304, lastSeq: 0xfffffffe, width: 1179, height: 2556,
    rects: [{ x: 0, y: 0, width: 1179, height: 2556, png: [0x89, 0x50, 0x4e, 0x47] },
      { x: 300, y: 1000, width: 2, height: 3, png: [1, 2, 3] }],
  });
  const frame = parseFrame(buffer);
  assert.equal(frame.number, 0x01020304);
  assert.equal(frame.lastSeq, 0xfffffffe);
  assert.deepEqual([frame.width, frame.height, frame.bytes], [1179, 2556, 18 + 12 + 4 + 12 + 3]);
  assert.equal(frame.rects.length, 2);
  assert.equal(frame.encoding, "png");
  assert.deepEqual({ ...frame.rects[1], bytes: [...frame.rects[1].bytes] }, { x: 300, y: 1000, width: 2, height: 3, bytes: [1, 2, 3] });
  assert.deepEqual([...frame.rects[0].bytes], [0x89, 0x50, 0x4e, 0x47]);
});

test("a frame with no rectangles (nothing damaged) is well formed", () => {
  assert.deepEqual(parseFrame(frameBytes({ number: 9, lastSeq: 4 })).rects, []);
});

test("malformed frames are refused, each with an error that says what is wrong", () => {
  const rect = { x: 0, y: 0, width: 10, height: 10, png: [1, 2, 3, 4] };
  const cases = [
    [new ArrayBuffer(17), "frame shorter than its header"],
    [frameBytes({ magic: "OUKG" }), "frame without a known magic (OUKF, OUKR, OUKD or OUKL)"],
    [frameBytes({ count: 2, rects: [rect] }), "frame truncated in rectangle 1"],
    [frameBytes({ rects: [{ ...rect, length: 5 }] }), "frame truncated in rectangle 0's bytes"],
    [frameBytes({ rects: [{ ...rect, length: 0xffffffff }] }), "frame truncated in rectangle 0's bytes"],
    [frameBytes({ magic: "OUKR", rects: [rect] }), "raw rectangle 0 has 4 bytes for 10×10 pixels"],
    [frameBytes({ width: 100, height: 100, rects: [{ ...rect, x: 95 }] }), "rectangle 0 (95,0 10×10) outside the 100×100 screen"],
    [frameBytes({ rects: [rect], extra: [0, 0] }), "frame has 2 bytes after its last rectangle"],
  ];
  for (const [buffer, message] of cases) {
    assert.throws(() => parseFrame(buffer), (e) => e instanceof FrameError && e.name === "FrameError" && e.message === message,
      message);
  }
});

test("each magic names its encoding; a raw rectangle holds four bytes a pixel, a deflated one any number", () => {
  const pixels = [10, 20, 30, 255, 40, 50, 60, 255];
  const raw = parseFrame(frameBytes({ magic: "OUKR", rects: [{ x: 1, y: 2, width: 2, height: 1, png: pixels }] }));
  assert.equal(raw.encoding, "raw");
  assert.deepEqual([...raw.rects[0].bytes], pixels);
  const deflated = parseFrame(frameBytes({ magic: "OUKD", rects: [{ x: 1, y: 2, width: 2, height: 1, png: [99, 0] }] }));
  assert.equal(deflated.encoding, "deflate");
  assert.deepEqual([...deflated.rects[0].bytes], [99, 0]);
});

/**
 * Little-endian words and bytes as one array, as the server writes runs.
 * @param {(number | number[])[]} parts a number is a u32 word, an array bytes
 */
function runBytes(parts) {
  /** @type {number[]} */
  const out = [];
  for (const part of parts) {
    if (Array.isArray(part)) out.push(...part);
    else out.push(part & 255, (part >>> 8) & 255, (part >>> 16) & 255, (part >>> 24) & 255);
  }
  return new Uint8Array(out);
}

test("runs expand to their pixels: a counted pixel repeated, counted pixels as they are, across rows", () => {
  const white = [255, 255, 255, 255], grey = [198, 198, 200, 255];
  // Inside a larger message, at an offset that is not a multiple of four.
  const runs = runBytes([0x80000009, white, 3, [...grey, ...grey, 1, 2, 3, 4], 0x8000000c, white]);
  const message = new Uint8Array(runs.length + 3);
  message.set(runs, 3);
  const pixels = expandRuns(message.subarray(3), 24);
  const expected = [...Array(9).fill(white).flat(), ...grey, ...grey, 1, 2, 3, 4, ...Array(12).fill(white).flat()];
  assert.deepEqual([...pixels], expected);
  assert.equal(parseFrame(frameBytes({ magic: "OUKL", rects: [{ x: 0, y: 0, width: 2, height: 1, png: [1, 2] }] })).encoding, "runs");
});

test("malformed runs are refused with what is wrong", () => {
  const cases = [
    [runBytes([0x80000002, [1, 2, 3, 4], 1]), 3, "runs end inside a run's pixels"],
    [runBytes([0x80000000, [1, 2, 3, 4]]), 1, "an empty run at byte 0"],
    [runBytes([0x80000005, [1, 2, 3, 4]]), 4, "runs of more than the rectangle's 4 pixels"],
    [runBytes([2, [1, 2, 3, 4, 5, 6, 7, 8]]), 3, "runs of 2 pixels for a rectangle of 3"],
    [runBytes([0x80000001]), 1, "runs end inside a run's pixels"],
    [new Uint8Array([1, 0]), 1, "runs end inside a run's count"],
  ];
  for (const [bytes, count, message] of cases) {
    assert.throws(() => expandRuns(/** @type {Uint8Array} */ (bytes), /** @type {number} */ (count)),
      (e) => e instanceof FrameError && e.message === message, /** @type {string} */ (message));
  }
});

test("a page asks for the encoding its address names, else runs on loopback and PNG over a network", () => {
  assert.equal(chooseEncoding(null, "127.0.0.1"), "runs");
  assert.equal(chooseEncoding(null, "localhost"), "runs");
  assert.equal(chooseEncoding(null, "[::1]"), "runs");
  assert.equal(chooseEncoding("raw", "127.0.0.1"), "raw");
  assert.equal(chooseEncoding(null, "192.168.1.20"), "png");
  assert.equal(chooseEncoding("deflate", "127.0.0.1"), "deflate");
  assert.equal(chooseEncoding("png", "localhost"), "png");
  assert.throws(() => chooseEncoding("lz4", "localhost"), (e) => e instanceof FrameError
    && e.message === 'no frame encoding is named "lz4"; the encodings are png, raw, deflate, runs');
});
