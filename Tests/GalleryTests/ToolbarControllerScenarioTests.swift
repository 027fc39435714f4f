import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants
import Gallery

/// Seed 3: the article's toolbar controller, and the same tree on iOS 3's own toolbar API,
/// driven as a user would through the device's input.
@Suite(.checksInvariants) @MainActor
struct ToolbarControllerScenarioTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func launch() throws -> (AppHarness, CWToolbarController, UINavigationController) {
        let harness = AppHarness(model: .iPhone15Pro) { ToolbarControllerAppDelegate() }
        try harness.settle()
        let controller = try #require(harness.keyWindow?.rootViewController as? CWToolbarController)
        let navigation = try #require(controller.contentViewController as? UINavigationController)
        return (harness, controller, navigation)
    }

    /// The items that are not spaces.
    private func buttons(_ toolbar: UIToolbar) -> Int {
        (toolbar.items ?? []).filter { $0.accessibilityIdentifier != nil }.count
    }

    @Test func eachLevelDownHasOneToolbarItemFewerWhileTheToolbarStaysPut() throws {
        let (harness, controller, navigation) = try launch()
        let toolbar = try #require(controller.toolbar)
        let frame = toolbar.frame
        #expect(nearlyEqual(frame, CGRect(x: 0, y: 852 - 34 - 44, width: 393, height: 78)))
        #expect(buttons(toolbar) == 4)
        for level in 2...4 {
            try harness.tap(text: "Level \(level) A")
            harness.advance(by: 0.25)
            #expect(toolbar.layer.presentation()!.frame == toolbar.frame)
            try harness.settle()
            #expect(buttons(toolbar) == 5 - level)
            #expect(navigation.topViewController?.title == "Level \(level)")
            #expect(toolbar.frame == frame)
        }
        // Back up with the back button.
        try harness.tap(accessibilityLabel: "Level 3")
        try harness.settle()
        #expect(buttons(toolbar) == 2)
        #expect(navigation.viewControllers.count == 3)
    }

    @Test func theContentHearsEachAppearanceCallExactlyOnce() throws {
        let (harness, _, navigation) = try launch()
        let first = try #require(navigation.topViewController as? LevelViewController)
        #expect(first.appearanceLog == ["willAppear", "didAppear"])
        try harness.tap(text: "Level 2 B")
        try harness.settle()
        let second = try #require(navigation.topViewController as? LevelViewController)
        #expect(first.appearanceLog == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(second.appearanceLog == ["willAppear", "didAppear"])
        try harness.tap(accessibilityLabel: "Level 1")
        try harness.settle()
        #expect(second.appearanceLog == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
        #expect(first.appearanceLog.suffix(2) == ["willAppear", "didAppear"])
    }

    @Test func theItemsCrossFadeMidPushAndSettleAfter() throws {
        let (harness, _, _) = try launch()
        try harness.tap(text: "Level 2 B")
        harness.advance(by: 0.1)
        try harness.assertScreenshot(named: "toolbar-controller-mid-fade-iphone-15-pro", in: Self.goldens)
        try harness.settle()
        try harness.assertScreenshot(named: "toolbar-controller-level-2-iphone-15-pro", in: Self.goldens)
    }

    @Test func rotationLaysTheToolbarAndContentOut() throws {
        let (harness, controller, navigation) = try launch()
        harness.device.rotate(to: .landscapeLeft)
        try harness.settle()
        let bounds = controller.view.bounds
        #expect(bounds.width > bounds.height)
        let toolbar = try #require(controller.toolbar)
        let bottom = controller.view.safeAreaInsets.bottom
        #expect(nearlyEqual(toolbar.frame, CGRect(x: 0, y: bounds.height - bottom - 32, width: bounds.width, height: 32 + bottom)))
        #expect(nearlyEqual(navigation.view.frame, CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - bottom - 32)))
        #expect(navigation.navigationBar.frame.height == 32)
    }

    @Test func theSameTreeOnIOS3sOwnAPIShowsEachLevelsItemsInTheNavigationControllersToolbar() throws {
        let harness = AppHarness(model: .iPhone15Pro) { NativeToolbarAppDelegate() }
        try harness.settle()
        let navigation = try #require(harness.keyWindow?.rootViewController as? UINavigationController)
        let toolbar = try #require(navigation.toolbar)
        #expect(!navigation.isToolbarHidden && !toolbar.isHidden)
        #expect(buttons(toolbar) == 4)
        let frame = toolbar.frame
        try harness.tap(text: "Level 2 B")
        try harness.settle()
        #expect(buttons(toolbar) == 3)
        #expect(toolbar.frame == frame)
    }
}

@MainActor private func nearlyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
}
