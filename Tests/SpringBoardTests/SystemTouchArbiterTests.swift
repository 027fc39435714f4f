import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@testable import SpringBoard

/// The system's touch policy alone: tables of finger records and system events against the
/// actions they produce.
struct SystemTouchArbiterTests {
    typealias Record = UITouchDispatcher.FingerRecord
    typealias Action = SystemTouchArbiter.Action
    typealias State = SystemTouchArbiter.SystemState

    static let bar = CGRect(x: 0, y: 0, width: 393, height: 54)
    /// The app in front with its status bar.
    static let app = State(isHomeScreenShown: false, statusBarFrame: bar, isAppInForeground: true)
    /// The app in front with its status bar hidden.
    static let barHidden = State(isHomeScreenShown: false, statusBarFrame: .zero, isAppInForeground: true)
    /// The home screen in front, the app in the background.
    static let home = State(isHomeScreenShown: true, statusBarFrame: bar, isAppInForeground: false)
    /// No app launched yet.
    static let nothing = State(isHomeScreenShown: false, statusBarFrame: bar, isAppInForeground: false)

    enum Step: Sendable {
        case down(Int, CGPoint, State)
        case move(Int, CGPoint, State)
        case up(Int, State)
        case cancel(Int, State)
        case take(fingersDown: Set<Int>)
    }

    enum Expected: Equatable, Sendable {
        case forward(Int, Record.Kind), statusBar(Int, Record.Kind), homeScreen(Int, Record.Kind), cancel([Int])
        case edge(SystemEdgeArbiter.Action), overlay(Int, Record.Kind)
    }

    /// The app in front on an iPhone X on iOS 16, its edges watched for the system's pulls.
    static let watched = State(isHomeScreenShown: false, statusBarFrame: CGRect(x: 0, y: 0, width: 375, height: 44), isAppInForeground: true,
                               edges: SystemEdgeArbiter.Context(rules: SystemEdgeRules(model: .iPhoneX, systemVersion: OperatingSystemVersion(majorVersion: 16, minorVersion: 0, patchVersion: 0)),
                                                                preferences: UISystemGesturePreferences(), isStatusBarHidden: false,
                                                                isHomeIndicatorHidden: false))
    /// The same with Control Center open over the app.
    static let overlaid = State(isHomeScreenShown: false, statusBarFrame: watched.statusBarFrame, isAppInForeground: true,
                                edges: watched.edges, isOverlayShown: true)

    struct Scenario: Sendable, CustomTestStringConvertible {
        let name: String
        let steps: [Step]
        let expected: [Expected]
        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        Scenario(name: "a pull from the home indicator takes the finger: the app's touch is cancelled once, and the pull hears the rest",
                 steps: [.down(0, CGPoint(x: 187, y: 805), watched), .move(0, CGPoint(x: 187, y: 800), watched),
                         .move(0, CGPoint(x: 187, y: 780), watched), .move(0, CGPoint(x: 187, y: 600), watched), .up(0, watched)],
                 expected: [.forward(0, .down), .forward(0, .move), .cancel([0]),
                            .edge(.beginPull(finger: 0, .home, at: CGPoint(x: 187, y: 780))),
                            .edge(.movePull(finger: 0, to: CGPoint(x: 187, y: 600))), .edge(.endPull(finger: 0, .home, completes: true))]),
        Scenario(name: "Home during a pull sends the pull back and cancels only the app's other fingers",
                 steps: [.down(0, CGPoint(x: 187, y: 805), watched), .move(0, CGPoint(x: 187, y: 700), watched),
                         .down(1, CGPoint(x: 100, y: 300), watched), .take(fingersDown: [0, 1]), .up(0, watched), .up(1, watched)],
                 expected: [.forward(0, .down), .cancel([0]), .edge(.beginPull(finger: 0, .home, at: CGPoint(x: 187, y: 700))),
                            .forward(1, .down), .cancel([1]), .edge(.endPull(finger: 0, .home, completes: false))]),
        Scenario(name: "with an overlay open every finger is the overlay's, the edges' too",
                 steps: [.down(0, CGPoint(x: 187, y: 300), overlaid), .move(0, CGPoint(x: 187, y: 500), overlaid), .up(0, overlaid),
                         .down(1, CGPoint(x: 187, y: 805), overlaid), .move(1, CGPoint(x: 187, y: 600), overlaid), .up(1, overlaid)],
                 expected: [.overlay(0, .down), .overlay(0, .move), .overlay(0, .up),
                            .overlay(1, .down), .overlay(1, .move), .overlay(1, .up)]),
        Scenario(name: "a finger on the app is forwarded for its whole life",
                 steps: [.down(0, CGPoint(x: 100, y: 300), app), .move(0, CGPoint(x: 120, y: 310), app), .up(0, app)],
                 expected: [.forward(0, .down), .forward(0, .move), .forward(0, .up)]),
        Scenario(name: "a finger on the status bar stays a status-bar touch below the bar",
                 steps: [.down(0, CGPoint(x: 100, y: 20), app), .move(0, CGPoint(x: 100, y: 400), app), .up(0, app)],
                 expected: [.statusBar(0, .down), .statusBar(0, .move), .statusBar(0, .up)]),
        Scenario(name: "with the bar hidden the top of the screen is the app's",
                 steps: [.down(0, CGPoint(x: 100, y: 20), barHidden), .cancel(0, barHidden)],
                 expected: [.forward(0, .down), .forward(0, .cancel)]),
        Scenario(name: "the home screen gets every finger while it shows, the status bar's too",
                 steps: [.down(0, CGPoint(x: 100, y: 20), home), .down(1, CGPoint(x: 100, y: 400), home),
                         .up(0, home), .up(1, home)],
                 expected: [.homeScreen(0, .down), .homeScreen(1, .down), .homeScreen(0, .up), .homeScreen(1, .up)]),
        Scenario(name: "before launch fingers go nowhere",
                 steps: [.down(0, CGPoint(x: 100, y: 300), nothing), .move(0, CGPoint(x: 1, y: 1), app), .up(0, app)],
                 expected: []),
        Scenario(name: "the owner is fixed at touch-down even when the home screen shows later",
                 steps: [.down(0, CGPoint(x: 100, y: 300), app), .move(0, CGPoint(x: 100, y: 310), home), .up(0, home)],
                 expected: [.forward(0, .down), .forward(0, .move), .forward(0, .up)]),
        Scenario(name: "taking the app's fingers cancels app and status-bar touches together and once",
                 steps: [.down(0, CGPoint(x: 100, y: 300), app), .down(1, CGPoint(x: 100, y: 20), app),
                         .take(fingersDown: [0, 1]), .move(0, CGPoint(x: 100, y: 320), home), .up(0, home),
                         .take(fingersDown: [1]), .up(1, home)],
                 expected: [.forward(0, .down), .statusBar(1, .down), .cancel([0, 1])]),
        Scenario(name: "a finger whose touch-down the system never routed stays with the system until it lifts",
                 steps: [.take(fingersDown: [2]), .move(2, CGPoint(x: 5, y: 5), home), .up(2, home),
                         .down(2, CGPoint(x: 50, y: 500), home)],
                 expected: [.homeScreen(2, .down)]),
        Scenario(name: "a home-screen finger is not the app's to cancel",
                 steps: [.down(0, CGPoint(x: 57, y: 105), home), .down(1, CGPoint(x: 200, y: 400), app),
                         .take(fingersDown: [0, 1]), .up(0, home)],
                 expected: [.homeScreen(0, .down), .forward(1, .down), .cancel([1]), .homeScreen(0, .up)]),
        Scenario(name: "taking fingers with none down does nothing",
                 steps: [.take(fingersDown: [])],
                 expected: []),
    ]

    @Test(arguments: scenarios)
    func fingersGoWhereTheSystemSendsThem(_ scenario: Scenario) {
        var arbiter = SystemTouchArbiter()
        var actions: [Expected] = []
        var time: TimeInterval = 0
        for step in scenario.steps {
            time += 0.01
            let event: SystemTouchArbiter.Event
            switch step {
            case let .down(finger, point, state):
                event = .finger(Record(finger: finger, kind: .down, location: point, timestamp: time), state)
            case let .move(finger, point, state):
                event = .finger(Record(finger: finger, kind: .move, location: point, timestamp: time), state)
            case let .up(finger, state):
                event = .finger(Record(finger: finger, kind: .up, location: .zero, timestamp: time), state)
            case let .cancel(finger, state):
                event = .finger(Record(finger: finger, kind: .cancel, location: .zero, timestamp: time), state)
            case let .take(fingersDown):
                event = .systemTookAppTouches(timestamp: time, fingersDown: fingersDown)
            }
            for action in arbiter.handle(event) {
                switch action {
                case let .forwardToApp(record): actions.append(.forward(record.finger, record.kind))
                case let .statusBarEvent(record): actions.append(.statusBar(record.finger, record.kind))
                case let .homeScreen(record): actions.append(.homeScreen(record.finger, record.kind))
                case let .cancelInApp(fingers, timestamp):
                    #expect(timestamp == time)
                    actions.append(.cancel(fingers))
                case let .edge(edgeAction): actions.append(.edge(edgeAction))
                case let .overlay(record): actions.append(.overlay(record.finger, record.kind))
                }
            }
        }
        #expect(actions == scenario.expected)
    }

    @Test func aFingerForgetsItsOwnerWhenItLiftsAndWhenTheSystemDropsItsLift() {
        var arbiter = SystemTouchArbiter()
        _ = arbiter.handle(.finger(Record(finger: 0, kind: .down, location: CGPoint(x: 10, y: 300), timestamp: 1), Self.app))
        _ = arbiter.handle(.finger(Record(finger: 1, kind: .down, location: CGPoint(x: 10, y: 400), timestamp: 1), Self.app))
        _ = arbiter.handle(.finger(Record(finger: 0, kind: .up, location: CGPoint(x: 10, y: 300), timestamp: 2), Self.app))
        #expect(arbiter.owners == [1: .app])
        // Finger 1's lift was queued and dropped when the system took over: nothing is left.
        #expect(arbiter.handle(.systemTookAppTouches(timestamp: 3, fingersDown: [])) == [.cancelInApp(fingers: [1], timestamp: 3)])
        #expect(arbiter.owners.isEmpty)
    }

    @Test(arguments: [
        (CGPoint(x: 100, y: 53.9), SystemTouchArbiter.Owner.statusBar),
        (CGPoint(x: 100, y: 54), .app),
        (CGPoint(x: 392, y: 0), .statusBar),
    ])
    func theStatusBarOwnsTheFingersThatGoDownInsideIt(_ point: CGPoint, _ owner: SystemTouchArbiter.Owner) {
        #expect(SystemTouchArbiter.owner(forFingerDownAt: point, in: Self.app) == owner)
    }
}
