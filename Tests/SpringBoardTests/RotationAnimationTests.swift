import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@_spi(Testing) import SpringBoard

/// A root controller that animates a marker view alongside the rotation and records what its
/// coordinator says when.
@MainActor final class AlongsideController: UIViewController {
    let marker = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    var coordinator: UIViewControllerTransitionCoordinator?
    var log: [String] = []
    var supported: UIInterfaceOrientationMask = .allButUpsideDown
    var keepsStatusBar = false
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
    override var prefersStatusBarHidden: Bool { keepsStatusBar ? false : super.prefersStatusBarHidden }

    override func viewDidLoad() {
        super.viewDidLoad()
        marker.backgroundColor = .red
        view.addSubview(marker)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        self.coordinator = coordinator
        log.append("willTransition \(coordinator.percentComplete)")
        coordinator.animate(alongsideTransition: { [self] context in
            log.append("alongside \(context.percentComplete)")
            marker.alpha = 0
            marker.frame.size.width = 200
        }, completion: { [self] context in
            log.append("completion \(context.percentComplete) at \(view.window!.layer.hostContext!.mediaTime)")
        })
    }
}

/// A root controller whose view holds one view pinned to its edges with Auto Layout.
@MainActor final class PinnedController: UIViewController {
    let pinned = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pinned.topAnchor.constraint(equalTo: view.topAnchor),
            pinned.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}

/// An app delegate that logs the orientation and status-bar frame calls, and the orientation
/// notifications with the orientation each carries, into a `SceneLog`.
@MainActor final class OrientationLogDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let root: UIViewController
    let log: SceneLog
    private var observers: [NSObjectProtocol] = []

    init(root: UIViewController, log: SceneLog) {
        self.root = root
        self.log = log
        super.init()
        for (name, entry) in [(UIApplication.willChangeStatusBarOrientationNotification, "note willChangeOrientation"),
                              (UIApplication.didChangeStatusBarOrientationNotification, "note didChangeOrientation")] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let value = (note.userInfo?[UIApplication.statusBarOrientationUserInfoKey] as? NSNumber)?.intValue
                MainActor.assumeIsolated { self?.log.entries.append("\(entry) \(value.map(String.init) ?? "none")") }
            })
        }
    }

    func stop() { observers.forEach(NotificationCenter.default.removeObserver) }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        return true
    }
    func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation, duration: TimeInterval) {
        log.entries.append("app willChangeOrientation \(newStatusBarOrientation.rawValue) in \(duration)")
    }
    func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation) {
        log.entries.append("app didChangeOrientation \(oldStatusBarOrientation.rawValue)")
    }
    func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) {
        log.entries.append("app willChangeStatusBarFrame \(newStatusBarFrame.height)")
    }
    func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) {
        log.entries.append("app didChangeStatusBarFrame \(oldStatusBarFrame.height)")
    }
}

/// Rotation plays out over the system's 0.4 s: the windows' content turns and grows into the
/// new bounds, the coordinator's blocks animate with it, and the status bar fades through it.
@MainActor struct RotationAnimationTests {
    /// Launches `root` in a full-screen key window on a new `model` and lets the launch settle.
    /// Launches `root` in an app whose Info.plist lists every orientation, so that the root's own
    /// `supportedInterfaceOrientations` decides (Xcode's iPhone template leaves out upside down).
    func launch(_ root: UIViewController, on model: DeviceModel = .iPhone15Pro) throws -> Device {
        let device = Device(model: model)
        let every = ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
                     "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]
        device.launch(infoPlist: ["UISupportedInterfaceOrientations": every], delegate: { RotationAppDelegate(root: root) })
        try device.settle()
        return device
    }

    /// Runs the device's frames until `seconds` of device time have passed since `start`.
    func run(_ device: Device, until seconds: TimeInterval, since start: TimeInterval) {
        device.advance(by: start + seconds - device.time)
    }

    /// The clockwise angle, in radians, of `layer`'s transform on screen now.
    func angleOnScreen(_ layer: CALayer) throws -> CGFloat {
        let t = CATransform3DGetAffineTransform(try #require(layer.presentation()).transform)
        return atan2(t.b, t.a)
    }

    @Test func whatTheCoordinatorsAlongsideBlockChangesAnimatesWithTheRotation() throws {
        let root = AlongsideController()
        let device = try launch(root)
        let start = device.time
        device.rotate(to: .landscapeLeft)
        // The block ran inside the rotation's animation block: the model is final at once.
        #expect(root.log == ["willTransition 0.0", "alongside 0.0"])
        #expect(root.marker.alpha == 0 && root.marker.frame.width == 200)
        run(device, until: 0.2, since: start)
        let halfway = try #require(root.marker.layer.presentation())
        // Ease in and out is symmetric, so half the time is half the change.
        #expect(abs(halfway.opacity - 0.5) < 0.01, "\(halfway.opacity)")
        #expect(abs(halfway.bounds.width - 150) < 1, "\(halfway.bounds.width)")
        #expect(root.log.count == 2, "no completion before the rotation ends: \(root.log)")
        try device.settle()
        #expect(root.marker.layer.presentation()?.opacity == 0)
        #expect(root.marker.layer.presentation()?.bounds.width == 200)
        let completion = try #require(root.log.last)
        let completedAt = try #require(Double(completion.split(separator: " ").last!))
        #expect(completion.hasPrefix("completion 1.0"))
        #expect(completedAt >= start + 0.4 - 1e-9 && completedAt < start + 0.4 + 2 * device.frameInterval,
                "the completion runs in the commit phase of the frame where the animation ends: \(completedAt - start)")
    }

    @Test func theCoordinatorDescribesAnAnimatedTurnOfTheSystemsDurationAndCurve() throws {
        let root = AlongsideController()
        let device = try launch(root)
        let start = device.time
        device.rotate(to: .landscapeLeft)
        let coordinator = try #require(root.coordinator)
        #expect(coordinator.isAnimated)
        #expect(!coordinator.isInteractive && !coordinator.isCancelled)
        #expect(coordinator.transitionDuration == 0.4)
        #expect(coordinator.completionCurve == .easeInOut)
        #expect(coordinator.percentComplete == 0)
        #expect(!coordinator.animate(alongsideTransition: { _ in }, completion: nil),
                "a block offered once the animation has started cannot join it")
        run(device, until: 0.1, since: start)
        #expect(abs(coordinator.percentComplete - 0.25) < 0.001, "\(coordinator.percentComplete)")
        run(device, until: 0.2, since: start)
        #expect(abs(coordinator.percentComplete - 0.5) < 0.001, "\(coordinator.percentComplete)")
        try device.settle()
        #expect(coordinator.percentComplete == 1)
        #expect(root.log.last?.hasPrefix("completion 1.0") == true, "\(root.log)")
    }

    @Test func theWindowsPictureTurnsIntoPlaceWhileItsModelIsUprightAtOnce() throws {
        let root = UIViewController()
        let device = try launch(root)
        let window = try #require(root.view.window)
        let start = device.time
        device.rotate(to: .landscapeLeft)
        #expect(CATransform3DIsIdentity(window.layer.transform))
        #expect(window.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        // The picture turns about the screen's centre, where the window's centre stays.
        #expect(window.layer.presentation()?.position == CGPoint(x: 426, y: 196.5))
        // Turning the device left, the old picture starts a quarter turn counterclockwise (the
        // user turned it with the device) and turns clockwise, upright.
        #expect(abs(try angleOnScreen(window.layer) + .pi / 2) < 0.001)
        run(device, until: 0.2, since: start)
        let halfway = try angleOnScreen(window.layer)
        #expect(abs(halfway + .pi / 4) < 0.01, "an eighth of a turn to go: \(halfway)")
        try device.settle()
        #expect(try #require(window.layer.presentation()).transform == CATransform3DIdentity)
        #expect(window.layer.animationKeys() == nil)
        #expect(try #require(window.layer.presentation()).bounds.size == CGSize(width: 852, height: 393))
    }

    @Test func turningLeftAlwaysStartsThePictureAQuarterTurnCounterclockwiseAndRightClockwise() throws {
        let root = AlongsideController()
        root.supported = .all
        let device = try launch(root, on: .iPhone8)
        let window = try #require(root.view.window)
        var angles: [CGFloat] = []
        for turn in [Device.rotateLeft, Device.rotateLeft, Device.rotateLeft, Device.rotateLeft,
                     Device.rotateRight, Device.rotateRight] {
            turn(device)()
            angles.append(try angleOnScreen(window.layer))
            try device.settle()
        }
        #expect(device.interfaceOrientation == .portraitUpsideDown)
        let quarter = CGFloat.pi / 2
        for (angle, expected) in zip(angles, [-quarter, -quarter, -quarter, -quarter, quarter, quarter]) {
            #expect(abs(angle - expected) < 0.001, "\(angles)")
        }
    }

    @Test func aViewPinnedToTheWindowsEdgesGrowsFrameByFrameFromTheOldSizeToTheNewOne() throws {
        let root = PinnedController()
        let device = try launch(root)
        let pinned = root.pinned
        #expect(pinned.frame.size == CGSize(width: 393, height: 852))
        device.rotate(to: .landscapeLeft)
        #expect(pinned.frame.size == CGSize(width: 852, height: 393))
        var sizes = [try #require(pinned.layer.presentation()).bounds.size]
        for _ in 0..<24 {
            device.advance(by: device.frameInterval)
            sizes.append(try #require(pinned.layer.presentation()).bounds.size)
        }
        #expect(sizes.first == CGSize(width: 393, height: 852))
        #expect(sizes.last == CGSize(width: 852, height: 393))
        for (a, b) in zip(sizes, sizes.dropFirst()) {
            #expect(a.width <= b.width && a.height >= b.height, "growing wide and short, frame by frame: \(sizes)")
        }
        let middle = sizes[12]
        #expect(abs(middle.width - (393 + 852) / 2) < 1 && abs(middle.height - (393 + 852) / 2) < 1, "\(middle)")
        #expect(Set(sizes.map(\.width)).count == sizes.count, "a new size every frame: \(sizes)")
        try device.settle()
    }

    @Test func theStatusBarFadesOutAndBackInWhereItShowsInTheNewOrientation() throws {
        let root = AlongsideController()
        root.keepsStatusBar = true
        let device = try launch(root, on: .iPhone8)
        let start = device.time
        device.rotate(to: .landscapeLeft)
        #expect(device.statusBar.isVisible)
        #expect(device.statusBar.frame == CGRect(x: 0, y: 0, width: 667, height: 20))
        var opacities: [Float] = []
        for time in [0.1, 0.2, 0.3] {
            run(device, until: time, since: start)
            opacities.append(try #require(device.statusBar.layer.presentation()).opacity)
        }
        #expect(opacities[0] > 0.1 && opacities[0] < 0.9, "fading out: \(opacities)")
        #expect(opacities[1] < 0.01, "gone half-way: \(opacities)")
        #expect(opacities[2] > 0.1 && opacities[2] < 0.9, "fading back in: \(opacities)")
        try device.settle()
        #expect(device.statusBar.layer.presentation()?.opacity == 1)
        #expect(device.statusBar.layer.opacity == 1)
    }

    @Test func aStatusBarHiddenInLandscapeFadesOutForGoodAndBackInOnTheWayBack() throws {
        let device = try launch(UIViewController())
        let bar = device.statusBar.layer
        var start = device.time
        device.rotate(to: .landscapeLeft)
        run(device, until: 0.1, since: start)
        let fading = try #require(bar.presentation()).opacity
        #expect(fading > 0.1 && fading < 0.9, "\(fading)")
        run(device, until: 0.3, since: start)
        #expect(bar.presentation()?.opacity == 0)
        try device.settle()
        #expect(bar.presentation()?.opacity == 0)
        start = device.time
        device.rotate(to: .portrait)
        run(device, until: 0.1, since: start)
        #expect(bar.presentation()?.opacity == 0, "the bar comes back only in the second half")
        run(device, until: 0.3, since: start)
        let returning = try #require(bar.presentation()).opacity
        #expect(returning > 0.1 && returning < 0.9, "\(returning)")
        try device.settle()
        #expect(bar.presentation()?.opacity == 1)
    }

    @Test func theAppHearsTheTurnInOrderAndTheNotificationsCarryTheOrientations() throws {
        let log = SceneLog()
        defer { log.stop() }
        let root = SizeLoggingController("root", log: log)
        let device = Device(model: .iPhone15Pro)
        var delegate: OrientationLogDelegate?
        device.launch(delegate: {
            delegate = OrientationLogDelegate(root: root, log: log)
            return delegate!
        })
        defer { delegate?.stop() }
        try device.settle()
        log.entries.removeAll()
        device.rotate(to: .landscapeLeft)
        let landscapeRight = UIInterfaceOrientation.landscapeRight.rawValue, portrait = UIInterfaceOrientation.portrait.rawValue
        #expect(log.entries == [
            "app willChangeOrientation \(landscapeRight) in 0.4", "note willChangeOrientation \(landscapeRight)",
            "root willTransition 852x393 from 393",
            "app willChangeStatusBarFrame 0.0",
            "root alongside 852",
            "app didChangeOrientation \(portrait)", "note didChangeOrientation \(portrait)",
            "app didChangeStatusBarFrame 54.0",
        ])
        try device.settle()
        #expect(log.entries.last == "root completion false")
        log.entries.removeAll()
        device.rotate(to: .portrait)
        try device.settle()
        #expect(log.entries == [
            "app willChangeOrientation \(portrait) in 0.4", "note willChangeOrientation \(portrait)",
            "root willTransition 393x852 from 852",
            "app willChangeStatusBarFrame 54.0",
            "root alongside 393",
            "app didChangeOrientation \(landscapeRight)", "note didChangeOrientation \(landscapeRight)",
            "app didChangeStatusBarFrame 0.0",
            "root completion false",
        ])
    }
}
