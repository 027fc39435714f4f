import Foundation
import Testing
@_spi(SpringBoard) import UIKit
@testable import SpringBoard

/// The system's edge arbitration alone: tables of finger events per model, OS version and
/// deferral against the actions they produce (reference §3.2, §3.3).
struct SystemEdgeArbiterTests {
    typealias Context = SystemEdgeArbiter.Context
    typealias Action = SystemEdgeArbiter.Action

    static func context(_ model: DeviceModel, _ major: Int, deferring edges: UIRectEdge = [], statusBarHidden: Bool = false,
                        autoHidesIndicator: Bool = false, indicatorHidden: Bool = false) -> Context {
        Context(rules: SystemEdgeRules(model: model, systemVersion: OperatingSystemVersion(majorVersion: major, minorVersion: 0, patchVersion: 0)),
                preferences: UISystemGesturePreferences(screenEdgesDeferringSystemGestures: edges,
                                                        prefersHomeIndicatorAutoHidden: autoHidesIndicator),
                isStatusBarHidden: statusBarHidden, isHomeIndicatorHidden: indicatorHidden)
    }

    /// An iPhone 6s on iOS 9 with its status bar, and in full-screen mode (the bar hidden).
    static let iOS9 = context(.iPhone6s, 9), iOS9FullScreen = context(.iPhone6s, 9, statusBarHidden: true)
    /// An iPhone X on iOS 11: the bar hidden and nothing deferred; the top and bottom deferred.
    static let xHidden = context(.iPhoneX, 11, statusBarHidden: true)
    static let xDeferring = context(.iPhoneX, 11, deferring: [.top, .bottom])
    static let xIndicatorHidden = context(.iPhoneX, 11, deferring: .bottom, autoHidesIndicator: true, indicatorHidden: true)

    /// A swipe of finger 0 from `from` to `to` in three moves over 0.3 s from `time`, then a lift.
    static func swipe(_ from: CGPoint, _ to: CGPoint, at time: TimeInterval, _ context: Context) -> [SystemEdgeArbiter.Event] {
        // Distances divisible by 3 keep the points whole.
        func point(_ k: CGFloat) -> CGPoint { CGPoint(x: from.x + (to.x - from.x) / 3 * k, y: from.y + (to.y - from.y) / 3 * k) }
        return [.down(finger: 0, at: from, time: time, context), .move(finger: 0, to: point(1), time: time + 0.1),
                .move(finger: 0, to: point(2), time: time + 0.2), .move(finger: 0, to: to, time: time + 0.3),
                .up(finger: 0, at: to, time: time + 0.3)]
    }

    struct Scenario: Sendable, CustomTestStringConvertible {
        let name: String
        let events: [SystemEdgeArbiter.Event]
        let expected: [Action]
        var testDescription: String { name }
    }

    static let sixUp = (CGPoint(x: 187, y: 662), CGPoint(x: 187, y: 401))
    static let xTopRight = (CGPoint(x: 340, y: 10), CGPoint(x: 340, y: 310))
    static let xHome = (CGPoint(x: 187, y: 805), CGPoint(x: 187, y: 604))

    static let scenarios: [Scenario] = [
        Scenario(name: "iOS 9: a swipe up from the bottom opens Control Center",
                 events: swipe(sixUp.0, sixUp.1, at: 0, iOS9),
                 expected: [.beginPull(finger: 0, .controlCenter, at: CGPoint(x: 187, y: 575)),
                            .movePull(finger: 0, to: CGPoint(x: 187, y: 488)), .movePull(finger: 0, to: CGPoint(x: 187, y: 401)),
                            .endPull(finger: 0, .controlCenter, completes: true)]),
        Scenario(name: "iOS 9 full screen: the first swipe is the app's and shows the tongue, the second opens Control Center",
                 events: swipe(sixUp.0, sixUp.1, at: 0, iOS9FullScreen) + swipe(sixUp.0, sixUp.1, at: 1, iOS9FullScreen),
                 expected: [.presentTongue(.bottom), .dismissTongue(.bottom),
                            .beginPull(finger: 0, .controlCenter, at: CGPoint(x: 187, y: 575)),
                            .movePull(finger: 0, to: CGPoint(x: 187, y: 488)), .movePull(finger: 0, to: CGPoint(x: 187, y: 401)),
                            .endPull(finger: 0, .controlCenter, completes: true)]),
        Scenario(name: "iOS 9 full screen: after the tongue's 2 s a swipe is a first swipe again",
                 events: swipe(sixUp.0, sixUp.1, at: 0, iOS9FullScreen) + [.tick(time: 2.2), .tick(time: 2.4)]
                    + swipe(sixUp.0, sixUp.1, at: 3, iOS9FullScreen),
                 expected: [.presentTongue(.bottom), .dismissTongue(.bottom), .presentTongue(.bottom)]),
        Scenario(name: "iOS 9 full screen: the top edge is deferred too",
                 events: swipe(CGPoint(x: 100, y: 5), CGPoint(x: 100, y: 300), at: 0, iOS9FullScreen),
                 expected: [.presentTongue(.top)]),
        Scenario(name: "iOS 11: hiding the status bar defers nothing",
                 events: swipe(CGPoint(x: 100, y: 5), CGPoint(x: 100, y: 305), at: 0, xHidden),
                 expected: [.beginPull(finger: 0, .notificationCenter, at: CGPoint(x: 100, y: 105)),
                            .movePull(finger: 0, to: CGPoint(x: 100, y: 205)), .movePull(finger: 0, to: CGPoint(x: 100, y: 305)),
                            .endPull(finger: 0, .notificationCenter, completes: true)]),
        Scenario(name: "iOS 11 deferring top and bottom: the top-right swipe shows the tongue, the second opens Control Center",
                 events: swipe(xTopRight.0, xTopRight.1, at: 0, xDeferring) + swipe(xTopRight.0, xTopRight.1, at: 0.5, xDeferring),
                 expected: [.presentTongue(.top), .dismissTongue(.top),
                            .beginPull(finger: 0, .controlCenter, at: CGPoint(x: 340, y: 110)),
                            .movePull(finger: 0, to: CGPoint(x: 340, y: 210)), .movePull(finger: 0, to: CGPoint(x: 340, y: 310)),
                            .endPull(finger: 0, .controlCenter, completes: true)]),
        Scenario(name: "X-class: the home indicator swipe goes home unless the bottom is deferred",
                 events: swipe(xHome.0, xHome.1, at: 0, context(.iPhoneX, 11)) + swipe(xHome.0, xHome.1, at: 1, xDeferring),
                 expected: [.beginPull(finger: 0, .home, at: CGPoint(x: 187, y: 738)),
                            .movePull(finger: 0, to: CGPoint(x: 187, y: 671)), .movePull(finger: 0, to: CGPoint(x: 187, y: 604)),
                            .endPull(finger: 0, .home, completes: true), .presentTongue(.bottom)]),
        Scenario(name: "auto-hidden indicator and deferred bottom: the first swipe only brings the indicator back, the second goes home",
                 events: swipe(xHome.0, xHome.1, at: 0, xIndicatorHidden) + swipe(xHome.0, xHome.1, at: 1, xIndicatorHidden),
                 expected: [.beginPull(finger: 0, .home, at: CGPoint(x: 187, y: 738)),
                            .movePull(finger: 0, to: CGPoint(x: 187, y: 671)), .movePull(finger: 0, to: CGPoint(x: 187, y: 604)),
                            .endPull(finger: 0, .home, completes: true)]),
        Scenario(name: "a short slow pull goes back, a short fling completes",
                 events: [.down(finger: 0, at: xHome.0, time: 0, context(.iPhoneX, 11)), .move(finger: 0, to: CGPoint(x: 187, y: 785), time: 0.1),
                          .move(finger: 0, to: CGPoint(x: 187, y: 770), time: 0.5), .up(finger: 0, at: CGPoint(x: 187, y: 770), time: 0.5),
                          .down(finger: 1, at: xHome.0, time: 1, context(.iPhoneX, 11)), .move(finger: 1, to: CGPoint(x: 187, y: 785), time: 1.02),
                          .move(finger: 1, to: CGPoint(x: 187, y: 765), time: 1.04), .up(finger: 1, at: CGPoint(x: 187, y: 765), time: 1.04)],
                 expected: [.beginPull(finger: 0, .home, at: CGPoint(x: 187, y: 785)), .movePull(finger: 0, to: CGPoint(x: 187, y: 770)),
                            .endPull(finger: 0, .home, completes: false),
                            .beginPull(finger: 1, .home, at: CGPoint(x: 187, y: 785)), .movePull(finger: 1, to: CGPoint(x: 187, y: 765)),
                            .endPull(finger: 1, .home, completes: true)]),
        Scenario(name: "a tap in the band, a move towards the edge or along it, and a finger away from the edges start nothing",
                 events: [.down(finger: 0, at: CGPoint(x: 100, y: 10), time: 0, iOS9), .up(finger: 0, at: CGPoint(x: 100, y: 10), time: 0.1),
                          .down(finger: 1, at: CGPoint(x: 100, y: 660), time: 1, iOS9), .move(finger: 1, to: CGPoint(x: 300, y: 666), time: 1.1),
                          .up(finger: 1, at: CGPoint(x: 300, y: 666), time: 1.2),
                          .down(finger: 2, at: CGPoint(x: 100, y: 300), time: 2, iOS9), .move(finger: 2, to: CGPoint(x: 100, y: 600), time: 2.1),
                          .up(finger: 2, at: CGPoint(x: 100, y: 600), time: 2.2)],
                 expected: []),
        Scenario(name: "a cancelled pull goes back",
                 events: [.down(finger: 0, at: sixUp.0, time: 0, iOS9), .move(finger: 0, to: CGPoint(x: 187, y: 600), time: 0.1), .cancel(finger: 0),
                          .move(finger: 0, to: CGPoint(x: 187, y: 500), time: 0.2)],
                 expected: [.beginPull(finger: 0, .controlCenter, at: CGPoint(x: 187, y: 600)), .endPull(finger: 0, .controlCenter, completes: false)]),
        Scenario(name: "a first swipe on the other deferred edge moves the tongue there",
                 events: swipe(CGPoint(x: 100, y: 5), CGPoint(x: 100, y: 300), at: 0, iOS9FullScreen) + swipe(sixUp.0, sixUp.1, at: 0.5, iOS9FullScreen),
                 expected: [.presentTongue(.top), .dismissTongue(.top), .presentTongue(.bottom)]),
        Scenario(name: "iPhone OS 3 has no system pulls, full screen or not",
                 events: swipe(CGPoint(x: 160, y: 5), CGPoint(x: 160, y: 300), at: 0, context(.iPhone3GS, 3))
                    + swipe(CGPoint(x: 160, y: 475), CGPoint(x: 160, y: 200), at: 1, context(.iPhone3GS, 3, statusBarHidden: true)),
                 expected: []),
    ]

    static let x = context(.iPhoneX, 11)
    /// A Home pull of finger `finger` from the indicator to 201 pt up, fast (670 pt/s), from `time`.
    static func homePull(_ finger: Int = 0, at time: TimeInterval = 0) -> [SystemEdgeArbiter.Event] {
        [.down(finger: finger, at: xHome.0, time: time, x), .move(finger: finger, to: CGPoint(x: 187, y: 738), time: time + 0.1),
         .move(finger: finger, to: CGPoint(x: 187, y: 671), time: time + 0.2), .move(finger: finger, to: xHome.1, time: time + 0.3)]
    }
    /// What `homePull` does.
    static func homePullActions(_ finger: Int = 0) -> [Action] {
        [.beginPull(finger: finger, .home, at: CGPoint(x: 187, y: 738)), .movePull(finger: finger, to: CGPoint(x: 187, y: 671)),
         .movePull(finger: finger, to: xHome.1)]
    }

    /// The app switcher's intent: a Home pull that pauses past 80 pt (reference: the "a slow swipe up that pauses").
    static let switcherScenarios: [Scenario] = [
        Scenario(name: "a Home pull that stands still 201 pt up shows the intent on the tick 0.15 s later, and a still release opens the switcher",
                 events: homePull() + [.tick(time: 0.4), .tick(time: 0.45), .up(finger: 0, at: xHome.1, time: 0.6)],
                 expected: homePullActions() + [.switcherIntent(finger: 0), .openSwitcher(finger: 0)]),
        Scenario(name: "moves slower than 100 pt/s for 0.15 s are a pause too, and a flick up after it goes home",
                 events: homePull() + [.move(finger: 0, to: CGPoint(x: 187, y: 603), time: 0.4), .move(finger: 0, to: CGPoint(x: 186, y: 602), time: 0.5),
                                       .move(finger: 0, to: CGPoint(x: 186, y: 500), time: 0.55), .up(finger: 0, at: CGPoint(x: 186, y: 500), time: 0.55)],
                 expected: homePullActions() + [.movePull(finger: 0, to: CGPoint(x: 187, y: 603)), .movePull(finger: 0, to: CGPoint(x: 186, y: 602)),
                                                .switcherIntent(finger: 0), .movePull(finger: 0, to: CGPoint(x: 186, y: 500)),
                                                .endPull(finger: 0, .home, completes: true)]),
        Scenario(name: "a finger that stood still until it lifted shows the intent and opens the switcher without a tick",
                 events: homePull() + [.up(finger: 0, at: xHome.1, time: 0.5)],
                 expected: homePullActions() + [.switcherIntent(finger: 0), .openSwitcher(finger: 0)]),
        Scenario(name: "after the intent, a finger brought back near the edge or flung down goes back to the app",
                 events: homePull() + [.tick(time: 0.45), .move(finger: 0, to: CGPoint(x: 187, y: 790), time: 0.8),
                                       .up(finger: 0, at: CGPoint(x: 187, y: 790), time: 1.2)]
                    + homePull(1, at: 2) + [.tick(time: 2.45), .move(finger: 1, to: CGPoint(x: 187, y: 720), time: 2.5),
                                           .up(finger: 1, at: CGPoint(x: 187, y: 720), time: 2.5)],
                 expected: homePullActions() + [.switcherIntent(finger: 0), .movePull(finger: 0, to: CGPoint(x: 187, y: 790)),
                                                .endPull(finger: 0, .home, completes: false)]
                    + homePullActions(1) + [.switcherIntent(finger: 1), .movePull(finger: 1, to: CGPoint(x: 187, y: 720)),
                                           .endPull(finger: 1, .home, completes: false)]),
        Scenario(name: "a pause nearer the edge than 80 pt means nothing, and the finger's old speed is gone by its release",
                 events: [.down(finger: 0, at: xHome.0, time: 0, x), .move(finger: 0, to: CGPoint(x: 187, y: 790), time: 0.01),
                          .move(finger: 0, to: CGPoint(x: 187, y: 750), time: 0.02), .tick(time: 0.5),
                          .up(finger: 0, at: CGPoint(x: 187, y: 750), time: 0.5)],
                 expected: [.beginPull(finger: 0, .home, at: CGPoint(x: 187, y: 790)), .movePull(finger: 0, to: CGPoint(x: 187, y: 750)),
                            .endPull(finger: 0, .home, completes: false)]),
        Scenario(name: "a Control Center pull that pauses has no intent and completes on its travel",
                 events: swipe(sixUp.0, sixUp.1, at: 0, iOS9).dropLast() + [.tick(time: 1), .up(finger: 0, at: sixUp.1, time: 1)],
                 expected: [.beginPull(finger: 0, .controlCenter, at: CGPoint(x: 187, y: 575)),
                            .movePull(finger: 0, to: CGPoint(x: 187, y: 488)), .movePull(finger: 0, to: CGPoint(x: 187, y: 401)),
                            .endPull(finger: 0, .controlCenter, completes: true)]),
    ]

    @Test(arguments: scenarios + switcherScenarios)
    func scenario(_ scenario: Scenario) {
        var arbiter = SystemEdgeArbiter()
        var actions: [Action] = []
        for event in scenario.events { actions += arbiter.handle(event) }
        #expect(actions == scenario.expected)
    }

    @Test func theSystemPullsOnlyWithTheFingersItTook() {
        var arbiter = SystemEdgeArbiter()
        _ = arbiter.handle(.down(finger: 3, at: CGPoint(x: 187, y: 662), time: 0, Self.iOS9))
        #expect(!arbiter.isPulling(3))
        _ = arbiter.handle(.move(finger: 3, to: CGPoint(x: 187, y: 640), time: 0.1))
        #expect(arbiter.isPulling(3))
        _ = arbiter.handle(.up(finger: 3, at: CGPoint(x: 187, y: 640), time: 0.2))
        #expect(!arbiter.isPulling(3))
        #expect(arbiter == SystemEdgeArbiter())
    }

    @Test func aPauseCheckIsWantedOnlyWhileAHomePullCouldPauseIntoTheIntent() {
        var arbiter = SystemEdgeArbiter()
        var deadlines: [TimeInterval?] = []
        for event in Self.homePull() + [.move(finger: 0, to: CGPoint(x: 187, y: 603), time: 0.4)] {
            _ = arbiter.handle(event)
            deadlines.append(arbiter.switcherPauseDeadline)
        }
        // Down, then 67 pt up (too near the edge), then past 80 pt: 0.15 s after each fast move,
        // and 0.15 s after the slow one began.
        #expect(deadlines == [nil, nil, 0.2 + SystemEdgeArbiter.pauseDuration, 0.3 + SystemEdgeArbiter.pauseDuration,
                              0.3 + SystemEdgeArbiter.pauseDuration])
        #expect(arbiter.handle(.tick(time: 0.44)) == [])
        #expect(arbiter.handle(.tick(time: 0.45)) == [.switcherIntent(finger: 0)])
        #expect(arbiter.switcherPauseDeadline == nil)
    }
}
