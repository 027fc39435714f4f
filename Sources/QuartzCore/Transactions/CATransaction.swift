import Foundation

/// Groups layer changes and carries the animation settings that implicit actions use.
///
/// Transactions nest. A layer change made outside any explicit transaction opens the device's
/// implicit transaction, which the frame's commit phase closes. State lives in the running
/// device's `CAHostContext`, so two devices never share transactions.
@preconcurrency @MainActor public final class CATransaction {
    /// One open transaction: the settings given to it, and its completion group.
    struct Frame {
        var isImplicit: Bool
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction??
        var disableActions: Bool?
        var completion: CompletionGroup?
        var values: [String: Any] = [:]
    }

    /// Counts the animations added while a transaction with a completion block was open.
    @MainActor final class CompletionGroup {
        let block: () -> Void
        var pending = 0
        var committed = false
        var fired = false
        init(block: @escaping () -> Void) { self.block = block }

        /// Queues the block for the commit phase once the transaction is committed and every
        /// animation has stopped: it runs after the transaction, never inside `commit()`.
        func fireIfDone(_ host: CAHostContext) {
            guard committed, pending == 0, !fired else { return }
            fired = true
            host.enqueueCallback(label: "a CATransaction completion block", block)
        }
    }

    private init() {}

    private static var host: CAHostContext {
        guard let host = CAHostContext.current else {
            preconditionFailure("CATransaction: no device is running; QuartzCore needs a current CAHostContext (create a SpringBoard Device first)")
        }
        return host
    }

    /// Opens a nested transaction.
    public static func begin() {
        host.transactionStack.append(Frame(isImplicit: false))
    }

    /// Closes the innermost explicit transaction; its completion block runs in the next commit
    /// phase if it added no animations, or in the commit phase after its last animation stops.
    ///
    /// The block never runs inside `commit()`, so a block that opens and commits another
    /// transaction runs one frame later instead of recursing, as on iOS.
    public static func commit() {
        let host = self.host
        guard let index = host.transactionStack.lastIndex(where: { !$0.isImplicit }) else {
            preconditionFailure("CATransaction.commit() called without a matching CATransaction.begin()")
        }
        let frame = host.transactionStack.remove(at: index)
        if let group = frame.completion {
            group.committed = true
            group.fireIfDone(host)
        }
    }

    /// Commits the implicit transaction now instead of at the end of the frame.
    public static func flush() {
        CAHostContext.current?.commitImplicitTransaction()
    }

    /// The duration of animations that actions create (0.25 s unless set).
    public static func animationDuration() -> CFTimeInterval {
        host.transactionStack.reversed().lazy.compactMap(\.duration).first ?? QuartzCoreConstants.defaultAnimationDuration
    }

    /// Sets the duration for the innermost transaction.
    public static func setAnimationDuration(_ dur: CFTimeInterval) {
        mutateTop { $0.duration = dur }
    }

    /// The timing function that actions use (nil, meaning linear, unless set).
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        for frame in host.transactionStack.reversed() { if let f = frame.timingFunction { return f } }
        return nil
    }

    /// Sets the timing function for the innermost transaction.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        mutateTop { $0.timingFunction = .some(function) }
    }

    /// Whether property changes skip their implicit actions (false unless set).
    public static func disableActions() -> Bool {
        guard let host = CAHostContext.current else { return true }
        return host.transactionStack.reversed().lazy.compactMap(\.disableActions).first ?? false
    }

    /// Turns implicit actions off or on for the innermost transaction.
    public static func setDisableActions(_ flag: Bool) {
        mutateTop { $0.disableActions = flag }
    }

    /// The completion block of the innermost transaction.
    public static func completionBlock() -> (() -> Void)? {
        host.transactionStack.last?.completion?.block
    }

    /// Sets the block to run once the animations added after this call, in this transaction, stop.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        mutateTop { $0.completion = block.map(CompletionGroup.init) }
    }

    /// A value stored on the innermost transaction that has one for `key`.
    public static func value(forKey key: String) -> Any? {
        switch key {
        case "animationDuration": return animationDuration()
        case "animationTimingFunction": return animationTimingFunction()
        case "disableActions": return disableActions()
        case "completionBlock": return completionBlock()
        default: return host.transactionStack.reversed().lazy.compactMap { $0.values[key] }.first
        }
    }

    /// Stores a value on the innermost transaction.
    public static func setValue(_ anObject: Any?, forKey key: String) {
        mutateTop { $0.values[key] = anObject }
    }

    private static func mutateTop(_ change: (inout Frame) -> Void) {
        let host = self.host
        host.openImplicitTransactionIfNeeded()
        change(&host.transactionStack[host.transactionStack.count - 1])
    }

    /// The completion groups that an animation added now belongs to.
    static func openCompletionGroups(_ host: CAHostContext) -> [CompletionGroup] {
        host.transactionStack.compactMap(\.completion)
    }
}
