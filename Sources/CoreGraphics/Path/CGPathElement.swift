/// One element of a path handed to `CGPath.applyWithBlock(_:)`, as Apple's `CGPathElement`.
///
/// `points` is valid only during the callback and holds 1, 1, 2, 3 or 0 meaningful points for move,
/// line, quadratic curve, cubic curve and close respectively.
public struct CGPathElement {
    /// The kind of element.
    public var type: CGPathElementType
    /// The element's points, owned by the enumeration.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}
