import Foundation
@_spi(SpringBoard) import QuartzCore

// What a host that drives the device from a real clock (the live simulator) needs to sleep
// while nothing happens and to wake for the next deadline.
extension Device {
    /// Whether anything needs frames now: animations, display links, touches to deliver,
    /// callbacks, drawing or layout. Deadline work waiting for its time does not.
    public var needsFrames: Bool { !frameWorkDescriptions().isEmpty }

    /// When the soonest deadline work (a timer, a delayed perform, main-queue work) falls due,
    /// on the device clock, or nil when none is pending.
    public var nextDeadline: TimeInterval? { animationContext.nextDeadline }

    /// Called whenever deadline work is scheduled, so that a driver sleeping while the device is
    /// idle wakes up to wait for it.
    public var onScheduleWork: (() -> Void)? {
        get { animationContext.onSchedule }
        set { animationContext.onSchedule = newValue }
    }

    /// Moves the clock forward by `seconds` without running the frames on the way, for a host
    /// that drives the device from a real clock while nothing needs frames.
    ///
    /// Idle frames change nothing, so skipping them only saves their cost; the next frame falls
    /// on the first multiple of the frame interval at or after the new time. Skipping past
    /// pending deadline work traps: that work must run at its time, through `advance(by:)`.
    public func skipIdleTime(by seconds: TimeInterval) {
        let target = time + seconds
        precondition(seconds >= 0, "Device.skipIdleTime(by:): time cannot go backwards (\(seconds) s)")
        precondition(nextDeadline.map { target < $0 } ?? true,
                     "Device.skipIdleTime(by:): deadline work is due at t=\(nextDeadline!), before t=\(target)")
        animationContext.runScheduledWork(through: target)
        nextFrameIndex = max(nextFrameIndex, Int((target / frameInterval - 1e-9).rounded(.up)))
    }
}
