import Foundation
import SpringBoard
import UIKit

extension DeviceSession {
    /// Applies the queued input in arrival order; a message the device's present state refuses
    /// is reported to its page and the rest still apply.
    ///
    /// `configure` requests coalesce: of those waiting for this frame, only the last valid one
    /// relaunches the device, where it stands in the order; the earlier valid ones count as
    /// applied (their `seq` is acknowledged) and invalid ones are refused as usual. So a page
    /// that sends a burst of them costs one relaunch per frame, not one each.
    func applyQueuedInput() {
        let items = queue
        queue.removeAll()
        let lastLaunch = items.indices.last { index in
            guard case let .message(inbound, _) = items[index],
                  case let .configure(model, os, app) = inbound.message else { return false }
            return (try? launchChoice(model: model, os: os, app: app)) != nil
        }
        for (index, item) in items.enumerated() {
            switch item {
            case let .message(inbound, client):
                do {
                    if case let .configure(model, os, app) = inbound.message, index != lastLaunch {
                        _ = try launchChoice(model: model, os: os, app: app)
                    } else {
                        try apply(inbound.message, from: client)
                    }
                    if let sequence = inbound.sequence { clients[client]?.lastAppliedSequence = sequence }
                } catch {
                    report(error, to: client)
                }
            case let .departure(client):
                cancelFingers(of: client)
            }
        }
    }

    /// Applies one message to the device, or says why the device's present state refuses it.
    ///
    /// Every device precondition is checked here first: points inside the current screen,
    /// fingers down or not, the in-call status bar only where the model has one.
    func apply(_ message: ClientMessage, from client: Int) throws(MessageRejection) {
        if isReplaying, message.drivesDevice { throw .recorder("a replay is running; stop it first") }
        switch message {
        case let .touch(phase, finger, point, browserTime):
            try applyTouch(phase, finger: finger, point: point, browserTime: browserTime, from: client)
        case .home:
            device.pressHome()
            noteApplied(.pressHome)
        case let .systemOverlay(overlay):
            guard device.openSystemOverlay(overlay) else {
                throw .noSystemOverlay(overlay, model: device.model.name, os: device.systemVersion.versionString)
            }
            noteApplied(.openSystemOverlay(overlay))
        case let .rotate(direction):
            switch direction {
            case .left: applyRecorded(.rotateLeft)
            case .right: applyRecorded(.rotateRight)
            }
        case let .inCall(enabled):
            guard device.model.hasHomeButton else { throw .noInCallStatusBar(model: device.model.name) }
            applyRecorded(.inCallStatusBar(enabled))
        case let .slowAnimations(enabled):
            applyRecorded(.slowAnimations(enabled))
        case let .configure(modelID, os, appID):
            let choice = try launchChoice(model: modelID, os: os, app: appID)
            if !recorder.handle(.deviceReplaced).isEmpty { announceRecorder() }
            launch(model: choice.model, systemVersion: choice.version, app: choice.app)
        case .inspect:
            clients[client]?.wantsTree = true
        case let .display(pixelsPerPoint):
            guard clients[client] != nil else { return }
            // The answer to a hello releases the page's held full frame, at the size it says.
            clients[client]!.awaitsDisplay = false
            guard clients[client]!.pixelsPerPoint != pixelsPerPoint else { return }
            clients[client]!.pixelsPerPoint = pixelsPerPoint
            // Its next frame comes at the new size and must cover it all.
            clients[client]!.needsFull = true
        case let .recorder(command):
            try applyRecorderCommand(command)
        }
    }

    /// The model, version and app a `configure` message's fields ask for, or why they are
    /// refused; depends on the fields alone, not on the device's state.
    private func launchChoice(model modelID: String, os: String?, app appID: String) throws(MessageRejection)
        -> (model: DeviceModel, version: OperatingSystemVersion?, app: SimulatedApp) {
        try Self.launchChoice(model: modelID, os: os, app: appID, apps: apps)
    }

    /// The model, version and app that identifiers name among `apps`, or why they are refused
    /// (a `configure` message, or a device added from the page).
    nonisolated static func launchChoice(model modelID: String, os: String?, app appID: String, apps: [SimulatedApp])
        throws(MessageRejection) -> (model: DeviceModel, version: OperatingSystemVersion?, app: SimulatedApp) {
        guard let model = DeviceModel.named(modelID) else {
            throw .unknownModel(valid: DeviceModel.all.map(\.identifier))
        }
        var version: OperatingSystemVersion?
        if let os {
            guard let parsed = OperatingSystemVersion(parsing: os) else { throw .invalidVersion }
            guard model.supportedVersions.contains(parsed.majorVersion) else {
                throw .unsupportedVersion(parsed.versionString, model: model.name, range: model.supportedVersions)
            }
            version = parsed
        }
        guard let app = apps.first(where: { $0.id == appID }) else {
            throw .unknownApp(valid: apps.map(\.id))
        }
        return (model, version, app)
    }

    private func applyTouch(_ phase: ClientMessage.TouchPhase, finger: Int, point: CGPoint?, browserTime: Double,
                            from client: Int) throws(MessageRejection) {
        let key = FingerKey(client: client, finger: finger)
        switch phase {
        case .down:
            guard fingers[key] == nil else { throw .fingerAlreadyDown(finger) }
            let point = try checkedPoint(point)
            let used = Set(fingers.values)
            guard let slot = (0..<Self.maximumFingersDown).first(where: { !used.contains($0) }) else {
                throw .tooManyFingers(limit: Self.maximumFingersDown)
            }
            fingers[key] = slot
            applyRecorded(.touchDown(finger: slot, at: point, timestamp: touchTime(browserTime, from: client)))
        case .move:
            guard let slot = fingers[key] else { throw .fingerNotDown(finger) }
            let point = try checkedPoint(point)
            applyRecorded(.touchMove(finger: slot, to: point, timestamp: touchTime(browserTime, from: client)))
        case .up:
            guard let slot = fingers.removeValue(forKey: key) else { throw .fingerNotDown(finger) }
            applyRecorded(.touchUp(finger: slot, timestamp: touchTime(browserTime, from: client)))
        case .cancel:
            guard let slot = fingers.removeValue(forKey: key) else { throw .fingerNotDown(finger) }
            applyRecorded(.touchCancel(finger: slot, timestamp: touchTime(browserTime, from: client)))
        }
    }

    /// `point` if it lies on the current screen (as `CGRect.contains` counts it, which is what
    /// the device requires), else the rejection.
    private func checkedPoint(_ point: CGPoint?) throws(MessageRejection) -> CGPoint {
        guard let point else { throw .missingField("x") }
        let bounds = device.screenBounds
        guard bounds.contains(point) else {
            throw .outsideScreen(x: Double(point.x), y: Double(point.y), width: Double(bounds.width), height: Double(bounds.height))
        }
        return point
    }

    /// The device time for a page's timestamp: the page's own intervals, never later than now and
    /// never earlier than the last touch given to the device.
    private func touchTime(_ browserTime: Double, from client: Int) -> TimeInterval {
        let now = device.time
        var mapped = now
        if clients[client] != nil {
            mapped = clients[client]!.timeMapping.deviceTime(forBrowserMilliseconds: browserTime, now: now)
        }
        let time = min(now, max(mapped, lastTouchTime))
        lastTouchTime = time
        return time
    }

    /// Cancels the fingers a departed page still holds.
    private func cancelFingers(of client: Int) {
        for (key, slot) in fingers where key.client == client {
            fingers[key] = nil
            let now = device.time
            lastTouchTime = max(lastTouchTime, now)
            applyRecorded(.touchCancel(finger: slot, timestamp: now))
        }
    }
}
