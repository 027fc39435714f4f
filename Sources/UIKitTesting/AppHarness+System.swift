import Foundation
@_spi(UIKitTesting) import UIKit
import SpringBoard

extension AppHarness {
    /// Swipes from the top or bottom edge of the screen `distance` points into it, as a finger
    /// pulling Notification Center, Control Center or Home does: down 1 pt inside the edge at
    /// `x` (the screen's middle by default), moving every frame, then lifted.
    ///
    /// The swipe goes through the device's input, so the system decides as on iOS: on an edge
    /// the app defers, the first swipe is the app's and only shows the tongue. Throws when `edge`
    /// is not `.top` or `.bottom`, or when the swipe would leave the screen.
    public func swipeFromEdge(_ edge: UIRectEdge, atX x: CGFloat? = nil, distance: CGFloat = 300,
                              duration: TimeInterval = 0.25) throws {
        guard edge == .top || edge == .bottom else {
            throw HarnessError.invalidParameter(gesture: "swipeFromEdge", parameter: "edge", value: Double(edge.rawValue),
                                                requirement: ".top or .bottom")
        }
        let bounds = device.screenBounds
        let start = CGPoint(x: x ?? bounds.midX, y: edge == .top ? bounds.minY + 1 : bounds.maxY - 1)
        try swipe(edge == .top ? .down : .up, from: start, distance: distance, duration: duration)
    }

    /// Opens Control Center as a user does: a swipe up from the bottom edge on a model with a
    /// Home button (iOS 7 on), down from the top-right corner on the others, and a second swipe
    /// when the app defers that edge. Waits until it is open; throws when it does not open.
    public func openControlCenter() throws {
        let bounds = device.screenBounds
        let hasHomeButton = device.model.hasHomeButton
        try openOverlay(.controlCenter, gesture: "openControlCenter") {
            try swipeFromEdge(hasHomeButton ? .bottom : .top, atX: hasHomeButton ? nil : bounds.maxX - 20)
        }
    }

    /// Opens Notification Center as a user does: a swipe down from the top edge (iOS 5 on), and
    /// a second swipe when the app defers that edge. Waits until it is open; throws when it does not open.
    public func openNotificationCenter() throws {
        try openOverlay(.notificationCenter, gesture: "openNotificationCenter") {
            try swipeFromEdge(.top, atX: device.screenBounds.width / 3)
        }
    }

    /// Goes to the home screen as a user does: the Home button on a model with one, a swipe up
    /// from the home indicator on the others (twice when the first does not, as when the app defers the bottom edge). Waits
    /// until the home screen shows; throws when it does not.
    public func goHome() throws {
        if device.model.hasHomeButton {
            device.pressHome()
        } else {
            try swipeFromEdge(.bottom)
            // On a deferred edge the first swipe was the app's: it showed the tongue, or brought
            // an auto-hidden indicator back. The second comes at once (settling would wait out the
            // two seconds in which it counts as the second).
            if !device.isShowingHomeScreen { try swipeFromEdge(.bottom) }
        }
        try settle()
        guard device.isShowingHomeScreen else {
            throw HarnessError.systemGestureFailed(gesture: "goHome", reason: "the home screen did not show")
        }
    }

    /// Opens the app switcher as a user does: on a model without a Home button, a slow swipe up
    /// from the home indicator that pauses before the finger lifts (and a second one when the
    /// first does not, as when the app defers the bottom edge); on a model with one, a double
    /// press of Home. Waits until the switcher shows, the app inactive in its card; throws when
    /// it does not (a model with a Home button before iOS 7, or the app not in front).
    ///
    /// The swipe goes through the device's input: down 1 pt above the bottom edge, 200 pt up in
    /// 0.5 s (400 pt/s, a move every frame), held still for 0.3 s, then lifted.
    public func openAppSwitcher() throws {
        if device.model.hasHomeButton {
            device.doublePressHome()
        } else {
            try pauseUpFromHomeIndicator()
            // On a deferred edge the first swipe was the app's (see goHome()).
            if !device.isShowingAppSwitcher { try pauseUpFromHomeIndicator() }
        }
        try settle()
        guard device.isShowingAppSwitcher else {
            let seen = device.isShowingHomeScreen ? "the home screen showed instead" : "it did not show"
            throw HarnessError.systemGestureFailed(
                gesture: "openAppSwitcher",
                reason: "\(seen) on \(device.model.name) with iOS \(device.systemVersion.majorVersion)")
        }
    }

    /// A slow swipe up from the home indicator that pauses before the finger lifts.
    private func pauseUpFromHomeIndicator() throws {
        let bounds = device.screenBounds
        let start = CGPoint(x: bounds.midX, y: bounds.maxY - 1)
        try drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.5, thenHoldFor: 0.3)
    }

    private func openOverlay(_ overlay: SystemOverlay, gesture: String, swipe: () throws -> Void) throws {
        try swipe()
        if device.grabberTongueEdge != nil {
            // The app defers the edge: the first swipe only showed the tongue. The second comes
            // while it shows (settling would wait out its two seconds).
            try swipe()
        }
        try settle()
        guard device.openSystemOverlay == overlay else {
            let seen = device.openSystemOverlay.map { "\($0) opened instead" } ?? "nothing opened"
            throw HarnessError.systemGestureFailed(
                gesture: gesture,
                reason: "\(seen) on \(device.model.name) with iOS \(device.systemVersion.majorVersion)")
        }
    }
}
