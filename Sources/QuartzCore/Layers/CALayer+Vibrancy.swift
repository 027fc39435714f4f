import Foundation

extension CALayer {
    /// The colour the layer and its sublayers are composited in, keeping only their coverage; nil (the default) composites them as drawn.
    ///
    /// Set, the subtree is drawn as one group into an offscreen bitmap; every pixel of the group then
    /// takes this colour at the pixel's own alpha (CoreGraphics' `CGPixelRecolor`) and the group is
    /// composited source-over with the layer's opacity. UIKit's vibrancy effect uses it: since iOS 13 the
    /// content of a vibrancy view is drawn in the vibrancy style's colour over the blurred material,
    /// whatever colour it was drawn in. The layer is never an occluder while it has one.
    @_spi(UIKit) public var vibrancyFillColor: CGColor? {
        get { state.vibrancyFillColor }
        set { change(nil) { $0.vibrancyFillColor = newValue } }
    }
}
