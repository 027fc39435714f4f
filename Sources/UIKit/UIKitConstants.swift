import Foundation

/// The numbers that tune UIKit's behaviour, each with the source of its value.
///
/// Apple's UIKit has none of these as API, so they are internal: app code cannot see them.
/// "Reference §n" is `shared/reference/uikit-behaviour.md`, with its confidence mark: [H]
/// documented or seen alike in several sources, [M] one good source, [L] folklore or inference.
/// A layer above UIKit that needs one gets it through SPI in
/// the group named after that layer (`@_spi(SpringBoard)`, say), never `public`.
enum UIKitConstants {
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
