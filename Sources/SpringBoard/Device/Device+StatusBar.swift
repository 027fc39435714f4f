import Foundation
@_spi(SpringBoard) import UIKit
@_spi(SpringBoard) import QuartzCore

extension Device {
    // MARK: The in-call status bar

    /// Whether the double-height in-call status bar is shown (Simulator's Toggle In-Call Status Bar).
    ///
    /// Only models with a home button have it; setting it on others traps. While the bar is
    /// visible, the app hears `willChangeStatusBarFrame` / `didChangeStatusBarFrame` and its root
    /// views move down by 20 pt.
    public var isInCallStatusBarShown: Bool {
        get { statusBar.isInCall }
        set {
            precondition(model.hasHomeButton || !newValue,
                         "Device: \(model.name) has no double-height status bar; calls show a pill in its \(model.statusBarHeight) pt bar")
            updateStatusBar(.setInCall(newValue))
        }
    }

    // MARK: The status bar's machine

    /// Sends `event` to the status bar's state machine and performs its actions in order.
    ///
    /// The bar takes its new state between the actions that tell the app before the change and
    /// the change itself, so the app reads the old frame in `willChangeStatusBarFrame` and the
    /// new one in `didChangeStatusBarFrame`.
    func updateStatusBar(_ event: StatusBarState.Event) {
        makeCurrent()
        var next = statusBar.state
        let actions = next.handle(event)
        performStatusBarActions(actions.filter { $0.stage == .before })
        statusBar.state = next
        performStatusBarActions(actions.filter { $0.stage != .before })
    }

    /// Performs status-bar actions: the app's will/did calls and notifications, and the bar's
    /// own changes.
    func performStatusBarActions(_ actions: [StatusBarState.Action]) {
        for action in actions {
            switch action {
            case let .frameWillChange(frame):
                application?.statusBarFrameWillChange(to: frame)
            case let .updateBar(transition):
                statusBar.apply(transition: transition)
            case .redraw:
                statusBar.layer.setNeedsDisplay()
            case let .frameDidChange(oldFrame, transition):
                application?.statusBarFrameDidChange(from: oldFrame, animationDuration: transition.map { $0.duration ?? SpringBoardConstants.statusBarFadeDuration },
                                                     curve: transition?.curve)
            }
        }
    }
}
