import Foundation
@_spi(QuartzCore) import _ObjectiveC

/// A timer synchronised with the device's display, fired in the frame's display-link phase.
///
/// Apps make one with `init(target:selector:)` (the selector is OpenUIKit's `Selector`, which the
/// source-compatibility plugin makes of `#selector`) and add it to the main run loop; it then
/// fires on each frame of the running device, in virtual time in tests, with `timestamp` the
/// frame's time. OpenUIKit's frameworks make display links with a closure through SPI.
@preconcurrency @MainActor public final class CADisplayLink {
    private var handler: @MainActor (CADisplayLink) -> Void
    private weak var host: CAHostContext?

    /// The time of the frame that is being prepared.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between frames.
    public private(set) var duration: CFTimeInterval = 0
    /// Whether the link skips frames (it stays registered).
    public var isPaused = false
    /// The rate the link would like to fire at; the display's own when zero (the default). The
    /// link fires on every n-th frame, n the display's rate over this one, rounded.
    public var preferredFrameRateRange = CAFrameRateRange.default
    /// The frames a second the link would like (iOS 10, deprecated in iOS 15 for `preferredFrameRateRange`).
    @available(iOS, introduced: 10.0, deprecated: 15.0, message: "use preferredFrameRateRange")
    public var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set { preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: Float(newValue), preferred: Float(newValue)) }
    }
    /// Frames of the display left before the link fires again.
    private var framesToSkip = 0
    /// Whether `invalidate()` was called; such a link is never added again.
    private var invalidated = false

    /// A display link that calls `handler` once per frame after it is added to a host.
    @_spi(UIKit) public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// A display link that calls `selector` on `target` (with the link as its argument, for a
    /// method that takes one) on each frame once it is added to the main run loop. It keeps
    /// `target` until it is invalidated, as on iOS.
    public init(target: Any, selector sel: Selector) {
        let target = target as AnyObject
        self.handler = { link in sel.perform(on: target, with: link) }
    }

    /// Starts the link on the running device's frames: the main run loop is the device's frame
    /// loop here, in any mode. Traps when no device is running, or when the link was added before.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard let host = CAHostContext.current else {
            preconditionFailure("CADisplayLink.add(to:forMode:): no device is running; a display link fires on a device's frames")
        }
        add(to: host)
    }

    /// Stops the link firing; unlike `invalidate()`, it keeps its target and can be added again.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        host?.displayLinks.removeAll { $0 === self }
        host = nil
    }

    /// Registers the link with the running device's frame loop.
    @_spi(UIKit) @_spi(SpringBoard) public func add(to host: CAHostContext) {
        precondition(!invalidated, "CADisplayLink: an invalidated display link cannot be added again")
        precondition(self.host == nil, "CADisplayLink: a display link can be added to one device only")
        self.host = host
        host.displayLinks.append(self)
    }

    /// Removes the link from its frame loop and releases its target; it never fires again.
    public func invalidate() {
        host?.displayLinks.removeAll { $0 === self }
        host = nil
        handler = { _ in }
        invalidated = true
    }

    /// One frame of the display, `duration` long: the link fires, or skips the frame when it
    /// prefers a lower rate.
    func fire(timestamp: CFTimeInterval, duration: CFTimeInterval) {
        guard framesToSkip == 0 else {
            framesToSkip -= 1
            return
        }
        let displayRate = 1 / duration
        let preferred = Double(preferredFrameRateRange.preferred ?? 0)
        let stride = preferred > 0 && preferred < displayRate ? max(1, Int((displayRate / preferred).rounded())) : 1
        framesToSkip = stride - 1
        self.timestamp = timestamp
        self.duration = duration
        self.targetTimestamp = timestamp + duration * Double(stride)
        handler(self)
    }
}

/// The range of frame rates a display link would like (iOS 15): `preferred` within
/// `minimum…maximum`, frames a second; zero or nil leaves it to the display.
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether two ranges are the same.
    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
