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
