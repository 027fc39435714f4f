import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit

@MainActor struct UIResponderChainTests {
    @Test func theChainRunsFromViewThroughControllerWindowAndApplicationToTheDelegate() {
        let system = TestSystem()
        let delegate = ResponderAppDelegate()
        system.application.delegate = delegate
        system.application.finishLaunching()
        let controller = UIViewController()
        let window = system.makeKeyWindow(rootViewController: controller)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(container)
        container.addSubview(leaf)
        var chain: [UIResponder] = []
        var responder: UIResponder? = leaf
        while let r = responder { chain.append(r); responder = r.next }
        let expected: [UIResponder] = [leaf, container, controller.view, controller, window, system.application, delegate]
        #expect(chain.count == expected.count)
        #expect(zip(chain, expected).allSatisfy { $0 === $1 })
    }

    @Test func aDelegateThatIsNotAResponderEndsTheChainAtTheApplication() {
        let system = TestSystem()
        let delegate = PlainAppDelegate()
        system.application.delegate = delegate
        system.application.finishLaunching()
        #expect(system.application.next == nil)
    }

    @Test func aViewControllersNextResponderIsItsViewsSuperview() {
        let system = TestSystem()
        let controller = UIViewController()
        let holder = UIView()
        holder.addSubview(controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === holder)
        _ = system
    }

    @Test func anUnhandledTouchTravelsUpToTheAppDelegate() {
        let system = TestSystem()
        let delegate = ResponderAppDelegate()
        system.application.delegate = delegate
        system.application.finishLaunching()
        let window = system.makeKeyWindow(rootViewController: UIViewController())
        let leaf = UIView(frame: CGRect(x: 10, y: 100, width: 50, height: 50))
        window.rootViewController!.view.addSubview(leaf)
        system.touchDown(at: CGPoint(x: 20, y: 120), in: window)
        #expect(delegate.touchesBeganCount == 1)
    }
}
