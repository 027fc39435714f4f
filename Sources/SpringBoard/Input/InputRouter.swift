import Foundation
@_spi(SpringBoard) import UIKit

/// The device's raw touch input: finger records queued between frames, offered to the system
/// at each frame's input phase and handed to the app through its touch dispatcher.
///
/// The router holds no touches of its own. `SystemTouchArbiter` decides what each record is
/// for; the router performs its actions: records for the app go to the app's
/// `UITouchDispatcher`, which creates the touches and events, and home-screen records go to the
/// home screen.
@MainActor final class InputRouter {
    typealias FingerRecord = UITouchDispatcher.FingerRecord

    /// Records waiting for the next input phase, in arrival order.
    private(set) var queue: [FingerRecord] = []
    /// Fingers that are down, from the device's point of view (queued or delivered), and where.
    private(set) var fingersDown: [Int: CGPoint] = [:]
    private(set) var arbiter = SystemTouchArbiter()

    /// Queues a raw record for the next input phase.
    func enqueue(_ kind: FingerRecord.Kind, finger: Int, at point: CGPoint? = nil, time: TimeInterval) {
        let location = point ?? fingersDown[finger] ?? .zero
        switch kind {
        case .down, .move: fingersDown[finger] = location
        case .up, .cancel: fingersDown[finger] = nil
        }
        queue.append(FingerRecord(finger: finger, kind: kind, location: location, timestamp: time))
    }

    /// Whether a finger is down, a record is queued, or the app still has a touch.
    func hasTouches(on device: Device) -> Bool {
        !fingersDown.isEmpty || !queue.isEmpty || (device.application?.touchDispatcher.hasTouches ?? false)
    }

    /// The frame's input phase: offers each queued record to the system in arrival order, then
    /// has the app's dispatcher deliver what reached it as this frame's events.
    func deliver(on device: Device) {
        arbitrateQueue(on: device)
        device.application?.touchDispatcher.dispatchFrame()
    }

    /// Takes every finger of the app away now (Home, the app leaving the foreground): their
    /// touches are cancelled through the app's event pipeline, and nothing more of them reaches
    /// the app.
    ///
    /// Records still queued are dropped: they happened before the system took over and the app
    /// will never see them. Fingers that are still down stay with the system until they lift.
    func takeTouchesFromApp(on device: Device) {
        queue.removeAll()
        perform(arbiter.handle(.systemTookAppTouches(timestamp: device.time, fingersDown: Set(fingersDown.keys))),
                on: device)
    }

    private func arbitrateQueue(on device: Device) {
        guard !queue.isEmpty else { return }
        let records = queue
        queue.removeAll()
        for record in records {
            let state = SystemTouchArbiter.SystemState(isHomeScreenShown: device.isShowingHomeScreen,
                                                       statusBarFrame: device.statusBar.frame,
                                                       isAppInForeground: device.isAppInForeground)
            perform(arbiter.handle(.finger(record, state)), on: device)
        }
    }

    private func perform(_ actions: [SystemTouchArbiter.Action], on device: Device) {
        for action in actions {
            switch action {
            case let .forwardToApp(record):
                device.application?.touchDispatcher.receive(record, for: .windows)
            case let .statusBarEvent(record):
                device.application?.touchDispatcher.receive(record, for: .statusBar)
            case let .homeScreen(record):
                device.homeScreen.handle(record)
            case let .cancelInApp(fingers, timestamp):
                device.application?.touchDispatcher.cancelTouches(ofFingers: fingers, timestamp: timestamp)
            }
        }
    }
}
