// @ts-check
// Binary frame messages (docs/simulator-protocol.md, "Binary messages"): a header, then damaged
// rectangles of the screen, each a PNG. Pure: parsing only; decoding and drawing are the page's.

/**
 * @typedef {object} FrameRect
 * @property {number} x pixels from the left
 * @property {number} y pixels from the top
 * @property {number} width
 * @property {number} height
 * @property {Uint8Array} png the rectangle's PNG bytes (a view into the message)
 */

/**
 * @typedef {object} Frame
 * @property {number} number the device's frame number
 * @property {number} lastSeq the last input message applied before this frame (0 if none)
 * @property {number} width the full screen in pixels
 * @property {number} height
 * @property {FrameRect[]} rects
 * @property {number} bytes the message's length
 */

const MAGIC = [0x4f, 0x55, 0x4b, 0x46]; // "OUKF"
export const HEADER_BYTES = 18;
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
 * Splits a binary frame message into its header and PNG rectangles. Throws `FrameError` for a
 * message shorter than its header or than its rectangles say, without the magic, with a
 * rectangle outside the screen, or with bytes after the last rectangle.
 * @param {ArrayBuffer} buffer
 * @returns {Frame}
 */
export function parseFrame(buffer) {
  if (buffer.byteLength < HEADER_BYTES) throw new FrameError("frame shorter than its header");
  const view = new DataView(buffer);
  for (let i = 0; i < 4; i++) {
    if (view.getUint8(i) !== MAGIC[i]) throw new FrameError("frame without the OUKF magic");
  }
  /** @type {Frame} */
  const frame = {
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
    if (offset + length > buffer.byteLength) throw new FrameError("frame truncated in PNG " + i);
    frame.rects.push({ x, y, width, height, png: new Uint8Array(buffer, offset, length) });
    offset += length;
  }
  if (offset !== buffer.byteLength) {
    throw new FrameError("frame has " + (buffer.byteLength - offset) + " bytes after its last rectangle");
  }
  return frame;
}
