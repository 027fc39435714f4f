import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@_spi(Testing) @testable import SpringBoard

/// A delegate that logs, for each status-bar frame callback and notification, the frame it was
/// given and the frame the app reads at that moment.
final class FrameLogDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var log: [String] = []
    let root = UIViewController()
    private var observers: [NSObjectProtocol] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        for (name, label) in [(UIApplication.willChangeStatusBarFrameNotification, "willNote"),
                              (UIApplication.didChangeStatusBarFrameNotification, "didNote")] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) { [weak self] note in
                let frame = (note.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                MainActor.assumeIsolated { self?.record(label, frame) }
            })
        }
        return true
    }

    private func record(_ label: String, _ frame: CGRect) {
        log.append("\(label) \(frame.height) now \(UIApplication.shared.statusBarFrame.height)")
    }

    func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) { record("will", newStatusBarFrame) }
    func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) { record("did", oldStatusBarFrame) }
    func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        log.append("willOrientation")
    }
    func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation) {
        log.append("didOrientation")
    }
}

@MainActor
struct StatusBarChangeTests {
    /// Launches on `model`; these tests drive the bar through `UIApplication`, the legacy path
    /// of Info.plist's `UIViewControllerBasedStatusBarAppearance = NO`.
    func launch(_ model: DeviceModel, _ version: OperatingSystemVersion? = nil) -> (Device, FrameLogDelegate) {
        let device = Device(model: model, systemVersion: version)
        let delegate = FrameLogDelegate()
        device.launch(infoPlist: ["UIViewControllerBasedStatusBarAppearance": false], delegate: { delegate })
        delegate.log.removeAll()
        return (device, delegate)
    }

    @Test func hidingTheBarCallsTheDelegateBeforeEachNotificationWillBeforeTheChangeAndDidAfter() {
        let (device, delegate) = launch(.iPhone8)
        UIApplication.shared.isStatusBarHidden = true
        #expect(delegate.log == ["will 0.0 now 20.0", "willNote 0.0 now 20.0", "did 20.0 now 0.0", "didNote 20.0 now 0.0"])
        delegate.log.removeAll()
        UIApplication.shared.setStatusBarHidden(false, animated: false)
        #expect(delegate.log == ["will 20.0 now 0.0", "willNote 20.0 now 0.0", "did 0.0 now 20.0", "didNote 0.0 now 20.0"])
        delegate.log.removeAll()
        UIApplication.shared.setStatusBarHidden(false, animated: true)
        #expect(delegate.log.isEmpty)
        _ = device
    }

    @Test func theInCallBarAndTheSystemsOwnHideGoThroughTheSameCalls() {
        let (device, delegate) = launch(.iPhone8)
        device.isInCallStatusBarShown = true
        device.statusBar.isHidden = true
        #expect(delegate.log == ["will 40.0 now 20.0", "willNote 40.0 now 20.0", "did 20.0 now 40.0", "didNote 20.0 now 40.0",
                                 "will 0.0 now 40.0", "willNote 0.0 now 40.0", "did 40.0 now 0.0", "didNote 40.0 now 0.0"])
        delegate.log.removeAll()
        device.isInCallStatusBarShown = false
        #expect(delegate.log.isEmpty)
        #expect(UIApplication.shared.statusBarFrame == .zero)
    }

    @Test func turningToLandscapeTellsTheAppOfTheFrameInsideTheOrientationChange() {
        let (device, delegate) = launch(.iPhone15Pro)
        device.rotateLeft()
        #expect(delegate.log == ["willOrientation", "will 0.0 now 54.0", "willNote 0.0 now 54.0",
                                 "didOrientation", "did 54.0 now 0.0", "didNote 54.0 now 0.0"])
        delegate.log.removeAll()
        UIApplication.shared.isStatusBarHidden = true
        #expect(delegate.log.isEmpty)
        device.rotateRight()
        #expect(delegate.log == ["willOrientation", "didOrientation"])
        #expect(UIApplication.shared.statusBarFrame == .zero)
    }

    @Test func anAnimatedHideFadesTheBarAndMovesRootViewsAlongWithIt() throws {
        // Before iOS 7 the root view sits below the bar, so hiding the bar moves it up 20 pt.
        let (device, delegate) = launch(.iPhone3GS)
        try device.settle()
        let root = delegate.root.view!
        #expect(root.frame == CGRect(x: 0, y: 20, width: 320, height: 460))
        let start = device.time
        UIApplication.shared.setStatusBarHidden(true, animated: true)
        #expect(UIApplication.shared.statusBarFrame == .zero)
        #expect(root.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        device.advance(by: start + SpringBoardConstants.statusBarFadeDuration / 2 - device.time)
        let halfway = try #require(root.layer.presentation())
        #expect(abs(halfway.frame.minY - 10) < 0.001)
        let bar = try #require(device.statusBar.layer.presentation())
        #expect(abs(bar.opacity - 0.5) < 0.001)
        try device.settle()
        #expect(root.layer.presentation()!.frame.minY == 0)
        #expect(device.statusBar.layer.presentation()!.opacity == 0)
    }

    @Test func anUnanimatedHideMovesRootViewsAtTheNextLayout() throws {
        let (device, delegate) = launch(.iPhone3GS)
        try device.settle()
        UIApplication.shared.isStatusBarHidden = true
        #expect(delegate.root.view.frame.minY == 0)
        #expect(delegate.root.view.layer.animationKeys() == nil)
        #expect(device.statusBar.layer.animationKeys() == nil)
        #expect(device.statusBar.layer.opacity == 0)
    }

    @Test func aStyleChangeRedrawsTheBarAndTellsTheAppNothing() {
        let (device, delegate) = launch(.iPhone8)
        UIApplication.shared.statusBarStyle = .lightContent
        #expect(device.statusBar.style == .lightContent)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        #expect(delegate.log.isEmpty)
    }
}

/// Launch goes through the app lifecycle machine.
@MainActor
struct LaunchTests {
    final class Delegate: UIResponder, UIApplicationDelegate {
        var log: [String] = []
        func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.append("willFinishLaunching \(application.applicationState.rawValue)")
            return true
        }
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            log.append("didFinishLaunching \(application.applicationState.rawValue)")
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) {
            log.append("didBecomeActive \(application.applicationState.rawValue)")
        }
    }

    @Test func launchingRunsWillAndDidFinishLaunchingWhileInactiveThenBecomesActive() {
        let device = Device(model: .iPhone15Pro)
        let delegate = Delegate()
        device.launch(delegate: { delegate })
        let inactive = UIApplication.State.inactive.rawValue, active = UIApplication.State.active.rawValue
        #expect(delegate.log == ["willFinishLaunching \(inactive)", "didFinishLaunching \(inactive)", "didBecomeActive \(active)"])
        #expect(device.application?.delegate === delegate)
        #expect(device.frameCount == 1)
    }
}
