import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import CoreGraphics

// The vector kernels against the compositing equations written out per channel, on seeded random
// pixels, colours and coverage rows (runs of 0 and 255 and partial weights, tails that are not a
// multiple of four), and whole drawings against the same drawings with the scalar kernels.

/// A seeded xorshift generator, so a failure reproduces.
private struct Seeded {
    var state: UInt64
    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
    mutating func below(_ n: UInt32) -> UInt32 { UInt32(truncatingIfNeeded: next() >> 20) % n }
    /// A valid premultiplied pixel: each colour channel at most the alpha.
    mutating func premultiplied() -> UInt32 {
        let a = next() % 4 == 0 ? 255 : below(256)
        return below(a + 1) | below(a + 1) << 8 | below(a + 1) << 16 | a << 24
    }
    /// Any four bytes: destinations need not be premultiplied.
    mutating func anyPixel() -> UInt32 { UInt32(truncatingIfNeeded: next()) }
    /// A coverage row: runs of full and no coverage between partial weights.
    mutating func coverage(_ count: Int) -> [UInt8] {
        var row: [UInt8] = []
        while row.count < count {
            let run = Int(below(9)) + 1
            switch below(4) {
            case 0: row += Array(repeating: 255, count: run)
            case 1: row += Array(repeating: 0, count: run)
            default: row += (0..<run).map { _ in UInt8(below(256)) }
            }
        }
        return Array(row.prefix(count))
    }
}

/// `x / 255` rounded to nearest (no ties arise for integers).
private func div255(_ x: UInt32) -> UInt32 { (x + 127) / 255 }

/// Channel `c` (0 red … 3 alpha) of a packed pixel.
private func channel(_ p: UInt32, _ c: Int) -> UInt32 { p >> (8 * UInt32(c)) & 0xFF }

/// Every channel of `p` times `k / 255`, rounded.
private func scaled(_ p: UInt32, _ k: UInt32) -> UInt32 {
    (0..<4).reduce(0) { $0 | div255(channel(p, $1) * k) << (8 * UInt32($1)) }
}

/// Source-over of a premultiplied `src` under weight `k` on `dst`, channel by channel.
private func over(_ src: UInt32, _ dst: UInt32, _ k: UInt32) -> UInt32 {
    let s = scaled(src, k)
    let inverse = 255 - channel(s, 3)
    return (0..<4).reduce(0) { $0 | (channel(s, $1) + div255(channel(dst, $1) * inverse)) << (8 * UInt32($1)) }
}

@Test func vectorSourceOverOfAColourUnderCoverageIsTheEquationPerChannel() {
    var random = Seeded(state: 0x1234_5678_9ABC_DEF1)
    for _ in 0..<300 {
        let count = Int(random.below(40))
        let color = random.premultiplied()
        let coverage = random.coverage(count)
        let before = (0..<count).map { _ in random.anyPixel() }
        var row = before
        row.withUnsafeMutableBufferPointer { pixels in
            coverage.withUnsafeBufferPointer { weights in
                PixelVectorOps.sourceOver(color: color, row: pixels.baseAddress!, coverage: weights.baseAddress!, count: count)
            }
        }
        let expected = (0..<count).map { coverage[$0] == 0 ? before[$0] : over(color, before[$0], UInt32(coverage[$0])) }
        #expect(row == expected, "colour \(String(color, radix: 16)), coverage \(coverage)")
    }
}

@Test func vectorSourceOverOfAnOpaqueColourUnderCoverageIsTheEquationPerChannel() {
    var random = Seeded(state: 0x7777_1111_2222_3333)
    for _ in 0..<300 {
        // Up to 90 pixels, so that some full runs reach the 32 pixels stored by PixelMemory.fill.
        let count = Int(random.below(90))
        let color = random.premultiplied() | 0xFF00_0000
        var coverage = random.coverage(count)
        if count > 40, random.below(2) == 0 {
            for i in 3..<(3 + Int(random.below(UInt32(count - 3)))) { coverage[i] = 255 }
        }
        let before = (0..<count).map { _ in random.anyPixel() }
        var row = before
        row.withUnsafeMutableBufferPointer { pixels in
            coverage.withUnsafeBufferPointer { weights in
                PixelVectorOps.sourceOverOpaque(color: color, row: pixels.baseAddress!, coverage: weights.baseAddress!, count: count)
            }
        }
        let expected = (0..<count).map { coverage[$0] == 0 ? before[$0] : over(color, before[$0], UInt32(coverage[$0])) }
        #expect(row == expected, "colour \(String(color, radix: 16)), coverage \(coverage)")
    }
}

@Test func vectorSourceOverOfAColourOverAWholeRowIsTheEquationPerChannel() {
    var random = Seeded(state: 0x0F0F_1234_ABCD_0001)
    for _ in 0..<300 {
        let count = Int(random.below(40))
        let color = random.premultiplied()
        let before = (0..<count).map { _ in random.anyPixel() }
        var row = before
        row.withUnsafeMutableBufferPointer { PixelVectorOps.sourceOver(color: color, row: $0.baseAddress!, count: count) }
        #expect(row == before.map { over(color, $0, 255) }, "colour \(String(color, radix: 16))")
    }
}

@Test func vectorSourceOverOfShadedPixelsIsTheEquationPerChannelAndLeavesUncoveredPixels() {
    var random = Seeded(state: 0xDEAD_BEEF_0000_0042)
    for _ in 0..<300 {
        let count = Int(random.below(40))
        let coverage = random.coverage(count)
        // Where the coverage is 0 a shader writes nothing: the scratch holds anything there.
        let source = (0..<count).map { coverage[$0] == 0 ? random.anyPixel() : random.premultiplied() }
        let before = (0..<count).map { _ in random.anyPixel() }
        var row = before
        row.withUnsafeMutableBufferPointer { pixels in
            coverage.withUnsafeBufferPointer { weights in
                source.withUnsafeBufferPointer { src in
                    PixelVectorOps.sourceOver(source: src.baseAddress!, row: pixels.baseAddress!, coverage: weights.baseAddress!, count: count)
                }
            }
        }
        let expected = (0..<count).map { coverage[$0] == 0 ? before[$0] : over(source[$0], before[$0], UInt32(coverage[$0])) }
        #expect(row == expected, "coverage \(coverage)")
    }
}

@Test func vectorScaleOfCoveredPixelsIsTheEquationPerChannel() {
    var random = Seeded(state: 0x5555_AAAA_1357_9BDF)
    for _ in 0..<300 {
        let count = Int(random.below(40))
        let alpha = random.below(256)
        let coverage = random.coverage(count)
        let before = (0..<count).map { _ in random.anyPixel() }
        var pixels = before
        pixels.withUnsafeMutableBufferPointer { buffer in
            coverage.withUnsafeBufferPointer { weights in
                PixelVectorOps.scale(buffer.baseAddress!, by: alpha, coverage: weights.baseAddress!, count: count)
            }
        }
        for i in 0..<count where coverage[i] != 0 {
            #expect(pixels[i] == scaled(before[i], alpha), "pixel \(String(before[i], radix: 16)) by \(alpha)")
        }
    }
}

@Test func vectorLerpIsTheEquationPerChannel() {
    var random = Seeded(state: 0x2468_ACE0_1357_9BDF)
    for _ in 0..<2000 {
        let p = (0..<4).map { _ in random.anyPixel() }, q = (0..<4).map { _ in random.anyPixel() }
        let w = UInt16(random.below(257))
        let lanes = PixelVectorOps.lerp(unsafeBitCast(SIMD4<UInt32>(p[0], p[1], p[2], p[3]), to: PixelVectorOps.Lanes.self),
                                        unsafeBitCast(SIMD4<UInt32>(q[0], q[1], q[2], q[3]), to: PixelVectorOps.Lanes.self),
                                        PixelVectorOps.Lanes(repeating: w), PixelVectorOps.Lanes(repeating: 256 - w))
        let result = unsafeBitCast(lanes, to: SIMD4<UInt32>.self)
        for i in 0..<4 {
            let expected = (0..<4).reduce(UInt32(0)) {
                $0 | ((channel(p[i], $1) * (256 - UInt32(w)) + channel(q[i], $1) * UInt32(w) + 128) >> 8) << (8 * UInt32($1))
            }
            #expect(result[i] == expected, "lerp(\(String(p[i], radix: 16)), \(String(q[i], radix: 16)), \(w))")
        }
    }
}

/// Draws the same seeded mix of translucent fills, clipped fills, images and gradients with `kernels`.
private func drawMix(seed: UInt64, kernels: PixelKernels) -> [UInt8] {
    var random = Seeded(state: seed)
    func unit() -> CGFloat { CGFloat(random.below(10_000)) / 10_000 }
    let context = makeClearContext(width: 37, height: 29, kernels: kernels)
    let bytes = (0..<11 * 7).flatMap { _ -> [UInt8] in
        let p = random.premultiplied()
        return [UInt8(p & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p >> 16 & 0xFF), UInt8(p >> 24)]
    }
    let image = CGImage(width: 11, height: 7, premultipliedRGBA: Data(bytes))
    let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                              colors: [CGColor(red: unit(), green: unit(), blue: unit(), alpha: unit()),
                                       CGColor(red: unit(), green: unit(), blue: unit(), alpha: unit())],
                              locations: [0, 1])!
    for step in 0..<24 {
        context.saveGState()
        context.setAlpha(random.below(3) == 0 ? unit() : 1)
        if random.below(3) == 0 { context.clip(to: CGRect(x: unit() * 20, y: unit() * 15, width: 5 + unit() * 20, height: 5 + unit() * 15)) }
        if random.below(4) == 0 {
            context.addEllipse(in: CGRect(x: unit() * 10, y: unit() * 10, width: 10 + unit() * 20, height: 8 + unit() * 15))
            context.clip()
        }
        context.setFillColor(CGColor(red: unit(), green: unit(), blue: unit(), alpha: unit()))
        switch step % 5 {
        case 0: context.fill(CGRect(x: 0, y: 0, width: 37, height: 29))
        case 1: context.fill(CGRect(x: unit() * 20, y: unit() * 15, width: unit() * 25, height: unit() * 20))
        case 2: context.fillEllipse(in: CGRect(x: unit() * 20, y: unit() * 15, width: 4 + unit() * 25, height: 4 + unit() * 20))
        case 3: context.draw(image, in: CGRect(x: unit() * 20 - 3, y: unit() * 15 - 3, width: 11 + (random.below(2) == 0 ? 0 : unit() * 9), height: 7 + unit() * 3))
        default:
            context.drawLinearGradient(gradient, start: CGPoint(x: unit() * 37, y: unit() * 29), end: CGPoint(x: unit() * 37, y: unit() * 29),
                                       options: random.below(2) == 0 ? [] : [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        context.restoreGState()
    }
    let pixels = context.data!.assumingMemoryBound(to: UInt8.self)
    return Array(UnsafeBufferPointer(start: pixels, count: context.bytesPerRow * context.height))
}

@Test func drawingWithTheVectorKernelsGivesTheScalarKernelsPixels() {
    for seed in 1...40 as ClosedRange<UInt64> {
        let vector = drawMix(seed: seed &* 0x9E37_79B9_7F4A_7C15, kernels: .vector)
        let scalar = drawMix(seed: seed &* 0x9E37_79B9_7F4A_7C15, kernels: .scalar)
        let first = vector.count == scalar.count ? vector.indices.first { vector[$0] != scalar[$0] } : 0
        #expect(first == nil, "seed \(seed): byte \(first ?? 0) is \(first.map { vector[$0] } ?? 0), not \(first.map { scalar[$0] } ?? 0)")
    }
}

@Test(arguments: [3000, 5000])
func shapesFarApartInARowAreSweptAsEachAlone(width: Int) {
    // One fill of rectangles hundreds of pixels apart: the sweep skips the untouched blocks of cells
    // between them (rows of at most 4,096 cells) or scans them (wider rows); either way each
    // rectangle gets the coverage it gets alone.
    let rects = [CGRect(x: 10.5, y: 0.25, width: 10, height: 3.5), CGRect(x: 700.25, y: 1, width: 10.5, height: 2.75),
                 CGRect(x: 2900.5, y: 0.5, width: 49.75, height: 3), CGRect(x: 1000.125, y: 0, width: 0.5, height: 4)]
    let together = makeWhiteContext(width: width, height: 4)
    together.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
    together.fill(rects)
    let alone = makeWhiteContext(width: width, height: 4)
    alone.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
    for rect in rects { alone.fill(rect) }
    #expect(together.makeImage()?.premultipliedRGBA == alone.makeImage()?.premultipliedRGBA)
    #expect(pixel(together, x: 15, y: 1) != [255, 255, 255, 255])
}

@Test func vectorLinearGradientIsTheEquationPerPixelAndLeavesUncoveredPixels() {
    var random = Seeded(state: 0x1357_2468_9BDF_ACE0)
    func unit() -> CGFloat { CGFloat(random.below(10_000)) / 10_000 }
    let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                              colors: [CGColor(red: 1, green: 0.2, blue: 0, alpha: 1), CGColor(red: 0, green: 0.5, blue: 1, alpha: 0.6),
                                       CGColor(red: 0.3, green: 1, blue: 0.4, alpha: 1)],
                              locations: [0, 0.4, 1])!
    let last = Double(CoreGraphicsConstants.gradientTableSize - 1)
    for _ in 0..<300 {
        let transform = CGAffineTransform(a: 0.5 + unit() * 3, b: 0, c: 0, d: -(0.5 + unit() * 3), tx: unit() * 40, ty: 60 + unit() * 40)
        let shader = LinearGradientShader(gradient: gradient, start: CGPoint(x: unit() * 30, y: unit() * 30),
                                          end: CGPoint(x: unit() * 30 - 15, y: unit() * 30 + 1), userToDevice: transform,
                                          kernels: .vector)
        let count = 1 + Int(random.below(40)), x = Int(random.below(300)), y = Int(random.below(300))
        let coverage = random.coverage(count)
        let sentinel = random.anyPixel()
        var out = [UInt32](repeating: sentinel, count: count)
        shader.shade(y: y, x: x, count: count, coverage: coverage, into: &out)
        for i in 0..<count {
            let t = shader.ta * (Double(x + i) + 0.5) + (shader.tb * (Double(y) + 0.5) + shader.tc)
            // The nearest table entry, ties to even.
            let expected = coverage[i] == 0 ? sentinel : shader.table[Int((min(max(t, 0), 1) * last).rounded(.toNearestOrEven))]
            #expect(out[i] == expected, "pixel \(i) of \(count) at (\(x), \(y))")
        }
    }
}
