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
}
