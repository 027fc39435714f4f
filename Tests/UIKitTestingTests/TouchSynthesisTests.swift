import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

@Suite(.checksInvariants) @MainActor
struct TouchSynthesisTests {
    func launch() -> (AppHarness, ButtonsDelegate) {
        let delegate = ButtonsDelegate()
        let harness = AppHarness(model: .iPhone8, application: SpyApplication.self) { delegate }
        return (harness, delegate)
    }

    @Test func aTouchInAViewStartsAtItsCentreBoundToTheHitViewWithOneTap() {
        let (harness, delegate) = launch()
        harness.advance(by: 1.25)
        let touch = UITouch(in: delegate.target)
        #expect(touch.location(in: nil) == CGPoint(x: 90, y: 230))
        #expect(touch.view === delegate.inner)
        #expect(touch.window === delegate.window)
        #expect(touch.tapCount == 1)
        #expect(touch.phase == .began)
        #expect(touch.timestamp == harness.device.time)
        harness.advance(by: 0.5)
        touch.changeToPhase(.ended)
        #expect(touch.phase == .ended)
        #expect(touch.timestamp == harness.device.time)
        #expect(touch.location(in: delegate.target) == CGPoint(x: 50, y: 30))
    }

    @Test func synthesizedTouchesGoThroughSendEventToTheView() throws {
        let (harness, delegate) = launch()
        let app = harness.application as! SpyApplication
        app.phases.removeAll()
        app.performTouch(in: delegate.target)
        #expect(app.phases == [.began, .ended])
        // The touch hits the inner view, which passes it up the responder chain to the target.
        #expect(delegate.target.log == ["began", "ended"])
    }

    @Test func anEventWrapsItsTouch() {
        let (_, delegate) = launch()
        let touch = UITouch(in: delegate.target)
        let event = UIEvent(touch: touch)
        #expect(event.type == .touches)
        #expect(event.allTouches == [touch])
        #expect(event.touches(for: delegate.inner) == [touch])
        #expect(event.statusBarTouch == nil)
        #expect(event.timestamp == touch.timestamp)
    }

    @Test func theHarnessTapsAViewThroughTheDevice() throws {
        let (harness, delegate) = launch()
        let app = harness.application as! SpyApplication
        app.phases.removeAll()
        try harness.tap(delegate.target)
        #expect(app.phases == [.began, .ended])
        #expect(delegate.target.log == ["began", "ended"])
    }

    @Test func tappingACoveredViewIsAnErrorNamingWhatWouldBeHit() {
        let (harness, delegate) = launch()
        #expect(throws: HarnessError.self) { try harness.tap(delegate.hidden) }
        #expect(delegate.hidden.log.isEmpty)
    }

    @Test func invariantsFailWhileAFingerIsDownOrSomethingAnimates() throws {
        let (harness, delegate) = launch()
        harness.device.touchDown(at: CGPoint(x: 10, y: 600))
        #expect(throws: HarnessError.self) { try harness.checkInvariants() }
        harness.device.touchUp()
        try harness.settle()
        UIView.animate(withDuration: 0.3) { delegate.target.alpha = 0.5 }
        #expect(throws: HarnessError.self) { try harness.checkInvariants() }
        try harness.settle()
        try harness.checkInvariants()
    }
}
