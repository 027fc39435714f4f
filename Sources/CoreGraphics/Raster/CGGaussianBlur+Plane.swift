import Foundation

extension CGGaussianBlur {
    /// Blurs the `width`×`height` 8-bit plane at `plane` (rows of `width` bytes) in place with `passes` box passes `size` wide, counting values outside the plane as zero.
    ///
    /// Each pass replaces every value by the mean of the `size`×`size` square centred on it, computed
    /// as a vertical then a horizontal mean of `size` values, each rounded to the nearest byte. Shadows
    /// use three passes of the width from `ShadowGeometry.kernelSize(radius:scale:)`, which approximate
    /// a Gaussian closely. Running sums make a pass cost a few operations per value whatever the width.
    /// `size` must be odd (1 leaves the plane unchanged); a negative size, pass count or plane size traps.
    @_spi(QuartzCore) public mutating func blurPlane(_ plane: UnsafeMutablePointer<UInt8>, width: Int, height: Int,
                                                     size: Int, passes: Int) {
        precondition(size > 0 && size % 2 == 1, "CGGaussianBlur.blurPlane: the box width \(size) must be odd and positive")
        precondition(width >= 0 && height >= 0, "CGGaussianBlur.blurPlane: the plane size \(width) × \(height) must not be negative")
        precondition(passes >= 0, "CGGaussianBlur.blurPlane: the number of passes \(passes) must not be negative")
        guard size > 1, width > 0, height > 0 else { return }
        if planeScratch.count < width * height { planeScratch = Array(repeating: 0, count: width * height) }
        if planeSums.count < width + size { planeSums = Array(repeating: 0, count: width + size) }
        let mean = PlaneMean(count: size)
        planeScratch.withUnsafeMutableBufferPointer { scratchBuffer in
            planeSums.withUnsafeMutableBufferPointer { columnBuffer in
                let between = scratchBuffer.baseAddress!, sums = columnBuffer.baseAddress!
                for _ in 0..<passes {
                    Self.planeVertical(from: plane, to: between, width: width, height: height, mean: mean, sums: sums)
                    for y in 0..<height {
                        Self.planeHorizontal(from: between + y * width, to: plane + y * width, width: width, mean: mean,
                                             prefix: sums)
                    }
                }
            }
        }
    }

    /// Writes the mean of each value's column neighbourhood, row by row so memory is read in order.
    private static func planeVertical(from source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>,
                                      width: Int, height: Int, mean: PlaneMean, sums: UnsafeMutablePointer<UInt32>) {
        let radius = mean.radius
        PixelMemory.fill(sums, with: 0, count: width)
        for y in 0...min(radius, height - 1) {
            let row = source + y * width
            for x in 0..<width { sums[x] &+= UInt32(row[x]) }
        }
        for y in 0..<height {
            let out = destination + y * width
            for x in 0..<width { out[x] = mean.of(sums[x]) }
            if y + radius + 1 < height {
                let entering = source + (y + radius + 1) * width
                for x in 0..<width { sums[x] &+= UInt32(entering[x]) }
            }
            if y - radius >= 0 {
                let leaving = source + (y - radius) * width
                for x in 0..<width { sums[x] &-= UInt32(leaving[x]) }
            }
        }
    }

    /// Writes the mean of each value's row neighbourhood, through prefix sums of the row padded with zeros.
    ///
    /// `prefix` holds `width + 2·radius + 1` sums: entry k is the sum of the first k padded values, so
    /// the window of pixel x is entry x + 2·radius + 1 minus entry x, a loop without branches.
    private static func planeHorizontal(from row: UnsafePointer<UInt8>, to out: UnsafeMutablePointer<UInt8>, width: Int,
                                        mean: PlaneMean, prefix: UnsafeMutablePointer<UInt32>) {
        let radius = mean.radius
        PixelMemory.fill(prefix, with: 0, count: radius + 1)
        let sums = prefix + radius + 1
        var sum: UInt32 = 0
        for x in 0..<width {
            sum &+= UInt32(row[x])
            sums[x] = sum
        }
        PixelMemory.fill(sums + width, with: sum, count: radius)
        let ahead = UnsafePointer(prefix + 2 * radius + 1), behind = UnsafePointer(prefix)
        for x in 0..<width { out[x] = mean.of(ahead[x] &- behind[x]) }
    }
}

/// Division of a plane's box sum by the box width as a multiplication, rounded to nearest.
private struct PlaneMean {
    let radius: Int
    /// 2²⁴ divided by the width, rounded.
    let reciprocal: UInt32

    init(count: Int) {
        radius = count / 2
        reciprocal = UInt32(((1 << 24) + count / 2) / count)
    }

    /// The byte nearest to `sum` divided by the width, for a sum of at most 255 times the width.
    ///
    /// The product stays below 2³²: at most 255·2²⁴ plus the rounding of the reciprocal, which is
    /// at most half the width times 255, and the rounding term 2²³.
    @inline(__always)
    func of(_ sum: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: (sum &* reciprocal &+ (1 << 23)) >> 24)
    }
}
