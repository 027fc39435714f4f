import Foundation

/// A timer synchronised with the device's display, fired in the frame's display-link phase.
///
/// Apple's `init(target:selector:)` needs the Objective-C runtime, which Linux lacks, so
/// OpenUIKit's frameworks create display links with a closure through SPI.
@preconcurrency @MainActor public final class CADisplayLink {
    private let handler: @MainActor (CADisplayLink) -> Void
    private weak var host: CAHostContext?

    /// The time of the frame that is being prepared.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between frames.
    public private(set) var duration: CFTimeInterval = 0
    /// Whether the link skips frames (it stays registered).
    public var isPaused = false

    /// A display link that calls `handler` once per frame after it is added to a host.
    @_spi(UIKit) public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Registers the link with the running device's frame loop.
    @_spi(UIKit) @_spi(SpringBoard) public func add(to host: CAHostContext) {
        precondition(self.host == nil, "CADisplayLink: a display link can be added to one device only")
        self.host = host
        host.displayLinks.append(self)
    }

    /// Removes the link from its frame loop; it never fires again.
    public func invalidate() {
        host?.displayLinks.removeAll { $0 === self }
        host = nil
    }

    func fire(timestamp: CFTimeInterval, duration: CFTimeInterval) {
        self.timestamp = timestamp
        self.duration = duration
        self.targetTimestamp = timestamp + duration
        handler(self)
    }
}
