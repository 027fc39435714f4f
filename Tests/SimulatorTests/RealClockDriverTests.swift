import Foundation
import Logging
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
    func timerOnRealTime() async throws {
        let session = DeviceSession(model: .iPhone8, systemVersion: nil, app: touchApp, apps: [touchApp],
                                    logger: Logger(label: "SimulatorTests") { _ in LogRecorder().handler })
        let driver = RealClockDriver(session: session)
        let running = Task { await driver.run() }
        defer { running.cancel() }
        #expect(await eventually { !session.needsFrames && session.secondsUntilNextDeadline == nil })

        // Scheduled from outside a frame, as a network callback would: the driver must wake for it.
        let recorder = FiringRecorder(session: session)
        session.device.makeCurrent()
        let start = (deviceTime: session.device.time, instant: ContinuousClock.now, frames: session.device.frameCount)
        _ = Timer.scheduledTimer(timeInterval: 0.5, target: recorder, selector: Selector(FiringRecorder.fire(_:)),
                                 userInfo: nil, repeats: false)

        #expect(await eventually { recorder.firing != nil })
        let firing = try #require(recorder.firing)
        #expect(abs(firing.deviceTime - (start.deviceTime + 0.5)) < 1e-9, "at its deadline on the device clock")
        #expect(firing.instant - start.instant >= .milliseconds(490), "not before its time on the wall clock")
        #expect(firing.frames - start.frames <= 2, "the idle frames before the deadline were skipped, not drawn")
        #expect(await eventually { !session.needsFrames && session.secondsUntilNextDeadline == nil })
    }
}
