import Foundation
import Logging
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import QuartzCore
import SpringBoard
import Testing
import UIKit
@testable import Simulator

/// Records when a timer fired: on the device clock, on the wall clock, and how many frames the
/// device had presented by then.
@MainActor final class FiringRecorder {
    private let session: DeviceSession
    private(set) var firing: (deviceTime: TimeInterval, instant: ContinuousClock.Instant, frames: Int)?

    init(session: DeviceSession) {
        self.session = session
    }

    func fire(_ timer: Timer) {
        firing = (session.device.time, .now, session.device.frameCount)
    }
}

@Suite("The real-clock driver")
@MainActor struct RealClockDriverTests {
    @Test("An idle device with a timer sleeps without frames and runs the timer on real time")
    func timerOnRealTime() async {
        // A child process: other tests run in parallel, and one that makes its own device
        // current while this one waits would change what "now" and "current" mean here.
        await #expect(processExitsWith: .success) {
            await MainActor.run { precondition(CAHostContext.current == nil) }
            let session = await MainActor.run {
                DeviceSession(model: .iPhone8, systemVersion: nil, app: touchApp, apps: [touchApp],
                              logger: Logger(label: "SimulatorTests") { _ in LogRecorder().handler })
            }
            let driver = await RealClockDriver(session: session)
            let running = Task { await driver.run() }
            defer { running.cancel() }
            let idle = await eventually(watching: session) { !session.needsFrames && session.secondsUntilNextDeadline == nil }
            precondition(idle, "idle")

            // Scheduled from outside a frame, as a network callback would: the driver must wake for it.
            let (recorder, start) = await MainActor.run {
                let recorder = FiringRecorder(session: session)
                session.device.makeCurrent()
                let start = (deviceTime: session.device.time, instant: ContinuousClock.now, frames: session.device.frameCount)
                _ = Timer.scheduledTimer(timeInterval: 0.5, target: recorder, selector: Selector(FiringRecorder.fire(_:)),
                                         userInfo: nil, repeats: false)
                return (recorder, start)
            }

            let fired = await eventually(watching: session) { recorder.firing != nil }
            precondition(fired, "the timer fired")
            let firing = await MainActor.run { recorder.firing! }
            precondition(abs(firing.deviceTime - (start.deviceTime + 0.5)) < 1e-9, "at its deadline on the device clock")
            precondition(firing.instant - start.instant >= .milliseconds(490),
                         "not before its time on the wall clock (\(firing.instant - start.instant))")
            precondition(firing.frames - start.frames <= 2,
                         "the idle frames before the deadline were skipped, not drawn (\(firing.frames - start.frames) frames)")
            let idleAgain = await eventually(watching: session) { !session.needsFrames && session.secondsUntilNextDeadline == nil }
            precondition(idleAgain, "idle again")
        }
    }
}
