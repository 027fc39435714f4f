import Foundation

/// The per-device state of Core Animation: the device clock, the frame loop and its deadline
/// queue, transactions, and the registries of animating layers, layers to display and display
/// links.
///
/// SpringBoard's `Device` owns one, and every test fixture makes its own. Layers reach the
/// context of the tree they belong to (`CALayer.hostContext`); `current` remains only for the
/// APIs that have no receiver (`CACurrentMediaTime()`, `CATransaction`, and UIKit's
/// `UIApplication.shared` and `UIScreen.main`). The clock moves only through `runFrame(at:)`,
/// `runScheduledWork(through:)` and `setMediaTime(_:)`: the host never reads the wall clock.
@_spi(UIKit) @_spi(SpringBoard) @MainActor public final class CAHostContext {
    /// The context of the device that is running now.
    public private(set) static var current: CAHostContext?

    /// The device clock, in seconds since the device booted.
    public private(set) var mediaTime: CFTimeInterval
    /// The display's refresh interval, reported to display links.
    public var frameInterval: CFTimeInterval
    /// How many times slower than their timing says the animations added from now on run: 1, or
    /// more with Simulator's Slow Animations (its drag coefficient). An animation keeps the
    /// pace it was added with; its delay stretches too, and its delegate and completion hear of
    /// its end when it really ends. Timers and other deadline work keep the device clock's pace.
    @_spi(SpringBoard) public var animationDragCoefficient: Double = 1 {
        didSet {
            precondition(animationDragCoefficient >= 1 && animationDragCoefficient.isFinite,
                         "CAHostContext.animationDragCoefficient: \(animationDragCoefficient) is not a finite factor of at least 1")
        }
    }

    var transactionStack: [CATransaction.Frame] = []
    private var animatingLayers: [CALayer] = []
    private var layersNeedingDisplay: [CALayer] = []
    var displayLinks: [CADisplayLink] = []
    private var callbacks: [(label: String, block: () -> Void)] = []

    private struct PhaseWork {
        let phase: CAFramePhase
        let name: String
        let work: @MainActor (CFTimeInterval) -> Void
    }
    private var phaseWork: [PhaseWork] = []
    /// Pending deadline work, soonest first (by deadline, then insertion).
    private var scheduled: [CAScheduledWork] = []
    /// Called after work joins the deadline queue, so that a host sleeping while the device is
    /// idle (the live simulator) can wake up to wait for it.
    public var onSchedule: (() -> Void)?
    private var nextSequence = 0

    /// A context whose clock starts at `startTime`, with Core Animation's own phases
    /// (timers, animations, display, commit) registered.
    public init(frameInterval: CFTimeInterval = QuartzCoreConstants.defaultFrameInterval, startTime: CFTimeInterval = 0) {
        self.frameInterval = frameInterval
        mediaTime = startTime
        register(.timers, name: "deadline queue") { [unowned self] time in runScheduledWork(through: time) }
        register(.timers, name: "display links") { [unowned self] time in runDisplayLinks(at: time) }
        register(.animations, name: "animations") { [unowned self] time in evaluateAnimations(at: time) }
        register(.display, name: "display") { [unowned self] _ in displayLayers() }
        register(.commit, name: "commit") { [unowned self] _ in commit() }
    }

    /// Lets go of the running animations when the context goes away with its device, as the end
    /// of an app's process would.
    ///
    /// A running animation holds its delegate and its transaction's completion block, which
    /// usually hold the animated view, which holds the layer: a cycle that only the animation's
    /// end breaks. Each layer this context animates drops its animations here, with no delegate
    /// call and no completion, so an app torn down mid-animation is freed with its device.
    isolated deinit {
        for layer in animatingLayers { layer.abandonAnimations() }
    }

    /// Makes this the context that APIs without a receiver use from now on.
    public func makeCurrent() { Self.current = self }

    /// Clears the current context if it is this one.
    public func resignCurrent() { if Self.current === self { Self.current = nil } }

    /// Sets the clock without running a frame or any deadline work.
    ///
    /// For test fixtures that read presentation values at chosen instants (earlier ones
    /// included); the frame loop itself only ever moves the clock forward.
    public func setMediaTime(_ time: CFTimeInterval) {
        mediaTime = time
    }

    // MARK: The frame loop

    /// Adds `work` to `phase` of every frame from now on, after the work already registered
    /// for that phase; `name` identifies it in diagnostics.
    public func register(_ phase: CAFramePhase, name: String, _ work: @escaping @MainActor (CFTimeInterval) -> Void) {
        let index = phaseWork.firstIndex { $0.phase > phase } ?? phaseWork.endIndex
        phaseWork.insert(PhaseWork(phase: phase, name: name, work: work), at: index)
    }

    /// The registered work of each phase, in running order, by name.
    public var registeredPhaseWork: [(phase: CAFramePhase, name: String)] {
        phaseWork.map { ($0.phase, $0.name) }
    }

    /// Runs one frame at `time`: first the deadline work that falls due before it, each at its
    /// own deadline, then every phase in order with the clock at `time`.
    ///
    /// `time` earlier than the clock traps.
    public func runFrame(at time: CFTimeInterval) {
        precondition(time >= mediaTime - 1e-9, "CAHostContext.runFrame(at:): time cannot go backwards (from \(mediaTime) to \(time))")
        runScheduledWork(before: time)
        mediaTime = max(mediaTime, time)
        for entry in phaseWork { entry.work(time) }
    }

    // MARK: The deadline queue

    /// Schedules `work` to run once at `deadline` on this device's clock (a deadline in the
    /// past means now); `label` names it in `scheduledWorkDescriptions` unless
    /// `delaysSettling` is false (bookkeeping that nothing observes, see `CAScheduledWork`).
    ///
    /// Work runs between frames at its deadline, or in the timers phase of the frame whose
    /// time it falls on, ordered by deadline and then by the order it was scheduled, with the
    /// clock set to its deadline while it runs. Work scheduled from inside work runs in the
    /// same pass if it is already due.
    @discardableResult
    public func schedule(at deadline: CFTimeInterval, label: String, delaysSettling: Bool = true,
                         _ work: @escaping @MainActor () -> Void) -> CAScheduledWork {
        let item = CAScheduledWork(deadline: max(deadline, mediaTime), label: label, delaysSettling: delaysSettling,
                                   sequence: nextSequence, host: self, work: work)
        nextSequence += 1
        // Binary search for the first item that runs after the new one.
        var low = 0, high = scheduled.count
        while low < high {
            let mid = (low + high) / 2
            if scheduled[mid].runsBefore(item) { low = mid + 1 } else { high = mid }
        }
        scheduled.insert(item, at: low)
        onSchedule?()
        return item
    }

    func unschedule(_ item: CAScheduledWork) {
        scheduled.removeAll { $0 === item }
    }

    /// The deadline of the soonest pending work, or nil when the queue is empty.
    public var nextDeadline: CFTimeInterval? { scheduled.first?.deadline }

    /// A line for each pending piece of work that delays settling: its label and deadline,
    /// soonest first.
    public var scheduledWorkDescriptions: [String] {
        scheduled.filter(\.delaysSettling).map { "\($0.label), due at t=\($0.deadline)" }
    }

    /// Runs, in order, the work due at or before `time`, each with the clock at its deadline,
    /// and leaves the clock at `time`.
    public func runScheduledWork(through time: CFTimeInterval) {
        runScheduled { $0 <= time + 1e-9 }
        mediaTime = max(mediaTime, time)
    }

    private func runScheduledWork(before time: CFTimeInterval) {
        runScheduled { $0 < time - 1e-9 }
    }

    private func runScheduled(while due: (CFTimeInterval) -> Bool) {
        while let first = scheduled.first, due(first.deadline) {
            scheduled.removeFirst()
            mediaTime = max(mediaTime, first.deadline)
            first.hasRun = true
            let work = first.work
            first.work = nil
            work?()
        }
    }

    // MARK: Display links

    /// Calls every unpaused display link with this frame's timestamps, in the order they were added.
    func runDisplayLinks(at time: CFTimeInterval) {
        for link in displayLinks where !link.isPaused {
            link.fire(timestamp: time, duration: frameInterval)
        }
    }

    /// How many registered display links are not paused.
    public var activeDisplayLinkCount: Int { displayLinks.filter { !$0.isPaused }.count }

    // MARK: Animations

    /// Advances every animation to `time`: starts, ends and removes them, and queues their
    /// delegate calls and transaction completions for the commit phase.
    func evaluateAnimations(at time: CFTimeInterval) {
        let layers = animatingLayers
        for layer in layers { layer.advanceAnimations(to: time, host: self) }
        animatingLayers.removeAll { !$0.hasRunningAnimations }
    }

    /// Whether any animation on any layer has not yet stopped.
    public var isAnimating: Bool { animatingLayers.contains { $0.hasRunningAnimations } }

    /// A line for each animation that has not stopped, naming its layer, key path and end time.
    public var runningAnimationDescriptions: [String] {
        animatingLayers.flatMap { $0.runningAnimationDescriptions }
    }

    /// Drops `layer` from this context's registries: it moved to another device's tree.
    func forget(_ layer: CALayer) {
        animatingLayers.removeAll { $0 === layer }
        layersNeedingDisplay.removeAll { $0 === layer }
    }

    func registerAnimating(_ layer: CALayer) {
        if !animatingLayers.contains(where: { $0 === layer }) { animatingLayers.append(layer) }
    }

    // MARK: Display

    func registerNeedsDisplay(_ layer: CALayer) {
        if !layersNeedingDisplay.contains(where: { $0 === layer }) { layersNeedingDisplay.append(layer) }
    }

    /// Redraws the contents of every layer marked with `setNeedsDisplay()`, in marking order.
    func displayLayers() {
        while !layersNeedingDisplay.isEmpty {
            let layers = layersNeedingDisplay
            layersNeedingDisplay.removeAll()
            for layer in layers { layer.displayIfNeeded() }
        }
    }

    /// Whether any layer is waiting to be redrawn.
    public var hasPendingDisplay: Bool { !layersNeedingDisplay.isEmpty }

    /// The layers waiting to be redrawn, in marking order.
    public var pendingDisplayDescriptions: [String] { layersNeedingDisplay.map(\.description) }

    // MARK: Commit

    /// Queues work for the next commit phase (animation delegate calls, completion blocks);
    /// `label` names it in `pendingCallbackDescriptions`.
    public func enqueueCallback(label: String, _ block: @escaping () -> Void) { callbacks.append((label, block)) }

    /// Whether callbacks are waiting for the commit phase.
    public var hasPendingCallbacks: Bool { !callbacks.isEmpty }

    /// The labels of the callbacks waiting for the commit phase, in the order they run.
    public var pendingCallbackDescriptions: [String] { callbacks.map(\.label) }

    /// Closes the implicit transaction and runs the callbacks queued before this commit phase,
    /// in the order they were queued.
    ///
    /// Callbacks that those callbacks queue (a completion that starts another animation or
    /// commits another transaction) wait for the next frame's commit phase, as on iOS, where
    /// each runs on a later turn of the run loop: a chain of them without end advances one step
    /// per frame instead of hanging the frame or overflowing the stack. The implicit
    /// transaction that the callbacks open closes before the phase ends.
    func commit() {
        commitImplicitTransaction()
        let batch = callbacks
        callbacks.removeAll()
        for callback in batch { callback.block() }
        commitImplicitTransaction()
    }

    func openImplicitTransactionIfNeeded() {
        if transactionStack.isEmpty { transactionStack.append(CATransaction.Frame(isImplicit: true)) }
    }

    func commitImplicitTransaction() {
        guard let first = transactionStack.first, first.isImplicit else { return }
        // Explicit transactions left open by mistake stay open; only the implicit one closes.
        guard transactionStack.count == 1 else { return }
        transactionStack.removeAll()
        if let group = first.completion {
            group.committed = true
            group.fireIfDone(self)
        }
    }

    // MARK: Layer trees

    /// Makes `root` and every layer below it belong to this context: their animations,
    /// display marks and transactions register here from now on, whichever device is current.
    public func attach(_ root: CALayer) {
        root.adoptHostContext(self)
    }
}

/// The current media time of the running device's clock, in seconds.
///
/// Comes from the device's clock (virtual in tests), never the wall clock. Trapping when no
/// device is running makes a missing device obvious instead of returning a made-up time.
@preconcurrency @MainActor public func CACurrentMediaTime() -> CFTimeInterval {
    guard let host = CAHostContext.current else {
        preconditionFailure("CACurrentMediaTime(): no device is running; create a SpringBoard Device first")
    }
    return host.mediaTime
}
