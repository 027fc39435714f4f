/// How much effort image scaling spends on quality, as Apple's `CGInterpolationQuality`.
///
/// OpenUIKit samples with the nearest pixel for `.none` and bilinear filtering for every other level.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context default: bilinear filtering.
    case `default` = 0
    /// Nearest-pixel sampling.
    case none = 1
    /// Bilinear filtering.
    case low = 2
    /// Bilinear filtering.
    case medium = 4
    /// Bilinear filtering.
    case high = 3
}
