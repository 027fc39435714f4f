/// Exact arithmetic on packed premultiplied RGBA pixels: byte 0 red … byte 3 alpha, read as a little-endian `UInt32`.
enum PixelOps {
    /// Returns every channel of `p` multiplied by `k / 255`, rounded to nearest; `k` in 0...255.
    @inline(__always)
    static func scale(_ p: UInt32, _ k: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* k &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* k &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Returns the alpha byte of `p`.
    @inline(__always)
    static func alpha(_ p: UInt32) -> UInt32 { p >> 24 }

    /// Returns a packed pixel from 0...1 straight (non-premultiplied) components, premultiplied and rounded.
    static func pack(r: Double, g: Double, b: Double, a: Double) -> UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(255, (v * 255).rounded()))) }
        let a8 = byte(a)
        let r8 = UInt32(Pixel.mul255(byte(r), a8)), g8 = UInt32(Pixel.mul255(byte(g), a8))
        let b8 = UInt32(Pixel.mul255(byte(b), a8))
        return r8 | (g8 << 8) | (b8 << 16) | (a8 << 24)
    }

    /// Source-over: `src·k + dst·(1 − alpha(src·k))`.
    @inline(__always)
    static func sourceOver(_ src: UInt32, _ dst: UInt32, _ k: UInt32) -> UInt32 {
        let s = k == 255 ? src : scale(src, k)
        let sa = alpha(s)
        if sa == 255 { return s }
        return s &+ scale(dst, 255 - sa)
    }

    /// Copy under coverage: `src·k + dst·(1 − k)`, which replaces the destination where coverage is full.
    @inline(__always)
    static func copy(_ src: UInt32, _ dst: UInt32, _ k: UInt32) -> UInt32 {
        k == 255 ? src : scale(src, k) &+ scale(dst, 255 - k)
    }

    /// Clear under coverage: `dst·(1 − k)`.
    @inline(__always)
    static func clear(_ dst: UInt32, _ k: UInt32) -> UInt32 {
        scale(dst, 255 - k)
    }
}

/// Pixel stages that recolour a bitmap, for the compositor's vibrancy groups.
@_spi(QuartzCore) public enum CGPixelRecolor {
    /// Gives every pixel of a bitmap the colour `color` at the pixel's own alpha, in place: the content keeps its coverage, loses its colours.
    ///
    /// A pixel of alpha `a` (premultiplied) becomes `color·a/255`, rounded to nearest per channel, so
    /// transparent pixels stay transparent and an opaque pixel becomes `color` itself (with `color`'s
    /// alpha). This is how UIKit's vibrancy draws content since iOS 13: glyphs and fills take the
    /// vibrancy style's colour whatever colour they were drawn in.
    /// The bitmap is `height` rows of `width` packed premultiplied RGBA pixels, `rowPixels` apart.
    public static func fill(_ pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowPixels: Int,
                            keepingCoverageWith color: CGColor) {
        let c = color.rgba
        let packed = PixelOps.pack(r: c.r, g: c.g, b: c.b, a: c.a)
        for y in 0..<height {
            let row = pixels + y * rowPixels
            var x = 0
            while x < width {
                row[x] = PixelOps.recolor(row[x], with: packed)
                x &+= 1
            }
        }
    }
}

extension PixelOps {
    /// Recolour: `color·alpha(p)/255`, the packed premultiplied `color` at the coverage of `p`.
    @inline(__always)
    static func recolor(_ p: UInt32, with color: UInt32) -> UInt32 {
        scale(color, alpha(p))
    }
}
