import Foundation

/// The per-device state of Core Animation: the clock, transactions, and the registries of
/// animating layers, layers to display and display links.
///
/// SpringBoard's `Device` owns one and makes it current while it runs; `CACurrentMediaTime()`,
/// `CATransaction` and layers read `CAHostContext.current`. The frame loop calls the phase
/// methods in order: `runDisplayLinks`, `evaluateAnimations`, (UIKit layout),
/// `displayLayers`, `commit`.
@_spi(OpenUIKit) @MainActor public final class CAHostContext {
    /// The context of the device that is running now.
    public private(set) static var current: CAHostContext?

    private let clock: @MainActor () -> CFTimeInterval
    /// The display's refresh interval, reported to display links.
    public var frameInterval: CFTimeInterval

    var transactionStack: [CATransaction.Frame] = []
    private var animatingLayers: [CALayer] = []
    private var layersNeedingDisplay: [CALayer] = []
    var displayLinks: [CADisplayLink] = []
    private var callbacks: [() -> Void] = []

    /// A context that reads media time from `clock`.
    public init(frameInterval: CFTimeInterval = 1.0 / 60.0, clock: @escaping @MainActor () -> CFTimeInterval) {
        self.clock = clock
        self.frameInterval = frameInterval
    }

    /// Makes this the context that QuartzCore uses from now on.
    public func makeCurrent() { Self.current = self }

    /// Clears the current context if it is this one.
    public func resignCurrent() { if Self.current === self { Self.current = nil } }

    /// The current media time of this context's clock.
    public var mediaTime: CFTimeInterval { clock() }

    // MARK: Phase 2: display links

    /// Calls every unpaused display link with this frame's timestamps, in the order they were added.
    public func runDisplayLinks(at time: CFTimeInterval) {
        for link in displayLinks where !link.isPaused {
            link.fire(timestamp: time, duration: frameInterval)
        }
    }

    /// How many registered display links are not paused.
    public var activeDisplayLinkCount: Int { displayLinks.filter { !$0.isPaused }.count }

    // MARK: Phase 3: animations

    /// Advances every animation to `time`: starts, ends and removes them, and queues their
    /// delegate calls and transaction completions for `commit()`.
    public func evaluateAnimations(at time: CFTimeInterval) {
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

    func registerAnimating(_ layer: CALayer) {
        if !animatingLayers.contains(where: { $0 === layer }) { animatingLayers.append(layer) }
    }

    // MARK: Phase 5: display

    func registerNeedsDisplay(_ layer: CALayer) {
        if !layersNeedingDisplay.contains(where: { $0 === layer }) { layersNeedingDisplay.append(layer) }
    }

    /// Redraws the contents of every layer marked with `setNeedsDisplay()`, in marking order.
    public func displayLayers() {
        while !layersNeedingDisplay.isEmpty {
            let layers = layersNeedingDisplay
            layersNeedingDisplay.removeAll()
            for layer in layers { layer.displayIfNeeded() }
        }
    }

    /// Whether any layer is waiting to be redrawn.
    public var hasPendingDisplay: Bool { !layersNeedingDisplay.isEmpty }

    // MARK: Phase 6: commit

    /// Queues work for the next commit phase (animation delegate calls, completion blocks).
    public func enqueueCallback(_ block: @escaping () -> Void) { callbacks.append(block) }

    /// Whether callbacks are waiting for the commit phase.
    public var hasPendingCallbacks: Bool { !callbacks.isEmpty }

    /// Closes the implicit transaction and runs queued callbacks in the order they were queued,
    /// including any that those callbacks queue.
    public func commit() {
        commitImplicitTransaction()
        while !callbacks.isEmpty {
            let batch = callbacks
            callbacks.removeAll()
            for block in batch { block() }
            commitImplicitTransaction()
        }
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
            group.fireIfDone(self, immediately: false)
        }
    }
}

/// The current media time of the running device's clock, in seconds.
///
/// Comes from the device's clock (virtual in tests), never the wall clock. Trapping when no
/// device is running makes a missing device obvious instead of returning a made-up time.
@MainActor public func CACurrentMediaTime() -> CFTimeInterval {
    guard let host = CAHostContext.current else {
        preconditionFailure("CACurrentMediaTime(): no device is running; create a SpringBoard Device first")
    }
    return host.mediaTime
}
