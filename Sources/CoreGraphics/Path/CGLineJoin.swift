/// How the corners between connected segments are drawn when stroked, as Apple's `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    /// The outer edges are extended to meet, or beveled when the miter limit is exceeded.
    case miter = 0
    /// The corner is rounded with a circle of diameter line width.
    case round = 1
    /// The corner is cut off by a straight line between the outer edges.
    case bevel = 2
}
