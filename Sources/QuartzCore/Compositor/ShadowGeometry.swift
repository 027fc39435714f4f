import Foundation

/// Where a layer's shadow lands on screen and how much it is blurred, in screen pixels.
///
/// The offset and the blur follow the layer's own coordinate space: `shadowOffset` is mapped through
/// the linear part of the layer's transform to the screen, and the blur radius is scaled by that
/// transform's area scale (the screen scale for an untransformed layer), as Core Animation renders a
/// shadow in the layer's space.
struct ShadowGeometry: Equatable {
    /// The horizontal offset of the shadow on screen, in pixels.
    let dx: CGFloat
    /// The vertical offset of the shadow on screen, in pixels (positive is down).
    let dy: CGFloat
    /// The width of each of the three box blurs, in pixels: odd, 1 when the shadow is sharp.
    let kernelSize: Int
    /// The shadow's colour.
    let color: CGColor
    /// The layer's `shadowOpacity`, in 0...1.
    let opacity: CGFloat

    /// The geometry of `state`'s shadow under the layer-to-screen transform `world`, or nil when it draws nothing.
    ///
    /// Nothing is drawn when `shadowOpacity` is not positive or the colour is nil or fully transparent.
    init?(state: CALayerRenderState, world: CGAffineTransform) {
        guard state.shadowOpacity > 0, let color = state.shadowColor, color.alpha > 0 else { return nil }
        let offset = state.shadowOffset.applying(world)
        let areaScale = (abs(world.a * world.d - world.b * world.c)).squareRoot()
        guard offset.width.isFinite, offset.height.isFinite, areaScale.isFinite else { return nil }
        dx = offset.width
        dy = offset.height
        kernelSize = Self.kernelSize(radius: state.shadowRadius, scale: areaScale)
        self.color = color
        opacity = CGFloat(min(1, state.shadowOpacity))
    }

    /// The width of the box blurs that approximate a Gaussian blur of `radius` points at `scale` pixels per point.
    ///
    /// Apple's ImageEffects sample (`UIImage+ImageEffects`) approximates a Gaussian of standard
    /// deviation σ = radius·scale by three box blurs of width `floor(σ·3·√(2π)/4 + 0.5)`, made odd so
    /// that each box is centred on its pixel; a non-positive radius gives width 1, no blur.
    static func kernelSize(radius: CGFloat, scale: CGFloat) -> Int {
        let sigma = Double(max(0, radius * scale))
        let width = (sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)
        guard width.isFinite, width < Double(PixelBox.limit) else { return 1 }
        let size = Int(width)
        return size % 2 == 1 ? size : size + 1
    }

    /// How far the box blurs spread a pixel in each direction: one half-width per pass.
    var margin: Int { QuartzCoreConstants.shadowBlurPasses * (kernelSize / 2) }

    /// The screen pixels the shadow of content lying in `box` can touch.
    func shadowBox(of box: PixelBox) -> PixelBox {
        guard !box.isEmpty else { return .empty }
        return PixelBox(enclosing: box.cgRect.offsetBy(dx: dx, dy: dy)).expanded(by: margin)
    }
}
