import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants
import Gallery

@Suite(.checksInvariants) @MainActor
struct HiddenDrawerScenarioTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func launch(_ model: DeviceModel = .iPhone15Pro, _ version: OperatingSystemVersion? = nil) throws -> (AppHarness, HiddenDrawerAppDelegate) {
        let harness = AppHarness(model: model, systemVersion: version, application: HiddenDrawerApplication.self) {
            HiddenDrawerAppDelegate()
        }
        try harness.settle()
        return (harness, harness.application.delegate as! HiddenDrawerAppDelegate)
    }

    @Test func eachStatusBarTapOpensThenClosesTheDrawerWithExactFrames() throws {
        let (harness, app) = try launch()
        let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
        #expect(app.viewController.view.frame == screen)
        #expect(app.drawerController == nil)
        try harness.assertScreenshot(named: "hidden-drawer-closed-iphone-15-pro", in: Self.goldens)

        try harness.tapStatusBar()
        try harness.settle()
        let drawer = try #require(app.drawerController)
        #expect(drawer.view.frame == CGRect(x: 0, y: 54, width: 393, height: 88))
        #expect(drawer.view.superview === app.window)
        #expect(app.viewController.view.frame == screen.offsetBy(dx: 0, dy: 88))
        try harness.assertScreenshot(named: "hidden-drawer-open-iphone-15-pro", in: Self.goldens)

        try harness.tapStatusBar()
        try harness.settle()
        #expect(app.drawerController == nil)
        #expect(drawer.view.superview == nil)
        #expect(app.viewController.view.frame == screen)
        try harness.assertScreenshot(named: "hidden-drawer-closed-iphone-15-pro", in: Self.goldens)
    }

    @Test func theDrawerSlidesForPointTwoSecondsEasingInAndOut() throws {
        let (harness, app) = try launch()
        harness.device.touchDown(at: CGPoint(x: 200, y: 20))
        harness.device.runFrame()
        let drawer = try #require(app.drawerController)
        let start = harness.device.time
        // The model is at its end at once; the presentation moves (legacy blocks: 0.2 s, ease-in-out).
        #expect(drawer.view.frame.minY == 54)
        #expect(abs(drawer.view.layer.presentation()!.frame.minY - (54 - 88)) < 0.001)
        harness.advance(by: start + 0.1 - harness.device.time)
        #expect(abs(drawer.view.layer.presentation()!.frame.minY - (54 - 44)) < 0.001)
        #expect(abs(app.viewController.view.layer.presentation()!.frame.minY - 44) < 0.001)
        harness.device.touchUp()
        try harness.settle()
        #expect(abs(drawer.view.layer.presentation()!.frame.minY - 54) < 0.001)
    }

    @Test func theOverrideReadsWhereTheStatusBarWasTouched() throws {
        let (harness, _) = try launch()
        try harness.tapStatusBar(atX: 300)
        let app = harness.application as! HiddenDrawerApplication
        #expect(app.lastStatusBarTouchLocation == CGPoint(x: 300, y: 27))
        try harness.settle()
    }

    @Test func theSwallowedTapDoesNotScrollButPassingItToSuperScrollsToTheTop() throws {
        let (harness, app) = try launch()
        let list = app.viewController.tableView!
        #expect(list.adjustedContentInset.top == 59)
        list.contentOffset = CGPoint(x: 0, y: 500)
        try harness.tapStatusBar()
        try harness.settle()
        #expect(list.contentOffset.y == 500)

        try harness.tapStatusBar()  // close the drawer again
        try harness.settle()
        (harness.application as! HiddenDrawerApplication).forwardsStatusBarEvents = true
        try harness.tapStatusBar()
        try harness.settle()
        #expect(app.drawerController != nil)
        // The same tap opened the drawer, so the list's frame now starts at y = 88, below the
        // safe area: its adjusted top inset is 0 and its top is offset 0.
        #expect(list.adjustedContentInset.top == 0)
        #expect(list.contentOffset.y == 0)
    }

    @Test func onTheIPhone3GSTheListStartsBelowTheOpaqueStatusBar() throws {
        let (harness, app) = try launch(.iPhone3GS, OperatingSystemVersion(majorVersion: 3, minorVersion: 0, patchVersion: 0))
        #expect(app.viewController.view.frame == CGRect(x: 0, y: 20, width: 320, height: 460))
        try harness.assertScreenshot(named: "hidden-drawer-closed-iphone-3gs", in: Self.goldens)
        try harness.tapStatusBar()
        try harness.settle()
        #expect(app.drawerController!.view.frame == CGRect(x: 0, y: 20, width: 320, height: 88))
        #expect(app.viewController.view.frame == CGRect(x: 0, y: 108, width: 320, height: 460))
        try harness.assertScreenshot(named: "hidden-drawer-open-iphone-3gs", in: Self.goldens)
    }
}
