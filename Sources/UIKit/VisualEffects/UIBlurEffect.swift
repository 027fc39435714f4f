import Foundation

/// A blur of what lies behind a `UIVisualEffectView`, in one of the system's styles.
///
/// The view blurs what is drawn beneath it with a Gaussian, raises its saturation and tints it, in
/// that order, live on every frame where what lies beneath changes (reference §8.2). The adaptive
/// styles (`.regular`, `.prominent` and the `system…Material` styles) resolve to a light or dark
/// variant by the `userInterfaceStyle` of the traits of the view that shows them, and again whenever
/// those change.
@preconcurrency @MainActor open class UIBlurEffect: UIVisualEffect {
    /// The styles of a blur, with UIKit's raw values (reference §8.1; tvOS's `extraDark`, 3, is absent).
    public enum Style: Int, Sendable, Hashable {
        /// A blur under a nearly white tint (ImageEffects' extra-light effect).
        case extraLight = 0
        /// A blur under a light white tint (ImageEffects' light effect).
        case light = 1
        /// A blur under a dark grey tint (ImageEffects' dark effect).
        case dark = 2
        /// `.light` in a light interface, `.dark` in a dark one (iOS 10).
        case regular = 4
        /// `.extraLight` in a light interface, `.dark` in a dark one (iOS 10).
        case prominent = 5
        /// The thinnest, most translucent material, adapting to the interface style (iOS 13).
        case systemUltraThinMaterial = 6
        /// A thin, translucent material, adapting to the interface style (iOS 13).
        case systemThinMaterial = 7
        /// The default material, adapting to the interface style (iOS 13).
        case systemMaterial = 8
        /// A thick, nearly opaque material, adapting to the interface style (iOS 13).
        case systemThickMaterial = 9
        /// The material of bars and chrome, adapting to the interface style (iOS 13).
        case systemChromeMaterial = 10
        /// The ultra-thin material, always light.
        case systemUltraThinMaterialLight = 11
        /// The thin material, always light.
        case systemThinMaterialLight = 12
        /// The default material, always light.
        case systemMaterialLight = 13
        /// The thick material, always light.
        case systemThickMaterialLight = 14
        /// The chrome material, always light.
        case systemChromeMaterialLight = 15
        /// The ultra-thin material, always dark.
        case systemUltraThinMaterialDark = 16
        /// The thin material, always dark.
        case systemThinMaterialDark = 17
        /// The default material, always dark.
        case systemMaterialDark = 18
        /// The thick material, always dark.
        case systemThickMaterialDark = 19
        /// The chrome material, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The style the effect was made with; an adaptive style stays adaptive.
    let style: Style

    /// A blur effect in `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Whether `object` is a blur effect of the same style.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBlurEffect else { return false }
        return other.style == style
    }

    nonisolated open override var hash: Int { style.rawValue }

    /// `<UIBlurEffect: 0x…> style=UIBlurEffectStyleLight`, as iOS prints an effect.
    nonisolated open override var description: String {
        "<\(type(of: self)): 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque()), radix: 16))> style=\(style.objectiveCName)"
    }

    override func rendering(with traits: UITraitCollection) -> VisualEffectRendering {
        VisualEffectRendering(backdrop: style.resolved(for: traits.userInterfaceStyle).recipe, contentFill: nil)
    }
}

extension UIBlurEffect.Style {
    /// The style's fixed variant for an interface style: adaptive styles pick their light or dark variant (light when unspecified), fixed ones are themselves.
    func resolved(for interfaceStyle: UIUserInterfaceStyle) -> UIBlurEffect.Style {
        let dark = interfaceStyle == .dark
        switch self {
        case .extraLight, .light, .dark: return self
        case .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
             .systemThickMaterialLight, .systemChromeMaterialLight: return self
        case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
             .systemThickMaterialDark, .systemChromeMaterialDark: return self
        case .regular: return dark ? .dark : .light
        case .prominent: return dark ? .dark : .extraLight
        case .systemUltraThinMaterial: return dark ? .systemUltraThinMaterialDark : .systemUltraThinMaterialLight
        case .systemThinMaterial: return dark ? .systemThinMaterialDark : .systemThinMaterialLight
        case .systemMaterial: return dark ? .systemMaterialDark : .systemMaterialLight
        case .systemThickMaterial: return dark ? .systemThickMaterialDark : .systemThickMaterialLight
        case .systemChromeMaterial: return dark ? .systemChromeMaterialDark : .systemChromeMaterialLight
        }
    }

    /// The blur, saturation and tint of a fixed style (an adaptive one is read as its light variant); numbers in `UIKitConstants`.
    var recipe: BlurRecipe {
        typealias C = UIKitConstants
        switch resolved(for: .light) {
        case .extraLight: return C.blurExtraLight
        case .light: return C.blurLight
        case .dark: return C.blurDark
        case .systemUltraThinMaterialLight: return C.materialLight(C.ultraThinMaterial)
        case .systemThinMaterialLight: return C.materialLight(C.thinMaterial)
        case .systemMaterialLight: return C.materialLight(C.regularMaterial)
        case .systemThickMaterialLight: return C.materialLight(C.thickMaterial)
        case .systemChromeMaterialLight: return C.materialLight(C.chromeMaterial)
        case .systemUltraThinMaterialDark: return C.materialDark(C.ultraThinMaterial)
        case .systemThinMaterialDark: return C.materialDark(C.thinMaterial)
        case .systemMaterialDark: return C.materialDark(C.regularMaterial)
        case .systemThickMaterialDark: return C.materialDark(C.thickMaterial)
        case .systemChromeMaterialDark: return C.materialDark(C.chromeMaterial)
        case .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial,
             .systemThickMaterial, .systemChromeMaterial:
            preconditionFailure("UIBlurEffect.Style.resolved(for:) returns a fixed style")
        }
    }

    /// The Objective-C constant's name, as UIKit prints the style: `UIBlurEffectStyleSystemMaterialDark`.
    var objectiveCName: String {
        let name = "\(self)"
        return "UIBlurEffectStyle" + name.prefix(1).uppercased() + name.dropFirst()
    }
}
