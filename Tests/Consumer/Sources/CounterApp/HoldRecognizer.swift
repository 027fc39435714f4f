import UIKit
import UIKit.UIGestureRecognizerSubclass

/// A gesture recognizer subclass as iOS code writes one, with the subclassing import: it
/// recognizes a touch held still for `duration` seconds. It compiles unchanged against OpenUIKit.
final class HoldRecognizer: UIGestureRecognizer {
    var duration: TimeInterval = 1

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touches.count == 1 else { state = .failed; return }
        perform(Selector(HoldRecognizer.fire), with: nil, afterDelay: duration)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override func reset() {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
    }

    private func fire() {
        if state == .possible { state = .recognized }
    }
}
