import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit

@MainActor struct UIViewControllerLifecycleTests {
    @Test func theViewLoadsLazilyAndOnlyOnce() {
        _ = TestSystem()
        let controller = LoggingViewController()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        let view = controller.view
        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.log == ["loadView", "viewDidLoad"])
        #expect(controller.view === view)
        #expect(controller.isViewLoaded)
    }

    @Test func aRootViewControllerAppearsLoadWillAppearLayoutThenDidAppear() {
        let system = TestSystem()
        let controller = LoggingViewController()
        let window = UIWindow(frame: system.screen.bounds)
        window.rootViewController = controller
        #expect(controller.log == ["loadView", "viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(controller.log.last == "viewWillAppear")
        system.runFrame()
        #expect(controller.log == ["loadView", "viewDidLoad", "viewWillAppear",
                                   "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        system.runFrame()
        #expect(controller.log.count == 6)
    }

    @Test func hidingTheWindowMakesTheRootViewControllerDisappear() {
        let system = TestSystem()
        let controller = LoggingViewController()
        let window = system.makeKeyWindow(rootViewController: controller)
        controller.log.removeAll()
        window.isHidden = true
        #expect(controller.log == ["viewWillDisappear", "viewDidDisappear"])
        window.isHidden = false
        system.runFrame()
        #expect(controller.log.suffix(2) == ["viewWillAppear", "viewDidAppear"])
    }

    @Test func replacingTheRootViewControllerSwapsViewsAndAppearance() {
        let system = TestSystem()
        let first = LoggingViewController(), second = LoggingViewController()
        let window = system.makeKeyWindow(rootViewController: first)
        first.log.removeAll()
        window.rootViewController = second
        system.runFrame()
        #expect(first.log == ["viewWillDisappear", "viewDidDisappear"])
        #expect(first.view.superview == nil)
        #expect(second.view.superview === window)
        #expect(second.log.contains("viewDidAppear"))
    }
}
