import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import CoreGraphics

/// A backdrop's blur at a large σ, on cells of 4 × 4 pixels, against the full-resolution passes and a Gaussian.
struct CGBackdropBlurTests {
    /// A bitmap whose level (grey, opaque) changes only along x, or only along y.
    static func profile(length: Int, across: Bool, _ level: (Int) -> Int) -> TestBitmap {
        across ? TestBitmap(width: length, height: 11) { x, _ in premultipliedPixel(level(x), level(x), level(x), 255) }
            : TestBitmap(width: 11, height: length) { _, y in premultipliedPixel(level(y), level(y), level(y), 255) }
    }

    static func levels(of image: TestBitmap, across: Bool, length: Int) -> [Double] {
        (0..<length).map { Double(across ? image.level($0, 5, 1) : image.level(5, $0, 1)) }
    }

    @Test func aLargeSigmaBlursOnCellsOfFourAndASmallOneAtFullResolution() {
        #expect(CGBackdropBlur(sigma: 90).factor == 4)
        #expect(CGBackdropBlur(sigma: 32).factor == 4)
        #expect(CGBackdropBlur(sigma: 31.9).factor == 1)
        #expect(CGBackdropBlur(sigma: 3).factor == 1)
        #expect(CGBackdropBlur(sigma: 0).factor == 1)
        // At full resolution the plan is Apple's three boxes and their reach.
        #expect(CGBackdropBlur(sigma: 20).boxes == [39, 39, 39])
        #expect(CGBackdropBlur(sigma: 20).reach == CGGaussianBlur.reach(sigma: 20))
    }

    @Test(arguments: [32.0, 45.0, 60.0, 90.0, 135.0])
    func theCoarsePassesSpreadAsFarAsApplesBoxesAtFullResolution(sigma: Double) {
        // Variances in device pixels²: three boxes of d have 3(d² − 1)/12; on cells of 4, the passes
        // have 16·Σ(b² − 1)/12, averaging the cells adds 15/12 and interpolating back about 16/6.
        let plan = CGBackdropBlur(sigma: sigma)
        let d = Double(CGGaussianBlur.boxWidth(sigma: sigma))
        let full = 3 * (d * d - 1) / 12
        let coarse = 16 * plan.boxes.reduce(0.0) { $0 + Double($1 * $1 - 1) } / 12 + 15.0 / 12 + 16.0 / 6
        #expect(plan.boxes.allSatisfy { $0 % 2 == 1 } && plan.boxes.max()! - plan.boxes.min()! <= 2)
        // Widths step by two, so the nearest mix can miss by up to half a step: 3 % of the variance at σ 32.
        #expect(abs(coarse - full) / full < 0.035, "σ \(sigma): boxes \(plan.boxes) spread \(coarse) px² against \(full)")
        // The reach covers the coarse passes' radii in cells of 4, and more than the full passes'.
        #expect(plan.reach >= 4 * plan.boxes.reduce(0) { $0 + $1 / 2 })
        #expect(plan.reach >= CGGaussianBlur.reach(sigma: sigma))
    }

    /// Over hard edges, stripes and bands, across and down, the blur on cells is as near the Gaussian as the full passes are.
    @Test(arguments: [45.0, 90.0], [true, false])
    func onCellsTheBlurIsAsNearAGaussianAsTheFullPasses(sigma: Double, across: Bool) {
        let length = 8 * Int(sigma) + 200
        let patterns: [(Int) -> Int] = [
            { $0 < length / 2 ? 20 : 230 },
            { $0 / 60 % 2 == 0 ? 40 : 220 },
            { $0 / 7 % 3 == 0 ? 255 : 10 },
            { $0 < 3 ? 0 : 255 },
        ]
        for (index, pattern) in patterns.enumerated() {
            let coarse = Self.profile(length: length, across: across, pattern)
            let full = Self.profile(length: length, across: across, pattern)
            let original = Self.levels(of: full, across: across, length: length)
            var blur = CGGaussianBlur()
            blur.blur(coarse.bitmap, plan: CGBackdropBlur(sigma: sigma), rows: 0..<coarse.height)
            blur.blur(full.bitmap, sigma: sigma)
            let gaussian = doubleGaussian(original, sigma: sigma)
            let onCells = Self.levels(of: coarse, across: across, length: length)
            let atFull = Self.levels(of: full, across: across, length: length)
            let cellsFromGaussian = zip(onCells, gaussian).map { abs($0 - $1) }.max()!
            let fullFromGaussian = zip(atFull, gaussian).map { abs($0 - $1) }.max()!
            #expect(cellsFromGaussian <= fullFromGaussian + 1,
                    "pattern \(index): \(cellsFromGaussian) levels from the Gaussian on cells, \(fullFromGaussian) at full resolution")
            // Every pixel moved: the pattern is blurred, not copied.
            #expect(onCells != original)
        }
    }

    /// The derivative of a blurred step is the blur's kernel: its centre shows where the blur puts the
    /// edge, its standard deviation how far it spreads. Steps at each of the four places in a cell.
    @Test(arguments: [0, 1, 2, 3], [true, false])
    func onCellsAnEdgeStaysWhereItWasAndSpreadsAsTheFullPasses(place: Int, across: Bool) {
        let sigma = 45.0, length = 600, step = 300 + place
        func kernel(_ image: TestBitmap) -> (centre: Double, spread: Double) {
            let levels = Self.levels(of: image, across: across, length: length)
            let slope = (1..<length).map { levels[$0] - levels[$0 - 1] }
            let total = slope.reduce(0, +)
            let centre = slope.indices.reduce(0.0) { $0 + Double($1 + 1) * slope[$1] } / total
            let variance = slope.indices.reduce(0.0) { $0 + (Double($1 + 1) - centre) * (Double($1 + 1) - centre) * slope[$1] } / total
            return (centre, variance.squareRoot())
        }
        let coarse = Self.profile(length: length, across: across) { $0 < step ? 0 : 255 }
        let full = Self.profile(length: length, across: across) { $0 < step ? 0 : 255 }
        var blur = CGGaussianBlur()
        blur.blur(coarse.bitmap, plan: CGBackdropBlur(sigma: sigma), rows: 0..<coarse.height, origin: (1, 2))
        blur.blur(full.bitmap, sigma: sigma)
        let onCells = kernel(coarse), atFull = kernel(full)
        // Slope k is level k less level k − 1, so a step at `step` has its slope centred there. Levels
        // are rounded, which moves the centre on cells by up to 0.1 px; half a pixel would be a misplaced grid.
        #expect(abs(atFull.centre - Double(step)) < 0.01)
        #expect(abs(onCells.centre - Double(step)) < 0.15, "the edge moved to \(onCells.centre)")
        #expect(abs(onCells.spread - atFull.spread) / atFull.spread < 0.02,
                "the edge spreads \(onCells.spread) px on cells, \(atFull.spread) px at full resolution")
    }

    /// A backdrop saturates and tints what it blurred: on cells, the cells, as Core Animation filters a backdrop at its scale.
    @Test(arguments: [20.0, 45.0])
    func finishingTheCellsGivesThePixelsOfFinishingTheEnlargedBlur(sigma: Double) {
        let plan = CGBackdropBlur(sigma: sigma)
        let onCells = BlurPattern.stripes.make(width: 300, height: 240), after = BlurPattern.stripes.make(width: 300, height: 240)
        let tint = CGColor(red: 1, green: 1, blue: 1, alpha: 0.3)
        func finish(_ pixels: CGPixelBitmap) {
            CGPixelStages.saturate(pixels, by: 1.8)
            CGPixelStages.tint(pixels, with: tint)
        }
        var finished: [(width: Int, height: Int)] = []
        var blur = CGGaussianBlur()
        blur.blur(onCells.bitmap, plan: plan, rows: 100..<140, columns: 30..<270) { pixels in
            finished.append((pixels.width, pixels.height))
            finish(pixels)
        }
        blur.blur(after.bitmap, plan: plan, rows: 100..<140)
        finish(CGPixelBitmap(pixels: after.memory + 100 * 300 + 30, width: 240, height: 40, rowPixels: 300))
        // At full resolution the stages run on the region itself; on cells, on the cells around it: 240/4 + 1 across, 40/4 + 2 down.
        #expect(finished.count == 1)
        #expect(plan.factor == 1 ? finished.first! == (240, 40) : finished.first!.width == 61 && finished.first!.height == 12)
        var worst = 0
        for y in 100..<140 { for x in 30..<270 { for c in 0..<4 { worst = max(worst, abs(onCells.level(x, y, c) - after.level(x, y, c))) } } }
        #expect(worst <= 1, "finishing the cells is \(worst) levels from finishing the pixels")
    }

    @Test func aFlatBitmapStaysFlatOnCellsUpToItsEdges() {
        let colour = premultipliedPixel(30, 90, 120, 200)
        let image = TestBitmap(width: 37, height: 23, padding: 5) { _, _ in colour }
        var blur = CGGaussianBlur()
        blur.blur(image.bitmap, plan: CGBackdropBlur(sigma: 45), rows: 0..<23, origin: (3, 1))
        #expect((0..<image.height).allSatisfy { y in (0..<image.width).allSatisfy { image[$0, y] == colour } })
        #expect(image.paddingIsUntouched)
    }

    /// A backdrop samples a different part of the screen as the damage moves: its pixels must not depend on which.
    @Test func cellsAlignToTheOriginSoAWindowBlursAsTheWhole() {
        let plan = CGBackdropBlur(sigma: 32)
        let whole = BlurPattern.stripes.make(width: 400, height: 400)
        let blurred = BlurPattern.stripes.make(width: 400, height: 400)
        var blur = CGGaussianBlur()
        blur.blur(blurred.bitmap, plan: plan, rows: 0..<400)
        // A window at (13, 50), large enough that its middle reads nothing beyond it.
        let (x0, y0) = (13, 50)
        let window = TestBitmap(width: 387, height: 330) { x, y in whole[x0 + x, y0 + y] }
        let target = TestBitmap(width: 387, height: 330) { _, _ in 0 }
        let rows = plan.reach..<(330 - plan.reach), columns = plan.reach..<(387 - plan.reach)
        #expect(rows.count > 100 && columns.count > 100)
        blur.blur(target.bitmap, plan: plan, rows: rows, from: window.bitmap, origin: (x0, y0))
        #expect(rows.allSatisfy { y in columns.allSatisfy { target[$0, y] == blurred[x0 + $0, y0 + y] } })
        // Rows not asked for keep what they held, and the source is only read.
        #expect((0..<rows.lowerBound).allSatisfy { y in (0..<387).allSatisfy { target[$0, y] == 0 } })
        #expect((0..<330).allSatisfy { y in (0..<387).allSatisfy { window[$0, y] == whole[x0 + $0, y0 + y] } })
    }

    @Test func rowsOutsideTheBitmapTrap() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let image = TestBitmap(width: 8, height: 8) { _, _ in 0 }
            var blur = CGGaussianBlur()
            blur.blur(image.bitmap, plan: CGBackdropBlur(sigma: 40), rows: 2..<9)
        }
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self)
            .contains("CGGaussianBlur.blur(_:plan:rows:from:origin:columns:finish:): rows 2..<9 are not within the bitmap's 8 rows"))
    }
}
