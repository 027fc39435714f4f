import Foundation
import SpringBoard

/// A message from the page, parsed and checked for shape but not yet against the device.
///
/// Checks that depend on the device's state (a point inside the current screen, a finger that is
/// down, a model that has an in-call status bar) happen when the message is applied, at the next
/// frame, because an earlier message in the queue (a rotation, a reconfiguration) may change them.
enum ClientMessage: Equatable, Sendable {
    /// A touch phase of the page's finger `finger` (0–9); `point` in screen points (required for
    /// `down` and `move`, ignored otherwise); `browserTime` in the page's milliseconds.
    case touch(phase: TouchPhase, finger: Int, point: CGPoint?, browserTime: Double)
    /// The Home button.
    case home
    /// Opens Control Center or Notification Center, as the page's buttons do where a mouse
    /// cannot pull from the screen's edge.
    case systemOverlay(SystemOverlay)
    /// A quarter turn.
    case rotate(RotationDirection)
    /// Shows or hides the in-call status bar.
    case inCall(enabled: Bool)
    /// Turns Simulator's Slow Animations on or off (`Device.slowAnimations`).
    case slowAnimations(enabled: Bool)
    /// Relaunches with model `model`, OS version `os` (the model's default when nil) and app `app`.
    case configure(model: String, os: String?, app: String)
    /// Asks for the app's view tree (the inspector's `tree` reply), built after the next frame.
    case inspect
    /// Says how many pixels per point the page displays the screen at (0 < value ≤ 16), so that
    /// its frames come at that size rather than the device's (`FrameScale`).
    case display(pixelsPerPoint: Double)
    /// The recorder's `record`, `stop` and `replay` (`RecorderState`).
    case recorder(RecorderCommand)

    /// What the page asks of the recorder.
    enum RecorderCommand: String, Sendable, CaseIterable {
        case record, stop, replay
    }

    /// Whether the message acts on the device (refused while a replay drives it).
    var drivesDevice: Bool {
        switch self {
        case .touch, .home, .systemOverlay, .rotate, .inCall, .slowAnimations, .configure: return true
        case .inspect, .display, .recorder: return false
        }
    }

    /// A phase of a raw touch.
    enum TouchPhase: String, Sendable, CaseIterable {
        case down, move, up, cancel
    }

    /// The way the device turns.
    enum RotationDirection: String, Sendable, CaseIterable {
        case left, right
    }
}

/// A parsed message with the page's optional sequence number.
struct InboundMessage: Equatable, Sendable {
    var sequence: UInt32?
    var message: ClientMessage
}
