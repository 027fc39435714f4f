@_spi(Simulator) import CoreGraphics
import CZlib
import Foundation
import NIOCore

/// Encodes the pixels a frame sends in each encoding and at each size its pages asked for, away from the main actor and in parallel.
///
/// The session copies the pixels on the main actor (`Part.copying`), cut into bands by
/// `bands(of:)`, so the device may run its next frames while the bands are encoded
/// concurrently, one task per band and encoding: raw bytes as they are, deflated with zlib's
/// fastest level, or PNG with CoreGraphics' fast mode. At the device's own size the copy is laid
/// out as a raw frame's body, which is sent as it is: a whole screen of raw pixels is copied
/// once on its way to the socket.
enum FrameEncoder {
    /// A rectangle at least this large (in pixels) is cut into bands compressed side by side: a
    /// third of an iPhone 8 screen, below which splitting costs more than it saves.
    static let bandThreshold = 400_000

    /// A rectangle to send: `rect` in the displayed grid of its size, and the device pixels it
    /// is made from (`source`, the same rectangle at the device's own size).
    struct Piece: Sendable {
        var rect: PixelRect
        var source: PixelRect
        /// The premultiplied RGBA bytes of `source`, row after row.
        var pixels: ByteBuffer
    }

    /// Rectangles of one frame at one size, and their pixels.
    struct Part: Sendable {
        var pieces: [Piece] = []
        /// At the device's own size, the raw frame body that the pieces' pixels are slices of:
        /// each rectangle's header, then its pixels.
        var rawBody: ByteBuffer?

        /// `rects` (in `scale`'s displayed grid) cut into bands, with the device pixels each is
        /// made from, which `copy` writes into one buffer from `pool`: at the device's own size a
        /// raw frame's body, else the pixels alone.
        static func copying(_ rects: [PixelRect], at scale: FrameScale, pool: inout FrameBufferPool,
                            from copy: (PixelRect, UnsafeMutableRawBufferPointer) -> Void) -> Part {
            let bands = rects.flatMap { FrameEncoder.bands(of: $0, sourceArea: scale.source(of: $0).area) }
            let sources = bands.map(scale.source(of:))
            let headers = scale.isIdentity
            let headerSize = headers ? FrameMessage.rectangleHeaderSize : 0
            var offsets: [Int] = []
            let buffer = pool.fill(byteCount: sources.reduce(0) { $0 + headerSize + 4 * $1.area }) { buffer in
                for (band, source) in zip(bands, sources) {
                    if headers { FrameMessage.writeRectangleHeader(band, length: 4 * band.area, to: &buffer) }
                    offsets.append(buffer.writerIndex)
                    buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: 4 * source.area) { out in
                        copy(source, UnsafeMutableRawBufferPointer(rebasing: out.prefix(4 * source.area)))
                        return 4 * source.area
                    }
                }
            }
            // Sliced once every write is done: a slice shares the buffer's storage, which a later write would copy.
            let pieces = zip(zip(bands, sources), offsets).map { placed, offset in
                Piece(rect: placed.0, source: placed.1, pixels: buffer.getSlice(at: offset, length: 4 * placed.1.area)!)
            }
            return Part(pieces: pieces, rawBody: headers ? buffer : nil)
        }
    }

    /// The pixels of one frame at one of the sizes its pages display.
    struct Sized: Sendable {
        var scale: FrameScale
        /// The whole screen in bands, for pages that need a full frame; empty when none does.
        var full = Part()
        /// The damaged rectangles and their pixels, for the other pages.
        var damaged = Part()
    }

    /// The pixels of one frame to send, at each size its pages display.
    struct Job: Sendable {
        var frameNumber: UInt32
        var sizes: [Sized]
    }

    /// An encoding at a size: the frames pages that share both share.
    struct Key: Hashable, Sendable {
        var encoding: FrameEncoding
        var scale: FrameScale
    }

    /// A frame ready to send: the header fields and the rectangles' bytes, shared by its pages.
    struct Encoded: Sendable {
        var encoding: FrameEncoding
        var frameNumber: UInt32
        var width: Int
        var height: Int
        var rectangleCount: Int
        var body: ByteBuffer

        /// The message for a page whose last applied input had sequence number `sequence`: its
        /// own header, and the shared body, uncopied.
        func message(lastAppliedSequence sequence: UInt32) -> (header: ByteBuffer, body: ByteBuffer) {
            (FrameMessage.header(encoding: encoding, frameNumber: frameNumber, lastAppliedSequence: sequence, width: width,
                                 height: height, rectangleCount: rectangleCount), body)
        }
    }

    /// A page that is to receive a frame, with the sequence number its header carries.
    struct Recipient: Sendable {
        var connection: ClientConnection
        var lastAppliedSequence: UInt32
        /// The size the page displays.
        var scale: FrameScale

        var key: Key { Key(encoding: connection.encoding, scale: scale) }
    }

    /// What became of a frame.
    enum Outcome: Sendable {
        /// Sent; the pages listed were too far behind for a delta and need a full frame.
        case sent(skipped: [Int])
        /// Not encoded; the pages listed missed it.
        case failed(any Error, pages: [Int])
    }

    /// Compresses `job` and queues the result on the pages' connections as soon as it is ready,
    /// without waiting for the main actor (which may be rendering the next frame).
    ///
    /// Full frames go to every page in `full`; the delta frame goes to each page in `delta`
    /// unless more than `maximumFramesInFlight` of its frames are still unwritten, in which case
    /// it is skipped and reported.
    @concurrent static func encodeAndSend(_ job: Job, full: [Recipient], delta: [Recipient],
                                          maximumFramesInFlight: Int) async -> Outcome {
        let frames: [Key: (full: Encoded?, delta: Encoded?)]
        do {
            frames = try await encode(job, in: Set((full + delta).map(\.key)))
        } catch {
            return .failed(error, pages: (full + delta).map(\.connection.id))
        }
        for page in full {
            if let frame = frames[page.key]?.full {
                page.connection.send(frame: frame.message(lastAppliedSequence: page.lastAppliedSequence))
            }
        }
        var skipped: [Int] = []
        for page in delta {
            guard let frame = frames[page.key]?.delta else { continue }
            if page.connection.framesInFlight > maximumFramesInFlight {
                skipped.append(page.connection.id)
            } else {
                page.connection.send(frame: frame.message(lastAppliedSequence: page.lastAppliedSequence))
            }
        }
        return .sent(skipped: skipped)
    }

    /// `rect` cut into horizontal bands, one per processor (at most four), when it is at least
    /// `bandThreshold` pixels, or made from that many device pixels (`sourceArea`, when it is
    /// downscaled); else `rect` alone.
    static func bands(of rect: PixelRect, sourceArea: Int? = nil) -> [PixelRect] {
        let count = min(4, max(1, ProcessInfo.processInfo.activeProcessorCount), rect.height)
        guard max(rect.area, sourceArea ?? 0) >= bandThreshold, count > 1 else { return [rect] }
        return (0..<count).map { index in
            let top = rect.y + rect.height * index / count
            let bottom = rect.y + rect.height * (index + 1) / count
            return PixelRect(x: rect.x, y: top, width: rect.width, height: bottom - top)
        }
    }

    /// The encoded full frame (when the job has one) and delta frame (when it has damage) for
    /// each of `keys`, an encoding at a size.
    ///
    /// Pieces at a size smaller than the device's are first area-averaged (`BoxFilter`), once
    /// per size however many encodings use it, one task per piece. At the device's size a raw
    /// frame's body is the one the session copied the pixels into; at a smaller size the
    /// downscaled pixels are copied into it. Compressed ones are compressed one task per piece
    /// and encoding, then joined.
    @concurrent static func encode(_ job: Job, in keys: Set<Key>) async throws -> [Key: (full: Encoded?, delta: Encoded?)] {
        let sizes = job.sizes.filter { sized in keys.contains { $0.scale == sized.scale } }
        let pieces = sizes.map { $0.full.pieces + $0.damaged.pieces }
        // The pixels of every piece at a smaller size than the device's, downscaled; nil at the device's size.
        let downscaled = await withTaskGroup(of: (Int, Int, Data).self) { group in
            for (sizeIndex, sized) in sizes.enumerated() where !sized.scale.isIdentity {
                for (index, piece) in pieces[sizeIndex].enumerated() {
                    group.addTask {
                        (sizeIndex, index, piece.pixels.withUnsafeReadableBytes { source in
                            BoxFilter.downscale(source, source: piece.source, to: piece.rect, scale: sized.scale)
                        })
                    }
                }
            }
            var images = pieces.map { [Data?](repeating: nil, count: $0.count) }
            for await (sizeIndex, index, pixels) in group { images[sizeIndex][index] = pixels }
            return images
        }
        /// The bytes piece `index` of size `sizeIndex` is sent as, before compression.
        @Sendable func withPixels<R>(_ sizeIndex: Int, _ index: Int, _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
            if let pixels = downscaled[sizeIndex][index] { return try pixels.withUnsafeBytes(body) }
            return try pieces[sizeIndex][index].pixels.withUnsafeReadableBytes(body)
        }
        let compressing = keys.filter { $0.encoding != .raw }.sorted { ($0.encoding.rawValue, $0.scale.width) < ($1.encoding.rawValue, $1.scale.width) }
        let packed = try await withThrowingTaskGroup(of: (Int, Int, ByteBuffer).self) { group in
            for (kind, key) in compressing.enumerated() {
                guard let sizeIndex = sizes.firstIndex(where: { $0.scale == key.scale }) else { continue }
                for (index, piece) in pieces[sizeIndex].enumerated() {
                    group.addTask {
                        (kind, index, try withPixels(sizeIndex, index) { try compressed($0, width: piece.rect.width, height: piece.rect.height, as: key.encoding) })
                    }
                }
            }
            var packed = compressing.map { key in
                [ByteBuffer](repeating: ByteBuffer(), count: sizes.firstIndex { $0.scale == key.scale }.map { pieces[$0].count } ?? 0)
            }
            for try await (kind, index, piece) in group { packed[kind][index] = piece }
            return packed
        }
        func frame(_ key: Key, _ sizeIndex: Int, _ part: Part, from first: Int) -> Encoded? {
            guard !part.pieces.isEmpty else { return nil }
            let range = first..<first + part.pieces.count
            let rects = part.pieces.map(\.rect)
            let body: ByteBuffer
            if let kind = compressing.firstIndex(of: key) {
                var joined = ByteBufferAllocator().buffer(capacity: range.reduce(0) { $0 + FrameMessage.rectangleHeaderSize + packed[kind][$1].readableBytes })
                for (rect, index) in zip(rects, range) {
                    FrameMessage.writeRectangleHeader(rect, length: packed[kind][index].readableBytes, to: &joined)
                    joined.writeImmutableBuffer(packed[kind][index])
                }
                body = joined
            } else if let rawBody = part.rawBody {
                body = rawBody
            } else {
                var joined = ByteBufferAllocator().buffer(capacity: rects.reduce(0) { $0 + FrameMessage.rectangleHeaderSize + 4 * $1.area })
                for (rect, index) in zip(rects, range) {
                    FrameMessage.writeRectangleHeader(rect, length: 4 * rect.area, to: &joined)
                    withPixels(sizeIndex, index) { _ = joined.writeBytes($0) }
                }
                body = joined
            }
            return Encoded(encoding: key.encoding, frameNumber: job.frameNumber, width: key.scale.width, height: key.scale.height,
                           rectangleCount: range.count, body: body)
        }
        var frames: [Key: (full: Encoded?, delta: Encoded?)] = [:]
        for key in keys {
            guard let sizeIndex = sizes.firstIndex(where: { $0.scale == key.scale }) else { continue }
            let sized = sizes[sizeIndex]
            frames[key] = (frame(key, sizeIndex, sized.full, from: 0), frame(key, sizeIndex, sized.damaged, from: sized.full.pieces.count))
        }
        return frames
    }

    /// A rectangle's premultiplied RGBA `pixels` compressed in `encoding`, PNG or deflate; raw
    /// pixels are not compressed but sent as they are (`encode(_:in:)`).
    ///
    /// The bytes are the premultiplied ones, which are straight too: the screen is opaque
    /// (the compositor draws over black).
    static func compressed(_ pixels: UnsafeRawBufferPointer, width: Int, height: Int, as encoding: FrameEncoding) throws -> ByteBuffer {
        switch encoding {
        case .png: return ByteBuffer(data: try CGImage(width: width, height: height, premultipliedRGBA: Data(pixels)).pngData(favoringSpeed: true))
        case .deflate: return try deflated(pixels)
        case .runs: return runs(of: pixels)
        case .raw: preconditionFailure("FrameEncoder.compressed(_:width:height:as:): raw pixels are sent as they are, not compressed")
        }
    }

    /// A run of at least this many equal pixels is sent as one pixel and a count; shorter ones go
    /// with the pixels around them, so the page makes one call for each stretch of detail.
    static let shortestRun = 8
    /// The longest run one word can count.
    static let longestRun = 0x7FFF_FFFF

    /// Premultiplied RGBA `pixels` as `FrameEncoding.runs`: runs of at least `shortestRun` equal
    /// pixels as a count with the top bit set and the pixel, everything between as a count and
    /// its pixels.
    static func runs(of pixels: UnsafeRawBufferPointer) -> ByteBuffer {
        let count = pixels.count / 4
        // At worst every pixel once, and per run of `shortestRun` pixels a word and its pixel.
        var out = ByteBufferAllocator().buffer(capacity: 4 * count + 8 * (count / shortestRun + 1) + 8)
        @inline(__always) func pixel(_ i: Int) -> UInt32 { pixels.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self) }
        func literal(_ start: Int, _ end: Int) {
            var first = start
            while first < end {
                let n = min(end - first, longestRun)
                out.writeInteger(UInt32(n), endianness: .little)
                out.writeBytes(UnsafeRawBufferPointer(rebasing: pixels[4 * first..<4 * (first + n)]))
                first += n
            }
        }
        var literalStart = 0, i = 0
        while i < count {
            let value = pixel(i)
            var end = i + 1
            while end < count, pixel(end) == value { end += 1 }
            if end - i >= shortestRun {
                literal(literalStart, i)
                var left = end - i
                while left > 0 {
                    let n = min(left, longestRun)
                    out.writeInteger(UInt32(n) | 0x8000_0000, endianness: .little)
                    out.writeInteger(value, endianness: .host)
                    left -= n
                }
                literalStart = end
            }
            i = end
        }
        literal(literalStart, count)
        return out
    }

    /// Why zlib could not compress a frame's bytes.
    struct DeflateError: Error, CustomStringConvertible {
        var code: Int32
        var description: String { "zlib could not deflate a frame's pixels (error \(code))" }
    }

    /// `data` as raw deflate (no zlib header or checksum), at zlib's fastest level.
    static func deflated(_ data: UnsafeRawBufferPointer) throws -> ByteBuffer {
        var stream = z_stream()
        var status = deflateInit2_(&stream, Z_BEST_SPEED, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                                   Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw DeflateError(code: status) }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(data.count)))
        var buffer = ByteBufferAllocator().buffer(capacity: bound)
        let written = try buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: bound) { output in
            stream.next_in = UnsafeMutablePointer(mutating: data.bindMemory(to: Bytef.self).baseAddress)
            stream.avail_in = uInt(data.count)
            stream.next_out = output.bindMemory(to: Bytef.self).baseAddress
            stream.avail_out = uInt(output.count)
            status = deflate(&stream, Z_FINISH)
            guard status == Z_STREAM_END else { throw DeflateError(code: status) }
            return output.count - Int(stream.avail_out)
        }
        precondition(written == buffer.readableBytes)
        return buffer
    }

    /// `image` as a PNG file for download, compressed off the main actor.
    @concurrent static func png(of image: CGImage) async throws -> Data {
        try image.pngData(favoringSpeed: false)
    }
}
