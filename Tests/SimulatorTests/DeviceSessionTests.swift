import Foundation
import Logging
import SpringBoard
import Testing
@testable import Simulator

@Suite("The device session without a network")
@MainActor struct DeviceSessionTests {

    @Test("A flood of messages is refused past the queue's limit, and the queue keeps what it had")
    func floodRefused() async {
        let session = makeTestSession()
        let page = session.connect()
        for _ in 0...DeviceSession.maximumQueuedMessages {
            session.receive(InboundMessage(sequence: nil, message: .home), from: page.id)
        }
        #expect(session.queue.count == DeviceSession.maximumQueuedMessages)
        #expect(await outboxTexts(of: page).contains { $0.contains("messages are already waiting for the next frame") })
    }

    @Test("Queued input is applied in arrival order at the next step, not before")
    func inputWaitsForTheFrame() {
        let session = makeTestSession()
        let page = session.connect()
        session.receive(InboundMessage(sequence: 5, message: .touch(phase: .down, finger: 0, point: CGPoint(x: 100, y: 300), browserTime: 0)), from: page.id)
        session.receive(InboundMessage(sequence: 6, message: .touch(phase: .up, finger: 0, point: nil, browserTime: 50)), from: page.id)
        #expect(touchesBegun(session) == 0)
        #expect(session.needsFrames)
        session.step(by: 1.0 / 60.0)
        #expect(session.clients[page.id]?.lastAppliedSequence == 6)
        #expect(session.queue.isEmpty && session.fingers.isEmpty)
        session.step(by: 1.0 / 60.0)
        #expect(touchesBegun(session) == 1)
    }

    @Test("A page's touch timestamps keep the page's intervals on the device's clock")
    func timestampsKeepIntervals() {
        let session = makeTestSession()
        let page = session.connect()
        session.step(by: 1.0)
        let start = session.device.time
        session.receive(InboundMessage(sequence: nil, message: .touch(phase: .down, finger: 0, point: CGPoint(x: 100, y: 300), browserTime: 5_000)), from: page.id)
        session.step(by: 1.0 / 60.0)
        #expect(session.lastTouchTime == start)
        // The lift arrives 200 ms later, though the page stamped it 150 ms after the down.
        session.step(by: 0.2)
        session.receive(InboundMessage(sequence: nil, message: .touch(phase: .up, finger: 0, point: nil, browserTime: 5_150)), from: page.id)
        session.step(by: 1.0 / 60.0)
        session.step(by: 1.0 / 60.0)
        let view = (session.device.application?.delegate as? TouchCountingAppDelegate)?.view
        #expect(view?.touchesBegun == 1)
        #expect(abs(session.lastTouchTime - (start + 0.15)) < 0.001)
    }
}

extension DeviceSessionTests {
    @Test("Relaunching lets the old device go")
    func relaunchReleasesTheOldDevice() {
        let session = makeTestSession()
        weak let old = session.device
        session.launch(model: .iPhone4, systemVersion: nil, app: secondApp)
        #expect(old == nil)
        #expect(session.device.model == .iPhone4)
    }
}
