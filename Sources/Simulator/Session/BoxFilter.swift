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

    /// `target`'s pixels (in `scale`'s displayed grid), averaged from `pixels`: the premultiplied
    /// RGBA bytes of device rect `source`, which must cover `scale.source(of: target)`.
    static func downscale(_ pixels: Data, source: PixelRect, to target: PixelRect, scale: FrameScale) -> Data {
        precondition(pixels.count == 4 * source.area, "BoxFilter: \(pixels.count) bytes for a \(source) source")
        let needed = scale.source(of: target)
        precondition(needed.x >= source.x && needed.y >= source.y && needed.maxX <= source.maxX && needed.maxY <= source.maxY,
                     "BoxFilter: \(target) needs device pixels \(needed), outside the \(source) given")
        let columns = taps(target: target.x..<target.maxX, device: scale.deviceWidth, shown: scale.width, sourceStart: source.x)
        let rows = taps(target: target.y..<target.maxY, device: scale.deviceHeight, shown: scale.height, sourceStart: source.y)
        let rowStart = needed.y - source.y, rowCount = needed.height
        // The horizontal pass over the source rows the target needs: rowCount × target.width pixels.
        var horizontal = [SIMD4<Float>](repeating: .zero, count: rowCount * target.width)
        pixels.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            horizontal.withUnsafeMutableBufferPointer { out in
                for row in 0..<rowCount {
                    let rowBase = (rowStart + row) * source.width
                    for (t, tap) in columns.enumerated() {
                        var sum = SIMD4<Float>.zero
                        var index = 4 * (rowBase + tap.first)
                        for weight in tap.weights {
                            let pixel = SIMD4<Float>(Float(bytes[index]), Float(bytes[index + 1]), Float(bytes[index + 2]), Float(bytes[index + 3]))
                            sum += pixel * weight
                            index += 4
                        }
                        out[row * target.width + t] = sum
                    }
                }
            }
        }
        var result = Data(count: 4 * target.area)
        result.withUnsafeMutableBytes { raw in
            let out = raw.bindMemory(to: UInt8.self)
            horizontal.withUnsafeBufferPointer { h in
                for (y, tap) in rows.enumerated() {
                    let firstRow = tap.first - rowStart
                    for x in 0..<target.width {
                        var sum = SIMD4<Float>.zero
                        for (k, weight) in tap.weights.enumerated() {
                            sum += h[(firstRow + k) * target.width + x] * weight
                        }
                        let rounded = (sum + 0.5).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
                        let index = 4 * (y * target.width + x)
                        out[index] = UInt8(rounded.x)
                        out[index + 1] = UInt8(rounded.y)
                        out[index + 2] = UInt8(rounded.z)
                        out[index + 3] = UInt8(rounded.w)
                    }
                }
            }
        }
        return result
    }
}
