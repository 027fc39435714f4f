import Foundation
@_spi(UIKitTesting) import UIKit
import SpringBoard

extension AppHarness {
    /// A direction a finger moves across the screen, as XCUITest's `swipeUp()`, `swipeDown()`,
    /// `swipeLeft()` and `swipeRight()` name it: `.up` moves the finger towards the top of the
    /// screen.
    public enum Direction: Sendable, CaseIterable {
        case up, down, left, right

        /// One point of movement in this direction, in screen coordinates (y grows downwards).
        var unit: CGVector {
            switch self {
            case .up: return CGVector(dx: 0, dy: -1)
            case .down: return CGVector(dx: 0, dy: 1)
            case .left: return CGVector(dx: -1, dy: 0)
            case .right: return CGVector(dx: 1, dy: 0)
            }
        }
    }

    /// One finger's part in a gesture: where it is at given times, from touching the screen to
    /// leaving it.
    ///
    /// The finger goes down at the first waypoint, moves in a straight line at constant speed
    /// from each waypoint to the next, and lifts (or is cancelled, see `ending`) at the last
    /// one. Times are seconds from the start of the gesture; a stroke may start later than
    /// others (a second finger joining). A stroke of one waypoint touches and lifts at once.
    public struct Stroke: Equatable, Sendable {
        /// Where the finger is at `time` seconds after the gesture starts.
        public struct Waypoint: Equatable, Sendable {
            public var time: TimeInterval
            public var location: CGPoint

            public init(time: TimeInterval, location: CGPoint) {
                self.time = time
                self.location = location
            }
        }

        /// How the finger leaves the screen.
        public enum Ending: Equatable, Sendable {
            /// The finger lifts: the touch ends.
            case lift
            /// The system cancels the touch (`Device.touchCancel`), as when it takes a gesture over.
            case cancel
        }

        /// The finger's waypoints; times must be zero or more and increase strictly.
        public var waypoints: [Waypoint]
        /// How the finger leaves the screen at the last waypoint (`.lift` by default).
        public var ending: Ending

        public init(_ waypoints: [Waypoint], ending: Ending = .lift) {
            self.waypoints = waypoints
            self.ending = ending
        }

        /// Where the finger is at `time` (clamped to the stroke's span), between two waypoints
        /// by linear interpolation.
        func location(at time: TimeInterval) -> CGPoint {
            guard let next = waypoints.firstIndex(where: { $0.time > time }) else { return waypoints.last!.location }
            guard next > 0 else { return waypoints[0].location }
            let a = waypoints[next - 1], b = waypoints[next]
            let f = CGFloat((time - a.time) / (b.time - a.time))
            return CGPoint(x: a.location.x + (b.location.x - a.location.x) * f,
                           y: a.location.y + (b.location.y - a.location.y) * f)
        }
    }

    // MARK: Raw input

    /// Plays `strokes` through the device's touch input on virtual time, stroke `i` as finger
    /// `i`, and returns once every finger has left the screen and its last record is delivered.
    ///
    /// The device samples the fingers as a touchscreen does, once per frame (1/60 s): the
    /// gesture starts on the frame clock (the frame that falls due runs first when the clock is
    /// between frames), each finger goes down at the first frame at or after its first
    /// waypoint's time, reports a move in every frame in which its position changed, and lifts
    /// in the frame at or after its last waypoint's time, after a last move to that waypoint.
    /// Records carry the time of the frame at which they were sampled and reach the app in the
    /// next frame, which runs its timers, animations and layout as usual. A finger that holds
    /// still reports nothing, as on iOS.
    ///
    /// Throws, without touching the screen, when there are no strokes, when a stroke has no
    /// waypoints or times that are negative, not increasing or not finite, when a waypoint lies
    /// off the screen, or when a finger is already down: no finger is ever left down.
    public func perform(_ strokes: [Stroke]) throws {
        try perform(strokes, gesture: "perform")
    }

    /// `perform(_:)`, naming `gesture` in its errors.
    func perform(_ strokes: [Stroke], gesture: String) throws {
        guard !strokes.isEmpty else { throw HarnessError.noStrokes }
        let screen = device.screenBounds
        for (finger, stroke) in strokes.enumerated() {
            guard let first = stroke.waypoints.first else {
                throw HarnessError.invalidStroke(finger: finger, reason: "has no waypoints")
            }
            guard first.time >= 0, first.time.isFinite else {
                throw HarnessError.invalidStroke(finger: finger, reason: "starts at \(first.time) s; times are seconds from the gesture's start, zero or more")
            }
            for (a, b) in zip(stroke.waypoints, stroke.waypoints.dropFirst()) where !(b.time > a.time && b.time.isFinite) {
                throw HarnessError.invalidStroke(finger: finger, reason: "has a waypoint at \(b.time) s after one at \(a.time) s; times must increase")
            }
            for waypoint in stroke.waypoints where !screen.contains(waypoint.location) {
                throw HarnessError.offScreen(gesture: gesture, point: waypoint.location, screen: screen)
            }
        }
        guard !device.hasActiveTouches else { throw HarnessError.fingersAlreadyDown(gesture: gesture) }

        device.makeCurrent()
        let frames = device.time / device.frameInterval
        if abs(frames - frames.rounded()) > 1e-6 { device.runFrame() }
        let start = device.time
        // Where each finger last reported (nil before it goes down), and which have left.
        var reported: [CGPoint?] = Array(repeating: nil, count: strokes.count)
        var left = Array(repeating: false, count: strokes.count)
        while true {
            let now = device.time - start
            /// Whether the gesture has reached `time` (within rounding of the frame clock).
            func reached(_ time: TimeInterval) -> Bool { now + 1e-9 >= time }
            for (finger, stroke) in strokes.enumerated() where !left[finger] {
                let end = stroke.waypoints.last!
                if let last = reported[finger] {
                    let point = reached(end.time) ? end.location : stroke.location(at: now)
                    if point != last {
                        device.touchMove(to: point, finger: finger)
                        reported[finger] = point
                    }
                } else if reached(stroke.waypoints[0].time) {
                    let point = stroke.location(at: now)
                    device.touchDown(at: point, finger: finger)
                    reported[finger] = point
                }
                // A stroke that ends by its first sample touches and leaves in that sample.
                guard reported[finger] != nil, reached(end.time) else { continue }
                switch stroke.ending {
                case .lift: device.touchUp(finger: finger)
                case .cancel: device.touchCancel(finger: finger)
                }
                left[finger] = true
            }
            device.runFrame()
            if !left.contains(false) { return }
        }
    }

    // MARK: Gestures

    /// Swipes from `start` (screen points) `distance` points in `direction` over `duration`
    /// seconds at constant speed, then lifts.
    ///
    /// The defaults, 100 pt in 0.1 s (1000 pt/s), are a swipe that `UISwipeGestureRecognizer`
    /// recognizes: iOS asks for at least 50 pt along the direction within 0.5 s, with less
    /// than 200 pt across it (uikit-behaviour §4.4). The finger reports a move every frame
    /// (see `perform(_:)`). Throws when `distance` or `duration` is not positive, or when the
    /// swipe would leave the screen.
    public func swipe(_ direction: Direction, from start: CGPoint, distance: CGFloat = 100,
                      duration: TimeInterval = 0.1) throws {
        try requirePositive(distance, "distance", in: "swipe")
        try requirePositive(duration, "duration", in: "swipe")
        let end = CGPoint(x: start.x + direction.unit.dx * distance, y: start.y + direction.unit.dy * distance)
        try perform([Stroke([.init(time: 0, location: start), .init(time: duration, location: end)])], gesture: "swipe")
    }

    /// Swipes in `direction` starting at the centre of `view`'s touchable part, the point
    /// `tap(_:duration:)` touches; throws as `tap(_:duration:)` does when a finger cannot reach
    /// `view`, and as `swipe(_:from:distance:duration:)` does.
    public func swipe(_ direction: Direction, on view: UIView, distance: CGFloat = 100,
                      duration: TimeInterval = 0.1) throws {
        try swipe(direction, from: touchPoint(of: view), distance: distance, duration: duration)
    }

    /// Drags a finger along `path` (screen points) at `speed` points per second, holds it still
    /// for `holdDuration` seconds, and lifts it.
    ///
    /// Without a hold the finger lifts while moving, so a scroll view flings; a hold of a few
    /// frames lets pan velocities fall to zero first. Throws when `path` is empty, when `speed`
    /// is not positive or `holdDuration` is negative, or when a point is off the screen.
    public func drag(along path: [CGPoint], speed: CGFloat, thenHoldFor holdDuration: TimeInterval = 0) throws {
        guard let first = path.first else { throw HarnessError.emptyPath(gesture: "drag") }
        try requirePositive(speed, "speed", in: "drag")
        var waypoints = [Stroke.Waypoint(time: 0, location: first)]
        for point in path.dropFirst() {
            let last = waypoints.last!
            let length = hypot(point.x - last.location.x, point.y - last.location.y)
            guard length > 0 else { continue }
            waypoints.append(.init(time: last.time + TimeInterval(length / speed), location: point))
        }
        try perform([try stroke(waypoints, holdingFor: holdDuration, gesture: "drag")], gesture: "drag")
    }

    /// Drags a finger in a straight line from `start` to `end` (screen points) in `duration`
    /// seconds, holds it still for `holdDuration` seconds, and lifts it; see
    /// `drag(along:speed:thenHoldFor:)`.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval,
                     thenHoldFor holdDuration: TimeInterval = 0) throws {
        try requirePositive(duration, "duration", in: "drag")
        let waypoints = [Stroke.Waypoint(time: 0, location: start), .init(time: duration, location: end)]
        try perform([try stroke(waypoints, holdingFor: holdDuration, gesture: "drag")], gesture: "drag")
    }

    /// Presses `point` (screen points) for `duration` seconds without moving, then lifts.
    ///
    /// The default, 1 s, is well past the 0.5 s that `UILongPressGestureRecognizer` needs
    /// (uikit-behaviour §4.6). Throws when `duration` is not positive or `point` is off screen.
    public func longPress(at point: CGPoint, duration: TimeInterval = 1) throws {
        try requirePositive(duration, "duration", in: "longPress")
        try perform([Stroke([.init(time: 0, location: point), .init(time: duration, location: point)])],
                    gesture: "longPress")
    }

    /// Presses the centre of `view`'s touchable part for `duration` seconds; throws as
    /// `tap(_:duration:)` does when a finger cannot reach `view`.
    public func longPress(_ view: UIView, duration: TimeInterval = 1) throws {
        try longPress(at: touchPoint(of: view), duration: duration)
    }

    /// Pinches with two fingers around `center` (screen points): they go down `startDistance`
    /// points apart on a horizontal line through `center`, move apart or together symmetrically
    /// at constant speed until their distance is `startDistance × scale`, and lift after
    /// `duration` seconds.
    ///
    /// A `scale` above 1 spreads the fingers (zoom in), below 1 pinches them (zoom out), so a
    /// `UIPinchGestureRecognizer` ends with about that `scale`. Throws when `scale`, `duration`
    /// or `startDistance` is not positive, or when a finger would leave the screen.
    public func pinch(at center: CGPoint, scale: CGFloat, duration: TimeInterval = 0.5,
                      startDistance: CGFloat = 100) throws {
        try requirePositive(scale, "scale", in: "pinch")
        try requirePositive(duration, "duration", in: "pinch")
        try requirePositive(startDistance, "startDistance", in: "pinch")
        let strokes = [-1, 1].map { (side: CGFloat) in
            Stroke([.init(time: 0, location: CGPoint(x: center.x + side * startDistance / 2, y: center.y)),
                    .init(time: duration, location: CGPoint(x: center.x + side * startDistance * scale / 2, y: center.y))])
        }
        try perform(strokes, gesture: "pinch")
    }

    /// Pinches around the centre of `view`'s touchable part; throws as `tap(_:duration:)` does
    /// when a finger cannot reach `view`, and as `pinch(at:scale:duration:startDistance:)` does.
    public func pinch(_ view: UIView, scale: CGFloat, duration: TimeInterval = 0.5,
                      startDistance: CGFloat = 100) throws {
        try pinch(at: touchPoint(of: view), scale: scale, duration: duration, startDistance: startDistance)
    }

    /// Rotates two fingers around `center` (screen points) by `angle` radians: they go down on
    /// a horizontal line through `center`, `radius` points from it on either side, turn along
    /// the circle at constant angular speed, and lift after `duration` seconds.
    ///
    /// A positive `angle` turns clockwise on screen, as `UIRotationGestureRecognizer.rotation`
    /// counts it. Throws when `radius` or `duration` is not positive, when `angle` is not
    /// finite, or when a finger would leave the screen.
    public func rotate(at center: CGPoint, angle: CGFloat, radius: CGFloat = 50, duration: TimeInterval = 0.5) throws {
        try requirePositive(radius, "radius", in: "rotate")
        try requirePositive(duration, "duration", in: "rotate")
        guard angle.isFinite else {
            throw HarnessError.invalidParameter(gesture: "rotate", parameter: "angle", value: Double(angle), requirement: "finite")
        }
        // A waypoint per frame keeps the fingers on the circle where the device samples them.
        let steps = max(1, Int((duration / device.frameInterval - 1e-9).rounded(.up)))
        let strokes = [CGFloat(0), .pi].map { startAngle in
            Stroke((0...steps).map { step in
                let fraction = CGFloat(step) / CGFloat(steps)
                let a = startAngle + angle * fraction
                return .init(time: duration * Double(fraction),
                             location: CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)))
            })
        }
        try perform(strokes, gesture: "rotate")
    }

    /// Rotates two fingers around the centre of `view`'s touchable part; throws as
    /// `tap(_:duration:)` does when a finger cannot reach `view`, and as
    /// `rotate(at:angle:radius:duration:)` does.
    public func rotate(_ view: UIView, angle: CGFloat, radius: CGFloat = 50, duration: TimeInterval = 0.5) throws {
        try rotate(at: touchPoint(of: view), angle: angle, radius: radius, duration: duration)
    }

    // MARK: Helpers

    private func requirePositive(_ value: Double, _ parameter: String, in gesture: String) throws {
        guard value > 0, value.isFinite else {
            throw HarnessError.invalidParameter(gesture: gesture, parameter: parameter, value: value, requirement: "positive")
        }
    }

    private func requirePositive(_ value: CGFloat, _ parameter: String, in gesture: String) throws {
        try requirePositive(Double(value), parameter, in: gesture)
    }

    /// A stroke through `waypoints` that holds still at the last one for `holdDuration` seconds.
    private func stroke(_ waypoints: [Stroke.Waypoint], holdingFor holdDuration: TimeInterval,
                        gesture: String) throws -> Stroke {
        guard holdDuration >= 0, holdDuration.isFinite else {
            throw HarnessError.invalidParameter(gesture: gesture, parameter: "holdDuration", value: holdDuration,
                                                requirement: "zero or more")
        }
        guard holdDuration > 0, let last = waypoints.last else { return Stroke(waypoints) }
        return Stroke(waypoints + [.init(time: last.time + holdDuration, location: last.location)])
    }
}
