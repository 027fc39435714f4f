/// The kind of one element of a path, as Apple's `CGPathElementType`.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at `points[0]`.
    case moveToPoint = 0
    /// Adds a line to `points[0]`.
    case addLineToPoint = 1
    /// Adds a quadratic curve with control `points[0]` ending at `points[1]`.
    case addQuadCurveToPoint = 2
    /// Adds a cubic curve with controls `points[0]`, `points[1]` ending at `points[2]`.
    case addCurveToPoint = 3
    /// Closes the current subpath; `points` holds no meaningful point.
    case closeSubpath = 4
}
