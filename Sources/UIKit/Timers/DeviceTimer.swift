import Foundation
@_spi(UIKit) import _ObjectiveC
@_spi(UIKit) import QuartzCore

/// A `Timer` that fires on a device's clock, through the device's deadline queue: what
/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` returns, and what the
/// source-compatibility plugin makes of Foundation's block and unscheduled timers.
///
/// It behaves as Foundation documents. It fires in the timers phase of the frame its fire date
/// falls in, with the clock at the fire date, and never before. A repeating timer reschedules
/// itself from its fire date, not from when it ran, so it does not drift; a one-shot timer is
/// invalidated after its method returns. Until it is invalidated, the timer is kept alive by its
/// device (as by a run loop) and keeps its target and user info. Like a run-loop timer, it must
/// be used on the main actor (the thread it was scheduled on); touching it elsewhere traps.
///
/// `fireDate` is a calendar date, which app code compares with the current date: reading or setting it
/// converts between the device clock and the wall clock through `WallClock`. Setting it to
/// `Date.distantFuture` parks the timer (valid, but not scheduled) until it is set again.
final class DeviceTimer: Timer {
    /// Foundation's shortest interval: it uses 0.1 ms for an interval of zero or less.
    static let minimumInterval: TimeInterval = 0.0001

    private let interval: TimeInterval
    private let repeats: Bool
    private let state: DeviceTimerState
    /// The user info, read without isolation; cleared on invalidation.
    private var info: Any?

    /// A timer on `host`'s clock that first fires `delay` seconds from now (`interval` when nil)
    /// and calls `action`; it is scheduled at once when `scheduled`, otherwise when it is added to
    /// the main run loop.
    @MainActor init(host: CAHostContext, interval: TimeInterval, delay: TimeInterval? = nil, action: DeviceTimerAction,
                    userInfo: Any?, repeats: Bool, scheduled: Bool) {
        let interval = max(interval, Self.minimumInterval)
        self.interval = interval
        self.repeats = repeats
        info = userInfo
        state = DeviceTimerState(host: host, interval: interval, delay: max(0, delay ?? interval), repeats: repeats, action: action)
        // Foundation's own timer underneath is never added to a run loop, so it never fires.
        super.init(fire: .distantFuture, interval: repeats ? interval : 0, repeats: repeats, block: { _ in })
        state.adopt(self)
        if scheduled { state.schedule() }
    }

    /// Schedules a timer made unscheduled, as adding it to a run loop does; a second add does nothing.
    @MainActor func addToRunLoop() { state.schedule() }

    /// Calls the target's method now: a repeating timer keeps its schedule, a one-shot timer is
    /// invalidated afterwards. Does nothing once the timer is invalid.
    override func fire() {
        MainActor.assumeIsolated { [state] in state.fireNow() }
    }

    /// When the timer fires next, as a calendar date.
    override var fireDate: Date {
        get { MainActor.assumeIsolated { [state] in state.fireDate } }
        set { MainActor.assumeIsolated { [state] in state.fireDate = newValue } }
    }

    /// The interval between firings of a repeating timer; 0 for a one-shot timer.
    override var timeInterval: TimeInterval { repeats ? interval : 0 }

    /// Stops the timer for good and releases its target and user info.
    override func invalidate() {
        MainActor.assumeIsolated { [state] in state.invalidate() }
        info = nil
    }

    /// Whether the timer can still fire.
    override var isValid: Bool { MainActor.assumeIsolated { [state] in state.isValid } }

    /// The user info the timer was created with; nil once it is invalidated.
    override var userInfo: Any? {
        MainActor.preconditionIsolated()
        return info
    }

    override var description: String { MainActor.assumeIsolated { [state] in "<Timer \(state.summary)>" } }
}

/// What a device timer does when it fires: the target-action of the selector forms, or the
/// block of the block forms.
enum DeviceTimerAction {
    case perform(Selector, on: AnyObject)
    case block((Timer) -> Void)
}

/// A `DeviceTimer`'s schedule, isolated to the main actor with the device it runs on.
@MainActor private final class DeviceTimerState {
    private let interval: TimeInterval
    private let repeats: Bool
    /// The device whose clock the timer runs on; a timer outlives its device only as an invalid one.
    private weak var host: CAHostContext?
    /// What firing does; nil once the timer is invalidated, which releases the target or block.
    private var action: DeviceTimerAction?
    /// The timer, kept alive until it is invalidated, as a run loop keeps its timers.
    private var timer: DeviceTimer?
    /// Whether the timer was scheduled, at creation or by being added to the run loop.
    private var started = false
    /// The pending firing, or nil while parked at the distant future or after invalidation.
    private var scheduled: CAScheduledWork?
    /// When the next firing is due on the device clock; infinity while parked.
    private var deadline: CFTimeInterval

    init(host: CAHostContext, interval: TimeInterval, delay: TimeInterval, repeats: Bool, action: DeviceTimerAction) {
        self.host = host
        self.interval = interval
        self.repeats = repeats
        self.action = action
        deadline = host.mediaTime + delay
    }

    func adopt(_ timer: DeviceTimer) { self.timer = timer }

    /// Schedules the first firing, once.
    func schedule() {
        guard !started, isValid else { return }
        started = true
        scheduleNext()
    }

    var isValid: Bool { timer != nil && host != nil }

    func fireNow() {
        guard isValid, let timer else { return }
        perform(timer)
        if !repeats { timer.invalidate() }
    }

    private func perform(_ timer: DeviceTimer) {
        switch action {
        case .perform(let selector, let target)?: selector.perform(on: target, with: timer)
        case .block(let block)?: block(timer)
        case nil: break
        }
    }

    var fireDate: Date {
        get {
            guard let host, deadline.isFinite else { return .distantFuture }
            return WallClock.date(secondsFromNow: deadline - host.mediaTime)
        }
        set {
            guard isValid, let host else { return }
            scheduled?.cancel()
            scheduled = nil
            if let seconds = WallClock.secondsFromNow(until: .date(newValue)) {
                deadline = host.mediaTime + max(0, seconds)
                if started { scheduleNext() }
            } else {
                deadline = .infinity
            }
        }
    }

    func invalidate() {
        scheduled?.cancel()
        scheduled = nil
        action = nil
        timer = nil
    }

    /// What the timer calls, the interval and when the timer fires next.
    var summary: String {
        let due = !started ? "not added to a run loop" : deadline.isInfinite ? "parked" : "next at t=\(deadline)"
        return "\(calls), \(repeats ? "every \(interval) s" : "once"), \(isValid ? due : "invalid")"
    }

    private var calls: String {
        switch action {
        case .perform(let selector, _)?: "\(selector)"
        case .block?: "a block"
        case nil: "nothing"
        }
    }

    private func scheduleNext() {
        guard let host, deadline.isFinite else { return }
        let label = "Timer \(repeats ? "repeating every \(interval) s" : "firing once") calling \(calls)"
        scheduled = host.schedule(at: deadline, label: label) { [weak self] in self?.run() }
    }

    /// The scheduled firing: calls the method, then schedules the next firing one interval after
    /// this one's deadline, unless the method invalidated the timer or moved its fire date.
    private func run() {
        scheduled = nil
        guard isValid, let timer else { return }
        perform(timer)
        guard isValid else { return }
        guard repeats else {
            timer.invalidate()
            return
        }
        // The method moved the fire date (which scheduled a new firing) or parked the timer.
        guard scheduled == nil, deadline.isFinite else { return }
        deadline += interval
        scheduleNext()
    }
}
