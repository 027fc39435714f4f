import Foundation
@_spi(UIKit) import CoreGraphics

/// Counts quick successive taps in one place, for `UITouch.tapCount`.
///
/// A touch that begins within `UIKitConstants.tapCountMaximumInterval` (0.35 s) of the
/// previous touch's lift-off and within `tapCountMaximumDistance` (45 pt) of where it lifted
/// continues the count; otherwise the count restarts at 1. The window closes through the
/// device's deadline queue: the touch dispatcher schedules `expire()` at the lift's time plus
/// the interval, so a later touch-down never continues a count, whatever its timestamp says.
/// Screen points and device seconds throughout.
struct TapCounter {
    private var lastLift: (time: TimeInterval, point: CGPoint, count: Int)?

    /// The tap count for a touch beginning at `point` at `time`.
    func count(forTouchDownAt point: CGPoint, time: TimeInterval) -> Int {
        guard let lastLift, time - lastLift.time <= UIKitConstants.tapCountMaximumInterval,
              hypot(point.x - lastLift.point.x, point.y - lastLift.point.y) <= UIKitConstants.tapCountMaximumDistance
        else { return 1 }
        return lastLift.count + 1
    }

    /// Records a lift-off that ended a touch with `count` taps; the window for the next tap
    /// opens now and closes at `time` + the interval.
    mutating func recordLift(at point: CGPoint, time: TimeInterval, count: Int) {
        lastLift = (time, point, count)
    }

    /// Closes the window: the next touch starts a new count.
    mutating func expire() {
        lastLift = nil
    }
}
