import Foundation
@_spi(UIKit) import CoreGraphics

/// The numbers that tune bars (toolbars, navigation bars and their items), each with its source.
///
/// Kept beside the bars rather than in `UIKitConstants.swift` itself so that the bars stay one
/// folder; "reference §n" is `shared/reference/uikit-behaviour.md`, as there.
extension UIKitConstants {
    /// The height of a navigation bar or toolbar in portrait on iPhone: 44 pt (reference §9.1 [H]).
    static let barHeightRegular: CGFloat = 44

    /// The height of a navigation bar or toolbar in landscape on iPhone (compact height): 32 pt
    /// (reference §9.1 [M-H]).
    static let barHeightCompact: CGFloat = 32

    /// What a large title adds to a navigation bar's height: 52 pt, so the bar is 96 pt
    /// (reference §9.1 [H], §12.2 [M-H]).
    static let largeTitleExtraHeight: CGFloat = 52

    /// The point size of a large title: 34 pt bold (reference §12.2 [M-H]).
    static let largeTitleFontSize: CGFloat = 34
    /// How long the small title takes to fade in once a large title has collapsed [L].
    static let largeTitleInlineFadeDuration: TimeInterval = 0.2

    /// The point size of a navigation bar's title (17 pt semibold, the headline style) and of a
    /// bar button item's title (17 pt, regular or semibold for `.done`) (reference §12.2 [H], [M-H]).
    static let barTitleFontSize: CGFloat = 17

    /// The horizontal padding between a bar's edges and its first and last items: 16 pt on
    /// screens up to 375 pt wide, 20 pt on wider ones (reference §12.2 [M], the wide-margin
    /// rule of §11.2 [M], whose 390–402 pt case is unresolved [L]: OpenUIKit gives them 16).
    static func barEdgePadding(forWidth width: CGFloat) -> CGFloat { width > 402 ? 20 : 16 }

    /// The gap between adjacent bar items: 8 pt (`_UIButtonBarStackView`, reference §12.2 [L]).
    static let barInterItemSpacing: CGFloat = 8

    /// The side of the square a system item's glyph is drawn in: 24 pt, the SF Symbol slot of
    /// reference §11.3 [M] at the 17 pt bar font.
    static let barGlyphSide: CGFloat = 24

    /// The stroke width of system item glyphs: 2 pt, the regular weight of SF Symbols at 17 pt [L].
    static let barGlyphLineWidth: CGFloat = 2

    /// The opacity of a bar button item's tint while it is pressed: 0.2, as a system button's
    /// highlighted title (reference §13.3 [L]).
    static let barItemHighlightedAlpha: CGFloat = 0.2

    /// The colour of a disabled bar button item: `tertiaryLabel` (60, 60, 67, α 0.3;
    /// reference §14.2 [M-H]), how iOS 13+ dims a disabled item [L].
    static let barItemDisabledColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)

    /// A translucent bar's background: white 0.97 at α 0.92, standing in for the system chrome
    /// material blur of iOS 13+ (reference §8.3 [M]), which OpenUIKit cannot yet draw behind a bar [L].
    static let barTranslucentBackground = UIColor(white: 0.97, alpha: 0.92)

    /// An opaque bar's background: `systemBackground`, as `configureWithOpaqueBackground()`
    /// (reference §8.3 [M]).
    static let barOpaqueBackground = UIColor.white

    /// The hairline between a bar and the content: one pixel of black at α 0.3 (reference §12.2 [M]).
    static let barHairlineColor = UIColor(white: 0, alpha: 0.3)

    /// The least width a back button answers touches over: 100 pt in portrait, 75 pt in
    /// landscape (reference §12.2 [M]).
    static let backButtonMinimumTouchWidth: CGFloat = 100
    static let backButtonMinimumTouchWidthCompact: CGFloat = 75

    /// The back chevron's leading inset from the bar's edge: 8 pt, the toolbar button's leading
    /// padding of reference §12.2 [M] (the chevron's exact metrics are unresolved, Appendix A 13).
    static let backChevronLeadingInset: CGFloat = 8

    /// The gap between the back chevron and the back title: 6 pt (reference §12.2 [L]).
    static let backChevronTitleGap: CGFloat = 6

    /// The back chevron's size: 12 × 21 pt, a `chevron.backward` at the 17 pt title size [L].
    static let backChevronSize = CGSize(width: 12, height: 21)

    /// The generic back button title, used when the previous item's title is nil or too long:
    /// "Back" (reference §12.2 [H]).
    static let genericBackButtonTitle = "Back"

    /// How long a bar's items cross-fade when they are set with animation: 0.2 s, UIView's
    /// default animation duration (reference §6.1 [H] for the value; its use for bars [L]).
    static let barItemsFadeDuration: TimeInterval = 0.2

    /// How long a push or pop takes: 0.5 s, the observed total of iOS 7+'s parallax transition
    /// (reference §6.5 [M]; its exact `transitionDuration` is unresolved, Appendix A 5). A
    /// navigation bar's contents cross-fade over the same time on an animated push or pop.
    static let navigationTransitionDuration: TimeInterval = 0.5

    /// `UINavigationController.hideShowBarDuration`: 0.2 s (reference §6.5 [M]).
    static let navigationHideShowBarDuration: TimeInterval = 0.2

    /// Where the covered view ends on a push, as a fraction of the width: iOS 7's parallax
    /// transition moves it by `width − round(width × 0.7)`, about −0.3 × width (reference §6.5 [M]).
    static let navigationParallaxFraction: CGFloat = 0.7

    /// The width of the shadow along the incoming view's leading edge: 9 pt (reference §12.1 [M]).
    static let navigationEdgeShadowWidth: CGFloat = 9

    /// The darkest the covered view is dimmed during a push: black at α 0.1 (reference §12.1 [L],
    /// unresolved, Appendix A 13).
    static let navigationDimmingAlpha: CGFloat = 0.1
}
