import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A controller that logs its appearance callbacks into a shared log, named.
final class LoggedController: UIViewController {
    let name: String
    let log: NavigationLog
    init(_ name: String, log: NavigationLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { preconditionFailure("not used") }
    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .white
    }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name) willAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name) didAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name) willDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name) didDisappear(\(animated))") }
}

@MainActor final class NavigationLog: UINavigationControllerDelegate {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        add("willShow \(viewController.title ?? "")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        add("didShow \(viewController.title ?? "")")
    }
}

final class NavigationDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let log = NavigationLog()
    lazy var root = LoggedController("A", log: log)
    lazy var navigation = UINavigationController(rootViewController: root)

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        navigation.delegate = log
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor private func launchNavigation() throws -> (AppHarness, NavigationDelegate) {
    let delegate = NavigationDelegate()
    let harness = AppHarness(model: .iPhone15Pro) { delegate }
    try harness.settle()
    delegate.log.entries.removeAll()
    return (harness, delegate)
}

/// Whether two stacks hold the same controllers in the same order.
@MainActor private func same(_ a: [UIViewController]?, _ b: [UIViewController]) -> Bool {
    guard let a else { return false }
    return a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}

@Suite(.checksInvariants) @MainActor
struct UINavigationControllerTests {
    @Test func theRootAppearsWithTheContainerAndIsTheTopAndVisibleController() throws {
        let delegate = NavigationDelegate()
        let harness = AppHarness(model: .iPhone15Pro) { delegate }
        try harness.settle()
        // The delegate hears of the root as it first appears, as on iOS: willShow before its
        // viewWillAppear, didShow after its viewDidAppear.
        #expect(delegate.log.entries == ["willShow A", "A willAppear(false)", "A didAppear(false)", "didShow A"])
        #expect(delegate.navigation.topViewController === delegate.root)
        #expect(delegate.navigation.visibleViewController === delegate.root)
        #expect(delegate.root.navigationController === delegate.navigation)
        #expect(delegate.root.parent === delegate.navigation)
        #expect(try harness.view(showingText: "A").font == UIFont.systemFont(ofSize: 17, weight: .semibold))
    }

    @Test func aStackSetBeforeTheNavigationControllerAppearsIsAnnouncedForItsTopWhenItDoes() throws {
        let delegate = NavigationDelegate()
        let b = LoggedController("B", log: delegate.log)
        // Set while the view is not even loaded: nothing is announced until it appears.
        delegate.navigation.setViewControllers([delegate.root, b], animated: false)
        delegate.navigation.delegate = delegate.log
        #expect(delegate.log.entries.isEmpty)
        let harness = AppHarness(model: .iPhone15Pro) { delegate }
        try harness.settle()
        #expect(delegate.log.entries == ["willShow B", "B willAppear(false)", "B didAppear(false)", "didShow B"])
        delegate.log.entries.removeAll()
        // Leaving the window and coming back is no new top: the delegate hears nothing more.
        let window = try #require(delegate.window)
        delegate.navigation.view.removeFromSuperview()
        try harness.settle()
        window.addSubview(delegate.navigation.view)
        try harness.settle()
        #expect(delegate.log.entries == ["B willDisappear(false)", "B didDisappear(false)", "B willAppear(false)", "B didAppear(false)"])
    }

    @Test func aStackChangedWhileOffScreenIsAnnouncedWhenItComesBack() throws {
        let (harness, scene) = try launchNavigation()
        let window = try #require(scene.window)
        scene.navigation.view.removeFromSuperview()
        try harness.settle()
        scene.log.entries.removeAll()
        let b = LoggedController("B", log: scene.log)
        scene.navigation.pushViewController(b, animated: true)
        #expect(scene.log.entries.isEmpty)
        window.addSubview(scene.navigation.view)
        try harness.settle()
        #expect(scene.log.entries == ["willShow B", "B willAppear(false)", "B didAppear(false)", "didShow B"])
    }

    @Test func anAnimatedPushCallsAppearanceInIOSsOrderAndFinishesAfterHalfASecond() throws {
        let (harness, scene) = try launchNavigation()
        let b = LoggedController("B", log: scene.log)
        scene.navigation.pushViewController(b, animated: true)
        #expect(scene.log.entries == ["willShow B", "A willDisappear(true)", "B willAppear(true)"])
        harness.advance(by: 0.45)
        #expect(scene.log.entries.count == 3)
        try harness.settle()
        #expect(scene.log.entries == ["willShow B", "A willDisappear(true)", "B willAppear(true)",
                                      "A didDisappear(true)", "B didAppear(true)", "didShow B"])
        #expect(same(scene.navigation.viewControllers, [scene.root, b]))
        #expect(scene.root.viewIfLoaded?.superview == nil)
        #expect(b.view.frame == scene.navigation.view.bounds)
        #expect(scene.navigation.navigationBar.topItem === b.navigationItem)
        #expect(scene.navigation.navigationBar.backItem?.title == "A")
    }

    @Test func thePushedViewSlidesInOverTheOldOneWhichMovesAThirdOfTheWidthWithParallax() throws {
        let (harness, scene) = try launchNavigation()
        let b = LoggedController("B", log: scene.log)
        scene.navigation.pushViewController(b, animated: true)
        var upper: [CGFloat] = [], lower: [CGFloat] = []
        for _ in 0..<30 {
            harness.device.runFrame()
            upper.append(CGFloat(b.view.layer.presentation()!.frame.minX))
            lower.append(CGFloat(scene.root.view.layer.presentation()!.frame.minX))
        }
        // Both move monotonically: B from the trailing edge to 0, A from 0 to −(393 − 275) = −118.
        #expect(zip(upper, upper.dropFirst()).allSatisfy { $0 >= $1 }, "\(upper)")
        #expect(zip(lower, lower.dropFirst()).allSatisfy { $0 >= $1 }, "\(lower)")
        #expect(upper[0] < 393 && upper[0] > 200)
        // It arrives smoothly: the last frame before the end is within 5 pt of it (the spring's
        // tail, 1 % of the width), not a jump (the curve-7 spring cut at 0.5 s would jump 149 pt).
        #expect(upper[28] < 5 && upper[29] == 0, "\(upper)")
        // A moves 118/393 of B's distance: the parallax.
        for (u, l) in zip(upper, lower) where u < 390 {
            #expect(abs((393 - u) * 118 / 393 + l) < 1, "B at \(u), A at \(l)")
        }
        try harness.settle()
        #expect(b.view.frame.minX == 0)
    }

    @Test func anAnimatedPopReversesTheOrderAndTheBackButtonPopsThroughATap() throws {
        let (harness, scene) = try launchNavigation()
        let b = LoggedController("B", log: scene.log)
        scene.navigation.pushViewController(b, animated: false)
        try harness.settle()
        #expect(scene.log.entries == ["willShow B", "A willDisappear(false)", "B willAppear(false)",
                                      "A didDisappear(false)", "B didAppear(false)", "didShow B"])
        scene.log.entries.removeAll()
        try harness.tap(accessibilityLabel: "A")
        try harness.settle()
        #expect(scene.log.entries == ["willShow A", "B willDisappear(true)", "A willAppear(true)",
                                      "B didDisappear(true)", "A didAppear(true)", "didShow A"])
        #expect(same(scene.navigation.viewControllers, [scene.root]))
        #expect(b.parent == nil && b.viewIfLoaded?.superview == nil)
        #expect(scene.navigation.navigationBar.items?.count == 1)
    }

    @Test func poppingToTheRootCallsNothingOnTheControllersInBetween() throws {
        let (harness, scene) = try launchNavigation()
        let b = LoggedController("B", log: scene.log), c = LoggedController("C", log: scene.log)
        scene.navigation.setViewControllers([scene.root, b, c], animated: false)
        try harness.settle()
        scene.log.entries.removeAll()
        let popped = scene.navigation.popToRootViewController(animated: true)
        #expect(same(popped, [b, c]))
        try harness.settle()
        #expect(scene.log.entries == ["willShow A", "C willDisappear(true)", "A willAppear(true)",
                                      "C didDisappear(true)", "A didAppear(true)", "didShow A"])
        #expect(same(scene.navigation.children, [scene.root]))
    }

    @Test func theNavigationItemFollowsTheTitleAndTheEditButtonTogglesEditing() throws {
        let (harness, scene) = try launchNavigation()
        scene.root.title = "Renamed"
        #expect(scene.root.navigationItem.title == "Renamed")
        scene.root.navigationItem.rightBarButtonItem = scene.root.editButtonItem
        try harness.settle()
        try harness.tap(accessibilityLabel: "Edit")
        try harness.settle()
        #expect(scene.root.isEditing)
        #expect(scene.root.editButtonItem.title == "Done" && scene.root.editButtonItem.style == .done)
        try harness.tap(accessibilityLabel: "Done")
        try harness.settle()
        #expect(!scene.root.isEditing && scene.root.editButtonItem.title == "Edit")
    }

    @Test func theToolbarIsHiddenByDefaultAndItsItemsCrossFadeOnPushWhileItStaysPut() throws {
        let (harness, scene) = try launchNavigation()
        let navigation = scene.navigation
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
        let first = UIBarButtonItem(title: "First", style: .plain, target: nil, action: nil)
        scene.root.toolbarItems = [first]
        navigation.setToolbarHidden(false, animated: true)
        harness.advance(by: 0.1)
        // Half way through the 0.2 s slide up from below the screen.
        let y = CGFloat(navigation.toolbar.layer.presentation()!.frame.minY)
        #expect(y > 852 - 78 && y < 852, "\(y)")
        try harness.settle()
        let toolbarFrame = navigation.toolbar.frame
        #expect(nearly(toolbarFrame.minY, 852 - 34 - 44) && !navigation.toolbar.isHidden)
        let b = LoggedController("B", log: scene.log)
        let second = UIBarButtonItem(title: "Second", style: .plain, target: nil, action: nil)
        b.toolbarItems = [second]
        let firstView = try #require(navigation.toolbar.view(for: first))
        navigation.pushViewController(b, animated: true)
        harness.advance(by: 0.1)
        let secondView = try #require(navigation.toolbar.view(for: second))
        #expect(abs(firstView.layer.presentation()!.opacity - 0.5) < 0.1)
        #expect(abs(secondView.layer.presentation()!.opacity - 0.5) < 0.1)
        #expect(navigation.toolbar.layer.presentation()!.frame == toolbarFrame)
        try harness.settle()
        #expect(navigation.toolbar.items == [second])
        #expect(navigation.toolbar.frame == toolbarFrame)
    }

    @Test func aControllerThatHidesBottomBarsHidesTheToolbarWhileInTheStack() throws {
        let (harness, scene) = try launchNavigation()
        scene.navigation.isToolbarHidden = false
        let b = LoggedController("B", log: scene.log)
        b.hidesBottomBarWhenPushed = true
        scene.navigation.pushViewController(b, animated: false)
        try harness.settle()
        #expect(scene.navigation.toolbar.isHidden)
        scene.navigation.popViewController(animated: false)
        try harness.settle()
        #expect(!scene.navigation.toolbar.isHidden)
    }

    @Test func hidingTheNavigationBarAnimatedSlidesItUpInAFifthOfASecond() throws {
        let (harness, scene) = try launchNavigation()
        #expect(UINavigationController.hideShowBarDuration == 0.2)
        let bar = scene.navigation.navigationBar
        #expect(nearly(bar.frame.minY, 59))
        scene.navigation.setNavigationBarHidden(true, animated: true)
        #expect(scene.navigation.isNavigationBarHidden)
        harness.advance(by: 0.1)
        let y = CGFloat(bar.layer.presentation()!.frame.minY)
        #expect(y < 59 && y > -44, "\(y)")
        try harness.settle()
        #expect(bar.isHidden)
    }
}

/// The edge swipe's interactive pop, through the device's touch input.
@Suite(.checksInvariants) @MainActor
struct InteractivePopTests {
    private func pushed() throws -> (AppHarness, NavigationDelegate, LoggedController) {
        let (harness, scene) = try launchNavigation()
        let b = LoggedController("B", log: scene.log)
        scene.navigation.pushViewController(b, animated: false)
        try harness.settle()
        scene.log.entries.removeAll()
        return (harness, scene, b)
    }

    @Test func aSwipeFromTheLeftEdgeFollowsTheFingerAndPopsOnRelease() throws {
        let (harness, scene, b) = try pushed()
        #expect(scene.navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        let device = harness.device
        device.touchDown(at: CGPoint(x: 3, y: 400))
        device.runFrame()
        var x: CGFloat = 3
        var samples: [(finger: CGFloat, upper: CGFloat, lower: CGFloat)] = []
        for _ in 0..<20 {
            x += 10
            device.touchMove(to: CGPoint(x: x, y: 400))
            device.runFrame()
            samples.append((x, b.view.frame.minX, scene.root.view.frame.minX))
        }
        #expect(scene.log.entries == ["willShow A", "B willDisappear(true)", "A willAppear(true)"])
        // Once the pan has begun (15 pt of hysteresis), the top view is the finger's translation
        // from there, and A comes in from −118 by the same fraction.
        for sample in samples where sample.upper > 0 {
            let progress = sample.upper / 393
            #expect(abs(sample.lower - (-118 * (1 - progress)).rounded()) <= 1, "\(sample)")
        }
        let last = try #require(samples.last)
        #expect(abs(last.upper - (last.finger - 3 - 15)) <= 10, "\(last)")
        // The bar still has B on top, its contents fading toward A's with the finger.
        let bar = scene.navigation.navigationBar
        #expect(bar.topItem?.title == "B")
        let progress = last.upper / 393
        #expect(abs((bar.contents?.alpha ?? 0) - (1 - progress)) < 0.01)
        device.touchUp()
        device.runFrame()
        try harness.settle()
        #expect(scene.log.entries == ["willShow A", "B willDisappear(true)", "A willAppear(true)",
                                      "B didDisappear(true)", "A didAppear(true)", "didShow A"])
        #expect(same(scene.navigation.viewControllers, [scene.root]))
        #expect(scene.navigation.navigationBar.topItem?.title == "A")
        #expect(b.parent == nil)
    }

    @Test func movingBackBeforeReleasingCancelsThePopAndTheAppearanceCallsUndoThemselves() throws {
        let (harness, scene, b) = try pushed()
        let device = harness.device
        device.touchDown(at: CGPoint(x: 3, y: 400))
        device.runFrame()
        for step in 1...15 {
            device.touchMove(to: CGPoint(x: 3 + CGFloat(step) * 12, y: 400))
            device.runFrame()
        }
        for step in 1...4 {
            device.touchMove(to: CGPoint(x: 183 - CGFloat(step) * 8, y: 400))
            device.runFrame()
        }
        // Lifted while still moving back (a finger that stops first finishes the pop).
        device.touchMove(to: CGPoint(x: 143, y: 400))
        device.touchUp()
        device.runFrame()
        try harness.settle()
        #expect(scene.log.entries == ["willShow A", "B willDisappear(true)", "A willAppear(true)",
                                      "A willDisappear(true)", "A didDisappear(true)",
                                      "B willAppear(true)", "B didAppear(true)"])
        #expect(same(scene.navigation.viewControllers, [scene.root, b]))
        #expect(b.view.frame.minX == 0 && scene.root.viewIfLoaded?.superview == nil)
        #expect(scene.navigation.navigationBar.topItem?.title == "B")
    }

    @Test func theToolbarItemsCrossFadeWithTheFingerAndComeBackWhenThePopIsCancelled() throws {
        let (harness, scene) = try launchNavigation()
        let navigation = scene.navigation
        let first = UIBarButtonItem(title: "First", style: .plain, target: nil, action: nil)
        scene.root.toolbarItems = [first]
        navigation.isToolbarHidden = false
        let b = LoggedController("B", log: scene.log)
        let second = UIBarButtonItem(title: "Second", style: .plain, target: nil, action: nil)
        b.toolbarItems = [second]
        navigation.pushViewController(b, animated: false)
        try harness.settle()
        let toolbarFrame = navigation.toolbar.frame
        let secondView = try #require(navigation.toolbar.view(for: second))
        let device = harness.device
        device.touchDown(at: CGPoint(x: 3, y: 400))
        device.runFrame()
        for step in 1...12 {
            device.touchMove(to: CGPoint(x: 3 + CGFloat(step) * 12, y: 400))
            device.runFrame()
        }
        // A's item fades in and B's out by the fraction the top view has moved.
        let progress = b.view.frame.minX / 393
        #expect(progress > 0.2 && progress < 0.5, "\(progress)")
        let firstView = try #require(navigation.toolbar.view(for: first))
        #expect(abs(firstView.alpha - progress) < 0.01 && abs(secondView.alpha - (1 - progress)) < 0.01)
        #expect(navigation.toolbar.frame == toolbarFrame)
        for step in 1...6 {
            device.touchMove(to: CGPoint(x: 147 - CGFloat(step) * 20, y: 400))
            device.runFrame()
        }
        device.touchUp()
        device.runFrame()
        try harness.settle()
        // Cancelled: B is still on top with its item shown in full, and A's item is gone.
        #expect(same(navigation.viewControllers, [scene.root, b]))
        #expect(navigation.toolbar.items == [second])
        #expect(navigation.toolbar.view(for: first) == nil && firstView.superview == nil)
        #expect(navigation.toolbar.view(for: second)?.alpha == 1)
        // A completed swipe leaves A's item in full and B's gone.
        try harness.drag(from: CGPoint(x: 3, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        try harness.settle()
        #expect(same(navigation.viewControllers, [scene.root]))
        #expect(navigation.toolbar.items == [first] && navigation.toolbar.view(for: first)?.alpha == 1)
        #expect(navigation.toolbar.view(for: second) == nil)
        #expect(!navigation.toolbar.subviews.contains { $0 === secondView })
    }

    @Test func theSwipeDoesNothingAtTheRoot() throws {
        let (harness, scene) = try launchNavigation()
        try harness.drag(from: CGPoint(x: 3, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.3)
        try harness.settle()
        #expect(scene.log.entries.isEmpty)
        #expect(same(scene.navigation.viewControllers, [scene.root]))
    }
}

/// The content's safe area and the visible bars.
@Suite(.checksInvariants) @MainActor
struct NavigationSafeAreaTests {
    @Test func theContentsSafeAreaLeavesOutTheVisibleBars() throws {
        let (harness, scene) = try launchNavigation()
        let content = try #require(scene.root.view)
        // 59 pt of status bar and island, then the 44 pt bar; the home indicator's 34 pt.
        #expect(nearly(content.safeAreaInsets.top, 103) && nearly(content.safeAreaInsets.bottom, 34))
        scene.navigation.setToolbarHidden(false, animated: false)
        try harness.settle()
        #expect(nearly(content.safeAreaInsets.bottom, 78))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        content.addSubview(inner)
        #expect(nearly(inner.safeAreaInsets.top, 103))
        scene.navigation.setNavigationBarHidden(true, animated: false)
        try harness.settle()
        #expect(nearly(content.safeAreaInsets.top, 59))
    }
}
