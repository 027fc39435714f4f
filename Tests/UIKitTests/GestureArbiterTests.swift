import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import UIKit

/// What two recognizers' delegates and subclasses say, as plain sets.
@MainActor private struct Relations: GestureArbiter.Relations {
    var refusesToBegin: Set<Int> = []
    /// Unordered pairs that may recognize together.
    var simultaneous: Set<[Int]> = []
    /// (waiting, awaited) pairs.
    var requirements: Set<[Int]> = []
    /// (preventer, prevented) pairs that may NOT prevent.
    var cannotPrevent: Set<[Int]> = []

    func shouldBegin(_ recognizer: Int) -> Bool { !refusesToBegin.contains(recognizer) }
    func canRecognizeSimultaneously(_ a: Int, _ b: Int) -> Bool { simultaneous.contains([min(a, b), max(a, b)]) }
    func requiresFailure(of other: Int, before recognizer: Int) -> Bool { requirements.contains([recognizer, other]) }
    func prevents(_ a: Int, _ b: Int) -> Bool { !cannotPrevent.contains([a, b]) }
}

private typealias Action = GestureArbiter.Action
private let defaults = GestureArbiter.Options()
private let delaysBegan = GestureArbiter.Options(cancelsTouchesInView: true, delaysTouchesBegan: true, delaysTouchesEnded: true)
private let keepsTouches = GestureArbiter.Options(cancelsTouchesInView: false, delaysTouchesBegan: false, delaysTouchesEnded: false)

/// Recognizers 1 and 2 both see touch 10, whose view has seen it begin.
@MainActor private func twoOnOneTouch(_ first: GestureArbiter.Options = defaults,
                                      _ second: GestureArbiter.Options = defaults) -> GestureArbiter {
    var arbiter = GestureArbiter()
    arbiter.touchBegan(10, recognizers: [(1, first), (2, second)], viewTakesTouch: true)
    _ = arbiter.viewReceives(10, phase: .began)
    return arbiter
}

@MainActor struct GestureArbiterTests {
    /// Whether recognizer 2 survives recognizer 1's recognition, by what the delegates and
    /// subclasses say.
    @Test(arguments: [
        // (simultaneous, 1 may prevent 2, 2 survives)
        (false, true, false),
        (true, true, true),
        (false, false, true),
        (true, false, true),
    ])
    func recognizingFailsTheOthersUnlessTheyMayRecognizeTogetherOrCannotBePrevented(
        simultaneous: Bool, mayPrevent: Bool, survives: Bool
    ) {
        var arbiter = twoOnOneTouch()
        var relations = Relations()
        if simultaneous { relations.simultaneous = [[1, 2]] }
        if !mayPrevent { relations.cannotPrevent = [[1, 2]] }
        let actions = arbiter.request(1, .began, relations: relations)
        let expected: [Action] = survives ? [.transition(1, .began), .cancelInView(10)]
            : [.transition(1, .began), .transition(2, .failed), .cancelInView(10)]
        #expect(actions == expected)
        #expect(arbiter.state(of: 2) == (survives ? .possible : .failed))
    }

    @Test func aRecognizerThatHasBegunIsNeverCancelledByALaterOneWhichFailsInstead() {
        var arbiter = twoOnOneTouch()
        // 1 begins but may not prevent 2, so 2 stays undecided and later recognizes: 2 fails.
        _ = arbiter.request(1, .began, relations: Relations(cannotPrevent: [[1, 2]]))
        #expect(arbiter.request(2, .ended, relations: Relations()) == [.transition(2, .failed)])
        #expect(arbiter.state(of: 1) == .began)
    }

    @Test func aDelegateThatRefusesToBeginMakesTheRecognizerFail() {
        var arbiter = twoOnOneTouch()
        #expect(arbiter.request(1, .began, relations: Relations(refusesToBegin: [1])) == [.transition(1, .failed)])
        #expect(arbiter.state(of: 2) == .possible)
    }

    @Test func aFailureRequirementHoldsTheRecognizerUntilTheOtherFails() {
        var arbiter = twoOnOneTouch()
        let relations = Relations(requirements: [[1, 2]])
        #expect(arbiter.request(1, .ended, relations: relations) == [])
        #expect(arbiter.state(of: 1) == .possible)
        #expect(arbiter.request(2, .failed, relations: relations)
                == [.transition(2, .failed), .transition(1, .ended), .cancelInView(10)])
    }

    @Test func aFailureRequirementFailsTheRecognizerWhenTheOtherRecognizes() {
        var arbiter = twoOnOneTouch()
        let relations = Relations(requirements: [[1, 2]])
        _ = arbiter.request(1, .ended, relations: relations)
        #expect(arbiter.request(2, .ended, relations: relations)
                == [.transition(2, .ended), .transition(1, .failed), .cancelInView(10)])
    }

    @Test func aRequirementOnARecognizerThatHasNoTouchesDoesNotHoldAnything() {
        var arbiter = GestureArbiter()
        arbiter.touchBegan(10, recognizers: [(1, defaults)], viewTakesTouch: true)
        #expect(arbiter.request(1, .ended, relations: Relations(requirements: [[1, 2]])) == [.transition(1, .ended)])
    }

    @Test func aFinishedRecognizerResetsOnceItsTouchesEnd() {
        var arbiter = twoOnOneTouch(keepsTouches, keepsTouches)
        let relations = Relations(simultaneous: [[1, 2]])
        _ = arbiter.request(1, .began, relations: relations)
        _ = arbiter.request(1, .ended, relations: relations)
        #expect(arbiter.isActive(1))
        #expect(arbiter.viewReceives(10, phase: .ended) == true)
        #expect(arbiter.touchFinished(10, cancelled: false, relations: relations) == [.reset(1)])
        // Recognizer 2 is undecided with no touches: it stays active (a double tap waits so).
        #expect(arbiter.isActive(2))
        #expect(arbiter.request(2, .failed, relations: relations) == [.transition(2, .failed), .reset(2)])
        #expect(!arbiter.tracks(10))
    }

    @Test func delaysTouchesBeganHoldsTheViewUntilTheRecognizerFails() {
        var arbiter = GestureArbiter()
        arbiter.touchBegan(10, recognizers: [(1, delaysBegan)], viewTakesTouch: true)
        #expect(arbiter.viewReceives(10, phase: .began) == false)
        #expect(arbiter.viewReceives(10, phase: .moved) == false)
        #expect(arbiter.request(1, .failed, relations: Relations()) == [.transition(1, .failed), .deliverBegan(10)])
        #expect(arbiter.viewReceives(10, phase: .moved) == true)
    }

    @Test func aViewWhoseBeganWasHeldNeverSeesATouchThatIsRecognized() {
        var arbiter = GestureArbiter()
        arbiter.touchBegan(10, recognizers: [(1, delaysBegan)], viewTakesTouch: true)
        #expect(arbiter.viewReceives(10, phase: .began) == false)
        #expect(arbiter.request(1, .began, relations: Relations()) == [.transition(1, .began)])
        #expect(arbiter.viewReceives(10, phase: .moved) == false)
        #expect(arbiter.viewReceives(10, phase: .ended) == false)
        #expect(arbiter.request(1, .ended, relations: Relations()) == [.transition(1, .ended)])
        #expect(arbiter.touchFinished(10, cancelled: false, relations: Relations()) == [.reset(1)])
        #expect(!arbiter.tracks(10))
    }

    @Test func aTouchThatLiftsWhileItsBeganIsHeldReachesTheViewWholeWhenTheRecognizerFails() {
        var arbiter = GestureArbiter()
        arbiter.touchBegan(10, recognizers: [(1, delaysBegan)], viewTakesTouch: true)
        _ = arbiter.viewReceives(10, phase: .began)
        #expect(arbiter.viewReceives(10, phase: .ended) == false)
        #expect(arbiter.touchFinished(10, cancelled: false, relations: Relations()) == [])
        #expect(arbiter.hasTouchesOwingTheirView)
        #expect(arbiter.request(1, .failed, relations: Relations())
                == [.transition(1, .failed), .deliverBegan(10), .deliverEnd(10, cancelled: false), .reset(1)])
        #expect(!arbiter.hasTouchesOwingTheirView)
    }

    @Test func delaysTouchesEndedHoldsTheLiftUntilTheRecognizerDecides() {
        var failing = twoOnOneTouch()
        #expect(failing.viewReceives(10, phase: .ended) == false)
        #expect(failing.touchFinished(10, cancelled: false, relations: Relations()) == [])
        #expect(failing.request(1, .failed, relations: Relations()) == [.transition(1, .failed), .reset(1)])
        #expect(failing.request(2, .failed, relations: Relations())
                == [.transition(2, .failed), .deliverEnd(10, cancelled: false), .reset(2)])

        var recognizing = twoOnOneTouch()
        _ = recognizing.viewReceives(10, phase: .ended)
        _ = recognizing.touchFinished(10, cancelled: false, relations: Relations())
        #expect(recognizing.request(1, .ended, relations: Relations())
                == [.transition(1, .ended), .transition(2, .failed), .cancelInView(10), .reset(1), .reset(2)])
    }

    @Test func aRecognizerThatKeepsTouchesLetsTheViewSeeTheWholeTouch() {
        var arbiter = GestureArbiter()
        arbiter.touchBegan(10, recognizers: [(1, keepsTouches)], viewTakesTouch: true)
        #expect(arbiter.viewReceives(10, phase: .began) == true)
        #expect(arbiter.request(1, .began, relations: Relations()) == [.transition(1, .began)])
        #expect(arbiter.viewReceives(10, phase: .moved) == true)
        #expect(arbiter.viewReceives(10, phase: .ended) == true)
    }

    @Test func aTouchTheViewDoesNotTakeNeverReachesIt() {
        var arbiter = GestureArbiter()
        arbiter.touchBegan(10, recognizers: [(1, defaults)], viewTakesTouch: false)
        #expect(arbiter.viewReceives(10, phase: .began) == false)
        #expect(arbiter.request(1, .failed, relations: Relations()) == [.transition(1, .failed)])
        #expect(arbiter.viewReceives(10, phase: .ended) == false)
    }

    @Test func withdrawingCancelsARecognizerThatHasBegunAndFailsAnUndecidedOne() {
        var arbiter = twoOnOneTouch(keepsTouches, keepsTouches)
        let relations = Relations(simultaneous: [[1, 2]])
        _ = arbiter.request(1, .began, relations: relations)
        #expect(arbiter.withdraw(1, relations: relations) == [.transition(1, .cancelled), .reset(1)])
        #expect(arbiter.withdraw(2, relations: relations) == [.transition(2, .failed), .reset(2)])
        #expect(arbiter.viewReceives(10, phase: .moved) == true)
    }

    @Test func ignoringATouchReleasesWhatTheRecognizerHeldBack() {
        var arbiter = GestureArbiter()
        arbiter.touchBegan(10, recognizers: [(1, delaysBegan)], viewTakesTouch: true)
        _ = arbiter.viewReceives(10, phase: .began)
        #expect(arbiter.ignore(10, by: 1, relations: Relations()) == [.deliverBegan(10)])
        #expect(arbiter.touches(of: 1).isEmpty)
    }
}

/// The legal transitions of a recognizer's state, and the coerced ones (reference §4.1).
@MainActor struct GestureStateMachineTests {
    typealias State = UIGestureRecognizer.State

    @Test(arguments: [
        (State.possible, State.began, State.began),
        (.possible, .changed, .began),
        (.possible, .ended, .ended),
        (.possible, .failed, .failed),
        (.possible, .cancelled, .failed),
        (.began, .changed, .changed),
        (.began, .began, .changed),
        (.changed, .began, .changed),
        (.changed, .ended, .ended),
        (.changed, .cancelled, .cancelled),
        (.began, .failed, .cancelled),
    ])
    func settingAStateMovesToItOrToWhatUIKitCoercesItTo(from: State, set: State, result: State) {
        #expect(GestureStateMachine.outcome(from: from, setting: set) == .transition(result))
    }

    @Test(arguments: [State.possible, .ended, .cancelled, .failed])
    func settingTheSameRestingStateChangesNothing(state: State) {
        #expect(GestureStateMachine.outcome(from: state, setting: state) == .unchanged)
    }

    @Test(arguments: [
        (State.ended, State.began), (.failed, .ended), (.cancelled, .changed), (.ended, .possible), (.changed, .possible),
    ])
    func aFinishedOrRunningRecognizerCannotJumpBackOrStartAgainBeforeItsReset(from: State, set: State) {
        guard case let .illegal(reason) = GestureStateMachine.outcome(from: from, setting: set) else {
            Issue.record("\(from) → \(set) was allowed")
            return
        }
        #expect(reason.contains("reset"))
    }
}
