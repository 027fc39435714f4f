import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import CoreGraphics

/// Premultiplied RGBA pixels owned by a test, rows `rowPixels` apart, with the padding of each row filled with a marker.
final class TestBitmap {
    static let marker: UInt32 = 0xDEAD_BEEF
    let width: Int, height: Int, rowPixels: Int
    let memory: UnsafeMutablePointer<UInt32>

    init(width: Int, height: Int, padding: Int = 0, _ pixel: (Int, Int) -> UInt32) {
        self.width = width
        self.height = height
        rowPixels = width + padding
        memory = .allocate(capacity: max(1, rowPixels * height))
        for y in 0..<height {
            for x in 0..<rowPixels { memory[y * rowPixels + x] = x < width ? pixel(x, y) : Self.marker }
        }
    }

    deinit { memory.deallocate() }

    var bitmap: CGPixelBitmap { CGPixelBitmap(pixels: memory, width: width, height: height, rowPixels: rowPixels) }

    subscript(x: Int, y: Int) -> UInt32 { memory[y * rowPixels + x] }

    /// Channel `c` (0 red … 3 alpha) of pixel (x, y).
    func level(_ x: Int, _ y: Int, _ c: Int) -> Int { Int(self[x, y] >> (8 * UInt32(c)) & 0xFF) }

    /// Whether every row's padding still holds the marker.
    var paddingIsUntouched: Bool {
        (0..<height).allSatisfy { y in (width..<rowPixels).allSatisfy { self[$0, y] == Self.marker } }
    }
}

/// A premultiplied pixel from its four levels.
func premultipliedPixel(_ r: Int, _ g: Int, _ b: Int, _ a: Int) -> UInt32 {
    UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
}

/// A deterministic generator (SplitMix64), so noise patterns are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The test patterns: premultiplied pixels with every channel at most alpha.
enum BlurPattern: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case noise, stripes, hardEdge
    var testDescription: String { rawValue }

    func make(width: Int, height: Int) -> TestBitmap {
        var generator = SeededGenerator(state: 11)
        switch self {
        case .noise:
            return TestBitmap(width: width, height: height) { _, _ in
                let a = Int.random(in: 0...255, using: &generator)
                return premultipliedPixel(Int.random(in: 0...a, using: &generator), Int.random(in: 0...a, using: &generator),
                                          Int.random(in: 0...a, using: &generator), a)
            }
        case .stripes:
            // Stripes 5 pixels wide running down, and translucent bands 7 rows high across them.
            return TestBitmap(width: width, height: height) { x, y in
                let a = y / 7 % 2 == 0 ? 255 : 96
                return x / 5 % 2 == 0 ? premultipliedPixel(a, a * 3 / 4, 0, a) : premultipliedPixel(0, 0, a / 3, a)
            }
        case .hardEdge:
            return TestBitmap(width: width, height: height) { x, y in
                x + y < (width + height) / 2 ? premultipliedPixel(255, 255, 255, 255) : premultipliedPixel(0, 0, 40, 255)
            }
        }
    }
}

/// The three box passes of `size` in `Double`, each vertical then horizontal, with edges extended, as a reference.
func doubleBoxPasses(_ bitmap: TestBitmap, size: Int) -> [[Double]] {
    let w = bitmap.width, h = bitmap.height, r = size / 2
    var planes = (0..<4).map { c in (0..<h * w).map { Double(bitmap.level($0 % w, $0 / w, c)) } }
    for c in 0..<4 {
        var p = planes[c]
        for _ in 0..<3 {
            var vertical = p
            for x in 0..<w {
                var sum = 0.0
                for k in -r...r { sum += p[min(max(k, 0), h - 1) * w + x] }
                for y in 0..<h {
                    vertical[y * w + x] = sum
                    sum += p[min(y + r + 1, h - 1) * w + x] - p[max(y - r, 0) * w + x]
                }
            }
            for y in 0..<h {
                var sum = 0.0
                for k in -r...r { sum += vertical[y * w + min(max(k, 0), w - 1)] }
                for x in 0..<w {
                    p[y * w + x] = sum / Double(size * size)
                    sum += vertical[y * w + min(x + r + 1, w - 1)] - vertical[y * w + max(x - r, 0)]
                }
            }
        }
        planes[c] = p
    }
    return planes
}

/// A one-dimensional Gaussian of `sigma` over `values` in `Double`, edges extended, cut at 4σ and normalised.
func doubleGaussian(_ values: [Double], sigma: Double) -> [Double] {
    let r = Int((4 * sigma).rounded(.up))
    let weights = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = weights.reduce(0, +)
    return values.indices.map { x in
        (-r...r).reduce(0.0) { sum, k in sum + weights[k + r] * values[min(max(x + k, 0), values.count - 1)] } / total
    }
}

struct CGGaussianBlurTests {
    @Test func theBoxWidthIsApplesRoundedForcedOddWidth() {
        // floor(σ·3·√(2π)/4 + 0.5): 45 → 85, 3 → 6 → 7, 1 → 2 → 3, 10 → 19, 90 (30 pt at 3×) → 169.
        #expect(CGGaussianBlur.boxWidth(sigma: 45) == 85)
        #expect(CGGaussianBlur.boxWidth(sigma: 3) == 7)
        #expect(CGGaussianBlur.boxWidth(sigma: 1) == 3)
        #expect(CGGaussianBlur.boxWidth(sigma: 10) == 19)
        #expect(CGGaussianBlur.boxWidth(sigma: 90) == 169)
        #expect(CGGaussianBlur.boxWidth(sigma: 0.5) == 1)
        #expect(CGGaussianBlur.boxWidth(sigma: 0) == 1)
        #expect(CGGaussianBlur.boxWidth(sigma: -4) == 1)
        #expect(CGGaussianBlur.boxWidth(sigma: 500) == 255)
        #expect(CGGaussianBlur.reach(sigma: 45) == 126)
        #expect(CGGaussianBlur.reach(sigma: 3) == 9)
        #expect(CGGaussianBlur.reach(sigma: 0.5) == 0)
    }

    @Test(arguments: BlurPattern.allCases, [1.5, 3.0, 10.0])
    func theBlurIsTheThreeBoxPassesInRealNumbersWithinOneLevel(pattern: BlurPattern, sigma: Double) {
        let image = pattern.make(width: 61, height: 47)
        let reference = doubleBoxPasses(image, size: CGGaussianBlur.boxWidth(sigma: sigma))
        var blur = CGGaussianBlur()
        blur.blur(image.bitmap, sigma: sigma)
        var worst = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                for c in 0..<4 { worst = max(worst, abs(Double(image.level(x, y, c)) - reference[c][y * image.width + x])) }
                #expect((0..<3).allSatisfy { image.level(x, y, $0) <= image.level(x, y, 3) }, "(\(x), \(y)) is not premultiplied")
            }
        }
        #expect(worst <= 1, "the largest difference from the real-number passes is \(worst) levels")
    }

    @Test(arguments: [BlurPattern.noise, .hardEdge])
    func aWideBlurIsTheThreeBoxPassesInRealNumbersWithinOneLevel(pattern: BlurPattern) {
        let image = pattern.make(width: 300, height: 290)
        let reference = doubleBoxPasses(image, size: 85)
        var blur = CGGaussianBlur()
        blur.blur(image.bitmap, sigma: 45)
        var worst = 0.0
        for y in 0..<image.height {
            for x in 0..<image.width {
                for c in 0..<4 { worst = max(worst, abs(Double(image.level(x, y, c)) - reference[c][y * image.width + x])) }
            }
        }
        #expect(worst <= 1, "the largest difference from the real-number passes is \(worst) levels")
    }

    /// A pattern that changes only along x, so the blur of every row is the one-dimensional blur of the pattern.
    static func columns(width: Int, _ level: (Int) -> Int) -> TestBitmap {
        TestBitmap(width: width, height: 9) { x, _ in premultipliedPixel(level(x), level(x), level(x), 255) }
    }

    @Test(arguments: [3.0, 10.0, 45.0])
    func theBlurOfAnEdgeSpreadsLikeAGaussianOfTheSameSigma(sigma: Double) {
        // The derivative of a blurred step is the blur's kernel. Three boxes of width w have a standard
        // deviation of √(3(w² − 1)/12): Apple's widths give 42.5 px for σ 45, 9.5 for 10, 3.5 for 3.
        let width = 8 * Int(sigma) + 40
        let image = Self.columns(width: width) { $0 < width / 2 ? 0 : 255 }
        var blur = CGGaussianBlur()
        blur.blur(image.bitmap, sigma: sigma)
        let profile = (0..<width).map { Double(image.level($0, 4, 0)) }
        let slope = (1..<width).map { profile[$0] - profile[$0 - 1] }
        let total = slope.reduce(0, +)
        let mean = slope.indices.reduce(0.0) { $0 + Double($1) * slope[$1] } / total
        let variance = slope.indices.reduce(0.0) { $0 + (Double($1) - mean) * (Double($1) - mean) * slope[$1] } / total
        let spread = variance.squareRoot()
        #expect(abs(total - 255) < 0.5, "the edge went from 0 to \(total)")
        let size = Double(CGGaussianBlur.boxWidth(sigma: sigma))
        #expect(abs(spread - (3 * (size * size - 1) / 12).squareRoot()) <= 0.05 * sigma, "the edge's blur has a standard deviation of \(spread) px")
        #expect(abs(spread - sigma) <= 0.16 * sigma, "the edge's blur has a standard deviation of \(spread) px for σ \(sigma)")
    }

    @Test(arguments: [BlurPattern.stripes, .hardEdge])
    func awayFromTheEdgesAWideBlurIsNearAGaussianOfTheSameSigma(pattern: BlurPattern) {
        // Three boxes are not a Gaussian: at σ 45 Apple's width 85 gives a standard deviation of
        // 42.5 px, and the boxes' kernel is piecewise quadratic; over a hard edge the two differ by
        // up to 2.2 levels in real numbers.
        let width = 700
        let image = pattern == .hardEdge
            ? Self.columns(width: width) { $0 < width / 2 ? 20 : 230 }
            : Self.columns(width: width) { $0 / 64 % 2 == 0 ? 20 : 230 }
        let original = (0..<width).map { Double(image.level($0, 4, 0)) }
        var blur = CGGaussianBlur()
        blur.blur(image.bitmap, sigma: 45)
        let gaussian = doubleGaussian(original, sigma: 45)
        let interior = 181..<(width - 181)
        let worst = interior.map { abs(Double(image.level($0, 4, 0)) - gaussian[$0]) }.max()!
        #expect(worst <= 3, "the blur is \(worst) levels from the Gaussian")
    }

    @Test(arguments: [1.5, 20.0, 45.0])
    func aFlatBitmapStaysFlatUpToItsEdges(sigma: Double) {
        let colour = premultipliedPixel(30, 90, 120, 200)
        let image = TestBitmap(width: 37, height: 23, padding: 5) { _, _ in colour }
        var blur = CGGaussianBlur()
        blur.blur(image.bitmap, sigma: sigma)
        #expect((0..<image.height).allSatisfy { y in (0..<image.width).allSatisfy { image[$0, y] == colour } })
        #expect(image.paddingIsUntouched)
    }

    @Test func rowsApartBlurAsTheSamePixelsPackedAndLeaveTheGapsAlone() {
        var generator = SeededGenerator(state: 3)
        let levels = (0..<40 * 30).map { _ in Int.random(in: 0...255, using: &generator) }
        let packed = TestBitmap(width: 40, height: 30) { x, y in premultipliedPixel(levels[y * 40 + x] / 2, 0, 0, levels[y * 40 + x]) }
        let spaced = TestBitmap(width: 40, height: 30, padding: 13) { x, y in packed[x, y] }
        var blur = CGGaussianBlur()
        blur.blur(packed.bitmap, sigma: 6)
        blur.blur(spaced.bitmap, sigma: 6)
        #expect((0..<30).allSatisfy { y in (0..<40).allSatisfy { spaced[$0, y] == packed[$0, y] } })
        #expect(spaced.paddingIsUntouched)
    }

    @Test(arguments: [0..<12, 20..<33, 40..<60, 0..<60, 29..<30])
    func onlyTheRowsAskedForComeOutAsAWholeBlurMakesThem(_ rows: Range<Int>) {
        let whole = BlurPattern.stripes.make(width: 31, height: 60), part = BlurPattern.stripes.make(width: 31, height: 60)
        var blur = CGGaussianBlur()
        blur.blur(whole.bitmap, sigma: 3)
        blur.blur(part.bitmap, sigma: 3, rows: rows)
        #expect(rows.allSatisfy { y in (0..<31).allSatisfy { part[$0, y] == whole[$0, y] } })
        // Rows far from those asked for are not written.
        let untouched = BlurPattern.stripes.make(width: 31, height: 60)
        let far = (0..<60).filter { $0 < rows.lowerBound - 3 * 3 || $0 >= rows.upperBound + 3 * 3 }
        #expect(far.allSatisfy { y in (0..<31).allSatisfy { part[$0, y] == untouched[$0, y] } })
    }

    @Test(arguments: [0..<60, 20..<33, 0..<12, 29..<30])
    func aBlurFromASourceWritesWhatBlurringACopyInPlaceWrites(_ rows: Range<Int>) {
        // The source has rows wider than the bitmap's, as the screen has around a backdrop's sample.
        let noise = BlurPattern.noise.make(width: 31, height: 60)
        let source = TestBitmap(width: 31, height: 60, padding: 9) { x, y in noise[x, y] }
        let inPlace = BlurPattern.noise.make(width: 31, height: 60)
        let target = TestBitmap(width: 31, height: 60) { _, _ in premultipliedPixel(1, 2, 3, 4) }
        var blur = CGGaussianBlur()
        blur.blur(inPlace.bitmap, sigma: 3, rows: rows)
        blur.blur(target.bitmap, sigma: 3, rows: rows, from: source.bitmap)
        #expect(rows.allSatisfy { y in (0..<31).allSatisfy { target[$0, y] == inPlace[$0, y] } })
        #expect((0..<60).allSatisfy { y in (0..<31).allSatisfy { source[$0, y] == noise[$0, y] } })
        #expect(source.paddingIsUntouched)
    }

    /// With no blur to do, the rows asked for still come from the source, as a backdrop that only saturates or tints reads the screen.
    @Test(arguments: [0, 0.5])
    func aBlurOfNoWidthFromASourceCopiesTheRowsAskedFor(sigma: Double) {
        let noise = BlurPattern.noise.make(width: 31, height: 60)
        let source = TestBitmap(width: 31, height: 60, padding: 9) { x, y in noise[x, y] }
        let stale = premultipliedPixel(1, 2, 3, 4)
        let target = TestBitmap(width: 31, height: 60) { _, _ in stale }
        var blur = CGGaussianBlur()
        blur.blur(target.bitmap, sigma: CGFloat(sigma), rows: 20..<33, from: source.bitmap)
        #expect((0..<60).allSatisfy { y in (0..<31).allSatisfy { target[$0, y] == ((20..<33).contains(y) ? noise[$0, y] : stale) } })
    }

    @Test func aBlurThatGrewOnALargeBitmapBlursASmallerOneAsAFreshBlurDoes() {
        var used = CGGaussianBlur()
        let large = BlurPattern.noise.make(width: 90, height: 70)
        used.blur(large.bitmap, sigma: 12)
        let first = BlurPattern.stripes.make(width: 23, height: 17), second = BlurPattern.stripes.make(width: 23, height: 17)
        used.blur(first.bitmap, sigma: 4)
        var fresh = CGGaussianBlur()
        fresh.blur(second.bitmap, sigma: 4)
        #expect((0..<17).allSatisfy { y in (0..<23).allSatisfy { first[$0, y] == second[$0, y] } })
        let original = BlurPattern.stripes.make(width: 23, height: 17)
        #expect(first[0, 0] != original[0, 0])
    }

    @Test func aSigmaUnderOneBoxLeavesThePixelsAlone() {
        let image = BlurPattern.noise.make(width: 9, height: 8), copy = BlurPattern.noise.make(width: 9, height: 8)
        var blur = CGGaussianBlur()
        blur.blur(image.bitmap, sigma: 0.6)
        #expect((0..<8).allSatisfy { y in (0..<9).allSatisfy { image[$0, y] == copy[$0, y] } })
    }

    @Test func thinBitmapsBlurAsTheirEdgesExtended() {
        // One row: the vertical pass sees the row repeated, so only the horizontal blur remains.
        let row = TestBitmap(width: 9, height: 1) { x, _ in x == 4 ? premultipliedPixel(225, 0, 0, 225) : premultipliedPixel(0, 0, 0, 0) }
        var blur = CGGaussianBlur()
        blur.blur(row.bitmap, sigma: 1)  // three boxes of 3: 1 3 6 7 6 3 1 over 27
        #expect((0..<9).map { row.level($0, 0, 3) } == [0, 8, 25, 50, 58, 50, 25, 8, 0])
    }

    @Test func aPlanePassMeansEachSquareCountingOutsideAsZero() {
        let plane = UnsafeMutablePointer<UInt8>.allocate(capacity: 20)
        defer { plane.deallocate() }
        plane.initialize(repeating: 255, count: 20)
        var blur = CGGaussianBlur()
        blur.blurPlane(plane, width: 5, height: 4, size: 3, passes: 1)
        // A corner sees 4 of 9 values (113.3), an edge 6 (170), the inside all 9; vertical then horizontal means round each.
        #expect(Array(UnsafeBufferPointer(start: plane, count: 5)) == [113, 170, 170, 170, 113])
        #expect(Array(UnsafeBufferPointer(start: plane + 5, count: 5)) == [170, 255, 255, 255, 170])
    }

    @Test func aBitmapOfNegativeSizeTraps() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: 4)
            _ = CGPixelBitmap(pixels: pixels, width: -2, height: 2, rowPixels: 2)
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("CGPixelBitmap: the size -2 × 2 must not be negative"))
    }

    @Test func rowsCloserThanTheWidthTrap() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: 40)
            _ = CGPixelBitmap(pixels: pixels, width: 10, height: 4, rowPixels: 8)
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("CGPixelBitmap: rows 8 pixels apart cannot hold 10 pixels each"))
    }

    @Test func aPlaneOfNegativeSizeTraps() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let plane = UnsafeMutablePointer<UInt8>.allocate(capacity: 4)
            var blur = CGGaussianBlur()
            blur.blurPlane(plane, width: 2, height: -2, size: 3, passes: 3)
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("CGGaussianBlur.blurPlane: the plane size 2 × -2 must not be negative"))
    }

    @Test func anEvenPlaneBoxTraps() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let plane = UnsafeMutablePointer<UInt8>.allocate(capacity: 4)
            var blur = CGGaussianBlur()
            blur.blurPlane(plane, width: 2, height: 2, size: 4, passes: 3)
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("CGGaussianBlur.blurPlane: the box width 4 must be odd and positive"))
    }
}
