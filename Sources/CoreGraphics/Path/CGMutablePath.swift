/// A path that can be built element by element, as Apple's `CGMutablePath`.
///
/// Every adding method takes a `transform` that maps its points before they are stored. Adding a line or
/// curve needs a current point: doing so on an empty path traps with a message naming the call. After
/// `closeSubpath()`, the next line or curve starts a new subpath at the closed subpath's start point.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty path.
    public init() {
        super.init(segments: [])
    }

    override init(segments: [PathSegment]) {
        super.init(segments: segments)
    }

    /// Starts a new subpath at `point`; a move directly after another move replaces it.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        if case .move = segments.last {
            segments[segments.count - 1] = .move(p)
        } else {
            segments.append(.move(p))
        }
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        prepareForSegment("addLine(to:)")
        segments.append(.line(point.applying(transform)))
    }

    /// Starts a subpath at the first point and adds lines through the rest; an empty array adds nothing.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() {
            segments.append(.line(p.applying(transform)))
        }
    }

    /// Adds a quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        prepareForSegment("addQuadCurve(to:control:)")
        segments.append(.quad(control.applying(transform), end.applying(transform)))
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        prepareForSegment("addCurve(to:control1:control2:)")
        segments.append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start; does nothing when there is no open subpath.
    public func closeSubpath() {
        guard let last = segments.last else { return }
        if case .close = last { return }
        segments.append(.close)
    }

    /// Appends every element of `path`, each point mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        segments.append(contentsOf: path.segments.map { $0.applying(transform) })
    }

    /// Traps when there is no current point, and re-opens a subpath at the last start after a close.
    func prepareForSegment(_ call: String) {
        guard let last = segments.last else {
            preconditionFailure("CGMutablePath.\(call): the path has no current point; call move(to:) first")
        }
        if case .close = last {
            segments.append(.move(currentPoint))
        }
    }
}
