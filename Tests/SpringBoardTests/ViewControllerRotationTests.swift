import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

@MainActor final class SizeLoggingController: UIViewController {
    let name: String
    let log: SceneLog
    init(_ name: String, log: SceneLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.entries.append("\(name) willTransition \(Int(size.width))x\(Int(size.height)) from \(Int(view.bounds.width))")
        coordinator.animate(alongsideTransition: { [self] _ in
            log.entries.append("\(name) alongside \(Int(view.bounds.width))")
        }, completion: { [self] context in
            log.entries.append("\(name) completion \(context.isCancelled)")
        })
    }
}

@MainActor final class RotationAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    let root: UIViewController
    init(root: UIViewController) { self.root = root }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        return true
    }
}

@MainActor struct ViewControllerRotationTests {
    @Test func rotationTellsTheRootAndItsChildrenTheNewSizeWithACoordinator() throws {
        let log = SceneLog()
        defer { log.stop() }
        let root = SizeLoggingController("root", log: log), child = SizeLoggingController("child", log: log)
        let device = Device(model: .iPhone15Pro)
        device.launch(delegate: { RotationAppDelegate(root: root) })
        root.addChild(child)
        root.view.addSubview(child.view)
        child.view.frame = root.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        child.didMove(toParent: root)
        log.entries.removeAll()
        device.rotateLeft()
        #expect(log.entries == ["child willTransition 852x393 from 393", "root willTransition 852x393 from 393",
                                "child alongside 852", "root alongside 852"])
        device.runFrame()
        #expect(log.entries.count == 4, "the completions wait for the end of the rotation's animation")
        try device.settle()
        #expect(log.entries.suffix(2) == ["child completion false", "root completion false"])
    }

    @Test func aControllerThatRefusesLandscapeHearsNothing() {
        let log = SceneLog()
        defer { log.stop() }
        final class PortraitOnly: UIViewController {
            var heard = 0
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) { heard += 1 }
        }
        let root = PortraitOnly()
        let device = Device(model: .iPhone15Pro)
        device.launch(delegate: { RotationAppDelegate(root: root) })
        device.rotateLeft()
        #expect(root.heard == 0)
        #expect(device.interfaceOrientation == .portrait)
    }
}

/// The app's supported orientations (Info.plist's `UISupportedInterfaceOrientations`, or the
/// delegate's answer) and the root controller's together decide where the interface turns.
@MainActor struct AppSupportedOrientationTests {
    final class PortraitOnlyDelegate: UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return true
        }
        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
            .portrait
        }
    }

    @Test func infoPlistsOrientationsLimitTheInterface() throws {
        let device = Device(model: .iPhone15Pro)
        device.launch(infoPlist: ["UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeRight"]],
                      delegate: { RotationAppDelegate(root: UIViewController()) })
        let app = try #require(device.application)
        #expect(app.supportedInterfaceOrientations(for: app.keyWindow) == [.portrait, .landscapeRight])
        device.rotateRight()   // the device's right side up: the interface's landscapeLeft, which the app lacks
        try device.settle()
        #expect(device.interfaceOrientation == .portrait)
        device.rotate(to: .portrait)
        device.rotateLeft()    // the interface's landscapeRight
        try device.settle()
        #expect(device.interfaceOrientation == .landscapeRight)
    }

    @Test func theDelegatesAnswerReplacesInfoPlists() throws {
        let device = Device(model: .iPhone15Pro)
        device.launch(infoPlist: ["UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeLeft"]],
                      delegate: { PortraitOnlyDelegate() })
        device.rotateLeft()
        try device.settle()
        #expect(device.interfaceOrientation == .portrait)
        #expect(device.application?.supportedInterfaceOrientations(for: nil) == .portrait)
    }

    @Test func withoutTheKeyAnIPhoneAppTurnsToAllButUpsideDown() throws {
        let device = Device(model: .iPhone15Pro)
        device.launch(delegate: { RotationAppDelegate(root: UIViewController()) })
        #expect(device.application?.supportedInterfaceOrientations(for: nil) == .allButUpsideDown)
    }
}
