import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// A view that takes several touches and keeps each call with the event it came in.
final class MultiTouchView: UIView {
    var calls: [(name: String, touches: Set<UITouch>, event: UIEvent, phases: [UITouch.Phase])] = []

    private func record(_ name: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        calls.append((name, touches, event!, event!.orderedTouches.map(\.phase)))
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches, event) }

    /// Each call as "<phase> <number of touches>".
    var summary: [String] { calls.map { "\($0.name) \($0.touches.count)" } }
}

/// An app that counts the events it is sent and keeps the status-bar ones.
final class CountingApplication: UIApplication {
    var eventCount = 0
    var statusBarEvents: [(phase: UITouch.Phase, coalesced: [CGPoint])] = []
    /// For each began touch, the view it was bound to when the event reached the app.
    var viewsAtSendEvent: [UIView?] = []

    override func sendEvent(_ event: UIEvent) {
        eventCount += 1
        if let touch = event.statusBarTouch {
            statusBarEvents.append((touch.phase, event.coalescedTouches(for: touch)!.map { $0.location(in: nil) }))
        }
        for touch in event.orderedTouches where touch.phase == .began { viewsAtSendEvent.append(touch.view) }
        super.sendEvent(event)
    }
}

final class MultiTouchDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let view = MultiTouchView()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        view.frame = window.bounds
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor
struct TouchCoalescingTests {
    func launch() -> (Device, CountingApplication, MultiTouchView) {
        let device = Device(model: .iPhone15Pro)
        let delegate = MultiTouchDelegate()
        device.launch(CountingApplication.self, delegate: { delegate })
        let app = device.application as! CountingApplication
        app.eventCount = 0
        return (device, app, delegate.view)
    }

    @Test func aPinchsTwoFingersBeginAndMoveTogetherInOneEventPerFrame() throws {
        let (device, app, view) = launch()
        device.touchDown(at: CGPoint(x: 100, y: 300), finger: 0)
        device.touchDown(at: CGPoint(x: 300, y: 300), finger: 1)
        device.runFrame()
        #expect(app.eventCount == 1)
        #expect(view.summary == ["began 2"])
        let t = device.time
        device.touchMove(to: CGPoint(x: 110, y: 300), finger: 0, timestamp: t + 0.004)
        device.touchMove(to: CGPoint(x: 290, y: 300), finger: 1, timestamp: t + 0.005)
        device.touchMove(to: CGPoint(x: 120, y: 300), finger: 0, timestamp: t + 0.012)
        device.touchMove(to: CGPoint(x: 280, y: 300), finger: 1, timestamp: t + 0.013)
        device.runFrame()
        #expect(app.eventCount == 2)
        #expect(view.summary == ["began 2", "moved 2"])
        let moved = view.calls[1]
        #expect(moved.phases == [.moved, .moved])
        let first = try #require(moved.event.orderedTouches.first)
        #expect(first.location(in: nil) == CGPoint(x: 120, y: 300))
        #expect(first.previousLocation(in: nil) == CGPoint(x: 100, y: 300))
        #expect(first.timestamp == t + 0.012)
        #expect(moved.event.timestamp == t + 0.013)
        device.touchUp(finger: 0)
        device.touchUp(finger: 1)
        device.runFrame()
        #expect(view.summary == ["began 2", "moved 2", "ended 2"])
        #expect(!device.hasActiveTouches)
    }

    @Test func coalescedTouchesListEveryMoveOfTheFrameEndingWithACopyOfTheTouch() throws {
        let (device, _, view) = launch()
        device.touchDown(at: CGPoint(x: 100, y: 300))
        device.runFrame()
        let t = device.time
        for (i, x) in [105.0, 112, 121].enumerated() {
            device.touchMove(to: CGPoint(x: x, y: 300), timestamp: t + 0.004 * Double(i + 1))
        }
        device.runFrame()
        let moved = view.calls[1]
        let touch = try #require(moved.touches.first)
        let coalesced = try #require(moved.event.coalescedTouches(for: touch))
        #expect(coalesced.map { $0.location(in: nil) } == [CGPoint(x: 105, y: 300), CGPoint(x: 112, y: 300), CGPoint(x: 121, y: 300)])
        #expect(coalesced.map { $0.previousLocation(in: nil) } == [CGPoint(x: 100, y: 300), CGPoint(x: 105, y: 300), CGPoint(x: 112, y: 300)])
        #expect(coalesced.map(\.timestamp) == [t + 0.004, t + 0.008, t + 0.012])
        #expect(coalesced.allSatisfy { $0.phase == .moved && $0.view === view && $0 !== touch })
        #expect(coalesced.last!.location(in: view) == touch.location(in: view))
        #expect(coalesced.last!.timestamp == touch.timestamp)
        // The same objects on a second request.
        let sameObjects = moved.event.coalescedTouches(for: touch)!.elementsEqual(coalesced, by: ===)
        #expect(sameObjects)
        // The began event had one state: a copy of the touch as it began.
        let began = view.calls[0]
        #expect(began.event.coalescedTouches(for: touch)?.map { $0.location(in: nil) } == [CGPoint(x: 121, y: 300)])
        device.touchUp()
        device.runFrame()
    }

    @Test func theOtherTouchesOfAnEventAreStationaryAndOnlyTheMovedOneReachesTouchesMoved() throws {
        let (device, app, view) = launch()
        device.touchDown(at: CGPoint(x: 100, y: 300), finger: 0)
        device.touchDown(at: CGPoint(x: 300, y: 300), finger: 1)
        device.runFrame()
        device.touchMove(to: CGPoint(x: 310, y: 300), finger: 1)
        device.runFrame()
        #expect(app.eventCount == 2)
        let moved = view.calls[1]
        #expect(moved.name == "moved")
        #expect(moved.phases == [.stationary, .moved])
        #expect(moved.touches.count == 1)
        let still = moved.event.orderedTouches[0]
        #expect(moved.event.coalescedTouches(for: still)?.count == 1)
        device.touchUp(finger: 0)
        device.touchUp(finger: 1)
        device.runFrame()
        // A touch that is no longer in an event has no coalesced touches there.
        device.touchDown(at: CGPoint(x: 200, y: 500), finger: 0)
        device.runFrame()
        let began = try #require(view.calls.last)
        #expect(began.name == "began")
        #expect(began.event.coalescedTouches(for: still) == nil)
        device.touchUp(finger: 0)
        device.runFrame()
    }

    @Test func aFingerThatGoesDownAndUpInOneFrameArrivesInTwoEvents() {
        let (device, app, view) = launch()
        device.touchDown(at: CGPoint(x: 100, y: 300), timestamp: 0.5)
        device.touchMove(to: CGPoint(x: 104, y: 300), timestamp: 0.51)
        device.touchUp(timestamp: 0.52)
        device.runFrame()
        #expect(app.eventCount == 3)
        #expect(view.summary == ["began 1", "moved 1", "ended 1"])
        #expect(view.calls.map { $0.event.timestamp } == [0.5, 0.51, 0.52])
    }

    @Test func aFingerThatGoesDownWhileAnotherMovesJoinsTheSameEvent() {
        let (device, app, view) = launch()
        device.touchDown(at: CGPoint(x: 100, y: 300), finger: 0)
        device.runFrame()
        device.touchMove(to: CGPoint(x: 110, y: 300), finger: 0)
        device.touchDown(at: CGPoint(x: 300, y: 300), finger: 1)
        device.runFrame()
        #expect(app.eventCount == 2)
        #expect(view.summary == ["began 1", "began 1", "moved 1"])
        #expect(view.calls[1].event === view.calls[2].event)
        #expect(view.calls[1].phases == [.moved, .began])
        device.touchUp(finger: 0)
        device.touchUp(finger: 1)
        device.runFrame()
        #expect(view.summary.last == "ended 2")
    }

    @Test func aFingerThatLeavesTheStatusBarAndGoesDownInTheAppInOneFrameMovesThere() {
        let (device, app, view) = launch()
        device.touchDown(at: CGPoint(x: 100, y: 10))
        device.runFrame()
        device.touchUp()
        device.touchDown(at: CGPoint(x: 100, y: 300))
        device.touchMove(to: CGPoint(x: 110, y: 300))
        device.runFrame()
        #expect(app.statusBarEvents.map(\.phase) == [.began, .ended])
        #expect(view.summary == ["began 1", "moved 1"])
        device.touchUp()
        device.touchDown(at: CGPoint(x: 100, y: 10))
        device.touchMove(to: CGPoint(x: 100, y: 12))
        device.runFrame()
        #expect(view.summary == ["began 1", "moved 1", "ended 1"])
        #expect(app.statusBarEvents.map(\.phase) == [.began, .ended, .began, .moved])
    }

    @Test func aStatusBarTouchsMovesAreCoalescedToo() {
        let (device, app, view) = launch()
        // Along the bar: a move down would be Notification Center's pull.
        device.touchDown(at: CGPoint(x: 100, y: 10))
        device.touchMove(to: CGPoint(x: 130, y: 12))
        device.touchMove(to: CGPoint(x: 160, y: 14))
        device.touchUp()
        device.runFrame()
        #expect(app.statusBarEvents.map(\.phase) == [.began, .moved, .ended])
        #expect(app.statusBarEvents[1].coalesced == [CGPoint(x: 130, y: 12), CGPoint(x: 160, y: 14)])
        #expect(app.statusBarEvents[2].coalesced == [CGPoint(x: 160, y: 14)])
        #expect(view.calls.isEmpty)
    }
}

/// Which window a touch goes to, and when its view is chosen.
@MainActor
struct TouchTargetTests {
    final class Delegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var panel: UIWindow?
        let back = MultiTouchView()
        let front = MultiTouchView()

        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            let window = UIWindow(frame: UIScreen.main.bounds)
            back.frame = window.bounds
            window.addSubview(back)
            window.makeKeyAndVisible()
            // A panel in front, over the band y 200…400 only.
            let panel = UIWindow(frame: CGRect(x: 0, y: 200, width: 393, height: 200))
            panel.windowLevel = .alert
            front.frame = panel.bounds
            panel.addSubview(front)
            panel.isHidden = false
            self.window = window
            self.panel = panel
            return true
        }
    }

    @Test func aTouchGoesToTheFrontmostWindowWhoseHitTestFindsAViewAndIsBoundBeforeTheAppSeesIt() {
        let device = Device(model: .iPhone15Pro)
        let delegate = Delegate()
        device.launch(CountingApplication.self, delegate: { delegate })
        let app = device.application as! CountingApplication
        device.tap(at: CGPoint(x: 100, y: 300))
        device.tap(at: CGPoint(x: 100, y: 600))
        #expect(delegate.front.summary == ["began 1", "ended 1"])
        #expect(delegate.back.summary == ["began 1", "ended 1"])
        #expect(delegate.front.calls[0].touches.first!.location(in: delegate.front) == CGPoint(x: 100, y: 100))
        #expect(app.viewsAtSendEvent.map { $0 === delegate.front } == [true, false])
        #expect(app.viewsAtSendEvent.map { $0 === delegate.back } == [false, true])
    }

    @Test func aTouchStaysWithTheViewItHitWhenThatViewMovesAway() {
        let device = Device(model: .iPhone15Pro)
        let delegate = Delegate()
        device.launch(delegate: { delegate })
        device.touchDown(at: CGPoint(x: 100, y: 600))
        device.runFrame()
        delegate.back.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        device.touchMove(to: CGPoint(x: 100, y: 650))
        device.touchUp()
        device.runFrame()
        #expect(delegate.back.summary == ["began 1", "moved 1", "ended 1"])
    }
}
