/// Where the alpha channel sits in a pixel and whether colors are premultiplied, as Apple's `CGImageAlphaInfo`.
///
/// OpenUIKit images and bitmap contexts use `.premultipliedLast` (RGBA bytes with premultiplied color).
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha channel.
    case none = 0
    /// Alpha last, color premultiplied by alpha.
    case premultipliedLast = 1
    /// Alpha first, color premultiplied by alpha.
    case premultipliedFirst = 2
    /// Alpha last, color not premultiplied.
    case last = 3
    /// Alpha first, color not premultiplied.
    case first = 4
    /// An ignored byte last.
    case noneSkipLast = 5
    /// An ignored byte first.
    case noneSkipFirst = 6
    /// Only an alpha channel.
    case alphaOnly = 7
}
