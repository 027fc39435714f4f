/// Exact 8-bit arithmetic on premultiplied pixel channels.
enum Pixel {
    /// Returns `x / 255` rounded to nearest, exact for every `x` in 0...255·255·2.
    @inline(__always)
    static func div255(_ x: UInt32) -> UInt32 {
        let t = x &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Returns `a * b / 255` rounded to nearest, as a byte.
    @inline(__always)
    static func mul255(_ a: UInt32, _ b: UInt32) -> UInt8 {
        UInt8(truncatingIfNeeded: div255(a &* b))
    }

    /// Returns the straight color of premultiplied channel `c` under alpha `a` (non-zero), rounded to nearest.
    @inline(__always)
    static func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt8 {
        UInt8(min(255, (c * 255 + a / 2) / a))
    }
}
