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
        /// Whether the bar hides in landscape (iPhones from iOS 8 on, reference §1.2) unless
        /// view controllers decide, whose default answer hides it there.
        var hidesInLandscape: Bool
        /// Whether the bar never shows in landscape, whatever controllers want (models with a
        /// sensor housing, whose landscape status bar does not exist).
        var hasNoLandscapeBar = false
    }

    enum Event: Equatable {
        /// The app shows or hides the bar: at once without a transition, otherwise fading or
        /// sliding with it.
        case setHidden(Bool, transition: UIStatusBarTransition?)
        /// The app sets the style of the bar's content.
        case setStyle(UIStatusBarStyle)
        /// A call starts or ends (the double-height bar on models with a home button).
        case setInCall(Bool)
        /// The interface turned; the screen is `screenWidth` points wide now. With view
        /// controllers deciding the bar, `hiddenByApp` is what the deciding controller wants in
        /// the new orientation, so the bar moves once.
        case interfaceRotated(isLandscape: Bool, screenWidth: CGFloat, hiddenByApp: Bool? = nil)
        /// The home screen, or the dimmed wallpaper of the app switcher, shows or goes (the bar's
        /// content is light over it).
        case homeScreenShown(Bool)
        /// The launched app lets its view controllers decide the bar (iOS 7+, unless its
        /// Info.plist says otherwise): compact height then hides the bar through
        /// `prefersStatusBarHidden`'s default instead of the system's landscape rule.
        case setViewControllerBased(Bool)
    }

    enum Action: Equatable {
        /// Tell the app the frame is about to become `to`.
        case frameWillChange(to: CGRect)
        /// Fit the bar's layer to the state, at once or with the transition.
        case updateBar(transition: UIStatusBarTransition?)
        /// Redraw the bar's content (style or background changed).
        case redraw
        /// Tell the app the frame changed from `from`; root views animate with the transition
        /// when given.
        case frameDidChange(from: CGRect, transition: UIStatusBarTransition?)

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
    private(set) var isViewControllerBased = false
    private(set) var screenWidth: CGFloat

    init(metrics: Metrics, screenWidth: CGFloat) {
        self.metrics = metrics
        self.screenWidth = screenWidth
    }

    /// Whether the bar is on screen: not hidden by the app, and not rotated away (by the
    /// system's landscape rule where controllers do not decide, or on a model with no
    /// landscape bar).
    var isVisible: Bool {
        let rotatedAway = isLandscape && (metrics.hasNoLandscapeBar || (metrics.hidesInLandscape && !isViewControllerBased))
        return !isHiddenByApp && !rotatedAway
    }

    /// The bar's height while shown: the in-call height during a call.
    var height: CGFloat { isInCall ? metrics.inCallHeight : metrics.defaultHeight }

    /// The bar's rectangle whether or not it is shown, in screen points.
    var barRect: CGRect { CGRect(x: 0, y: 0, width: screenWidth, height: height) }

    /// The bar's frame as the app sees it: `barRect` while visible, `.zero` while hidden.
    var frame: CGRect { isVisible ? barRect : .zero }

    /// The actions for `event`; the state moves on.
    mutating func handle(_ event: Event) -> [Action] {
        let old = self
        var transition: UIStatusBarTransition?
        switch event {
        case let .setHidden(hidden, change):
            isHiddenByApp = hidden
            transition = change
        case let .setStyle(style):
            self.style = style
        case let .setInCall(inCall):
            isInCall = inCall
        case let .interfaceRotated(isLandscape, screenWidth, hiddenByApp):
            self.isLandscape = isLandscape
            self.screenWidth = screenWidth
            if let hiddenByApp { isHiddenByApp = hiddenByApp }
        case let .homeScreenShown(shown):
            isOverHomeScreen = shown
        case let .setViewControllerBased(based):
            isViewControllerBased = based
        }
        if frame != old.frame {
            return [.frameWillChange(to: frame), .updateBar(transition: transition),
                    .frameDidChange(from: old.frame, transition: transition)]
        }
        if barRect != old.barRect || isVisible != old.isVisible { return [.updateBar(transition: nil)] }
        if style != old.style || isInCall != old.isInCall || isOverHomeScreen != old.isOverHomeScreen { return [.redraw] }
        return []
    }
}
