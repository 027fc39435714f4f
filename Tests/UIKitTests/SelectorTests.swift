import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit

/// A responder whose methods record how they were called.
class SelectorTarget: UIResponder {
    var calls: [String] = []

    func refresh() { calls.append("refresh") }
    func tick(_ timer: Timer) { calls.append("tick \(timer.timeInterval)") }
    func tock(_ timer: Timer) { calls.append("tock \(timer.timeInterval)") }
    func show(_ message: String) { calls.append("show \(message)") }
    func maybe(_ object: Any?) { calls.append("maybe \(object.map { "\($0)" } ?? "nil")") }
    func anything(_ sender: Any) { calls.append("anything \(sender)") }
    func count(_ number: Int) -> Int { calls.append("count \(number)"); return number + 1 }
    var note: String {
        get { calls.append("get note"); return "" }
        set { calls.append("set note \(newValue)") }
    }

    /// `#selector(refresh)` and `#selector(tick(_:))` written inside the class, as `Self.…`.
    func ownSelectors() -> (refresh: Selector, tick: Selector) {
        (Selector(Self.refresh), Selector(Self.tick))
    }
}

/// A subclass that overrides one method, as Objective-C subclasses answer inherited selectors.
final class SelectorSubclass: SelectorTarget {
    override func refresh() { calls.append("subclass refresh") }
}

@MainActor
struct SelectorTests {
    @Test func aSelectorCallsTheMethodItWasMadeFromWithTheArgument() {
        let target = SelectorTarget()
        Selector(SelectorTarget.show(_:)).perform(on: target, with: "hello")
        Selector(SelectorTarget.tick(_:)).perform(on: target, with: Timer(timeInterval: 2, repeats: true) { _ in })
        Selector(SelectorTarget.refresh).perform(on: target, with: nil)
        #expect(target.calls == ["show hello", "tick 2.0", "refresh"])
    }

    @Test func selfMethodsInsideANonFinalClassNameTheMethodAndDispatchDynamically() {
        let base = SelectorTarget(), subclass = SelectorSubclass()
        base.ownSelectors().refresh.perform(on: base, with: nil)
        base.ownSelectors().refresh.perform(on: subclass, with: nil)
        Selector(SelectorTarget.refresh).perform(on: subclass, with: nil)
        #expect(base.calls == ["refresh"])
        #expect(subclass.calls == ["subclass refresh", "subclass refresh"])
    }

    @Test func aMethodWithoutAnArgumentIgnoresTheOneItIsPassed() {
        let target = SelectorTarget()
        Selector(SelectorTarget.refresh).perform(on: target, with: "ignored")
        #expect(target.calls == ["refresh"])
    }

    @Test func optionalAndAnyParametersAcceptNil() {
        let target = SelectorTarget()
        Selector(SelectorTarget.maybe(_:)).perform(on: target, with: nil)
        Selector(SelectorTarget.maybe(_:)).perform(on: target, with: 7)
        Selector(SelectorTarget.anything(_:)).perform(on: target, with: nil)
        #expect(target.calls == ["maybe nil", "maybe 7", "anything nil"])
    }

    @Test func aMethodsResultIsIgnored() {
        let target = SelectorTarget()
        Selector(SelectorTarget.count(_:)).perform(on: target, with: 41)
        #expect(target.calls == ["count 41"])
    }

    @Test func selectorsCompareByClassAndParameterType() {
        let own = SelectorTarget().ownSelectors()
        #expect(own.refresh == Selector(SelectorTarget.refresh))
        #expect(own.tick == Selector(SelectorTarget.tick(_:)))
        #expect(own.refresh.hashValue == Selector(SelectorTarget.refresh).hashValue)
        #expect(own.refresh != own.tick)
        #expect(Selector(SelectorTarget.show(_:)) != Selector(SelectorTarget.tick(_:)))
        #expect(Selector(SelectorTarget.refresh) != Selector(SelectorSubclass.refresh))
        // The documented limit: Swift cannot name a method, so same-shaped methods compare equal.
        #expect(Selector(SelectorTarget.tick(_:)) == Selector(SelectorTarget.tock(_:)))
        #expect(Set([own.refresh, Selector(SelectorTarget.refresh), own.tick]).count == 2)
    }

    @Test func aSelectorDescribesItsClassAndParameter() {
        #expect("\(Selector(SelectorTarget.tick(_:)))" == "Selector(SelectorTarget.<method>(Timer))")
        #expect("\(Selector(SelectorTarget.refresh))" == "Selector(SelectorTarget.<method>())")
        #expect("\(Selector(SelectorTarget.maybe(_:)))" == "Selector(SelectorTarget.<method>(Optional<Any>))")
    }

    /// `#selector` through the source-compatibility plugin carries the Objective-C name.
    @Test func namedSelectorsCompareByTheirObjectiveCNameAsOnIOS() {
        let tick = Selector(SelectorTarget.tick(_:), name: "tick:")
        let tock = Selector(SelectorTarget.tock(_:), name: "tock:")
        #expect(tick != tock)   // unnamed, the two compare equal (above)
        #expect(tick == Selector(SelectorSubclass.tick(_:), name: "tick:"))
        #expect(tick.hashValue == Selector(SelectorSubclass.tick(_:), name: "tick:").hashValue)
        #expect(tick != Selector(SelectorTarget.tick(_:)))
        #expect(Set([tick, tock, Selector(SelectorTarget.tick(_:), name: "tick:")]).count == 2)
        #expect("\(tick)" == "tick:")
        #expect("\(Selector(SelectorTarget.refresh, name: "refresh"))" == "refresh")
        // A method that takes an argument has a colon in Objective-C.
        #expect("\(Selector(SelectorTarget.show(_:), name: "show"))" == "show:")
    }

    @Test func propertySelectorsCallTheGetterAndTheSetter() {
        let target = SelectorTarget()
        let getter = Selector(getter: \SelectorTarget.note, name: "note")
        let setter = Selector(setter: \SelectorTarget.note, name: "setNote") { $0.note = $1 }
        #expect("\(getter)" == "note" && "\(setter)" == "setNote:")
        getter.perform(on: target, with: nil)
        setter.perform(on: target, with: "written")
        #expect(target.calls == ["get note", "set note written"])
    }

    @Test func aNamedSelectorSentToTheWrongClassNamesItself() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = Selector(SelectorSubclass.refresh, name: "refresh").perform(on: SelectorTarget(), with: nil)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[SelectorTarget refresh]: unrecognized selector sent to instance 0x"))
    }

    @Test func aTargetOfTheWrongClassTrapsAsAnUnrecognizedSelector() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = Selector(SelectorSubclass.refresh).perform(on: SelectorTarget(), with: nil)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("-[SelectorTarget SelectorSubclass.<method>()]: unrecognized selector sent to instance 0x"))
        #expect(message.contains("the method belongs to SelectorSubclass, which SelectorTarget is not"))
    }

    @Test func anArgumentOfTheWrongTypeTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = Selector(SelectorTarget.show(_:)).perform(on: SelectorTarget(), with: 42)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SelectorTarget.<method>(String): sent 42 (Int), but the method takes String"))
    }

    @Test func nilForANonOptionalParameterTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = Selector(SelectorTarget.tick(_:)).perform(on: SelectorTarget(), with: nil)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("SelectorTarget.<method>(Timer): sent nil, but the method takes Timer"))
    }
}
