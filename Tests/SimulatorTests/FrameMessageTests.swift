import Foundation
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import CoreGraphics
import NIOCore
import Testing
@testable import Simulator

@Suite("The binary frame format")
struct FrameMessageTests {
    private func png(_ bytes: [UInt8]) -> ByteBuffer { ByteBuffer(bytes: bytes) }

    @Test("A frame survives encoding and decoding unchanged")
    func roundTrip() throws {
        let frame = FrameMessage(frameNumber: 0xDEAD_BEEF, lastAppliedSequence: 42, width: 1179, height: 2556, rectangles: [
            .init(rect: PixelRect(x: 0, y: 0, width: 1179, height: 162), png: png([1, 2, 3])),
            .init(rect: PixelRect(x: 100, y: 2000, width: 79, height: 556), png: png(Array(repeating: 7, count: 70_000))),
        ])
        let decoded = try FrameMessage(decoding: frame.encoded)
        #expect(decoded == frame)
    }

    @Test("The header is little-endian in the order the protocol gives")
    func headerLayout() {
        let frame = FrameMessage(frameNumber: 1, lastAppliedSequence: 0x0102_0304, width: 640, height: 960, rectangles: [
            .init(rect: PixelRect(x: 3, y: 4, width: 5, height: 6), png: png([0xAA, 0xBB])),
        ])
        let bytes = Array(frame.encoded.readableBytesView)
        #expect(bytes == Array("OUKF".utf8) + [1, 0, 0, 0] + [4, 3, 2, 1] + [0x80, 2] + [0xC0, 3] + [1, 0]
            + [3, 0, 4, 0, 5, 0, 6, 0] + [2, 0, 0, 0] + [0xAA, 0xBB])
    }

    @Test("Each page's header carries its own sequence number over the shared rectangles")
    func perPageSequence() throws {
        let frame = FrameMessage(frameNumber: 9, lastAppliedSequence: 0, width: 10, height: 10, rectangles: [
            .init(rect: PixelRect(x: 0, y: 0, width: 10, height: 10), png: png([9])),
        ])
        var page = frame
        page.lastAppliedSequence = 77
        let decoded = try FrameMessage(decoding: page.encoded(body: frame.body))
        #expect(decoded.lastAppliedSequence == 77)
        #expect(decoded.rectangles == frame.rectangles)
    }

    @Test("Truncated bytes, a wrong magic, rectangles off the screen and trailing bytes are refused")
    func decodingRefusals() {
        let frame = FrameMessage(frameNumber: 1, lastAppliedSequence: 0, width: 10, height: 10, rectangles: [
            .init(rect: PixelRect(x: 0, y: 0, width: 10, height: 10), png: png([1, 2, 3, 4])),
        ])
        let bytes = Array(frame.encoded.readableBytesView)
        #expect(throws: FrameMessage.DecodingError.tooShort) { try FrameMessage(decoding: ByteBuffer(bytes: bytes.dropLast())) }
        #expect(throws: FrameMessage.DecodingError.badMagic) { try FrameMessage(decoding: ByteBuffer(bytes: [0x58] + bytes.dropFirst())) }
        #expect(throws: FrameMessage.DecodingError.trailingBytes(1)) { try FrameMessage(decoding: ByteBuffer(bytes: bytes + [0])) }
        let outside = FrameMessage(frameNumber: 1, lastAppliedSequence: 0, width: 10, height: 10, rectangles: [
            .init(rect: PixelRect(x: 5, y: 0, width: 10, height: 10), png: png([1])),
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
}
