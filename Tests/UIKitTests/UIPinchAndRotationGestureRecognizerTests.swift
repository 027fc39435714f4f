import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer` through two fingers of the
/// device's input (reference §4.7), one move per 60 Hz frame, and their arbitration.
@MainActor
struct UIPinchAndRotationGestureRecognizerTests {
    private let centre = CGPoint(x: 196, y: 400)

    /// The two fingers' points `radius` from the centre, on a line turned `angle` radians
    /// clockwise from finger 0 → finger 1 pointing right.
    private func fingers(radius: CGFloat, angle: CGFloat = 0) -> [CGPoint] {
        let dx = radius * cos(angle), dy = radius * sin(angle)
        return [CGPoint(x: centre.x - dx, y: centre.y - dy), CGPoint(x: centre.x + dx, y: centre.y + dy)]
    }

    // MARK: Pinch

    @Test func aPinchBeginsAfterTenPointsAndReportsTheDistanceRatioAndItsRate() {
        let (device, view) = launchGestureApp()
        let pinch = UIPinchGestureRecognizer()
        let recorder = ActionRecorder(device, observing: pinch)
        var samples: [(CGFloat, CGFloat)] = []
        recorder.onAction = { samples.append((($0 as! UIPinchGestureRecognizer).scale, ($0 as! UIPinchGestureRecognizer).velocity)) }
        view.addGestureRecognizer(pinch)
        #expect(pinch.scale == 1)

        device.touchDown(at: fingers(radius: 50))
        // 6 pt more between the fingers each frame: 106 (undecided), 112 (began), 118, 124.
        for frame in 1...4 { device.touchMove(to: fingers(radius: 50 + 3 * CGFloat(frame))) }
        #expect(recorder.states == [.began, .changed, .changed])
        device.touchUp(fingers: 2)

        #expect(recorder.states == [.began, .changed, .changed, .ended])
        let scales = samples.map(\.0), velocities = samples.map(\.1)
        for (actual, expected) in zip(scales, [1.12, 1.18, 1.24, 1.24]) { #expect(isClose(actual, expected, within: 1e-9)) }
        // 0.06 of scale per 1/60 s frame.
        for velocity in velocities { #expect(isClose(velocity, 3.6, within: 1e-6)) }
        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)
        expectAllPossible([pinch])
    }

    @Test func pinchingInGivesAScaleBelowOneAndANegativeVelocity() {
        let (device, view) = launchGestureApp()
        let pinch = UIPinchGestureRecognizer()
        let recorder = ActionRecorder(device, observing: pinch)
        var last: (CGFloat, CGFloat) = (0, 0)
        recorder.onAction = { last = (($0 as! UIPinchGestureRecognizer).scale, ($0 as! UIPinchGestureRecognizer).velocity) }
        view.addGestureRecognizer(pinch)

        // 200 pt apart, 10 pt closer each frame: the first move already begins the pinch.
        device.touchDown(at: fingers(radius: 100))
        for frame in 1...3 { device.touchMove(to: fingers(radius: 100 - 5 * CGFloat(frame))) }
        device.touchUp(fingers: 2)

        #expect(recorder.states == [.began, .changed, .changed, .ended])
        #expect(isClose(last.0, 0.85, within: 1e-9))
        #expect(isClose(last.1, -3, within: 1e-6))
        expectAllPossible([pinch])
    }

    @Test func settingTheScaleRebasesItForLaterMoves() {
        let (device, view) = launchGestureApp()
        let pinch = UIPinchGestureRecognizer()
        let recorder = ActionRecorder(device, observing: pinch)
        var scales: [CGFloat] = []
        recorder.onAction = { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            scales.append(pinch.scale)
            pinch.scale = 1
        }
        view.addGestureRecognizer(pinch)

        device.touchDown(at: fingers(radius: 50))
        device.touchMove(to: fingers(radius: 55))  // 110 pt: began at 1.1
        device.touchMove(to: fingers(radius: 60.5))  // 121 pt: 1.1 of 110
        device.touchUp(fingers: 2)

        #expect(recorder.states == [.began, .changed, .ended])
        for (actual, expected) in zip(scales, [1.1, 1.1, 1]) { #expect(isClose(actual, expected, within: 1e-9)) }
        expectAllPossible([pinch])
    }

    @Test func aPinchThatNeverSpreadsTenPointsFailsWhenTheFingersLift() {
        let (device, view) = launchGestureApp()
        let pinch = UIPinchGestureRecognizer()
        let recorder = ActionRecorder(device, observing: pinch)
        view.addGestureRecognizer(pinch)

        device.touchDown(at: fingers(radius: 50))
        device.touchMove(to: fingers(radius: 54.9))
        #expect(pinch.state == .possible)
        device.touchUp(fingers: 2)
        // One finger alone never pinches.
        device.touchDown(at: centre)
        device.runFrame()
        device.touchMove(to: CGPoint(x: centre.x + 80, y: centre.y))
        device.runFrame()
        device.touchUp()
        device.runFrame()

        #expect(recorder.states.isEmpty)
        expectAllPossible([pinch])
    }

    // MARK: Rotation

    @Test func aRotationBeginsAfterFiveDegreesAndReportsTheAngleAndItsRate() {
        let (device, view) = launchGestureApp()
        let rotation = UIRotationGestureRecognizer()
        let recorder = ActionRecorder(device, observing: rotation)
        var samples: [(CGFloat, CGFloat)] = []
        recorder.onAction = { samples.append((($0 as! UIRotationGestureRecognizer).rotation, ($0 as! UIRotationGestureRecognizer).velocity)) }
        view.addGestureRecognizer(rotation)
        #expect(rotation.rotation == 0)

        let step = CGFloat.pi / 60  // 3° a frame
        device.touchDown(at: fingers(radius: 60))
        for frame in 1...4 { device.touchMove(to: fingers(radius: 60, angle: step * CGFloat(frame))) }
        device.touchUp(fingers: 2)

        #expect(recorder.states == [.began, .changed, .changed, .ended])
        for (actual, expected) in zip(samples.map(\.0), [2 * step, 3 * step, 4 * step, 4 * step]) {
            #expect(isClose(actual, expected, within: 1e-9))
        }
        // π/60 rad per 1/60 s: π rad/s.
        for velocity in samples.map(\.1) { #expect(isClose(velocity, .pi, within: 1e-6)) }
        #expect(rotation.rotation == 0)
        expectAllPossible([rotation])
    }

    @Test func anticlockwiseTurnsAreNegativeAndTurnsPastAHalfTurnAccumulate() {
        let (device, view) = launchGestureApp()
        let rotation = UIRotationGestureRecognizer()
        let recorder = ActionRecorder(device, observing: rotation)
        var last: CGFloat = 0
        recorder.onAction = { last = ($0 as! UIRotationGestureRecognizer).rotation }
        view.addGestureRecognizer(rotation)

        // 30° a frame anticlockwise, eight frames: −240°, through the ±180° seam of atan2.
        let step = -CGFloat.pi / 6
        device.touchDown(at: fingers(radius: 60))
        for frame in 1...8 { device.touchMove(to: fingers(radius: 60, angle: step * CGFloat(frame))) }
        device.touchUp(fingers: 2)

        #expect(recorder.states.first == .began)
        #expect(recorder.states.last == .ended)
        #expect(isClose(last, 8 * step, within: 1e-9))
        expectAllPossible([rotation])
    }

    @Test func settingTheRotationRebasesItForLaterTurns() {
        let (device, view) = launchGestureApp()
        let rotation = UIRotationGestureRecognizer()
        let recorder = ActionRecorder(device, observing: rotation)
        var angles: [CGFloat] = []
        recorder.onAction = { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            angles.append(rotation.rotation)
            rotation.rotation = 0
        }
        view.addGestureRecognizer(rotation)

        device.touchDown(at: fingers(radius: 60))
        device.touchMove(to: fingers(radius: 60, angle: 0.1))
        device.touchMove(to: fingers(radius: 60, angle: 0.25))
        device.touchUp(fingers: 2)

        #expect(recorder.states == [.began, .changed, .ended])
        for (actual, expected) in zip(angles, [0.1, 0.15, 0]) { #expect(isClose(actual, expected, within: 1e-9)) }
        expectAllPossible([rotation])
    }

    // MARK: Arbitration

    @Test func withoutADelegateOnlyTheFirstOfPinchAndRotationToRecognizeDoes() {
        let (device, view) = launchGestureApp()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        let pinches = ActionRecorder(device, observing: pinch)
        let rotations = ActionRecorder(device, observing: rotation)
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)

        // Turn 6° at a constant spread: the rotation begins and the pinch fails; spreading
        // afterwards changes only the rotation.
        device.touchDown(at: fingers(radius: 60))
        device.touchMove(to: fingers(radius: 60, angle: .pi / 30))
        #expect(rotation.state == .began)
        #expect(pinch.state == .failed)
        device.touchMove(to: fingers(radius: 90, angle: .pi / 30))
        device.touchUp(fingers: 2)
        #expect(rotations.states == [.began, .changed, .ended])
        #expect(pinches.states.isEmpty)

        // Spread at a constant angle: this time the pinch is first and the rotation fails.
        device.advance(by: 1)
        device.touchDown(at: fingers(radius: 60))
        device.touchMove(to: fingers(radius: 70))
        device.touchMove(to: fingers(radius: 70, angle: .pi / 4))
        device.touchUp(fingers: 2)
        #expect(pinches.states == [.began, .changed, .ended])
        #expect(rotations.states == [.began, .changed, .ended])
        expectAllPossible([pinch, rotation])
    }

    @Test func withASimultaneousDelegatePinchAndRotationRecognizeTogether() {
        let (device, view) = launchGestureApp()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        let delegate = SimultaneousDelegate()
        pinch.delegate = delegate
        let pinches = ActionRecorder(device, observing: pinch)
        let rotations = ActionRecorder(device, observing: rotation)
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)

        device.touchDown(at: fingers(radius: 60))
        device.touchMove(to: fingers(radius: 60, angle: .pi / 30))
        #expect(rotation.state == .began)
        #expect(pinch.state == .possible)
        device.touchMove(to: fingers(radius: 70, angle: .pi / 30))
        #expect(pinch.state == .began)
        device.touchMove(to: fingers(radius: 80, angle: .pi / 15))
        device.touchUp(fingers: 2)

        #expect(rotations.states == [.began, .changed, .changed, .ended])
        #expect(pinches.states == [.began, .changed, .ended])
        expectAllPossible([pinch, rotation])
    }
}
