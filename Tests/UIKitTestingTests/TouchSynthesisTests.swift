import Foundation
import Testing
@_spi(OpenUIKit) import UIKit
import SpringBoard
import UIKitTesting

/// An application that records what passes through `sendEvent(_:)`.
final class SpyApplication: UIApplication {
    var phases: [UITouch.Phase] = []
    override func sendEvent(_ event: UIEvent) {
        phases.append(contentsOf: event.allTouches?.map(\.phase) ?? [])
        super.sendEvent(event)
    }
}

final class TouchLog: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
}

final class ButtonsDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let target = TouchLog(frame: CGRect(x: 40, y: 200, width: 100, height: 60))
    let inner = UIView(frame: CGRect(x: 25, y: 10, width: 50, height: 40))
    let cover = UIView(frame: CGRect(x: 200, y: 400, width: 100, height: 100))
    let hidden = TouchLog(frame: CGRect(x: 200, y: 400, width: 50, height: 50))

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        target.addSubview(inner)
        window.addSubview(target)
        window.addSubview(hidden)
        window.addSubview(cover)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor
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
        try harness.checkInvariants()
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
        try harness.checkInvariants()
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
