/// Samples an image for device pixels through the inverse of the image-to-device transform.
struct ImageShader: PixelShader {
    let image: CGImage
    /// Maps device pixel coordinates to image pixel coordinates (origin top-left).
    let deviceToImage: CGAffineTransform
    /// Whether to filter bilinearly rather than take the nearest pixel.
    let bilinear: Bool

    func shade(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt32>) {
        let t = deviceToImage
        let w = image.width, h = image.height
        image.withPixels { bytes, bytesPerRow in
            let rowPixels = bytesPerRow / 4
            let src = UnsafeRawPointer(bytes)
            let cy = Double(y) + 0.5
            var u = Double(t.a) * (Double(x) + 0.5) + Double(t.c) * cy + Double(t.tx)
            var v = Double(t.b) * (Double(x) + 0.5) + Double(t.d) * cy + Double(t.ty)
            let du = Double(t.a), dv = Double(t.b)
            for i in 0..<count {
                defer {
                    u += du
                    v += dv
                }
                guard coverage[i] != 0 else { continue }
                if bilinear {
                    let fx = u - 0.5, fy = v - 0.5
                    let x0 = fx.rounded(.down), y0 = fy.rounded(.down)
                    let wx = UInt32(((fx - x0) * 256).rounded()), wy = UInt32(((fy - y0) * 256).rounded())
                    let ix0 = Int(x0), iy0 = Int(y0)
                    let xa = min(w - 1, max(0, ix0)), xb = min(w - 1, max(0, ix0 + 1))
                    let ya = min(h - 1, max(0, iy0)), yb = min(h - 1, max(0, iy0 + 1))
                    let p00 = src.loadUnaligned(fromByteOffset: (ya * rowPixels + xa) * 4, as: UInt32.self)
                    let p10 = src.loadUnaligned(fromByteOffset: (ya * rowPixels + xb) * 4, as: UInt32.self)
                    let p01 = src.loadUnaligned(fromByteOffset: (yb * rowPixels + xa) * 4, as: UInt32.self)
                    let p11 = src.loadUnaligned(fromByteOffset: (yb * rowPixels + xb) * 4, as: UInt32.self)
                    out[i] = Self.lerp(Self.lerp(p00, p10, wx), Self.lerp(p01, p11, wx), wy)
                } else {
                    let ix = min(w - 1, max(0, Int(u.rounded(.down)))), iy = min(h - 1, max(0, Int(v.rounded(.down))))
                    out[i] = src.loadUnaligned(fromByteOffset: (iy * rowPixels + ix) * 4, as: UInt32.self)
                }
            }
        }
    }

    /// Returns `p·(256 − w) + q·w` per channel, divided by 256 and rounded; `w` in 0...256, exact at the ends.
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
