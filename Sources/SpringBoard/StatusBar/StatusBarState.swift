import Foundation
@_spi(SpringBoard) import UIKit

/// The status bar's visibility, height, style and call state, and what each change makes the
/// device do: a value-type machine that touches no layer or app.
///
/// Every change to the bar goes through `handle(_:)`. When the bar's frame changes (it shows,
/// hides, rotates away in landscape, or the in-call bar comes or goes) the actions are, in
/// iOS's order: `frameWillChange` (the app's `willChangeStatusBarFrame` delegate call, then
/// its notification, with the new frame), `updateBar` (the change itself), and
/// `frameDidChange` (root views take their new frames, then the delegate call and the
/// notification, with the old frame). A change that leaves the frame as it is only updates or
/// redraws the bar, and tells the app nothing.
struct StatusBarState: Equatable {
    /// The device's fixed facts about its bar.
    struct Metrics: Equatable {
        /// The bar's usual height (20, 44, 54…).
        var defaultHeight: CGFloat
        /// The double-height in-call bar's height (40 on models with a home button).
        var inCallHeight: CGFloat
        /// Whether the bar hides in landscape (iPhones from iOS 8 on, reference §1.2).
        var hidesInLandscape: Bool
    }

    enum Event: Equatable {
        /// The app shows or hides the bar, optionally animated.
        case setHidden(Bool, animated: Bool)
        /// The app sets the style of the bar's content.
        case setStyle(UIStatusBarStyle)
        /// A call starts or ends (the double-height bar on models with a home button).
        case setInCall(Bool)
        /// The interface turned; the screen is `screenWidth` points wide now.
        case interfaceRotated(isLandscape: Bool, screenWidth: CGFloat)
        /// The home screen shows or goes (the bar's content is light over it).
        case homeScreenShown(Bool)
    }

    enum Action: Equatable {
        /// Tell the app the frame is about to become `to`.
        case frameWillChange(to: CGRect)
        /// Fit the bar's layer to the state: fading over the given seconds (`SpringBoardConstants.statusBarFadeDuration`).
        case updateBar(fadeDuration: TimeInterval?)
        /// Redraw the bar's content (style or background changed).
        case redraw
        /// Tell the app the frame changed from `from`; root views animate over
        /// `animationDuration` seconds when given.
        case frameDidChange(from: CGRect, animationDuration: TimeInterval?)

        /// Whether the action tells the app before the change, is the change, or tells it after.
        enum Stage: Comparable { case before, change, after }

        var stage: Stage {
            switch self {
            case .frameWillChange: return .before
            case .updateBar, .redraw: return .change
            case .frameDidChange: return .after
            }
        }
    }

    let metrics: Metrics
    /// Whether the app asked for the bar to be hidden.
    private(set) var isHiddenByApp = false
    private(set) var style: UIStatusBarStyle = .default
    private(set) var isInCall = false
    private(set) var isLandscape = false
    private(set) var isOverHomeScreen = false
    private(set) var screenWidth: CGFloat

    init(metrics: Metrics, screenWidth: CGFloat) {
        self.metrics = metrics
        self.screenWidth = screenWidth
    }

    /// Whether the bar is on screen: not hidden by the app, and not rotated away.
    var isVisible: Bool { !isHiddenByApp && !(isLandscape && metrics.hidesInLandscape) }

    /// The bar's height while shown: the in-call height during a call.
    var height: CGFloat { isInCall ? metrics.inCallHeight : metrics.defaultHeight }

    /// The bar's rectangle whether or not it is shown, in screen points.
    var barRect: CGRect { CGRect(x: 0, y: 0, width: screenWidth, height: height) }

    /// The bar's frame as the app sees it: `barRect` while visible, `.zero` while hidden.
    var frame: CGRect { isVisible ? barRect : .zero }

    /// The actions for `event`; the state moves on.
    mutating func handle(_ event: Event) -> [Action] {
        let old = self
        var fade: TimeInterval?
        switch event {
        case let .setHidden(hidden, animated):
            isHiddenByApp = hidden
            if animated { fade = SpringBoardConstants.statusBarFadeDuration }
        case let .setStyle(style):
            self.style = style
        case let .setInCall(inCall):
            isInCall = inCall
        case let .interfaceRotated(isLandscape, screenWidth):
            self.isLandscape = isLandscape
            self.screenWidth = screenWidth
        case let .homeScreenShown(shown):
            isOverHomeScreen = shown
        }
        if frame != old.frame {
            return [.frameWillChange(to: frame), .updateBar(fadeDuration: fade),
                    .frameDidChange(from: old.frame, animationDuration: fade)]
        }
        if barRect != old.barRect || isVisible != old.isVisible { return [.updateBar(fadeDuration: nil)] }
        if style != old.style || isInCall != old.isInCall || isOverHomeScreen != old.isOverHomeScreen { return [.redraw] }
        return []
    }
}
