/// Colors device pixels by their position along a gradient axis.
struct LinearGradientShader: PixelShader {
    /// Premultiplied colors for t = i / (`CoreGraphicsConstants.gradientTableSize` − 1).
    let table: [UInt32]
    /// t as an affine function of device pixel coordinates: t = ta·x + tb·y + tc.
    let ta: Double
    let tb: Double
    let tc: Double
    /// Whether `shade` takes four pixels a step (`.vector`) or one (`.scalar`, debug builds, where
    /// SIMD operations are calls); both give the same colours.
    let kernels: PixelKernels

    init(gradient: CGGradient, start: CGPoint, end: CGPoint, userToDevice: CGAffineTransform, kernels: PixelKernels) {
        self.kernels = kernels
        var table: [UInt32] = []
        table.reserveCapacity(CoreGraphicsConstants.gradientTableSize)
        for i in 0..<CoreGraphicsConstants.gradientTableSize {
            let c = gradient.color(at: Double(i) / Double(CoreGraphicsConstants.gradientTableSize - 1))
            table.append(PixelOps.pack(r: c.r, g: c.g, b: c.b, a: c.a))
        }
        self.table = table
        let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
        let len2 = dx * dx + dy * dy
        // t(user) = ((p - start)·d) / |d|²; p(user) = inverse·device.
        let inv = userToDevice.inverted()
        let ux = Double(inv.a) * dx + Double(inv.b) * dy
        let uy = Double(inv.c) * dx + Double(inv.d) * dy
        ta = ux / len2
        tb = uy / len2
        tc = ((Double(inv.tx) - Double(start.x)) * dx + (Double(inv.ty) - Double(start.y)) * dy) / len2
    }

    /// Adding this to a value in [0, 2⁵¹) leaves the value rounded to the nearest integer (ties to
    /// even) in the low bits of the sum's representation: a conversion without a call or a trap.
    private static let roundingMagic: Double = 6_755_399_441_055_744

    /// Each covered pixel's colour: t at the pixel's centre, from its own column (not stepped by
    /// repeated addition, so a pixel's colour does not depend on where its span starts), clamped
    /// to [0, 1], scaled to the table and rounded to the nearest entry (ties to even).
    ///
    /// Four pixels at a time in `SIMD4<Double>` lanes, the same operations in the same order as
    /// one pixel alone, so the lanes and the single-pixel tail agree bit for bit; only the table
    /// lookup goes lane by lane.
    func shade(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt32>) {
        let last = Double(CoreGraphicsConstants.gradientTableSize - 1), magic = Self.roundingMagic
        let rowT = tb * (Double(y) + 0.5) + tc
        table.withUnsafeBufferPointer { colors in
            // While loops and explicit clamps: these run per pixel, and in a debug build a range
            // iterator and the generic min and max are calls each.
            var i = 0
            let slope = SIMD4<Double>(repeating: ta), offsets = SIMD4<Double>(0.5, 1.5, 2.5, 3.5)
            while kernels == .vector, i &+ 4 <= count {
                let four = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self)
                if four != 0 {
                    var t = slope * (SIMD4<Double>(repeating: Double(x &+ i)) + offsets) + rowT
                    t.replace(with: 0, where: t .< 0)
                    t.replace(with: 1, where: t .> 1)
                    let index = unsafeBitCast(t * last + magic, to: SIMD4<UInt64>.self) & 0xFFFF_FFFF
                    if four == UInt32.max {
                        out[i] = colors[Int(truncatingIfNeeded: index[0])]
                        out[i &+ 1] = colors[Int(truncatingIfNeeded: index[1])]
                        out[i &+ 2] = colors[Int(truncatingIfNeeded: index[2])]
                        out[i &+ 3] = colors[Int(truncatingIfNeeded: index[3])]
                    } else {
                        var lane = 0
                        while lane < 4 {
                            if coverage[i &+ lane] != 0 { out[i &+ lane] = colors[Int(truncatingIfNeeded: index[lane])] }
                            lane &+= 1
                        }
                    }
                }
                i &+= 4
            }
            while i < count {
                if coverage[i] != 0 {
                    let t = ta * (Double(x &+ i) + 0.5) + rowT
                    let clamped = t < 0 ? 0 : (t > 1 ? 1 : t)
                    out[i] = colors[Int(truncatingIfNeeded: (clamped * last + magic).bitPattern & 0xFFFF_FFFF)]
                }
                i &+= 1
            }
        }
    }
}
