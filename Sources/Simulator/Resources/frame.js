// @ts-check
// Binary frame messages (docs/simulator-protocol.md, "Binary messages"): a header, then damaged
// rectangles of the screen, each a PNG, raw RGBA bytes, those bytes deflated, or runs of them, as
// the page asked. Pure: parsing, expanding runs, and the encoding a page asks for; decoding the
// other encodings and drawing are the page's.

/**
 * @typedef {object} FrameRect
 * @property {number} x pixels from the left
 * @property {number} y pixels from the top
 * @property {number} width
 * @property {number} height
 * @property {Uint8Array} bytes the rectangle's bytes in the frame's encoding (a view into the message)
 */

/** @typedef {"png" | "raw" | "deflate" | "runs"} FrameEncoding */

/**
 * @typedef {object} Frame
 * @property {FrameEncoding} encoding how the rectangles carry their pixels, from the magic
 * @property {number} number the device's frame number
 * @property {number} lastSeq the last input message applied before this frame (0 if none)
 * @property {number} width the full screen in pixels
 * @property {number} height
 * @property {FrameRect[]} rects
 * @property {number} bytes the message's length
 */

/** @type {Record<string, FrameEncoding>} each encoding's magic */
const MAGICS = { OUKF: "png", OUKR: "raw", OUKD: "deflate", OUKL: "runs" };
export const HEADER_BYTES = 18;

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The encoding a page asks for: the one its address names, else runs from a server on this
 * machine (a whole screen of the device's pixels in a few hundred kilobytes, expanded with native
 * fills and copies; raw bytes are twelve megabytes through the browser's socket) and PNG over a
 * network.
 * Throws `FrameError` for a name that is none of the encodings.
 * @param {string | null} named the page's `encoding` parameter
 * @param {string} hostname the page's host
 * @returns {FrameEncoding}
 */
export function chooseEncoding(named, hostname) {
  if (named === null) return LOOPBACK.includes(hostname) ? "runs" : "png";
  if (named === "png" || named === "raw" || named === "deflate" || named === "runs") return named;
  throw new FrameError("no frame encoding is named " + JSON.stringify(named) + "; the encodings are png, raw, deflate, runs");
}
export const RECT_HEADER_BYTES = 12;

/** A binary message that is not a well-formed frame. */
export class FrameError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = "FrameError";
  }
}

/**
 * Splits a binary frame message into its header and rectangles. Throws `FrameError` for a
 * message shorter than its header or than its rectangles say, without a known magic, with a
 * rectangle outside the screen, with a raw rectangle whose length is not 4 bytes a pixel, or
 * with bytes after the last rectangle.
 * @param {ArrayBuffer} buffer
 * @returns {Frame}
 */
export function parseFrame(buffer) {
  if (buffer.byteLength < HEADER_BYTES) throw new FrameError("frame shorter than its header");
  const view = new DataView(buffer);
  const magic = String.fromCharCode(view.getUint8(0), view.getUint8(1), view.getUint8(2), view.getUint8(3));
  const encoding = MAGICS[magic];
  if (!encoding) throw new FrameError("frame without a known magic (OUKF, OUKR, OUKD or OUKL)");
  /** @type {Frame} */
  const frame = {
    encoding,
    number: view.getUint32(4, true),
    lastSeq: view.getUint32(8, true),
    width: view.getUint16(12, true),
    height: view.getUint16(14, true),
    rects: [],
    bytes: buffer.byteLength,
  };
  const count = view.getUint16(16, true);
  let offset = HEADER_BYTES;
  for (let i = 0; i < count; i++) {
    if (offset + RECT_HEADER_BYTES > buffer.byteLength) throw new FrameError("frame truncated in rectangle " + i);
    const x = view.getUint16(offset, true);
    const y = view.getUint16(offset + 2, true);
    const width = view.getUint16(offset + 4, true);
    const height = view.getUint16(offset + 6, true);
    const length = view.getUint32(offset + 8, true);
    offset += RECT_HEADER_BYTES;
    if (x + width > frame.width || y + height > frame.height) {
      throw new FrameError("rectangle " + i + " (" + x + "," + y + " " + width + "×" + height + ") outside the " +
        frame.width + "×" + frame.height + " screen");
    }
    if (offset + length > buffer.byteLength) throw new FrameError("frame truncated in rectangle " + i + "'s bytes");
    if (encoding === "raw" && length !== 4 * width * height) {
      throw new FrameError("raw rectangle " + i + " has " + length + " bytes for " + width + "×" + height + " pixels");
    }
    frame.rects.push({ x, y, width, height, bytes: new Uint8Array(buffer, offset, length) });
    offset += length;
  }
  if (offset !== buffer.byteLength) {
    throw new FrameError("frame has " + (buffer.byteLength - offset) + " bytes after its last rectangle");
  }
  return frame;
}

/** Whether this machine stores a `Uint32Array`'s words low byte first, as a pixel's bytes are read. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * Expands a rectangle in the `runs` encoding into its RGBA bytes: words (little-endian u32) that
 * count pixels, with the top bit set followed by one pixel repeated that many times, else by that
 * many pixels. A run is one native fill or copy, so a screen of long runs costs little. Throws
 * `FrameError` for an empty run, a run past the rectangle's pixels, bytes that end inside a run,
 * or runs that fall short of the rectangle.
 * @param {Uint8Array} bytes
 * @param {number} pixelCount the rectangle's width × height
 * @returns {Uint8ClampedArray}
 */
export function expandRuns(bytes, pixelCount) {
  const out = new Uint8ClampedArray(4 * pixelCount);
  const words = new Uint32Array(out.buffer);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  let filled = 0;
  while (at < bytes.byteLength) {
    if (at + 4 > bytes.byteLength) throw new FrameError("runs end inside a run's count");
    const word = view.getUint32(at, true);
    at += 4;
    const count = word & 0x7fffffff;
    if (count === 0) throw new FrameError("an empty run at byte " + (at - 4));
    if (filled + count > pixelCount) throw new FrameError("runs of more than the rectangle's " + pixelCount + " pixels");
    const bytesNeeded = word >= 0x80000000 ? 4 : 4 * count;
    if (at + bytesNeeded > bytes.byteLength) throw new FrameError("runs end inside a run's pixels");
    if (word >= 0x80000000) {
      words.fill(view.getUint32(at, LITTLE_ENDIAN), filled, filled + count);
    } else {
      out.set(bytes.subarray(at, at + bytesNeeded), 4 * filled);
    }
    at += bytesNeeded;
    filled += count;
  }
  if (filled !== pixelCount) throw new FrameError("runs of " + filled + " pixels for a rectangle of " + pixelCount);
  return out;
}
