import Foundation
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// One frame at 60 Hz.
let frame = 1.0 / 60.0

/// Records what ran, with the device time it ran at; `Sendable` through its main-actor
/// isolation, so that `@Sendable` Dispatch blocks can write to it with
/// `MainActor.assumeIsolated`.
@MainActor final class RunRecorder {
    private(set) var entries: [(name: String, time: CFTimeInterval)] = []

    var names: [String] { entries.map(\.name) }
    var times: [CFTimeInterval] { entries.map(\.time) }

    func note(_ name: String) { entries.append((name, CACurrentMediaTime())) }
}

/// A responder that timers and delayed performs call back, recording the device time of each call.
final class TimerTarget: UIResponder {
    let recorder: RunRecorder
    /// Called with the timer at each tick, after it is recorded.
    var onTick: ((Timer) -> Void)?
    private(set) var validWhileTicking: [Bool] = []

    init(recorder: RunRecorder = RunRecorder()) {
        self.recorder = recorder
    }

    func tick(_ timer: Timer) {
        recorder.note("tick")
        validWhileTicking.append(timer.isValid)
        onTick?(timer)
    }

    func tock(_ timer: Timer) { recorder.note("tock") }
    func refresh() { recorder.note("refresh") }
    func show(_ text: String) { recorder.note("show \(text)") }
    func flash(_ count: Int) { recorder.note("flash \(count)") }
}

/// An `NSObject` (not a responder) that delayed performs call back.
@MainActor final class Poller: NSObject {
    let recorder: RunRecorder

    init(recorder: RunRecorder = RunRecorder()) {
        self.recorder = recorder
    }

    func poll() { recorder.note("poll") }
    func load(_ page: Int) { recorder.note("load \(page)") }
}

/// Whether `a` and `b` are equal to within `tolerance`.
func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// Whether each element of `a` is within `tolerance` of the same element of `b`.
func close(_ a: [Double], _ b: [Double], within tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { close($0, $1, within: tolerance) }
}
