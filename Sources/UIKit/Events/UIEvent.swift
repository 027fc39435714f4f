import Foundation
@_spi(OpenUIKit) import QuartzCore
@_spi(OpenUIKit) import CoreGraphics

/// An object that describes a single user interaction with the app: the touches of one moment.
///
/// A status-bar touch arrives at `UIApplication.sendEvent(_:)` as a `.touches` event whose
/// `allTouches` is empty, as on iPhone; OpenUIKit makes the touch itself available through the
/// documented `statusBarTouch` member (see there).
@MainActor open class UIEvent {
    /// The kind of event.
    public enum EventType: Int, Sendable {
        case touches = 0, motion = 1, remoteControl = 2, presses = 3, scroll = 10, hover = 11, transform = 14
    }

    /// The subkind of a motion or remote-control event.
    public enum EventSubtype: Int, Sendable {
        case none = 0, motionShake = 1
        case remoteControlPlay = 100, remoteControlPause = 101, remoteControlStop = 102
        case remoteControlTogglePlayPause = 103, remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105, remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107, remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    /// The kind of event (`.touches` for touches and status-bar touches).
    public let type: EventType
    /// The subkind; `.none` for touches.
    public let subtype: EventSubtype = .none
    /// When the event happened, in seconds of the device's clock.
    public internal(set) var timestamp: TimeInterval

    private var touches: [UITouch]

    /// The status-bar touch this event carries, or nil for an ordinary event.
    ///
    /// This is OpenUIKit's supported form of what apps once read from private `GSEvent` memory
    /// (a status-bar touch-down was type 1015): a `UITouch` with no window and no view, whose
    /// `phase` is `.began` when the finger goes down on the status bar and `.ended` when it
    /// lifts, whose `location(in: nil)` is the point in screen coordinates, and whose
    /// `timestamp` is the device time. Such events are not in `allTouches` and never reach a
    /// window or view through hit testing. Passing the `.ended` event to `super.sendEvent(_:)`
    /// lets UIKit scroll the key window's scroll view to the top.
    public let statusBarTouch: UITouch?

    /// An event carrying `touches` at `timestamp`.
    @_spi(OpenUIKit) public init(touches: [UITouch], timestamp: TimeInterval) {
        self.type = .touches
        self.touches = touches
        self.timestamp = timestamp
        self.statusBarTouch = nil
    }

    /// An event carrying a status-bar touch.
    @_spi(OpenUIKit) public init(statusBarTouch: UITouch) {
        self.type = .touches
        self.touches = []
        self.timestamp = statusBarTouch.timestamp
        self.statusBarTouch = statusBarTouch
    }

    /// Every touch of the event, in every phase.
    public var allTouches: Set<UITouch>? { Set(touches) }

    /// The touches bound to `view`.
    public func touches(for view: UIView) -> Set<UITouch>? {
        Set(touches.filter { $0.view === view })
    }

    /// The touches that belong to `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(touches.filter { $0.window === window })
    }

    /// The touches in the order the system reported them.
    @_spi(OpenUIKit) public var orderedTouches: [UITouch] { touches }
}
