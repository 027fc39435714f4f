import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import CoreGraphics

/// Builds PNG files byte by byte, so that a test can claim any size and compress any amount of data.
enum CraftedPNG {
    /// PNG color type 0: one 8-bit gray sample per pixel.
    static let gray: UInt8 = 0
    /// PNG color type 6: 8-bit RGBA.
    static let rgba: UInt8 = 6

    /// A PNG with an IHDR claiming `width` × `height` 8-bit pixels of `colorType`, one IDAT
    /// holding `idat`, and an IEND.
    static func file(width: UInt32, height: UInt32, colorType: UInt8 = gray, idat: [UInt8]) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = bigEndian(width) + bigEndian(height)
        header += [8, colorType, 0, 0, 0]
        data += chunk("IHDR", header)
        data += chunk("IDAT", idat)
        data += chunk("IEND", [])
        return data
    }

    /// A zlib stream that inflates to `count` zero bytes: one literal, then copies of 258 bytes
    /// at distance 1, 13 bits each in deflate's fixed Huffman code (about 2,500:1).
    static func zlibZeros(count: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1)  // BFINAL
        bits.write(1, count: 2)  // BTYPE 01: fixed Huffman
        bits.writeCode(0x30, length: 8)  // literal 0
        var left = count - 1
        while left >= 258 {
            bits.writeCode(0xC5, length: 8)  // length symbol 285: 258 bytes
            bits.writeCode(0, length: 5)  // distance symbol 0: distance 1
            left -= 258
        }
        for _ in 0..<left { bits.writeCode(0x30, length: 8) }
        bits.writeCode(0, length: 7)  // end of block
        let adler = UInt32(count % 65521) << 16 | 1
        return [0x78, 0x01] + bits.bytes + bigEndian(adler)
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// Packs bits least significant first, as deflate does.
    struct BitWriter {
        var bytes: [UInt8] = []
        private var used = 8

        mutating func write(_ value: UInt32, count: Int) {
            for i in 0..<count {
                if used == 8 { bytes.append(0); used = 0 }
                if value >> i & 1 == 1 { bytes[bytes.count - 1] |= 1 << used }
                used += 1
            }
        }

        /// Writes a Huffman code, whose bits deflate stores most significant first.
        mutating func writeCode(_ code: UInt32, length: Int) {
            for i in stride(from: length - 1, through: 0, by: -1) { write(code >> i & 1, count: 1) }
        }
    }
}

@Suite struct CGImagePNGLimitsTests {
    @Test func theCraftedEncoderMakesAPNGThatDecodes() throws {
        // 4 × 3 gray: each row is a filter byte and 4 samples, all zero (opaque black).
        let png = CraftedPNG.file(width: 4, height: 3, idat: CraftedPNG.zlibZeros(count: 3 * 5))
        let image = try CGImage(pngData: png)
        #expect(image.width == 4 && image.height == 3)
        #expect(Array(image.premultipliedRGBA.prefix(4)) == [0, 0, 0, 255])
    }

    @Test func aHeaderClaimingHugeDimensionsIsRefusedBeforeDecoding() {
        let png = CraftedPNG.file(width: 100_000, height: 100_000, idat: CraftedPNG.zlibZeros(count: 16))
        #expect(png.count < 100)
        #expect(throws: CGImagePNGError.dimensionsOverLimit(width: 100_000, height: 100_000,
                                                             limit: CGImage.maximumDecodedDimension)) {
            try CGImage(pngData: png)
        }
    }

    @Test func theErrorNamesTheLimitAndTheClaimedSize() {
        let error = CGImagePNGError.dimensionsOverLimit(width: 100_000, height: 7, limit: 16_384)
        #expect(error.description == "PNG decoding refused: the image claims 100000 × 7 pixels; the limit is 16384 pixels on a side")
        let bytes = CGImagePNGError.decodedSizeOverLimit(width: 16_000, height: 16_000, bytes: 1_024_000_000, limit: 268_435_456)
        #expect(bytes.description == "PNG decoding refused: the image claims 16000 × 16000 pixels, 1024000000 bytes decoded; the limit is 268435456 bytes")
    }

    @Test func aTinyIDATClaimingMoreDecodedBytesThanTheLimitIsRefused() {
        // Each side is within the limit, but 16000 × 16000 RGBA would need about 1 GB.
        let png = CraftedPNG.file(width: 16_000, height: 16_000, colorType: CraftedPNG.rgba,
                                  idat: CraftedPNG.zlibZeros(count: 4_000_000))
        #expect(png.count < 40_000)
        #expect(throws: CGImagePNGError.decodedSizeOverLimit(width: 16_000, height: 16_000, bytes: 1_024_000_000,
                                                              limit: CGImage.maximumDecodedByteCount)) {
            try CGImage(pngData: png)
        }
    }

    @Test func anIDATThatInflatesFarBeyondTheHeaderDecodesOnlyTheClaimedPixels() throws {
        // 2 × 2 gray needs 6 bytes; the stream holds 16 MB. libpng stops inflating when the image is full.
        let png = CraftedPNG.file(width: 2, height: 2, idat: CraftedPNG.zlibZeros(count: 16_000_000))
        let image = try CGImage(pngData: png)
        #expect(image.width == 2 && image.height == 2)
        #expect(image.premultipliedRGBA.count == 16)
    }

    @Test func theLimitsFitTheLargestModelledScreenManyTimesOver() {
        // iPhone 15 Pro: 1179 × 2556 pixels.
        #expect(CGImage.maximumDecodedDimension >= 2556 * 4)
        #expect(CGImage.maximumDecodedByteCount >= 1179 * 2556 * 4 * 16)
    }

    @Test func applesInitializerReturnsNilForEveryRefusedOrBrokenInput() throws {
        let huge = CraftedPNG.file(width: 100_000, height: 100_000, idat: CraftedPNG.zlibZeros(count: 16))
        let bomb = CraftedPNG.file(width: 16_000, height: 16_000, colorType: CraftedPNG.rgba,
                                   idat: CraftedPNG.zlibZeros(count: 100_000))
        let valid = CraftedPNG.file(width: 4, height: 3, idat: CraftedPNG.zlibZeros(count: 15))
        let truncated = valid.prefix(valid.count - 20)
        var generator = SplitMix64(seed: 7)
        let random = Data((0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        for input in [huge, bomb, Data(truncated), random, Data()] {
            let image = CGImage(pngDataProviderSource: CGDataProvider(data: input as CFData)!, decode: nil,
                                shouldInterpolate: false, intent: .defaultIntent)
            #expect(image == nil)
        }
        #expect(CGImage(pngDataProviderSource: CGDataProvider(data: valid as CFData)!, decode: nil, shouldInterpolate: false,
                        intent: .defaultIntent) != nil)
    }

    @Test func randomMutationsOfAValidPNGNeverCrash() throws {
        let valid = try CGImage(width: 8, height: 8, premultipliedRGBA: Data(repeating: 200, count: 8 * 8 * 4)).pngData()
        var generator = SplitMix64(seed: 42)
        var decoded = 0
        for _ in 0..<500 {
            var bytes = [UInt8](valid)
            for _ in 0..<(1 + Int(generator.next() % 8)) {
                let index = Int(generator.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            if (try? CGImage(pngData: Data(bytes))) != nil { decoded += 1 }
        }
        // Most mutations break a CRC; the ones that decode are within the limits by construction.
        #expect(decoded < 500)
    }
}

/// A small deterministic random number generator, so a failure can be replayed.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
