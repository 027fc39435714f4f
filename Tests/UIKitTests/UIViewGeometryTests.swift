import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit

@MainActor struct UIViewGeometryTests {
    @Test func theFrameIsTheCenteredBoundsAndSettingItMovesTheCenter() {
        _ = TestSystem()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
        #expect(view.center == CGPoint(x: 60, y: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 50, y: 70, width: 100, height: 60))
        view.bounds.size = CGSize(width: 20, height: 20)
        #expect(view.frame == CGRect(x: 90, y: 90, width: 20, height: 20))
        view.bounds.origin = CGPoint(x: 7, y: 7)
        #expect(view.frame == CGRect(x: 90, y: 90, width: 20, height: 20))
    }

    @Test func aTransformChangesTheFrameButNotTheBoundsOrCenter() {
        _ = TestSystem()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.frame == CGRect(x: -50, y: -25, width: 200, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(view.frame, CGRect(x: 25, y: -25, width: 50, height: 100), within: 1e-9))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func pointsAndRectsConvertBetweenViewsOfOneWindow() {
        let system = TestSystem()
        let window = system.makeKeyWindow()
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 300, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        window.addSubview(a)
        window.addSubview(b)
        a.addSubview(inner)
        #expect(inner.convert(CGPoint.zero, to: b) == CGPoint(x: -185, y: -285))
        #expect(b.convert(CGPoint(x: -185, y: -285), to: inner) == .zero)
        #expect(inner.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 16, y: 16))
        #expect(inner.convert(CGPoint(x: 16, y: 16), from: nil) == CGPoint(x: 1, y: 1))
        #expect(inner.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: window) == CGRect(x: 15, y: 15, width: 10, height: 10))
        a.bounds.origin = CGPoint(x: 0, y: 5)
        #expect(inner.convert(CGPoint.zero, to: window) == CGPoint(x: 15, y: 10))
    }

    @Test func windowsConvertThroughScreenCoordinates() {
        let system = TestSystem()
        let first = system.makeKeyWindow()
        let second = UIWindow(frame: CGRect(x: 0, y: 400, width: 393, height: 452))
        second.isHidden = false
        let p = second.convert(CGPoint(x: 10, y: 10), to: first)
        #expect(p == CGPoint(x: 10, y: 410))
        #expect(second.convert(CGPoint(x: 10, y: 10), to: nil as UIWindow?) == CGPoint(x: 10, y: 410))
        #expect(second.convert(CGPoint(x: 10, y: 410), from: nil as UIWindow?) == CGPoint(x: 10, y: 10))
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        second.addSubview(view)
        #expect(view.convert(CGPoint.zero, to: first) == CGPoint(x: 20, y: 420))
    }

    @Test func aRootViewFillsTheWindowFromIOS7() {
        let system = TestSystem()
        let controller = UIViewController()
        _ = system.makeKeyWindow(rootViewController: controller)
        #expect(controller.view.frame == system.screen.bounds)
    }

    @Test func onIOS3TheRootViewStartsBelowTheStatusBar() {
        let system = TestSystem.legacyPhone(version: 3)
        let controller = UIViewController()
        _ = system.makeKeyWindow(rootViewController: controller)
        #expect(controller.view.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
        #expect(system.application.statusBarFrame == CGRect(x: 0, y: 0, width: 375, height: 20))
        #expect(UIDevice.current.systemVersion == "3.0")
    }

    @Test func safeAreaInsetsFollowTheViewsPlaceInTheWindow() {
        let system = TestSystem()
        let window = system.makeKeyWindow()
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let middle = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 100))
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        window.addSubview(middle)
        window.addSubview(top)
        #expect(middle.safeAreaInsets == .zero)
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0))
    }

    /// A window subclass that answers its own safe area (as snapshot hosts on iOS do) gives its views that safe area.
    @Test func aWindowThatOverridesItsSafeAreaGivesItsViewsThatSafeArea() {
        final class InsetWindow: UIWindow {
            override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0) }
        }
        let system = TestSystem()
        let window = InsetWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.isHidden = false
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        let bottom = UIView(frame: CGRect(x: 0, y: 752, width: 393, height: 100))
        window.addSubview(top)
        window.addSubview(bottom)
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(bottom.safeAreaInsets == .zero)
        withExtendedLifetime(system) {}
    }
}
