import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@_spi(Testing) @testable import SpringBoard
import UIKitTesting

/// A full-screen view that logs the phases of the touches it gets.
final class TouchLogView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { if log.last != "moved" { log.append("moved") } }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// A controller whose view logs touches, deferring `deferred`, hiding the status bar and
/// wanting the home indicator auto-hidden when told.
final class EdgeSwipeController: UIViewController {
    var deferred: UIRectEdge = []
    var hidesStatusBar = false
    var autoHidesHomeIndicator = false
    let logView = TouchLogView()
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { deferred }
    override var prefersStatusBarHidden: Bool { hidesStatusBar }
    override var prefersHomeIndicatorAutoHidden: Bool { autoHidesHomeIndicator }
    override func loadView() { view = logView }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Bands of colour for the blurs to show.
        view.backgroundColor = .white
        for band in 0..<12 {
            let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(band) * 70, width: 414, height: 35))
            stripe.backgroundColor = UIColor(hue: CGFloat(band) / 12, saturation: 0.8, brightness: 0.9, alpha: 1)
            stripe.isUserInteractionEnabled = false
            view.addSubview(stripe)
        }
    }
}

/// Logs the app's activation notifications.
final class EdgeSwipeDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let root: UIViewController
    var states: [String] = []
    init(root: UIViewController) { self.root = root }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        return true
    }
    func applicationWillResignActive(_ application: UIApplication) { states.append("willResignActive") }
    func applicationDidBecomeActive(_ application: UIApplication) { states.append("didBecomeActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { states.append("didEnterBackground") }
}

/// `EdgeSwipeController`'s app on `model` with iOS `major`, settled, its delegate's log emptied.
@MainActor func launchEdgeSwipeApp(_ model: DeviceModel, iOS major: Int, deferring edges: UIRectEdge = [],
                                   statusBarHidden: Bool = false) throws -> (AppHarness, EdgeSwipeController, EdgeSwipeDelegate) {
    let controller = EdgeSwipeController()
    controller.deferred = edges
    controller.hidesStatusBar = statusBarHidden
    let delegate = EdgeSwipeDelegate(root: controller)
    let version = OperatingSystemVersion(majorVersion: major, minorVersion: 0, patchVersion: 0)
    let harness = AppHarness(model: model, systemVersion: version) { delegate }
    try harness.settle()
    delegate.states.removeAll()
    return (harness, controller, delegate)
}

/// The system's edge pulls through the device's input, per model, OS and deferral (reference §3).
@MainActor
struct SystemEdgeGestureTests {
    func launch(_ model: DeviceModel, iOS major: Int, deferring edges: UIRectEdge = [], statusBarHidden: Bool = false)
        throws -> (AppHarness, EdgeSwipeController, EdgeSwipeDelegate) {
        try launchEdgeSwipeApp(model, iOS: major, deferring: edges, statusBarHidden: statusBarHidden)
    }

    /// A swipe of one finger from `from` to `to` in six frames, then a lift.
    func swipe(_ harness: AppHarness, from: CGPoint, to: CGPoint) {
        let device = harness.device
        device.touchDown(at: from)
        device.runFrame()
        for step in 1...6 {
            let f = CGFloat(step) / 6
            device.touchMove(to: CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
            device.runFrame()
        }
        device.touchUp()
        device.runFrame()
    }

    @Test func onAnXClassPhoneTheHomeIndicatorSwipeGoesHomeCancellingTheAppsTouchOnce() throws {
        let (harness, controller, delegate) = try launch(.iPhoneX, iOS: 16)
        swipe(harness, from: CGPoint(x: 187, y: 805), to: CGPoint(x: 187, y: 500))
        try harness.settle()
        #expect(controller.logView.log == ["began", "cancelled"])
        #expect(harness.device.isShowingHomeScreen)
        #expect(delegate.states == ["willResignActive", "didEnterBackground"])
    }

    @Test func inLandscapeThePullsComeFromTheInterfacesTopAndBottomEdges() throws {
        let (harness, controller, delegate) = try launch(.iPhoneX, iOS: 16)
        harness.device.rotate(to: .landscapeLeft)
        try harness.settle()
        #expect(harness.device.screen.bounds.size == CGSize(width: 812, height: 375))
        swipe(harness, from: CGPoint(x: 200, y: 3), to: CGPoint(x: 200, y: 300))
        try harness.settle()
        #expect(harness.device.openSystemOverlay == .notificationCenter)
        harness.device.pressHome()
        try harness.settle()
        controller.logView.log.removeAll()
        delegate.states.removeAll()
        swipe(harness, from: CGPoint(x: 406, y: 372), to: CGPoint(x: 406, y: 150))
        try harness.settle()
        #expect(controller.logView.log == ["began", "cancelled"])
        #expect(harness.device.isShowingHomeScreen)
        #expect(delegate.states == ["willResignActive", "didEnterBackground"])
    }

    @Test func withTheBottomDeferredTheFirstSwipeIsTheAppsAndTheSecondGoesHome() throws {
        let (harness, controller, delegate) = try launch(.iPhoneX, iOS: 16, deferring: [.top, .bottom])
        swipe(harness, from: CGPoint(x: 187, y: 805), to: CGPoint(x: 187, y: 500))
        #expect(controller.logView.log == ["began", "moved", "ended"])
        #expect(harness.device.grabberTongueEdge == .bottom)
        #expect(!harness.device.isShowingHomeScreen)
        controller.logView.log.removeAll()
        swipe(harness, from: CGPoint(x: 187, y: 805), to: CGPoint(x: 187, y: 500))
        try harness.settle()
        #expect(controller.logView.log == ["began", "cancelled"])
        #expect(harness.device.isShowingHomeScreen)
        #expect(harness.device.grabberTongueEdge == nil)
        #expect(delegate.states == ["willResignActive", "didEnterBackground"])
    }

    @Test func onIOS9ASwipeUpFromTheBottomOpensControlCenterAndASwipeDownClosesIt() throws {
        let (harness, controller, delegate) = try launch(.iPhone6s, iOS: 9)
        swipe(harness, from: CGPoint(x: 187, y: 662), to: CGPoint(x: 187, y: 300))
        try harness.settle()
        #expect(controller.logView.log == ["began", "cancelled"])
        #expect(harness.device.shell.isOverlayOpen)
        #expect(harness.device.shell.overlay?.gesture == .controlCenter)
        #expect(harness.application.applicationState == .inactive)
        // Fingers on the open sheet are the system's.
        swipe(harness, from: CGPoint(x: 187, y: 400), to: CGPoint(x: 187, y: 600))
        try harness.settle()
        #expect(controller.logView.log == ["began", "cancelled"])
        #expect(!harness.device.shell.isOverlayOpen)
        #expect(harness.application.applicationState == .active)
        #expect(delegate.states == ["willResignActive", "didBecomeActive"])
    }

    @Test func homeClosesAnOpenOverlayInsteadOfLeavingTheApp() throws {
        let (harness, _, delegate) = try launch(.iPhone8, iOS: 16)
        swipe(harness, from: CGPoint(x: 100, y: 5), to: CGPoint(x: 100, y: 400))
        try harness.settle()
        #expect(harness.device.shell.overlay?.gesture == .notificationCenter)
        harness.device.pressHome()
        try harness.settle()
        #expect(harness.device.shell.overlay == nil)
        #expect(!harness.device.isShowingHomeScreen)
        #expect(delegate.states == ["willResignActive", "didBecomeActive"])
    }

    @Test func onIOS9AHiddenStatusBarDefersTheEdgesUntilTheTongueHasGone() throws {
        let (harness, controller, _) = try launch(.iPhone6s, iOS: 9, statusBarHidden: true)
        swipe(harness, from: CGPoint(x: 187, y: 662), to: CGPoint(x: 187, y: 300))
        #expect(controller.logView.log == ["began", "moved", "ended"])
        #expect(harness.device.grabberTongueEdge == .bottom)
        // settle() waits out the tongue's two seconds; then a swipe is a first swipe again.
        let start = harness.device.time
        try harness.settle()
        #expect(harness.device.time - start >= SystemEdgeArbiter.tongueLifetime)
        #expect(harness.device.grabberTongueEdge == nil)
        controller.logView.log.removeAll()
        swipe(harness, from: CGPoint(x: 187, y: 662), to: CGPoint(x: 187, y: 300))
        #expect(controller.logView.log == ["began", "moved", "ended"])
        #expect(harness.device.grabberTongueEdge == .bottom)
    }

    @Test func onIOS11HidingTheStatusBarAloneDefersNothing() throws {
        let (harness, controller, _) = try launch(.iPhone8, iOS: 11, statusBarHidden: true)
        swipe(harness, from: CGPoint(x: 187, y: 662), to: CGPoint(x: 187, y: 300))
        try harness.settle()
        #expect(controller.logView.log == ["began", "cancelled"])
        #expect(harness.device.shell.overlay?.gesture == .controlCenter)
    }

    @Test func aTapInTheEdgeBandIsTheApps() throws {
        let (harness, controller, _) = try launch(.iPhoneX, iOS: 16)
        harness.device.tap(at: CGPoint(x: 187, y: 800))
        try harness.settle()
        #expect(controller.logView.log == ["began", "ended"])
        #expect(harness.device.shell.overlay == nil && !harness.device.isShowingHomeScreen)
    }

    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test func theOverlaysAndTheTongueMatchTheirGoldens() throws {
        // The tongue on the bottom edge of an iPhone 6s in full screen on iOS 9, once it has slid in.
        let (tongue, _, _) = try launch(.iPhone6s, iOS: 9, statusBarHidden: true)
        swipe(tongue, from: CGPoint(x: 187, y: 662), to: CGPoint(x: 187, y: 300))
        tongue.advance(by: 0.3)
        tongue.device.runFrame()
        try tongue.assertScreenshot(named: "edge-tongue-bottom-iphone-6s-ios-9", in: Self.goldens)
        // The tongue on the top edge of an iPhone X deferring its top edge.
        let (top, _, _) = try launch(.iPhoneX, iOS: 16, deferring: .top)
        swipe(top, from: CGPoint(x: 100, y: 10), to: CGPoint(x: 100, y: 300))
        top.advance(by: 0.3)
        top.device.runFrame()
        try top.assertScreenshot(named: "edge-tongue-top-iphone-x", in: Self.goldens)
        // On an iPhone 15 Pro it hangs below the Dynamic Island.
        let (island, _, _) = try launch(.iPhone15Pro, iOS: 17, deferring: .top)
        swipe(island, from: CGPoint(x: 100, y: 10), to: CGPoint(x: 100, y: 300))
        island.advance(by: 0.3)
        island.device.runFrame()
        try island.assertScreenshot(named: "edge-tongue-top-iphone-15-pro", in: Self.goldens)
        // Control Center open on iOS 9: a sheet two thirds high.
        let (control, _, _) = try launch(.iPhone6s, iOS: 9)
        swipe(control, from: CGPoint(x: 187, y: 662), to: CGPoint(x: 187, y: 300))
        try control.settle()
        try control.assertScreenshot(named: "control-center-open-iphone-6s-ios-9", in: Self.goldens)
        // Notification Center halfway down an iPhone 8, following the finger.
        let (notification, _, _) = try launch(.iPhone8, iOS: 16)
        notification.device.touchDown(at: CGPoint(x: 100, y: 5))
        notification.device.runFrame()
        notification.device.touchMove(to: CGPoint(x: 100, y: 40))
        notification.device.runFrame()
        notification.device.touchMove(to: CGPoint(x: 100, y: 330))
        notification.device.runFrame()
        try notification.assertScreenshot(named: "notification-center-mid-pull-iphone-8", in: Self.goldens)
        notification.device.touchUp()
        try notification.settle()
    }

    @Test(arguments: [(DeviceModel.iPhoneX, CGFloat(0)), (.iPhone15Pro, 48)])
    func theTopTongueShowsItsThirtyPointsBelowTheDynamicIslandIfAny(model: DeviceModel, islandBottom: CGFloat) throws {
        let (harness, _, _) = try launch(model, iOS: model == .iPhoneX ? 16 : 17, deferring: .top)
        swipe(harness, from: CGPoint(x: 100, y: 10), to: CGPoint(x: 100, y: 300))
        try #require(harness.device.grabberTongueEdge == .top)
        harness.advance(by: 0.3)
        let shown = harness.device.shell.tongue.presentation()?.frame ?? .null
        #expect(shown.maxY == islandBottom + 30)
        #expect(shown.midX == harness.device.screen.bounds.midX)
        try harness.settle()
    }

    @Test func theHarnessOpensTheOverlaysAndGoesHomeThroughTheDevicesInput() throws {
        // In full screen on iOS 9 the edges are deferred: each helper swipes twice, as a user does.
        let (classic, classicController, _) = try launch(.iPhone6s, iOS: 9, statusBarHidden: true)
        try classic.openControlCenter()
        #expect(classic.device.openSystemOverlay == .controlCenter)
        #expect(classicController.logView.log == ["began", "moved", "ended", "began", "cancelled"])
        classic.device.pressHome()
        try classic.settle()
        try classic.openNotificationCenter()
        #expect(classic.device.openSystemOverlay == .notificationCenter)
        classic.device.pressHome()
        try classic.goHome()
        #expect(classic.device.isShowingHomeScreen)

        let (modern, _, _) = try launch(.iPhoneX, iOS: 16, deferring: .bottom)
        try modern.openControlCenter()
        #expect(modern.device.openSystemOverlay == .controlCenter)
        modern.device.pressHome()
        try modern.settle()
        try modern.swipeFromEdge(.bottom)
        #expect(modern.device.grabberTongueEdge == .bottom)
        try modern.goHome()
        #expect(modern.device.isShowingHomeScreen)
    }

    @Test func aSystemGestureTheModelLacksIsAClearError() throws {
        let (harness, _, _) = try launch(.iPhone3GS, iOS: 3)
        #expect {
            try harness.openControlCenter()
        } throws: { error in
            "\(error)" == "openControlCenter: nothing opened on iPhone 3GS with iOS 3"
        }
        #expect(throws: HarnessError.self) { try harness.swipeFromEdge(.left) }
    }
}

/// A navigation controller that defers every edge, or hides the status bar, as a full-screen app does.
final class DeferringNavigationController: UINavigationController {
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .all }
    override var prefersStatusBarHidden: Bool { true }
}

/// Shows a deferring navigation controller with a second controller pushed.
final class DeferringNavigationDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let navigation = DeferringNavigationController(rootViewController: UIViewController())
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
        navigation.pushViewController(UIViewController(), animated: false)
        return true
    }
}

/// The navigation controller's back swipe is the app's gesture: no deferral touches it (reference §3.2).
@MainActor
struct InteractivePopDeferralTests {
    /// (model, iOS, the swipe's height): iOS 9 with the status bar hidden, which defers the top and
    /// bottom edges; iOS 17 deferring every edge; and a swipe that starts in the home indicator's band.
    @Test(arguments: [(DeviceModel.iPhone6s, 9, CGFloat(400)), (.iPhone15Pro, 17, 400), (.iPhone15Pro, 17, 840)])
    func theBackSwipePopsWhateverTheAppDefers(model: DeviceModel, major: Int, y: CGFloat) throws {
        let delegate = DeferringNavigationDelegate()
        let harness = AppHarness(model: model, systemVersion: OperatingSystemVersion(majorVersion: major, minorVersion: 0, patchVersion: 0)) { delegate }
        try harness.settle()
        #expect(delegate.navigation.viewControllers.count == 2)
        let device = harness.device
        device.touchDown(at: CGPoint(x: 3, y: y))
        device.runFrame()
        for step in 1...20 {
            device.touchMove(to: CGPoint(x: 3 + CGFloat(step) * 12, y: y))
            device.runFrame()
        }
        device.touchUp()
        try harness.settle()
        #expect(delegate.navigation.viewControllers.count == 1)
        #expect(device.grabberTongueEdge == nil)
        #expect(device.openSystemOverlay == nil && !device.isShowingHomeScreen)
    }
}
