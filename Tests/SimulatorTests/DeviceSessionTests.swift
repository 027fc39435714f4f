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

    @Test("Input that arrives between frames is drawn at once when the driver asks, the clock running ahead by the rest of that frame only")
    func inputBetweenFramesIsDrawnAtOnce() throws {
        let session = makeTestSession()
        let page = session.connect()
        session.step(by: 1.0)
        let interval = session.device.frameInterval
        let frames = session.device.frameCount
        let start = session.device.time
        // Without the driver's leave, input a few milliseconds after a frame waits for the next one.
        session.receive(InboundMessage(sequence: 1, message: .touch(phase: .down, finger: 0, point: CGPoint(x: 100, y: 300), browserTime: 0)), from: page.id)
        #expect(session.step(by: 0.002) == 0)
        #expect(session.device.frameCount == frames, "no frame fell due in 2 ms")
        #expect(session.needsFrames, "the touch waits in the device for its frame")
        // Drawn at once: the device moves on to its next frame now.
        session.receive(InboundMessage(sequence: 2, message: .touch(phase: .up, finger: 0, point: nil, browserTime: 4)), from: page.id)
        let lead = session.step(by: 0.002, drawingInputAtOnce: true)
        #expect(session.device.frameCount == frames + 1)
        #expect(abs(session.device.time - (start + interval)) < 1e-9, "on the frame grid")
        #expect(abs(lead - (interval - 0.004)) < 1e-9, "ahead of the wall clock by the rest of the frame")
        #expect(session.clients[page.id]?.lastAppliedSequence == 2)
        // Nothing queued: no frame is pulled forward.
        #expect(session.step(by: 0, drawingInputAtOnce: true) == 0)
        #expect(session.device.frameCount == frames + 1)
        // A step that reaches the frame anyway takes no lead.
        session.receive(InboundMessage(sequence: 3, message: .home), from: page.id)
        #expect(session.step(by: interval, drawingInputAtOnce: true) == 0)
        #expect(session.device.frameCount == frames + 2)
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
