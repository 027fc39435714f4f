import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// Names each control event an action reports, in order.
@MainActor private final class EventLog {
    var entries: [String] = []
    static let names: [(UIControl.Event, String)] = [
        (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
        (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
        (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
    ]

    func observe(_ control: UIControl) {
        for (event, name) in Self.names {
            let recorder = Recorder(name: name, log: self)
            recorders.append(recorder)
            control.addTarget(recorder, action: Selector(Recorder.fire(_:)), for: event)
        }
    }

    private var recorders: [Recorder] = []

    @MainActor final class Recorder {
        let name: String
        unowned let log: EventLog
        init(name: String, log: EventLog) {
            self.name = name
            self.log = log
        }
        func fire(_ control: UIControl) {
            log.entries.append(control.isHighlighted ? "\(name)*" : name)
        }
    }
}

/// A key window with a 100 × 44 control at (100, 300), optionally inside a scroll view.
private final class ControlScene: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let control = UIControl(frame: CGRect(x: 100, y: 300, width: 100, height: 44))
    var inScrollView = false
    var scrollView: UIScrollView?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        if inScrollView {
            let scroll = UIScrollView(frame: window.bounds)
            scroll.contentSize = CGSize(width: window.bounds.width, height: 3000)
            scroll.addSubview(control)
            window.addSubview(scroll)
            scrollView = scroll
        } else {
            window.addSubview(control)
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor private func launch(inScrollView: Bool = false) -> (Device, ControlScene, EventLog) {
    let device = Device(model: .iPhone15Pro)
    let scene = ControlScene()
    scene.inScrollView = inScrollView
    device.launch(UIApplication.self, delegate: { scene })
    let log = EventLog()
    log.observe(scene.control)
    return (device, scene, log)
}

@MainActor private func move(_ device: Device, from start: CGPoint, to end: CGPoint, steps: Int) {
    for step in 1...steps {
        let f = CGFloat(step) / CGFloat(steps)
        device.touchMove(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        device.runFrame()
    }
}

/// The centre of `view` in screen points.
@MainActor private func centre(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
}

@MainActor struct UIControlTests {
    @Test func aTapSendsTouchDownThenTouchUpInsideHighlightedUntilTheLift() {
        let (device, scene, log) = launch()
        device.tap(at: CGPoint(x: 150, y: 320))
        #expect(log.entries == ["down*", "upInside*"])
        #expect(!scene.control.isHighlighted && !scene.control.isTracking)
    }

    @Test func aSecondQuickTapAlsoSendsTouchDownRepeat() {
        let (device, _, log) = launch()
        device.tap(at: CGPoint(x: 150, y: 320))
        device.advance(by: 0.1)
        device.tap(at: CGPoint(x: 150, y: 320))
        #expect(log.entries == ["down*", "upInside*", "down*", "downRepeat*", "upInside*"])
    }

    @Test func aDragStaysInsideWithinSeventyPointsAndExitsBeyondThem() {
        let (device, scene, log) = launch()
        device.touchDown(at: CGPoint(x: 150, y: 320))
        device.runFrame()
        // 60 pt below the bottom edge (y 344): still inside.
        move(device, from: CGPoint(x: 150, y: 320), to: CGPoint(x: 150, y: 404), steps: 2)
        #expect(log.entries == ["down*", "dragInside*", "dragInside*"])
        // 80 pt below: outside, the highlight goes.
        move(device, from: CGPoint(x: 150, y: 404), to: CGPoint(x: 150, y: 424), steps: 1)
        #expect(log.entries.suffix(2) == ["exit", "dragOutside"])
        #expect(!scene.control.isHighlighted && !scene.control.isTouchInside)
        // Back in: enter, highlighted again; then out and lift outside.
        move(device, from: CGPoint(x: 150, y: 424), to: CGPoint(x: 150, y: 330), steps: 1)
        #expect(log.entries.suffix(2) == ["enter*", "dragInside*"])
        move(device, from: CGPoint(x: 150, y: 330), to: CGPoint(x: 150, y: 500), steps: 1)
        device.touchUp()
        device.runFrame()
        #expect(log.entries.suffix(3) == ["exit", "dragOutside", "upOutside"])
        #expect(!scene.control.isTracking)
    }

    @Test func aDisabledControlIsNeverHitAndSendsNothing() {
        let (device, scene, log) = launch()
        scene.control.isEnabled = false
        #expect(scene.control.state == .disabled)
        device.tap(at: CGPoint(x: 150, y: 320))
        #expect(log.entries.isEmpty)
        #expect(scene.window!.hitTest(CGPoint(x: 150, y: 320), with: nil) === scene.window)
    }

    @Test func targetsAreCalledInTheOrderTheyWereAddedAndReaddingMergesTheEvents() {
        @MainActor final class Target {
            let name: String
            let log: EventLog
            init(_ name: String, _ log: EventLog) { self.name = name; self.log = log }
            func act() { log.entries.append(name) }
        }
        let (device, scene, _) = launch()
        let log = EventLog()
        let first = Target("first", log)
        let second = Target("second", log)
        let control = scene.control
        control.addTarget(second, action: Selector(Target.act), for: .touchUpInside)
        control.addTarget(first, action: Selector(Target.act), for: .touchDown)
        control.addTarget(second, action: Selector(Target.act), for: .touchDown)
        #expect(control.allControlEvents.contains([.touchDown, .touchUpInside]))
        device.tap(at: CGPoint(x: 150, y: 320))
        // `second` was added first, so it comes first for touch-down too.
        #expect(log.entries == ["second", "first", "second"])
        control.removeTarget(second, action: nil, for: .allEvents)
        log.entries.removeAll()
        device.tap(at: CGPoint(x: 150, y: 320))
        #expect(log.entries == ["first"])
    }

    @Test func anActionWithNoTargetGoesUpTheResponderChainToTheFirstResponderOfItsClass() {
        final class Handler: UIView {
            var taps = 0
            func handle(_ sender: UIControl) { taps += 1 }
        }
        let (device, scene, _) = launch()
        let handler = Handler(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scene.window!.addSubview(handler)
        handler.addSubview(scene.control)
        scene.control.addTarget(nil, action: Selector(Handler.handle(_:)), for: .touchUpInside)
        device.tap(at: CGPoint(x: 150, y: 320))
        #expect(handler.taps == 1)
    }

    @Test func aDragThatStartsOnAControlScrollsItsScrollViewAndCancelsNothingTheControlSaw() throws {
        let (device, scene, log) = launch(inScrollView: true)
        let scroll = try #require(scene.scrollView)
        let start = scroll.contentOffset
        let p = centre(of: scene.control)
        // A quick drag: the scroll view's pan begins before the 0.15 s content-touch delay, so
        // the control never hears of the touch.
        device.touchDown(at: p)
        device.runFrame()
        move(device, from: p, to: CGPoint(x: p.x, y: p.y - 120), steps: 4)
        device.touchUp()
        device.runFrame()
        #expect(log.entries.isEmpty)
        #expect(scroll.contentOffset.y - start.y > 100)
    }

    @Test func aDragAfterTheControlHasBegunTrackingDoesNotScroll() throws {
        let (device, scene, log) = launch(inScrollView: true)
        let scroll = try #require(scene.scrollView)
        let start = scroll.contentOffset
        let p = centre(of: scene.control)
        // Held past the 0.15 s delay, the control tracks the touch; touchesShouldCancel(in:) is
        // false for a control, so the drag does not take it (reference §5.2, iOS's default).
        device.touchDown(at: p)
        device.advance(by: 0.3)
        #expect(log.entries == ["down*"])
        move(device, from: p, to: CGPoint(x: p.x, y: p.y - 120), steps: 4)
        device.touchUp()
        device.runFrame()
        #expect(scroll.contentOffset == start)
        #expect(log.entries.first == "down*" && log.entries.last == "upOutside")
        #expect(!log.entries.contains("cancel"))
    }

    @Test func aScrollViewMayStillCancelAControlWhenItsSubclassSaysSo() throws {
        final class Cancelling: UIScrollView {
            override func touchesShouldCancel(in view: UIView) -> Bool { true }
        }
        let device = Device(model: .iPhone15Pro)
        let scene = ControlScene()
        device.launch(UIApplication.self, delegate: { scene })
        let scroll = Cancelling(frame: scene.window!.bounds)
        scroll.contentSize = CGSize(width: 393, height: 3000)
        scroll.addSubview(scene.control)
        scene.window!.addSubview(scroll)
        let log = EventLog()
        log.observe(scene.control)
        device.runFrame()
        let start = scroll.contentOffset
        let p = centre(of: scene.control)
        device.touchDown(at: p)
        device.advance(by: 0.3)
        move(device, from: p, to: CGPoint(x: p.x, y: p.y - 120), steps: 4)
        device.touchUp()
        device.runFrame()
        #expect(log.entries == ["down*", "cancel"])
        #expect(scroll.contentOffset.y - start.y > 50)
    }
}
