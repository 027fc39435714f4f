import Foundation
import SpringBoard

/// The live simulator's recorder: idle, recording what the user does, or replaying the last
/// recording on the device. A value-type machine: each `handle` returns what the session must do.
///
/// Recording starts from a fresh launch of the running model, version and app (the session
/// relaunches, then reports `started(at:)`), so that a replay, or an exported test, starts from
/// the same state. Only the inputs the device accepted are noted, at the device time they were
/// applied. Replacing the device in any other way (the page's `configure`) ends a recording or
/// a replay: what follows belongs to another launch.
struct RecorderState: Equatable {
    enum Phase: Equatable, Sendable {
        case idle
        /// Recording since the launch; the draft grows with every input.
        case recording
        /// Replaying `recording`; `next` is the index of the next input to apply.
        case replaying(next: Int)
    }

    /// What happened.
    enum Event: Equatable {
        /// The page asked to record, the device running `model`, `os` and `app`.
        case record(model: String, os: String, app: String)
        /// The session relaunched for the recording or the replay (device time 0).
        case launched
        /// The device accepted an input at its time `time`.
        case applied(TimedDeviceInput)
        /// The page asked to stop, the device's clock at `time`.
        case stop(time: TimeInterval)
        /// The page asked to replay the last recording.
        case replay
        /// The replay applied input `index`.
        case replayed(index: Int)
        /// The device was replaced by other means (a `configure`).
        case deviceReplaced
        /// A recording read from elsewhere (a file) becomes the last one, to replay and export.
        case load(Recording)
    }

    /// What the session must do.
    enum Action: Equatable {
        /// Relaunch `model`, `os` and `app` from scratch, with Slow Animations off, then report `launched`.
        case relaunch(model: String, os: String, app: String)
        /// Tell the pages the recorder's new state.
        case announce
        /// Refuse the page's request, saying why.
        case refuse(String)
    }

    private(set) var phase: Phase = .idle
    /// The recording being made, while `phase` is `.recording`.
    private(set) var draft: Recording?
    /// The last finished recording, which `replay` plays and the exports read.
    private(set) var last: Recording?
    /// The recording being replayed, while `phase` is `.replaying`.
    private(set) var playing: Recording?
    /// Whether the relaunch asked for has happened (inputs before it are not noted).
    private(set) var isLaunched = false
    /// Why the last recording stopped by itself, if it did.
    private(set) var stopReason: String?

    mutating func handle(_ event: Event) -> [Action] {
        switch (event, phase) {
        case let (.record(model, os, app), .idle):
            phase = .recording
            draft = Recording(model: model, os: os, app: app)
            isLaunched = false
            stopReason = nil
            return [.relaunch(model: model, os: os, app: app), .announce]
        case (.record, .recording):
            return [.refuse("already recording; stop first")]
        case (.record, .replaying):
            return [.refuse("a replay is running; stop it first")]

        case (.launched, _):
            isLaunched = true
            return []

        case let (.applied(timed), .recording):
            guard isLaunched else { return [] }
            draft!.inputs.append(timed)
            draft!.duration = timed.time
            guard draft!.inputs.count >= Recording.maximumInputs || timed.time >= Recording.maximumDuration else { return [] }
            finishRecording(at: timed.time)
            stopReason = "the recording reached its limit of \(Recording.maximumInputs) inputs or \(Int(Recording.maximumDuration)) s"
            return [.announce]
        case (.applied, _):
            return []

        case let (.stop(time), .recording):
            guard isLaunched else {
                phase = .idle
                draft = nil
                return [.announce]
            }
            finishRecording(at: min(max(time, draft!.duration), Recording.maximumDuration))
            return [.announce]
        case (.stop, .replaying):
            phase = .idle
            playing = nil
            return [.announce]
        case (.stop, .idle):
            return [.refuse("nothing is recording or replaying")]

        case (.replay, .idle):
            guard let last else { return [.refuse("nothing has been recorded yet")] }
            phase = .replaying(next: 0)
            playing = last
            isLaunched = false
            return [.relaunch(model: last.model, os: last.os, app: last.app), .announce]
        case (.replay, _):
            return [.refuse("already \(phase == .recording ? "recording" : "replaying"); stop first")]

        case let (.replayed(index), .replaying(next)) where index == next:
            phase = .replaying(next: index + 1)
            return []
        case (.replayed, _):
            return []

        case let (.load(recording), .idle):
            last = recording
            stopReason = nil
            return [.announce]
        case (.load, _):
            return [.refuse("already \(phase == .recording ? "recording" : "replaying"); stop first")]

        case (.deviceReplaced, .idle):
            return []
        case (.deviceReplaced, .recording):
            if isLaunched { finishRecording(at: draft!.duration) } else { phase = .idle; draft = nil }
            return [.announce]
        case (.deviceReplaced, .replaying):
            phase = .idle
            playing = nil
            return [.announce]
        }
    }

    /// The replay's next input and whether the replay has applied them all, while replaying.
    var nextReplayInput: TimedDeviceInput? {
        guard case let .replaying(next) = phase, isLaunched, let playing, next < playing.inputs.count else { return nil }
        return playing.inputs[next]
    }

    /// Whether a replay is running whose inputs are all applied, once the clock reaches `time`
    /// (the recording's duration): the session then reports `stop`.
    func replayIsDone(at time: TimeInterval) -> Bool {
        guard case let .replaying(next) = phase, isLaunched, let playing else { return false }
        return next >= playing.inputs.count && time + 1e-9 >= playing.duration
    }

    private mutating func finishRecording(at time: TimeInterval) {
        var recording = draft!
        recording.duration = max(recording.duration, time)
        last = recording
        draft = nil
        phase = .idle
    }

    /// The protocol's name of the phase.
    var phaseName: String {
        switch phase {
        case .idle: return "idle"
        case .recording: return "recording"
        case .replaying: return "replaying"
        }
    }
}
