import Foundation
@_spi(UIKit) import QuartzCore

/// A view that shows a visual effect, a blur or vibrancy, behind the content of its `contentView`.
///
/// Built as iOS builds it: a backdrop subview whose layer is a `CABackdropLayer` (what lies beneath the
/// view, blurred, saturated and tinted by the effect's recipe, reference §8.2), then `contentView` on
/// top, both the size of the view (autoresizing). The effect is resolved against the view's traits
/// whenever it is set and whenever the traits' appearance changes, so an adaptive blur follows the
/// interface style. Set inside `UIView.animate`, a new effect animates: the blur radius grows from 0
/// when the view had no effect, and a nil effect animates the radius to 0, the saturation to 1 and the
/// tint to clear. Vibrancy draws the content view's subtree in the vibrancy style's colour (see
/// `UIVibrancyEffect`).
///
/// The layer's `cornerRadius` rounds the effect, as on iOS 11 and later, where the effect view hands
/// its corner radius to its backdrop; `clipsToBounds` also clips the content. Subviews go into
/// `contentView`: adding one to the effect view itself traps, as UIKit raises.
@preconcurrency @MainActor open class UIVisualEffectView: UIView {
    /// The view that holds the content shown over the effect; add subviews here, not to the effect view.
    public let contentView: UIView

    /// The view whose backdrop layer draws the blur.
    let backdropView: VisualEffectBackdropView

    /// The effect shown, or nil for none; a copy of the effect set (effects are immutable, so the same object).
    @NSCopying open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// A view showing `effect`, with a zero frame.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        backdropView = VisualEffectBackdropView(frame: .zero)
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        for part in [backdropView, contentView] {
            part.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(part)
        }
        applyEffect()
    }

    /// Nib and storyboard decoding does not exist in OpenUIKit; calling this traps.
    public required init?(coder: NSCoder) {
        preconditionFailure("UIVisualEffectView.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
    }

    /// Gives the backdrop and the content view what the effect, resolved against the view's traits, asks for.
    ///
    /// Only values that change are set, so an unchanged effect adds no animation inside an animation block.
    func applyEffect() {
        let rendering = effect?.rendering(with: traitCollection) ?? .none
        let backdrop = backdropView.backdropLayer
        let recipe = rendering.backdrop
        if backdrop.blurRadius != recipe.radius { backdrop.blurRadius = recipe.radius }
        if backdrop.saturation != recipe.saturation { backdrop.saturation = recipe.saturation }
        if backdrop.tintColor != recipe.tintColor { backdrop.tintColor = recipe.tintColor }
        if contentView.layer.vibrancyFillColor != rendering.contentFill {
            contentView.layer.vibrancyFillColor = rendering.contentFill
        }
        forwardCornerRadius()
    }

    /// Gives the backdrop the effect view's corner radius, so the blur is rounded as the view is.
    func forwardCornerRadius() {
        if backdropView.layer.cornerRadius != layer.cornerRadius { backdropView.layer.cornerRadius = layer.cornerRadius }
    }

    override func displayEnvironmentDidChange() {
        super.displayEnvironmentDidChange()
        applyEffect()
    }

    override func validateSubview(_ subview: UIView) {
        guard subview !== backdropView, subview !== contentView else { return }
        preconditionFailure("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(subview) has been added as a subview to \(self). Do not add subviews directly to the visual effect view itself, instead add them to the -contentView.'")
    }

    /// The view's action for a change of its layer, which for `cornerRadius` also hands the new radius to the backdrop.
    ///
    /// Core Animation runs the action after the value changed, so the backdrop takes the new radius
    /// (animated alongside, inside an animation block).
    public override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        let action = super.action(for: layer, forKey: event)
        guard layer === self.layer, event == "cornerRadius" else { return action }
        return CornerRadiusForwarding(view: self, action: action)
    }
}

/// The action that runs the view's own action for a corner-radius change, then forwards the radius to the backdrop.
@MainActor private final class CornerRadiusForwarding: CAAction {
    weak var view: UIVisualEffectView?
    let action: CAAction?

    init(view: UIVisualEffectView, action: CAAction?) {
        self.view = view
        self.action = action
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        action?.run(forKey: event, object: anObject, arguments: dict)
        view?.forwardCornerRadius()
    }
}

/// The effect view's backdrop: a view whose layer is a `CABackdropLayer` (iOS's `_UIVisualEffectBackdropView`).
final class VisualEffectBackdropView: UIView {
    override class var layerClass: CALayer.Type { CABackdropLayer.self }

    /// The backdrop layer that blurs, saturates and tints what lies beneath.
    var backdropLayer: CABackdropLayer { layer as! CABackdropLayer }
}
