import Foundation
@_spi(UIKit) import _ObjectiveC
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A recognizer of one gesture in the touches of a view and its subviews, which sends an
/// action message to its targets as the gesture goes on.
///
/// Attach one with `UIView.addGestureRecognizer(_:)`. When a touch begins, UIKit collects the
/// enabled recognizers along the touched view's superview chain (nearest first); they see the
/// touch before the view does, and one app-wide arbiter decides, as iOS's gesture environment
/// does, which of them may recognize (reference §4.1, §4.2; see `GestureArbiter`):
/// - once one recognizes, the others fail unless a delegate lets them recognize simultaneously;
/// - `require(toFail:)` holds a recognizer back until the other one fails;
/// - `cancelsTouchesInView` sends the view `touchesCancelled` for the touches the gesture took,
///   `delaysTouchesBegan` and `delaysTouchesEnded` hold the view's messages back until the
///   recognizer fails (or forever, when it recognizes).
///
/// A discrete recognizer goes from `.possible` to `.ended` (`.recognized`) or `.failed`; a
/// continuous one through `.began`, `.changed`… to `.ended` or `.cancelled`. Targets get their
/// action, with the recognizer as its argument, on every state but `.failed`. Once its touches
/// have ended, a finished recognizer is reset to `.possible` and its `reset()` runs.
///
/// Subclassing works as on iOS: set `state`, and override the touch methods, `reset()`,
/// `ignore(_:for:)`, `canPrevent(_:)`, `canBePrevented(by:)` and the failure-requirement
/// methods. On iOS these are declared in `UIKit/UIGestureRecognizerSubclass.h`; here they are
/// part of `UIKit` itself, so `import UIKit.UIGestureRecognizerSubclass` is deleted (the
/// README's departures).
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
    /// The states of a gesture recognizer (reference §4.1 [H]).
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible = 0, began = 1, changed = 2, ended = 3, cancelled = 4, failed = 5

        /// A discrete gesture's recognition: the same as `.ended`.
        public static var recognized: State { .ended }

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    private struct Target {
        weak var object: AnyObject?
        let action: Selector
    }

    private var targets: [Target] = []
    /// The state as app code sees it: the arbiter's decisions, published in the order the
    /// environment carries them out, so that a target reads the state its action is about.
    private var publishedState: State = .possible
    /// The arbiter that this recognizer takes part in, from its first touch until its reset.
    weak var environment: GestureEnvironment?
    /// Recognizers that must fail before this one recognizes (`require(toFail:)`).
    private var requiredToFail: [WeakRecognizer] = []
    /// Where the recognizer's touches last were, in window coordinates, and their window.
    private var lastTouchLocations: [CGPoint] = []
    private weak var lastWindow: UIWindow?

    /// A recognizer that sends `action` to `target` on each change of state but failure.
    ///
    /// Write `Selector(ViewController.handleTap(_:))` where iOS code writes
    /// `#selector(handleTap(_:))` (see `Selector`). Either may be nil: add targets later.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer with no target yet.
    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    // MARK: Targets

    /// Adds a target and action; adding the same pair twice keeps one. The target is not retained.
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targets.contains(where: { $0.object === object && $0.action == action }) else { return }
        targets.append(Target(object: object, action: action))
    }

    /// Removes a target and action; a nil target or action matches every one.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { entry in
            (object == nil || entry.object === object) && (action == nil || entry.action == action)
        }
    }

    private func sendActions() {
        for target in targets {
            guard let object = target.object else { continue }
            target.action.perform(on: object, with: self)
        }
    }

    // MARK: State

    /// The recognizer's state; subclasses set it as the gesture goes on.
    ///
    /// A transition the recognizer cannot make is coerced as UIKit coerces it (`.changed` from
    /// `.possible` becomes `.began`; `.failed` once begun becomes `.cancelled`), and a finished
    /// recognizer that is set to another state before its reset traps (`GestureStateMachine`).
    /// Leaving `.possible` is up to the arbiter: the delegate, the recognizers this one must
    /// wait for and those that have already recognized may hold it back or make it fail.
    open var state: State {
        get { publishedState }
        set {
            switch GestureStateMachine.outcome(from: state, setting: newValue) {
            case .unchanged:
                return
            case let .illegal(reason):
                preconditionFailure("\(type(of: self)).state: cannot go from \(state) to \(newValue): \(reason)")
            case let .transition(next):
                if environment == nil, let environment = view?.window?.gestureEnvironment {
                    environment.activate(self)
                }
                if let environment {
                    environment.request(self, next)
                } else {
                    didTransition(to: next)
                }
            }
        }
    }

    /// Called by the environment when the arbiter moved the recognizer to `state`: the state
    /// app code sees changes, and the targets hear of it.
    func didTransition(to state: State) {
        publishedState = state
        if state != .failed { sendActions() }
    }

    /// Called by the environment when the arbiter reset the recognizer.
    func didReset() {
        environment = nil
        publishedState = .possible
        reset()
    }

    // MARK: Properties

    /// The object that decides what the recognizer may do; not retained.
    open weak var delegate: UIGestureRecognizerDelegate?

    /// Whether the recognizer takes touches. Disabling one that is recognizing cancels it;
    /// disabling one that is undecided makes it fail.
    open var isEnabled = true {
        didSet {
            guard oldValue != isEnabled, !isEnabled else { return }
            environment?.withdraw(self)
        }
    }

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?

    /// Whether the view gets `touchesCancelled` for the touches of a recognized gesture: true.
    open var cancelsTouchesInView = true { didSet { environment?.optionsDidChange(of: self) } }

    /// Whether the view's `touchesBegan` waits until the recognizer fails: false.
    open var delaysTouchesBegan = false { didSet { environment?.optionsDidChange(of: self) } }

    /// Whether the view's `touchesEnded` waits until the recognizer fails: true.
    open var delaysTouchesEnded = true { didSet { environment?.optionsDidChange(of: self) } }

    /// A name for the recognizer, for debugging.
    open var name: String?

    var arbiterOptions: GestureArbiter.Options {
        .init(cancelsTouchesInView: cancelsTouchesInView, delaysTouchesBegan: delaysTouchesBegan,
              delaysTouchesEnded: delaysTouchesEnded)
    }

    /// Makes this recognizer wait, undecided, until `otherGestureRecognizer` fails; if the other
    /// recognizes, this one fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        requiredToFail.removeAll { $0.recognizer == nil }
        guard !requiredToFail.contains(where: { $0.recognizer === otherGestureRecognizer }) else { return }
        requiredToFail.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        requiredToFail.contains { $0.recognizer === other }
    }

    // MARK: Touches

    /// The recognizer's touches that are down, in the order they began.
    var trackedTouches: [UITouch] { environment?.touches(of: self) ?? [] }

    /// How many touches the recognizer is tracking.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (the window's when nil);
    /// after they end, where they last were.
    open func location(in view: UIView?) -> CGPoint {
        let points = currentTouchLocations
        guard !points.isEmpty else { return .zero }
        return convert(Self.centroid(of: points), to: view)
    }

    /// The location of one of the recognizer's touches in `view`'s coordinates.
    ///
    /// Traps when `touchIndex` is not below `numberOfTouches`, as UIKit raises.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let points = currentTouchLocations
        precondition(touchIndex >= 0 && touchIndex < points.count,
                     "-[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(points.count)).")
        return convert(points[touchIndex], to: view)
    }

    /// The window locations of the touches, remembered for after they end.
    private var currentTouchLocations: [CGPoint] {
        let points = trackedWindowLocations
        return points.isEmpty ? lastTouchLocations : points
    }

    /// Remembers where the touches are; the environment calls it after each delivery.
    func rememberTouchLocations() {
        let touches = trackedTouches
        guard let first = touches.first else { return }
        lastTouchLocations = touches.map(\.locationInWindow)
        lastWindow = first.window
    }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        Self.convert(point, from: lastWindow ?? touchWindow, to: view)
    }

    // MARK: Subclassing

    /// Called when touches of the recognizer begin; subclasses look at them and set `state`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when touches of the recognizer move.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when touches of the recognizer end.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when touches of the recognizer are cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called once the recognizer is back in `.possible` after a gesture, for subclasses to
    /// clear what they tracked.
    open func reset() {}

    /// Stops the recognizer from seeing `touch`; the touch's view no longer waits for it.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        environment?.ignore(touch, by: self)
    }

    /// Whether this recognizer, by recognizing, may make `preventedGestureRecognizer` fail: true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, by recognizing, may make this one fail: true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail: false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail: false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// The recognizer's class, state, name and view, as UIKit describes it.
    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            var text = "<\(type(of: self)): state = \(state)"
            if let name { text += ", name = \(name)" }
            if let view { text += ", view = <\(type(of: view))>" }
            return text + ">"
        }
    }

    // MARK: Time

    /// Runs `work` after `delay` seconds of the device clock, unless cancelled first: the
    /// timeouts of the built-in recognizers. Nil when the recognizer's view is on no device.
    final func schedule(after delay: TimeInterval, label: String, _ work: @escaping @MainActor () -> Void) -> CAScheduledWork? {
        guard let host = view?.layer.hostContext else { return nil }
        return host.schedule(at: host.mediaTime + delay, label: "\(type(of: self)): \(label)", work)
    }
}

private struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
