import Foundation
import Logging
@_spi(SpringBoard) import UIKit

/// The device's raw touch input: finger records queued between frames, offered to the system
/// at each frame's input phase and handed to the app through its touch dispatcher.
///
/// The router holds no touches of its own. `SystemTouchArbiter` decides what each record is
/// for; the router performs its actions: records for the app go to the app's
/// `UITouchDispatcher`, which creates the touches and events, and home-screen records go to the
/// home screen.
///
/// The `input` diagnostic logger (`OPENUIKIT_LOG=input=debug`) reports who each finger goes to
/// when it goes down, who it belonged to when it lifts or is cancelled, and the fingers the
/// system takes from the app; `trace` adds each move.
@MainActor final class InputRouter {
    typealias FingerRecord = UITouchDispatcher.FingerRecord

    /// Records waiting for the next input phase, in arrival order.
    private(set) var queue: [FingerRecord] = []
    /// Fingers that are down, from the device's point of view (queued or delivered), and where.
    private(set) var fingersDown: [Int: CGPoint] = [:]
    private(set) var arbiter = SystemTouchArbiter()
    /// When the tick that checks a Home pull's pause is due, while one is scheduled.
    private var pauseCheck: TimeInterval?

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
        let dropped = queue.count
        queue.removeAll()
        let actions = arbiter.handle(.systemTookAppTouches(timestamp: device.time, fingersDown: Set(fingersDown.keys)))
        DiagnosticLogging.logger(.input)?.debug(
            "the system takes the app's fingers (Home, or the app leaving the foreground): \(Self.describeTaken(actions)); \(dropped) queued records dropped; fingers \(fingersDown.keys.sorted()) stay with the system until they lift")
        perform(actions, on: device)
    }

    /// The fingers whose touches `actions` cancel in the app, for the log.
    private static func describeTaken(_ actions: [SystemTouchArbiter.Action]) -> String {
        var fingers: [Int] = []
        for action in actions {
            switch action {
            case let .cancelInApp(cancelled, _): fingers += cancelled
            case .forwardToApp, .statusBarEvent, .homeScreen, .edge, .overlay: break
            }
        }
        return fingers.isEmpty ? "the app had no fingers" : "the touches of fingers \(fingers) are cancelled in the app"
    }

    private func arbitrateQueue(on device: Device) {
        guard !queue.isEmpty else { return }
        let records = queue
        queue.removeAll()
        let log = DiagnosticLogging.logger(.input)
        for record in records {
            let state = SystemTouchArbiter.SystemState(isHomeScreenShown: device.isShowingHomeScreen,
                                                       statusBarFrame: device.statusBar.frame,
                                                       isAppInForeground: device.isAppInForeground,
                                                       edges: Self.edgeContext(on: device),
                                                       isOverlayShown: device.shell.takesEveryFinger)
            let previousOwner = log == nil ? nil : arbiter.owners[record.finger]
            perform(arbiter.handle(.finger(record, state)), on: device)
            switch record.kind {
            case .down:
                // After the edge arbiter has seen the indicator as it was: a touch brings it back.
                device.shell.fingerWentDown()
                log?.debug("finger \(record.finger) down at \(DiagnosticLogging.format(record.location)): \(Self.describe(self.arbiter.owners[record.finger]))")
            case .move:
                log?.trace("finger \(record.finger) moved to \(DiagnosticLogging.format(record.location)): \(Self.describe(previousOwner))")
            case .up, .cancel:
                log?.debug("finger \(record.finger) \(record.kind == .up ? "lifted" : "cancelled"): it was \(Self.describe(previousOwner))")
            }
        }
        schedulePauseCheck(on: device)
    }

    /// Who a finger belongs to, for the log.
    private static func describe(_ owner: SystemTouchArbiter.Owner?) -> String {
        guard let owner else { return "nobody's (no record of it went down)" }
        switch owner {
        case .app: return "the app's"
        case .statusBar: return "the app's, as a status-bar touch"
        case .homeScreen: return "the home screen's"
        case .system: return "the system's (taken from the app, or down with no app in the foreground); the app hears nothing of it"
        case .systemPull: return "the system's edge pull (its touch was cancelled in the app)"
        case .overlay: return "the open system overlay's (or the app switcher's)"
        }
    }

    /// What the edge pulls depend on now: the model, the OS and the interface's orientation, the
    /// app's preferences, the status bar and the home indicator; nil without an app.
    private static func edgeContext(on device: Device) -> SystemEdgeArbiter.Context? {
        guard let application = device.application else { return nil }
        let rules = SystemEdgeRules(model: device.model, systemVersion: device.systemVersion,
                                    orientation: device.interfaceOrientation)
        return SystemEdgeArbiter.Context(rules: rules,
                                         preferences: application.systemGesturePreferences,
                                         isStatusBarHidden: device.statusBar.isHidden,
                                         isHomeIndicatorHidden: device.shell.isHomeIndicatorHidden)
    }

    /// Lets the edge pulls' timers fire at the device's time: the tongue leaves after its
    /// lifetime, and a Home pull whose finger has stood still shows the switcher intent.
    private func tick(on device: Device) {
        perform(arbiter.handle(.tick(time: device.time)), on: device)
        schedulePauseCheck(on: device)
    }

    /// Schedules a tick for when a Home pull's pause would be complete if its finger stayed
    /// still (a finger that stands still sends no records), unless one is due by then: that one
    /// schedules the next when it finds the finger has moved since. A finger moving all along so
    /// has a tick every `SystemEdgeArbiter.pauseDuration`, not one per move.
    private func schedulePauseCheck(on device: Device) {
        guard let deadline = arbiter.edges.switcherPauseDeadline, pauseCheck.map({ deadline < $0 }) ?? true else { return }
        pauseCheck = deadline
        device.animationContext.schedule(at: deadline, label: "the Home pull's pause check") { [unowned self, unowned device] in
            if pauseCheck == deadline { pauseCheck = nil }
            tick(on: device)
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
            case let .edge(edgeAction):
                device.shell.perform(edgeAction)
                if case .presentTongue = edgeAction {
                    device.animationContext.schedule(at: device.time + SystemEdgeArbiter.tongueLifetime,
                                                     label: "the grabber tongue's dismissal") { [unowned self, unowned device] in
                        tick(on: device)
                    }
                }
            case let .overlay(record):
                device.shell.handle(record)
            }
        }
    }
}
