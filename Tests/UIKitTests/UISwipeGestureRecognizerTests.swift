import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// `UISwipeGestureRecognizer` through the device's input: direction, distance, time and angle
/// (reference §4.4), one move per 60 Hz frame.
@MainActor
struct UISwipeGestureRecognizerTests {
    /// Puts a finger down at `start`, moves it by `step` on each of `frames` frames, and lifts it.
    private func stroke(_ device: Device, from start: CGPoint = CGPoint(x: 196, y: 400), step: CGPoint, frames: Int,
                       lift: Bool = true) {
        device.touchDown(at: start)
        device.runFrame()
        for frame in 1...frames {
            device.touchMove(to: CGPoint(x: start.x + step.x * CGFloat(frame), y: start.y + step.y * CGFloat(frame)))
            device.runFrame()
        }
        if lift {
            device.touchUp()
            device.runFrame()
        }
    }

    @Test(arguments: [
        (UISwipeGestureRecognizer.Direction.right.rawValue, CGPoint(x: 15, y: 0)),
        (UISwipeGestureRecognizer.Direction.left.rawValue, CGPoint(x: -15, y: 0)),
        (UISwipeGestureRecognizer.Direction.up.rawValue, CGPoint(x: 0, y: -15)),
        (UISwipeGestureRecognizer.Direction.down.rawValue, CGPoint(x: 0, y: 15)),
    ])
    func aQuickStrokeInTheRecognizersDirectionIsRecognizedOnceItHasGoneFarEnough(direction: UInt, step: CGPoint) {
        let (device, view) = launchGestureApp()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = .init(rawValue: direction)
        let recorder = ActionRecorder(device, observing: swipe)
        var location = CGPoint.zero
        recorder.onAction = { location = $0.location(in: view) }
        view.addGestureRecognizer(swipe)

        device.touchDown(at: CGPoint(x: 196, y: 400))
        device.runFrame()
        var frameTimes: [TimeInterval] = []
        for frame in 1...5 {
            device.touchMove(to: CGPoint(x: 196 + step.x * CGFloat(frame), y: 400 + step.y * CGFloat(frame)))
            device.runFrame()
            frameTimes.append(device.time)
        }
        device.touchUp()
        device.runFrame()

        // 45 pt after 3/60 s is short of 50·(1 − 0.05·0.94) = 47.65 pt; 60 pt after 4/60 s is past 46.9.
        #expect(recorder.states == [.ended])
        #expect(recorder.times == [frameTimes[3]])
        #expect(location == CGPoint(x: 196, y: 400))
        expectAllPossible([swipe])
    }

    @Test func theDefaultDirectionIsRightAndASwipeLeftFailsAtTheFirstJudgement() {
        let (device, view) = launchGestureApp()
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        let recorder = ActionRecorder(device, observing: swipe)
        view.addGestureRecognizer(swipe)

        stroke(device, step: CGPoint(x: -15, y: 0), frames: 1, lift: false)
        #expect(swipe.state == .failed)
        device.touchUp()
        device.runFrame()

        #expect(recorder.states.isEmpty)
        expectAllPossible([swipe])
    }

    @Test func aDiagonalStrokeFails() {
        let (device, view) = launchGestureApp()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.right, .down]
        let recorder = ActionRecorder(device, observing: swipe)
        view.addGestureRecognizer(swipe)

        stroke(device, step: CGPoint(x: 15, y: 15), frames: 1, lift: false)
        #expect(swipe.state == .failed)
        device.touchUp()
        device.runFrame()

        #expect(recorder.states.isEmpty)
        expectAllPossible([swipe])
    }

    @Test func aStrokeAcrossTheAllowedDirectionsFails() {
        let (device, view) = launchGestureApp()
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .right]
        let recorder = ActionRecorder(device, observing: swipe)
        view.addGestureRecognizer(swipe)

        stroke(device, step: CGPoint(x: 0, y: -15), frames: 5)
        #expect(recorder.states.isEmpty)

        device.advance(by: 1)
        stroke(device, step: CGPoint(x: -15, y: 0), frames: 5)
        #expect(recorder.states == [.ended])
        expectAllPossible([swipe])
    }

    @Test func aStrokeTooSlowToCoverTheDistanceInHalfASecondFails() {
        let (device, view) = launchGestureApp()
        let swipe = UISwipeGestureRecognizer()
        let recorder = ActionRecorder(device, observing: swipe)
        view.addGestureRecognizer(swipe)

        device.touchDown(at: CGPoint(x: 100, y: 400))
        device.runFrame()
        let down = device.time
        // 0.5 pt a frame: 14.5 pt after 29 frames, short of the 26.5 pt needed at 0.5 s.
        for frame in 1...29 {
            device.touchMove(to: CGPoint(x: 100 + 0.5 * CGFloat(frame), y: 400))
            device.runFrame()
        }
        #expect(swipe.state == .possible)
        device.advance(by: down + 0.5 - device.time)
        #expect(swipe.state == .failed)
        // Fast movement after the time is up no longer counts.
        device.touchMove(to: CGPoint(x: 300, y: 400))
        device.runFrame()
        device.touchUp()
        device.runFrame()

        #expect(recorder.states.isEmpty)
        expectAllPossible([swipe])
    }

    @Test func aSlowSwipeNeedsLessDistanceThanAFastOne() {
        let (device, view) = launchGestureApp()
        let swipe = UISwipeGestureRecognizer()
        let recorder = ActionRecorder(device, observing: swipe)
        view.addGestureRecognizer(swipe)

        // Held still for 0.4 s, then 35 pt in one frame: 50·(1 − (0.4 + 1/60)·0.94) = 30.4 pt.
        device.touchDown(at: CGPoint(x: 100, y: 400))
        device.runFrame()
        device.advance(by: 0.4)
        device.touchMove(to: CGPoint(x: 135, y: 400))
        device.runFrame()

        #expect(recorder.states == [.ended])
        device.touchUp()
        device.runFrame()
        expectAllPossible([swipe])
    }

    @Test func aLateStrokeThatStraysBeyondTheShrunkenSecondaryLimitFails() {
        let (device, view) = launchGestureApp()
        let swipe = UISwipeGestureRecognizer()
        let recorder = ActionRecorder(device, observing: swipe)
        view.addGestureRecognizer(swipe)

        // At 0.45 s the secondary limit is 200·(1 − 0.45·0.98) ≈ 111.8 pt; 120 pt across fails
        // although 140 pt along is plenty and mostly rightwards.
        device.touchDown(at: CGPoint(x: 100, y: 300))
        device.runFrame()
        let down = device.time
        device.advance(by: 0.45 - 1.0 / 60)
        device.touchMove(to: CGPoint(x: 240, y: 420), timestamp: down + 0.45)
        device.runFrame()

        #expect(swipe.state == .failed)
        device.touchUp()
        device.runFrame()
        #expect(recorder.states.isEmpty)
        expectAllPossible([swipe])
    }

    @Test func liftingBeforeTheDistanceFails() {
        let (device, view) = launchGestureApp()
        let swipe = UISwipeGestureRecognizer()
        let recorder = ActionRecorder(device, observing: swipe)
        view.addGestureRecognizer(swipe)

        stroke(device, step: CGPoint(x: 15, y: 0), frames: 2)

        #expect(recorder.states.isEmpty)
        expectAllPossible([swipe])
    }

    @Test func aTwoFingerSwipeIsRecognizedFromTheCentroidAndOneFingerIsNotEnough() {
        let (device, view) = launchGestureApp()
        let swipe = UISwipeGestureRecognizer()
        swipe.numberOfTouchesRequired = 2
        swipe.direction = .up
        let recorder = ActionRecorder(device, observing: swipe)
        var seen: (Int, CGPoint, CGPoint) = (0, .zero, .zero)
        recorder.onAction = { seen = ($0.numberOfTouches, $0.location(in: view), $0.location(ofTouch: 0, in: view)) }
        view.addGestureRecognizer(swipe)

        stroke(device, step: CGPoint(x: 0, y: -15), frames: 5)
        #expect(recorder.states.isEmpty)

        device.advance(by: 1)
        device.touchDown(at: [CGPoint(x: 150, y: 500), CGPoint(x: 250, y: 500)])
        for frame in 1...5 {
            let y = 500 - 15 * CGFloat(frame)
            device.touchMove(to: [CGPoint(x: 150, y: y), CGPoint(x: 250, y: y)])
        }
        device.touchUp(fingers: 2)

        #expect(recorder.states == [.ended])
        #expect(seen.0 == 2)
        #expect(seen.1 == CGPoint(x: 200, y: 500))
        #expect(seen.2 == CGPoint(x: 150, y: 500) || seen.2 == CGPoint(x: 250, y: 500))
        expectAllPossible([swipe])
    }

    @Test func theRulesJudgeMovementAgainstTheDecayingThresholds() {
        typealias S = UISwipeGestureRecognizer
        #expect(S.judge(CGPoint(x: 49, y: 0), elapsed: 0, directions: .right) == .wait)
        #expect(S.judge(CGPoint(x: 50, y: 0), elapsed: 0, directions: .right) == .recognize)
        #expect(S.judge(CGPoint(x: 27, y: 0), elapsed: 0.5, directions: .right) == .recognize)
        #expect(S.judge(CGPoint(x: 27, y: 0), elapsed: 2, directions: .right) == .recognize)
        #expect(S.judge(CGPoint(x: 26, y: 0), elapsed: 0.5, directions: .right) == .wait)
        #expect(S.judge(CGPoint(x: 30, y: 30), elapsed: 0, directions: .right) == .fail)
        #expect(S.judge(CGPoint(x: -30, y: 0), elapsed: 0, directions: .right) == .fail)
        #expect(S.judge(CGPoint(x: -30, y: 0), elapsed: 0, directions: [.left, .right]) == .wait)
        #expect(S.judge(CGPoint(x: 0, y: 60), elapsed: 0, directions: .down) == .recognize)
        #expect(S.judge(CGPoint(x: 0, y: -60), elapsed: 0, directions: .up) == .recognize)
        #expect(S.judge(CGPoint(x: 110, y: 103), elapsed: 0.5, directions: .right) == .fail)
        #expect(S.judge(CGPoint(x: 110, y: 101), elapsed: 0.5, directions: .right) == .recognize)
    }
}
