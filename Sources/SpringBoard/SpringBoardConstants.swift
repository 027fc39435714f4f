import Foundation

/// The numbers that tune the simulated iPhone's behaviour, each with the source of its value.
///
/// Per-model numbers (screen sizes, status bar heights, safe areas) live with each
/// `DeviceModel`; these hold for every model. "Reference §n" is
/// `shared/reference/uikit-behaviour.md`, with its confidence mark: [H] documented or seen alike
/// in several sources, [M] one good source, [L] folklore or inference.
enum SpringBoardConstants {
    // MARK: Display

    /// The display's refresh interval: 1/60 s.
    ///
    /// Every modelled iPhone has a 60 Hz display (the 120 Hz ProMotion models are not modelled);
    /// frames fall at multiples of it.
    static let frameInterval: TimeInterval = 1.0 / 60.0

    // MARK: Status bar

    /// The status bar's height during a call, hotspot or recording on models with a home button: 40 pt.
    ///
    /// `statusBarFrame.height` is 40 with the double-height bar (reference §1.1 [H]); models
    /// without a home button keep their height and show a pill (reference §1.1 [M]).
    static let inCallStatusBarHeight: CGFloat = 40

    // MARK: System edge gestures

    /// The depth of the bottom band where a finger starts Control Center on a home-button model: 20 pt.
    ///
    /// The reference gives no number for the system's own edge bands (§3.4's 13 pt is an app's
    /// `UIScreenEdgePanGestureRecognizer`; folk values for the touch-down zone are about 20 pt
    /// [L]); 20 pt matches the classic status bar, the top band on the same models.
    static let classicEdgeBand: CGFloat = 20

    // MARK: Safe area

    /// The bottom safe-area inset in landscape on models without a home button: 21 pt.
    ///
    /// The home indicator's area is 34 pt in portrait and 21 pt in landscape (reference §10.2 [H]).
    static let landscapeHomeIndicatorInset: CGFloat = 21

    // MARK: Status bar

    /// How long an animated show or hide of the status bar takes: 0.25 s.
    ///
    /// `setStatusBarHidden(_:animated:)` fades the bar (as `UIStatusBarAnimation.fade`); Apple
    /// does not publish the fade's duration [L], so it is Core Animation's documented default
    /// duration for implicit animations. OpenUIKit's choice.
    static let statusBarFadeDuration: TimeInterval = 0.25

    // MARK: Rotation

    /// How long an interface rotation takes: 0.4 s, the duration UIKit is told and the one the
    /// turn of the windows' content, the coordinator's alongside animations and the status
    /// bar's fade play out over.
    ///
    /// Neither the reference nor Apple's documentation gives it; 0.4 s is the duration commonly
    /// reported to `willRotate(to:duration:)` for a quarter turn on iPhone [L]. OpenUIKit's choice;
    /// a half turn (portrait to upside down) takes the same.
    static let interfaceRotationDuration: TimeInterval = 0.4

    // MARK: Home screen

    /// The side of an app icon on the home screen: 60 pt.
    ///
    /// iPhone home-screen icons are 60 pt (Apple's Human Interface Guidelines, "App icons": 60 pt
    /// at @2x/@3x, 180 px at 3×).
    static let homeScreenIconSize: CGFloat = 60

    /// The first icon's distance from the top-left of the safe area: 27 pt across, 16 pt down.
    ///
    /// iOS's icon grid leaves side margins of about 27 pt on 375–430 pt wide iPhones; an
    /// estimate with no cited source [L]. OpenUIKit's choice.
    static let homeScreenIconOrigin = CGPoint(x: 27, y: 16)
}
