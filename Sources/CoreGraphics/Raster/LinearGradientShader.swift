/// Colors device pixels by their position along a gradient axis.
struct LinearGradientShader: PixelShader {
    /// Premultiplied colors for t = i / (`CoreGraphicsConstants.gradientTableSize` − 1).
    let table: [UInt32]
    /// t as an affine function of device pixel coordinates: t = ta·x + tb·y + tc.
    let ta: Double
    let tb: Double
    let tc: Double

    init(gradient: CGGradient, start: CGPoint, end: CGPoint, userToDevice: CGAffineTransform) {
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

    func shade(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt32>) {
        let last = Double(CoreGraphicsConstants.gradientTableSize - 1)
        var t = ta * (Double(x) + 0.5) + tb * (Double(y) + 0.5) + tc
        table.withUnsafeBufferPointer { colors in
            // A while loop and explicit clamps: these run per pixel, and in a debug build a range
            // iterator and the generic min and max are calls each.
            var i = 0
            while i < count {
                if coverage[i] != 0 {
                    let clamped = t < 0 ? 0 : (t > 1 ? 1 : t)
                    out[i] = colors[Int(clamped * last + 0.5)]
                }
                t += ta
                i &+= 1
            }
        }
    }
}
