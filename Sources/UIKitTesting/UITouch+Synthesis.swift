import Foundation
@_spi(UIKitTesting) import UIKit

extension UITouch {
    /// A touch in the centre of `view`, as the "Synthesizing a touch event" article builds one:
    /// its location in window coordinates, bound to the view that hit testing finds there, tap
    /// count 1, phase `.began`, timestamped with the device's clock.
    ///
    /// `view` must be in a window; a `UIWindow` gives the centre of its own frame.
    public convenience init(in view: UIView) {
        guard let window = view.window else {
            preconditionFailure("UITouch(in:): \(view) is not in a window, so there is nowhere to touch it")
        }
        let frameInWindow = view === window ? window.frame : window.convert(view.frame, from: view.superview)
        let location = CGPoint(x: frameInWindow.midX, y: frameInWindow.midY)
        let target = window.hitTest(location, with: nil)
        self.init(location: location, window: window, view: target, timestamp: CACurrentMediaTime(),
                  tapCount: 1, phase: .began)
    }

    /// Moves the touch to `phase` and stamps it with the device's current time, keeping the same
    /// touch object for the whole sequence as UIKit requires.
    public func changeToPhase(_ phase: UITouch.Phase) {
        update(phase: phase, timestamp: CACurrentMediaTime())
    }
}

extension UIEvent {
    /// A touches event carrying `touch`, stamped with the touch's time.
    public convenience init(touch: UITouch) {
        self.init(touches: [touch], timestamp: touch.timestamp)
    }
}

extension UIApplication {
    /// Touches the centre of `view` and lifts: a began event and an ended event, both sent
    /// through `sendEvent(_:)`, so overrides of it and the whole delivery path see them (the
    /// article's `performTouchInView:`, minus its shortcut of calling the view directly).
    public func performTouch(in view: UIView) {
        let touch = UITouch(in: view)
        sendEvent(UIEvent(touch: touch))
        touch.changeToPhase(.ended)
        sendEvent(UIEvent(touch: touch))
    }
}
