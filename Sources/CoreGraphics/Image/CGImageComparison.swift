/// The outcome of comparing two images pixel by pixel, for golden-image tests.
///
/// Pixels are compared as exact premultiplied RGBA bytes. When the sizes differ, the comparison covers
/// the larger extent and every pixel outside either image counts as differing.
@_spi(UIKitTesting) @_spi(Testing)
public struct CGImageComparison: Sendable {
    /// Whether both images have the same size and the same bytes.
    public let isIdentical: Bool
    /// How many pixels differ.
    public let differingPixelCount: Int
    /// Differing pixels in opaque red over a faded copy of the expected image; nil when identical.
    public let differenceImage: CGImage?

    /// Compares `actual` against `expected`.
    public init(expected: CGImage, actual: CGImage) {
        let w = max(expected.width, actual.width), h = max(expected.height, actual.height)
        let e = expected.premultipliedRGBA, a = actual.premultipliedRGBA
        // Most golden checks pass: equal sizes and bytes need no walk over the pixels.
        if expected.width == actual.width, expected.height == actual.height, e == a {
            isIdentical = true
            differingPixelCount = 0
            differenceImage = nil
            return
        }
        var diff = Data(count: w * h * 4)
        var count = 0
        e.withUnsafeBytes { eb in
            a.withUnsafeBytes { ab in
                diff.withUnsafeMutableBytes { db in
                    let ep = eb.bindMemory(to: UInt8.self), ap = ab.bindMemory(to: UInt8.self)
                    let dp = db.bindMemory(to: UInt8.self)
                    for y in 0..<h {
                        for x in 0..<w {
                            let inE = x < expected.width && y < expected.height
                            let inA = x < actual.width && y < actual.height
                            let ei = (y * expected.width + x) * 4, ai = (y * actual.width + x) * 4
                            var same = inE && inA
                            if same {
                                same = ep[ei] == ap[ai] && ep[ei + 1] == ap[ai + 1] && ep[ei + 2] == ap[ai + 2] && ep[ei + 3] == ap[ai + 3]
                            }
                            let di = (y * w + x) * 4
                            if same {
                                // The expected pixel composited over white, then faded towards white.
                                for c in 0..<3 {
                                    let over = UInt32(ep[ei + c]) + 255 - UInt32(ep[ei + 3])
                                    dp[di + c] = UInt8(Pixel.div255(over * CoreGraphicsConstants.goldenDifferenceFadedWeight + 255 * (255 - CoreGraphicsConstants.goldenDifferenceFadedWeight)))
                                }
                                dp[di + 3] = 255
                            } else {
                                count += 1
                                dp[di] = 255
                                dp[di + 1] = 0
                                dp[di + 2] = 0
                                dp[di + 3] = 255
                            }
                        }
                    }
                }
            }
        }
        differingPixelCount = count
        isIdentical = count == 0 && expected.width == actual.width && expected.height == actual.height
        differenceImage = isIdentical ? nil : CGImage(width: w, height: h, premultipliedRGBA: diff)
    }
}
