import Foundation

/// Area-averaging (a box filter) from device pixels to a page's displayed pixels: each displayed
/// pixel is the mean of the device pixels under it, each weighted by the exact part of its area
/// inside, so every device pixel counts in full and a one-pixel hairline keeps its weight
/// wherever it lies. At a whole ratio (a @3x screen at one pixel per point) every displayed pixel
/// averages exactly ratio × ratio device pixels, and evenly spaced hairlines all come out at the
/// same intensity.
///
/// Separable: a horizontal pass over the source rows into floats, then a vertical pass into
/// bytes, rounded to nearest. Weights are exact fractions: on an axis of `device` pixels shown as
/// `shown`, device pixel s spans [s·shown, (s+1)·shown) and displayed pixel t spans
/// [t·device, (t+1)·device), both in units of 1/shown of a device pixel; the weight is their
/// overlap over `device`.
enum BoxFilter {
    /// One displayed pixel's taps on an axis: the first device pixel (relative to the source's
    /// origin) and the weights of it and the ones after it.
    struct Taps {
        var first: Int
        var weights: [Float]
    }

    /// The taps for displayed pixels `target` (absolute) of an axis of `device` pixels shown as
    /// `shown`, relative to a source that starts at device pixel `sourceStart`.
    static func taps(target: Range<Int>, device: Int, shown: Int, sourceStart: Int) -> [Taps] {
        target.map { t in
            let lo = t * device, hi = (t + 1) * device
            let first = lo / shown, last = (hi - 1) / shown
            let weights = (first...last).map { s in
                Float(min(hi, (s + 1) * shown) - max(lo, s * shown)) / Float(device)
            }
            return Taps(first: first - sourceStart, weights: weights)
        }
    }

    /// An axis's taps laid flat, so that the passes read them without an array per pixel: tap i's
    /// weights are `weights[offsets[i]..<offsets[i + 1]]`, from device pixel `firsts[i]`.
    struct FlatTaps {
        var firsts: [Int] = []
        var offsets: [Int] = [0]
        var weights: [Float] = []

        init(_ taps: [Taps]) {
            for tap in taps {
                firsts.append(tap.first)
                weights += tap.weights
                offsets.append(weights.count)
            }
        }
    }

    /// `target`'s pixels (in `scale`'s displayed grid), averaged from `pixels`: the premultiplied
    /// RGBA bytes of device rect `source`, which must cover `scale.source(of: target)`.
    ///
    /// Each sum adds its taps' products in order, in `Float`, and is rounded half up and clamped
    /// to a byte. A pixel is read as one four-byte load and widened, and the taps come from flat
    /// tables: the live stream runs this on every frame at a page's size (a whole screen of
    /// 3 million device pixels while the drawer slides).
    static func downscale(_ pixels: UnsafeRawBufferPointer, source: PixelRect, to target: PixelRect, scale: FrameScale) -> Data {
        precondition(pixels.count == 4 * source.area, "BoxFilter: \(pixels.count) bytes for a \(source) source")
        let needed = scale.source(of: target)
        precondition(needed.x >= source.x && needed.y >= source.y && needed.maxX <= source.maxX && needed.maxY <= source.maxY,
                     "BoxFilter: \(target) needs device pixels \(needed), outside the \(source) given")
        let columns = FlatTaps(taps(target: target.x..<target.maxX, device: scale.deviceWidth, shown: scale.width, sourceStart: source.x))
        let rows = FlatTaps(taps(target: target.y..<target.maxY, device: scale.deviceHeight, shown: scale.height, sourceStart: source.y))
        let rowStart = needed.y - source.y, rowCount = needed.height, width = target.width
        // The horizontal pass over the source rows the target needs: rowCount × target.width pixels.
        var horizontal = [SIMD4<Float>](repeating: .zero, count: rowCount * width)
        horizontal.withUnsafeMutableBufferPointer { out in
            columns.firsts.withUnsafeBufferPointer { firsts in
                columns.offsets.withUnsafeBufferPointer { offsets in
                    columns.weights.withUnsafeBufferPointer { weights in
                        for row in 0..<rowCount {
                            let rowBytes = pixels.baseAddress! + 4 * (rowStart + row) * source.width
                            let outRow = out.baseAddress! + row * width
                            for t in 0..<width {
                                var sum = SIMD4<Float>.zero
                                var pixel = rowBytes + 4 * firsts[t]
                                for k in offsets[t]..<offsets[t + 1] {
                                    let bytes = pixel.loadUnaligned(as: SIMD4<UInt8>.self)
                                    sum += SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: bytes)) * weights[k]
                                    pixel += 4
                                }
                                outRow[t] = sum
                            }
                        }
                    }
                }
            }
        }
        var result = Data(count: 4 * target.area)
        result.withUnsafeMutableBytes { raw in
            let out = raw.bindMemory(to: UInt8.self).baseAddress!
            horizontal.withUnsafeBufferPointer { h in
                for y in 0..<rows.firsts.count {
                    let firstRow = rows.firsts[y] - rowStart
                    let taps = rows.offsets[y]..<rows.offsets[y + 1]
                    for x in 0..<width {
                        var sum = SIMD4<Float>.zero
                        var index = firstRow * width + x
                        for k in taps {
                            sum += h[index] * rows.weights[k]
                            index += width
                        }
                        // Half up, clamped to a byte; the selects lower to SSE's max and min.
                        let half = sum + 0.5
                        let positive = half.replacing(with: 0, where: half .< 0)
                        let clamped = positive.replacing(with: 255, where: positive .> 255)
                        // Lane by lane: a vector conversion with a rounding rule is a generic call.
                        let o = out + 4 * (y * width + x)
                        o[0] = UInt8(clamped.x)
                        o[1] = UInt8(clamped.y)
                        o[2] = UInt8(clamped.z)
                        o[3] = UInt8(clamped.w)
                    }
                }
            }
        }
        return result
    }
}
