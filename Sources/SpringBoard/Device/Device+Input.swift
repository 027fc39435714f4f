import Foundation
@_spi(SpringBoard) import UIKit

extension Device {
    /// Puts finger `finger` down at `point` (screen points); delivered at the next frame.
    ///
    /// A point off the screen, or a finger that is already down, traps: raw input from outside
    /// is validated by its front end before it gets here.
    /// `timestamp` is the event's time in device seconds (now when nil); the live simulator passes
    /// the browser's times so that intervals between events are the user's own.
    public func touchDown(at point: CGPoint, finger: Int = 0, timestamp: TimeInterval? = nil) {
        makeCurrent()
        precondition(screen.bounds.contains(point), "Device.touchDown: \(point) is outside the \(model.name) screen \(screen.bounds.size)")
        precondition(input.fingersDown[finger] == nil, "Device.touchDown: finger \(finger) is already down")
        input.enqueue(.down, finger: finger, at: point, time: timestamp ?? time)
    }

    /// Moves finger `finger` to `point` (clamped to the screen, as a real finger slides off it).
    public func touchMove(to point: CGPoint, finger: Int = 0, timestamp: TimeInterval? = nil) {
        precondition(input.fingersDown[finger] != nil, "Device.touchMove: finger \(finger) is not down")
        let b = screen.bounds
        let clamped = CGPoint(x: min(max(point.x, b.minX), b.maxX), y: min(max(point.y, b.minY), b.maxY))
        input.enqueue(.move, finger: finger, at: clamped, time: timestamp ?? time)
    }

    /// Lifts finger `finger`.
    public func touchUp(finger: Int = 0, timestamp: TimeInterval? = nil) {
        precondition(input.fingersDown[finger] != nil, "Device.touchUp: finger \(finger) is not down")
        input.enqueue(.up, finger: finger, time: timestamp ?? time)
    }

    /// Cancels finger `finger`'s touch, as the system does when it takes a gesture over.
    public func touchCancel(finger: Int = 0, timestamp: TimeInterval? = nil) {
        precondition(input.fingersDown[finger] != nil, "Device.touchCancel: finger \(finger) is not down")
        input.enqueue(.cancel, finger: finger, time: timestamp ?? time)
    }

    /// Taps at `point`: down, held for `duration` seconds of device time, up, and the frame
    /// that delivers the lift.
    public func tap(at point: CGPoint, duration: TimeInterval = 0.1, finger: Int = 0) {
        touchDown(at: point, finger: finger)
        advance(by: duration)
        touchUp(finger: finger)
        runFrame()
    }

    /// Whether a finger is down or input is waiting to be delivered.
    public var hasActiveTouches: Bool { input.hasTouches(on: self) }
}
