/// An immutable graphics path: a sequence of subpaths made of lines and Bézier curves, as Apple's `CGPath`.
///
/// A `CGPath` never changes after creation; its subclass `CGMutablePath` is the only way to build one
/// element by element. Paths compare equal when they hold the same elements with the same points.
/// The class is `@unchecked Sendable` because only `CGMutablePath` mutates storage, and a mutable path
/// is not meant to be shared while it is being built.
public class CGPath: Equatable, @unchecked Sendable {
    /// The stored elements, with points in path space.
    var segments: [PathSegment]

    init(segments: [PathSegment]) {
        self.segments = segments
    }

    /// Creates a closed rectangular path starting at the rectangle's minimum corner and running counter-clockwise in a y-up space.
    ///
    /// `transform`, when given, maps every point.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// Creates a closed ellipse inscribed in `rect`, made of four cubic curves starting at the rectangle's maximum-x midpoint.
    ///
    /// `transform`, when given, maps every point.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// Creates a closed rounded rectangle whose corners are quarter ellipses of the given radii.
    ///
    /// Traps, as Apple does, when a corner size is negative or more than half the rectangle's side.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let r = rect.standardized
        precondition(cornerWidth >= 0 && 2 * cornerWidth <= r.width,
                     "CGPath(roundedRect:cornerWidth:cornerHeight:transform:): cornerWidth \(cornerWidth) must be in 0...width/2 (\(r.width / 2))")
        precondition(cornerHeight >= 0 && 2 * cornerHeight <= r.height,
                     "CGPath(roundedRect:cornerWidth:cornerHeight:transform:): cornerHeight \(cornerHeight) must be in 0...height/2 (\(r.height / 2))")
        let path = CGMutablePath()
        path.addRoundedRect(in: r, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// Whether the path has no elements at all; a path holding only a move is not empty.
    public var isEmpty: Bool { segments.isEmpty }

    /// The end point of the last element, the subpath's start after a close, or `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var subpathStart = CGPoint.zero
        var current = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                subpathStart = p
                current = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p):
                current = p
            case .close:
                current = subpathStart
            }
        }
        return current
    }

    /// Returns an immutable copy of the path, as Apple's `copy()`; never nil here.
    public func copy() -> CGPath? {
        CGPath(segments: segments)
    }

    /// Returns an immutable copy with every point mapped through `transform`, or a plain copy when it is nil.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(segments: segments.map { $0.applying(t) })
    }

    /// Returns a mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(segments: segments)
    }

    /// Returns a mutable copy with every point mapped through `transform`, or a plain copy when it is nil.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(segments: segments.map { $0.applying(t) })
    }

    /// Calls `block` once per element, in order, with a pointer valid only during that call.
    ///
    /// Close elements carry no points; every other element carries its points in path space.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        points.initialize(repeating: .zero, count: 3)
        defer { points.deallocate() }
        for segment in segments {
            let type: CGPathElementType
            switch segment {
            case .move(let p):
                type = .moveToPoint
                points[0] = p
            case .line(let p):
                type = .addLineToPoint
                points[0] = p
            case .quad(let c, let p):
                type = .addQuadCurveToPoint
                points[0] = c
                points[1] = p
            case .cubic(let c1, let c2, let p):
                type = .addCurveToPoint
                points[0] = c1
                points[1] = c2
                points[2] = p
            case .close:
                type = .closeSubpath
            }
            var element = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &element) { block($0) }
        }
    }

    /// Whether both paths hold the same elements with exactly the same points.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs.segments == rhs.segments
    }
}
