import Foundation
import Logging
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The one port through which the system hands an app its raw finger input, and the owner of
/// everything touch-side: `UITouch` objects, tap counts, the choice of window, and events.
///
/// The system (SpringBoard) decides what each finger is for and passes the app's fingers here
/// as value records in screen points: `receive(_:for:)` during its input phase, then
/// `dispatchFrame()` once at the phase's end. The dispatcher then, in the order the records
/// arrived:
/// - creates a `UITouch` when a finger goes down, with its tap count, in the frontmost visible
///   window whose hit test finds a view there, bound to that view for the rest of its life (a
///   finger that finds no window has no touch, and its later records are dropped);
/// - coalesces the frame's records into as few events as order allows: every finger that changed
///   goes into one `UIEvent`, with every other touch of the app `.stationary` in it, and a
///   finger's consecutive moves become one `.moved` whose states `coalescedTouches(for:)`
///   lists. A finger that changes phase again (down then up in one frame) starts a new event,
///   so no phase is ever skipped;
/// - sends each event through `UIApplication.sendEvent(_:)`.
/// A status-bar finger becomes a touch with no window and travels alone, in status-bar events
/// (`UIEvent.statusBarTouch`), one per phase with its moves coalesced likewise.
///
/// `cancelTouches(ofFingers:timestamp:)` is how the system takes fingers away (Home, the app
/// leaving the foreground, a system gesture): their touches get `.cancelled` at once, through
/// the same pipeline, exactly once; records of theirs still waiting are dropped.
///
/// The `touches` diagnostic logger (`OPENUIKIT_LOG=touches=debug`) reports each routing
/// decision: the window and view a touch began on, fingers that found no view, lifts and
/// cancellations; `trace` adds each frame's moves.
@_spi(SpringBoard) @MainActor public final class UITouchDispatcher {
    /// One report of one finger from the touchscreen.
    public struct FingerRecord: Equatable, Sendable {
        /// What the finger did.
        public enum Kind: Equatable, Sendable { case down, move, up, cancel }

        /// The finger's number, unique among the fingers down at once.
        public var finger: Int
        public var kind: Kind
        /// Where the finger is, in screen points; for `.up` and `.cancel`, where it last was.
        public var location: CGPoint
        /// When the finger did it, in seconds of the device's clock.
        public var timestamp: TimeInterval

        public init(finger: Int, kind: Kind, location: CGPoint, timestamp: TimeInterval) {
            self.finger = finger
            self.kind = kind
            self.location = location
            self.timestamp = timestamp
        }
    }

    /// Where the system sends a finger's records.
    public enum Destination: Equatable, Sendable {
        /// The app's windows: an ordinary touch.
        case windows
        /// The status bar: the app gets status-bar events.
        case statusBar
    }

    private struct Finger {
        let touch: UITouch
        let destination: Destination
        /// Where the finger last was, in screen points (for the tap counter).
        var screenLocation: CGPoint
    }

    /// The changes of one event under construction: each finger's records, fingers in order.
    private struct Batch {
        var destination: Destination
        var fingers: [Int] = []
        var records: [Int: [FingerRecord]] = [:]
    }

    private unowned let application: UIApplication
    private var pending: [(record: FingerRecord, destination: Destination)] = []
    /// The destination of each finger whose latest `.down` waits in `pending`: a finger that
    /// lifted and went down again since the last dispatch has its new destination here.
    private var pendingDownDestinations: [Int: Destination] = [:]
    private var fingers: [Int: Finger] = [:]
    /// Window fingers, in the order they went down (the order of an event's touches).
    private var windowOrder: [Int] = []
    /// Fingers whose touch-down found no window; their records are dropped until they lift.
    private var unrouted: Set<Int> = []
    private var tapCounter = TapCounter()
    /// The deadline work that closes the tap-count window of the last lift.
    private var tapWindow: CAScheduledWork?

    init(application: UIApplication) {
        self.application = application
    }

    /// Whether a touch is alive, a record waits for `dispatchFrame()`, or a view still waits
    /// for a message of a finished touch that a gesture recognizer holds back.
    public var hasTouches: Bool { !fingers.isEmpty || !pending.isEmpty || application.gestureEnvironment.hasHeldTouches }

    /// How many records wait for `dispatchFrame()`.
    public var pendingRecordCount: Int { pending.count }

    /// Queues a record of a finger the system sends to `destination`, for this frame's dispatch.
    ///
    /// A finger keeps the destination of its latest `.down` record, whether that waits for this
    /// frame's dispatch or was dispatched before (a finger may lift from the status bar and go
    /// down in a window within one frame); passing another one for its later records traps.
    public func receive(_ record: FingerRecord, for destination: Destination) {
        if record.kind == .down {
            pendingDownDestinations[record.finger] = destination
        } else if let current = pendingDownDestinations[record.finger] ?? fingers[record.finger]?.destination {
            precondition(current == destination,
                         "UITouchDispatcher: finger \(record.finger) went down for \(current), not \(destination)")
        }
        pending.append((record, destination))
    }

    /// Delivers the records received since the last dispatch, as events, in arrival order: the
    /// end of the frame's input phase.
    public func dispatchFrame() {
        guard !pending.isEmpty else { return }
        let records = pending
        pending.removeAll()
        pendingDownDestinations.removeAll()
        for batch in batches(of: records) {
            switch batch.destination {
            case .windows: deliverWindowBatch(batch)
            case .statusBar: deliverStatusBarBatch(batch)
            }
        }
    }

    /// Cancels the touches of `cancelled` fingers now, as the system does when it takes them
    /// away: window touches in one event (the app's other touches `.stationary`), each
    /// status-bar touch in its own status-bar event.
    ///
    /// Records of these fingers that wait for dispatch are dropped; a finger whose touch-down
    /// never reached the app is forgotten without an event. Fingers with no touch are ignored,
    /// so cancelling twice delivers one cancellation.
    public func cancelTouches(ofFingers cancelled: [Int], timestamp: TimeInterval) {
        let set = Set(cancelled)
        DiagnosticLogging.logger(.touches)?.debug("the system cancels the touches of fingers \(cancelled.sorted())")
        pending.removeAll { set.contains($0.record.finger) }
        for finger in set { pendingDownDestinations[finger] = nil }
        unrouted.subtract(set)
        let windowFingers = windowOrder.filter { set.contains($0) }
        if !windowFingers.isEmpty {
            let event = UIEvent(touches: [], timestamp: timestamp)
            for finger in windowOrder {
                guard let entry = fingers[finger] else { continue }
                if set.contains(finger) {
                    entry.touch.update(phase: .cancelled, timestamp: timestamp)
                } else {
                    entry.touch.update(phase: .stationary, timestamp: entry.touch.timestamp)
                }
            }
            event.touches = windowOrder.compactMap { fingers[$0]?.touch }
            application.sendEvent(event)
            for finger in windowFingers { lift(finger, at: timestamp) }
        }
        for finger in cancelled.sorted() {
            guard let entry = fingers[finger], entry.destination == .statusBar else { continue }
            entry.touch.update(phase: .cancelled, timestamp: timestamp)
            application.sendEvent(UIEvent(statusBarTouch: entry.touch))
            lift(finger, at: timestamp)
        }
    }

    // MARK: Coalescing

    /// Splits the frame's records into events: a record joins the latest event of its
    /// destination unless its finger already changed there, where a move after a move is
    /// coalesced and any other change starts a new event.
    private func batches(of records: [(record: FingerRecord, destination: Destination)]) -> [Batch] {
        var batches: [Batch] = []
        var latestWindowBatch: Int?
        var latestStatusBarBatch: [Int: Int] = [:]
        for (record, destination) in records {
            let finger = record.finger
            let latest = destination == .windows ? latestWindowBatch : latestStatusBarBatch[finger]
            if let index = latest {
                if let previous = batches[index].records[finger] {
                    if previous.last!.kind == .move && record.kind == .move {
                        batches[index].records[finger]!.append(record)
                        continue
                    }
                } else {
                    batches[index].fingers.append(finger)
                    batches[index].records[finger] = [record]
                    continue
                }
            }
            var batch = Batch(destination: destination)
            batch.fingers = [finger]
            batch.records[finger] = [record]
            batches.append(batch)
            switch destination {
            case .windows: latestWindowBatch = batches.count - 1
            case .statusBar: latestStatusBarBatch[finger] = batches.count - 1
            }
        }
        return batches
    }

    // MARK: Delivery

    private func deliverWindowBatch(_ batch: Batch) {
        let event = UIEvent(touches: [], timestamp: batch.records.values.map { $0.last!.timestamp }.max()!)
        var changed: Set<Int> = []
        var lifted: [Int] = []
        for finger in batch.fingers {
            let records = batch.records[finger]!
            let first = records[0]
            switch first.kind {
            case .down:
                guard begin(first, with: event) else { continue }
            case .move:
                guard let entry = fingers[finger] else { continue }
                DiagnosticLogging.logger(.touches)?.trace("finger \(finger) moved to \(DiagnosticLogging.format(records.last!.location)) (\(records.count) coalesced)")
                event.coalescedSamples[ObjectIdentifier(entry.touch)] = move(finger, through: records)
            case .up, .cancel:
                if unrouted.remove(finger) != nil {
                    DiagnosticLogging.logger(.touches)?.debug("finger \(finger) lifted; it had found no view, so the app heard nothing of it")
                    continue
                }
                guard let entry = fingers[finger] else { continue }
                DiagnosticLogging.logger(.touches)?.debug(
                    "touch \(first.kind == .up ? "ended" : "cancelled"): finger \(finger) on \(entry.touch.view.map { $0.description } ?? "no view")")
                entry.touch.update(phase: first.kind == .up ? .ended : .cancelled, timestamp: first.timestamp)
                lifted.append(finger)
            }
            changed.insert(finger)
        }
        guard !changed.isEmpty else { return }
        for finger in windowOrder where !changed.contains(finger) {
            guard let touch = fingers[finger]?.touch else { continue }
            touch.update(phase: .stationary, timestamp: touch.timestamp)
        }
        event.touches = windowOrder.compactMap { fingers[$0]?.touch }
        application.sendEvent(event)
        for finger in lifted { lift(finger, at: fingers[finger]!.touch.timestamp) }
    }

    /// Creates the touch of a finger that went down, in the window and view it hits; false
    /// when no window has a view there.
    private func begin(_ record: FingerRecord, with event: UIEvent) -> Bool {
        guard let (window, view) = application.touchTarget(atScreenPoint: record.location, with: event) else {
            DiagnosticLogging.logger(.touches)?.debug(
                "finger \(record.finger) went down at \(DiagnosticLogging.format(record.location)), where no visible window has a view that takes touches; it is ignored until it lifts")
            unrouted.insert(record.finger)
            return false
        }
        let touch = UITouch(location: window.convertFromScreenToWindow(record.location), window: window, view: view,
                            timestamp: record.timestamp,
                            tapCount: tapCounter.count(forTouchDownAt: record.location, time: record.timestamp))
        DiagnosticLogging.logger(.touches)?.debug(
            "touch began: finger \(record.finger) at \(DiagnosticLogging.format(record.location)) hit \(view) in \(window), tap count \(touch.tapCount)")
        fingers[record.finger] = Finger(touch: touch, destination: .windows, screenLocation: record.location)
        windowOrder.append(record.finger)
        return true
    }

    /// Moves a finger's touch through its coalesced records and returns the states it passed
    /// through; the touch's previous location is where the last event left it.
    private func move(_ finger: Int, through records: [FingerRecord]) -> [UIEvent.TouchSample] {
        let entry = fingers[finger]!
        let touch = entry.touch
        let start = touch.locationInWindow
        var samples: [UIEvent.TouchSample] = []
        samples.reserveCapacity(records.count)
        var previous = start
        for record in records {
            let location = touch.window?.convertFromScreenToWindow(record.location) ?? record.location
            samples.append(.init(location: location, previousLocation: previous, timestamp: record.timestamp, phase: .moved))
            previous = location
        }
        touch.update(location: previous, phase: .moved, timestamp: records.last!.timestamp)
        touch.previousLocationInWindow = start
        fingers[finger]!.screenLocation = records.last!.location
        return samples
    }

    private func deliverStatusBarBatch(_ batch: Batch) {
        let finger = batch.fingers[0]
        let records = batch.records[finger]!
        let first = records[0]
        let touch: UITouch
        var samples: [UIEvent.TouchSample]?
        switch first.kind {
        case .down:
            touch = UITouch(location: first.location, window: nil, view: nil, timestamp: first.timestamp,
                            tapCount: tapCounter.count(forTouchDownAt: first.location, time: first.timestamp))
            DiagnosticLogging.logger(.touches)?.debug(
                "touch began: finger \(finger) at \(DiagnosticLogging.format(first.location)) in the status bar, tap count \(touch.tapCount)")
            fingers[finger] = Finger(touch: touch, destination: .statusBar, screenLocation: first.location)
        case .move:
            guard let entry = fingers[finger] else { return }
            touch = entry.touch
            samples = move(finger, through: records)
        case .up, .cancel:
            guard let entry = fingers[finger] else { return }
            touch = entry.touch
            DiagnosticLogging.logger(.touches)?.debug(
                "touch \(first.kind == .up ? "ended" : "cancelled"): finger \(finger) in the status bar")
            touch.update(phase: first.kind == .up ? .ended : .cancelled, timestamp: first.timestamp)
        }
        let event = UIEvent(statusBarTouch: touch)
        if let samples { event.coalescedSamples[ObjectIdentifier(touch)] = samples }
        application.sendEvent(event)
        if touch.phase == .ended || touch.phase == .cancelled { lift(finger, at: touch.timestamp) }
    }

    /// Forgets a finger whose touch ended or was cancelled, and counts its tap.
    private func lift(_ finger: Int, at time: TimeInterval) {
        guard let entry = fingers.removeValue(forKey: finger) else { return }
        windowOrder.removeAll { $0 == finger }
        tapCounter.recordLift(at: entry.screenLocation, time: time, count: entry.touch.tapCount)
        tapWindow?.cancel()
        tapWindow = application.screen?.host.animationHost.schedule(
            at: time + UIKitConstants.tapCountMaximumInterval, label: "the tap-count window of the last lift", delaysSettling: false
        ) { [weak self] in self?.tapCounter.expire() }
    }
}
