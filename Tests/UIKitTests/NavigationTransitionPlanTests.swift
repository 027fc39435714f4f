import Foundation
import Testing
@testable @_spi(Testing) import UIKit

struct NavigationTransitionPlanTests {
    typealias Plan = NavigationTransitionPlan<String>

    @Test func aPushMakesTheOldTopDisappearAndTheNewOneAppearInIOSsOrder() {
        let plan = Plan(from: ["A"], to: ["A", "B"])
        #expect(plan.operation == .push)
        #expect(plan.beginSteps == [.willDisappear("A"), .willAppear("B")])
        #expect(plan.endSteps == [.didDisappear("A"), .didAppear("B")])
        #expect(plan.added == ["B"] && plan.removed.isEmpty)
    }

    @Test func aPopToTheRootSkipsTheControllersInBetween() {
        let plan = Plan(from: ["A", "B", "C"], to: ["A"])
        #expect(plan.operation == .pop)
        #expect(plan.beginSteps == [.willDisappear("C"), .willAppear("A")])
        #expect(plan.removed == ["B", "C"])
    }

    @Test func replacingTheStackWithANewTopIsAPushAndKeepingTheTopOwesNothing() {
        let replace = Plan(from: ["A", "B"], to: ["C", "D"])
        #expect(replace.operation == .push)
        #expect(replace.removed == ["A", "B"] && replace.added == ["C", "D"])
        let keep = Plan(from: ["A", "B"], to: ["C", "B"])
        #expect(keep.operation == .none)
        #expect(keep.beginSteps.isEmpty && keep.endSteps.isEmpty)
    }

    @Test func theFirstControllerOnlyAppears() {
        let plan = Plan(from: [], to: ["A"])
        #expect(plan.beginSteps == [.willAppear("A")])
    }

    @Test func anInteractivePopFinishesUnlessTheFingerMovesBack() {
        #expect(InteractivePopDecision.finishes(velocity: 0))
        #expect(InteractivePopDecision.finishes(velocity: 30))
        #expect(!InteractivePopDecision.finishes(velocity: -1))
        #expect(InteractivePopDecision.progress(translation: 500, width: 393) == 0.999)
        #expect(InteractivePopDecision.progress(translation: -20, width: 393) == 0)
    }

    @Test func aFastFingerShortensTheRestOfThePop() {
        // Still: the rest takes the whole duration; at 2 widths a second, 0.5 s × 0.6 / 1 = 0.3 s.
        #expect(InteractivePopDecision.completionDuration(progress: 0.4, velocity: 0, finishing: true, width: 400, duration: 0.5) == 0.5)
        let fast = InteractivePopDecision.completionDuration(progress: 0.4, velocity: 800, finishing: true, width: 400, duration: 0.5)
        #expect(abs(fast - 0.3) < 1e-9)
    }
}
