import Foundation
@_spi(SpringBoard) import UIKit

/// What the system does with each finger: a value-type policy that takes finger records and
/// system events and returns what the device must do.
///
/// A finger's owner is decided when it goes down, from the system's state at that moment, and
/// holds until it lifts:
/// - while the home screen shows, every finger is the home screen's;
/// - while no app is in the foreground (before launch), fingers belong to nobody;
/// - while a system overlay is open, or the app switcher shows, every finger is the overlay's;
/// - a finger that goes down in the visible status bar is a status-bar touch of the app;
/// - any other finger is the app's.
/// When the system takes the app's fingers (`systemTookAppTouches`: Home pressed, the app
/// leaving the foreground, a system overlay), their touches are cancelled in the app, once, and
/// the fingers belong to the system until they lift: the app hears nothing more of them.
///
/// The app's and the status bar's fingers also go to `SystemEdgeArbiter`, which watches those
/// that went down on a screen edge. When it begins a pull with one, the finger's touch is
/// cancelled in the app, once, and the finger becomes the pull's (`systemPull`): its records
/// drive the pull and reach the app no more. A pull under way when the system takes the app's
/// fingers goes back.
struct SystemTouchArbiter: Equatable {
    typealias FingerRecord = UITouchDispatcher.FingerRecord

    /// What the system looks like when a finger goes down.
    struct SystemState: Equatable {
        /// Whether the home screen is showing.
        var isHomeScreenShown: Bool
        /// The status bar's frame in screen points; `.zero` while it is hidden.
        var statusBarFrame: CGRect
        /// Whether an app is running in the foreground.
        var isAppInForeground: Bool
        /// What the system's edge pulls depend on; nil where there are none to watch for.
        var edges: SystemEdgeArbiter.Context? = nil
        /// Whether a system overlay (Control Center, Notification Center, the app switcher) covers the app.
        var isOverlayShown = false
    }

    enum Event: Equatable {
        /// A finger's record, with the system's state when it arrives.
        case finger(FingerRecord, SystemState)
        /// The system takes every finger of the app away at `timestamp`; `fingersDown` are the
        /// fingers on the glass now, including any whose records the machine has not seen yet
        /// (the device drops those records).
        case systemTookAppTouches(timestamp: TimeInterval, fingersDown: Set<Int>)
        /// Time passes (a frame): the edge pulls' timers fire.
        case tick(time: TimeInterval)
    }

    enum Action: Equatable {
        /// Give the record to the app's windows.
        case forwardToApp(FingerRecord)
        /// Give the record to the app as a status-bar touch.
        case statusBarEvent(FingerRecord)
        /// Give the record to the home screen.
        case homeScreen(FingerRecord)
        /// Cancel these fingers' touches in the app, in one go.
        case cancelInApp(fingers: [Int], timestamp: TimeInterval)
        /// What the system does at a screen edge: the tongue, the home indicator, a pull.
        case edge(SystemEdgeArbiter.Action)
        /// Give the record to the open system overlay.
        case overlay(FingerRecord)
    }

    /// Who a finger that is down belongs to.
    enum Owner: Equatable {
        case app, statusBar, homeScreen
        /// Nobody hears of the finger until it lifts (taken from the app, or down with no app).
        case system
        /// The finger drives a system pull from a screen edge; the app hears nothing more of it.
        case systemPull
        /// The finger went down on an open system overlay or the app switcher.
        case overlay
    }

    /// The owner of each finger that is down.
    private(set) var owners: [Int: Owner] = [:]
    /// The system's watch over fingers on the screen's edges.
    private(set) var edges = SystemEdgeArbiter()

    /// The actions for `event`; the owners move on.
    mutating func handle(_ event: Event) -> [Action] {
        switch event {
        case let .finger(record, state):
            return route(record, state)
        case let .systemTookAppTouches(timestamp, fingersDown):
            let taken = owners.filter { $0.value == .app || $0.value == .statusBar }.keys.sorted()
            let pulling = owners.filter { $0.value == .systemPull }.keys.sorted()
            var actions: [Action] = []
            // The edge machine forgets the taken fingers, and the pulls go back.
            for finger in taken + pulling { actions += edges.handle(.cancel(finger: finger)).map(Action.edge) }
            for finger in taken + pulling { owners[finger] = .system }
            for finger in fingersDown where owners[finger] == nil { owners[finger] = .system }
            for finger in Array(owners.keys) where !fingersDown.contains(finger) { owners[finger] = nil }
            return (taken.isEmpty ? [] : [.cancelInApp(fingers: taken, timestamp: timestamp)]) + actions
        case let .tick(time):
            return edges.handle(.tick(time: time)).map(Action.edge)
        }
    }

    private mutating func route(_ record: FingerRecord, _ state: SystemState) -> [Action] {
        let owner: Owner
        var edgeActions: [SystemEdgeArbiter.Action] = []
        switch record.kind {
        case .down:
            owner = Self.owner(forFingerDownAt: record.location, in: state)
            owners[record.finger] = owner
            if owner == .app || owner == .statusBar, let context = state.edges {
                edgeActions = edges.handle(.down(finger: record.finger, at: record.location, time: record.timestamp, context))
            }
        case .move:
            guard let current = owners[record.finger] else { return [] }
            owner = current
            if Self.isWatched(owner) {
                edgeActions = edges.handle(.move(finger: record.finger, to: record.location, time: record.timestamp))
            }
        case .up, .cancel:
            guard let current = owners.removeValue(forKey: record.finger) else { return [] }
            owner = current
            if Self.isWatched(owner) {
                edgeActions = edges.handle(record.kind == .up ? .up(finger: record.finger, at: record.location, time: record.timestamp)
                                                              : .cancel(finger: record.finger))
            }
        }
        let edge = edgeActions.map(Action.edge)
        if owner != .systemPull, edges.isPulling(record.finger) {
            // The system took the finger for a pull: the app's touch ends here, cancelled.
            owners[record.finger] = .systemPull
            return [.cancelInApp(fingers: [record.finger], timestamp: record.timestamp)] + edge
        }
        switch owner {
        case .app: return [.forwardToApp(record)] + edge
        case .statusBar: return [.statusBarEvent(record)] + edge
        case .homeScreen: return [.homeScreen(record)]
        case .system: return []
        case .systemPull: return edge
        case .overlay: return [.overlay(record)]
        }
    }

    /// Whether the edge machine hears the records of a finger with this owner.
    private static func isWatched(_ owner: Owner) -> Bool {
        switch owner {
        case .app, .statusBar, .systemPull: true
        case .homeScreen, .system, .overlay: false
        }
    }

    /// Who a finger going down at `point` belongs to, in `state`.
    static func owner(forFingerDownAt point: CGPoint, in state: SystemState) -> Owner {
        if state.isHomeScreenShown { return .homeScreen }
        guard state.isAppInForeground else { return .system }
        if state.isOverlayShown { return .overlay }
        return state.statusBarFrame.contains(point) ? .statusBar : .app
    }
}
