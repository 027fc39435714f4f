/// How much effort image scaling spends on quality, as Apple's `CGInterpolationQuality`.
///
/// OpenUIKit samples with the nearest pixel for `.none` and bilinear filtering for every other level.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0
    case none = 1
    case low = 2
    case medium = 4
    case high = 3
}
