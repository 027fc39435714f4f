import Foundation

/// Values that an animation can blend: numbers, geometry, transforms and colours.
protocol CAInterpolable {
    /// The value a fraction `t` of the way from `a` to `b`; `t` may leave 0…1 (springs overshoot).
    static func interpolate(_ a: Self, _ b: Self, _ t: Double) -> Self
    /// `a + b`, used for `byValue`.
    static func sum(_ a: Self, _ b: Self) -> Self
    /// `a − b`, used for `byValue`.
    static func difference(_ a: Self, _ b: Self) -> Self
}

extension CGFloat: CAInterpolable {
    static func interpolate(_ a: CGFloat, _ b: CGFloat, _ t: Double) -> CGFloat { a + (b - a) * CGFloat(t) }
    static func sum(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + b }
    static func difference(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a - b }
}

extension Float: CAInterpolable {
    static func interpolate(_ a: Float, _ b: Float, _ t: Double) -> Float { a + (b - a) * Float(t) }
    static func sum(_ a: Float, _ b: Float) -> Float { a + b }
    static func difference(_ a: Float, _ b: Float) -> Float { a - b }
}

extension CGPoint: CAInterpolable {
    static func interpolate(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: .interpolate(a.x, b.x, t), y: .interpolate(a.y, b.y, t))
    }
    static func sum(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    static func difference(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
}

extension CGSize: CAInterpolable {
    static func interpolate(_ a: CGSize, _ b: CGSize, _ t: Double) -> CGSize {
        CGSize(width: .interpolate(a.width, b.width, t), height: .interpolate(a.height, b.height, t))
    }
    static func sum(_ a: CGSize, _ b: CGSize) -> CGSize { CGSize(width: a.width + b.width, height: a.height + b.height) }
    static func difference(_ a: CGSize, _ b: CGSize) -> CGSize { CGSize(width: a.width - b.width, height: a.height - b.height) }
}

extension CGRect: CAInterpolable {
    static func interpolate(_ a: CGRect, _ b: CGRect, _ t: Double) -> CGRect {
        CGRect(origin: .interpolate(a.origin, b.origin, t), size: .interpolate(a.size, b.size, t))
    }
    static func sum(_ a: CGRect, _ b: CGRect) -> CGRect { CGRect(origin: .sum(a.origin, b.origin), size: .sum(a.size, b.size)) }
    static func difference(_ a: CGRect, _ b: CGRect) -> CGRect {
        CGRect(origin: .difference(a.origin, b.origin), size: .difference(a.size, b.size))
    }
}

extension CATransform3D: CAInterpolable {
    /// Blends the affine parts by decomposition (translation, rotation, scale, shear), as Core
    /// Animation does, so a rotation animates along the arc; other entries blend linearly.
    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        let da = AffineParts(CATransform3DGetAffineTransform(a)), db = AffineParts(CATransform3DGetAffineTransform(b))
        var rotationB = db.rotation
        // Take the short way round.
        while rotationB - da.rotation > .pi { rotationB -= 2 * .pi }
        while rotationB - da.rotation < -.pi { rotationB += 2 * .pi }
        let blended = AffineParts(
            tx: .interpolate(da.tx, db.tx, t), ty: .interpolate(da.ty, db.ty, t),
            rotation: .interpolate(da.rotation, rotationB, t),
            scaleX: .interpolate(da.scaleX, db.scaleX, t), scaleY: .interpolate(da.scaleY, db.scaleY, t),
            shear: .interpolate(da.shear, db.shear, t))
        let ra = a.rows, rb = b.rows
        var rows = ra
        for i in 0..<4 { for j in 0..<4 { rows[i][j] = .interpolate(ra[i][j], rb[i][j], t) } }
        var out = CATransform3D(rows: rows)
        let affine = blended.transform
        out.m11 = affine.a; out.m12 = affine.b; out.m21 = affine.c; out.m22 = affine.d
        out.m41 = affine.tx; out.m42 = affine.ty
        return out
    }
    static func sum(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { CATransform3DConcat(a, b) }
    static func difference(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
        let inverse = CATransform3DMakeAffineTransform(CATransform3DGetAffineTransform(b).inverted())
        return CATransform3DConcat(a, inverse)
    }
}

/// An affine transform split into translation, rotation, scale and shear.
private struct AffineParts {
    var tx: CGFloat, ty: CGFloat, rotation: CGFloat, scaleX: CGFloat, scaleY: CGFloat, shear: CGFloat

    init(tx: CGFloat, ty: CGFloat, rotation: CGFloat, scaleX: CGFloat, scaleY: CGFloat, shear: CGFloat) {
        self.tx = tx; self.ty = ty; self.rotation = rotation
        self.scaleX = scaleX; self.scaleY = scaleY; self.shear = shear
    }

    init(_ m: CGAffineTransform) {
        tx = m.tx; ty = m.ty
        let sx = (m.a * m.a + m.b * m.b).squareRoot()
        rotation = sx == 0 ? 0 : atan2(m.b, m.a)
        let determinant = m.a * m.d - m.b * m.c
        scaleX = sx
        scaleY = sx == 0 ? (m.c * m.c + m.d * m.d).squareRoot() : determinant / sx
        shear = sx == 0 ? 0 : (m.a * m.c + m.b * m.d) / (sx * sx)
    }

    var transform: CGAffineTransform {
        let c = cos(rotation), s = sin(rotation)
        // rotation × (scale with shear): columns (a,b) and (c,d).
        let a = c * scaleX, b = s * scaleX
        let cc = c * shear * scaleX - s * scaleY, d = s * shear * scaleX + c * scaleY
        return CGAffineTransform(a: a, b: b, c: cc, d: d, tx: tx, ty: ty)
    }
}

extension CGColor {
    /// Blends colours componentwise in sRGB with premultiplied alpha, so fading to clear keeps the hue.
    static func interpolateColor(_ a: CGColor?, _ b: CGColor?, _ t: Double) -> CGColor? {
        let ca = a?.rgba ?? (0, 0, 0, 0), cb = b?.rgba ?? (0, 0, 0, 0)
        let alpha = CGFloat.interpolate(ca.3, cb.3, t)
        guard alpha > 0 else { return CGColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ x: CGFloat, _ y: CGFloat) -> CGFloat {
            min(1, max(0, CGFloat.interpolate(x * ca.3, y * cb.3, t) / alpha))
        }
        return CGColor(red: channel(ca.0, cb.0), green: channel(ca.1, cb.1), blue: channel(ca.2, cb.2),
                       alpha: min(1, max(0, alpha)))
    }

    /// The colour as sRGB red, green, blue and alpha.
    var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
        let c = components ?? [0, 0, 0, 1]
        switch c.count {
        case 2: return (c[0], c[0], c[0], c[1])
        case 4: return (c[0], c[1], c[2], c[3])
        default: return (0, 0, 0, alpha)
        }
    }
}

/// Blends two animation values of the same type, or returns nil when they cannot be blended.
func caInterpolate(_ a: Any?, _ b: Any?, _ t: Double) -> Any? {
    switch (a, b) {
    case let (x as CGFloat, y as CGFloat): return CGFloat.interpolate(x, y, t)
    case let (x as Float, y as Float): return Float.interpolate(x, y, t)
    case let (x as Double, y as Double): return Double(CGFloat.interpolate(CGFloat(x), CGFloat(y), t))
    case let (x as CGPoint, y as CGPoint): return CGPoint.interpolate(x, y, t)
    case let (x as CGSize, y as CGSize): return CGSize.interpolate(x, y, t)
    case let (x as CGRect, y as CGRect): return CGRect.interpolate(x, y, t)
    case let (x as CATransform3D, y as CATransform3D): return CATransform3D.interpolate(x, y, t)
    default:
        if (a == nil || a is CGColor) && (b == nil || b is CGColor) {
            return CGColor.interpolateColor(a as! CGColor?, b as! CGColor?, t)
        }
        return nil
    }
}

/// `a + b` for values of one interpolable type, or nil.
func caSum(_ a: Any?, _ b: Any?) -> Any? {
    switch (a, b) {
    case let (x as CGFloat, y as CGFloat): return x + y
    case let (x as Float, y as Float): return x + y
    case let (x as Double, y as Double): return x + y
    case let (x as CGPoint, y as CGPoint): return CGPoint.sum(x, y)
    case let (x as CGSize, y as CGSize): return CGSize.sum(x, y)
    case let (x as CGRect, y as CGRect): return CGRect.sum(x, y)
    case let (x as CATransform3D, y as CATransform3D): return CATransform3D.sum(x, y)
    default: return nil
    }
}

/// `a − b` for values of one interpolable type, or nil.
func caDifference(_ a: Any?, _ b: Any?) -> Any? {
    switch (a, b) {
    case let (x as CGFloat, y as CGFloat): return x - y
    case let (x as Float, y as Float): return x - y
    case let (x as Double, y as Double): return x - y
    case let (x as CGPoint, y as CGPoint): return CGPoint.difference(x, y)
    case let (x as CGSize, y as CGSize): return CGSize.difference(x, y)
    case let (x as CGRect, y as CGRect): return CGRect.difference(x, y)
    case let (x as CATransform3D, y as CATransform3D): return CATransform3D.difference(x, y)
    default: return nil
    }
}
