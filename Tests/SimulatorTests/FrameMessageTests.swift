import Foundation
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import CoreGraphics
import NIOCore
import Testing
@testable import Simulator

@Suite("The binary frame format")
struct FrameMessageTests {
    private func payload(_ bytes: [UInt8]) -> ByteBuffer { ByteBuffer(bytes: bytes) }

    @Test("A frame survives encoding and decoding unchanged")
    func roundTrip() throws {
        let frame = FrameMessage(frameNumber: 0xDEAD_BEEF, lastAppliedSequence: 42, width: 1179, height: 2556, rectangles: [
            .init(rect: PixelRect(x: 0, y: 0, width: 1179, height: 162), bytes: payload([1, 2, 3])),
            .init(rect: PixelRect(x: 100, y: 2000, width: 79, height: 556), bytes: payload(Array(repeating: 7, count: 70_000))),
        ])
        let decoded = try FrameMessage(decoding: frame.encoded)
        #expect(decoded == frame)
    }

    @Test("The header is little-endian in the order the protocol gives")
    func headerLayout() {
        let frame = FrameMessage(frameNumber: 1, lastAppliedSequence: 0x0102_0304, width: 640, height: 960, rectangles: [
            .init(rect: PixelRect(x: 3, y: 4, width: 5, height: 6), bytes: payload([0xAA, 0xBB])),
        ])
        let bytes = Array(frame.encoded.readableBytesView)
        #expect(bytes == Array("OUKF".utf8) + [1, 0, 0, 0] + [4, 3, 2, 1] + [0x80, 2] + [0xC0, 3] + [1, 0]
            + [3, 0, 4, 0, 5, 0, 6, 0] + [2, 0, 0, 0] + [0xAA, 0xBB])
    }

    @Test("Each page's header carries its own sequence number over the shared rectangles")
    func perPageSequence() throws {
        let frame = FrameMessage(frameNumber: 9, lastAppliedSequence: 0, width: 10, height: 10, rectangles: [
            .init(rect: PixelRect(x: 0, y: 0, width: 10, height: 10), bytes: payload([9])),
        ])
        var page = frame
        page.lastAppliedSequence = 77
        // As the server sends it: the page's own header, then the body every page shares.
        var message = page.header
        message.writeImmutableBuffer(frame.body)
        let decoded = try FrameMessage(decoding: message)
        #expect(decoded.lastAppliedSequence == 77)
        #expect(decoded.rectangles == frame.rectangles)
    }

    @Test("Truncated bytes, a wrong magic, rectangles off the screen and trailing bytes are refused")
    func decodingRefusals() {
        let frame = FrameMessage(frameNumber: 1, lastAppliedSequence: 0, width: 10, height: 10, rectangles: [
            .init(rect: PixelRect(x: 0, y: 0, width: 10, height: 10), bytes: payload([1, 2, 3, 4])),
        ])
        let bytes = Array(frame.encoded.readableBytesView)
        #expect(throws: FrameMessage.DecodingError.tooShort) { try FrameMessage(decoding: ByteBuffer(bytes: bytes.dropLast())) }
        #expect(throws: FrameMessage.DecodingError.badMagic) { try FrameMessage(decoding: ByteBuffer(bytes: [0x58] + bytes.dropFirst())) }
        #expect(throws: FrameMessage.DecodingError.trailingBytes(1)) { try FrameMessage(decoding: ByteBuffer(bytes: bytes + [0])) }
        let outside = FrameMessage(frameNumber: 1, lastAppliedSequence: 0, width: 10, height: 10, rectangles: [
            .init(rect: PixelRect(x: 5, y: 0, width: 10, height: 10), bytes: payload([1])),
        ])
        #expect(throws: FrameMessage.DecodingError.rectangleOutsideScreen(PixelRect(x: 5, y: 0, width: 10, height: 10))) {
            try FrameMessage(decoding: outside.encoded)
        }
    }
}

@Suite("Compressing frames")
struct FrameEncoderTests {
    @Test("Large rectangles are cut into bands that tile them exactly; small ones stay whole")
    func bands() {
        let big = PixelRect(x: 10, y: 20, width: 1179, height: 2556)
        let bands = FrameEncoder.bands(of: big)
        #expect(bands.reduce(0) { $0 + $1.area } == big.area)
        #expect(bands.dropFirst().reduce(bands[0]) { $0.union($1) } == big)
        #expect(zip(bands, bands.dropFirst()).allSatisfy { $0.maxY == $1.y })
        let small = PixelRect(x: 0, y: 0, width: 100, height: 100)
        #expect(FrameEncoder.bands(of: small) == [small])
    }

    @Test("The fast PNG mode returns the screen's exact pixels, opaque or translucent")
    func fastPNGRoundTrip() throws {
        for alpha: UInt8 in [255, 128] {
            var pixels = Data(count: 64 * 48 * 4)
            for i in stride(from: 0, to: pixels.count, by: 4) {
                let a = Int(alpha)
                pixels[i] = UInt8((i / 4 % 64) * 4 * a / 255)
                pixels[i + 1] = UInt8((i / 4 / 64) * 5 * a / 255)
                pixels[i + 2] = UInt8(90 * a / 255)
                pixels[i + 3] = alpha
            }
            let image = CGImage(width: 64, height: 48, premultipliedRGBA: pixels)
            for speed in [true, false] {
                let decoded = try CGImage(pngData: try image.pngData(favoringSpeed: speed))
                #expect(decoded.premultipliedRGBA == pixels, "alpha \(alpha), favoringSpeed \(speed)")
            }
        }
    }

    @Test("Each encoding has its own magic, and a frame in any of them decodes as that encoding", arguments: FrameEncoding.allCases)
    func encodingMagic(_ encoding: FrameEncoding) throws {
        let frame = FrameMessage(encoding: encoding, frameNumber: 3, lastAppliedSequence: 1, width: 4, height: 4, rectangles: [
            .init(rect: PixelRect(x: 1, y: 1, width: 2, height: 1), bytes: ByteBuffer(bytes: [1, 2, 3, 255, 4, 5, 6, 255])),
        ])
        let encoded = Array(frame.encoded.readableBytesView)
        #expect(String(decoding: encoded.prefix(4), as: UTF8.self) == ["png": "OUKF", "raw": "OUKR", "deflate": "OUKD", "runs": "OUKL"][encoding.rawValue])
        #expect(try FrameMessage(decoding: frame.encoded) == frame)
    }

    @Test("A raw rectangle must hold exactly four bytes a pixel")
    func rawSize() {
        let frame = FrameMessage(encoding: .raw, frameNumber: 1, lastAppliedSequence: 0, width: 10, height: 10, rectangles: [
            .init(rect: PixelRect(x: 0, y: 0, width: 2, height: 2), bytes: ByteBuffer(bytes: Array(repeating: 9, count: 15))),
        ])
        #expect(throws: FrameMessage.DecodingError.rawSizeMismatch(PixelRect(x: 0, y: 0, width: 2, height: 2), bytes: 15)) {
            try FrameMessage(decoding: frame.encoded)
        }
    }

    @Test("A page names its encoding; no name means PNG, and an unknown name none", arguments: [
        (nil, FrameEncoding.png), ("png", .png), ("raw", .raw), ("deflate", .deflate), ("runs", .runs), ("lz4", nil), ("RAW", nil), ("", nil),
    ] as [(String?, FrameEncoding?)])
    func encodingNames(_ name: String?, _ expected: FrameEncoding?) {
        #expect(FrameEncoding(query: name) == expected)
    }

    /// An opaque image whose pixels differ, so that compression and copying show.
    private func image(width: Int, height: Int) -> CGImage {
        var data = Data(count: width * height * 4)
        for i in 0..<width * height {
            data[4 * i] = UInt8(i % 251)
            data[4 * i + 1] = UInt8(i / width % 256)
            data[4 * i + 2] = UInt8(i % 7 * 30)
            data[4 * i + 3] = 255
        }
        return CGImage(width: width, height: height, premultipliedRGBA: data)
    }

    @Test("Deflated rectangles inflate back to the image's RGBA bytes, in fewer bytes")
    func deflatedBytes() throws {
        let picture = image(width: 37, height: 23)
        let deflated = try picture.premultipliedRGBA.withUnsafeBytes { try FrameEncoder.compressed($0, width: 37, height: 23, as: .deflate) }
        #expect(deflated.readableBytes < 4 * 37 * 23)
        #expect(try inflatedRaw(Data(deflated.readableBytesView), count: 4 * 37 * 23) == picture.premultipliedRGBA)
    }

    @Test("A large rectangle is copied in bands, laid out as a raw body at the device's size and as pixels alone at a smaller one")
    func copiedParts() throws {
        let width = 1179, height = 400
        let screen = image(width: width, height: height).premultipliedRGBA
        let copy = { (source: PixelRect, destination: UnsafeMutableRawBufferPointer) in
            #expect(destination.count == 4 * source.area)
            screen.withUnsafeBytes { all in
                for row in 0..<source.height {
                    let from = 4 * ((source.y + row) * width + source.x)
                    UnsafeMutableRawBufferPointer(rebasing: destination[4 * row * source.width..<4 * (row + 1) * source.width])
                        .copyMemory(from: UnsafeRawBufferPointer(rebasing: all[from..<from + 4 * source.width]))
                }
            }
        }
        let whole = PixelRect(x: 0, y: 0, width: width, height: height)
        let device = FrameScale(deviceWidth: width, deviceHeight: height)
        var pool = FrameBufferPool()
        let part = FrameEncoder.Part.copying([whole], at: device, pool: &pool, from: copy)
        #expect(part.pieces.map(\.rect) == FrameEncoder.bands(of: whole))
        var message = FrameMessage.header(encoding: .raw, frameNumber: 1, lastAppliedSequence: 0, width: width, height: height,
                                          rectangleCount: part.pieces.count)
        message.writeImmutableBuffer(try #require(part.rawBody))
        let decoded = try FrameMessage(decoding: message)
        #expect(decoded.rectangles.map(\.rect) == part.pieces.map(\.rect))
        for (rectangle, piece) in zip(decoded.rectangles, part.pieces) {
            #expect(rectangle.bytes == piece.pixels)
            #expect(Data(piece.pixels.readableBytesView) == screen[4 * piece.rect.y * width..<4 * piece.rect.maxY * width])
        }
        let shown = FrameScale(deviceWidth: width, deviceHeight: height, width: 393, height: 133)
        let small = FrameEncoder.Part.copying([PixelRect(x: 10, y: 20, width: 30, height: 40)], at: shown, pool: &pool, from: copy)
        #expect(small.rawBody == nil)
        let source = try #require(small.pieces.first).source
        #expect(source == shown.source(of: PixelRect(x: 10, y: 20, width: 30, height: 40)))
        #expect(small.pieces[0].pixels.readableBytes == 4 * source.area)
    }

    @Test("Runs read back to the pixels: long runs as one pixel, short ones and detail as they are, runs across rows")
    func runsRoundTrip() throws {
        let white: [UInt8] = [255, 255, 255, 255], grey: [UInt8] = [198, 198, 200, 255]
        // A row of 20: 9 white (a run), 3 grey (too short), 8 white that run on into the next row.
        let first = Array(repeating: white, count: 9) + Array(repeating: grey, count: 3) + Array(repeating: white, count: 8)
        let second = Array(repeating: white, count: 4) + (0..<16).map { [UInt8($0 * 9), 7, 200, 255] }
        let pixels = (first + second).flatMap { $0 }
        let encoded = pixels.withUnsafeBytes { FrameEncoder.runs(of: $0) }
        #expect(expandRuns(encoded) == pixels)
        var words = encoded
        #expect(words.readInteger(endianness: .little, as: UInt32.self) == UInt32(0x8000_0009))
        #expect(words.readBytes(length: 4) == white)
        #expect(words.readInteger(endianness: .little, as: UInt32.self) == 3)
        #expect(words.readBytes(length: 12) == grey + grey + grey)
        #expect(words.readInteger(endianness: .little, as: UInt32.self) == UInt32(0x8000_000C))
        #expect(words.readBytes(length: 4) == white)
        #expect(words.readInteger(endianness: .little, as: UInt32.self) == 16)
        // All one colour: one run; no two alike: one stretch of pixels; nothing: no bytes.
        let plain = Array(repeating: grey, count: 1000).flatMap { $0 }
        #expect(plain.withUnsafeBytes { FrameEncoder.runs(of: $0) }.readableBytes == 8)
        let busy: [UInt8] = (0..<300).flatMap { [UInt8($0 % 256), UInt8($0 / 256), 1, 255] }
        #expect(busy.withUnsafeBytes { FrameEncoder.runs(of: $0) }.readableBytes == 4 + busy.count)
        #expect([UInt8]().withUnsafeBytes { FrameEncoder.runs(of: $0) }.readableBytes == 0)
        let picture = image(width: 1179, height: 8).premultipliedRGBA
        #expect(try #require(picture.withUnsafeBytes { expandRuns(FrameEncoder.runs(of: $0)) }) == Array(picture))
        // The drawer's screen on an iPhone 15 Pro: under a twentieth of its 12 MB.
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("GalleryTests/Golden/hidden-drawer-open-iphone-15-pro.png")
        let screen = try CGImage(pngData: Data(contentsOf: golden)).premultipliedRGBA
        let runs = screen.withUnsafeBytes { FrameEncoder.runs(of: $0) }
        #expect(runs.readableBytes < screen.count / 20, "\(runs.readableBytes) bytes of runs for \(screen.count)")
        #expect(expandRuns(runs) == Array(screen))
    }

    @Test("A frame buffer is used again once no frame holds it, and the pool keeps at most four")
    func bufferPool() {
        var pool = FrameBufferPool()
        func address(_ buffer: ByteBuffer) -> UnsafeRawPointer? { buffer.withUnsafeReadableBytes { $0.baseAddress } }
        var first: ByteBuffer? = pool.fill(byteCount: 1000) { $0.writeRepeatingByte(1, count: 1000) }
        let firstAddress = first.map(address)
        // Still held by a frame: a second buffer.
        let second = pool.fill(byteCount: 800) { $0.writeRepeatingByte(2, count: 800) }
        #expect(address(second) != firstAddress)
        #expect(first?.readableBytesView.allSatisfy { $0 == 1 } == true)
        first = nil
        // Written and let go: the same memory, emptied, with the new bytes only.
        let third = pool.fill(byteCount: 900) { $0.writeRepeatingByte(3, count: 900) }
        #expect(address(third) == firstAddress)
        #expect(third.readableBytes == 900 && third.readableBytesView.allSatisfy { $0 == 3 })
        #expect(second.readableBytesView.allSatisfy { $0 == 2 })
        // Too small for a larger frame: a new one.
        let big = pool.fill(byteCount: 5000) { $0.writeRepeatingByte(4, count: 5000) }
        #expect(big.capacity >= 5000 && pool.buffers.count == 3)
        let held = (0..<4).map { index in pool.fill(byteCount: 10) { $0.writeRepeatingByte(UInt8(index), count: 10) } }
        #expect(held.count == 4 && pool.buffers.count == FrameBufferPool.capacity)
    }

    @Test("A frame is encoded once in each encoding its pages asked for")
    func encodesEachAskedEncoding() async throws {
        let rect = PixelRect(x: 0, y: 0, width: 37, height: 23)
        let scale = FrameScale(deviceWidth: 37, deviceHeight: 23)
        let picture = image(width: 37, height: 23).premultipliedRGBA
        var pool = FrameBufferPool()
        let part = FrameEncoder.Part.copying([rect], at: scale, pool: &pool) { source, destination in
            #expect(source == rect)
            picture.withUnsafeBytes { destination.copyMemory(from: $0) }
        }
        let job = FrameEncoder.Job(frameNumber: 5, sizes: [FrameEncoder.Sized(scale: scale, damaged: part)])
        let raw = FrameEncoder.Key(encoding: .raw, scale: scale), png = FrameEncoder.Key(encoding: .png, scale: scale)
        let frames = try await FrameEncoder.encode(job, in: [raw, png])
        #expect(Set(frames.keys) == [raw, png])
        // At the device's size the raw frame's body is the buffer the pixels were copied into.
        let body = try #require(frames[raw]?.delta?.body)
        #expect(body.withUnsafeReadableBytes { $0.baseAddress } == part.rawBody?.withUnsafeReadableBytes { $0.baseAddress })
        func joined(_ encoded: FrameEncoder.Encoded?) throws -> ByteBuffer {
            var (header, body) = try #require(encoded).message(lastAppliedSequence: 8)
            header.writeBuffer(&body)
            return header
        }
        let rawFrame = try FrameMessage(decoding: try joined(frames[raw]?.delta))
        #expect(rawFrame.encoding == .raw && rawFrame.lastAppliedSequence == 8 && rawFrame.rectangles.map(\.rect) == [rect])
        #expect(Data(rawFrame.rectangles[0].bytes.readableBytesView) == image(width: 37, height: 23).premultipliedRGBA)
        #expect(frames[raw]?.full == nil)
        let pngFrame = try FrameMessage(decoding: try joined(frames[png]?.delta))
        let decoded = try CGImage(pngData: Data(pngFrame.rectangles[0].bytes.readableBytesView))
        #expect(decoded.premultipliedRGBA == image(width: 37, height: 23).premultipliedRGBA)
    }
}
