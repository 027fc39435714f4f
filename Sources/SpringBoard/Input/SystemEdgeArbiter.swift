import Foundation
@_spi(SpringBoard) import UIKit

/// The system's side of a finger that goes down on a screen edge: a value-type policy that
/// watches it and returns what the system does (reference §3.2, §3.3).
///
/// A finger going down in an edge band where `SystemEdgeRules` offers a pull is watched; the app
/// (or the status bar) gets its records as usual meanwhile. Once the finger has travelled
/// `recognitionTravel` away from the edge:
/// - on an edge the app does not defer, the system takes it: `beginPull`, after which the app's
///   touch must be cancelled and the finger's records drive the pull (`movePull`, then `endPull`,
///   which completes on release after `completionTravel` or a fling);
/// - on a deferred edge the swipe stays the app's, uncancelled, and the system presents the
///   grabber tongue on that edge, or, at the bottom with the home indicator auto-hidden, shows
///   nothing (the touch itself brought the indicator back, `HomeIndicatorPolicy`). Either arms the edge: the next swipe from it within
///   `tongueLifetime` is the system's, as on an edge that is not deferred. The tongue is dismissed
///   when that time is up (a `tick`), or when the pull it led to begins.
///
/// The Home pull also watches for the app switcher's intent: once its finger is `switcherTravel`
/// from the edge and then pauses (moves slower than `pauseSpeed` for `pauseDuration`), the pull
/// shows the intent (`switcherIntent`). A finger that stands still sends no moves, so the pause
/// can also complete on a `tick`; `switcherPauseDeadline` says when one is wanted. Released after
/// the intent, the pull opens the switcher (`openSwitcher`), unless the release flings up (Home,
/// as iOS does at a fast flick) or down, or the finger came back within `completionTravel` of the
/// edge (back to the app).
struct SystemEdgeArbiter: Equatable {
    /// What the system and the app look like when a finger goes down.
    struct Context: Equatable {
        var rules: SystemEdgeRules
        var preferences: UISystemGesturePreferences
        var isStatusBarHidden: Bool
        /// Whether the home indicator has faded out (auto-hidden, after a while without touches).
        var isHomeIndicatorHidden: Bool
    }

    enum Event: Equatable {
        case down(finger: Int, at: CGPoint, time: TimeInterval, Context)
        case move(finger: Int, to: CGPoint, time: TimeInterval)
        case up(finger: Int, at: CGPoint, time: TimeInterval)
        /// The finger's touch was cancelled (the system took the app's fingers for another reason).
        case cancel(finger: Int)
        /// Time passes (a frame): timers fire.
        case tick(time: TimeInterval)
    }

    enum Action: Equatable {
        /// The grabber tongue slides in on the edge.
        case presentTongue(UIRectEdge)
        /// The grabber tongue leaves the edge.
        case dismissTongue(UIRectEdge)
        /// The system takes the finger for `gesture`: the app's touch is cancelled, and the pull starts at the point.
        case beginPull(finger: Int, SystemEdgeGesture, at: CGPoint)
        /// The pull follows the finger.
        case movePull(finger: Int, to: CGPoint)
        /// The finger lifted (or was cancelled): the pull completes (the overlay opens, or Home) or goes back.
        case endPull(finger: Int, SystemEdgeGesture, completes: Bool)
        /// The Home pull's finger paused far enough from the edge: the pull now means the app switcher.
        case switcherIntent(finger: Int)
        /// The finger lifted after the switcher intent, without a fling: the Home pull ends in the app switcher.
        case openSwitcher(finger: Int)
    }

    /// How far a finger travels away from the edge before the system decides: 15 pt, the
    /// hysteresis of an edge swipe (reference §3.4).
    static let recognitionTravel: CGFloat = 15
    /// How far a released pull must have come to complete without a fling: 64 pt (reference §3.2).
    static let completionTravel: CGFloat = 64
    /// The speed away from the edge, in points per second, at which a released pull completes however short.
    static let completionSpeed: CGFloat = 500
    /// How long the tongue stays after it is presented: 2 s (reference §3.2).
    static let tongueLifetime: TimeInterval = 2
    /// How far from the edge the Home pull's finger must be for a pause to mean the app switcher:
    /// 80 pt (my choice, within the 60–100 pt of the issue; the reference has no value).
    static let switcherTravel: CGFloat = 80
    /// The speed, in points per second in any direction, under which the Home pull's finger counts
    /// as pausing: 100 pt/s (my choice).
    static let pauseSpeed: CGFloat = 100
    /// How long the finger must pause for the switcher intent: 0.15 s of device time (my choice).
    /// A finger that has stood still this long before lifting has no speed left to fling with.
    static let pauseDuration: TimeInterval = 0.15

    /// What the system is doing with a watched finger.
    private enum Watch: Equatable {
        /// Not decided yet: the finger went down at `start` on `edge`.
        case watching(edge: UIRectEdge, gesture: SystemEdgeGesture, start: CGPoint, deferred: Bool, bringsIndicatorBack: Bool)
        /// The system's pull.
        case pulling(Pull)
        /// Decided for the app: the system does nothing more with it.
        case app
    }

    /// A pull the system is making with a finger.
    private struct Pull: Equatable {
        var edge: UIRectEdge
        var gesture: SystemEdgeGesture
        /// Where the finger went down.
        var start: CGPoint
        /// Where the finger was last, and when.
        var last: CGPoint
        var time: TimeInterval
        /// The finger's last speed away from the edge, in points per second (negative towards it).
        var speed: CGFloat = 0
        /// Since when the Home pull's finger has been pausing past `switcherTravel`; nil while it
        /// moves faster than `pauseSpeed` or is nearer the edge.
        var pausingSince: TimeInterval?
        /// Whether the Home pull has shown the switcher intent.
        var showsSwitcherIntent = false

        /// How far the finger is from where it went down, away from the edge.
        var travel: CGFloat { SystemEdgeArbiter.travel(from: start, to: last, edge: edge) }

        /// Whether the pull can still turn into the switcher intent by pausing where it is.
        var awaitsPause: Bool { gesture == .home && !showsSwitcherIntent && travel >= SystemEdgeArbiter.switcherTravel }

        /// When the pause would be complete if the finger stayed where it is: it has not moved
        /// since `time`, so it is pausing since then at the latest.
        var pauseDeadline: TimeInterval? {
            awaitsPause ? (pausingSince ?? time) + SystemEdgeArbiter.pauseDuration : nil
        }

        /// Follows the finger to `point` at `now`.
        mutating func move(to point: CGPoint, at now: TimeInterval) {
            let elapsed = now - time
            speed = elapsed > 0 ? SystemEdgeArbiter.travel(from: last, to: point, edge: edge) / CGFloat(elapsed) : 0
            let pace = elapsed > 0 ? hypot(point.x - last.x, point.y - last.y) / CGFloat(elapsed) : 0
            let previous = time
            last = point
            time = now
            pausingSince = awaitsPause && pace < SystemEdgeArbiter.pauseSpeed ? (pausingSince ?? previous) : nil
        }

        /// Shows the switcher intent if the finger has paused long enough by `now`; returns whether it did.
        mutating func completePause(at now: TimeInterval) -> Bool {
            // A small tolerance: a tick scheduled at the deadline comes at that time, give or take rounding.
            guard let deadline = pauseDeadline, now >= deadline - 1e-9 else { return false }
            showsSwitcherIntent = true
            return true
        }
    }

    /// An edge whose next swipe is the system's, after a first swipe the app kept.
    struct Armed: Equatable {
        var edge: UIRectEdge
        /// When the first swipe armed it.
        var since: TimeInterval
        /// Whether the tongue shows on the edge (not when the swipe only brought the home indicator back).
        var showsTongue: Bool
    }

    private var fingers: [Int: Watch] = [:]
    private(set) var armed: Armed?

    /// Whether the system is pulling with the finger (its records are no longer the app's).
    func isPulling(_ finger: Int) -> Bool {
        if case .pulling = fingers[finger] { return true }
        return false
    }

    /// When a `tick` would complete a Home pull's pause if its finger stayed still until then,
    /// the soonest of them; nil while no pull can enter the switcher intent by pausing.
    var switcherPauseDeadline: TimeInterval? {
        fingers.values.compactMap { watch -> TimeInterval? in
            guard case let .pulling(pull) = watch else { return nil }
            return pull.pauseDeadline
        }.min()
    }

    /// The actions for `event`; the fingers and the tongue move on.
    mutating func handle(_ event: Event) -> [Action] {
        switch event {
        case let .down(finger, point, _, context):
            guard let (edge, gesture) = context.rules.gesture(at: point) else { return [] }
            let deferredByApp = context.rules.defers(edge, preferences: context.preferences,
                                                     isStatusBarHidden: context.isStatusBarHidden)
            // A swipe from an armed edge (the tongue shows there) is the second one: the system's.
            let deferred = deferredByApp && armed?.edge != edge
            let bringsIndicatorBack = deferred && edge == .bottom && context.isHomeIndicatorHidden
                && context.preferences.prefersHomeIndicatorAutoHidden
            fingers[finger] = .watching(edge: edge, gesture: gesture, start: point, deferred: deferred,
                                        bringsIndicatorBack: bringsIndicatorBack)
            return []
        case let .move(finger, point, time):
            switch fingers[finger] {
            case let .watching(edge, gesture, start, deferred, bringsIndicatorBack):
                guard Self.travel(from: start, to: point, edge: edge) >= Self.recognitionTravel else { return [] }
                guard deferred else {
                    fingers[finger] = .pulling(Pull(edge: edge, gesture: gesture, start: start, last: point, time: time))
                    var actions: [Action] = []
                    if let first = armed, first.edge == edge {
                        armed = nil
                        if first.showsTongue { actions.append(.dismissTongue(edge)) }
                    }
                    return actions + [.beginPull(finger: finger, gesture, at: point)]
                }
                fingers[finger] = .app
                var actions: [Action] = []
                if let first = armed, first.showsTongue { actions.append(.dismissTongue(first.edge)) }
                armed = Armed(edge: edge, since: time, showsTongue: !bringsIndicatorBack)
                // Bringing the indicator back is the touch's own doing (`HomeIndicatorPolicy`); the tongue is not shown.
                return actions + (bringsIndicatorBack ? [] : [.presentTongue(edge)])
            case var .pulling(pull):
                pull.move(to: point, at: time)
                let paused = pull.completePause(at: time)
                fingers[finger] = .pulling(pull)
                return [.movePull(finger: finger, to: point)] + (paused ? [.switcherIntent(finger: finger)] : [])
            case .app, nil:
                return []
            }
        case let .up(finger, point, time):
            guard case var .pulling(pull) = fingers.removeValue(forKey: finger) else { return [] }
            // A pause that no tick has completed yet (the finger stood still until it lifted) counts.
            let paused = pull.completePause(at: time)
            let intent: [Action] = paused ? [.switcherIntent(finger: finger)] : []
            let speed = time - pull.time >= Self.pauseDuration - 1e-9 ? 0 : pull.speed
            let travel = Self.travel(from: pull.start, to: point, edge: pull.edge)
            guard pull.showsSwitcherIntent else {
                let completes = travel >= Self.completionTravel || speed >= Self.completionSpeed
                return [.endPull(finger: finger, pull.gesture, completes: completes)]
            }
            if speed >= Self.completionSpeed { return intent + [.endPull(finger: finger, .home, completes: true)] }
            if speed <= -Self.completionSpeed || travel < Self.completionTravel {
                return intent + [.endPull(finger: finger, .home, completes: false)]
            }
            return intent + [.openSwitcher(finger: finger)]
        case let .cancel(finger):
            guard case let .pulling(pull) = fingers.removeValue(forKey: finger) else { return [] }
            return [.endPull(finger: finger, pull.gesture, completes: false)]
        case let .tick(time):
            var actions: [Action] = []
            for finger in fingers.keys.sorted() {
                guard case var .pulling(pull) = fingers[finger], pull.completePause(at: time) else { continue }
                fingers[finger] = .pulling(pull)
                actions.append(.switcherIntent(finger: finger))
            }
            guard let first = armed, time - first.since >= Self.tongueLifetime else { return actions }
            armed = nil
            return actions + (first.showsTongue ? [.dismissTongue(first.edge)] : [])
        }
    }

    /// How far `point` lies from `start` away from `edge`, into the screen (negative towards it).
    fileprivate static func travel(from start: CGPoint, to point: CGPoint, edge: UIRectEdge) -> CGFloat {
        edge == .top ? point.y - start.y : start.y - point.y
    }
}
