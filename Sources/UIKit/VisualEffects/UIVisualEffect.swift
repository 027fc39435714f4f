import Foundation

/// An immutable description of a visual effect that a `UIVisualEffectView` shows: a blur or a vibrancy.
///
/// Use the subclasses `UIBlurEffect` and `UIVibrancyEffect`. Effects are immutable, so a copy is the
/// effect itself, as in UIKit; `UIVisualEffectView` keeps the effect it is given and resolves it
/// against its own traits whenever they change.
@preconcurrency @MainActor open class UIVisualEffect: NSObject, NSCopying {
    /// An effect that does nothing: a `UIVisualEffectView` showing it draws only its content.
    public override init() {
        super.init()
    }

    /// The effect itself: effects never change, so sharing one is copying it.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }

    /// What the effect does in a view whose traits are `traits`: nothing, for the base class.
    func rendering(with traits: UITraitCollection) -> VisualEffectRendering { .none }
}

/// What a resolved effect does to a `UIVisualEffectView`'s backdrop and content.
struct VisualEffectRendering: Equatable {
    /// The backdrop's blur, saturation and tint; `BlurRecipe.identity` shows what lies beneath unchanged.
    var backdrop: BlurRecipe
    /// The colour the content is composited in at its own coverage (vibrancy), or nil.
    var contentFill: CGColor?

    /// No blur and no vibrancy: the look of an effect view whose effect is nil.
    static let none = VisualEffectRendering(backdrop: .identity, contentFill: nil)
}

/// One blur recipe: a Gaussian blur of `radius` points, then `saturation`, then a tint of white `tintWhite` at `tintAlpha`.
///
/// The three stages of Apple's `UIImage+ImageEffects` (reference §8.2), which `CABackdropLayer` applies
/// in the same order to what lies beneath it.
struct BlurRecipe: Equatable {
    /// The Gaussian's standard deviation in points (ImageEffects' `blurRadius`).
    var radius: CGFloat
    /// The saturation factor (ImageEffects' `saturationDeltaFactor`); 1 leaves colours as they are.
    var saturation: CGFloat
    /// The grey level of the tint, 0 black to 1 white.
    var tintWhite: CGFloat
    /// The tint's alpha; 0 is no tint.
    var tintAlpha: CGFloat
    /// The interface style content over this blur is drawn for (labels' colours, vibrancy).
    var appearance: UIUserInterfaceStyle

    /// No blur, saturation 1, no tint.
    static let identity = BlurRecipe(radius: 0, saturation: 1, tintWhite: 0, tintAlpha: 0, appearance: .unspecified)

    /// The tint as a colour, or nil when it is fully transparent.
    var tintColor: CGColor? {
        tintAlpha > 0 ? CGColor(gray: tintWhite, alpha: tintAlpha) : nil
    }
}
