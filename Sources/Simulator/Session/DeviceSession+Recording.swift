import Foundation
import SpringBoard

/// The recorder's side of the session: `record`, `stop` and `replay` from the pages, the inputs
/// the device accepts noted on its clock, and a replay fed to the device at its recorded times.
extension DeviceSession {
    /// The `recorder` message: the recorder's state and what the last recording holds.
    struct RecorderStatus: Encodable, Equatable {
        var type = "recorder"
        var state: String
        /// Whether a finished recording is there to replay and export.
        var hasRecording: Bool
        /// Inputs of the recording being made, else of the last one.
        var inputs: Int
        /// Its length in device seconds so far.
        var duration: Double
        /// Why the last recording stopped by itself, if it did.
        var stopReason: String?
    }

    var recorderStatus: RecorderStatus {
        let shown = recorder.draft ?? recorder.playing ?? recorder.last
        return RecorderStatus(state: recorder.phaseName, hasRecording: recorder.last != nil,
                              inputs: shown?.inputs.count ?? 0, duration: shown?.duration ?? 0,
                              stopReason: recorder.stopReason)
    }

    /// The last finished recording, if any.
    var lastRecording: Recording? { recorder.last }

    /// Applies a page's `record`, `stop` or `replay`.
    func applyRecorderCommand(_ command: ClientMessage.RecorderCommand) throws(MessageRejection) {
        let event: RecorderState.Event
        switch command {
        case .record:
            event = .record(model: device.model.identifier, os: device.systemVersion.versionString, app: app.id)
        case .stop:
            if isReplaying {
                // The replay's fingers still down leave with it.
                for finger in 0..<Self.maximumFingersDown where device.refusal(of: .touchCancel(finger: finger, timestamp: device.time)) == nil {
                    device.apply(.touchCancel(finger: finger, timestamp: device.time))
                }
            }
            if recorder.phase == .recording {
                // A recording never ends with a finger down: the fingers still down are
                // cancelled, on the device and in the recording, so a replay leaves none behind.
                for (key, slot) in fingers.sorted(by: { $0.value < $1.value }) {
                    fingers[key] = nil
                    lastTouchTime = max(lastTouchTime, device.time)
                    applyRecorded(.touchCancel(finger: slot, timestamp: device.time))
                }
            }
            event = .stop(time: device.time)
        case .replay:
            event = .replay
        }
        try perform(recorder.handle(event))
    }

    /// Does what the recorder asks.
    func perform(_ actions: [RecorderState.Action]) throws(MessageRejection) {
        for action in actions {
            switch action {
            case let .relaunch(modelID, os, appID):
                guard let model = DeviceModel.named(modelID),
                      let app = apps.first(where: { $0.id == appID }) else {
                    // A recording made here names this session's models and apps.
                    _ = recorder.handle(.deviceReplaced)
                    throw .recorder("the recording's app or model is not offered here")
                }
                let slow = device.slowAnimations
                launch(model: model, systemVersion: OperatingSystemVersion(parsing: os), app: app, slowAnimations: false)
                _ = recorder.handle(.launched)
                // Slow Animations stays as the user had it, as an input the recording starts with.
                if slow, recorder.phase == .recording { applyRecorded(.slowAnimations(true)) }
                onWork()
            case .announce:
                announceRecorder()
            case let .refuse(reason):
                throw .recorder(reason)
            }
        }
    }

    /// Applies `input` (one `Device.refusal(of:)` accepts) and notes it for the recorder.
    func applyRecorded(_ input: DeviceInput) {
        device.apply(input)
        noteApplied(input)
    }

    /// Notes an input the device accepted, at the device's time.
    func noteApplied(_ input: DeviceInput) {
        guard recorder.phase == .recording else { return }
        if !recorder.handle(.applied(TimedDeviceInput(time: device.time, input: input))).isEmpty { announceRecorder() }
    }

    /// Sends every page the recorder's state.
    func announceRecorder() {
        let text = ServerMessage.encode(recorderStatus)
        for id in clients.keys.sorted() {
            let connection = clients[id]!.connection
            if !connection.send(text: text) { dropUnreadPage(connection) }
        }
    }

    /// Whether a replay is running (the device then needs frames until it ends).
    var isReplaying: Bool {
        if case .replaying = recorder.phase { return true }
        return false
    }

    /// Seconds of device time until the replay's next input, or nil.
    var secondsUntilNextReplayInput: TimeInterval? {
        recorder.nextReplayInput.map { max(0, $0.time - device.time) }
    }

    /// Moves the device `seconds` on, applying the replay's inputs that fall due on the way at
    /// their recorded times; ends the replay when all are applied and its duration has passed.
    func advanceDevice(by seconds: TimeInterval) {
        let target = device.time + max(0, seconds)
        while let next = recorder.nextReplayInput, next.time <= target + 1e-9 {
            if next.time > device.time { device.advance(by: next.time - device.time) }
            guard case let .replaying(index) = recorder.phase else { break }
            if let reason = device.refusal(of: next.input) {
                logger.notice("Replay stopped at input \(index): \(reason)")
                _ = recorder.handle(.stop(time: device.time))
                announceRecorder()
                break
            }
            device.apply(next.input)
            _ = recorder.handle(.replayed(index: index))
        }
        if target > device.time { device.advance(by: target - device.time) }
        if recorder.replayIsDone(at: device.time) {
            _ = recorder.handle(.stop(time: device.time))
            announceRecorder()
        }
    }
}
