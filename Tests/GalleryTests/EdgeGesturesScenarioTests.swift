import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants
import Gallery

/// Seed 4's counter app: its play area swaps constraints for full screen, animated.
@Suite(.checksInvariants) @MainActor
struct EdgeGesturesScenarioTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func launch(_ model: DeviceModel = .iPhone15Pro, iOS major: Int? = nil) throws -> (AppHarness, CounterViewController) {
        let app = try #require(GalleryApp.named("edge-gestures"))
        let version = major.map { OperatingSystemVersion(majorVersion: $0, minorVersion: 0, patchVersion: 0) }
        let harness = AppHarness(model: model, systemVersion: version, application: app.principalClass) { app.makeDelegate() }
        try harness.settle()
        let controller = try #require(harness.keyWindow?.rootViewController as? CounterViewController)
        return (harness, controller)
    }

    @Test func thePlayAreaIsHalfTheScreenCentredAndSwipesCount() throws {
        for model in [DeviceModel.iPhone15Pro, .iPhone8] {
            let (harness, controller) = try launch(model)
            let screen = harness.device.screen.bounds
            let scale = harness.device.screen.scale
            #expect(nearly(controller.playView.frame, pixelAligned(CGRect(x: screen.width / 4, y: screen.height / 4,
                                                                     width: screen.width / 2, height: screen.height / 2), scale)))
            let play = controller.playView.bounds
            #expect(abs(controller.countLabel.center.x - play.midX) <= 1 / scale)
            #expect(abs(controller.countLabel.center.y - play.midY) <= 1 / scale)
            let centre = CGPoint(x: screen.midX, y: screen.midY)
            try harness.swipe(.up, from: centre)
            try harness.settle()
            try harness.swipe(.up, from: centre)
            try harness.settle()
            try harness.swipe(.down, from: centre)
            try harness.settle()
            #expect(controller.count == 1)
            #expect(controller.countLabel.text == "1")
        }
    }

    @Test func fullScreenSwapsTheConstraintsAndAnimatesTheChange() throws {
        let (harness, controller) = try launch()
        let screen = harness.device.screen.bounds
        try harness.tap(controller.fullScreenSwitch)
        // The model frame is the new one at once; the layer animates there over 0.25 s.
        #expect(controller.playView.frame == screen)
        try harness.advance(by: 0.1)
        let middle = try #require(controller.playView.layer.presentation()).frame
        #expect(middle.width > screen.width / 2 && middle.width < screen.width)
        #expect(middle.minY > 0 && middle.minY < screen.height / 4)
        try harness.assertScreenshot(named: "edge-gestures-going-full-screen-iphone-15-pro", in: Self.goldens)
        try harness.settle()
        #expect(controller.playView.layer.presentation()?.frame == screen)
        #expect(controller.countLabel.center == CGPoint(x: screen.midX, y: screen.midY))
        try harness.tap(controller.fullScreenSwitch)
        try harness.settle()
        #expect(nearly(controller.playView.frame, pixelAligned(CGRect(x: screen.width / 4, y: screen.height / 4,
                                                                 width: screen.width / 2, height: screen.height / 2),
                                                          harness.device.screen.scale)))
    }

    @Test func onIOS9ASwipeUpFromTheBottomOpensControlCenterAndFullScreenTakesTheFirstSwipe() throws {
        let (harness, controller) = try launch(.iPhone6s, iOS: 9)
        try harness.swipeFromEdge(.bottom)
        try harness.settle()
        #expect(harness.device.openSystemOverlay == .controlCenter)
        #expect(controller.count == 0)
        harness.device.pressHome()
        try harness.settle()
        // Full screen hides the status bar, which before iOS 11 defers the edges.
        try harness.tap(controller.fullScreenSwitch)
        try harness.settle()
        #expect(harness.device.statusBar.isHidden)
        try harness.swipeFromEdge(.bottom)
        #expect(controller.count == 1)
        #expect(harness.device.grabberTongueEdge == .bottom)
        #expect(harness.device.openSystemOverlay == nil)
        try harness.swipeFromEdge(.bottom)
        try harness.settle()
        #expect(harness.device.openSystemOverlay == .controlCenter)
        #expect(controller.count == 1)
    }

    @Test func fromIOS11FullScreenKeepsTheStatusBarAndDefersTheTopAndBottomEdges() throws {
        let (harness, controller) = try launch(.iPhone8, iOS: 11)
        try harness.tap(controller.fullScreenSwitch)
        try harness.settle()
        #expect(!harness.device.statusBar.isHidden)
        #expect(harness.application.systemGesturePreferences.screenEdgesDeferringSystemGestures == [.top, .bottom])
        try harness.swipeFromEdge(.bottom)
        #expect(controller.count == 1)
        #expect(harness.device.grabberTongueEdge == .bottom)
        try harness.swipeFromEdge(.bottom)
        try harness.settle()
        #expect(harness.device.openSystemOverlay == .controlCenter)
        harness.device.pressHome()
        try harness.settle()
        // A pull down from the top: the first stays the app's (it began in the visible status bar, so
        // it is a status-bar touch, not the play area's swipe) and shows the tongue; the second opens
        // Notification Center.
        try harness.swipeFromEdge(.top)
        #expect(controller.count == 1)
        #expect(harness.device.grabberTongueEdge == .top)
        try harness.swipeFromEdge(.top)
        try harness.settle()
        #expect(harness.device.openSystemOverlay == .notificationCenter)
    }

    @Test func onAnXClassPhoneTheIndicatorSwipeGoesHomeUnlessFullScreenDefersIt() throws {
        let (harness, controller) = try launch(.iPhoneX, iOS: 16)
        try harness.tap(controller.fullScreenSwitch)
        try harness.settle()
        try harness.swipeFromEdge(.bottom)
        #expect(controller.count == 1)
        #expect(!harness.device.isShowingHomeScreen)
        try harness.swipeFromEdge(.bottom)
        try harness.settle()
        #expect(harness.device.isShowingHomeScreen)
        #expect(controller.count == 1)

        let (plain, plainController) = try launch(.iPhoneX, iOS: 16)
        try plain.swipeFromEdge(.bottom)
        try plain.settle()
        #expect(plain.device.isShowingHomeScreen)
        #expect(plainController.count == 0)
    }
}

/// `rect` with each edge on the pixel grid, as Auto Layout places frames.
private func pixelAligned(_ rect: CGRect, _ scale: CGFloat) -> CGRect {
    func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
    return CGRect(x: round(rect.minX), y: round(rect.minY),
                  width: round(rect.maxX) - round(rect.minX), height: round(rect.maxY) - round(rect.minY))
}

/// Whether two rectangles agree to a millionth of a point (frames go through centre and bounds).
private func nearly(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
}
