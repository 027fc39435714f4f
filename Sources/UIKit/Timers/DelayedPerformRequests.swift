import Foundation
@_spi(UIKit) import _ObjectiveC
@_spi(UIKit) import QuartzCore

/// The `perform(_:with:afterDelay:)` requests of one device that have not run yet, so that
/// `cancelPreviousPerformRequests(withTarget:)` can find them.
///
/// Each device's `UIScreen` keeps one. A request runs from the device's deadline queue and
/// keeps its target and argument until it runs or is cancelled, as Foundation's run loop does.
@MainActor final class DelayedPerformRequests {
    private struct Request {
        let id: Int
        let target: AnyObject
        let selector: Selector
        let argument: Any?
        let work: CAScheduledWork
    }

    private var pending: [Request] = []
    private var nextID = 0
    private unowned let host: CAHostContext

    init(host: CAHostContext) {
        self.host = host
    }

    /// Schedules `selector` to be performed on `target` with `argument` after `delay` seconds of
    /// the device clock (at once, in the next timers phase, for zero or less).
    func add(target: AnyObject, selector: Selector, argument: Any?, delay: TimeInterval) {
        let label = "perform(\(selector), with: \(argument.map { "\($0)" } ?? "nil"), afterDelay: \(delay)) on \(type(of: target))"
        let id = nextID
        nextID += 1
        let work = host.schedule(at: host.mediaTime + max(0, delay), label: label) { [weak self] in
            guard let self, let index = pending.firstIndex(where: { $0.id == id }) else { return }
            let request = pending.remove(at: index)
            request.selector.perform(on: request.target, with: request.argument)
        }
        pending.append(Request(id: id, target: target, selector: selector, argument: argument, work: work))
    }

    /// Cancels the pending requests for `target`, only those with `selector` and an equal
    /// argument when `selector` is given.
    func cancel(target: AnyObject, selector: Selector?, argument: Any?) {
        pending.removeAll { request in
            guard request.target === target else { return false }
            if let selector, request.selector != selector || !Self.argumentsMatch(request.argument, argument) {
                return false
            }
            request.work.cancel()
            return true
        }
    }

    /// Equal arguments in the sense of Foundation's `isEqual(_:)`: equal values when both are
    /// hashable, the same object when both are objects, or both nil.
    private static func argumentsMatch(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil):
            return true
        case let (a?, b?):
            if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
            if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
            return false
        default:
            return false
        }
    }
}

extension UIScreen {
    /// The perform requests of the device that `target` belongs to: a view's or view
    /// controller's window's screen, an application's screen, or else the running device's.
    ///
    /// Traps when no device is running, since there is no clock to schedule on.
    static func delayedPerforms(for target: AnyObject, caller: String) -> DelayedPerformRequests {
        let owner: UIScreen?
        switch target {
        case let view as UIView: owner = view.window?.screen
        case let controller as UIViewController: owner = controller.viewIfLoaded?.window?.screen
        case let application as UIApplication: owner = application.screen
        default: owner = nil
        }
        guard let screen = owner ?? current else {
            preconditionFailure("\(caller): no device is running; delayed performs run on a device's clock")
        }
        return screen.delayedPerforms
    }
}
