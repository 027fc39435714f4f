extension CGContext {
    /// Discards the current path.
    public func beginPath() {
        currentPath = CGMutablePath()
    }

    /// Starts a new subpath at `point` in user space.
    public func move(to point: CGPoint) {
        currentPath.move(to: point, transform: state.ctm)
    }

    /// Adds a line from the current point to `point`; traps when the path has no current point.
    public func addLine(to point: CGPoint) {
        currentPath.addLine(to: point, transform: state.ctm)
    }

    /// Starts a subpath at the first point and adds lines through the rest.
    public func addLines(between points: [CGPoint]) {
        currentPath.addLines(between: points, transform: state.ctm)
    }

    /// Adds a cubic Bézier curve from the current point; traps when there is none.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    /// Adds a quadratic Bézier curve from the current point; traps when there is none.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    /// Adds an arc with `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)` semantics, in user space.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                           clockwise: clockwise, transform: state.ctm)
    }

    /// Adds a tangent arc with `CGMutablePath.addArc(tangent1End:tangent2End:radius:)` semantics; traps without a current point.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    /// Adds a closed rectangle subpath.
    public func addRect(_ rect: CGRect) {
        currentPath.addRect(rect, transform: state.ctm)
    }

    /// Adds one closed rectangle subpath per rectangle.
    public func addRects(_ rects: [CGRect]) {
        currentPath.addRects(rects, transform: state.ctm)
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) {
        currentPath.addEllipse(in: rect, transform: state.ctm)
    }

    /// Adds every element of `path`, interpreted in user space.
    public func addPath(_ path: CGPath) {
        currentPath.addPath(path, transform: state.ctm)
    }

    /// Closes the current subpath.
    public func closePath() {
        currentPath.closeSubpath()
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point of the path in user space, or `.zero` when the path is empty.
    public var currentPointOfPath: CGPoint {
        currentPath.isEmpty ? .zero : currentPath.currentPoint.applying(state.ctm.inverted())
    }

    /// The bounding box of the current path, control points included, in user space; null when the path is empty.
    public var boundingBoxOfPath: CGRect {
        currentPath.isEmpty ? .null : currentPath.boundingBox.applying(state.ctm.inverted())
    }

    /// A copy of the current path in user space, or nil when it is empty.
    public var path: CGPath? {
        guard !currentPath.isEmpty else { return nil }
        var inverse = state.ctm.inverted()
        return currentPath.copy(using: &inverse)
    }
}
