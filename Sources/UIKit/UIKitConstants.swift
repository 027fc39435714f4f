import Foundation

/// The numbers that tune UIKit's behaviour, each with the source of its value.
///
/// Apple's UIKit has none of these as API, so they are internal: app code cannot see them.
/// "Reference §n" is `shared/reference/uikit-behaviour.md`, with its confidence mark: [H]
/// documented or seen alike in several sources, [M] one good source, [L] folklore or inference.
/// A layer above UIKit that needs one gets it through SPI in
/// the group named after that layer (`@_spi(SpringBoard)`, say), never `public`.
enum UIKitConstants {
    // MARK: Modal presentation

    /// How long a modal presentation or dismissal takes: 0.5 s, on a critically damped spring.
    ///
    /// Reference §6.5 [M]: "Apple uses .5 duration … for all view controller transitions";
    /// the reference has no separate figure for modal presentation.
    static let modalTransitionDuration: TimeInterval = 0.5

    /// The gap between the safe area's top and an iOS 13 page sheet's card: 10 pt.
    ///
    /// The reference is silent; measured from iOS 13–17 screenshots of a page sheet on a
    /// notched iPhone, where the card starts 10 pt below the status bar. OpenUIKit's choice [L].
    static let pageSheetTopGap: CGFloat = 10

    /// The corner radius of a page sheet's card and of the presenting view behind it: 10 pt [L].
    static let pageSheetCornerRadius: CGFloat = 10

    /// How far the presenting view behind a page sheet shrinks in from each side: 16 pt [L].
    static let pageSheetPresentingInset: CGFloat = 16

    /// The black dimming over the presenting view behind a page sheet: alpha 0.4 [L].
    static let pageSheetDimmingAlpha: CGFloat = 0.4

    /// The rubber band's dimension for a page sheet that refuses to be swiped away: 100 pt, so
    /// the card gives at most 100 pt and about 63 pt to a 300 pt pull (`SheetSwipe.offset`).
    ///
    /// The reference is silent; on iOS a sheet that `isModalInPresentation` moves a little with
    /// the finger and springs back. The distance is OpenUIKit's choice [L].
    static let pageSheetResistanceDimension: CGFloat = 100

    // MARK: Touches and hit testing

    /// The lowest alpha at which a view can still be hit or be a scroll-to-top candidate: 0.01.
    ///
    /// Apple's `hitTest(_:with:)` documentation: views "that have an alpha level less than
    /// 0.01" are ignored, so exactly 0.01 is hittable (reference §5.1 [H]). It is a `Float`
    /// because it is compared with `CALayer.opacity`, so a view whose alpha is set to exactly
    /// 0.01 compares equal rather than a rounding error below.
    static let minimumHitTestableAlpha: Float = 0.01

    /// The contact radius that every touch reports as `majorRadius`: 10 pt.
    ///
    /// Apple documents the property but no value (reference §5.2 [H] for the field); a
    /// fingertip is about 20 pt across on iPhone, and the simulator has no real contact size,
    /// so this is OpenUIKit's choice.
    static let touchMajorRadius: CGFloat = 10

    /// How soon after a lift a touch must begin to continue its tap count: 0.35 s.
    ///
    /// Apple does not publish what `tapCount` uses (reference §4.3 [L]); this is the tap
    /// recognizer's `maximumIntervalBetweenSuccessiveTaps` from the same section.
    static let tapCountMaximumInterval: TimeInterval = 0.35

    /// How near the last lift a touch must begin to continue its tap count: 45 pt.
    ///
    /// The tap recognizer's `allowableMovement` (reference §4.3 [L]), for the same reason.
    static let tapCountMaximumDistance: CGFloat = 45

    // MARK: Tap, swipe, long press, pinch and rotation recognizers

    /// The longest a tap of `UITapGestureRecognizer` may last, from touch-down to the last lift: 0.75 s.
    ///
    /// `UITapRecognizer` keeps it in an unresolved constant; an Apple client sets
    /// (45, 0.75 s, 0.35 s) for (movement, duration, interval), so 0.75 s is likely
    /// (reference §4.3 [M], the value [L-M]; Appendix A question 4).
    static let tapMaximumDuration: TimeInterval = 0.75

    /// The longest pause between the taps of a multiple tap: 0.35 s.
    ///
    /// `UITapRecognizer.maximumIntervalBetweenSuccessiveTaps` (reference §4.3 [M]).
    static let tapMaximumInterval: TimeInterval = 0.35

    /// How far the centroid of a tap's touches may move, and a later tap may land from the first: 45 pt.
    ///
    /// `UITapRecognizer.allowableMovement`; its coder skips the key at 45.0, so 45 is the
    /// default (reference §4.3 [M]).
    static let tapAllowableMovement: CGFloat = 45

    /// The longest a swipe may take, from the first touch-down: 0.5 s.
    ///
    /// `maximumDuration` of Apple Books' `BKSwipeGestureRecognizer`, a clone of UIKit's, which
    /// matches the iOS 26 notes (reference §4.4 [M]).
    static let swipeMaximumDuration: TimeInterval = 0.5

    /// The movement along the swipe's direction needed at once: 50 pt, decaying with time.
    ///
    /// `minimumPrimaryMovement` (reference §4.4 [M]).
    static let swipeMinimumPrimaryMovement: CGFloat = 50

    /// The most movement across the swipe's direction allowed at once: 200 pt, decaying with time.
    ///
    /// `maximumSecondaryMovement` (reference §4.4 [M]).
    static let swipeMaximumSecondaryMovement: CGFloat = 200

    /// How much of the minimum primary movement remains after one second: 0.06.
    ///
    /// `rateOfMinimumMovementDecay`: the threshold is `50·(1 − t·(1 − 0.06))`, t capped at the
    /// maximum duration (reference §4.4 [M]).
    static let swipeMinimumMovementDecayRate: CGFloat = 0.06

    /// How much of the maximum secondary movement remains after one second: 0.02.
    ///
    /// `rateOfMaximumMovementDecay`: the threshold is `200·(1 − t·(1 − 0.02))` (reference §4.4 [M]).
    static let swipeMaximumMovementDecayRate: CGFloat = 0.02

    /// How far the touches move before a swipe judges its direction: 10 pt.
    ///
    /// "Evaluation starts after about 10 pt of movement" (reference §4.4 [M]).
    static let swipeEvaluationDistance: CGFloat = 10

    /// How long a long press is held before it begins: 0.5 s.
    ///
    /// `UILongPressGestureRecognizer.minimumPressDuration` (reference §4.6 [H]).
    static let longPressMinimumDuration: TimeInterval = 0.5

    /// How far a long press's touches may move before it begins: 10 pt.
    ///
    /// `UILongPressGestureRecognizer.allowableMovement` (reference §4.6 [H]).
    static let longPressAllowableMovement: CGFloat = 10

    /// How much the distance between a pinch's two fingers changes before the pinch begins: 10 pt.
    ///
    /// Apple publishes no value (reference §4.7 gives only the scale and velocity [H]); this is
    /// OpenUIKit's choice, the pan's 10 pt hysteresis (reference §4.5 [M-H]) so that every
    /// recognizer tolerates the same finger jitter [L].
    static let pinchBeginDistanceChange: CGFloat = 10

    /// How far the line between a rotation's two fingers turns before the rotation begins: 5° (π/36 rad).
    ///
    /// Apple publishes no value (reference §4.7 [H] for the properties only); OpenUIKit's
    /// choice [L]: at a 100 pt finger spread each finger then travels about 4.4 pt across the
    /// line, under the 10 pt that starts a pan or a pinch, so a twist wins a race against a
    /// pinch only when the fingers really turn.
    static let rotationBeginAngle: CGFloat = .pi / 36

    /// The shortest interval between two touch samples that a velocity is computed over: 1 ms.
    ///
    /// The pan ignores samples closer than 0.001 s (reference §4.5 [M]); pinch and rotation
    /// use the same floor.
    static let velocityMinimumSampleInterval: TimeInterval = 0.001

    /// How far outside its bounds a touch on a control still counts as inside: 70 pt.
    ///
    /// iOS26dec: the segmented control's `mostlyInsideMargin` is 70.0, and a touch is observed
    /// to stay inside about 70 pt out (reference §13.1 [M]).
    static let controlMostlyInsideMargin: CGFloat = 70

    // MARK: Buttons

    /// A system button's title size: 15 pt (Interface Builder's "System 15.0", reference §13.3 [M]).
    static let buttonTitleFontSize: CGFloat = 15
    /// The alpha of a system button's title and image while pressed (reference §13.3 [L], ≈0.2).
    static let systemButtonHighlightedAlpha: CGFloat = 0.2
    /// How long a system button's content takes to fade back after release: the default
    /// legacy animation duration, 0.2 s (unresolved, reference appendix A item 10 [L]).
    static let systemButtonHighlightFadeDuration: TimeInterval = 0.2
    /// The intrinsic size of a button with neither title nor image: 30 × 34 pt, as printed by
    /// iOS for an empty `UIButton` [L].
    static let emptyButtonSize = CGSize(width: 30, height: 34)
    /// The space above and below a legacy button's title in its intrinsic height: 6 pt, so a
    /// 15 pt title gives UIKit's 30 pt tall system button [L].
    static let buttonTitleVerticalPadding: CGFloat = 6
    /// The side of the info, detail and add glyphs: 22 pt (iOS 7–12, reference §13.3 [L]).
    static let buttonGlyphSide: CGFloat = 22
    /// The outline width of those glyphs [L].
    static let buttonGlyphLineWidth: CGFloat = 1.5
    /// The side of the close button's glyph: 30 pt (iOS 13, reference §13.3 [L]).
    static let closeButtonSide: CGFloat = 30
    /// A configuration's default content insets: 7 pt above and below, 12 pt at the sides, which
    /// gives iOS 15's 34.33 pt tall default button with a 17 pt title [L].
    static let configurationContentInsets = (vertical: CGFloat(7), horizontal: CGFloat(12))
    /// The corner radii of a configuration's background for `.small`, `.medium` (also
    /// `.dynamic`) and `.large` corner styles [L].
    static let configurationCornerRadii = (small: CGFloat(4), medium: CGFloat(6), large: CGFloat(10))
    /// The alpha of a tinted configuration's background, the tint's colour [L].
    static let tintedBackgroundAlpha: CGFloat = 0.15
    /// The alpha of a non-plain configuration's background while pressed [L].
    static let configurationHighlightedBackgroundAlpha: CGFloat = 0.7

    // MARK: Switch (reference §13.2)

    /// A switch's fixed size: 51 × 31 pt (§13.2 [H]).
    static let switchSize = CGSize(width: 51, height: 31)
    /// The thumb's diameter: 27 pt (§13.2 [M]).
    static let switchThumbDiameter: CGFloat = 27
    /// The thumb's centre x off and on: 15.5 and 35.5 pt (§13.2 [M]).
    static let switchThumbCentreX = (off: CGFloat(15.5), on: CGFloat(35.5))
    /// How much wider the pressed thumb is: about 7 pt (§13.2 [M]).
    static let switchPressedThumbGrowth: CGFloat = 7
    /// The thumb's shadow [L] (the image's shadow is not resolved).
    static let switchThumbShadow = (opacity: Float(0.2), radius: CGFloat(2), offset: CGSize(width: 0, height: 2))
    /// The off track: the system fill, which over white gives about white 0.9, the old SDK's
    /// off colour (§13.2 [M]; the modern `_switchOffColor` is not resolved).
    static let switchOffTrackColor = UIColor.systemFill
    /// How long the thumb and track take to change: 0.3 s (iOS 26's spring response, §13.2 [M]).
    static let switchAnimationDuration: TimeInterval = 0.3
    /// How far the finger must drag the thumb for the release to take the dragged side instead
    /// of toggling [L].
    static let switchDragDistance: CGFloat = 10

    /// The opacity at which a disabled switch, slider or page control draws its parts, as one
    /// group: 0.5. Apple publishes no figure. Flutter's `CupertinoSwitch` dims a disabled switch
    /// to 0.5, "as eye-balled from iOS Simulator on Mac" (flutter/flutter,
    /// `packages/flutter/lib/src/cupertino/switch.dart`, `_kCupertinoSwitchDisabledOpacity`);
    /// that the slider and the page control dim by the same amount is OpenUIKit's best reading
    /// of iOS, not a measurement [L].
    static let disabledControlAlpha: CGFloat = 0.5

    // MARK: Activity indicator, stepper, slider, segmented control, page control (reference §13.4)

    /// The spinner's sizes: medium 20 × 20, large 37 × 37 pt (§13.4 [M]).
    static let activityIndicatorSizes = (medium: CGSize(width: 20, height: 20), large: CGSize(width: 37, height: 37))
    /// The spinner's spoke count (8 since iOS 13) [L].
    static let activityIndicatorSpokes = 8
    /// The time the leading spoke takes to go round once [L].
    static let activityIndicatorPeriod: CGFloat = 1

    /// The slider's thumb diameter: 28 pt (§13.4 [L]).
    static let sliderThumbDiameter: CGFloat = 28
    /// The slider's track thickness: 4 pt (iOS 13+, §13.4 [L]).
    static let sliderTrackThickness: CGFloat = 4
    /// How far beyond its bounds a slider takes touches: 12.5 pt (§13.4 [M]).
    static let sliderTouchMargin: CGFloat = 12.5
    /// A slider's intrinsic height: the thumb's plus its shadow, 31 pt [L].
    static let sliderHeight: CGFloat = 31
    /// The slider's track right of the thumb [L].
    static let sliderMaximumTrackColor = UIColor.systemFill

    /// The stepper's size: 94 × 32 pt (iOS 13+, §13.4 [M]).
    static let stepperSize = CGSize(width: 94, height: 32)
    /// The segmented control's height: 32 pt (iOS 13+, §13.4 [M]).
    static let segmentedControlHeight: CGFloat = 32
    /// Its outer corner radius: 8 pt (§13.4 [M]).
    static let segmentedControlCornerRadius: CGFloat = 8
    /// The selection indicator's inset from the track: 2 pt (§13.4 [M]).
    static let segmentedControlSelectionInset: CGFloat = 2
    /// The space at each side of a segment's title: 9 pt of content padding (§13.4 [M]).
    static let segmentedControlContentPadding: CGFloat = 9
    /// The segment titles' size: 13 pt, semibold when selected (§13.4 [L]).
    static let segmentedControlFontSize: CGFloat = 13

    /// The page control's dot diameter and pitch: 7 and 16 pt (iOS ≤ 13, §13.4 [L]).
    static let pageControlDot = (diameter: CGFloat(7), pitch: CGFloat(16))
    /// The page control's height [L].
    static let pageControlHeight: CGFloat = 26

    // MARK: Traits

    /// The narrowest portrait width (points) of the iPhones whose landscape width class is
    /// regular: 414 (6 Plus, XR, XS Max and later Plus and Max models), per Apple's HIG
    /// size-class table; the 390–402 pt models stay compact.
    static let regularWidthLandscapeMinimumPortraitWidth: CGFloat = 414

    // MARK: Status bar

    /// The longest press on the status bar that still scrolls to the top: 0.75 s.
    ///
    /// `_UIScrollsToTopInitiatorView` compares `timestamp − initialTouchTimestamp` with 0.75 s
    /// (reference §2.3 [M-H]).
    static let statusBarScrollToTopMaximumPressDuration: TimeInterval = 0.75

    // MARK: Scrolling

    /// How long an animated `setContentOffset(_:animated:)` takes: 0.3 s.
    ///
    /// Apple drives it with a display link and does not document the time; about 0.3 s is
    /// observed, and Chameleon uses 0.33 s (reference §7.4 [L]).
    static let programmaticScrollDuration: TimeInterval = 0.3

    /// How far a scroll view's content follows the finger past an edge: c = 0.55 in
    /// `x·d·c / (d + c·x)`.
    ///
    /// Reference §7.2 [H] (gist originell/6961057, Ole Begemann's ScrollViewHandler): x is the
    /// distance dragged past the edge, d the scroll view's size along that axis.
    static let rubberBandCoefficient: CGFloat = 0.55

    /// The deceleration rates `.normal` (0.998) and `.fast` (0.99): the factor the velocity is
    /// multiplied by every millisecond.
    ///
    /// Reference §7.1 [H] (iPhone OS 3.0 constants; WWDC 2018 session 803).
    static let decelerationRates = (normal: CGFloat(0.998), fast: CGFloat(0.99))

    /// How close to its target a decelerating or bouncing axis must be to come to rest: 0.5 pt.
    ///
    /// Reference §7.1 says only that deceleration stops below "a few pt/s" [L]. At the normal
    /// rate a remaining 0.5 pt is a speed of 1 pt/s, and the content then lands exactly on the
    /// target given to `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    static let scrollRestDistance: CGFloat = 0.5

    /// The angular frequency of the critically damped spring that bounces content back to
    /// the edge: 15 rad/s.
    ///
    /// Reference §7.2 calls the bounce back a critically damped spring [L] and gives no
    /// stiffness; at 15 rad/s a release 100 pt past the edge is back within a point in about
    /// 0.5 s, which matches the feel of iOS.
    static let bounceSpringFrequency: CGFloat = 15

    /// The speed above which a paging scroll view turns the page in the direction of the fling
    /// instead of going to the nearest page: 300 pt/s.
    ///
    /// Not documented (§7 is silent); OpenUIKit's choice [L].
    static let pagingVelocityThreshold: CGFloat = 300

    /// The deceleration rate of the motion onto a page: 0.99 per ms (`.fast`).
    ///
    /// Not documented (§7 is silent); iOS's paging settles in about half a second, as the fast
    /// rate does over a page [L].
    static let pagingDecelerationRate: CGFloat = 0.99

    /// How strongly one axis must dominate the start of a drag for directional lock to hold
    /// the scroll to that axis: the major component at least twice the minor (about 27°).
    ///
    /// Apple documents the behaviour but not the angle (`isDirectionalLockEnabled`) [L].
    static let directionalLockRatio: CGFloat = 2

    /// How long a scroll view holds a touch back from its content, to see whether it drags:
    /// 0.15 s.
    ///
    /// Reference §5.2: `delaysContentTouches` delays "about 150 ms" [L-M].
    static let contentTouchDelay: TimeInterval = 0.15

    /// The scroll indicators' thickness (3 pt), inset from the edges (3 pt) and shortest length
    /// (36 pt while in range, 7 pt while compressed by an overscroll).
    ///
    /// Reference §7.4: "≈ 2.5–3 pt (3 pt folk) with 3 pt inset" [L]; the lengths are
    /// OpenUIKit's choice [L].
    static let scrollIndicator = (thickness: CGFloat(3), inset: CGFloat(3), minimumLength: CGFloat(36),
                                  minimumCompressedLength: CGFloat(7))

    /// The indicators' colour on light content (`.default`, `.black`) and on dark content
    /// (`.white`): black or white at 35 % opacity.
    ///
    /// Reference §7.4 names the styles but no colour [L]; the translucency is measured from
    /// iOS screenshots by eye.
    static let scrollIndicatorAlpha: CGFloat = 0.35

    /// How long the indicators stay after scrolling stops (0.5 s) or after
    /// `flashScrollIndicators()` (1 s) before they fade out over 0.25 s.
    ///
    /// Reference §7.4: they "fade out shortly after scrolling stops" [L]; the durations are
    /// OpenUIKit's choice.
    static let scrollIndicatorTiming = (hideDelay: TimeInterval(0.5), flashDuration: TimeInterval(1),
                                        fadeDuration: TimeInterval(0.25))

    // MARK: Gestures

    /// How far a pan's touches must move along x or along y before it begins: 10 pt.
    ///
    /// iOS26dec `+[UIPanGestureRecognizer _defaultHysteresis]` (reference §4.5 [M-H]); the
    /// amount is then removed from the translation.
    static let panHysteresis: CGFloat = 10

    /// The shortest interval between two samples of a pan's velocity: 1 ms; closer samples
    /// are folded into the next one.
    ///
    /// Reference §4.5 [M].
    static let panVelocityMinimumInterval: TimeInterval = 0.001

    /// The weight of a new sample in a pan's velocity: 0.2 (the previous velocity keeps 0.8).
    ///
    /// Reference §4.5 [M].
    static let panVelocitySmoothing: CGFloat = 0.2

    /// The touch report interval that a pan's velocity weight belongs to: 1/60 s.
    ///
    /// A 60 Hz touchscreen reports a moving finger once a frame; a still one reports nothing,
    /// so a longer gap counts as that many reports of no movement. The 0.2 weight is per
    /// report (reference §4.5 [M]); weighting gaps by time is OpenUIKit's model [L], chosen so
    /// that a finger that rests before it lifts does not fling, as on an iPhone.
    static let panVelocityReportInterval: TimeInterval = 1.0 / 60

    /// How far from a screen edge a screen-edge pan's touch must go down: 13 pt.
    ///
    /// iOS26dec `_UISEGestureFeatureSettings.edgeRegionSize` default (reference §3.4 [M]); the
    /// phone-idiom variant that scales with the screen width is unresolved there.
    static let screenEdgeRegionSize: CGFloat = 13

    /// How far a screen-edge pan's touch must move away from its edge before it begins: 15 pt.
    ///
    /// iOS26dec `_UISEGestureFeatureSettings` hysteresis (reference §3.4 [M-L]).
    static let screenEdgePanHysteresis: CGFloat = 15

    // MARK: Animation

    /// The duration of a `beginAnimations` block whose duration is not set: 0.2 s.
    ///
    /// Apple's `setAnimationDuration(_:)` documentation: "The default value is 0.2"
    /// (reference §6.1 [H]).
    static let defaultLegacyAnimationDuration: TimeInterval = 0.2

    /// The private animation curve number that selects the keyboard's spring: 7.
    ///
    /// `UIKeyboardAnimationCurveUserInfoKey` is 7 from iOS 7 on, which is not a public
    /// `UIViewAnimationCurve`; apps pass it as `AnimationOptions(rawValue: 7 << 16)`
    /// (reference §6.4 [H]).
    static let keyboardCurveNumber: UInt = 7

    /// The spring that curve 7 resolves to: mass 3, stiffness 1000, damping 500, over 0.5 s.
    ///
    /// Reference §6.4 [M-H] (jaredsinclair/JTSSloppySwiping issue #2), with a linear timing
    /// function.
    static let keyboardSpring = (mass: CGFloat(3), stiffness: CGFloat(1000), damping: CGFloat(500),
                                 duration: TimeInterval(0.5))

    /// How close to rest the spring of a duration-based spring animation is at its end: 0.001.
    ///
    /// UIKit does not document how it maps (duration, damping ratio) to a spring (reference §6.4
    /// gives only the meaning of the ratio and the velocity [H]); OpenUIKit picks the spring
    /// whose decay envelope falls to this fraction of the distance at `duration`, with unit
    /// mass, so the motion visibly ends when the animation does.
    static let springSettlingFraction: Double = 0.001

    // MARK: Text

    /// The point size of string drawing without a font attribute: 12 pt.
    ///
    /// Apple's `NSAttributedString.Key.font` documentation: the default is Helvetica 12 pt;
    /// OpenUIKit draws it in the system face (DejaVu Sans).
    static let defaultStringDrawingFontSize: CGFloat = 12

    /// The files that stand in for the system font's regular and bold faces.
    ///
    /// San Francisco is not on Linux; DejaVu Sans, in the path where Debian's `fonts-dejavu-core`
    /// installs it (`scripts/install-dependencies.sh`), stands in for it. The same directory
    /// backs `CGFont`'s system font names.
    static let systemFontPaths = (regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                                  bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
}

extension UIKitConstants {
    /// The standard space between sibling views, `NSSpace(8)` in constraint dumps, used by
    /// `constraint(equalToSystemSpacingAfter:multiplier:)` (reference §15 [H]).
    static let systemSpacing: CGFloat = 8
    /// The layout margins of a plain view on each side (reference §15 [H]).
    static let defaultLayoutMargin: CGFloat = 8
    /// The widest `readableContentGuide` at the default text size (reference §15 [L]).
    static let readableContentWidth: CGFloat = 672
    /// How many rounds of solving one layout update runs when frames change the engine's inputs
    /// (a label wrapping to its new width) before the rest waits for the next pass.
    static let layoutEngineMaximumRounds = 8
    /// Each side of `UIView.layoutFittingExpandedSize`: 10,000,000 pt, as iOS prints the
    /// constant (not in the reference; [L]).
    static let layoutFittingExpandedLength: CGFloat = 10_000_000
    /// How many variables of items that left the engine it keeps before it rebuilds its solver.
    static let layoutEngineCompactionThreshold = 4096
}

extension UIKitConstants {
    /// `UIBlurEffect.Style.light`: ImageEffects' `applyLightEffect`, a 30-pt blur, saturation 1.8, white 1.0 at α 0.3 (reference §8.2 [H]).
    static let blurLight = BlurRecipe(radius: 30, saturation: 1.8, tintWhite: 1.0, tintAlpha: 0.3, appearance: .light)
    /// `UIBlurEffect.Style.extraLight`: ImageEffects' `applyExtraLightEffect`, 20 pt, 1.8, white 0.97 at α 0.82 (reference §8.2 [H]).
    static let blurExtraLight = BlurRecipe(radius: 20, saturation: 1.8, tintWhite: 0.97, tintAlpha: 0.82, appearance: .light)
    /// `UIBlurEffect.Style.dark`: ImageEffects' `applyDarkEffect`, 20 pt, 1.8, white 0.11 at α 0.73 (reference §8.2 [H]).
    static let blurDark = BlurRecipe(radius: 20, saturation: 1.8, tintWhite: 0.11, tintAlpha: 0.73, appearance: .dark)

    /// The blur radius (points) of an iOS 13 material and its tint's alpha in light and in dark.
    ///
    /// Apple publishes no numbers for the materials (reference §8.2: design-tuned, **[L]**). OpenUIKit
    /// chooses them within ImageEffects' recipes: the radii are the backdrop settings' Medium (20) and
    /// Large (30), the light tint is extraLight's white 0.97 and the dark tint dark's white 0.11, both at
    /// saturation 1.8, and the alphas rise from thinner than `.light` (0.3) to thicker than `.extraLight`
    /// (0.82), in the order of Apple's names: ultra-thin < thin < chrome < regular < thick.
    typealias MaterialThickness = (radius: CGFloat, lightAlpha: CGFloat, darkAlpha: CGFloat)
    /// `systemUltraThinMaterial` **[L]**.
    static let ultraThinMaterial: MaterialThickness = (radius: 20, lightAlpha: 0.35, darkAlpha: 0.45)
    /// `systemThinMaterial` **[L]**.
    static let thinMaterial: MaterialThickness = (radius: 25, lightAlpha: 0.55, darkAlpha: 0.6)
    /// `systemMaterial` **[L]**.
    static let regularMaterial: MaterialThickness = (radius: 30, lightAlpha: 0.72, darkAlpha: 0.73)
    /// `systemThickMaterial` **[L]**.
    static let thickMaterial: MaterialThickness = (radius: 30, lightAlpha: 0.88, darkAlpha: 0.88)
    /// `systemChromeMaterial`, the bars' material **[L]**.
    static let chromeMaterial: MaterialThickness = (radius: 30, lightAlpha: 0.65, darkAlpha: 0.7)
    /// The saturation of every material: ImageEffects' 1.8 (reference §8.2, **[L]** for the materials).
    static let materialSaturation: CGFloat = 1.8
    /// The grey of a light material's tint: extraLight's white 0.97 (reference §8.2, **[L]** for the materials).
    static let materialLightTintWhite: CGFloat = 0.97
    /// The grey of a dark material's tint: dark's white 0.11 (reference §8.2, **[L]** for the materials).
    static let materialDarkTintWhite: CGFloat = 0.11

    /// The light variant of a material.
    static func materialLight(_ m: MaterialThickness) -> BlurRecipe {
        BlurRecipe(radius: m.radius, saturation: materialSaturation, tintWhite: materialLightTintWhite,
                   tintAlpha: m.lightAlpha, appearance: .light)
    }

    /// The dark variant of a material.
    static func materialDark(_ m: MaterialThickness) -> BlurRecipe {
        BlurRecipe(radius: m.radius, saturation: materialSaturation, tintWhite: materialDarkTintWhite,
                   tintAlpha: m.darkAlpha, appearance: .dark)
    }
}
