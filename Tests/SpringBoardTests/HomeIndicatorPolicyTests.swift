import Foundation
import Testing
@testable import SpringBoard

/// The home indicator's auto-hide policy alone, event by event.
struct HomeIndicatorPolicyTests {
    typealias Event = HomeIndicatorPolicy.Event
    typealias Action = HomeIndicatorPolicy.Action

    /// Runs `steps` on a fresh policy and returns each step's actions.
    func run(_ steps: [Event]) -> (policy: HomeIndicatorPolicy, actions: [[Action]]) {
        var policy = HomeIndicatorPolicy()
        let actions = steps.map { policy.handle($0) }
        return (policy, actions)
    }

    @Test func withoutTheWishTouchesAndTimeChangeNothing() {
        let (policy, actions) = run([.touch(time: 1), .tick(time: 5), .tick(time: 60)])
        #expect(actions == [[], [], []])
        #expect(!policy.isHidden)
    }

    @Test func theWishFadesItTwoSecondsLaterUnlessATouchComesFirst() {
        let (policy, actions) = run([
            .preferenceChanged(autoHidden: true, time: 1), .tick(time: 2.9), .touch(time: 2.5 + 0.4),
            .tick(time: 3.0), .tick(time: 4.8), .tick(time: 4.9),
        ])
        #expect(actions == [[.wake(at: 3)], [], [.wake(at: 4.9)], [], [], [.fadeOut]])
        #expect(policy.isHidden)
    }

    @Test func aTouchBringsItBackAndTheWaitStartsAgain() {
        let (policy, actions) = run([
            .preferenceChanged(autoHidden: true, time: 0), .tick(time: 2), .touch(time: 7), .tick(time: 9),
        ])
        #expect(actions == [[.wake(at: 2)], [.fadeOut], [.fadeIn, .wake(at: 9)], [.fadeOut]])
        #expect(policy.isHidden)
    }

    @Test func droppingTheWishBringsItBackAtOnceAndNothingFadesItAfter() {
        let (policy, actions) = run([
            .preferenceChanged(autoHidden: true, time: 0), .tick(time: 2), .preferenceChanged(autoHidden: false, time: 3),
            .tick(time: 10), .preferenceChanged(autoHidden: false, time: 11),
        ])
        #expect(actions == [[.wake(at: 2)], [.fadeOut], [.fadeIn], [], []])
        #expect(!policy.isHidden)
    }

    @Test func repeatingTheWishDoesNotRestartTheWait() {
        let (_, actions) = run([
            .preferenceChanged(autoHidden: true, time: 0), .preferenceChanged(autoHidden: true, time: 1.5), .tick(time: 2),
        ])
        #expect(actions == [[.wake(at: 2)], [], [.fadeOut]])
    }
}
