// @ts-check
// Binary frame messages (docs/simulator-protocol.md, "Binary messages"): a header, then damaged
// rectangles of the screen, each a PNG, raw RGBA bytes, or those bytes deflated, as the page
// asked. Pure: parsing, and the encoding a page asks for; decoding and drawing are the page's.

/**
 * @typedef {object} FrameRect
 * @property {number} x pixels from the left
 * @property {number} y pixels from the top
 * @property {number} width
 * @property {number} height
 * @property {Uint8Array} bytes the rectangle's bytes in the frame's encoding (a view into the message)
 */

/** @typedef {"png" | "raw" | "deflate"} FrameEncoding */

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
const MAGICS = { OUKF: "png", OUKR: "raw", OUKD: "deflate" };
export const HEADER_BYTES = 18;

const LOOPBACK = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The encoding a page asks for: the one its address names, else raw bytes from a server on this
 * machine (nothing to compress or decode: a copy on either side) and PNG over a network.
 * Throws `FrameError` for a name that is none of the encodings.
 * @param {string | null} named the page's `encoding` parameter
 * @param {string} hostname the page's host
 * @returns {FrameEncoding}
 */
export function chooseEncoding(named, hostname) {
  if (named === null) return LOOPBACK.includes(hostname) ? "raw" : "png";
  if (named === "png" || named === "raw" || named === "deflate") return named;
  throw new FrameError("no frame encoding is named " + JSON.stringify(named) + "; the encodings are png, raw, deflate");
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
  if (!encoding) throw new FrameError("frame without a known magic (OUKF, OUKR or OUKD)");
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
