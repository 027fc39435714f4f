import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// An object that describes a single user interaction with the app: the touches of one moment.
///
/// A status-bar touch arrives at `UIApplication.sendEvent(_:)` as a `.touches` event whose
/// `allTouches` is empty, as on iPhone; OpenUIKit makes the touch itself available through the
/// documented `statusBarTouch` member (see there).
@preconcurrency @MainActor open class UIEvent {
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

    /// The event's touches, in the order the system reported their fingers.
    var touches: [UITouch]
    /// The states each moved touch went through since the previous event, oldest first, when
    /// the touch dispatcher coalesced several reports of its finger into this event.
    var coalescedSamples: [ObjectIdentifier: [TouchSample]] = [:]
    private var coalescedCopies: [ObjectIdentifier: [UITouch]] = [:]

    /// One reported state of a touch: where it was (window coordinates; screen coordinates for
    /// a touch with no window), where it was before, when, and in which phase.
    struct TouchSample {
        var location: CGPoint
        var previousLocation: CGPoint
        var timestamp: TimeInterval
        var phase: UITouch.Phase

        /// The state `touch` is in now.
        @MainActor init(of touch: UITouch) {
            location = touch.locationInWindow
            previousLocation = touch.previousLocationInWindow
            timestamp = touch.timestamp
            phase = touch.phase
        }

        init(location: CGPoint, previousLocation: CGPoint, timestamp: TimeInterval, phase: UITouch.Phase) {
            self.location = location
            self.previousLocation = previousLocation
            self.timestamp = timestamp
            self.phase = phase
        }
    }

    /// The status-bar touch this event carries, or nil for an ordinary event.
    ///
    /// This is OpenUIKit's supported form of what apps once read from private `GSEvent` memory
    /// (a status-bar touch-down was type 1015): a `UITouch` with no window and no view, whose
    /// `phase` is `.began` when the finger goes down on the status bar and `.ended` when it
    /// lifts (`.moved` in between; `.cancelled` instead of `.ended` when the system takes the
    /// touch away, as pressing Home does), whose `location(in: nil)` is the point in screen
    /// coordinates, and whose
    /// `timestamp` is the device time. Such events are not in `allTouches` and never reach a
    /// window or view through hit testing. Passing the `.ended` event to `super.sendEvent(_:)`
    /// lets UIKit scroll the key window's scroll view to the top.
    public let statusBarTouch: UITouch?

    /// An event carrying `touches` at `timestamp`.
    @_spi(UIKitTesting) @_spi(Testing) public init(touches: [UITouch], timestamp: TimeInterval) {
        self.type = .touches
        self.touches = touches
        self.timestamp = timestamp
        self.statusBarTouch = nil
    }

    /// An event carrying a status-bar touch.
    @_spi(Testing) public init(statusBarTouch: UITouch) {
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

    /// The touches of this event that `gesture` receives.
    public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        Set(touches.filter { touch in gesture.trackedTouches.contains { $0 === touch } })
    }

    /// The touches that belong to `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(touches.filter { $0.window === window })
    }

    /// The touches in the order the system reported them.
    @_spi(Testing) public var orderedTouches: [UITouch] { touches }

    /// Every state `touch` was reported in since the previous event, oldest first, the last
    /// being a copy of `touch` as this event delivers it; nil when `touch` is not in this event.
    ///
    /// The system reports a finger more often than it delivers events: every move of a finger
    /// that falls in one frame's input phase is coalesced into one `.moved` delivery, and this
    /// method returns each of those moves as its own touch object (location, previous location,
    /// timestamp), so a drawing app can follow the finger's whole path. A touch that only began,
    /// ended, was cancelled or stayed still in this event has one state: a copy of itself. The
    /// copies are made on first request and are the same objects on later requests for this
    /// event; they describe the event being delivered, not later ones. A status-bar touch is in
    /// its event too, although not in `allTouches`.
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard statusBarTouch === touch || touches.contains(where: { $0 === touch }) else { return nil }
        let id = ObjectIdentifier(touch)
        if let copies = coalescedCopies[id] { return copies }
        let samples = coalescedSamples[id] ?? [TouchSample(of: touch)]
        let copies = samples.map { UITouch(coalescedFrom: touch, sample: $0) }
        coalescedCopies[id] = copies
        return copies
    }
}
