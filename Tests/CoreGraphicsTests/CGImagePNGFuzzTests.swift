import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import CoreGraphics

/// The PNG decoder fuzzed with random mutations of valid PNGs, for a bounded time.
///
/// Runs only when `PNG_FUZZ_SECONDS` is set (`scripts/fuzz-png.sh` sets it). `PNG_FUZZ_SEED`
/// makes a run repeatable; `PNG_FUZZ_INPUT_FILE` names a file that holds the input being
/// decoded, so that a crash leaves it behind. Prints one summary line: inputs tried, how they
/// ended, and the process's peak memory.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["PNG_FUZZ_SECONDS"] != nil))
struct CGImagePNGFuzzTests {
    @Test func randomMutationsOfValidPNGsDecodeOrFailWithinTheLimits() throws {
        let environment = ProcessInfo.processInfo.environment
        let seconds = Double(environment["PNG_FUZZ_SECONDS"] ?? "") ?? 10
        let seed = UInt64(environment["PNG_FUZZ_SEED"] ?? "") ?? 1
        let inputFile = environment["PNG_FUZZ_INPUT_FILE"].map { URL(fileURLWithPath: $0) }
        var generator = SplitMix64(seed: seed)
        let corpus = try Self.corpus()
        var tried = 0, decoded = 0, refused = 0, failed = 0
        let clock = ContinuousClock()
        let end = clock.now + .milliseconds(Int(seconds * 1000))
        while clock.now < end {
            for _ in 0..<64 {
                let input = Self.mutate(corpus[Int(generator.next() % UInt64(corpus.count))], &generator)
                if let inputFile { try input.write(to: inputFile) }
                tried += 1
                do {
                    let image = try CGImage(pngData: input)
                    decoded += 1
                    #expect(image.width <= CGImage.maximumDecodedDimension && image.height <= CGImage.maximumDecodedDimension)
                    #expect(image.premultipliedRGBA.count <= CGImage.maximumDecodedByteCount)
                } catch CGImagePNGError.dimensionsOverLimit, CGImagePNGError.decodedSizeOverLimit {
                    refused += 1
                } catch {
                    failed += 1
                }
            }
        }
        print("png-fuzz: seed \(seed), \(tried) inputs in \(seconds) s: \(decoded) decoded, \(refused) refused by the limits, \(failed) failed to decode, 0 crashes; peak RSS \(Self.peakResidentMegabytes()) MB")
        #expect(tried > 0)
    }

    /// Valid PNGs of several color types and sizes, each a starting point for mutations.
    static func corpus() throws -> [[UInt8]] {
        var gradient = Data(count: 16 * 8 * 4)
        for i in 0..<(16 * 8) {
            let alpha = UInt8(i * 2 & 0xFF)
            gradient[i * 4] = min(UInt8(i), alpha)
            gradient[i * 4 + 1] = min(UInt8(i / 2), alpha)
            gradient[i * 4 + 3] = alpha
        }
        let translucent = try CGImage(width: 16, height: 8, premultipliedRGBA: gradient).pngData()
        var opaquePixels = Data(count: 9 * 5 * 4)
        for i in 0..<opaquePixels.count { opaquePixels[i] = i % 4 == 3 ? 255 : UInt8(i & 0x7F) }
        let opaque = try CGImage(width: 9, height: 5, premultipliedRGBA: opaquePixels).pngData()
        let gray = CraftedPNG.file(width: 64, height: 64, idat: CraftedPNG.zlibZeros(count: 64 * 65))
        return [[UInt8](translucent), [UInt8](opaque), [UInt8](gray)]
    }

    /// One to eight random edits of `png`: overwritten, inserted or removed bytes, a header
    /// dimension set to a random value, or a truncation; then, half of the time, every chunk's
    /// CRC made right again so that libpng looks past it.
    static func mutate(_ png: [UInt8], _ generator: inout SplitMix64) -> Data {
        var bytes = png
        for _ in 0..<(1 + Int(generator.next() % 8)) where !bytes.isEmpty {
            let index = Int(generator.next() % UInt64(bytes.count))
            switch generator.next() % 6 {
            case 0, 1: bytes[index] = UInt8(truncatingIfNeeded: generator.next())
            case 2: bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: index)
            case 3: bytes.remove(at: index)
            case 4:
                // IHDR's width or height, at offsets 16 and 20.
                let offset = generator.next() % 2 == 0 ? 16 : 20
                guard bytes.count >= offset + 4 else { break }
                let value = UInt32(truncatingIfNeeded: generator.next() >> UInt64(generator.next() % 32))
                for k in 0..<4 { bytes[offset + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(k))) }
            default: bytes.removeLast(min(bytes.count, 1 + Int(generator.next() % 64)))
            }
        }
        if generator.next() % 2 == 0 { fixCRCs(&bytes) }
        return Data(bytes)
    }

    /// Rewrites each complete chunk's CRC after the 8-byte signature.
    static func fixCRCs(_ bytes: inout [UInt8]) {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let end = offset + 8 + length
            guard length >= 0, end + 4 <= bytes.count else { return }
            let crc = CraftedPNG.crc32(Array(bytes[(offset + 4)..<end]))
            for k in 0..<4 { bytes[end + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(k))) }
            offset = end + 4
        }
    }

    /// The process's peak resident memory in MB, from Linux's `/proc/self/status` (VmHWM).
    static func peakResidentMegabytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return -1 }
        return kilobytes / 1024
    }
}
