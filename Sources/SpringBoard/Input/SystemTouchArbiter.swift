import Foundation
@_spi(SpringBoard) import UIKit

/// What the system does with each finger: a value-type policy that takes finger records and
/// system events and returns what the device must do.
///
/// A finger's owner is decided when it goes down, from the system's state at that moment, and
/// holds until it lifts:
/// - while the home screen shows, every finger is the home screen's;
/// - while no app is in the foreground (before launch), fingers belong to nobody;
/// - a finger that goes down in the visible status bar is a status-bar touch of the app;
/// - any other finger is the app's.
/// When the system takes the app's fingers (`systemTookAppTouches`: Home pressed, the app
/// leaving the foreground, a system overlay), their touches are cancelled in the app, once, and
/// the fingers belong to the system until they lift: the app hears nothing more of them.
///
/// Later system gestures (screen edges) extend this machine: a new `Owner` for a finger the
/// system is still watching, and new `Action` cases; every `switch` over them is exhaustive, so
/// the compiler lists each place that must decide.
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
    }

    enum Event: Equatable {
        /// A finger's record, with the system's state when it arrives.
        case finger(FingerRecord, SystemState)
        /// The system takes every finger of the app away at `timestamp`; `fingersDown` are the
        /// fingers on the glass now, including any whose records the machine has not seen yet
        /// (the device drops those records).
        case systemTookAppTouches(timestamp: TimeInterval, fingersDown: Set<Int>)
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
    }

    /// Who a finger that is down belongs to.
    enum Owner: Equatable {
        case app, statusBar, homeScreen
        /// Nobody hears of the finger until it lifts (taken from the app, or down with no app).
        case system
    }

    /// The owner of each finger that is down.
    private(set) var owners: [Int: Owner] = [:]

    /// The actions for `event`; the owners move on.
    mutating func handle(_ event: Event) -> [Action] {
        switch event {
        case let .finger(record, state):
            return route(record, state)
        case let .systemTookAppTouches(timestamp, fingersDown):
            let taken = owners.filter { $0.value == .app || $0.value == .statusBar }.keys.sorted()
            for finger in taken { owners[finger] = .system }
            for finger in fingersDown where owners[finger] == nil { owners[finger] = .system }
            for finger in Array(owners.keys) where !fingersDown.contains(finger) { owners[finger] = nil }
            return taken.isEmpty ? [] : [.cancelInApp(fingers: taken, timestamp: timestamp)]
        }
    }

    private mutating func route(_ record: FingerRecord, _ state: SystemState) -> [Action] {
        let owner: Owner
        switch record.kind {
        case .down:
            owner = Self.owner(forFingerDownAt: record.location, in: state)
            owners[record.finger] = owner
        case .move:
            guard let current = owners[record.finger] else { return [] }
            owner = current
        case .up, .cancel:
            guard let current = owners.removeValue(forKey: record.finger) else { return [] }
            owner = current
        }
        switch owner {
        case .app: return [.forwardToApp(record)]
        case .statusBar: return [.statusBarEvent(record)]
        case .homeScreen: return [.homeScreen(record)]
        case .system: return []
        }
    }

    /// Who a finger going down at `point` belongs to, in `state`.
    static func owner(forFingerDownAt point: CGPoint, in state: SystemState) -> Owner {
        if state.isHomeScreenShown { return .homeScreen }
        guard state.isAppInForeground else { return .system }
        return state.statusBarFrame.contains(point) ? .statusBar : .app
    }
}
