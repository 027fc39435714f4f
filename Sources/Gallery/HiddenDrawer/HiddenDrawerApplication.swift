import UIKit

/// The article's `CustomApplication`: it recognises status-bar touches in `sendEvent(_:)` and
/// asks the app delegate to toggle the drawer instead of letting UIKit scroll to the top.
///
/// Where the article read a private GSEvent type (1015, the status-bar touch-down) and
/// coordinates from raw memory, this reads the documented `UIEvent.statusBarTouch`. As in the
/// article, only the touch-down is kept from `super`; the lift still goes on, and UIKit does
/// not scroll to the top for a press whose touch-down it never received.
public final class HiddenDrawerApplication: UIApplication {
    /// Whether the status-bar touch-down also goes on to UIKit (restoring scroll-to-top), as the
    /// article suggests by moving `[super sendEvent:]` out of the `else` branch. Off by default.
    public var forwardsStatusBarEvents = false

    /// Where the status bar was last touched down, in screen coordinates (the article logged it).
    public private(set) var lastStatusBarTouchLocation: CGPoint?

    public override func sendEvent(_ event: UIEvent) {
        if let touch = event.statusBarTouch, touch.phase == .began {
            lastStatusBarTouchLocation = touch.location(in: nil)
            (delegate as? HiddenDrawerAppDelegate)?.toggleDrawer()
            if forwardsStatusBarEvents { super.sendEvent(event) }
        } else {
            super.sendEvent(event)
        }
    }
}
