import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@_spi(Testing) @testable import SpringBoard
import UIKitTesting

/// The Home pull's card and the app switcher, through the device's input (issue 12: "app
/// switching ... a slow swipe up that pauses").
@Suite(.checksInvariants) @MainActor
struct AppSwitcherTests {
    func launch(_ model: DeviceModel = .iPhoneX, iOS major: Int = 16, deferring edges: UIRectEdge = [])
        throws -> (AppHarness, EdgeSwipeController, EdgeSwipeDelegate) {
        try launchEdgeSwipeApp(model, iOS: major, deferring: edges)
    }

    /// The card's scale on the screen now.
    func cardScale(_ harness: AppHarness) -> CGFloat { harness.device.shell.appSwitcher.presentedCardScale }

    /// Puts a finger down on the home indicator and moves it up `step` points a frame, `frames`
    /// times, running each frame; returns the card's scale after each.
    func pullUp(_ harness: AppHarness, step: CGFloat, frames: Int) -> [CGFloat] {
        let device = harness.device
        device.touchDown(at: CGPoint(x: 187, y: 805))
        device.runFrame()
        return (1...frames).map { frame in
            device.touchMove(to: CGPoint(x: 187, y: 805 - step * CGFloat(frame)))
            device.runFrame()
            return cardScale(harness)
        }
    }

    @Test func theCardShrinksAsTheFingerRisesOverTheWallpaperAndAQuickReleaseGoesHome() throws {
        let (harness, controller, delegate) = try launch()
        let scales = pullUp(harness, step: 20, frames: 20)
        // The pull begins at the first move (20 pt, past the 15 pt that decide); each frame is smaller.
        #expect(scales[0] < 1)
        for (a, b) in zip(scales, scales.dropFirst()) { #expect(b < a) }
        // The finger is 405 pt from the bottom, half the screen's height: about half size.
        #expect(abs(scales[19] - 0.5) < 0.01)
        // The wallpaper shows around the card, and the app's own views are as they were.
        let corner = pixel(harness, CGPoint(x: 10, y: 790))
        #expect(corner != [255, 255, 255, 255] && corner[2] > corner[1])
        #expect(controller.view.transform == .identity && controller.view.frame == harness.device.screenBounds)
        harness.device.touchUp()
        harness.device.runFrame()
        try harness.settle()
        #expect(harness.device.isShowingHomeScreen)
        #expect(delegate.states == ["willResignActive", "didEnterBackground"])
        // Under the home screen the card is the screen again, for when the app comes back.
        #expect(cardScale(harness) == 1)
        #expect(harness.device.shell.appSwitcher.card.cornerRadius == 0)
    }

    @Test func aShortSlowPullSpringsBackToFullSizeInAQuarterOfASecond() throws {
        let (harness, _, delegate) = try launch()
        let before = pixel(harness, CGPoint(x: 2, y: 2))
        // 55 pt at 300 pt/s: neither far nor fast enough to go home.
        let scales = pullUp(harness, step: 5, frames: 11)
        #expect(scales.last! < 1)
        harness.device.touchUp()
        harness.device.runFrame()
        harness.device.advance(by: 0.1)
        let halfWay = cardScale(harness)
        #expect(halfWay > scales.last! && halfWay < 1)
        harness.device.advance(by: 0.2)
        #expect(cardScale(harness) == 1)
        try harness.settle()
        // Square corners again: the app's corner shows as before the pull.
        #expect(pixel(harness, CGPoint(x: 2, y: 2)) == before)
        #expect(!harness.device.isShowingHomeScreen && !harness.device.isShowingAppSwitcher)
        #expect(delegate.states == [])
        #expect(harness.application.applicationState == .active)
    }

    @Test func aSlowSwipeThatPausesShowsTheIntentAndOpensTheSwitcherOnReleaseTheAppOnlyResigningActive() throws {
        let (harness, controller, delegate) = try launch()
        let device = harness.device
        // 150 pt up at 300 pt/s, then the finger stands still (no more moves).
        _ = pullUp(harness, step: 5, frames: 30)
        // The last move was sampled a frame ago; until it is 0.15 s old the card follows the finger.
        let lastMove = device.time - device.frameInterval
        while device.time + device.frameInterval < lastMove + SystemEdgeArbiter.pauseDuration - 1e-6 {
            device.runFrame()
            #expect(device.shell.appSwitcher.state == .pulling(finger: 0))
        }
        device.advance(by: 2 * device.frameInterval)
        #expect(device.shell.appSwitcher.state == .intent(finger: 0))
        // The card settles at the switcher's scale while the finger is still down; the app is still active.
        device.advance(by: AppSwitcher.returnDuration)
        #expect(abs(cardScale(harness) - AppSwitcher.switcherScale) < 1e-9)
        #expect(delegate.states == [])
        device.touchUp()
        device.runFrame()
        #expect(device.isShowingAppSwitcher)
        try harness.settle()
        #expect(delegate.states == ["willResignActive"])
        #expect(harness.application.applicationState == .inactive)
        #expect(!device.isShowingHomeScreen)
        // The app had the finger's first moves, before the system took it 15 pt up.
        #expect(controller.logView.log == ["began", "moved", "cancelled"])
    }

    @Test func tappingTheCardBringsTheAppBackActiveAtFullSize() throws {
        let (harness, controller, delegate) = try launch()
        try harness.openAppSwitcher()
        let card = harness.device.shell.appSwitcher.cardFrame
        #expect(abs(card.width - 375 * AppSwitcher.switcherScale) < 1e-9)
        harness.device.tap(at: CGPoint(x: card.midX, y: card.midY))
        try harness.settle()
        #expect(!harness.device.isShowingAppSwitcher)
        #expect(cardScale(harness) == 1)
        #expect(delegate.states == ["willResignActive", "didBecomeActive"])
        #expect(harness.application.applicationState == .active)
        // The tap was the switcher's; the app has its fingers again after it.
        #expect(controller.logView.log == ["began", "moved", "cancelled"])
        harness.device.tap(at: CGPoint(x: 100, y: 300))
        #expect(controller.logView.log == ["began", "moved", "cancelled", "began", "ended"])
    }

    @Test func aSwipeUpOnTheCardGoesHomeAndTheAppComesBackFromItsIconAtFullSize() throws {
        let (harness, _, delegate) = try launch()
        try harness.openAppSwitcher()
        let card = harness.device.shell.appSwitcher.cardFrame
        try harness.swipe(.up, from: CGPoint(x: card.midX, y: card.midY), distance: 200)
        try harness.settle()
        #expect(harness.device.isShowingHomeScreen)
        #expect(!harness.device.isShowingAppSwitcher)
        #expect(delegate.states == ["willResignActive", "didEnterBackground"])
        let icon = harness.device.homeScreen.iconFrame
        harness.device.tap(at: CGPoint(x: icon.midX, y: icon.midY))
        try harness.settle()
        #expect(harness.application.applicationState == .active)
        #expect(cardScale(harness) == 1)
        #expect(pixel(harness, CGPoint(x: 2, y: 400)) == [255, 255, 255, 255])
    }

    @Test func homeAndATapBesideTheCardGoHomeFromTheSwitcher() throws {
        let (pressed, _, pressedDelegate) = try launch()
        try pressed.openAppSwitcher()
        pressed.device.pressHome()
        try pressed.settle()
        #expect(pressed.device.isShowingHomeScreen && !pressed.device.isShowingAppSwitcher)
        #expect(pressedDelegate.states == ["willResignActive", "didEnterBackground"])

        let (tapped, _, tappedDelegate) = try launch()
        try tapped.openAppSwitcher()
        tapped.device.tap(at: CGPoint(x: 20, y: 700))
        try tapped.settle()
        #expect(tapped.device.isShowingHomeScreen)
        #expect(tappedDelegate.states == ["willResignActive", "didEnterBackground"])
    }

    @Test func withTheBottomDeferredTheFirstSwipeIsTheAppsAndTheHarnessSwipesAgain() throws {
        let (harness, controller, delegate) = try launch(deferring: .bottom)
        try harness.openAppSwitcher()
        #expect(harness.device.isShowingAppSwitcher)
        #expect(controller.logView.log == ["began", "moved", "ended", "began", "moved", "cancelled"])
        #expect(delegate.states == ["willResignActive"])
        #expect(!harness.device.openSystemOverlay(.controlCenter))
        harness.device.pressHome()
        try harness.settle()
    }

    @Test func aDoublePressOfHomeOpensTheSwitcherFromIOS7AndItFollowsARotation() throws {
        let (harness, _, delegate) = try launch(.iPhone8)
        try harness.openAppSwitcher()
        #expect(delegate.states == ["willResignActive"])
        #expect(harness.device.doublePressHome())
        harness.device.rotateLeft()
        try harness.settle()
        let bounds = harness.device.screenBounds, card = harness.device.shell.appSwitcher.cardFrame
        #expect(bounds.width > bounds.height)
        #expect(abs(card.width - bounds.width * AppSwitcher.switcherScale) < 1e-9 && abs(card.midX - bounds.midX) < 1e-9)
        harness.device.pressHome()
        try harness.settle()

        let (old, _, _) = try launch(.iPhone4, iOS: 6)
        #expect(!old.device.doublePressHome())
        #expect {
            try old.openAppSwitcher()
        } throws: { error in
            "\(error)" == "openAppSwitcher: it did not show on iPhone 4 with iOS 6"
        }
    }

    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test func theHomePullHalfWayAndTheSwitcherMatchTheirGoldens() throws {
        let (pull, _, _) = try launch()
        _ = pullUp(pull, step: 20, frames: 20)
        try pull.assertScreenshot(named: "home-pull-half-way-iphone-x", in: Self.goldens)
        pull.device.touchUp()
        try pull.settle()

        let (switcher, _, _) = try launch()
        try switcher.openAppSwitcher()
        try switcher.assertScreenshot(named: "app-switcher-iphone-x", in: Self.goldens)
        switcher.device.pressHome()
        try switcher.settle()
    }
}
