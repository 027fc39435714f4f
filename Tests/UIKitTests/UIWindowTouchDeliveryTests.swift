import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import UIKitTestSupport

@MainActor struct UIWindowTouchDeliveryTests {
    /// A key window with views "left" (0…100) and "right" (200…300) in the band y 100…200.
    private func setUp(application: UIApplication = UIApplication()) -> (TestSystem, UIWindow, Log) {
        let system = TestSystem(application: application)
        let window = system.makeKeyWindow()
        let log = Log()
        window.addSubview(LoggingView("left", frame: CGRect(x: 0, y: 100, width: 100, height: 100), log: log.callAsFunction))
        window.addSubview(LoggingView("right", frame: CGRect(x: 200, y: 100, width: 100, height: 100), log: log.callAsFunction))
        log.entries.removeAll()
        return (system, window, log)
    }

    @Test func aTouchIsDeliveredBeganMovedEndedToTheViewItHit() {
        let (system, window, log) = setUp()
        let touch = system.touchDown(at: CGPoint(x: 50, y: 150), in: window)
        #expect(touch.view is LoggingView)
        system.move(touch, to: CGPoint(x: 60, y: 150))
        system.lift(touch)
        #expect(log.entries == ["left began", "left moved", "left ended"])
        #expect(touch.location(in: touch.view) == CGPoint(x: 60, y: 50))
        #expect(touch.previousLocation(in: nil) == CGPoint(x: 50, y: 150))
    }

    @Test func aTouchStaysBoundToTheFirstViewWhenItMovesOverAnother() {
        let (system, window, log) = setUp()
        let touch = system.touchDown(at: CGPoint(x: 50, y: 150), in: window)
        let first = touch.view
        system.move(touch, to: CGPoint(x: 250, y: 150))
        system.lift(touch)
        #expect(touch.view === first)
        #expect(log.entries == ["left began", "left moved", "left ended"])
    }

    @Test func twoTouchesOnDifferentViewsReachEachView() {
        let (system, window, log) = setUp()
        let a = UITouch(location: CGPoint(x: 50, y: 150), window: window, view: nil, timestamp: system.now)
        let b = UITouch(location: CGPoint(x: 250, y: 150), window: window, view: nil, timestamp: system.now)
        system.application.sendEvent(UIEvent(touches: [a, b], timestamp: system.now))
        #expect(log.entries == ["left began", "right began"])
    }

    @Test func touchesPassThroughAnApplicationSubclassThatCallsSuper() {
        let app = RecordingApplication()
        let (system, window, log) = setUp(application: app)
        let touch = system.touchDown(at: CGPoint(x: 250, y: 150), in: window)
        system.lift(touch)
        #expect(app.events == ["touches 1", "touches 1"])
        #expect(log.entries == ["right began", "right ended"])
    }

    @Test func anApplicationOverrideThatSwallowsEventsKeepsThemFromViews() {
        let app = RecordingApplication()
        app.passesEventsOn = false
        let (system, window, log) = setUp(application: app)
        system.touchDown(at: CGPoint(x: 250, y: 150), in: window)
        #expect(app.events == ["touches 1"])
        #expect(log.entries.isEmpty)
    }

    @Test func aTouchOnEmptySpaceIsBoundToTheWindow() {
        let (system, window, _) = setUp()
        let touch = system.touchDown(at: CGPoint(x: 150, y: 400), in: window)
        #expect(touch.view === window)
    }
}
