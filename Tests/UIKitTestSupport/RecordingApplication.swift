import Foundation
import UIKit

/// An application that records each event it is sent, and passes it on unless told not to: the
/// UIKit layer's one recording app, shared by the UIKit and SpringBoard tests.
///
/// `events` has one line per event: "statusBar <phase>" for a status-bar touch (with
/// "and touches <count>" if it wrongly carried window touches too), "touches <count>" for any
/// other; `statusBarLocations` has each status-bar touch's point in screen coordinates.
@MainActor public final class RecordingApplication: UIApplication {
    public var events: [String] = []
    public var statusBarLocations: [CGPoint] = []
    public var passesEventsOn = true
    /// Whether status-bar touch-downs are kept from UIKit while everything else goes on.
    public var withholdsStatusBarTouchDown = false

    public override func sendEvent(_ event: UIEvent) {
        let touches = event.allTouches?.count ?? 0
        if let touch = event.statusBarTouch {
            events.append(touches == 0 ? "statusBar \(touch.phase)" : "statusBar \(touch.phase) and touches \(touches)")
            statusBarLocations.append(touch.location(in: nil))
        } else {
            events.append("touches \(touches)")
        }
        if withholdsStatusBarTouchDown, event.statusBarTouch?.phase == .began { return }
        if passesEventsOn { super.sendEvent(event) }
    }
}
