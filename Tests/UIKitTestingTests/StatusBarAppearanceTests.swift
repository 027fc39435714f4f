import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@_spi(Testing) import SpringBoard
import UIKitTesting

/// A controller whose status bar preferences a test sets, with a label pinned to the top of
/// its safe area.
final class StatusBarPreferringController: UIViewController {
    var hidden = false
    /// Whether the controller keeps the bar in compact height, not calling `super`.
    var keepsBarInCompactHeight = false
    var style: UIStatusBarStyle = .default
    var animation: UIStatusBarAnimation = .fade
    var hiddenChild: UIViewController?
    var styleChild: UIViewController?
    var background: UIColor = .white
    let label = UILabel()

    override var prefersStatusBarHidden: Bool { hidden || (!keepsBarInCompactHeight && super.prefersStatusBarHidden) }
    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { animation }
    override var childForStatusBarHidden: UIViewController? { hiddenChild }
    override var childForStatusBarStyle: UIViewController? { styleChild }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = background
        label.text = "Top"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 100),
        ])
    }
}

/// Shows `root` in a key window and logs the status bar frame notifications.
final class StatusBarAppearanceDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let root: UIViewController
    var notes: [String] = []
    private var observers: [NSObjectProtocol] = []

    init(root: UIViewController) { self.root = root }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        for (name, label) in [(UIApplication.willChangeStatusBarFrameNotification, "will"),
                              (UIApplication.didChangeStatusBarFrameNotification, "did")] {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) { [weak self] note in
                let frame = (note.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                MainActor.assumeIsolated { self?.notes.append("\(label) \(frame.height)") }
            })
        }
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
        return true
    }
}

@MainActor
struct StatusBarAppearanceTests {
    /// An iPhone 8 on iOS 16 (a 20 pt bar that sets the safe area's top; page sheets) showing `root`.
    func launch(_ root: UIViewController, model: DeviceModel = .iPhone8, iOS major: Int = 16,
                infoPlist: [String: Any] = [:]) throws -> (AppHarness, StatusBarAppearanceDelegate) {
        let delegate = StatusBarAppearanceDelegate(root: root)
        let version = OperatingSystemVersion(majorVersion: major, minorVersion: 0, patchVersion: 0)
        let harness = AppHarness(model: model, systemVersion: version, infoPlist: infoPlist) { delegate }
        try harness.settle()
        delegate.notes.removeAll()
        return (harness, delegate)
    }

    static let bar = CGRect(x: 0, y: 0, width: 375, height: 20)

    @Test func aPlainControllerWantsTheBarShownDarkAndFadedWithNoChildren() throws {
        let controller = UIViewController()
        let (harness, _) = try launch(controller)
        #expect(controller.prefersStatusBarHidden == false)
        #expect(controller.preferredStatusBarStyle == .default)
        #expect(controller.preferredStatusBarUpdateAnimation == .fade)
        #expect(controller.childForStatusBarHidden == nil)
        #expect(controller.childForStatusBarStyle == nil)
        #expect(controller.modalPresentationCapturesStatusBarAppearance == false)
        #expect(UIStatusBarStyle.darkContent.rawValue == 3)
        #expect(UIStatusBarAnimation.slide.rawValue == 2)
        #expect(harness.device.statusBar.style == .default)
    }

    @Test func theRootControllersPreferencesTakeEffectAtLaunch() throws {
        let root = StatusBarPreferringController()
        root.hidden = true
        root.style = .lightContent
        let (harness, _) = try launch(root)
        #expect(harness.application.statusBarFrame == .zero)
        #expect(harness.application.isStatusBarHidden)
        #expect(harness.device.statusBar.style == .lightContent)
        #expect(root.view.safeAreaInsets.top == 0)
    }

    @Test func aChangedPreferenceWaitsForSetNeedsStatusBarAppearanceUpdateThenHappensAtOnce() throws {
        let root = StatusBarPreferringController()
        let (harness, delegate) = try launch(root)
        root.hidden = true
        root.style = .darkContent
        #expect(harness.application.statusBarFrame == Self.bar)
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(harness.application.statusBarFrame == .zero)
        #expect(harness.device.statusBar.style == .darkContent)
        #expect(delegate.notes == ["will 0.0", "did 20.0"])
        #expect(harness.device.statusBar.layer.animationKeys() == nil)
        #expect(harness.device.statusBar.layer.opacity == 0)
        try harness.settle()
        #expect(root.label.frame.minY == 0)
    }

    @Test func aContainerHandsEachDecisionToTheChildItNames() throws {
        let root = StatusBarPreferringController()
        let hider = StatusBarPreferringController()
        hider.hidden = true
        hider.style = .darkContent
        let styler = StatusBarPreferringController()
        styler.style = .lightContent
        root.addChild(hider)
        root.addChild(styler)
        root.hiddenChild = hider
        root.styleChild = styler
        let (harness, _) = try launch(root)
        #expect(harness.application.isStatusBarHidden)
        #expect(harness.device.statusBar.style == .lightContent)
        root.hiddenChild = nil
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(!harness.application.isStatusBarHidden)
    }

    @Test func aNavigationControllerForwardsBothDecisionsToItsTopController() throws {
        let first = StatusBarPreferringController()
        let navigation = UINavigationController(rootViewController: first)
        let (harness, _) = try launch(navigation)
        #expect(navigation.childForStatusBarHidden === first)
        #expect(navigation.childForStatusBarStyle === first)
        let second = StatusBarPreferringController()
        second.hidden = true
        second.style = .lightContent
        navigation.pushViewController(second, animated: false)
        #expect(harness.application.isStatusBarHidden)
        #expect(harness.device.statusBar.style == .lightContent)
        navigation.popViewController(animated: true)
        try harness.settle()
        #expect(!harness.application.isStatusBarHidden)
        #expect(harness.device.statusBar.style == .default)
    }

    @Test func aFullScreenPresentationCapturesTheBarAndItsDismissalGivesItBack() throws {
        let root = StatusBarPreferringController()
        let (harness, _) = try launch(root)
        let modal = StatusBarPreferringController()
        modal.hidden = true
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: true)
        #expect(harness.application.isStatusBarHidden)
        try harness.settle()
        modal.dismiss(animated: true)
        #expect(!harness.application.isStatusBarHidden)
        try harness.settle()
        #expect(!harness.application.isStatusBarHidden)
    }

    @Test func aSheetCapturesTheBarOnlyWhenItAsksTo() throws {
        let root = StatusBarPreferringController()
        let (harness, _) = try launch(root)
        let sheet = StatusBarPreferringController()
        sheet.style = .lightContent
        root.present(sheet, animated: false)
        #expect(harness.device.statusBar.style == .default)
        sheet.dismiss(animated: false)
        let capturing = StatusBarPreferringController()
        capturing.style = .lightContent
        capturing.modalPresentationCapturesStatusBarAppearance = true
        root.present(capturing, animated: false)
        #expect(harness.device.statusBar.style == .lightContent)
        capturing.dismiss(animated: false)
        #expect(harness.device.statusBar.style == .default)
    }

    @Test func compactHeightHidesTheBarByDefaultWithOneFrameChangeEachWay() throws {
        let root = StatusBarPreferringController()
        let (harness, delegate) = try launch(root)
        harness.device.rotateLeft()
        #expect(root.prefersStatusBarHidden)
        #expect(harness.application.statusBarFrame == .zero)
        #expect(delegate.notes == ["will 0.0", "did 20.0"])
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(delegate.notes == ["will 0.0", "did 20.0"])
        harness.device.rotateRight()
        #expect(!root.prefersStatusBarHidden)
        #expect(harness.application.statusBarFrame == Self.bar)
        #expect(delegate.notes == ["will 0.0", "did 20.0", "will 20.0", "did 0.0"])
    }

    @Test func aControllerCanKeepTheBarInLandscapeOnlyOnAModelWithAHomeButton() throws {
        let root = StatusBarPreferringController()
        root.keepsBarInCompactHeight = true
        let (harness, _) = try launch(root)
        harness.device.rotateLeft()
        #expect(harness.application.statusBarFrame == CGRect(x: 0, y: 0, width: 667, height: 20))
        let notched = StatusBarPreferringController()
        notched.keepsBarInCompactHeight = true
        let (x, _) = try launch(notched, model: .iPhoneX)
        x.device.rotateLeft()
        #expect(x.application.statusBarFrame == .zero)
    }

    @Test func withoutViewControllerBasedAppearanceLandscapeHidesTheBarWhateverControllersWant() throws {
        let root = StatusBarPreferringController()
        root.keepsBarInCompactHeight = true
        let (harness, _) = try launch(root, infoPlist: ["UIViewControllerBasedStatusBarAppearance": false])
        harness.device.rotateLeft()
        #expect(harness.application.statusBarFrame == .zero)
    }

    @Test func insideAnAnimationBlockTheBarFadesAndTheSafeAreaFollowsFrameByFrame() throws {
        let root = StatusBarPreferringController()
        let (harness, delegate) = try launch(root)
        #expect(root.label.frame.minY == 20)
        root.hidden = true
        let start = harness.device.time
        UIView.animate(withDuration: 0.4) {
            root.setNeedsStatusBarAppearanceUpdate()
            root.view.layoutIfNeeded()
        }
        #expect(delegate.notes == ["will 0.0", "did 20.0"])
        #expect(harness.application.statusBarFrame == .zero)
        #expect(root.label.frame.minY == 0)
        var opacities: [Float] = []
        var tops: [CGFloat] = []
        for step in 1...3 {
            harness.device.advance(by: start + 0.1 * Double(step) - harness.device.time)
            opacities.append(try #require(harness.device.statusBar.layer.presentation()).opacity)
            tops.append(try #require(root.label.layer.presentation()).frame.minY)
        }
        // Ease in and out over 0.4 s: halfway at 0.2 s, slower at the ends.
        #expect(abs(opacities[1] - 0.5) < 0.001)
        #expect(abs(tops[1] - 10) < 0.001)
        #expect(opacities[0] > 0.75 && opacities[2] < 0.25)
        #expect(tops[0] > 15 && tops[2] < 5)
        try harness.settle()
        #expect(harness.device.statusBar.layer.presentation()!.opacity == 0)
        #expect(root.label.layer.presentation()!.frame.minY == 0)
    }

    @Test func aSlideMovesTheOpaqueBarUpOutOfTheScreen() throws {
        let root = StatusBarPreferringController()
        root.animation = .slide
        let (harness, _) = try launch(root)
        root.hidden = true
        let start = harness.device.time
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: {
            root.setNeedsStatusBarAppearanceUpdate()
        })
        harness.device.advance(by: start + 0.15 - harness.device.time)
        let halfway = try #require(harness.device.statusBar.layer.presentation())
        #expect(abs(halfway.frame.minY + 10) < 0.001)
        #expect(halfway.opacity == 1)
        try harness.settle()
        #expect(harness.device.statusBar.layer.presentation()!.opacity == 0)
        root.hidden = false
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: {
            root.setNeedsStatusBarAppearanceUpdate()
        })
        harness.device.advance(by: 0.1)
        let coming = try #require(harness.device.statusBar.layer.presentation())
        #expect(coming.frame.minY < -5 && coming.frame.minY > -20)
        #expect(coming.opacity == 1)
        try harness.settle()
        #expect(harness.device.statusBar.layer.presentation()!.frame.minY == 0)
    }

    @Test func noAnimationOrNoBlockChangesTheBarAtOnce() throws {
        let root = StatusBarPreferringController()
        root.animation = .none
        let (harness, _) = try launch(root)
        root.hidden = true
        UIView.animate(withDuration: 0.3) { root.setNeedsStatusBarAppearanceUpdate() }
        #expect(harness.device.statusBar.layer.animationKeys() == nil)
        #expect(harness.device.statusBar.layer.opacity == 0)
    }

    @Test func withViewControllerBasedAppearanceTheApplicationSettersDoNothing() throws {
        let root = StatusBarPreferringController()
        let (harness, delegate) = try launch(root)
        let app = harness.application
        app.isStatusBarHidden = true
        app.setStatusBarHidden(true, with: .slide)
        app.setStatusBarHidden(true, animated: true)
        app.statusBarStyle = .lightContent
        app.setStatusBarStyle(.lightContent, animated: true)
        #expect(!app.isStatusBarHidden)
        #expect(app.statusBarStyle == .default)
        #expect(delegate.notes.isEmpty)
    }

    @Test func withoutViewControllerBasedAppearanceTheApplicationDrivesTheBarAndControllersAreIgnored() throws {
        let root = StatusBarPreferringController()
        root.hidden = true
        root.style = .lightContent
        let (harness, delegate) = try launch(root, infoPlist: ["UIViewControllerBasedStatusBarAppearance": false])
        let app = harness.application
        #expect(!app.isStatusBarHidden)
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(!app.isStatusBarHidden)
        #expect(app.statusBarStyle == .default)
        app.setStatusBarStyle(.lightContent, animated: true)
        #expect(harness.device.statusBar.style == .lightContent)
        let start = harness.device.time
        app.setStatusBarHidden(true, with: .slide)
        #expect(delegate.notes == ["will 0.0", "did 20.0"])
        harness.device.advance(by: start + 0.125 - harness.device.time)
        let halfway = try #require(harness.device.statusBar.layer.presentation())
        #expect(abs(halfway.frame.minY + 10) < 0.001)
        try harness.settle()
        app.isStatusBarHidden = false
        #expect(app.statusBarFrame == Self.bar)
    }

    @Test func beforeIOS7ControllersAreNotAsked() throws {
        let root = StatusBarPreferringController()
        root.hidden = true
        let (harness, _) = try launch(root, model: .iPhone4, iOS: 6)
        #expect(!harness.application.isStatusBarHidden)
        harness.application.isStatusBarHidden = true
        #expect(harness.application.isStatusBarHidden)
    }

    @Test(arguments: [("status-bar-light-content", UIStatusBarStyle.lightContent, UIColor.black),
                      ("status-bar-dark-content", UIStatusBarStyle.darkContent, UIColor.white)])
    func theBarDrawsLightOrDarkContent(_ name: String, _ style: UIStatusBarStyle, _ background: UIColor) throws {
        let root = StatusBarPreferringController()
        root.style = style
        root.background = background
        let (harness, _) = try launch(root)
        let shot = try #require(harness.screenshot().cropping(to: CGRect(x: 0, y: 0, width: 750, height: 40)))
        try Snapshot.assertMatches(shot, named: name, in: statusBarGoldens)
    }
}

private let statusBarGoldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
