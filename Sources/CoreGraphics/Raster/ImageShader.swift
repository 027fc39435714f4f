/// Samples an image for device pixels through the inverse of the image-to-device transform.
struct ImageShader: PixelShader {
    let image: CGImage
    /// Maps device pixel coordinates to image pixel coordinates (origin top-left).
    let deviceToImage: CGAffineTransform
    /// Whether to filter bilinearly rather than take the nearest pixel.
    let bilinear: Bool

    /// One in 16.16 fixed point.
    private static let fixedOne = 65536.0

    /// The image coordinates of the centre of device pixel `(x, y)` under `t`, in 16.16 fixed point, clamped to ±2⁴⁰.
    ///
    /// A row of pixels is sampled from here on in steps of `fixedSteps(t)`.
    @inline(__always)
    static func fixedPosition(_ t: CGAffineTransform, x: Int, y: Int) -> (u: Int, v: Int) {
        let limit = Double(1 << 40)
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        let u0 = (Double(t.a) * cx + Double(t.c) * cy + Double(t.tx)) * fixedOne
        let v0 = (Double(t.b) * cx + Double(t.d) * cy + Double(t.ty)) * fixedOne
        return (Int(max(-limit, min(limit, u0)).rounded()), Int(max(-limit, min(limit, v0)).rounded()))
    }

    /// How far the image coordinates move per device pixel to the right under `t`, in 16.16 fixed point.
    @inline(__always)
    static func fixedSteps(_ t: CGAffineTransform) -> (du: Int, dv: Int) {
        (Int((Double(t.a) * fixedOne).rounded()), Int((Double(t.b) * fixedOne).rounded()))
    }

    func shade(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt32>) {
        let t = deviceToImage
        let w = image.width, h = image.height
        image.withPixels { bytes, bytesPerRow in
            let rowPixels = bytesPerRow / 4
            let src = UnsafeRawPointer(bytes)
            // Image coordinates in 16.16 fixed point, stepped per device pixel; clamped far outside the image.
            var (u, v) = Self.fixedPosition(t, x: x, y: y)
            let (du, dv) = Self.fixedSteps(t)
            if bilinear {
                for i in 0..<count {
                    if coverage[i] != 0 {
                        let fx = u - 32768, fy = v - 32768
                        let ix0 = fx >> 16, iy0 = fy >> 16
                        let wx = UInt32((fx & 0xFFFF) >> 8), wy = UInt32((fy & 0xFFFF) >> 8)
                        let xa = min(w - 1, max(0, ix0)), xb = min(w - 1, max(0, ix0 + 1))
                        let ya = min(h - 1, max(0, iy0)), yb = min(h - 1, max(0, iy0 + 1))
                        let p00 = src.loadUnaligned(fromByteOffset: (ya * rowPixels + xa) * 4, as: UInt32.self)
                        let p10 = src.loadUnaligned(fromByteOffset: (ya * rowPixels + xb) * 4, as: UInt32.self)
                        let p01 = src.loadUnaligned(fromByteOffset: (yb * rowPixels + xa) * 4, as: UInt32.self)
                        let p11 = src.loadUnaligned(fromByteOffset: (yb * rowPixels + xb) * 4, as: UInt32.self)
                        out[i] = Self.lerp(Self.lerp(p00, p10, wx), Self.lerp(p01, p11, wx), wy)
                    }
                    u += du
                    v += dv
                }
            } else {
                for i in 0..<count {
                    if coverage[i] != 0 {
                        let ix = min(w - 1, max(0, u >> 16)), iy = min(h - 1, max(0, v >> 16))
                        out[i] = src.loadUnaligned(fromByteOffset: (iy * rowPixels + ix) * 4, as: UInt32.self)
                    }
                    u += du
                    v += dv
                }
            }
        }
    }

    /// Returns `p·(256 − w) + q·w` per channel, divided by 256 and rounded; `w` in 0...256 (256ths), exact at the ends.
    @inline(__always)
    static func lerp(_ p: UInt32, _ q: UInt32, _ w: UInt32) -> UInt32 {
        if w == 0 { return p }
        if w == 256 { return q }
        let iw = 256 - w
        let rb = (((p & 0x00FF_00FF) &* iw &+ (q & 0x00FF_00FF) &* w &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ag = (((p >> 8) & 0x00FF_00FF) &* iw &+ ((q >> 8) & 0x00FF_00FF) &* w &+ 0x0080_0080) & 0xFF00_FF00
        return rb | ag
    }
}
