/// The family of a color space, as Apple's `CGColorSpaceModel`; only the models OpenUIKit supports are present.
public enum CGColorSpaceModel: Int32, Sendable {
    /// One gray component.
    case monochrome = 0
    /// Red, green and blue components.
    case rgb = 1
}
