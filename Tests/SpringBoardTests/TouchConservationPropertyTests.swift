import Foundation
import Testing
import PropertyBased
import UIKit.UIGestureRecognizerSubclass
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// What each view heard of each touch, in order.
@MainActor private final class Ledger {
    /// Keyed by the touch itself, which the ledger keeps alive so that no later touch reuses its address.
    var messages: [UITouch: [(view: ObjectIdentifier, phase: UITouch.Phase)]] = [:]

    func record(_ touches: Set<UITouch>, _ phase: UITouch.Phase, in view: UIView) {
        for touch in touches { messages[touch, default: []].append((ObjectIdentifier(view), phase)) }
    }

    /// A line for every touch whose view did not hear began, moves, then exactly one end.
    var violations: [String] {
        messages.compactMap { _, list in
            let phases = list.map(\.phase)
            guard Set(list.map(\.view)).count == 1 else { return "a touch reached two views: \(phases)" }
            guard phases.first == .began else { return "a view heard of a touch that had not begun: \(phases)" }
            let ends = phases.filter { $0 == .ended || $0 == .cancelled }
            guard ends.count == 1, phases.last == ends.first else { return "a touch did not end exactly once, last: \(phases)" }
            guard phases.dropFirst().dropLast().allSatisfy({ $0 == .moved }) else { return "out of order: \(phases)" }
            return nil
        }
    }
}

private final class LedgerView: UIView {
    var ledger: Ledger!
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { ledger.record(touches, .began, in: self) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { ledger.record(touches, .moved, in: self) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ledger.record(touches, .ended, in: self) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { ledger.record(touches, .cancelled, in: self) }
}

/// A recognizer whose rules come from the script: it recognizes (discretely or continuously)
/// after some movement, on a lift, or after a delay, and fails otherwise.
private final class ScriptedRecognizer: UIGestureRecognizer {
    enum Rule { case moveThenBegin(CGFloat), recognizeOnLift(CGFloat), recognizeAfter(TimeInterval) }
    let rule: Rule

    init(rule: Rule) {
        self.rule = rule
        super.init(target: nil, action: nil)
    }
    private var start: CGPoint?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if start == nil { start = location(in: nil) }
        if case let .recognizeAfter(delay) = rule {
            perform(Selector(ScriptedRecognizer.fire), with: nil, afterDelay: delay)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start else { return }
        let p = location(in: nil)
        let distance = hypot(p.x - start.x, p.y - start.y)
        switch (rule, state) {
        case let (.moveThenBegin(threshold), .possible) where distance >= threshold: state = .began
        case (.moveThenBegin, .began), (.moveThenBegin, .changed): state = .changed
        case let (.recognizeOnLift(slop), .possible) where distance > slop: state = .failed
        default: break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == touches.count else { return }
        switch (rule, state) {
        case (.recognizeOnLift, .possible): state = .recognized
        case (_, .began), (_, .changed): state = .ended
        default: state = .failed
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (state == .possible) ? .failed : .cancelled
    }

    override func reset() {
        start = nil
        NSObject.cancelPreviousPerformRequests(withTarget: self)
    }

    private func fire() {
        if state == .possible { state = .recognized }
    }
}

/// Counts the recognitions (discrete, or continuous ones beginning).
@MainActor private final class Counter {
    var recognitions = 0
    private var begun: Set<ObjectIdentifier> = []
    func count(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began:
            begun.insert(ObjectIdentifier(recognizer))
            recognitions += 1
        case .ended where begun.remove(ObjectIdentifier(recognizer)) == nil:
            recognitions += 1
        case .ended, .cancelled:
            begun.remove(ObjectIdentifier(recognizer))
        default:
            break
        }
    }
}

/// Lets every pair recognize together.
@MainActor private final class Permissive: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ a: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith b: UIGestureRecognizer) -> Bool { true }
}

private final class EmptyDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.makeKeyAndVisible()
        return true
    }
}

/// What a case covered, so that the property cannot hold by never being exercised.
private struct Coverage {
    var events = 0, touchesHeard = 0, touchesCancelledByGestures = 0, recognitions = 0

    static func += (lhs: inout Coverage, rhs: Coverage) {
        lhs.events += rhs.events
        lhs.touchesHeard += rhs.touchesHeard
        lhs.touchesCancelledByGestures += rhs.touchesCancelledByGestures
        lhs.recognitions += rhs.recognitions
    }
}

@MainActor struct TouchConservationPropertyTests {
    /// Random hierarchies, recognizers and fingers: 40 to 200 decisions a case.
    static let scenarios = Gen.int(in: 0...10_000).array(of: 40...200)

    @Test func everyTouchAViewHearsOfBeginsOnceAndEndsOrIsCancelledOnceWhateverTheRecognizers() async {
        let run = PropertyRun(defaultCases: 60)
        var coverage = Coverage()
        await run.check("touch conservation", input: Self.scenarios) { numbers in
            coverage += Self.checkConservation(numbers)
        }
        print("touch conservation: \(coverage.events) finger events, \(coverage.touchesHeard) touches heard, "
              + "\(coverage.touchesCancelledByGestures) cancelled, \(coverage.recognitions) recognitions in \(run.cases) cases")
        // Cases average 2.5 touches heard, 0.3 cancelled and 0.2 recognitions (300 cases, eight
        // runs: 700–775, 70–102 and 50–74); the floors are half that, which a run of 20 cases
        // or more cannot miss by chance.
        guard run.cases >= 20 else { return }
        #expect(coverage.touchesHeard > run.cases * 5 / 4 && coverage.touchesCancelledByGestures > run.cases / 8
                    && coverage.recognitions > run.cases / 12,
                "\(coverage.touchesHeard) touches, \(coverage.touchesCancelledByGestures) cancelled, \(coverage.recognitions) recognitions in \(run.cases) cases")
    }

    /// Plays one scenario and checks that every touch a view heard of began once and ended or
    /// was cancelled once, and that everything came to rest; returns what it covered.
    private static func checkConservation(_ numbers: [Int]) -> Coverage {
        var script = Script(numbers)
        let device = Device(model: .iPhone8)
        let app = EmptyDelegate()
        device.launch(delegate: { app })
        let window = app.window!
        let ledger = Ledger()
        let permissive = Permissive()
        let counter = Counter()

        // A random hierarchy: a full-screen view, then 1–6 views, each inside an earlier one.
        let base = LedgerView(frame: window.bounds)
        base.ledger = ledger
        window.addSubview(base)
        var views: [UIView] = [base]
        var recognizers: [UIGestureRecognizer] = []
        var scrollViews: [UIScrollView] = []
        for _ in 0...script.next(6) {
            let parent = views[script.next(views.count)]
            let size = parent.bounds.size
            let view = LedgerView(frame: CGRect(x: CGFloat(script.next(Int(size.width / 2))),
                                                y: CGFloat(script.next(Int(size.height / 2))),
                                                width: max(20, size.width / 2), height: max(20, size.height / 2)))
            view.ledger = ledger
            view.isMultipleTouchEnabled = script.chance(50)
            parent.addSubview(view)
            views.append(view)
            for _ in 0..<script.next(3) {
                let recognizer: UIGestureRecognizer
                switch script.next(11) {
                case 0: recognizer = ScriptedRecognizer(rule: .moveThenBegin(CGFloat(5 + script.next(40))))
                case 1: recognizer = ScriptedRecognizer(rule: .recognizeOnLift(CGFloat(5 + script.next(40))))
                case 2: recognizer = ScriptedRecognizer(rule: .recognizeAfter(0.05 * Double(1 + script.next(10))))
                case 3:
                    let tap = UITapGestureRecognizer()
                    tap.numberOfTapsRequired = 1 + script.next(2)
                    tap.numberOfTouchesRequired = 1 + script.next(2)
                    recognizer = tap
                case 4: recognizer = UIPanGestureRecognizer()
                case 5: recognizer = UILongPressGestureRecognizer()
                case 6:
                    let swipe = UISwipeGestureRecognizer()
                    swipe.direction = [.right, .left, .up, .down][script.next(4)]
                    recognizer = swipe
                case 7: recognizer = UIPinchGestureRecognizer()
                case 8: recognizer = UIRotationGestureRecognizer()
                case 9:
                    let edge = UIScreenEdgePanGestureRecognizer()
                    edge.edges = [.left, .right, .top, .bottom][script.next(4)]
                    recognizer = edge
                default:
                    let scroll = UIScrollView(frame: view.bounds)
                    scroll.contentSize = CGSize(width: view.bounds.width * CGFloat(1 + script.next(2)),
                                                height: view.bounds.height * CGFloat(1 + script.next(3)))
                    scroll.isPagingEnabled = script.chance(30)
                    let content = LedgerView(frame: CGRect(origin: .zero, size: scroll.contentSize))
                    content.ledger = ledger
                    scroll.addSubview(content)
                    view.addSubview(scroll)
                    scrollViews.append(scroll)
                    continue
                }
                recognizer.addTarget(counter, action: Selector(Counter.count(_:)))
                recognizer.cancelsTouchesInView = script.chance(70)
                recognizer.delaysTouchesBegan = script.chance(30)
                recognizer.delaysTouchesEnded = script.chance(70)
                if script.chance(20) { recognizer.delegate = permissive }
                if !recognizers.isEmpty, script.chance(25) {
                    recognizer.require(toFail: recognizers[script.next(recognizers.count)])
                }
                view.addGestureRecognizer(recognizer)
                recognizers.append(recognizer)
            }
        }

        // Random fingers: down, move, up, cancel and waits, three fingers at most.
        let screen = device.screenBounds
        var down: Set<Int> = []
        func point(_ script: inout Script) -> CGPoint {
            CGPoint(x: CGFloat(script.next(Int(screen.width))), y: CGFloat(20 + script.next(Int(screen.height) - 20)))
        }
        var events = 0
        while !script.isAtEnd {
            let finger = script.next(3)
            events += 1
            switch script.next(10) {
            case 0...2 where !down.contains(finger):
                device.touchDown(at: point(&script), finger: finger)
                down.insert(finger)
            case 0...5 where down.contains(finger):
                device.touchMove(to: point(&script), finger: finger)
            case 6...7 where down.contains(finger):
                device.touchUp(finger: finger)
                down.remove(finger)
            case 8 where down.contains(finger) && script.chance(30):
                device.touchCancel(finger: finger)
                down.remove(finger)
            default:
                device.advance(by: Double(script.next(25)) / 60)
                events -= 1
            }
            if script.chance(50) { device.runFrame() }
        }
        for finger in down { device.touchUp(finger: finger) }
        events += down.count
        // A fling between random points can decelerate for seconds; everything must come to rest.
        #expect(throws: Never.self) { try device.settle(timeout: 60) }

        #expect(ledger.violations == [])
        #expect(!device.hasActiveTouches)
        #expect(recognizers.filter { $0.state != .possible }.map(\.description) == [])
        #expect(scrollViews.filter { $0.isTracking || $0.isDragging || $0.isDecelerating }.isEmpty)
        return Coverage(events: events, touchesHeard: ledger.messages.count,
                        touchesCancelledByGestures: ledger.messages.values.filter { $0.last?.phase == .cancelled }.count,
                        recognitions: counter.recognitions)
    }
}
