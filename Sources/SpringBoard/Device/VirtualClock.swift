import Foundation

/// A device's clock in seconds since it booted; it moves only when the device advances it.
///
/// Tests drive it through `Device.advance(by:)` and `Device.settle()`; the live simulator
/// drives the same device from a real-clock adapter. Library code never reads the wall clock.
public final class VirtualClock {
    /// The current time in seconds since boot.
    public internal(set) var now: TimeInterval = 0

    public init() {}
}
