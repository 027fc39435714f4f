import Foundation
@_spi(QuartzCore) import CoreGraphics

/// How a backdrop layer treats what lies beneath it, in screen pixels.
///
/// The blur's standard deviation follows the layer's own coordinate space, as a shadow's does: its
/// `blurRadius` in points times the area scale of the layer-to-screen transform (the screen scale for
/// an untransformed layer).
struct BackdropGeometry: Equatable {
    /// The Gaussian's standard deviation in pixels; 0 when the backdrop is not blurred.
    let sigma: CGFloat
    /// How the blur runs: at the screen's resolution, or on coarser cells for a large σ.
    let blur: CGBackdropBlur
    /// How far beyond a pixel the blur reads, in pixels: what must be drawn beneath the layer around its region.
    var reach: Int { blur.reach }
    /// The saturation factor.
    let saturation: CGFloat
    /// The tint composited over the result, nil when there is none or it is fully transparent.
    let tint: CGColor?
    /// The colours of which the one contrasting with the result is composited over it instead of the tint.
    let contrast: CABackdropContrastFill?

    /// The backdrop of `state` under the layer-to-screen transform `world`, or nil when the layer is not a backdrop layer.
    init?(state: CALayerRenderState, world: CGAffineTransform) {
        guard state.capturesBackdrop else { return nil }
        let areaScale = abs(world.a * world.d - world.b * world.c).squareRoot()
        let radius = state.backdropBlurRadius * areaScale
        sigma = radius.isFinite && radius > 0 ? min(radius, CGFloat(PixelBox.limit)) : 0
        blur = CGBackdropBlur(sigma: sigma)
        saturation = state.backdropSaturation.isFinite ? max(0, state.backdropSaturation) : 1
        tint = state.backdropTintColor.flatMap { $0.alpha > 0 ? $0 : nil }
        contrast = state.backdropContrastFill
    }

    /// Whether the backdrop shows what lies beneath exactly as it is, so it need not be drawn at all.
    var isIdentity: Bool { CGGaussianBlur.boxWidth(sigma: sigma) <= 1 && saturation == 1 && tint == nil && contrast == nil }
}
