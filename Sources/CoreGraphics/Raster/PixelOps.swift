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
