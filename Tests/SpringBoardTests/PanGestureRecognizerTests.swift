import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

@MainActor
struct PanGestureRecognizerTests {
    func launchWithPan() throws -> (Device, GestureAppDelegate, UIPanGestureRecognizer, PanRecorder) {
        let (device, delegate) = try launchGestureApp()
        let recorder = PanRecorder()
        recorder.referenceView = delegate.root
        let pan = UIPanGestureRecognizer(target: recorder, action: Selector(PanRecorder.handle(_:)))
        delegate.root.addGestureRecognizer(pan)
        return (device, delegate, pan, recorder)
    }

    @Test func thePanBeginsWhenOneAxisReachesTenPointsAndTheHysteresisLeavesTheTranslation() throws {
        let (device, _, pan, recorder) = try launchWithPan()
        device.touchDown(at: CGPoint(x: 100, y: 300))
        device.runFrame()
        device.touchMove(to: CGPoint(x: 108, y: 307))
        device.runFrame()
        // 10.6 pt away in a straight line, but neither axis has reached 10 pt.
        #expect(pan.state == .possible)
        #expect(recorder.states.isEmpty)
        device.touchMove(to: CGPoint(x: 112, y: 307))
        device.runFrame()
        #expect(recorder.states == [.began])
        #expect(recorder.translations == [CGPoint(x: 2, y: 0)])
        device.touchMove(to: CGPoint(x: 130, y: 320))
        device.runFrame()
        #expect(recorder.states == [.began, .changed])
        #expect(recorder.translations.last == CGPoint(x: 20, y: 13))
        device.touchUp()
        device.runFrame()
        #expect(recorder.states == [.began, .changed, .ended])
        #expect(pan.state == .possible)
    }

    @Test func liftingBeforeTheHysteresisFailsWithoutAnAction() throws {
        let (device, delegate, pan, recorder) = try launchWithPan()
        device.drag(from: CGPoint(x: 100, y: 300), by: CGPoint(x: 0, y: 9), steps: 3)
        #expect(recorder.states.isEmpty)
        #expect(pan.state == .possible)
        // The view saw the whole touch: the pan never took it.
        #expect(delegate.root.log.first?.hasPrefix("began") == true)
        #expect(delegate.root.log.last?.hasPrefix("ended") == true)
    }

    @Test func aRecognizedPanCancelsTheViewsTouch() throws {
        let (device, delegate, _, recorder) = try launchWithPan()
        device.drag(from: CGPoint(x: 100, y: 300), by: CGPoint(x: 0, y: 60), steps: 6)
        #expect(recorder.states.first == .began && recorder.states.last == .ended)
        #expect(delegate.root.log.last?.hasPrefix("cancelled") == true)
    }

    @Test func theVelocityWeighsEachSampleAtOneFifthAgainstThePreviousValue() throws {
        let (device, _, pan, _) = try launchWithPan()
        device.touchDown(at: CGPoint(x: 100, y: 300))
        device.runFrame()
        // 10 pt per frame of 1/60 s: each sample is 600 pt/s; from zero, after n samples the
        // smoothed velocity is 600·(1 − 0.8ⁿ).
        for step in 1...4 {
            device.touchMove(to: CGPoint(x: 100, y: 300 + CGFloat(step) * 10))
            device.runFrame()
            let expected = 600 * (1 - pow(0.8, Double(step)))
            #expect(abs(Double(pan.velocity(in: nil).y) - expected) < 1e-6, "after \(step) samples")
            #expect(pan.velocity(in: nil).x == 0)
        }
        device.touchUp()
        device.runFrame()
    }

    @Test func coalescedMovesEachCountAsASampleAndOnesUnderAMillisecondApartAreFolded() throws {
        let (device, _, pan, _) = try launchWithPan()
        let t = device.time
        device.touchDown(at: CGPoint(x: 100, y: 300), timestamp: t)
        device.runFrame()
        // Three reports in one frame: +8 pt after 8 ms (1000 pt/s), +1 pt 0.5 ms later (folded),
        // then +8 pt 7.5 ms after that: 9 pt over 8 ms for the second sample (1125 pt/s).
        device.touchMove(to: CGPoint(x: 100, y: 308), timestamp: t + 0.008)
        device.touchMove(to: CGPoint(x: 100, y: 309), timestamp: t + 0.0085)
        device.touchMove(to: CGPoint(x: 100, y: 317), timestamp: t + 0.016)
        device.runFrame()
        let first = 0.2 * 1000.0
        let second = 0.2 * 1125.0 + 0.8 * first
        #expect(abs(Double(pan.velocity(in: nil).y) - second) < 1e-6)
        device.touchUp()
        device.runFrame()
    }

    @Test func aSecondFingerJoiningOrLeavingDoesNotMakeTheTranslationJump() throws {
        let (device, _, pan, recorder) = try launchWithPan()
        device.drag(from: CGPoint(x: 100, y: 300), by: CGPoint(x: 50, y: 0), steps: 5, lift: false)
        #expect(pan.translation(in: nil) == CGPoint(x: 40, y: 0))
        #expect(pan.numberOfTouches == 1)
        device.touchDown(at: CGPoint(x: 300, y: 500), finger: 1)
        device.runFrame()
        #expect(pan.numberOfTouches == 2)
        #expect(pan.translation(in: nil) == CGPoint(x: 40, y: 0))
        // Both fingers move 10 pt down: the centroid moves 10 pt.
        device.touchMove(to: CGPoint(x: 150, y: 310), finger: 0)
        device.touchMove(to: CGPoint(x: 300, y: 510), finger: 1)
        device.runFrame()
        #expect(pan.translation(in: nil) == CGPoint(x: 40, y: 10))
        // One finger moving 10 pt moves the centroid of two by 5.
        device.touchMove(to: CGPoint(x: 310, y: 510), finger: 1)
        device.runFrame()
        #expect(pan.translation(in: nil) == CGPoint(x: 45, y: 10))
        device.touchUp(finger: 0)
        device.runFrame()
        #expect(pan.translation(in: nil) == CGPoint(x: 45, y: 10))
        #expect(pan.state == .changed)
        device.touchMove(to: CGPoint(x: 320, y: 510), finger: 1)
        device.runFrame()
        #expect(pan.translation(in: nil) == CGPoint(x: 55, y: 10))
        device.touchUp(finger: 1)
        device.runFrame()
        #expect(recorder.states.last == .ended)
    }

    @Test func setTranslationMovesTheBaseline() throws {
        let (device, _, pan, _) = try launchWithPan()
        device.drag(from: CGPoint(x: 100, y: 300), by: CGPoint(x: 0, y: 40), steps: 4, lift: false)
        pan.setTranslation(.zero, in: nil)
        device.touchMove(to: CGPoint(x: 100, y: 355))
        device.runFrame()
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 15))
        pan.setTranslation(CGPoint(x: 5, y: 5), in: nil)
        #expect(pan.translation(in: nil) == CGPoint(x: 5, y: 5))
        device.touchUp()
        device.runFrame()
    }

    @Test func aPanThatNeedsTwoTouchesWaitsForTheSecond() throws {
        let (device, _, pan, recorder) = try launchWithPan()
        pan.minimumNumberOfTouches = 2
        device.drag(from: CGPoint(x: 100, y: 300), by: CGPoint(x: 0, y: 40), steps: 4, lift: false)
        #expect(recorder.states.isEmpty)
        device.touchDown(at: CGPoint(x: 200, y: 300), finger: 1)
        device.runFrame()
        device.touchMove(to: CGPoint(x: 100, y: 370), finger: 0)
        device.touchMove(to: CGPoint(x: 200, y: 330), finger: 1)
        device.runFrame()
        #expect(recorder.states == [.began])
        device.touchUp(finger: 0)
        device.touchUp(finger: 1)
        device.runFrame()
        #expect(recorder.states == [.began, .ended])
    }

    @Test func moreTouchesThanTheMaximumBeforeBeginningMakeThePanFail() throws {
        let (device, _, pan, recorder) = try launchWithPan()
        pan.maximumNumberOfTouches = 1
        device.touchDown(at: CGPoint(x: 100, y: 300))
        device.touchDown(at: CGPoint(x: 200, y: 300), finger: 1)
        device.runFrame()
        #expect(pan.state == .failed)
        device.touchMove(to: CGPoint(x: 100, y: 360))
        device.runFrame()
        device.touchUp()
        device.touchUp(finger: 1)
        device.runFrame()
        #expect(recorder.states.isEmpty)
        #expect(pan.state == .possible)
    }
}

/// A delegate that reads the recognizer's touches while it is asked whether it may begin, as
/// iOS apps commonly do (`location(in:)`, `velocity(in:)`).
final class LocationReadingDelegate: UIGestureRecognizerDelegate {
    var locations: [CGPoint] = []
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        locations.append(gestureRecognizer.location(in: nil))
        return gestureRecognizer.numberOfTouches == 1
    }
}

@MainActor
struct GestureDelegateReentryTests {
    @Test func aDelegateMayReadTheRecognizersTouchesWhileAskedWhetherItShouldBegin() throws {
        let (device, delegate) = try launchGestureApp()
        let recorder = PanRecorder()
        let pan = UIPanGestureRecognizer(target: recorder, action: Selector(PanRecorder.handle(_:)))
        let reader = LocationReadingDelegate()
        pan.delegate = reader
        delegate.root.addGestureRecognizer(pan)
        device.drag(from: CGPoint(x: 100, y: 300), by: CGPoint(x: 0, y: 40), steps: 2)
        #expect(reader.locations == [CGPoint(x: 100, y: 320)])
        #expect(recorder.states == [.began, .changed, .ended])
    }
}
