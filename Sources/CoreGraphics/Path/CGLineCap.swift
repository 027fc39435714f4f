/// How the ends of open subpaths are drawn when stroked, as Apple's `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    /// The stroke ends exactly at the endpoint.
    case butt = 0
    /// A half circle of diameter line width is added at the endpoint.
    case round = 1
    /// A half square of side line width is added beyond the endpoint.
    case square = 2
}
