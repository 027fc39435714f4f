import Foundation
@_spi(UIKit) import CoreGraphics

/// What the built-in recognizers share: window-coordinate geometry (centroids, distances and
/// conversions of points they remembered) and the end of a two-finger gesture.
extension UIGestureRecognizer {
    /// The average of `points`; `.zero` for none.
    static func centroid(of points: [CGPoint]) -> CGPoint {
        guard !points.isEmpty else { return .zero }
        let sum = points.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        return CGPoint(x: sum.x / CGFloat(points.count), y: sum.y / CGFloat(points.count))
    }

    /// The straight-line distance between two points.
    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(b.x - a.x, b.y - a.y)
    }

    /// The window locations of the recognizer's touches that are down, in the order they began.
    var trackedWindowLocations: [CGPoint] { trackedTouches.map(\.locationInWindow) }

    /// The window of the recognizer's touches, or of its view.
    var touchWindow: UIWindow? { trackedTouches.first?.window ?? view?.window }

    /// Converts a point the recognizer remembered in `window`'s coordinates to `view`'s (left
    /// in the window's when `view` or `window` is nil).
    static func convert(_ point: CGPoint, from window: UIWindow?, to view: UIView?) -> CGPoint {
        guard let window, let view else { return point }
        return view.convert(point, from: window)
    }

    /// Handles lifted `touches` for a gesture of two fingers (pinch, rotation): once fewer than
    /// two remain, a begun gesture ends and an undecided one fails if none remains. Returns true
    /// when an undecided gesture keeps one finger and must wait for a second one again.
    func endTwoFingerGesture(after touches: Set<UITouch>) -> Bool {
        let remaining = trackedTouches.filter { !touches.contains($0) }.count
        guard remaining < 2 else { return false }
        switch state {
        case .possible:
            if remaining > 0 { return true }
            state = .failed
        case .began, .changed:
            state = .ended
        case .ended, .cancelled, .failed:
            break
        }
        return false
    }
}
