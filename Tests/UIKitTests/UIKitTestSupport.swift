import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import UIKitTestSupport

/// A stand-in for SpringBoard: the system UIKit talks to, with a screen, an app and its own
/// device context (clock and frame loop), all made current on creation. Nothing is shared
/// between tests.
@MainActor final class TestSystem: UISystemHost {
    let animationHost: CAHostContext
    private(set) var screen: UIScreen!
    let application: UIApplication

    var statusBarHeight: CGFloat
    var isStatusBarHidden = false
    var statusBarStyle: UIStatusBarStyle = .default
    var statusBarOrientation: UIInterfaceOrientation = .portrait
    var deviceOrientation: UIDeviceOrientation = .portrait
    var defaultStatusBarHeight: CGFloat { statusBarHeight }
    var safeAreaInsets: UIEdgeInsets
    var systemVersion: OperatingSystemVersion
    var deviceName: String
    /// Every change of the app's system gesture preferences that UIKit passed on, in order.
    private(set) var gesturePreferenceChanges: [UISystemGesturePreferences] = []
    func systemGesturePreferencesDidChange(_ preferences: UISystemGesturePreferences) { gesturePreferenceChanges.append(preferences) }

    /// A device: by default an iPhone 15-class screen (393×852 @3x) with a 54 pt status bar and
    /// a 59/34 pt safe area, on iOS 17.0. Pass `application` to use a subclass.
    init(screenSize: CGSize = CGSize(width: 393, height: 852), scale: CGFloat = 3,
         statusBarHeight: CGFloat = 54,
         safeAreaInsets: UIEdgeInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
         systemVersion: OperatingSystemVersion = OperatingSystemVersion(majorVersion: 17, minorVersion: 0, patchVersion: 0),
         application: UIApplication = UIApplication()) {
        animationHost = CAHostContext(startTime: 1000)
        self.statusBarHeight = statusBarHeight
        self.safeAreaInsets = safeAreaInsets
        self.systemVersion = systemVersion
        self.deviceName = "Test iPhone"
        self.application = application
        animationHost.makeCurrent()
        screen = UIScreen(bounds: CGRect(origin: .zero, size: screenSize), scale: scale, host: self)
        screen.makeCurrent()
        application.attach(to: screen)
        application.makeCurrent()
    }

    /// A pre-X iPhone 8 on iOS 3.0 behaviour: 375×667 @2x, 20 pt status bar and safe area.
    static func legacyPhone(version major: Int = 3) -> TestSystem {
        TestSystem(screenSize: CGSize(width: 375, height: 667), scale: 2, statusBarHeight: 20,
                   safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
                   systemVersion: OperatingSystemVersion(majorVersion: major, minorVersion: 0, patchVersion: 0))
    }

    var statusBarFrame: CGRect {
        isStatusBarHidden ? .zero : CGRect(x: 0, y: 0, width: screen.bounds.width, height: statusBarHeight)
    }

    func setStatusBarHidden(_ hidden: Bool, transition: UIStatusBarTransition?) { isStatusBarHidden = hidden }

    var now: CFTimeInterval { animationHost.mediaTime }

    /// Makes this system's context, screen and app current again, for a test that keeps it as a
    /// suite property: other tests, running in parallel, may have made theirs current since.
    func makeCurrent() {
        animationHost.makeCurrent()
        screen.makeCurrent()
        application.makeCurrent()
    }

    /// Runs one frame of the device's frame loop `dt` after the current time (UIKit's and
    /// QuartzCore's phases; this stand-in has no input, render or present).
    func runFrame(after dt: CFTimeInterval = 1.0 / 60.0) {
        animationHost.runFrame(at: now + dt)
    }

    /// Runs frames of `dt` until `seconds` have passed.
    func runFrames(for seconds: CFTimeInterval, step dt: CFTimeInterval = 1.0 / 60.0) {
        let end = now + seconds
        while now < end - 1e-9 { runFrame(after: min(dt, end - now)) }
    }

    /// Moves the clock without running a frame, to read presentation values at a time.
    func setTime(_ time: CFTimeInterval) { animationHost.setMediaTime(time) }

    /// Windows the test made, kept alive as an app delegate keeps its window.
    var windows: [UIWindow] = []

    /// A full-screen window, shown and made key, laid out by one frame; the system keeps it.
    func makeKeyWindow(rootViewController: UIViewController? = nil) -> UIWindow {
        let window = UIWindow(frame: screen.bounds)
        windows.append(window)
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        runFrame()
        return window
    }

    /// Delivers a touch at `point` (window coordinates) in `phase` through the application.
    func send(_ touch: UITouch) {
        application.sendEvent(UIEvent(touches: [touch], timestamp: touch.timestamp))
    }

    /// A new touch beginning at `point` in `window`, delivered through the application.
    @discardableResult
    func touchDown(at point: CGPoint, in window: UIWindow) -> UITouch {
        let touch = UITouch(location: point, window: window, view: nil, timestamp: now)
        send(touch)
        return touch
    }

    func move(_ touch: UITouch, to point: CGPoint) {
        touch.update(location: point, phase: .moved, timestamp: now)
        send(touch)
    }

    func lift(_ touch: UITouch) {
        touch.update(phase: .ended, timestamp: now)
        send(touch)
    }

    /// A status-bar tap at `x` that lasts `duration` seconds, sent through the application.
    func tapStatusBar(x: CGFloat = 100, duration: TimeInterval = 0.1) {
        let touch = UITouch(location: CGPoint(x: x, y: statusBarHeight / 2), window: nil, view: nil, timestamp: now)
        application.sendEvent(UIEvent(statusBarTouch: touch))
        setTime(now + duration)
        touch.update(phase: .ended, timestamp: now)
        application.sendEvent(UIEvent(statusBarTouch: touch))
    }
}

/// A view that records its hierarchy callbacks and touches into a shared log.
@MainActor final class LoggingView: UIView {
    var log: (String) -> Void = { _ in }
    var name = ""

    convenience init(_ name: String, frame: CGRect = .zero, log: @escaping (String) -> Void = { _ in }) {
        self.init(frame: frame)
        self.name = name
        self.log = log
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        log("\(name) willMoveToSuperview(\((newSuperview as? LoggingView)?.name ?? (newSuperview == nil ? "nil" : "view")))")
    }
    override func didMoveToSuperview() { log("\(name) didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        log("\(name) willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { log("\(name) didMoveToWindow(\(window == nil ? "nil" : "window"))") }
    override func didAddSubview(_ subview: UIView) { log("\(name) didAddSubview(\((subview as? LoggingView)?.name ?? "?"))") }
    override func willRemoveSubview(_ subview: UIView) { log("\(name) willRemoveSubview(\((subview as? LoggingView)?.name ?? "?"))") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("\(name) began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("\(name) moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("\(name) ended") }
}

/// A mutable log shared by closures.
@MainActor final class Log {
    var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
}

func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
func isClose(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
func isClose(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-6) -> Bool {
    isClose(a.origin, b.origin, within: tolerance)
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// The ease-in-out progress at `x`, for expected values.
@MainActor func easeInOut(_ x: Double) -> CGFloat {
    CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: x))
}

/// An app delegate that is a responder, as Xcode's templates make it, recording touches.
@MainActor final class ResponderAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var touchesBeganCount = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchesBeganCount += 1 }
}

/// An app delegate that is not a responder.
@MainActor final class PlainAppDelegate: UIApplicationDelegate {}

/// A scroll-view delegate that logs what it hears and can veto scrolling to the top.
@MainActor final class RecordingScrollDelegate: UIScrollViewDelegate {
    var log: [String] = []
    var offsets: [CGPoint] = []
    var allowsScrollToTop = true
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        log.append("didScroll")
        offsets.append(scrollView.contentOffset)
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        log.append("shouldScrollToTop")
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { log.append("didScrollToTop") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.append("didEndScrollingAnimation") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { log.append("didChangeAdjustedContentInset") }
}

/// A full-screen scroll view with tall content in a key window, scrolled to y = 500.
@MainActor func makeScrollScene(_ system: TestSystem, in window: UIWindow? = nil,
                                frame: CGRect? = nil) -> (UIScrollView, RecordingScrollDelegate) {
    let window = window ?? system.makeKeyWindow()
    let scrollView = UIScrollView(frame: frame ?? window.bounds)
    scrollView.contentSize = CGSize(width: window.bounds.width, height: 3000)
    let delegate = RecordingScrollDelegate()
    scrollView.delegate = delegate
    window.addSubview(scrollView)
    scrollView.contentOffset = CGPoint(x: 0, y: 500)
    system.runFrame()
    delegate.log.removeAll()
    delegate.offsets.removeAll()
    return (scrollView, delegate)
}

/// A view controller that logs its lifecycle.
@MainActor final class LoggingViewController: UIViewController {
    var log: [String] = []
    override func loadView() {
        log.append("loadView")
        super.loadView()
    }
    override func viewDidLoad() { log.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
}

/// Whether two view lists hold the same views in the same order.
@MainActor func same(_ a: [UIView], _ b: [UIView]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}

/// A view whose `point(inside:with:)` reaches 20 pt beyond its bounds on every side.
@MainActor final class GenerousHitAreaView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}
