import Foundation
@_spi(UIKit) import _ObjectiveC

/// Selector observers of notification centres: Foundation's `addObserver(_:selector:name:object:)`,
/// which Foundation on Linux lacks, in the `Selector` form of target–action.
///
/// Each registration is a block observer of the centre that holds the observer weakly and performs the
/// selector on it with the notification, on the posting thread, as Foundation does; as on iOS 9 and
/// later, an observer that is deallocated is no longer called and need not be removed. Several
/// simulated devices share one process and one default centre, so a notification that an app (or
/// its scene, or one of its responders) posts is not performed on a responder of another device's
/// app. The tokens are
/// kept per centre and observer, so `removeObserver(_:)` and `removeObserver(_:name:object:)` remove
/// them too.
extension NotificationCenter {
    /// One selector observer's block registration.
    private struct SelectorRegistration {
        let token: NSObjectProtocol
        weak var observer: AnyObject?
        let name: Notification.Name?
        /// The object it was registered for, held weakly as Foundation does.
        weak var object: AnyObject?
    }

    /// One centre's selector registrations; the centre is held weakly, so a new centre at a dead one's address starts afresh.
    private struct CentreRegistrations {
        weak var centre: NotificationCenter?
        var list: [SelectorRegistration]
    }

    /// The selector registrations of every centre, by centre, guarded by `selectorLock`.
    nonisolated(unsafe) private static var selectorRegistrations: [ObjectIdentifier: CentreRegistrations] = [:]

    /// This centre's registrations; those of a deallocated centre whose address this one took are dropped. Call with `selectorLock` held.
    private var ownSelectorRegistrations: [SelectorRegistration] {
        get {
            guard let entry = Self.selectorRegistrations[ObjectIdentifier(self)], entry.centre === self else { return [] }
            return entry.list
        }
        set {
            Self.selectorRegistrations[ObjectIdentifier(self)] = newValue.isEmpty ? nil : CentreRegistrations(centre: self, list: newValue)
        }
    }
    private static let selectorLock = NSLock()

    /// Adds `observer` to receive `name` notifications from `object` (any name or object when nil) by performing `selector` on it with the notification.
    ///
    /// `#selector(rotated(_:))` is written `Selector(Self.rotated(_:))` (see `Selector`). The selector
    /// is performed on the main actor: posting to a selector observer from another thread traps.
    public func addObserver(_ observer: AnyObject, selector aSelector: Selector, name aName: NSNotification.Name?,
                            object anObject: Any?) {
        let weakObserver = WeakObserver(observer)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            guard weakObserver.object != nil else { return }
            // Posted on the main actor (`assumeIsolated` traps otherwise), so the notification stays there.
            nonisolated(unsafe) let posted = notification
            MainActor.assumeIsolated {
                guard let target = weakObserver.object else { return }
                // Each simulated device has its own app in this one process: an app's observer hears its own app's notifications.
                if let sender = Self.application(of: posted.object), let receiver = Self.application(of: target),
                   sender !== receiver { return }
                aSelector.perform(on: target, with: posted)
            }
        }
        let object = anObject.map { $0 as AnyObject }
        Self.selectorLock.lock()
        defer { Self.selectorLock.unlock() }
        // Centres that are gone leave their entries behind; drop them as new registrations come.
        Self.selectorRegistrations = Self.selectorRegistrations.filter { $0.value.centre != nil }
        var registrations = ownSelectorRegistrations
        // Registrations whose observer is gone are dropped as new ones come.
        registrations.removeAll { registration in
            guard registration.observer == nil else { return false }
            removeObserver(registration.token as Any)
            return true
        }
        registrations.append(SelectorRegistration(token: token, observer: observer, name: aName, object: object))
        ownSelectorRegistrations = registrations
    }

    /// The app that `object` belongs to: itself, a scene's app, or the app at the end of a responder's chain; nil for anything else.
    @MainActor private static func application(of object: Any?) -> UIApplication? {
        switch object {
        case let application as UIApplication:
            return application
        case let scene as UIScene:
            return scene.application
        case let responder as UIResponder:
            var next: UIResponder? = responder
            while let current = next {
                if let application = current as? UIApplication { return application }
                next = current.next
            }
            return nil
        default:
            return nil
        }
    }

    /// Removes every registration of `observer`: its selector registrations, then whatever Foundation holds for it.
    public func removeObserver<Observer: AnyObject>(_ observer: Observer) {
        removeSelectorRegistrations(of: observer) { _ in true }
        removeObserver(observer as Any)
    }

    /// Removes the registrations of `observer` for `aName` and `anObject` (every name or object when nil).
    public func removeObserver<Observer: AnyObject>(_ observer: Observer, name aName: NSNotification.Name?,
                                                    object anObject: Any?) {
        let object = anObject.map { $0 as AnyObject }
        removeSelectorRegistrations(of: observer) { registration in
            (aName == nil || registration.name == aName) && (object == nil || registration.object === object)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }

    /// Removes the selector registrations of `observer` that `matches` accepts.
    private func removeSelectorRegistrations(of observer: AnyObject, where matches: (SelectorRegistration) -> Bool) {
        Self.selectorLock.lock()
        defer { Self.selectorLock.unlock() }
        var registrations = ownSelectorRegistrations
        registrations.removeAll { registration in
            guard registration.observer === observer, matches(registration) else { return false }
            removeObserver(registration.token as Any)
            return true
        }
        ownSelectorRegistrations = registrations
    }
}

/// A weak reference to a selector observer, for the block that performs its selector.
///
/// `@unchecked Sendable`: the block uses the observer only on the main actor.
private final class WeakObserver: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
