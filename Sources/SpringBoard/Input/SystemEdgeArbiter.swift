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
///   grabber tongue on that edge, or, at the bottom with the home indicator auto-hidden, only
///   brings the indicator back. Either arms the edge: the next swipe from it within
///   `tongueLifetime` is the system's, as on an edge that is not deferred. The tongue is dismissed
///   when that time is up (a `tick`), or when the pull it led to begins.
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
        /// The auto-hidden home indicator comes back.
        case showHomeIndicator
        /// The system takes the finger for `gesture`: the app's touch is cancelled, and the pull starts at the point.
        case beginPull(finger: Int, SystemEdgeGesture, at: CGPoint)
        /// The pull follows the finger.
        case movePull(finger: Int, to: CGPoint)
        /// The finger lifted (or was cancelled): the pull completes (the overlay opens, or Home) or goes back.
        case endPull(finger: Int, SystemEdgeGesture, completes: Bool)
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

    /// What the system is doing with a watched finger.
    private enum Watch: Equatable {
        /// Not decided yet: the finger went down at `start` on `edge`.
        case watching(edge: UIRectEdge, gesture: SystemEdgeGesture, start: CGPoint, deferred: Bool, bringsIndicatorBack: Bool)
        /// The system's pull; the finger was last at `last` at `time`.
        case pulling(edge: UIRectEdge, gesture: SystemEdgeGesture, start: CGPoint, last: CGPoint, time: TimeInterval,
                     speed: CGFloat)
        /// Decided for the app: the system does nothing more with it.
        case app
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
                    fingers[finger] = .pulling(edge: edge, gesture: gesture, start: start, last: point, time: time, speed: 0)
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
                return actions + [bringsIndicatorBack ? .showHomeIndicator : .presentTongue(edge)]
            case let .pulling(edge, gesture, start, last, lastTime, _):
                let elapsed = time - lastTime
                let speed = elapsed > 0 ? Self.travel(from: last, to: point, edge: edge) / CGFloat(elapsed) : 0
                fingers[finger] = .pulling(edge: edge, gesture: gesture, start: start, last: point, time: time, speed: speed)
                return [.movePull(finger: finger, to: point)]
            case .app, nil:
                return []
            }
        case let .up(finger, point, _):
            guard case let .pulling(edge, gesture, start, _, _, speed) = fingers.removeValue(forKey: finger) else { return [] }
            let completes = Self.travel(from: start, to: point, edge: edge) >= Self.completionTravel || speed >= Self.completionSpeed
            return [.endPull(finger: finger, gesture, completes: completes)]
        case let .cancel(finger):
            guard case let .pulling(_, gesture, _, _, _, _) = fingers.removeValue(forKey: finger) else { return [] }
            return [.endPull(finger: finger, gesture, completes: false)]
        case let .tick(time):
            guard let first = armed, time - first.since >= Self.tongueLifetime else { return [] }
            armed = nil
            return first.showsTongue ? [.dismissTongue(first.edge)] : []
        }
    }

    /// How far `point` lies from `start` away from `edge`, into the screen (negative towards it).
    private static func travel(from start: CGPoint, to point: CGPoint, edge: UIRectEdge) -> CGFloat {
        edge == .top ? point.y - start.y : start.y - point.y
    }
}
