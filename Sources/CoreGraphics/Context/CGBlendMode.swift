/// How drawn pixels combine with the pixels already in a context, as Apple's `CGBlendMode`.
///
/// OpenUIKit's rasterizer implements `.normal`, `.copy` and `.clear`; `CGContext.setBlendMode(_:)`
/// traps for every other case rather than drawing with a different equation.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination: `S + D·(1 − Sa)`.
    case normal = 0
    /// Apple's `.multiply` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case multiply = 1
    /// Apple's `.screen` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case screen = 2
    /// Apple's `.overlay` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case overlay = 3
    /// Apple's `.darken` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case darken = 4
    /// Apple's `.lighten` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case lighten = 5
    /// Apple's `.colorDodge` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case colorDodge = 6
    /// Apple's `.colorBurn` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case colorBurn = 7
    /// Apple's `.softLight` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case softLight = 8
    /// Apple's `.hardLight` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case hardLight = 9
    /// Apple's `.difference` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case difference = 10
    /// Apple's `.exclusion` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case exclusion = 11
    /// Apple's `.hue` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case hue = 12
    /// Apple's `.saturation` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case saturation = 13
    /// Apple's `.color` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case color = 14
    /// Apple's `.luminosity` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case luminosity = 15
    /// Erases the destination where drawn: `D·(1 − coverage)`.
    case clear = 16
    /// Replaces the destination where drawn: `S·coverage + D·(1 − coverage)`.
    case copy = 17
    /// Apple's `.sourceIn` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case sourceIn = 18
    /// Apple's `.sourceOut` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case sourceOut = 19
    /// Apple's `.sourceAtop` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case sourceAtop = 20
    /// Apple's `.destinationOver` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case destinationOver = 21
    /// Apple's `.destinationIn` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case destinationIn = 22
    /// Apple's `.destinationOut` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case destinationOut = 23
    /// Apple's `.destinationAtop` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case destinationAtop = 24
    /// Apple's `.xor` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case xor = 25
    /// Apple's `.plusDarker` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case plusDarker = 26
    /// Apple's `.plusLighter` blend mode; not implemented, so `setBlendMode(_:)` traps for it.
    case plusLighter = 27

    /// The rasterizer's equation for this mode, or nil when OpenUIKit does not implement it.
    var compositeOperator: CompositeOperator? {
        switch self {
        case .normal: return .sourceOver
        case .copy: return .copy
        case .clear: return .clear
        case .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
             .difference, .exclusion, .hue, .saturation, .color, .luminosity, .sourceIn, .sourceOut, .sourceAtop,
             .destinationOver, .destinationIn, .destinationOut, .destinationAtop, .xor, .plusDarker, .plusLighter:
            return nil
        }
    }
}
