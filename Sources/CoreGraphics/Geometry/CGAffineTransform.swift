/// An affine transformation matrix `[a b 0; c d 0; tx ty 1]` that maps points with row vectors, as Apple's.
///
/// A point `(x, y)` maps to `(a*x + c*y + tx, b*x + d*y + ty)`. `t1.concatenating(t2)` applies `t1`
/// first and then `t2`; `translatedBy`, `scaledBy` and `rotated(by:)` apply the new operation first and
/// then the receiver, exactly as `CGAffineTransformTranslate` and its siblings do.
public struct CGAffineTransform: Equatable, Hashable, Sendable, Codable {
    /// The entry at row 1, column 1.
    public var a: CGFloat
    /// The entry at row 1, column 2.
    public var b: CGFloat
    /// The entry at row 2, column 1.
    public var c: CGFloat
    /// The entry at row 2, column 2.
    public var d: CGFloat
    /// The horizontal translation, row 3 column 1.
    public var tx: CGFloat
    /// The vertical translation, row 3 column 2.
    public var ty: CGFloat

    /// Creates a transform from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates the identity transform, as Apple's parameterless initializer does.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Creates a transform that moves points by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a transform that scales x by `sx` and y by `sy` about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a rotation by `angle` radians, counter-clockwise in a y-up space (clockwise on a flipped, y-down screen).
    ///
    /// The matrix is `[cos sin; -sin cos]`; multiples of π/2 produce exact zeros and ones.
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = CGAffineTransform.exactSinCos(Double(angle))
        self.init(a: CGFloat(c), b: CGFloat(s), c: CGFloat(-s), d: CGFloat(c), tx: 0, ty: 0)
    }

    /// The transform that leaves every point where it is.
    public static let identity = CGAffineTransform()

    /// Whether the transform equals `identity` exactly.
    public var isIdentity: Bool { self == .identity }

    /// Returns the transform that applies `self` first and then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// Returns the transform that translates by `(tx, ty)` and then applies `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns the transform that scales by `(sx, sy)` and then applies `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns the transform that rotates by `angle` radians and then applies `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns the inverse transform, or `self` unchanged when the matrix is singular (determinant zero), as Apple does.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        if det == 0 || !det.isFinite { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id))
    }

    /// Returns sine and cosine of `angle`, exact at multiples of π/2 so that quarter turns stay axis-aligned.
    static func exactSinCos(_ angle: Double) -> (Double, Double) {
        let quarter = angle / (Double.pi / 2)
        let rounded = quarter.rounded()
        if abs(quarter - rounded) < 1e-12 {
            switch ((Int(rounded) % 4) + 4) % 4 {
            case 0: return (0, 1)
            case 1: return (1, 0)
            case 2: return (0, -1)
            default: return (-1, 0)
            }
        }
        return (sin(angle), cos(angle))
    }
}
