// The backdrop's raster stages against OpenCV and Pillow on the same pixels: the blur at σ 45 px,
// then the saturation and tint stages, each also as a multiple of a memcpy of the same bytes.
import Foundation
@_spi(QuartzCore) import CoreGraphics

/// The peers, run on the pixels in `argv[1]` (`argv[2]` × `argv[3]` RGBA), box width `argv[4]`, σ `argv[5]`.
///
/// Prints JSON: the median seconds of `cv2.blur` applied three times (edges replicated, as ours
/// extends them) and of Pillow's `GaussianBlur`, null for a missing module, with its reason; writes
/// OpenCV's result to `argv[6]` so the two blurs can be compared.
let blurPeerScript = #"""
import os
os.environ["OPENBLAS_NUM_THREADS"] = "1"  # numpy's BLAS threads would otherwise spin beside the one-thread peers
import json, sys, time, statistics
path, width, height, size, sigma, output = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5]), sys.argv[6]
result = {"cv2": None, "pillow": None, "missing": []}
def median(body, runs):
    samples = []
    for run in range(runs + 1):
        start = time.perf_counter_ns()
        body()
        if run > 0: samples.append(time.perf_counter_ns() - start)
    return statistics.median(samples) / 1e9
raw = open(path, "rb").read()
runs = 9 if width * height > 1_000_000 else 41
try:
    import numpy, cv2
    cv2.setNumThreads(1)
    pixels = numpy.frombuffer(raw, dtype=numpy.uint8).reshape(height, width, 4)
    def three_boxes():
        out = pixels
        for _ in range(3):
            out = cv2.blur(out, (size, size), borderType=cv2.BORDER_REPLICATE)
        return out
    result["cv2"] = median(three_boxes, runs)
    open(output, "wb").write(three_boxes().tobytes())
except ImportError as error:
    result["missing"].append("OpenCV (pip install opencv-python-headless): %s" % error)
try:
    from PIL import Image, ImageFilter
    image = Image.frombytes("RGBA", (width, height), raw)
    result["pillow"] = median(lambda: image.filter(ImageFilter.GaussianBlur(sigma)), max(3, runs // 3))
except ImportError as error:
    result["missing"].append("Pillow (pip install Pillow): %s" % error)
print(json.dumps(result))
"""#

/// OpenCV's and Pillow's times on the pixels, and OpenCV's result; nil (with a note) when Python cannot run the script.
func runBlurPeers(_ pixels: [UInt32], width: Int, height: Int, size: Int, sigma: Double)
    -> (cv2: Double?, pillow: Double?, cv2Pixels: [UInt32]?)? {
    struct Result: Decodable { var cv2: Double?; var pillow: Double?; var missing: [String] }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-blur-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("blur_peer.py"), input = directory.appendingPathComponent("pixels.raw")
    let output = directory.appendingPathComponent("cv2.raw")
    do {
        try blurPeerScript.write(to: script, atomically: true, encoding: .utf8)
        try pixels.withUnsafeBytes { Data($0) }.write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, input.path, "\(width)", "\(height)", "\(size)", "\(sigma)", output.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let bytes = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileReadUnknown) }
        let result = try JSONDecoder().decode(Result.self, from: bytes)
        for note in result.missing { print("  peer unavailable: \(note)") }
        let cv2Pixels = (try? Data(contentsOf: output)).map { data in
            data.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        }
        return (result.cv2, result.pillow, cv2Pixels)
    } catch {
        print("  peers unavailable: they need python3 with `pip install opencv-python-headless Pillow` (\(error))")
        return nil
    }
}

/// Premultiplied noise, the same on every run: each channel at most the pixel's alpha.
func blurBenchmarkPixels(width: Int, height: Int) -> [UInt32] {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    return (0..<width * height).map { _ in
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        let a = UInt32(truncatingIfNeeded: state >> 56), bits = UInt32(truncatingIfNeeded: state)
        return (bits & 0xFF) * a / 255 | ((bits >> 8 & 0xFF) * a / 255) << 8 | ((bits >> 16 & 0xFF) * a / 255) << 16 | a << 24
    }
}

@MainActor
func benchmarkBlur() {
    let sigma = 45.0, size = CGGaussianBlur.boxWidth(sigma: sigma)
    for (width, height, name) in [(1179, 2556, "iPhone 15 Pro screen"), (1179, 162, "status-bar strip")] {
        let original = blurBenchmarkPixels(width: width, height: height)
        let runs = width * height > 1_000_000 ? 21 : 101
        var blur = CGGaussianBlur()
        // One blur of the original pixels, to compare with OpenCV's; the timed blurs then blur it again and again.
        var pixels = original, copy = original
        pixels.withUnsafeMutableBufferPointer { buffer in
            blur.blur(CGPixelBitmap(pixels: buffer.baseAddress!, width: width, height: height, rowPixels: width), sigma: sigma)
        }
        let blurredOnce = pixels
        let ours = median(runs: runs) {
            pixels.withUnsafeMutableBufferPointer { buffer in
                blur.blur(CGPixelBitmap(pixels: buffer.baseAddress!, width: width, height: height, rowPixels: width), sigma: sigma)
            }
        }
        // A live backdrop at this σ blurs on cells of 4 × 4 pixels, and saturates and tints the cells.
        let plan = CGBackdropBlur(sigma: sigma)
        let onCells = median(runs: runs) {
            copy.withUnsafeMutableBufferPointer { destination in
                original.withUnsafeBufferPointer { source in
                    let from = CGPixelBitmap(pixels: UnsafeMutablePointer(mutating: source.baseAddress!), width: width, height: height,
                                             rowPixels: width)
                    blur.blur(CGPixelBitmap(pixels: destination.baseAddress!, width: width, height: height, rowPixels: width),
                              plan: plan, rows: 0..<height, from: from) { cells in
                        CGPixelStages.saturate(cells, by: 1.8)
                        CGPixelStages.tint(cells, with: CGColor(gray: 1, alpha: 0.3))
                    }
                }
            }
        }
        let memcpyTime = median(runs: runs) {
            copy.withUnsafeMutableBufferPointer { destination in
                original.withUnsafeBufferPointer { source in _ = memcpy(destination.baseAddress!, source.baseAddress!, 4 * width * height) }
            }
        }
        let saturate = median(runs: runs) {
            copy.withUnsafeMutableBufferPointer { buffer in
                CGPixelStages.saturate(CGPixelBitmap(pixels: buffer.baseAddress!, width: width, height: height, rowPixels: width), by: 1.8)
            }
        }
        let white = CGColor(gray: 1, alpha: 0.3)
        let tint = median(runs: runs) {
            copy.withUnsafeMutableBufferPointer { buffer in
                CGPixelStages.tint(CGPixelBitmap(pixels: buffer.baseAddress!, width: width, height: height, rowPixels: width), with: white)
            }
        }
        // The shadows' plane blur (values outside count as zero) on the four channels split into planes: the blur before issue 11.
        var planes = [UInt8](repeating: 0, count: width * height)
        let splitPlanes = median(runs: max(5, runs / 4)) {
            planes.withUnsafeMutableBufferPointer { plane in
                for channel in 0..<4 {
                    for i in 0..<width * height { plane[i] = UInt8(truncatingIfNeeded: original[i] >> (8 * UInt32(channel))) }
                    blur.blurPlane(plane.baseAddress!, width: width, height: height, size: size, passes: 3)
                }
            }
        }
        print("Backdrop blur, σ \(Int(sigma)) px (three boxes \(size) px wide), \(name) \(width) × \(height) RGBA: \(format(ours))")
        print(String(format: "  memcpy of the same bytes: %@; the blur is %.1f× memcpy", format(memcpyTime), ours / memcpyTime))
        print(String(format: "  saturation (1.8): %@ = %.1f× memcpy; tint (white, alpha 0.3): %@ = %.1f× memcpy",
                     format(saturate), saturate / memcpyTime, format(tint), tint / memcpyTime))
        print(String(format: "  as a live backdrop does, on cells of %d × %d pixels, saturated and tinted there: %@ = %.1f× memcpy",
                     plan.factor, plan.factor, format(onCells), onCells / memcpyTime))
        guard let peers = runBlurPeers(original, width: width, height: height, size: size, sigma: sigma) else { continue }
        print(String(format: "  before, the shadows' plane blur on the four split planes: %@ = %.1f× memcpy", format(splitPlanes), splitPlanes / memcpyTime)
              + (peers.cv2.map { String(format: ", %.2f× cv2", splitPlanes / $0) } ?? ""))
        if let cv2 = peers.cv2 {
            let difference = peers.cv2Pixels.map { largestLevelDifference(blurredOnce, $0) } ?? -1
            print(String(format: "  peer cv2.blur × 3 (BORDER_REPLICATE, one thread): %@ = %.1f× memcpy; largest difference %d level(s)",
                         format(cv2), cv2 / memcpyTime, difference))
        }
        if let pillow = peers.pillow {
            print(String(format: "  peer Pillow GaussianBlur(%g): %@ = %.1f× memcpy", sigma, format(pillow), pillow / memcpyTime))
        }
        print(String(format: "  ratio ours / cv2: %@; ours / Pillow: %@",
                     peers.cv2.map { String(format: "%.2f×", ours / $0) } ?? "n/a",
                     peers.pillow.map { String(format: "%.2f×", ours / $0) } ?? "n/a"))
    }
}

/// The largest difference in any channel between two bitmaps of the same size.
func largestLevelDifference(_ ours: [UInt32], _ theirs: [UInt32]) -> Int {
    precondition(ours.count == theirs.count, "the peer's bitmap has \(theirs.count) pixels, not \(ours.count)")
    var worst = 0
    for (a, b) in zip(ours, theirs) {
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            worst = max(worst, abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)))
        }
    }
    return worst
}
