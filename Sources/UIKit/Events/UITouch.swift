import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// One finger on the screen, from touch-down to lift-off (or cancellation).
///
/// The same object carries the finger through all its phases; it stays bound to the view it
/// hit when it began (reference §5.2). Locations are kept in window coordinates (in screen
/// coordinates for a touch with no window, such as the status bar's).
@preconcurrency @MainActor open class UITouch: Hashable {
    /// The phase of a touch.
    public enum Phase: Int, Sendable {
        case began = 0, moved = 1, stationary = 2, ended = 3, cancelled = 4
        case regionEntered = 5, regionMoved = 6, regionExited = 7
    }

    /// What produced the touch.
    public enum TouchType: Int, Sendable {
        case direct = 0, indirect = 1, pencil = 2, indirectPointer = 3
    }

    /// The touch's phase in the event that is being delivered.
    public internal(set) var phase: Phase
    /// How many times the finger tapped this place in quick succession (1 for a single tap).
    public internal(set) var tapCount: Int
    /// When the touch last changed, in seconds of the device's clock.
    public internal(set) var timestamp: TimeInterval
    /// The window the touch belongs to.
    public internal(set) var window: UIWindow?
    /// The view the touch hit when it began; it never changes afterwards.
    public internal(set) var view: UIView?
    /// The kind of touch; a finger on the simulated screen is `.direct`.
    public let type: TouchType = .direct
    /// The radius of the contact, in points: `UIKitConstants.touchMajorRadius` for every touch.
    public let majorRadius: CGFloat = UIKitConstants.touchMajorRadius
    /// The tolerance of `majorRadius`.
    public let majorRadiusTolerance: CGFloat = 0
    /// The force of the touch; 0, as on devices without a pressure-sensitive screen.
    public let force: CGFloat = 0
    /// The largest possible force; 0 where force is not available.
    public let maximumPossibleForce: CGFloat = 0

    var locationInWindow: CGPoint
    /// When the touch began; the status bar measures its press duration from here.
    let initialTimestamp: TimeInterval
    /// False for a second concurrent touch on a view that does not allow multiple touches.
    var deliversToView = true
    var previousLocationInWindow: CGPoint

    /// A touch at `location` (window coordinates, or screen coordinates with no window).
    @_spi(UIKitTesting) @_spi(Testing) public init(location: CGPoint, window: UIWindow?, view: UIView?,
                                 timestamp: TimeInterval, tapCount: Int = 1, phase: Phase = .began) {
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.window = window
        self.view = view
        self.timestamp = timestamp
        self.initialTimestamp = timestamp
        self.tapCount = tapCount
        self.phase = phase
    }

    /// A copy of `touch` in one of its coalesced states, for `UIEvent.coalescedTouches(for:)`.
    init(coalescedFrom touch: UITouch, sample: UIEvent.TouchSample) {
        locationInWindow = sample.location
        previousLocationInWindow = sample.previousLocation
        window = touch.window
        view = touch.view
        timestamp = sample.timestamp
        initialTimestamp = touch.initialTimestamp
        tapCount = touch.tapCount
        phase = sample.phase
    }

    /// The location in `view`'s coordinates, or in the window's when `view` is nil.
    public func location(in view: UIView?) -> CGPoint {
        convert(locationInWindow, to: view)
    }

    /// The location before the last move, in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousLocationInWindow, to: view)
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        if let window { return view.convert(point, from: window) }
        return view.convertFromScreen(point)
    }

    /// Moves the touch to a new phase and time, as the system does between events.
    @_spi(UIKitTesting) @_spi(Testing) public func update(phase: Phase, timestamp: TimeInterval) {
        self.phase = phase
        self.timestamp = timestamp
    }

    /// Moves the touch to `location` (window coordinates), remembering the previous location.
    @_spi(Testing) public func update(location: CGPoint, phase: Phase, timestamp: TimeInterval) {
        previousLocationInWindow = locationInWindow
        locationInWindow = location
        update(phase: phase, timestamp: timestamp)
    }

    /// Binds a touch to the view hit testing found, when it begins.
    @_spi(Testing) public func bind(to view: UIView?, in window: UIWindow?) {
        self.view = view
        self.window = window
    }

    /// The gesture recognizers that receive this touch, nearest its view first; nil when none do.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        let recognizers = window?.gestureEnvironment?.recognizers(of: self) ?? []
        return recognizers.isEmpty ? nil : recognizers
    }

    public nonisolated static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
