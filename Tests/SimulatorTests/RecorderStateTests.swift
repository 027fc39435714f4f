import Foundation
import SpringBoard
import Testing
@testable import Simulator

@Suite("The recorder's state machine, alone")
struct RecorderStateTests {
    let tap = TimedDeviceInput(time: 0.5, input: .touchDown(finger: 0, at: CGPoint(x: 10, y: 20), timestamp: 0.49))

    @Test("Record relaunches, notes only what follows the launch, and stop keeps the recording")
    func recordThenStop() {
        var recorder = RecorderState()
        #expect(recorder.handle(.record(model: "iphone-8", os: "16.0", app: "touches"))
                == [.relaunch(model: "iphone-8", os: "16.0", app: "touches"), .announce])
        #expect(recorder.phase == .recording)
        // Inputs before the relaunch belong to the old launch.
        _ = recorder.handle(.applied(TimedDeviceInput(time: 3, input: .pressHome)))
        #expect(recorder.draft?.inputs.isEmpty == true)
        #expect(recorder.handle(.launched).isEmpty)
        #expect(recorder.handle(.applied(tap)).isEmpty)
        #expect(recorder.handle(.stop(time: 2)) == [.announce])
        #expect(recorder.phase == .idle)
        #expect(recorder.last == Recording(model: "iphone-8", os: "16.0", app: "touches", inputs: [tap], duration: 2))
        #expect(recorder.draft == nil)
    }

    @Test("Requests that do not fit the phase are refused with a reason, and change nothing")
    func refusals() {
        var recorder = RecorderState()
        #expect(recorder.handle(.stop(time: 0)) == [.refuse("nothing is recording or replaying")])
        #expect(recorder.handle(.replay) == [.refuse("nothing has been recorded yet")])
        _ = recorder.handle(.record(model: "iphone-8", os: "16.0", app: "touches"))
        #expect(recorder.handle(.record(model: "iphone-8", os: "16.0", app: "touches")) == [.refuse("already recording; stop first")])
        #expect(recorder.handle(.replay) == [.refuse("already recording; stop first")])
        #expect(recorder.phase == .recording)
    }

    @Test("Replay relaunches the recording's device and walks its inputs in order until its duration")
    func replay() {
        var recorder = RecorderState()
        let second = TimedDeviceInput(time: 0.6, input: .touchUp(finger: 0, timestamp: 0.6))
        let recording = Recording(model: "iphone-8", os: "16.0", app: "touches", inputs: [tap, second], duration: 1)
        #expect(recorder.handle(.load(recording)) == [.announce])
        #expect(recorder.handle(.replay) == [.relaunch(model: "iphone-8", os: "16.0", app: "touches"), .announce])
        #expect(recorder.nextReplayInput == nil)  // not before the relaunch
        _ = recorder.handle(.launched)
        #expect(recorder.nextReplayInput == tap)
        _ = recorder.handle(.replayed(index: 1))  // out of turn: ignored
        #expect(recorder.nextReplayInput == tap)
        _ = recorder.handle(.replayed(index: 0))
        #expect(recorder.nextReplayInput == second)
        _ = recorder.handle(.replayed(index: 1))
        #expect(recorder.nextReplayInput == nil)
        #expect(!recorder.replayIsDone(at: 0.9))
        #expect(recorder.replayIsDone(at: 1))
        #expect(recorder.handle(.stop(time: 1)) == [.announce])
        #expect(recorder.phase == .idle)
        #expect(recorder.last == recording)
    }

    @Test("A configure ends a recording (keeping what was recorded) or a replay")
    func deviceReplaced() {
        var recorder = RecorderState()
        _ = recorder.handle(.record(model: "iphone-8", os: "16.0", app: "touches"))
        _ = recorder.handle(.launched)
        _ = recorder.handle(.applied(tap))
        #expect(recorder.handle(.deviceReplaced) == [.announce])
        #expect(recorder.phase == .idle)
        #expect(recorder.last?.inputs == [tap])
        _ = recorder.handle(.replay)
        #expect(recorder.handle(.deviceReplaced) == [.announce])
        #expect(recorder.phase == .idle)
    }

    @Test("A recording stops by itself at its limit of inputs, saying why")
    func stopsAtTheLimit() {
        var recorder = RecorderState()
        _ = recorder.handle(.record(model: "iphone-8", os: "16.0", app: "touches"))
        _ = recorder.handle(.launched)
        for index in 0..<(Recording.maximumInputs - 1) {
            #expect(recorder.handle(.applied(TimedDeviceInput(time: Double(index) / 100, input: .pressHome))).isEmpty)
        }
        #expect(recorder.handle(.applied(TimedDeviceInput(time: 50, input: .pressHome))) == [.announce])
        #expect(recorder.phase == .idle)
        #expect(recorder.last?.inputs.count == Recording.maximumInputs)
        #expect(recorder.stopReason?.contains("limit") == true)
    }
}

@Suite("Recordings' JSON and the Swift tests exported from them")
struct RecordingFormatTests {
    static let sample = Recording(
        model: "iphone-15-pro", os: "17.0", app: "hidden-drawer",
        inputs: [
            .at(0.1, .touchDown(finger: 0, at: CGPoint(x: 196.5, y: 20.333333333333332), timestamp: 0.09)),
            .at(0.116, .touchMove(finger: 0, to: CGPoint(x: 197, y: 21), timestamp: 0.1)),
            .at(0.2, .touchUp(finger: 0, timestamp: 0.2)),
            .at(0.3, .touchDown(finger: 1, at: CGPoint(x: 1, y: 2), timestamp: 0.3)),
            .at(0.3, .touchCancel(finger: 1, timestamp: 0.3)),
            .at(1, .rotateLeft), .at(1.5, .rotateRight), .at(2, .pressHome),
            .at(2.1, .inCallStatusBar(true)), .at(2.2, .openSystemOverlay(.controlCenter)),
            .at(2.3, .openSystemOverlay(.notificationCenter)), .at(2.4, .slowAnimations(false)),
        ],
        duration: 3.25)

    @Test("Every input survives the JSON form exactly")
    func roundTrip() throws {
        #expect(try Recording(json: Self.sample.json()) == Self.sample)
        let empty = Recording(model: "iphone-8", os: "16.0", app: "touches")
        #expect(try Recording(json: empty.json()) == empty)
    }

    /// The sample's JSON with `edit` applied to its object.
    func edited(_ edit: (inout [String: Any]) -> Void) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: Self.sample.json()) as? [String: Any])
        edit(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    func inputs(_ object: [String: Any]) -> [[String: Any]] { object["inputs"] as! [[String: Any]] }

    @Test("A recording from outside is refused, saying why, whatever is wrong with it")
    func refusals() throws {
        func refusal(_ data: Data) -> String? {
            do { _ = try Recording(json: data); return nil } catch { return error.description }
        }
        #expect(refusal(Data("[]".utf8))?.contains("not a recording") == true)
        #expect(refusal(Data(repeating: 32, count: Recording.maximumJSONBytes + 1))?.contains("over the") == true)
        #expect(refusal(try edited { $0["version"] = 2 })?.contains("version 2 is not supported") == true)
        #expect(refusal(try edited { $0["format"] = "other" })?.contains("format") == true)
        #expect(refusal(try edited { $0["model"] = "nokia" })?.contains("unknown model") == true)
        #expect(refusal(try edited { $0["os"] = "3.0" })?.contains("runs iOS 17") == true)
        #expect(refusal(try edited { $0["duration"] = 1e9 })?.contains("\"duration\"") == true)
        #expect(refusal(try edited { o in var i = inputs(o); i[1]["t"] = 0.05; o["inputs"] = i })?.contains("input 1") == true)
        #expect(refusal(try edited { o in var i = inputs(o); i[0]["finger"] = 10; o["inputs"] = i })?.contains("\"finger\"") == true)
        #expect(refusal(try edited { o in var i = inputs(o); i[0]["x"] = nil; o["inputs"] = i })?.contains("\"x\"") == true)
        #expect(refusal(try edited { o in var i = inputs(o); i[0]["timestamp"] = 5; o["inputs"] = i })?.contains("\"timestamp\"") == true)
        #expect(refusal(try edited { o in var i = inputs(o); i[0]["type"] = "shake"; o["inputs"] = i })?.contains("unknown type") == true)
        #expect(refusal(try edited { o in var i = inputs(o); i[8]["enabled"] = nil; o["inputs"] = i })?.contains("\"enabled\"") == true)
        #expect(refusal(try edited { o in
            o["inputs"] = Array(repeating: ["t": 0, "type": "home"] as [String: Any], count: Recording.maximumInputs + 1)
        })?.contains("over the limit") == true)
    }

    @Test("The exported test lists every input with numbers that read back exactly")
    func export() {
        let swift = RecordingExporter.swiftTest(for: Self.sample)
        #expect(RecordingExporter.typeName(for: Self.sample) == "RecordedHiddenDrawerTests")
        #expect(swift.contains("struct RecordedHiddenDrawerTests {"))
        #expect(swift.contains("model: try #require(DeviceModel.named(\"iphone-15-pro\")),"))
        #expect(swift.contains("try harness.replay(Self.inputs, until: 3.25)"))
        #expect(swift.contains("named: \"recorded-hidden-drawer-iphone-15-pro\""))
        #expect(swift.contains("        .at(0.1, .touchDown(finger: 0, at: CGPoint(x: 196.5, y: 20.333333333333332), timestamp: 0.09)),\n"))
        #expect(swift.contains("        .at(2.2, .openSystemOverlay(.controlCenter)),\n"))
        #expect(swift.components(separatedBy: "        .at(").count == Self.sample.inputs.count + 1)
        for value in [0.1, 1.0 / 3, 1e-7, 123456.789, 0] {
            #expect(Double(RecordingExporter.number(value)) == value)
        }
        #expect(RecordingExporter.number(2) == "2")
    }

    @Test("An app identifier cannot inject code into the exported test")
    func exportEscapes() {
        var recording = Self.sample
        recording.app = "x\")); evil()\n//"
        let swift = RecordingExporter.swiftTest(for: recording)
        #expect(!swift.contains("evil()"))
    }
}

@Suite("The recorder's messages from the page")
struct RecorderMessageTests {
    @Test("record, stop and replay parse with their sequence numbers; they carry no fields")
    func parse() {
        #expect(MessageParser.parse(#"{"type":"record","seq":4}"#) == .success(InboundMessage(sequence: 4, message: .recorder(.record))))
        #expect(MessageParser.parse(#"{"type":"stop"}"#) == .success(InboundMessage(sequence: nil, message: .recorder(.stop))))
        #expect(MessageParser.parse(#"{"type":"replay","recording":{"inputs":[]}}"#)
                == .success(InboundMessage(sequence: nil, message: .recorder(.replay))))
        #expect(MessageParser.parse(#"{"type":"Record"}"#) == .failure(.unknownType))
        #expect(!ClientMessage.recorder(.stop).drivesDevice && ClientMessage.home.drivesDevice)
    }
}
