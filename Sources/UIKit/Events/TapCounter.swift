import Foundation
@_spi(OpenUIKit) import CoreGraphics

/// Counts quick successive taps in one place, for `UITouch.tapCount`.
///
/// A touch that begins within `maximumInterval` of the previous touch's lift-off and within
/// `maximumDistance` of where it lifted continues the count; otherwise the count restarts at 1.
/// Apple does not publish the values `tapCount` uses (reference §4.3 [L]); these are the tap
/// recognizer's `maximumIntervalBetweenSuccessiveTaps` (0.35 s) and `allowableMovement`
/// (45 pt) from the same section. Screen points and device seconds throughout.
struct TapCounter {
    static let maximumInterval: TimeInterval = 0.35
    static let maximumDistance: CGFloat = 45

    private var lastLift: (time: TimeInterval, point: CGPoint, count: Int)?

    /// The tap count for a touch beginning at `point` at `time`.
    func count(forTouchDownAt point: CGPoint, time: TimeInterval) -> Int {
        guard let lastLift, time - lastLift.time <= Self.maximumInterval,
              hypot(point.x - lastLift.point.x, point.y - lastLift.point.y) <= Self.maximumDistance else { return 1 }
        return lastLift.count + 1
    }

    /// Records a lift-off that ended a touch with `count` taps.
    mutating func recordLift(at point: CGPoint, time: TimeInterval, count: Int) {
        lastLift = (time, point, count)
    }
}
