/// How drawn pixels combine with the pixels already in a context, as Apple's `CGBlendMode`.
///
/// OpenUIKit's rasterizer implements `.normal`, `.copy` and `.clear`, with Apple's raw values; the
/// other modes of Apple's enum are absent rather than drawn with a different equation.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination: `S + D·(1 − Sa)`.
    case normal = 0
    /// Erases the destination where drawn: `D·(1 − coverage)`.
    case clear = 16
    /// Replaces the destination where drawn: `S·coverage + D·(1 − coverage)`.
    case copy = 17

    /// The rasterizer's equation for this mode.
    var compositeOperator: CompositeOperator {
        switch self {
        case .normal: return .sourceOver
        case .copy: return .copy
        case .clear: return .clear
        }
    }
}
