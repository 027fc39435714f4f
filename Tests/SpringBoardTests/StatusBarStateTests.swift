import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@testable import SpringBoard

/// The status bar's machine alone: tables of changes against the actions and frames they produce.
struct StatusBarStateTests {
    typealias Event = StatusBarState.Event
    typealias Action = StatusBarState.Action

    /// An iPhone 8 on iOS 17: a 20 pt bar, 40 pt during a call, hidden in landscape, 375 pt wide.
    static let phone = StatusBarState.Metrics(defaultHeight: 20, inCallHeight: 40, hidesInLandscape: true)
    /// The same phone on iOS 7, where the bar stays in landscape.
    static let iOS7Phone = StatusBarState.Metrics(defaultHeight: 20, inCallHeight: 40, hidesInLandscape: false)
    static let portraitBar = CGRect(x: 0, y: 0, width: 375, height: 20)
    static let fade = UIStatusBarTransition(animation: .fade)

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        var metrics = StatusBarStateTests.phone
        var before: [Event] = []
        let event: Event
        let actions: [Action]
        let frame: CGRect
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "hiding tells the app before and after the bar goes",
             event: .setHidden(true, transition: nil),
             actions: [.frameWillChange(to: .zero), .updateBar(transition: nil), .frameDidChange(from: portraitBar, transition: nil)],
             frame: .zero),
        Case(name: "an animated hide fades the bar and animates the app's layout with it",
             event: .setHidden(true, transition: fade),
             actions: [.frameWillChange(to: .zero), .updateBar(transition: fade), .frameDidChange(from: portraitBar, transition: fade)],
             frame: .zero),
        Case(name: "an animated show comes back the same way",
             before: [.setHidden(true, transition: nil)], event: .setHidden(false, transition: fade),
             actions: [.frameWillChange(to: portraitBar), .updateBar(transition: fade), .frameDidChange(from: .zero, transition: fade)],
             frame: portraitBar),
        Case(name: "hiding a hidden bar does nothing",
             before: [.setHidden(true, transition: nil)], event: .setHidden(true, transition: fade),
             actions: [], frame: .zero),
        Case(name: "the in-call bar grows the visible bar to 40 points",
             event: .setInCall(true),
             actions: [.frameWillChange(to: CGRect(x: 0, y: 0, width: 375, height: 40)), .updateBar(transition: nil),
                       .frameDidChange(from: portraitBar, transition: nil)],
             frame: CGRect(x: 0, y: 0, width: 375, height: 40)),
        Case(name: "a call under a hidden bar changes no frame the app sees",
             before: [.setHidden(true, transition: nil)], event: .setInCall(true),
             actions: [.updateBar(transition: nil)], frame: .zero),
        Case(name: "showing the bar during a call shows the 40 point bar",
             before: [.setHidden(true, transition: nil), .setInCall(true)], event: .setHidden(false, transition: nil),
             actions: [.frameWillChange(to: CGRect(x: 0, y: 0, width: 375, height: 40)), .updateBar(transition: nil),
                       .frameDidChange(from: .zero, transition: nil)],
             frame: CGRect(x: 0, y: 0, width: 375, height: 40)),
        Case(name: "a style change only redraws",
             event: .setStyle(.lightContent), actions: [.redraw], frame: portraitBar),
        Case(name: "the same style again does nothing",
             before: [.setStyle(.lightContent)], event: .setStyle(.lightContent), actions: [], frame: portraitBar),
        Case(name: "the home screen only redraws the bar",
             event: .homeScreenShown(true), actions: [.redraw], frame: portraitBar),
        Case(name: "turning to landscape hides the bar with the app told",
             event: .interfaceRotated(isLandscape: true, screenWidth: 667),
             actions: [.frameWillChange(to: .zero), .updateBar(transition: nil), .frameDidChange(from: portraitBar, transition: nil)],
             frame: .zero),
        Case(name: "turning back to portrait shows it again",
             before: [.interfaceRotated(isLandscape: true, screenWidth: 667)],
             event: .interfaceRotated(isLandscape: false, screenWidth: 375),
             actions: [.frameWillChange(to: portraitBar), .updateBar(transition: nil), .frameDidChange(from: .zero, transition: nil)],
             frame: portraitBar),
        Case(name: "turning a bar the app hid only refits it",
             before: [.setHidden(true, transition: nil)], event: .interfaceRotated(isLandscape: true, screenWidth: 667),
             actions: [.updateBar(transition: nil)], frame: .zero),
        Case(name: "the app showing the bar in landscape changes nothing on screen",
             before: [.setHidden(true, transition: nil), .interfaceRotated(isLandscape: true, screenWidth: 667)],
             event: .setHidden(false, transition: fade), actions: [], frame: .zero),
        Case(name: "where landscape keeps the bar its frame widens",
             metrics: iOS7Phone, event: .interfaceRotated(isLandscape: true, screenWidth: 667),
             actions: [.frameWillChange(to: CGRect(x: 0, y: 0, width: 667, height: 20)), .updateBar(transition: nil),
                       .frameDidChange(from: portraitBar, transition: nil)],
             frame: CGRect(x: 0, y: 0, width: 667, height: 20)),
        Case(name: "a slide inside an animation block carries the block's timing to the bar and the app's layout",
             event: .setHidden(true, transition: blockSlide),
             actions: [.frameWillChange(to: .zero), .updateBar(transition: blockSlide), .frameDidChange(from: portraitBar, transition: blockSlide)],
             frame: .zero),
        Case(name: "a rotation with the controllers' wish for landscape changes the frame once",
             event: .interfaceRotated(isLandscape: true, screenWidth: 667, hiddenByApp: true),
             actions: [.frameWillChange(to: .zero), .updateBar(transition: nil), .frameDidChange(from: portraitBar, transition: nil)],
             frame: .zero),
        Case(name: "turning back to portrait with the controllers' wish shows the bar once",
             before: [.interfaceRotated(isLandscape: true, screenWidth: 667, hiddenByApp: true)],
             event: .interfaceRotated(isLandscape: false, screenWidth: 375, hiddenByApp: false),
             actions: [.frameWillChange(to: portraitBar), .updateBar(transition: nil), .frameDidChange(from: .zero, transition: nil)],
             frame: portraitBar),
        Case(name: "a controller that wants the bar hidden keeps it hidden across a rotation",
             before: [.setHidden(true, transition: nil)],
             event: .interfaceRotated(isLandscape: true, screenWidth: 667, hiddenByApp: true),
             actions: [.updateBar(transition: nil)], frame: .zero),
        Case(name: "where view controllers decide, landscape leaves the bar to them",
             before: [.setViewControllerBased(true)],
             event: .interfaceRotated(isLandscape: true, screenWidth: 667, hiddenByApp: false),
             actions: [.frameWillChange(to: CGRect(x: 0, y: 0, width: 667, height: 20)), .updateBar(transition: nil),
                       .frameDidChange(from: portraitBar, transition: nil)],
             frame: CGRect(x: 0, y: 0, width: 667, height: 20)),
        Case(name: "a model with no landscape bar hides it whatever controllers want",
             metrics: noLandscapeBarPhone, before: [.setViewControllerBased(true)],
             event: .interfaceRotated(isLandscape: true, screenWidth: 667, hiddenByApp: false),
             actions: [.frameWillChange(to: .zero), .updateBar(transition: nil), .frameDidChange(from: portraitBar, transition: nil)],
             frame: .zero),
    ]

    static let noLandscapeBarPhone = StatusBarState.Metrics(defaultHeight: 20, inCallHeight: 20, hidesInLandscape: true, hasNoLandscapeBar: true)
    static let blockSlide = UIStatusBarTransition(animation: .slide, duration: 0.4, curve: .easeOut)

    @Test(arguments: cases)
    func everyChangeReturnsTheActionsInIOSOrder(_ change: Case) {
        var state = StatusBarState(metrics: change.metrics, screenWidth: 375)
        for event in change.before { _ = state.handle(event) }
        #expect(state.handle(change.event) == change.actions)
        #expect(state.frame == change.frame)
    }

    @Test func willActionsComeBeforeTheChangeAndDidActionsAfter() {
        var state = StatusBarState(metrics: Self.phone, screenWidth: 375)
        let stages = state.handle(.setHidden(true, transition: Self.fade)).map(\.stage)
        #expect(stages == [.before, .change, .after])
    }

    @Test func theBarRemembersWhatTheAppAskedForWhileRotatedAway() {
        var state = StatusBarState(metrics: Self.phone, screenWidth: 375)
        _ = state.handle(.interfaceRotated(isLandscape: true, screenWidth: 667))
        _ = state.handle(.setHidden(true, transition: nil))
        #expect(state.isHiddenByApp)
        #expect(state.handle(.interfaceRotated(isLandscape: false, screenWidth: 375)) == [.updateBar(transition: nil)])
        #expect(!state.isVisible)
        #expect(state.barRect == Self.portraitBar)
    }
}
