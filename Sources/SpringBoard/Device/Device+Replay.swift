import Foundation
@_spi(SpringBoard) import UIKit

/// One thing a user does to the device: a raw touch phase of a finger (with the touch's own
/// timestamp, in device seconds) or a system action, as the live simulator applies it and a
/// replay repeats it.
public enum DeviceInput: Equatable, Sendable {
    case touchDown(finger: Int, at: CGPoint, timestamp: TimeInterval)
    case touchMove(finger: Int, to: CGPoint, timestamp: TimeInterval)
    case touchUp(finger: Int, timestamp: TimeInterval)
    case touchCancel(finger: Int, timestamp: TimeInterval)
    /// The Home button.
    case pressHome
    case rotateLeft
    case rotateRight
    /// Shows or hides the in-call status bar (models with a Home button).
    case inCallStatusBar(Bool)
    /// Opens Control Center or Notification Center without a finger.
    case openSystemOverlay(SystemOverlay)
    /// Simulator's Slow Animations.
    case slowAnimations(Bool)

    /// The touch's timestamp, or nil for a system action.
    public var touchTimestamp: TimeInterval? {
        switch self {
        case let .touchDown(_, _, t), let .touchMove(_, _, t), let .touchUp(_, t), let .touchCancel(_, t): return t
        default: return nil
        }
    }
}

/// A `DeviceInput` applied when the device's clock reads `time` (seconds since launch).
public struct TimedDeviceInput: Equatable, Sendable {
    public var time: TimeInterval
    public var input: DeviceInput

    public init(time: TimeInterval, input: DeviceInput) {
        self.time = time
        self.input = input
    }

    /// `input` at device time `time`, the way a recorded test lists its inputs.
    public static func at(_ time: TimeInterval, _ input: DeviceInput) -> TimedDeviceInput {
        TimedDeviceInput(time: time, input: input)
    }
}

/// Why a replay stopped: input `index` cannot be applied to the device as it then stands.
public struct DeviceReplayError: Error, Equatable, CustomStringConvertible {
    public let index: Int
    public let reason: String

    public var description: String { "input \(index) cannot be replayed: \(reason)" }
}

extension Device {
    /// Why `input` cannot be applied to the device now, or nil when it can: the checks that the
    /// device's own methods make by trapping, made first so that input from outside (a recording
    /// loaded from a file or a page) never traps.
    public func refusal(of input: DeviceInput) -> String? {
        func checkFinger(_ finger: Int) -> String? {
            (0..<10).contains(finger) ? nil : "finger \(finger) is not from 0 to 9"
        }
        func checkPoint(_ point: CGPoint) -> String? {
            guard point.x.isFinite, point.y.isFinite else { return "a touch point is not finite" }
            return screen.bounds.contains(point) ? nil
                : "point (\(point.x), \(point.y)) is outside the \(screen.bounds.width)×\(screen.bounds.height) pt screen"
        }
        if let timestamp = input.touchTimestamp, !(timestamp.isFinite && timestamp <= time + 1e-9) {
            return "the touch's timestamp \(timestamp) is not finite or is later than the device's time \(time)"
        }
        switch input {
        case let .touchDown(finger, point, _):
            if let problem = checkFinger(finger) ?? checkPoint(point) { return problem }
            return self.input.fingersDown[finger] == nil ? nil : "finger \(finger) is already down"
        case let .touchMove(finger, point, _):
            if let problem = checkFinger(finger) ?? (point.x.isFinite && point.y.isFinite ? nil : "a touch point is not finite") {
                return problem
            }
            return self.input.fingersDown[finger] != nil ? nil : "finger \(finger) is not down"
        case let .touchUp(finger, _), let .touchCancel(finger, _):
            if let problem = checkFinger(finger) { return problem }
            return self.input.fingersDown[finger] != nil ? nil : "finger \(finger) is not down"
        case .inCallStatusBar:
            return model.hasHomeButton ? nil : "\(model.name) has no in-call status bar"
        case let .openSystemOverlay(overlay):
            return hasSystemOverlay(overlay) && isAppInForeground && !isShowingHomeScreen && !isShowingAppSwitcher
                ? nil : "\(overlay) cannot open on \(model.name) now"
        case .pressHome, .rotateLeft, .rotateRight, .slowAnimations:
            return nil
        }
    }

    /// Applies `input` now; it must be one `refusal(of:)` accepts (the device traps otherwise).
    public func apply(_ input: DeviceInput) {
        makeCurrent()
        switch input {
        case let .touchDown(finger, point, timestamp): touchDown(at: point, finger: finger, timestamp: timestamp)
        case let .touchMove(finger, point, timestamp): touchMove(to: point, finger: finger, timestamp: timestamp)
        case let .touchUp(finger, timestamp): touchUp(finger: finger, timestamp: timestamp)
        case let .touchCancel(finger, timestamp): touchCancel(finger: finger, timestamp: timestamp)
        case .pressHome: pressHome()
        case .rotateLeft: rotateLeft()
        case .rotateRight: rotateRight()
        case let .inCallStatusBar(shown): isInCallStatusBarShown = shown
        case let .openSystemOverlay(overlay): openSystemOverlay(overlay)
        case let .slowAnimations(on): slowAnimations = on
        }
    }

    /// Replays `inputs` on virtual time: the clock advances to each input's time (running the
    /// frames and deadline work that fall due on the way, as `advance(by:)` does), the input is
    /// applied there, and after the last the clock advances to `endTime` when it is later.
    ///
    /// Applied at the same device times as they were recorded, the same inputs drive the device
    /// through the same frames, so a replay ends on the screen the recording ended on. Throws,
    /// leaving the device where it got to, at the first input that is out of order (earlier
    /// than the clock) or that the device refuses (`refusal(of:)`).
    public func replay(_ inputs: [TimedDeviceInput], until endTime: TimeInterval? = nil) throws(DeviceReplayError) {
        for (index, timed) in inputs.enumerated() {
            try applyReplayed(timed, index: index)
        }
        if let endTime, endTime.isFinite, endTime > time { advance(by: endTime - time) }
    }

    /// Advances the clock to `timed`'s time and applies its input there; throws as `replay` does.
    public func applyReplayed(_ timed: TimedDeviceInput, index: Int) throws(DeviceReplayError) {
        guard timed.time.isFinite, timed.time >= time - 1e-9 else {
            throw DeviceReplayError(index: index, reason: "its time \(timed.time) s is not finite or is before the device's time \(time) s")
        }
        if timed.time > time { advance(by: timed.time - time) }
        if let reason = refusal(of: timed.input) { throw DeviceReplayError(index: index, reason: reason) }
        apply(timed.input)
    }

    /// The device time of the next frame to run.
    public var nextFrameTime: TimeInterval { Double(nextFrameIndex) * frameInterval }
}
