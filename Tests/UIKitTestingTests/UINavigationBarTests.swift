import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// Navigation bars: their stack, drawing and back button, driven through the device's touch input.
@Suite(.checksInvariants) @MainActor
struct UINavigationBarTests {
    @Test func theStackHasATopItemAndABackItem() throws {
        let (harness, scene) = try launchBars()
        let bar = scene.navigationBar
        let a = UINavigationItem(title: "A"), b = UINavigationItem(title: "B")
        #expect(bar.topItem == nil && bar.backItem == nil && bar.items == nil)
        bar.pushItem(a, animated: false)
        bar.pushItem(b, animated: false)
        #expect(bar.topItem === b && bar.backItem === a)
        #expect(bar.popItem(animated: false) === b)
        #expect(bar.topItem === a && bar.backItem == nil)
        #expect(scene.barDelegate.entries == ["shouldPush A", "didPush A", "shouldPush B", "didPush B", "shouldPop B", "didPop B"])
        try harness.settle()
    }

    @Test func theTitleIsSeventeenPointSemiboldCentredInTheBar() throws {
        let (harness, scene) = try launchBars()
        scene.navigationBar.items = [UINavigationItem(title: "Inbox")]
        try harness.settle()
        let label = try harness.view(showingText: "Inbox")
        #expect(label.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        let frame = label.convert(label.bounds, to: nil)
        #expect(abs(frame.midX - 393 / 2) <= 0.5)
        #expect(nearly(frame.minY, 59) && nearly(frame.height, 44))
    }

    @Test func theBackButtonShowsThePreviousTitleOrBackOrTheChevronAlone() throws {
        let (harness, scene) = try launchBars()
        let bar = scene.navigationBar
        let previous = UINavigationItem(title: "Mail")
        bar.items = [previous, UINavigationItem(title: "Inbox")]
        try harness.settle()
        #expect(try harness.view(withAccessibilityLabel: "Mail") is BackButtonView)
        previous.backButtonTitle = "Boxes"
        try harness.settle()
        #expect(bar.contents?.backButton?.title == "Boxes")
        // A title too long to fit beside the centred title falls back to "Back".
        previous.backButtonTitle = nil
        previous.title = "A very long title that cannot possibly fit beside the other"
        try harness.settle()
        #expect(bar.contents?.backButton?.title == "Back")
        previous.title = nil
        try harness.settle()
        #expect(bar.contents?.backButton?.title == "Back")
        previous.title = "Mail"
        previous.backButtonDisplayMode = .generic
        try harness.settle()
        #expect(bar.contents?.backButton?.title == "Back")
        previous.backButtonDisplayMode = .minimal
        try harness.settle()
        #expect(bar.contents?.backButton?.title == nil)
        previous.backBarButtonItem = UIBarButtonItem(title: "Custom", style: .plain, target: nil, action: nil)
        try harness.settle()
        #expect(bar.contents?.backButton?.title == "Custom")
    }

    @Test func backButtonTitlesFollowTheDisplayModeRule() {
        let item = UINavigationItem(title: "Settings")
        item.backButtonTitle = "Back to settings"
        #expect(BackButtonTitle.resolve(for: item) { _ in true } == "Back to settings")
        #expect(BackButtonTitle.resolve(for: item) { $0.count <= 8 } == "Settings")
        #expect(BackButtonTitle.resolve(for: item) { $0.count <= 4 } == "Back")
        #expect(BackButtonTitle.resolve(for: item) { _ in false } == nil)
        item.backButtonDisplayMode = .generic
        #expect(BackButtonTitle.resolve(for: item) { _ in true } == "Back")
        item.backButtonDisplayMode = .minimal
        #expect(BackButtonTitle.resolve(for: item) { _ in true } == nil)
    }

    @Test func tappingTheBackButtonPopsTheTopItemWhenTheDelegateAgrees() throws {
        let (harness, scene) = try launchBars()
        let bar = scene.navigationBar
        bar.items = [UINavigationItem(title: "Mail"), UINavigationItem(title: "Inbox")]
        try harness.settle()
        scene.barDelegate.allowsPop = false
        try harness.tap(accessibilityLabel: "Mail")
        try harness.settle()
        #expect(bar.topItem?.title == "Inbox")
        scene.barDelegate.allowsPop = true
        try harness.tap(accessibilityLabel: "Mail")
        // The delegate hears didPop when the 0.5 s cross-fade is over.
        #expect(scene.barDelegate.entries == ["shouldPop Inbox", "shouldPop Inbox"])
        harness.advance(by: 0.3)
        #expect(scene.barDelegate.entries.count == 2)
        try harness.settle()
        #expect(scene.barDelegate.entries.last == "didPop Inbox")
        #expect(bar.topItem?.title == "Mail")
        #expect(bar.contents?.backButton == nil)
    }

    @Test func theBackButtonAnswersTouchesOverAHundredPoints() throws {
        let (harness, scene) = try launchBars()
        let bar = scene.navigationBar
        bar.items = [UINavigationItem(title: "A"), UINavigationItem(title: "B")]
        try harness.settle()
        let button = try #require(bar.contents?.backButton)
        #expect(button.frame.width < 60)
        harness.tap(at: CGPoint(x: 95, y: 59 + 22))
        try harness.settle()
        #expect(bar.topItem?.title == "A")
    }

    @Test func sideItemsSitSixteenPointsFromTheEdgesAndTappingOneSendsItsAction() throws {
        let (harness, scene) = try launchBars()
        let log = BarActionLog()
        let item = UINavigationItem(title: "Notes")
        item.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .add, target: log, action: Selector(BarActionLog.tapped(_:))),
                                    UIBarButtonItem(title: "Select", style: .plain, target: log, action: Selector(BarActionLog.tapped(_:)))]
        item.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: log, action: Selector(BarActionLog.tapped(_:)))
        scene.navigationBar.items = [item]
        try harness.settle()
        let add = try harness.view(withAccessibilityLabel: "add"), select = try harness.view(withAccessibilityLabel: "Select")
        let edit = try harness.view(withAccessibilityLabel: "Edit")
        #expect(nearly(add.frame.maxX, 393 - 16))
        #expect(nearly(select.frame.maxX, add.frame.minX - 8))
        #expect(nearly(edit.frame.minX, 16))
        try harness.tap(accessibilityLabel: "Select")
        try harness.tap(accessibilityLabel: "Edit")
        #expect(log.entries == ["Select", "Edit"])
    }

    @Test func aTopAttachedBarsBackgroundReachesUnderTheStatusBar() throws {
        let (harness, scene) = try launchBars()
        scene.navigationBar.items = [UINavigationItem(title: "Top")]
        scene.navigationBar.barTintColor = .systemYellow
        try harness.settle()
        #expect(scene.navigationBar.barPosition == .topAttached)
        let image = harness.screenshot()
        // The status bar's area (y 10 pt, clear of its text) shows the bar's yellow.
        let pixel = image.pixel(x: 600, y: 30)
        #expect(pixel.r == 255 && pixel.g == 204 && pixel.b == 0, "\(pixel)")
    }

    @Test func aBarThatPrefersLargeTitlesIsNinetySixPointsTallUntilAnItemSaysNever() throws {
        let (harness, scene) = try launchBars()
        let bar = scene.navigationBar
        let root = UINavigationItem(title: "Large")
        bar.items = [root]
        #expect(bar.sizeThatFits(.zero).height == 44)
        bar.prefersLargeTitles = true
        #expect(bar.sizeThatFits(.zero).height == 96)
        let pushed = UINavigationItem(title: "Small")
        pushed.largeTitleDisplayMode = .never
        bar.pushItem(pushed, animated: false)
        #expect(bar.sizeThatFits(.zero).height == 44)
        bar.popItem(animated: false)
        scene.layOut()
        try harness.settle()
        let label = try harness.view(showingText: "Large")
        #expect(label.font == UIFont.boldSystemFont(ofSize: 34))
        #expect(nearly(label.convert(label.bounds, to: nil).minY, 59 + 44))
        harness.device.rotate(to: .landscapeLeft)
        try harness.settle()
        #expect(bar.sizeThatFits(.zero).height == 32)
    }

    @Test func aNavigationBarIsDrawnAsIOSDrawsIt() throws {
        let (harness, scene) = try launchBars()
        let edit = UINavigationItem(title: "Messages")
        let top = UINavigationItem(title: "Conversation")
        top.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil),
                                   UIBarButtonItem(barButtonSystemItem: .search, target: nil, action: nil)]
        scene.navigationBar.items = [edit, top]
        let second = UINavigationBar(frame: CGRect(x: 0, y: 300, width: 393, height: 44))
        let detail = UINavigationItem(title: "Details")
        detail.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        detail.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        second.items = [detail]
        second.isTranslucent = false
        second.tintColor = .systemRed
        scene.window!.addSubview(second)
        let third = UINavigationBar(frame: CGRect(x: 0, y: 400, width: 393, height: 44))
        let minimal = UINavigationItem(title: "Chevron")
        minimal.backButtonDisplayMode = .minimal
        third.items = [minimal, UINavigationItem(title: "Only a chevron")]
        scene.window!.addSubview(third)
        try harness.settle()
        try harness.assertScreenshot(named: "navigation-bar-iphone-15-pro", in: barsGoldens)
    }
}
