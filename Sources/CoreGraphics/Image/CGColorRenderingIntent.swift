/// How colors outside a destination gamut are mapped, as Apple's `CGColorRenderingIntent`; OpenUIKit renders everything in sRGB, so it is recorded only.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The context's default.
    case defaultIntent = 0
    /// Absolute colorimetric mapping.
    case absoluteColorimetric = 1
    /// Relative colorimetric mapping.
    case relativeColorimetric = 2
    /// Perceptual mapping.
    case perceptual = 3
    /// Saturation-preserving mapping.
    case saturation = 4
}
