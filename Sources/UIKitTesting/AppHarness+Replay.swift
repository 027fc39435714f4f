import Foundation
import SpringBoard

extension AppHarness {
    /// Replays inputs recorded in the live simulator (its Export button writes a test that calls
    /// this): the device's clock advances to each input's time, running the frames and deadline
    /// work that fall due on the way, and the input is applied there, as the live device applied
    /// it; after the last, the clock advances to `endTime` when it is later.
    ///
    /// The times are seconds of device time since launch, so a harness made for the recording
    /// replays it from its start. Throws `DeviceReplayError`, naming the input, at the first
    /// that is out of order or that the device refuses (a point off the screen, a finger that
    /// is not down).
    public func replay(_ inputs: [TimedDeviceInput], until endTime: TimeInterval? = nil) throws {
        device.makeCurrent()
        try device.replay(inputs, until: endTime)
    }
}
