import Foundation
@_spi(UIKit) import CoreGraphics

/// Window-coordinate geometry that the built-in recognizers share: centroids, distances and
/// conversions of points they remembered.
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
}
