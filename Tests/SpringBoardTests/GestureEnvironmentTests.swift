import Foundation
import UIKit.UIGestureRecognizerSubclass
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// A continuous recognizer written as app code writes one: it begins once its touch has moved
/// `threshold` points, changes on each move after, and ends on the lift (fails on a lift
/// before it began).
private final class DragRecognizer: UIGestureRecognizer {
    var threshold: CGFloat = 20
    var log: (String) -> Void = { _ in }
    private var start: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log("\(name ?? "drag") began(\(touches.count))")
        if start == nil { start = location(in: nil) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start else { return }
        let p = location(in: nil)
        switch state {
        case .possible where hypot(p.x - start.x, p.y - start.y) >= threshold: state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log("\(name ?? "drag") ended")
        state = (state == .possible) ? .failed : .ended
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .cancelled
    }

    override func reset() {
        log("\(name ?? "drag") reset")
        start = nil
    }
}

/// A discrete recognizer: recognizes on a lift that moved less than 10 pt, fails otherwise.
private final class LiftRecognizer: UIGestureRecognizer {
    var log: (String) -> Void = { _ in }
    private var start: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log("\(name ?? "lift") began")
        start = location(in: nil)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start else { return }
        let p = location(in: nil)
        if hypot(p.x - start.x, p.y - start.y) >= 10 { state = .failed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .recognized }
    override func reset() { start = nil }
}

/// Logs the views' touches and the recognizers' actions in one list.
@MainActor private final class Log {
    var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
}

private final class LoggedView: UIView {
    let name: String
    let log: Log
    init(_ name: String, frame: CGRect, log: Log) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("\(name) began \(touches.first!.phase)") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("\(name) moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("\(name) ended \(touches.first!.phase)") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("\(name) cancelled \(touches.first!.phase)") }
}

/// The target of the recognizers' actions.
@MainActor private final class ActionLog {
    let log: Log
    init(log: Log) { self.log = log }
    func handle(_ recognizer: UIGestureRecognizer) { log("\(recognizer.name ?? "?") \(recognizer.state)") }
}

/// A key window with `outer` (full screen) holding `inner` (100…300 × 300…500).
private final class SceneDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let log = Log()
    lazy var outer = LoggedView("outer", frame: .zero, log: log)
    lazy var inner = LoggedView("inner", frame: CGRect(x: 100, y: 300, width: 200, height: 200), log: log)
    lazy var actions = ActionLog(log: log)

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        outer.frame = window.bounds
        window.addSubview(outer)
        outer.addSubview(inner)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor private func launch() -> (Device, SceneDelegate) {
    let device = Device(model: .iPhone15Pro)
    let delegate = SceneDelegate()
    device.launch(UIApplication.self, delegate: { delegate })
    return (device, delegate)
}

@MainActor private func drag(_ device: Device, from start: CGPoint, by offset: CGVector, steps: Int, finger: Int = 0) {
    device.touchDown(at: start, finger: finger)
    device.runFrame()
    for step in 1...steps {
        let f = CGFloat(step) / CGFloat(steps)
        device.touchMove(to: CGPoint(x: start.x + offset.dx * f, y: start.y + offset.dy * f), finger: finger)
        device.runFrame()
    }
    device.touchUp(finger: finger)
    device.runFrame()
}

@MainActor struct GestureEnvironmentTests {
    @Test func recognizersSeeATouchBeforeTheViewAndTakeItWithTouchesCancelledWhenTheyBegin() {
        let (device, scene) = launch()
        let recognizer = DragRecognizer(target: scene.actions, action: Selector(ActionLog.handle(_:)))
        recognizer.name = "drag"
        recognizer.log = scene.log.callAsFunction
        scene.inner.addGestureRecognizer(recognizer)
        drag(device, from: CGPoint(x: 200, y: 400), by: CGVector(dx: 0, dy: 40), steps: 4)
        #expect(scene.log.entries == [
            "drag began(1)", "inner began began",
            "inner moved",                         // 10 pt: not yet
            "drag began", "inner cancelled cancelled", // 20 pt: the gesture takes the touch
            "drag changed", "drag changed",
            "drag ended", "drag ended", "drag reset",
        ])
        #expect(recognizer.state == .possible)
        #expect(!device.hasActiveTouches)
    }

    @Test func aRecognizerOnASuperviewSeesTouchesThatBeginInItsSubviews() {
        let (device, scene) = launch()
        let recognizer = LiftRecognizer(target: scene.actions, action: Selector(ActionLog.handle(_:)))
        recognizer.name = "tap"
        scene.outer.addGestureRecognizer(recognizer)
        device.tap(at: CGPoint(x: 200, y: 400))
        // delaysTouchesEnded holds the lift, and the recognition cancels it instead.
        #expect(scene.log.entries == ["inner began began", "tap ended", "inner cancelled cancelled"])
        #expect(recognizer.location(in: scene.inner) == CGPoint(x: 100, y: 100))
    }

    @Test func aRecognizerThatFailsReleasesTheLiftItHeldBack() {
        let (device, scene) = launch()
        let recognizer = LiftRecognizer(target: scene.actions, action: Selector(ActionLog.handle(_:)))
        recognizer.name = "tap"
        scene.inner.addGestureRecognizer(recognizer)
        drag(device, from: CGPoint(x: 200, y: 400), by: CGVector(dx: 30, dy: 0), steps: 3)
        #expect(scene.log.entries == ["inner began began", "inner moved", "inner moved", "inner moved", "inner ended ended"])
        #expect(recognizer.state == .possible)
    }

    @Test func requireToFailHoldsARecognizerUntilTheOtherFailsThroughTheDevice() {
        let (device, scene) = launch()
        let lift = LiftRecognizer(target: scene.actions, action: Selector(ActionLog.handle(_:)))
        lift.name = "lift"
        let drag = DragRecognizer(target: scene.actions, action: Selector(ActionLog.handle(_:)))
        drag.name = "drag"
        drag.log = scene.log.callAsFunction
        lift.require(toFail: drag)
        scene.inner.addGestureRecognizer(lift)
        scene.inner.addGestureRecognizer(drag)
        device.tap(at: CGPoint(x: 200, y: 400))
        // The lift recognizes at touch-up only because the drag fails in the same event.
        #expect(scene.log.entries.filter { !$0.hasPrefix("inner") }
                == ["drag began(1)", "drag ended", "lift ended", "drag reset"])
        #expect(lift.state == .possible && drag.state == .possible)
    }

    @Test func theFirstRecognizerToRecognizeExcludesTheOthersUnlessTheDelegateAllowsBoth() {
        final class Simultaneous: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ a: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith b: UIGestureRecognizer) -> Bool { true }
        }
        for allowsBoth in [false, true] {
            let (device, scene) = launch()
            let near = DragRecognizer(target: scene.actions, action: Selector(ActionLog.handle(_:)))
            near.name = "near"
            near.threshold = 10
            let far = DragRecognizer(target: scene.actions, action: Selector(ActionLog.handle(_:)))
            far.name = "far"
            far.threshold = 30
            let delegate = Simultaneous()
            if allowsBoth { far.delegate = delegate }
            scene.inner.addGestureRecognizer(near)
            scene.outer.addGestureRecognizer(far)
            drag(device, from: CGPoint(x: 200, y: 400), by: CGVector(dx: 0, dy: 40), steps: 4)
            let began = scene.log.entries.filter { !$0.hasPrefix("inner") && $0.hasSuffix(" began") }
            #expect(began == (allowsBoth ? ["near began", "far began"] : ["near began"]))
            #expect(near.state == .possible && far.state == .possible)
        }
    }

    @Test func delaysTouchesBeganKeepsTheViewWaitingUntilTheRecognizerFails() {
        let (device, scene) = launch()
        let recognizer = DragRecognizer(target: scene.actions, action: Selector(ActionLog.handle(_:)))
        recognizer.name = "drag"
        recognizer.delaysTouchesBegan = true
        scene.inner.addGestureRecognizer(recognizer)
        device.touchDown(at: CGPoint(x: 200, y: 400))
        device.runFrame()
        #expect(scene.log.entries.isEmpty)
        device.touchUp()
        device.runFrame()
        // The view sees the whole touch, shown in each phase, once the recognizer fails.
        #expect(scene.log.entries == ["inner began began", "inner ended ended"])
    }

    @Test func aRecognizedGestureWithDelayedBeganNeverReachesTheView() {
        let (device, scene) = launch()
        let recognizer = DragRecognizer(target: scene.actions, action: Selector(ActionLog.handle(_:)))
        recognizer.name = "drag"
        recognizer.delaysTouchesBegan = true
        scene.inner.addGestureRecognizer(recognizer)
        drag(device, from: CGPoint(x: 200, y: 400), by: CGVector(dx: 0, dy: 40), steps: 4)
        #expect(!scene.log.entries.contains { $0.hasPrefix("inner") })
        #expect(scene.log.entries == ["drag began", "drag changed", "drag changed", "drag ended"])
    }

    @Test func disablingOrRemovingARecognizerMidGestureCancelsIt() {
        for removes in [false, true] {
            let (device, scene) = launch()
            let recognizer = DragRecognizer(target: scene.actions, action: Selector(ActionLog.handle(_:)))
            recognizer.name = "drag"
            scene.inner.addGestureRecognizer(recognizer)
            device.touchDown(at: CGPoint(x: 200, y: 400))
            device.runFrame()
            device.touchMove(to: CGPoint(x: 200, y: 440))
            device.runFrame()
            #expect(recognizer.state == .began)
            if removes { scene.inner.removeGestureRecognizer(recognizer) } else { recognizer.isEnabled = false }
            #expect(recognizer.state == .possible)
            #expect(scene.log.entries.filter { $0.hasPrefix("drag") } == ["drag began", "drag cancelled"])
            device.touchUp()
            device.runFrame()
            #expect(scene.log.entries.last == "drag cancelled")
            #expect(scene.inner.gestureRecognizers?.map(ObjectIdentifier.init) == (removes ? nil : [ObjectIdentifier(recognizer)]))
        }
    }

    @Test func aRecognizerTracksItsTouchesAndTheirCentroid() {
        let (device, scene) = launch()
        let recognizer = DragRecognizer()
        scene.inner.addGestureRecognizer(recognizer)
        device.touchDown(at: CGPoint(x: 150, y: 350), finger: 0)
        device.touchDown(at: CGPoint(x: 250, y: 450), finger: 1)
        device.runFrame()
        #expect(recognizer.numberOfTouches == 2)
        #expect(recognizer.location(in: scene.inner) == CGPoint(x: 100, y: 100))
        #expect(recognizer.location(ofTouch: 1, in: nil) == CGPoint(x: 250, y: 450))
        device.touchUp(finger: 0)
        device.runFrame()
        #expect(recognizer.numberOfTouches == 1)
        device.touchUp(finger: 1)
        device.runFrame()
        #expect(recognizer.numberOfTouches == 0)
        #expect(recognizer.state == .possible)
    }

    @Test func anEventAndATouchNameTheRecognizersThatReceiveTheTouch() {
        final class Probe: UIGestureRecognizer {
            var seen: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                let lists = touches.map { ($0.gestureRecognizers ?? []).map { $0.name ?? "?" }.joined(separator: "+") }
                seen.append("event \(event.touches(for: self)?.count ?? -1), touches \(lists.sorted())")
            }
        }
        let (device, scene) = launch()
        let near = Probe()
        near.name = "near"
        let far = Probe()
        far.name = "far"
        scene.inner.addGestureRecognizer(near)
        scene.outer.addGestureRecognizer(far)
        device.touchDown(at: CGPoint(x: 200, y: 400), finger: 0)
        device.touchDown(at: CGPoint(x: 20, y: 100), finger: 1)
        device.runFrame()
        #expect(near.seen == ["event 1, touches [\"near+far\"]"])
        #expect(far.seen == ["event 2, touches [\"far\", \"near+far\"]"])
        device.touchUp(finger: 0)
        device.touchUp(finger: 1)
        device.runFrame()
    }

    @Test func aRecognizerThatIgnoresATouchNeitherSeesItAgainNorHoldsItsViewBack() {
        /// Keeps only its first touch, and holds ended touches back while undecided.
        final class FirstTouchOnly: UIGestureRecognizer {
            var moves: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                for touch in touches where numberOfTouches > 1 { ignore(touch, for: event) }
            }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { moves.append(touches.count) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
                if numberOfTouches == touches.count { state = .failed }
            }
        }
        let (device, scene) = launch()
        let recognizer = FirstTouchOnly()
        scene.inner.isMultipleTouchEnabled = true
        scene.inner.addGestureRecognizer(recognizer)
        device.touchDown(at: CGPoint(x: 150, y: 350), finger: 0)
        device.runFrame()
        device.touchDown(at: CGPoint(x: 250, y: 450), finger: 1)
        device.runFrame()
        #expect(recognizer.numberOfTouches == 1)
        device.touchMove(to: CGPoint(x: 160, y: 350), finger: 0)
        device.touchMove(to: CGPoint(x: 260, y: 450), finger: 1)
        device.runFrame()
        #expect(recognizer.moves == [1])
        // The ignored touch's lift reaches the view at once; the recognizer's own one waits for it.
        device.touchUp(finger: 1)
        device.runFrame()
        #expect(scene.log.entries.last == "inner ended ended")
        device.touchUp(finger: 0)
        device.runFrame()
        #expect(scene.log.entries.filter { $0.hasPrefix("inner ended") }.count == 2)
        #expect(recognizer.state == .possible)
    }

    @Test func aDelegateCanHideTouchesFromARecognizerOrStopItFromBeginning() {
        final class Gate: UIGestureRecognizerDelegate {
            var receives = true
            var begins = true
            func gestureRecognizer(_ r: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
            func gestureRecognizerShouldBegin(_ r: UIGestureRecognizer) -> Bool { begins }
        }
        let (device, scene) = launch()
        let gate = Gate()
        let recognizer = DragRecognizer(target: scene.actions, action: Selector(ActionLog.handle(_:)))
        recognizer.name = "drag"
        recognizer.log = scene.log.callAsFunction
        recognizer.delegate = gate
        scene.inner.addGestureRecognizer(recognizer)
        gate.receives = false
        drag(device, from: CGPoint(x: 200, y: 400), by: CGVector(dx: 0, dy: 40), steps: 4)
        #expect(!scene.log.entries.contains { $0.hasPrefix("drag") })
        scene.log.entries.removeAll()
        gate.receives = true
        gate.begins = false
        drag(device, from: CGPoint(x: 200, y: 400), by: CGVector(dx: 0, dy: 40), steps: 4)
        #expect(scene.log.entries == [
            "drag began(1)", "inner began began", "inner moved", "inner moved", "inner moved", "inner moved",
            "inner ended ended", "drag reset",
        ])
    }
}

/// The arbitration cases that apps meet most, with UIKit's own recognizers.
@MainActor struct RecognizerArbitrationTests {
    @MainActor private final class Recorder {
        var log: [String] = []
        func pan(_ r: UIPanGestureRecognizer) { log.append("pan \(r.state)") }
        func swipe(_ r: UISwipeGestureRecognizer) { log.append("swipe \(r.state)") }
        func pinch(_ r: UIPinchGestureRecognizer) { log.append("pinch \(r.state)") }
    }

    private final class Simultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ a: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith b: UIGestureRecognizer) -> Bool { true }
    }

    /// A pan and an upward swipe on the inner view, the pan required to wait for the swipe or not.
    private func panAndSwipe(panWaitsForSwipe: Bool) -> (Device, Recorder, UIPanGestureRecognizer, UISwipeGestureRecognizer) {
        let (device, scene) = launch()
        let recorder = Recorder()
        let pan = UIPanGestureRecognizer(target: recorder, action: Selector(Recorder.pan(_:)))
        let swipe = UISwipeGestureRecognizer(target: recorder, action: Selector(Recorder.swipe(_:)))
        swipe.direction = .up
        if panWaitsForSwipe { pan.require(toFail: swipe) }
        scene.inner.addGestureRecognizer(pan)
        scene.inner.addGestureRecognizer(swipe)
        return (device, recorder, pan, swipe)
    }

    @Test func aPanBeginsAfterTenPointsSoItTakesAFastSwipeFromASwipeRecognizer() {
        let (device, recorder, pan, swipe) = panAndSwipe(panWaitsForSwipe: false)
        drag(device, from: CGPoint(x: 200, y: 480), by: CGVector(dx: 0, dy: -120), steps: 6)
        #expect(recorder.log.first == "pan began")
        #expect(!recorder.log.contains { $0.hasPrefix("swipe") })
        #expect(recorder.log.last == "pan ended")
        #expect(pan.state == .possible && swipe.state == .possible)
    }

    @Test func aPanThatWaitsForTheSwipeLosesAFastSwipeAndWinsASlowDrag() {
        let (device, recorder, _, _) = panAndSwipe(panWaitsForSwipe: true)
        drag(device, from: CGPoint(x: 200, y: 480), by: CGVector(dx: 0, dy: -120), steps: 6)
        #expect(recorder.log == ["swipe ended"])

        recorder.log.removeAll()
        // 120 pt over 180 frames (40 pt/s): 20 pt at 0.5 s, short of the swipe's decayed 26.5 pt
        // minimum when its 0.5 s run out (reference §4.4), so the swipe fails; the pan, held since
        // its 10 pt at 0.25 s, begins then and follows the finger.
        drag(device, from: CGPoint(x: 200, y: 480), by: CGVector(dx: 0, dy: -120), steps: 180)
        #expect(!recorder.log.contains { $0.hasPrefix("swipe") })
        #expect(recorder.log.first == "pan began")
        #expect(recorder.log.last == "pan ended")
    }

    @Test func aFingerThatRestsBeforeItLiftsLeavesThePanAlmostNoVelocity() {
        for rest in [0.0, 0.3] {
            let (device, scene) = launch()
            let pan = UIPanGestureRecognizer()
            scene.inner.addGestureRecognizer(pan)
            var velocityAtEnd: CGPoint?
            @MainActor final class Probe {
                var onEnd: (UIPanGestureRecognizer) -> Void = { _ in }
                func pan(_ r: UIPanGestureRecognizer) { if r.state == .ended { onEnd(r) } }
            }
            let probe = Probe()
            probe.onEnd = { velocityAtEnd = $0.velocity(in: nil) }
            pan.addTarget(probe, action: Selector(Probe.pan(_:)))
            // 10 pt a frame (600 pt/s) for 20 frames, then the finger rests, then lifts.
            device.touchDown(at: CGPoint(x: 200, y: 490))
            device.runFrame()
            for step in 1...15 {
                device.touchMove(to: CGPoint(x: 200, y: 490 - 10 * CGFloat(step)))
                device.runFrame()
            }
            device.advance(by: rest)
            device.touchUp()
            device.runFrame()
            let speed = -(velocityAtEnd?.y ?? .nan)
            if rest == 0 {
                #expect(speed > 400, "a lift in motion keeps the fling: \(speed) pt/s")
            } else {
                // 18 still reports: 0.8^18 of the speed, under 2 %.
                #expect(speed < 0.02 * 600, "a lift after 0.3 s of rest: \(speed) pt/s")
            }
        }
    }

    @Test func aPanAndAPinchRecognizeTogetherWhenADelegateAllowsItAndOnlyOneOtherwise() {
        for allows in [false, true] {
            let (device, scene) = launch()
            let recorder = Recorder()
            let pan = UIPanGestureRecognizer(target: recorder, action: Selector(Recorder.pan(_:)))
            let pinch = UIPinchGestureRecognizer(target: recorder, action: Selector(Recorder.pinch(_:)))
            let delegate = Simultaneous()
            if allows { pinch.delegate = delegate }
            scene.inner.addGestureRecognizer(pan)
            scene.inner.addGestureRecognizer(pinch)
            // Two fingers spread apart (3 pt each a frame) while both move down (4 pt a frame).
            device.touchDown(at: CGPoint(x: 180, y: 380), finger: 0)
            device.touchDown(at: CGPoint(x: 220, y: 380), finger: 1)
            device.runFrame()
            for step in 1...10 {
                let s = CGFloat(step)
                device.touchMove(to: CGPoint(x: 180 - 3 * s, y: 380 + 4 * s), finger: 0)
                device.touchMove(to: CGPoint(x: 220 + 3 * s, y: 380 + 4 * s), finger: 1)
                device.runFrame()
            }
            device.touchUp(finger: 0)
            device.touchUp(finger: 1)
            device.runFrame()
            let began = recorder.log.filter { $0.hasSuffix("began") }
            // The pan reaches its 10 pt first (3rd frame: 12 pt down); the pinch's 10 pt of spread
            // comes on the 2nd frame (12 pt), so the pinch is first.
            #expect(began == (allows ? ["pinch began", "pan began"] : ["pinch began"]), "\(recorder.log)")
            #expect(pan.state == .possible && pinch.state == .possible)
        }
    }
}
