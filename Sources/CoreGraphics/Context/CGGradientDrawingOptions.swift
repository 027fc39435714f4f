/// Whether a gradient also fills beyond its end points, as Apple's `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The raw flag bits.
    public let rawValue: UInt32

    /// Creates options from raw bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Extends the start color before the start point.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extends the end color after the end point.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
