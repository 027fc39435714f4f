import Foundation
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTestSupport

func describe(_ p: CGPoint) -> String { "(\(p.x), \(p.y))" }

/// A view that records the touches it receives.
final class RecordingView: UIView {
    var log: [String] = []
    var tapCounts: [Int] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("began \(describe(touches.first!.location(in: self)))")
        tapCounts.append(touches.first!.tapCount)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("moved \(describe(touches.first!.location(in: self)))")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("ended \(describe(touches.first!.location(in: self)))")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("cancelled \(describe(touches.first!.location(in: self)))")
    }
}

/// A delegate that puts a full-screen `RecordingView` in a key window.
final class RecordingDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let view = RecordingView()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        view.frame = window.bounds
        window.addSubview(view)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor
func launchRecordingApp(_ model: DeviceModel = .iPhone15Pro) -> (Device, RecordingApplication, RecordingDelegate) {
    let device = Device(model: model)
    let delegate = RecordingDelegate()
    device.launch(RecordingApplication.self, delegate: { delegate })
    return (device, device.application as! RecordingApplication, delegate)
}

/// An app delegate that makes no window.
final class PlainDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

/// Records the scroll-to-top delegate calls and can veto.
final class ScrollSpy: UIScrollViewDelegate {
    var allow = true
    var calls: [String] = []
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        calls.append("should")
        return allow
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("did") }
}

/// A key window with `count` scroll views side by side, each scrolled down by 300 pt.
final class ScrollViewsDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var scrollViews: [UIScrollView] = []
    let spies: [ScrollSpy]
    let count: Int

    init(count: Int) {
        self.count = count
        spies = (0..<count).map { _ in ScrollSpy() }
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let width = window.bounds.width / CGFloat(max(count, 1))
        for i in 0..<count {
            let scrollView = UIScrollView(frame: CGRect(x: CGFloat(i) * width, y: 0, width: width, height: window.bounds.height))
            scrollView.contentSize = CGSize(width: width, height: 3000)
            scrollView.delegate = spies[i]
            window.addSubview(scrollView)
            scrollViews.append(scrollView)
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A delegate that logs the system's calls and owns a window with a root view controller.
final class SystemLogDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var log: [String] = []
    let root = OrientationController()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { log.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.append("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.append("willEnterForeground") }
    func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) {
        log.append("willChangeStatusBarFrame \(newStatusBarFrame.height)")
    }
    func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) {
        log.append("didChangeStatusBarFrame \(oldStatusBarFrame.height)")
    }
    func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        log.append("willChangeOrientation \(newStatusBarOrientation.rawValue)")
    }
    func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation) {
        log.append("didChangeOrientation \(oldStatusBarOrientation.rawValue)")
    }
}

/// A root view controller whose supported orientations a test sets.
final class OrientationController: UIViewController {
    var supported: UIInterfaceOrientationMask = .allButUpsideDown
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
}

/// Rectangles collected by a notification observer's closure, which must be `Sendable`.
final class RectList: @unchecked Sendable {
    var list: [CGRect] = []
}

/// A view that records the timestamp of each touch that begins or ends in it.
final class TimestampRecordingView: UIView {
    var times: [TimeInterval] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { times.append(touches.first!.timestamp) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { times.append(touches.first!.timestamp) }
}
