import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The pan that drags a scroll view's content: `UIScrollView.panGestureRecognizer`.
///
/// A plain `UIPanGestureRecognizer` whose view is the scroll view; when its touches have all
/// ended it lets the scroll view bounce back content that a touch stopped past an edge.
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    override func reset() {
        super.reset()
        (view as? UIScrollView)?.touchesWentUpWithoutDrag()
    }
}

/// The recognizer that holds a scroll view's content touches back until it is clear whether
/// the finger drags, as iOS's private `UIScrollViewDelayedTouchesBeganGestureRecognizer` does.
///
/// It has `delaysTouchesBegan` while the scroll view `delaysContentTouches`, and decides about
/// each gesture's touches once: when 0.15 s have passed (reference §5.2 [L-M]), when the finger
/// lifts first, or at once when the scroll view does not delay. It then asks the scroll view's
/// `touchesShouldBegin(_:with:in:)` for each touched content view: if all agree it fails, which
/// lets the content see the touches (late, or begin and end together for a quick tap);
/// otherwise it recognizes, which keeps them from the content. A drag that begins before the
/// decision makes it fail by the arbiter's rules while the pan takes the touches, so the
/// content never sees them. A touch that goes down while the content is decelerating or
/// bouncing stops it, and the recognizer recognizes at once: that touch never reaches the
/// content. It never prevents another recognizer (`canPrevent(_:)` is false), so the pan can
/// still drag after it recognized.
final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    private var timer: CAScheduledWork?
    private var lastEvent: UIEvent?

    private var scrollView: UIScrollView? { view as? UIScrollView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEvent = event
        guard let scrollView, state == .possible else { return }
        if scrollView.touchWentDown() {
            state = .ended
            return
        }
        guard scrollView.delaysContentTouches else { return decide() }
        guard timer == nil else { return }
        timer = schedule(after: UIKitConstants.contentTouchDelay, label: "delaysContentTouches") { [weak self] in
            self?.timer = nil
            self?.decide()
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEvent = event
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEvent = event
        decide()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Lets the content see the touches, or keeps them from it, as the scroll view says.
    private func decide() {
        timer?.cancel()
        timer = nil
        guard state == .possible, let scrollView else { return }
        var byView: [(UIView, Set<UITouch>)] = []
        for touch in trackedTouches {
            guard let view = touch.view, view !== scrollView else { continue }
            if let index = byView.firstIndex(where: { $0.0 === view }) {
                byView[index].1.insert(touch)
            } else {
                byView.append((view, [touch]))
            }
        }
        for (view, touches) in byView where !scrollView.touchesShouldBegin(touches, with: lastEvent, in: view) {
            state = .ended
            return
        }
        if !byView.isEmpty { scrollView.contentTracksTouch = true }
        state = .failed
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        lastEvent = nil
    }
}
