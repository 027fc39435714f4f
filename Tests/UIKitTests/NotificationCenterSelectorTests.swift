import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit

/// An observer that records the notifications its methods receive.
private final class NotificationTarget: UIResponder {
    var received: [String] = []
    func noted(_ notification: Notification) { received.append(notification.name.rawValue) }
    func pinged() { received.append("ping") }
}

/// `NotificationCenter.addObserver(_:selector:name:object:)` in the `Selector` form.
@MainActor
struct NotificationCenterSelectorTests {
    let alpha = Notification.Name("NotificationCenterSelectorTests.alpha")
    let beta = Notification.Name("NotificationCenterSelectorTests.beta")

    @Test func aSelectorObserverReceivesTheNotificationsItWasAddedFor() {
        let center = NotificationCenter()
        let target = NotificationTarget()
        center.addObserver(target, selector: Selector(NotificationTarget.noted(_:)), name: alpha, object: nil)
        center.addObserver(target, selector: Selector(NotificationTarget.pinged), name: beta, object: nil)
        center.post(name: alpha, object: nil)
        center.post(name: beta, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        #expect(target.received == [alpha.rawValue, "ping"])
    }

    @Test func theObjectFiltersWhoseNotificationsArrive() {
        let center = NotificationCenter()
        let target = NotificationTarget()
        let sender = NSObject(), other = NSObject()
        center.addObserver(target, selector: Selector(NotificationTarget.noted(_:)), name: nil, object: sender)
        center.post(name: alpha, object: other)
        center.post(name: beta, object: sender)
        #expect(target.received == [beta.rawValue])
    }

    @Test func removingTheObserverStopsEveryOneOfItsSelectors() {
        let center = NotificationCenter()
        let target = NotificationTarget()
        center.addObserver(target, selector: Selector(NotificationTarget.noted(_:)), name: alpha, object: nil)
        center.addObserver(target, selector: Selector(NotificationTarget.noted(_:)), name: beta, object: nil)
        center.removeObserver(target, name: alpha, object: nil)
        center.post(name: alpha, object: nil)
        center.post(name: beta, object: nil)
        #expect(target.received == [beta.rawValue])
        center.removeObserver(target)
        center.post(name: beta, object: nil)
        #expect(target.received == [beta.rawValue])
    }

    @Test func aDeallocatedObserverIsNoLongerCalledAndNeedNotBeRemoved() {
        let center = NotificationCenter()
        var target: NotificationTarget? = NotificationTarget()
        weak let weakTarget = target
        center.addObserver(target!, selector: Selector(NotificationTarget.noted(_:)), name: alpha, object: nil)
        target = nil
        #expect(weakTarget == nil, "the centre does not keep its observer alive")
        center.post(name: alpha, object: nil)
        let survivor = NotificationTarget()
        center.addObserver(survivor, selector: Selector(NotificationTarget.noted(_:)), name: alpha, object: nil)
        center.post(name: alpha, object: nil)
        #expect(survivor.received == [alpha.rawValue])
    }
}
