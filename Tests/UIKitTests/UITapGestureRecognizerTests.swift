import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// `UITapGestureRecognizer` through the device's input: the rules of reference §4.3 on virtual
/// time, and its arbitration with a double tap and with the view under it.
@MainActor
struct UITapGestureRecognizerTests {
    @Test func aTapIsRecognizedWhenTheFingerLiftsWhereItWas() {
        let (device, view) = launchGestureApp()
        let tap = UITapGestureRecognizer()
        let recorder = ActionRecorder(device, observing: tap)
        var location = CGPoint.zero
        recorder.onAction = { location = $0.location(in: view) }
        view.addGestureRecognizer(tap)

        device.tap(at: CGPoint(x: 100, y: 300))

        #expect(recorder.states == [.ended])
        #expect(recorder.times == [device.time])
        #expect(location == CGPoint(x: 100, y: 300))
        #expect(tap.location(in: view) == CGPoint(x: 100, y: 300))
        expectAllPossible([tap])
    }

    @Test func aDoubleTapIsRecognizedOnTheSecondLift() {
        let (device, view) = launchGestureApp()
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        let recorder = ActionRecorder(device, observing: tap)
        view.addGestureRecognizer(tap)

        device.tap(at: CGPoint(x: 100, y: 300))
        #expect(recorder.states.isEmpty)
        #expect(tap.state == .possible)
        device.advance(by: 0.2)
        device.tap(at: CGPoint(x: 110, y: 310))

        #expect(recorder.states == [.ended])
        #expect(recorder.times == [device.time])
        expectAllPossible([tap])
    }

    @Test func aSecondTapAfterTheIntervalStartsAFreshGesture() {
        let (device, view) = launchGestureApp()
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        let recorder = ActionRecorder(device, observing: tap)
        view.addGestureRecognizer(tap)

        device.tap(at: CGPoint(x: 100, y: 300))
        device.advance(by: 0.4)
        device.tap(at: CGPoint(x: 100, y: 300))
        #expect(recorder.states.isEmpty)
        // The second tap was the first of a new gesture: one more makes a double tap.
        device.advance(by: 0.1)
        device.tap(at: CGPoint(x: 100, y: 300))
        #expect(recorder.states == [.ended])
        expectAllPossible([tap])
    }

    @Test func aSecondTapFartherThan45PointsFromTheFirstFails() {
        let (device, view) = launchGestureApp()
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        let recorder = ActionRecorder(device, observing: tap)
        view.addGestureRecognizer(tap)

        device.tap(at: CGPoint(x: 100, y: 300))
        device.advance(by: 0.1)
        device.touchDown(at: CGPoint(x: 146, y: 300))
        device.runFrame()
        #expect(tap.state == .failed)
        device.touchUp()
        device.runFrame()

        #expect(recorder.states.isEmpty)
        expectAllPossible([tap])
    }

    @Test func movingMoreThan45PointsFailsAndWithinItStillTaps() {
        let (device, view) = launchGestureApp()
        let tap = UITapGestureRecognizer()
        let recorder = ActionRecorder(device, observing: tap)
        view.addGestureRecognizer(tap)

        device.touchDown(at: CGPoint(x: 100, y: 300))
        device.runFrame()
        device.touchMove(to: CGPoint(x: 100, y: 345))
        device.runFrame()
        #expect(tap.state == .possible)
        device.touchUp()
        device.runFrame()
        #expect(recorder.states == [.ended])

        device.advance(by: 1)
        device.touchDown(at: CGPoint(x: 100, y: 300))
        device.runFrame()
        device.touchMove(to: CGPoint(x: 100, y: 345.5))
        device.runFrame()
        #expect(tap.state == .failed)
        device.touchUp()
        device.runFrame()

        #expect(recorder.states == [.ended])
        expectAllPossible([tap])
    }

    @Test func aTapHeldLongerThanThreeQuartersOfASecondFailsWhileTheFingerIsDown() {
        let (device, view) = launchGestureApp()
        let tap = UITapGestureRecognizer()
        let recorder = ActionRecorder(device, observing: tap)
        view.addGestureRecognizer(tap)

        device.touchDown(at: CGPoint(x: 100, y: 300))
        device.runFrame()
        let down = device.time
        device.advance(by: 0.74)
        #expect(tap.state == .possible)
        device.advance(by: 0.02)
        #expect(device.time > down + 0.75)
        #expect(tap.state == .failed)
        device.touchUp()
        device.runFrame()

        #expect(recorder.states.isEmpty)
        expectAllPossible([tap])
    }

    @Test func aTapHeldUnderTheMaximumDurationIsRecognized() {
        let (device, view) = launchGestureApp()
        let tap = UITapGestureRecognizer()
        let recorder = ActionRecorder(device, observing: tap)
        view.addGestureRecognizer(tap)

        device.tap(at: CGPoint(x: 100, y: 300), duration: 0.7)

        #expect(recorder.states == [.ended])
        expectAllPossible([tap])
    }

    @Test func aTwoFingerTapIsRecognizedAtItsCentroidWithBothFingers() {
        let (device, view) = launchGestureApp()
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let recorder = ActionRecorder(device, observing: tap)
        var seen: (count: Int, centroid: CGPoint, second: CGPoint) = (0, .zero, .zero)
        recorder.onAction = { seen = ($0.numberOfTouches, $0.location(in: view), $0.location(ofTouch: 1, in: view)) }
        view.addGestureRecognizer(tap)

        device.touchDown(at: [CGPoint(x: 100, y: 300), CGPoint(x: 160, y: 340)])
        device.advance(by: 0.1)
        // The fingers lift a frame apart; the tap ends with the last.
        device.touchUp(finger: 0)
        device.runFrame()
        #expect(recorder.states.isEmpty)
        device.touchUp(finger: 1)
        device.runFrame()

        #expect(recorder.states == [.ended])
        #expect(seen.count == 2)
        #expect(seen.centroid == CGPoint(x: 130, y: 320))
        #expect(seen.second == CGPoint(x: 160, y: 340) || seen.second == CGPoint(x: 100, y: 300))
        expectAllPossible([tap])
    }

    @Test func oneFingerIsNotATwoFingerTapAndThreeFingersFailAtOnce() {
        let (device, view) = launchGestureApp()
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let recorder = ActionRecorder(device, observing: tap)
        view.addGestureRecognizer(tap)

        device.tap(at: CGPoint(x: 100, y: 300))
        #expect(recorder.states.isEmpty)

        device.advance(by: 1)
        device.touchDown(at: [CGPoint(x: 100, y: 300), CGPoint(x: 150, y: 300)])
        #expect(tap.state == .possible)
        device.touchDown(at: CGPoint(x: 200, y: 300), finger: 2)
        device.runFrame()
        #expect(tap.state == .failed)
        device.touchUp(fingers: 3)

        #expect(recorder.states.isEmpty)
        expectAllPossible([tap])
    }

    // MARK: Arbitration

    @Test func aSingleTapThatRequiresTheDoubleToFailWaitsForTheIntervalToPass() {
        let (device, view) = launchGestureApp()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let singles = ActionRecorder(device, observing: single)
        let doubles = ActionRecorder(device, observing: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        device.tap(at: CGPoint(x: 100, y: 300))
        let lift = device.time
        #expect(singles.states.isEmpty)
        device.advance(by: 0.34)
        #expect(singles.states.isEmpty)
        device.advance(by: 0.1)

        #expect(singles.states == [.ended])
        #expect(abs(singles.times[0] - (lift + 0.35)) < 1e-9)
        #expect(doubles.states.isEmpty)
        expectAllPossible([single, double])
    }

    @Test func aDoubleTapFiresAloneWhenTheSingleTapRequiresItToFail() {
        let (device, view) = launchGestureApp()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let singles = ActionRecorder(device, observing: single)
        let doubles = ActionRecorder(device, observing: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        device.tap(at: CGPoint(x: 100, y: 300))
        device.advance(by: 0.2)
        device.tap(at: CGPoint(x: 100, y: 300))
        let secondLift = device.time
        device.advance(by: 1)

        #expect(doubles.states == [.ended])
        #expect(doubles.times == [secondLift])
        #expect(singles.states.isEmpty)
        expectAllPossible([single, double])
    }

    @Test func withoutAFailureRequirementTheSingleTapFiresFirstAndTheDoubleStillFires() {
        let (device, view) = launchGestureApp()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let singles = ActionRecorder(device, observing: single)
        let doubles = ActionRecorder(device, observing: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        device.tap(at: CGPoint(x: 100, y: 300))
        let firstLift = device.time
        device.advance(by: 0.2)
        device.tap(at: CGPoint(x: 100, y: 300))
        let secondLift = device.time

        // The single tap cannot prevent a tap that needs more taps; the double, recognizing on
        // the second lift, prevents the single's second recognition.
        #expect(singles.times == [firstLift])
        #expect(doubles.times == [secondLift])
        expectAllPossible([single, double])
    }

    @Test func theViewUnderARecognizedTapGetsTouchesCancelledNotTouchesEnded() {
        let (device, view) = launchGestureApp()
        let tap = UITapGestureRecognizer()
        let recorder = ActionRecorder(device, observing: tap)
        view.addGestureRecognizer(tap)

        device.tap(at: CGPoint(x: 100, y: 300))

        #expect(recorder.states == [.ended])
        #expect(view.log == ["began", "cancelled"])
        expectAllPossible([tap])
    }

    @Test func theViewGetsTouchesEndedWhenTheTapFailsAndWhenTouchesAreNotCancelled() {
        let (device, view) = launchGestureApp()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)

        device.tap(at: CGPoint(x: 100, y: 300), duration: 0.8)
        #expect(view.log == ["began", "ended"])

        view.log = []
        tap.cancelsTouchesInView = false
        let recorder = ActionRecorder(device, observing: tap)
        device.advance(by: 1)
        device.tap(at: CGPoint(x: 100, y: 300))
        #expect(recorder.states == [.ended])
        #expect(view.log == ["began", "ended"])
        expectAllPossible([tap])
    }

    @Test func aDoubleTapHoldsTheFirstTouchesEndedUntilItFails() {
        let (device, view) = launchGestureApp()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)

        device.tap(at: CGPoint(x: 100, y: 300))
        // delaysTouchesEnded: the view hears of the lift only once the double tap gives up.
        #expect(view.log == ["began"])
        device.advance(by: 0.4)
        #expect(view.log == ["began", "ended"])
        expectAllPossible([double])
    }
}
