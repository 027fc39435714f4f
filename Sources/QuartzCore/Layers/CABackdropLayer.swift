import Foundation

/// A layer that shows what is drawn beneath it inside its bounds, blurred, saturated and tinted, beneath its own content.
///
/// Core Animation's private `CABackdropLayer`, which `UIVisualEffectView` is built on. On every frame in
/// which what lies beneath it changes, the compositor redraws the tree beneath the layer (everything
/// drawn before it) over the layer's region widened by the blur's reach, blurs it with a Gaussian of
/// `blurRadius` points at the screen's scale, applies `saturation`, composites `tintColor` over it, and
/// draws the result clipped to the layer's rounded bounds; the layer's background, contents, sublayers
/// and border then draw on top as usual. Beyond the screen's edges the nearest edge pixels repeat, so
/// the blur near an edge neither darkens nor fades. The three properties are animatable, so a blur
/// can fade in and out (`UIView.animate` animates them through the layer's delegate).
@_spi(UIKit) @_spi(SpringBoard) @MainActor public final class CABackdropLayer: CALayer {
    /// A backdrop layer with no blur, saturation 1 and no tint: it shows what lies beneath unchanged.
    public override init() {
        super.init()
        state.capturesBackdrop = true
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        state.capturesBackdrop = true
    }

    /// The standard deviation of the Gaussian blur, in points; 0 (the default) does not blur.
    public var blurRadius: CGFloat {
        get { state.backdropBlurRadius }
        set { change("backdropBlurRadius") { $0.backdropBlurRadius = newValue } }
    }

    /// How much colours are saturated after the blur: 1 (the default) leaves them, 0 makes them grey, 1.8 is Apple's light and dark recipe.
    public var saturation: CGFloat {
        get { state.backdropSaturation }
        set { change("backdropSaturation") { $0.backdropSaturation = newValue } }
    }

    /// The colour composited source-over on the blurred, saturated pixels; nil (the default) tints nothing.
    public var tintColor: CGColor? {
        get { state.backdropTintColor }
        set { change("backdropTintColor") { $0.backdropTintColor = newValue } }
    }

    /// Two colours, of which the backdrop takes the one that contrasts with what lies beneath it; nil (the default) takes neither.
    ///
    /// Set, the compositor measures the mean luma of the (blurred, saturated) backdrop inside the
    /// layer's region on every frame in which it changes, and composites `overDark` over it when
    /// that is below `threshold`, `overLight` otherwise, in place of `tintColor`. This is the
    /// luma-dodge pill of SpringBoard's home indicator, light over dark content and dark over light.
    /// Not animatable.
    public var contrastFill: CABackdropContrastFill? {
        get { state.backdropContrastFill }
        set { change(nil) { $0.backdropContrastFill = newValue } }
    }
}

/// A backdrop's pair of colours for dark and light content beneath it (`CABackdropLayer.contrastFill`).
@_spi(UIKit) @_spi(SpringBoard) public struct CABackdropContrastFill: Equatable, @unchecked Sendable {
    /// The colour over content whose mean luma is below `threshold`.
    public var overDark: CGColor
    /// The colour over content whose mean luma is `threshold` or more.
    public var overLight: CGColor
    /// The mean luma, 0...1, at which the backdrop counts as light.
    public var threshold: CGFloat

    public init(overDark: CGColor, overLight: CGColor, threshold: CGFloat = 0.5) {
        self.overDark = overDark
        self.overLight = overLight
        self.threshold = threshold
    }

    /// The colour for content of mean luma `luma`.
    public func color(overLuma luma: CGFloat) -> CGColor { luma < threshold ? overDark : overLight }
}
