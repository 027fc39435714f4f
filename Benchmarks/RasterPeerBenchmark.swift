// CGContext's pixel primitives against skia (skia-python) on the same scene, at the iPhone 15 Pro's
// 1179 × 2556 pixels: each primitive and the whole scene is written once as JSON, drawn here with
// CGContext and in `skia_peer.py` with skia, one thread each, measurements of the two interleaved.
import Foundation
@_spi(UIKit) import CoreGraphics

/// A scene as plain data, so that both renderers draw exactly the same operations.
///
/// Coordinates are device pixels with the origin at the top-left and y down; colours are straight
/// (not premultiplied) sRGB components in 0...1.
struct RasterBenchmarkScene: Encodable {
    struct Operation: Encodable {
        /// "rect", "image", "gradient" or "glyphs".
        var op: String
        /// x, y, width, height: the filled rectangle (rect, gradient).
        var rect: [Double]? = nil
        var color: [Double]? = nil
        /// The image's premultiplied RGBA bytes, and its size (image).
        var file: String? = nil
        var imageWidth: Int? = nil
        var imageHeight: Int? = nil
        /// The image's top-left corner, at its own size (image).
        var x: Double? = nil
        var y: Double? = nil
        /// The axis and its stops, clamped beyond the ends (gradient).
        var start: [Double]? = nil
        var end: [Double]? = nil
        var colors: [[Double]]? = nil
        var locations: [Double]? = nil
        /// The font file, its size in pixels, the glyphs and their baseline origins (glyphs).
        var font: String? = nil
        var size: Double? = nil
        var glyphs: [Int]? = nil
        var positions: [[Double]]? = nil
    }

    var width: Int
    var height: Int
    var primitives: [String: [Operation]]
}

/// The primitives in the order they are measured and reported, each with what it draws.
let rasterPrimitives: [(name: String, description: String)] = [
    ("fill", "opaque rectangle over the screen, edges between pixels"),
    ("src-over", "full-screen 50% colour, source-over"),
    ("bilinear", "full-screen opaque image at (0.3, 0.6) px, bilinear"),
    ("text", "40 lines of DejaVu Sans at 51 px (17 pt at 3×), black"),
    ("gradient", "full-screen three-stop linear gradient, diagonal"),
    ("scene", "all of them as one screen"),
]

/// A photo-like opaque image: smooth colour fields with a little noise, the same on every run.
func rasterBenchmarkImage(width: Int, height: Int) -> [UInt32] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var pixels = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
        for x in 0..<width {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            let noise = Int(state >> 60) - 8
            let fx = Double(x) / Double(width), fy = Double(y) / Double(height)
            let r = Int(127.5 + 127.5 * sin(6.1 * fx + 2.3 * fy)) + noise
            let g = Int(127.5 + 127.5 * sin(3.7 * fy - 1.9 * fx + 1)) + noise
            let b = Int(127.5 + 127.5 * cos(5.3 * (fx + fy))) + noise
            func byte(_ v: Int) -> UInt32 { UInt32(max(0, min(255, v))) }
            pixels[y * width + x] = byte(r) | byte(g) << 8 | byte(b) << 16 | 0xFF00_0000
        }
    }
    return pixels
}

/// The lines of the text primitive.
let rasterBenchmarkLines = [
    "The quick brown fox jumps over the lazy dog",
    "Sphinx of black quartz, judge my vow. 0123",
    "Pack my box with five dozen liquor jugs!",
    "How vexingly quick daft zebras jump (4567)",
    "Waltz, bad nymph, for quick jigs vex. 8.90",
]

/// Builds the scene at `width` × `height`, writing the image's bytes into `directory`.
func makeRasterBenchmarkScene(width: Int, height: Int, directory: URL, font: CGFont, fontPath: String) throws -> RasterBenchmarkScene {
    typealias Operation = RasterBenchmarkScene.Operation
    let imageFile = directory.appendingPathComponent("image.rgba")
    try rasterBenchmarkImage(width: width, height: height).withUnsafeBytes { Data($0) }.write(to: imageFile)
    let w = Double(width), h = Double(height)

    let background = Operation(op: "rect", rect: [0.25, 0.75, w - 0.5, h - 1.0], color: [0.96, 0.95, 0.92, 1])
    let overlay = Operation(op: "rect", rect: [0, 0, w, h], color: [0.1, 0.2, 0.45, 0.5])
    let image = Operation(op: "image", file: imageFile.path, imageWidth: width, imageHeight: height, x: 0.3, y: 0.6)
    let gradientColors: [[Double]] = [[0.95, 0.35, 0.2, 1], [0.98, 0.85, 0.3, 1], [0.2, 0.5, 0.9, 1]]
    let gradient = Operation(op: "gradient", rect: [0, 0, w, h], start: [0, 0], end: [w, h],
                             colors: gradientColors, locations: [0, 0.4, 1])

    // 40 baselines 63 px apart (21 pt at 3×), each line starting at a different fraction of a pixel.
    let size = 51.0
    let scale = size / Double(font.unitsPerEm)
    var glyphs: [Int] = [], positions: [[Double]] = []
    for line in 0..<40 {
        var x = 48 + Double(line % 7) * 0.37
        let y = 60 + Double(line) * 63
        for scalar in rasterBenchmarkLines[line % rasterBenchmarkLines.count].unicodeScalars {
            guard let glyph = font.glyph(for: scalar), let advance = font.advance(for: glyph) else { continue }
            glyphs.append(Int(glyph))
            positions.append([x, y])
            x += Double(advance) * scale
        }
    }
    let text = Operation(op: "glyphs", color: [0, 0, 0, 1], font: fontPath, size: size, glyphs: glyphs, positions: positions)

    // The scene: a background, a gradient header, a photo between pixels, the text, and a dimming
    // overlay on the lower half, as a sheet dims what lies beneath it.
    var header = gradient
    header.rect = [0, 0, w, 540]
    header.end = [w, 540]
    var photo = image
    photo.file = directory.appendingPathComponent("photo.rgba").path
    photo.imageWidth = 1000
    photo.imageHeight = 700
    photo.x = 89.5
    photo.y = 600.25
    try rasterBenchmarkImage(width: 1000, height: 700).withUnsafeBytes { Data($0) }.write(to: URL(fileURLWithPath: photo.file!))
    var dimming = overlay
    dimming.rect = [0, h / 2, w, h / 2]
    return RasterBenchmarkScene(width: width, height: height, primitives: [
        "fill": [background],
        "src-over": [overlay],
        "bilinear": [image],
        "text": [text],
        "gradient": [gradient],
        "scene": [background, header, photo, text, dimming],
    ])
}

/// Draws the operations of one primitive into a CGContext, with every image, gradient and font made in advance.
@MainActor
final class RasterBenchmarkRenderer {
    let context: CGContext
    let height: Int
    private var primitives: [String: [(CGContext) -> Void]] = [:]
    private var fonts: [String: CGFont] = [:]

    init(scene: RasterBenchmarkScene) throws {
        context = CGContext(data: nil, width: scene.width, height: scene.height, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        height = scene.height
        for (name, operations) in scene.primitives {
            primitives[name] = try operations.map(prepare)
        }
    }

    private func colour(_ c: [Double]) -> CGColor {
        CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    private func prepare(_ op: RasterBenchmarkScene.Operation) throws -> (CGContext) -> Void {
        // The context's user space is Apple's: origin at the bottom-left, y up. `flipped` maps the
        // scene's top-left, y-down coordinates onto it.
        let height = CGFloat(height)
        func flipped(_ context: CGContext) {
            context.translateBy(x: 0, y: height)
            context.scaleBy(x: 1, y: -1)
        }
        switch op.op {
        case "rect":
            let color = colour(op.color!), r = op.rect!
            let rect = CGRect(x: r[0], y: r[1], width: r[2], height: r[3])
            return { context in
                context.saveGState()
                flipped(context)
                context.setFillColor(color)
                context.fill(rect)
                context.restoreGState()
            }
        case "image":
            let w = op.imageWidth!, h = op.imageHeight!
            let data = try Data(contentsOf: URL(fileURLWithPath: op.file!))
            let image = CGImage(width: w, height: h, premultipliedRGBA: data)
            let x = CGFloat(op.x!), y = CGFloat(op.y!)
            return { context in
                // Upright: image row 0 at the top, its top-left corner at (x, y).
                context.saveGState()
                context.translateBy(x: x, y: height - y - CGFloat(h))
                context.draw(image, in: CGRect(x: 0, y: 0, width: w, height: h))
                context.restoreGState()
            }
        case "gradient":
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: op.colors!.map(colour),
                                      locations: op.locations!.map { CGFloat($0) })!
            let r = op.rect!, start = op.start!, end = op.end!
            let rect = CGRect(x: r[0], y: r[1], width: r[2], height: r[3])
            return { context in
                context.saveGState()
                flipped(context)
                context.clip(to: rect)
                // Skia's clamp mode: the end colours continue beyond the axis.
                context.drawLinearGradient(gradient, start: CGPoint(x: start[0], y: start[1]), end: CGPoint(x: end[0], y: end[1]),
                                           options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
                context.restoreGState()
            }
        case "glyphs":
            let path = op.font!
            let font: CGFont
            if let loaded = fonts[path] {
                font = loaded
            } else {
                font = try CGFont(contentsOfFile: path)
                fonts[path] = font
            }
            let size = CGFloat(op.size!), color = colour(op.color!)
            let glyphs = op.glyphs!.map { CGGlyph($0) }
            // Text space is the default user space, y up: a baseline at y px from the top sits at height − y.
            let positions = op.positions!.map { CGPoint(x: $0[0], y: Double(height) - $0[1]) }
            return { context in
                context.saveGState()
                context.setFont(font)
                context.setFontSize(size)
                context.setFillColor(color)
                context.textMatrix = .identity
                context.showGlyphs(glyphs, at: positions)
                context.restoreGState()
            }
        default:
            throw CocoaError(.featureUnsupported)
        }
    }

    func draw(_ name: String) {
        for operation in primitives[name]! { operation(context) }
    }

    /// Draws `name` once on opaque white and returns the pixels, premultiplied RGBA.
    func pixels(of name: String) -> [UInt8] {
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: context.width, height: context.height))
        draw(name)
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        return Array(UnsafeBufferPointer(start: bytes, count: context.bytesPerRow * context.height))
    }
}

/// The skia peer: `skia_peer.py` running as a subprocess, one request and one JSON answer per line.
final class SkiaPeer {
    private let process = Process()
    private let input = Pipe(), output = Pipe()
    private var buffer = Data()
    private(set) var version = "?"

    /// Starts the peer on `sceneFile`, or returns nil (with the reason printed) when Python or skia is missing.
    init?(script: URL, sceneFile: URL) {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, sceneFile.path]
        process.standardInput = input
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            print("  peer unavailable: python3 could not run \(script.path) (\(error))")
            return nil
        }
        let first = Self.answer(readLine())
        guard let ready = first, ready["ready"] as? Bool == true else {
            print("  peer unavailable: \(first?["error"] ?? "skia_peer.py did not start")")
            return nil
        }
        version = ready["skia"] as? String ?? "?"
    }

    deinit {
        guard process.isRunning else { return }
        try? input.fileHandleForWriting.write(contentsOf: Data("quit\n".utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    private func readLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[(newline + 1)...])
                return line
            }
            let more = output.fileHandleForReading.availableData
            if more.isEmpty { return nil }
            buffer += more
        }
    }

    private static func answer(_ line: String?) -> [String: Any]? {
        guard let line, let data = line.data(using: .utf8) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private func request(_ line: String) -> [String: Any] {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
        guard let answer = Self.answer(readLine()) else { fatalError("skia_peer.py stopped answering \(line)") }
        return answer
    }

    /// The peer's two surfaces: premultiplied RGBA (CGContext's order) and BGRA (skia's N32 here).
    static let surfaces = ["rgba", "bgra"]

    /// Skia's median time of `runs` draws of `primitive` on `surface`, after one unmeasured draw.
    func time(_ primitive: String, on surface: String, runs: Int) -> Double {
        request("time \(surface) \(primitive) \(runs)")["median"] as! Double
    }

    /// Skia's pixels of `primitive` drawn once on opaque white on the RGBA surface, premultiplied RGBA.
    func pixels(of primitive: String, file: URL) -> [UInt8] {
        _ = request("draw rgba \(primitive) \(file.path)")
        return [UInt8]((try? Data(contentsOf: file)) ?? Data())
    }
}

/// How far two RGBA bitmaps of the same size are apart: the mean difference per channel, in levels,
/// and the share of pixels with a channel more than 8 levels apart.
func rasterDifference(_ ours: [UInt8], _ theirs: [UInt8]) -> (mean: Double, farShare: Double) {
    guard ours.count == theirs.count, !ours.isEmpty else { return (.nan, .nan) }
    var total = 0, far = 0
    var i = 0
    while i < ours.count {
        var worst = 0
        for c in 0..<4 {
            let d = abs(Int(ours[i + c]) - Int(theirs[i + c]))
            total += d
            worst = max(worst, d)
        }
        if worst > 8 { far += 1 }
        i += 4
    }
    return (Double(total) / Double(ours.count), Double(far) / Double(ours.count / 4))
}

@MainActor
func benchmarkRasterAgainstSkia() {
    let (width, height) = (1179, 2556)
    let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-raster-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // The peer's script sits beside this file in the source tree; OPENUIKIT_SKIA_PEER names another copy.
    let script = ProcessInfo.processInfo.environment["OPENUIKIT_SKIA_PEER"].map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("skia_peer.py")
    let scene: RasterBenchmarkScene, renderer: RasterBenchmarkRenderer
    let sceneFile = directory.appendingPathComponent("scene.json")
    do {
        let font = try CGFont(contentsOfFile: fontPath)
        scene = try makeRasterBenchmarkScene(width: width, height: height, directory: directory, font: font, fontPath: fontPath)
        try JSONEncoder().encode(scene).write(to: sceneFile)
        renderer = try RasterBenchmarkRenderer(scene: scene)
    } catch {
        print("Raster primitives against skia: could not build the scene (\(error))")
        return
    }
    print("Raster primitives against skia at \(width) × \(height) px, one thread each (medians; ratio = ours / skia):")
    guard let peer = SkiaPeer(script: script, sceneFile: sceneFile) else {
        print("  (the peer needs python3 with `pip install skia-python numpy`)")
        return
    }
    print("  skia-python \(peer.version); each round times \(rasterRuns) draws of ours, then \(rasterRuns) of skia's on an RGBA"
          + " and on a BGRA surface; \(rasterRounds) rounds; skia's figure is the faster surface's")
    // A memcpy of the screen's bytes, measured the same way: a figure of each primitive that does not depend on the peer's build.
    let bytes = 4 * width * height
    let source = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64), destination = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    defer {
        source.deallocate()
        destination.deallocate()
    }
    memset(source, 0x5A, bytes)
    memset(destination, 0, bytes)
    for (name, description) in rasterPrimitives {
        // OPENUIKIT_RASTER_PIXELS names a directory that keeps both bitmaps (raw premultiplied RGBA) for a look.
        let kept = ProcessInfo.processInfo.environment["OPENUIKIT_RASTER_PIXELS"].map { URL(fileURLWithPath: $0) }
        let ourPixels = renderer.pixels(of: name)
        let skiaPixels = peer.pixels(of: name, file: (kept ?? directory).appendingPathComponent("skia-\(name).rgba"))
        try? kept.map { try Data(ourPixels).write(to: $0.appendingPathComponent("ours-\(name).rgba")) }
        let difference = rasterDifference(ourPixels, skiaPixels)
        var ours: [Double] = [], copies: [Double] = []
        var theirs: [String: [Double]] = [:]
        for _ in 0..<rasterRounds {
            ours.append(median(runs: rasterRuns, warmup: 1) { renderer.draw(name) })
            copies.append(median(runs: rasterRuns, warmup: 1) { memcpy(destination, source, bytes) })
            for surface in SkiaPeer.surfaces {
                theirs[surface, default: []].append(peer.time(name, on: surface, runs: rasterRuns))
            }
        }
        func middle(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
        let a = middle(ours), copy = middle(copies)
        let (fastest, b) = theirs.mapValues(middle).min { $0.value < $1.value }!
        let ratios = zip(ours, theirs[fastest]!).map { $0 / $1 }.sorted()
        print(String(format: "  %@ %@ / %@ = %.2f× (rounds %.2f–%.2f×; skia on %@, %@ on %@)  %.1f× memcpy",
                     name.padding(toLength: 9, withPad: " ", startingAt: 0), format(a), format(b), a / b, ratios.first!, ratios.last!,
                     fastest.uppercased(), format(theirs.filter { $0.key != fastest }.map { middle($0.value) }.first!),
                     fastest == "rgba" ? "BGRA" : "RGBA", a / copy))
        print(String(format: "            [%@; pixels against skia's: mean difference %.2f levels, %.2f%% over 8]",
                     description, difference.mean, difference.farShare * 100))
    }
}

/// Rounds of interleaved measurements, and draws per round and side.
let rasterRounds = 9
let rasterRuns = 5
