// DecompressionStream, which Chromium, Firefox and Safari have and TypeScript 4.8's DOM library
// (Debian's node-typescript) lacks: only what the simulator page uses.
declare class DecompressionStream {
  constructor(format: "deflate" | "deflate-raw" | "gzip");
  readonly readable: ReadableStream<Uint8Array>;
  readonly writable: WritableStream<BufferSource>;
}
