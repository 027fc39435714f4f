import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// `UILongPressGestureRecognizer` through the device's input: 0.5 s, 10 pt, taps and touches
/// (reference §4.6), on virtual time.
@MainActor
struct UILongPressGestureRecognizerTests {
    @Test func theDefaultsAreIOSs() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.numberOfTouchesRequired == 1)
    }

    @Test func aPressBeginsAfterHalfASecondChangesAsItMovesAndEndsOnLift() {
        let (device, view) = launchGestureApp()
        let press = UILongPressGestureRecognizer()
        let recorder = ActionRecorder(device, observing: press)
        var locations: [CGPoint] = []
        recorder.onAction = { locations.append($0.location(in: view)) }
        view.addGestureRecognizer(press)

        device.touchDown(at: CGPoint(x: 100, y: 300))
        device.runFrame()
        let down = device.time
        device.advance(by: 0.49)
        #expect(recorder.states.isEmpty)
        device.advance(by: 0.02)
        #expect(recorder.states == [.began])
        #expect(abs(recorder.times[0] - (down + 0.5)) < 1e-9)
        // Once begun, movement has no limit.
        device.touchMove(to: CGPoint(x: 100, y: 400))
        device.runFrame()
        device.touchUp()
        device.runFrame()

        #expect(recorder.states == [.began, .changed, .ended])
        #expect(locations == [CGPoint(x: 100, y: 300), CGPoint(x: 100, y: 400), CGPoint(x: 100, y: 400)])
        expectAllPossible([press])
    }

    @Test func liftingBeforeTheDurationFails() {
        let (device, view) = launchGestureApp()
        let press = UILongPressGestureRecognizer()
        let recorder = ActionRecorder(device, observing: press)
        view.addGestureRecognizer(press)

        device.tap(at: CGPoint(x: 100, y: 300), duration: 0.45)
        device.advance(by: 1)

        #expect(recorder.states.isEmpty)
        #expect(view.log == ["began", "ended"])
        expectAllPossible([press])
    }

    @Test func movingMoreThanTenPointsBeforeTheDurationFailsAndWithinTenDoesNot() {
        let (device, view) = launchGestureApp()
        let press = UILongPressGestureRecognizer()
        let recorder = ActionRecorder(device, observing: press)
        view.addGestureRecognizer(press)

        device.touchDown(at: CGPoint(x: 100, y: 300))
        device.runFrame()
        device.touchMove(to: CGPoint(x: 106, y: 308))
        device.runFrame()
        #expect(press.state == .possible)
        device.advance(by: 0.6)
        #expect(recorder.states == [.began])
        device.touchUp()
        device.runFrame()

        device.advance(by: 1)
        device.touchDown(at: CGPoint(x: 100, y: 300))
        device.runFrame()
        device.touchMove(to: CGPoint(x: 106, y: 308.1))
        device.runFrame()
        #expect(press.state == .failed)
        device.advance(by: 0.6)
        device.touchUp()
        device.runFrame()

        #expect(recorder.states == [.began, .ended])
        expectAllPossible([press])
    }

    @Test func aPressAfterARequiredTapBeginsHalfASecondAfterItsTouchDown() {
        let (device, view) = launchGestureApp()
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        let recorder = ActionRecorder(device, observing: press)
        view.addGestureRecognizer(press)

        device.tap(at: CGPoint(x: 100, y: 300))
        device.advance(by: 0.2)
        device.touchDown(at: CGPoint(x: 100, y: 300))
        device.runFrame()
        let down = device.time
        device.advance(by: 0.6)
        device.touchUp()
        device.runFrame()

        #expect(recorder.states == [.began, .ended])
        #expect(abs(recorder.times[0] - (down + 0.5)) < 1e-9)
        expectAllPossible([press])
    }

    @Test func aPressWithoutItsRequiredTapOrTooLateAfterItFails() {
        let (device, view) = launchGestureApp()
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        let recorder = ActionRecorder(device, observing: press)
        view.addGestureRecognizer(press)

        // Held from the start: the "tap" lasts longer than a tap may.
        device.tap(at: CGPoint(x: 100, y: 300), duration: 1)
        #expect(recorder.states.isEmpty)
        // A tap, then the press 0.4 s later: past the 0.35 s interval.
        device.advance(by: 1)
        device.tap(at: CGPoint(x: 100, y: 300))
        device.advance(by: 0.4)
        device.tap(at: CGPoint(x: 100, y: 300), duration: 1)

        #expect(recorder.states.isEmpty)
        expectAllPossible([press])
    }

    @Test func aTwoFingerPressNeedsBothFingers() {
        let (device, view) = launchGestureApp()
        let press = UILongPressGestureRecognizer()
        press.numberOfTouchesRequired = 2
        let recorder = ActionRecorder(device, observing: press)
        view.addGestureRecognizer(press)

        device.tap(at: CGPoint(x: 100, y: 300), duration: 1)
        #expect(recorder.states.isEmpty)

        device.advance(by: 1)
        device.touchDown(at: [CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 300)])
        device.advance(by: 0.6)
        #expect(recorder.states == [.began])
        device.touchUp(fingers: 2)

        #expect(recorder.states == [.began, .ended])
        expectAllPossible([press])
    }

    @Test func whenThePressBeginsTheViewGetsTouchesCancelled() {
        let (device, view) = launchGestureApp()
        let press = UILongPressGestureRecognizer()
        view.addGestureRecognizer(press)

        device.touchDown(at: CGPoint(x: 100, y: 300))
        device.runFrame()
        #expect(view.log == ["began"])
        device.advance(by: 0.6)
        #expect(view.log == ["began", "cancelled"])
        device.touchMove(to: CGPoint(x: 120, y: 300))
        device.runFrame()
        device.touchUp()
        device.runFrame()

        #expect(view.log == ["began", "cancelled"])
        expectAllPossible([press])
    }

    @Test func aCancelledTouchCancelsABegunPress() {
        let (device, view) = launchGestureApp()
        let press = UILongPressGestureRecognizer()
        let recorder = ActionRecorder(device, observing: press)
        view.addGestureRecognizer(press)

        device.touchDown(at: CGPoint(x: 100, y: 300))
        device.advance(by: 0.6)
        device.touchCancel()
        device.runFrame()

        #expect(recorder.states == [.began, .cancelled])
        expectAllPossible([press])
    }
}
