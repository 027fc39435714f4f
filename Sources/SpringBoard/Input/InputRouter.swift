import Foundation
@_spi(OpenUIKit) import UIKit

/// Turns raw finger input in screen points into touches and status-bar events for the app.
///
/// Raw events queue until the next frame's input phase, which delivers them in arrival order,
/// one `UIEvent` each. A touch that begins in the visible status bar becomes a status-bar event
/// (`UIEvent.statusBarTouch`) and never reaches a window; any other touch belongs to the
/// frontmost window whose hit test finds a view under it, and is hit-tested by that window.
@MainActor final class InputRouter {
    enum RawEvent {
        case down(finger: Int, point: CGPoint, time: TimeInterval)
        case move(finger: Int, point: CGPoint, time: TimeInterval)
        case up(finger: Int, time: TimeInterval)
        case cancel(finger: Int, time: TimeInterval)

        var finger: Int {
            switch self {
            case let .down(finger, _, _), let .move(finger, _, _), let .up(finger, _), let .cancel(finger, _): return finger
            }
        }
    }

    private struct ActiveTouch {
        let touch: UITouch
        let isStatusBar: Bool
        var screenPoint: CGPoint
    }

    private(set) var queue: [RawEvent] = []
    /// Fingers that are down, from the device's point of view (queued or delivered).
    private(set) var fingersDown: [Int: CGPoint] = [:]
    private var active: [Int: ActiveTouch] = [:]
    private var order: [Int] = []
    private var tapCounter = TapCounter()
    /// Fingers that went down on the home screen, and where they last were.
    private var homeFingers: Set<Int> = []
    private var homeLastPoint: [Int: CGPoint] = [:]
    private var downPoints: [Int: CGPoint] = [:]

    private func fingerDownPoint(_ finger: Int) -> CGPoint { downPoints[finger] ?? .zero }

    func enqueue(_ event: RawEvent) {
        switch event {
        case let .down(finger, point, _): fingersDown[finger] = point
        case let .move(finger, point, _): fingersDown[finger] = point
        case let .up(finger, _), let .cancel(finger, _): fingersDown[finger] = nil
        }
        queue.append(event)
    }

    /// Whether any touch is down or undelivered.
    var hasTouches: Bool { !fingersDown.isEmpty || !active.isEmpty || !queue.isEmpty }

    func deliver(on device: Device) {
        let events = queue
        queue.removeAll()
        for event in events { handle(event, device: device) }
    }

    private func handle(_ raw: RawEvent, device: Device) {
        guard let app = device.application else { return }
        switch raw {
        case let .down(finger, point, time):
            downPoints[finger] = point
            let tapCount = tapCounter.count(forTouchDownAt: point, time: time)
            if device.homeScreen.isShown && !device.statusBar.frame.contains(point) {
                homeFingers.insert(finger)
                device.homeScreen.handleTouch(down: point)
                return
            }
            if device.statusBar.frame.contains(point) {
                let touch = UITouch(location: point, window: nil, view: nil, timestamp: time, tapCount: tapCount)
                active[finger] = ActiveTouch(touch: touch, isStatusBar: true, screenPoint: point)
                app.sendEvent(UIEvent(statusBarTouch: touch))
                return
            }
            guard let window = app.window(forTouchAt: point) else { return }
            let touch = UITouch(location: window.convert(point, from: nil as UIWindow?), window: window, view: nil,
                                timestamp: time, tapCount: tapCount)
            active[finger] = ActiveTouch(touch: touch, isStatusBar: false, screenPoint: point)
            order.append(finger)
            dispatch(changed: finger, app: app, time: time)
        case let .move(finger, point, time):
            if homeFingers.contains(finger) {
                homeLastPoint[finger] = point
                return
            }
            guard var entry = active[finger] else { return }
            entry.screenPoint = point
            active[finger] = entry
            if entry.isStatusBar {
                entry.touch.update(location: point, phase: .moved, timestamp: time)
                app.sendEvent(UIEvent(statusBarTouch: entry.touch))
                return
            }
            let local = entry.touch.window.map { $0.convert(point, from: nil as UIWindow?) } ?? point
            entry.touch.update(location: local, phase: .moved, timestamp: time)
            dispatch(changed: finger, app: app, time: time)
        case let .up(finger, time), let .cancel(finger, time):
            if homeFingers.remove(finger) != nil {
                let point = homeLastPoint.removeValue(forKey: finger) ?? fingerDownPoint(finger)
                if case .up = raw { device.homeScreen.handleTouch(up: point) }
                return
            }
            guard let entry = active[finger] else { return }
            let phase: UITouch.Phase
            if case .up = raw { phase = .ended } else { phase = .cancelled }
            entry.touch.update(phase: phase, timestamp: time)
            tapCounter.recordLift(at: entry.screenPoint, time: time, count: entry.touch.tapCount)
            if entry.isStatusBar {
                active[finger] = nil
                app.sendEvent(UIEvent(statusBarTouch: entry.touch))
                return
            }
            dispatch(changed: finger, app: app, time: time)
            active[finger] = nil
            order.removeAll { $0 == finger }
        }
    }

    /// Sends one event with every window touch: the changed one in its phase, the others stationary.
    private func dispatch(changed finger: Int, app: UIApplication, time: TimeInterval) {
        var touches: [UITouch] = []
        for other in order {
            guard let entry = active[other], !entry.isStatusBar else { continue }
            if other != finger { entry.touch.update(phase: .stationary, timestamp: entry.touch.timestamp) }
            touches.append(entry.touch)
        }
        app.sendEvent(UIEvent(touches: touches, timestamp: time))
    }
}
