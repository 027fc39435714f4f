import Foundation

/// The vibrancy styles of content over a blur, with UIKit's raw values (iOS 13).
public enum UIVibrancyEffectStyle: Int, Sendable, Hashable {
    /// Primary labels: the `label` colour.
    case label = 0
    /// Secondary labels: the `secondaryLabel` colour.
    case secondaryLabel = 1
    /// Tertiary labels: the `tertiaryLabel` colour.
    case tertiaryLabel = 2
    /// Quaternary labels: the `quaternaryLabel` colour.
    case quaternaryLabel = 3
    /// Large filled areas of primary content: the `systemFill` colour.
    case fill = 4
    /// Large filled areas of secondary content: the `secondarySystemFill` colour.
    case secondaryFill = 5
    /// Large filled areas of tertiary content: the `tertiarySystemFill` colour.
    case tertiaryFill = 6
    /// Separator lines: the `separator` colour.
    case separator = 7

    /// The semantic colour the style draws content in.
    var color: UIColor {
        switch self {
        case .label: return .label
        case .secondaryLabel: return .secondaryLabel
        case .tertiaryLabel: return .tertiaryLabel
        case .quaternaryLabel: return .quaternaryLabel
        case .fill: return .systemFill
        case .secondaryFill: return .secondarySystemFill
        case .tertiaryFill: return .tertiarySystemFill
        case .separator: return .separator
        }
    }
}

/// Vibrancy: content in a `UIVisualEffectView`'s `contentView` drawn so that it stays legible over a blur.
///
/// Put the vibrancy effect view inside the `contentView` of a view with the blur effect it was made
/// for. Its content is drawn as iOS 13 and later draw vibrant content: the content view's subtree is
/// composited as one group in which every pixel takes the style's colour at the pixel's own coverage,
/// over the blurred material beneath. The colour is the style's semantic colour (`label`,
/// `secondaryLabel`, …, reference §14.2) in the interface style of the blur: light for `.light`,
/// `.extraLight` and the `…Light` materials, dark for `.dark` and the `…Dark` materials, and the
/// view's own for the adaptive styles. A label's `textColor` therefore does not show, only its glyphs'
/// coverage, as on iOS. (iOS 8–12 drew vibrancy with private colour-dodge-like filters; OpenUIKit
/// draws the iOS 13 look for every blur style.)
@preconcurrency @MainActor open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is drawn over.
    let blurEffect: UIBlurEffect
    /// The vibrancy style.
    let style: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect`, in the `.label` style.
    ///
    /// iOS 8's initializer; its content is drawn as `.label` vibrancy (the style the iOS 13 API
    /// documents for primary content) **[L]**.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Vibrancy in `style` for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Whether `object` is vibrancy of the same style over an equal blur.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return other.style == style && other.blurEffect.isEqual(blurEffect)
    }

    nonisolated open override var hash: Int { blurEffect.hash &* 31 &+ style.rawValue }

    override func rendering(with traits: UITraitCollection) -> VisualEffectRendering {
        let appearance = blurEffect.style.resolved(for: traits.userInterfaceStyle).recipe.appearance
        let color = style.color.resolvedColor(with: UITraitCollection(userInterfaceStyle: appearance)).cgColor
        return VisualEffectRendering(backdrop: .identity, contentFill: color)
    }
}
