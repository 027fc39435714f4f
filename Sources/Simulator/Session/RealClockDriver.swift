import Foundation

/// Runs a session's device from the wall clock at the display's rate: the only code of the
/// simulator that reads real time.
///
/// While the device has something to do (`DeviceSession.needsFrames`), the driver sleeps until
/// the device's next frame falls due on the wall clock and then steps the device by the time
/// that really passed. A step that wakes more than `maximumLateness` after the frame was due
/// means the device cannot keep up (its frames take longer to render than a frame lasts); it
/// then runs just that one frame, so the device's clock slows down rather than rendering a
/// burst of frames of which only the last could be streamed.
///
/// While the device needs no frames but has deadline work pending (a timer, a delayed perform,
/// main-queue work), the driver sleeps until that work falls due on the wall clock, or until
/// input or newly scheduled work wakes it. On waking, the device's clock moves on by the real
/// time that passed: the idle frames before the deadline are skipped, and the work runs at its
/// deadline, followed by a frame that draws what it changed.
///
/// While the device is idle, the driver sleeps until woken by input or scheduled work, runs no
/// frames and so sends nothing; a finger held still leaves it idle. On waking for input, the
/// device's clock moves on by the idle time, but by no more than `maximumIdleGap` unless a finger
/// is down: nothing on an idle device depends on time, except intervals between touches, which
/// never matter beyond that once every finger has lifted. The queued input is then applied
/// at once, with the frame that follows it. On waking for deadline work scheduled from outside a
/// frame, the device's clock stands for now instead: that work's deadline counts from it.
@MainActor final class RealClockDriver {
    /// How late a wake-up may be and still step by the real time that passed: half a frame,
    /// more than the jitter of a sleep, less than a frame.
    static let maximumLateness: TimeInterval = 0.5 / 60.0
    /// The most idle time the device's clock catches up after sleeping: longer than the tap
    /// interval (`TapCounter`, 0.35 s), so two taps far apart never count as a double tap.
    static let maximumIdleGap: TimeInterval = 1.0
    /// Added to each sleep, so that the wake-up lands after the frame's due time rather than
    /// a hair before it.
    static let wakeSlack: Duration = .microseconds(500)

    private let session: DeviceSession
    private let clock = ContinuousClock()
    private let wakeups: AsyncStream<Void>
    private let wakeup: AsyncStream<Void>.Continuation

    init(session: DeviceSession) {
        self.session = session
        (wakeups, wakeup) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        session.onWork = { [wakeup] in wakeup.yield() }
    }

    /// Drives the device until the task is cancelled.
    func run() async {
        var iterator = wakeups.makeAsyncIterator()
        var last = clock.now
        while !Task.isCancelled {
            if session.needsFrames {
                let untilFrame = session.secondsUntilNextFrame
                let due = last + .seconds(untilFrame)
                // Until the frame is due, or input arrives.
                let alarm = wake(at: due)
                let woken = await iterator.next() != nil
                alarm.cancel()
                guard woken else { return }
                let now = clock.now
                if now >= due {
                    let late = Self.seconds(now - due) > Self.maximumLateness
                    let elapsed = late ? untilFrame : Self.seconds(now - last)
                    last = now
                    session.step(by: elapsed)
                } else if session.hasQueuedInput, last <= now {
                    // Input between frames: applied and drawn now, the clock a fraction of a
                    // frame ahead, which the next wait takes back.
                    let lead = session.step(by: Self.seconds(now - last), drawingInputAtOnce: true)
                    last = now + .seconds(lead)
                }
                // Else work scheduled from a frame woke the driver, or the device already ran
                // ahead for earlier input: the frame comes at its time.
            } else if let untilDeadline = session.secondsUntilNextDeadline {
                let due = last + .seconds(untilDeadline)
                let alarm = wake(at: due)
                let woken = await iterator.next() != nil
                alarm.cancel()
                guard woken else { return }
                let now = clock.now
                let lead = session.stepTowardsDeadline(by: Self.seconds(now - last), drawingInputAtOnce: last <= now)
                last = max(last, now) + .seconds(lead)
            } else {
                guard await iterator.next() != nil else { return }
                let now = clock.now
                guard session.needsFrames else {
                    // Woken by work scheduled from outside a frame (a network callback, a task),
                    // whose deadline counts from the device clock as it stood, which stands for
                    // now; or by a wake-up left over from work already done. Either way no idle
                    // time is owed: catching it up would run that work early.
                    last = now
                    continue
                }
                // Woken by input: the device's clock catches up at most `maximumIdleGap`, or in
                // full while a finger rests on the screen.
                // The idle frames are skipped, not run: nothing changed in them.
                let idle = Self.seconds(now - last)
                let lead = session.stepTowardsDeadline(by: session.holdsFingers ? idle : min(idle, Self.maximumIdleGap),
                                                       drawingInputAtOnce: last <= now)
                last = max(last, now) + .seconds(lead)
            }
        }
    }

    /// Wakes the driver at `due` (and `wakeSlack`), unless cancelled first: input or scheduled
    /// work may wake it sooner.
    private func wake(at due: ContinuousClock.Instant) -> Task<Void, Never> {
        Task { [clock, wakeup] in
            do {
                try await clock.sleep(until: due + Self.wakeSlack, tolerance: .microseconds(250))
                wakeup.yield()
            } catch {}
        }
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) * 1e-18
    }
}
