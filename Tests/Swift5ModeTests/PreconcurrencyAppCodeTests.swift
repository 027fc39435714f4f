// Compiled in Swift 5 language mode: code written the way iOS apps were before Swift
// concurrency. Against Apple's UIKit, which is `@preconcurrency` main-actor code, it compiles
// with warnings; this target checks that it compiles (and runs) against OpenUIKit the same way.
import Foundation
import Testing
import UIKit
import UIKitTesting

extension Notification.Name {
    static let profileNameDidChange = Notification.Name("ProfileNameDidChange")
}

/// A view controller that observes a notification with a block and touches its views in it.
final class ProfileViewController: UIViewController {
    let nameLabel = UILabel()
    let loader = ProfileLoader()
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.frame = CGRect(x: 20, y: 100, width: 280, height: 30)
        view.addSubview(nameLabel)
        loader.controller = self
        observer = NotificationCenter.default.addObserver(forName: .profileNameDidChange, object: nil, queue: nil) { [weak self] note in
            self?.nameLabel.text = note.object as? String
            self?.view.setNeedsLayout()
        }
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }
}

/// A view that observes the status bar with selectors, as seed 5 and most iOS 8-era code do.
final class StatusBarFollower: UIView {
    var heights: [CGFloat] = []

    func start() {
        NotificationCenter.default.addObserver(self, selector: Selector(StatusBarFollower.frameWillChange(_:)),
                                               name: UIApplication.willChangeStatusBarFrameNotification, object: nil)
    }

    func frameWillChange(_ notification: Notification) {
        let value = notification.userInfo?[UIApplication.statusBarFrameUserInfoKey] as! NSValue
        heights.append(value.cgRectValue.height)
    }
}

/// A helper class without any isolation that calls into the view controller.
final class ProfileLoader {
    weak var controller: ProfileViewController?

    func finish(with name: String) {
        controller?.nameLabel.text = name
        controller?.title = name
    }
}

/// An app delegate that is a plain `NSObject`, conforming in an extension.
final class LegacyAppDelegate: NSObject {
    var window: UIWindow?
    let profile = ProfileViewController()
}

extension LegacyAppDelegate: UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = profile
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A scroll view delegate on a class without isolation, conforming in an extension.
final class ScrollOffsetRecorder {
    var offsets: [CGFloat] = []
}

extension ScrollOffsetRecorder: UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offsets.append(scrollView.contentOffset.y)
    }
}

/// Fades a view out from a function without isolation.
func fadeOut(_ view: UIView) {
    UIView.animate(withDuration: 0.25, animations: {
        view.alpha = 0
    })
}

/// Reads the app's key window from a function without isolation.
func currentKeyWindow() -> UIWindow? {
    UIApplication.shared.keyWindow
}

/// Builds constraints from a function without isolation, as layout helpers in apps do.
func pin(_ view: UIView, to container: UIView, inset: CGFloat) -> [NSLayoutConstraint] {
    view.translatesAutoresizingMaskIntoConstraints = false
    let constraints = [
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -inset),
        view.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: inset),
        view.heightAnchor.constraint(equalToConstant: 44),
    ]
    constraints[3].priority = UILayoutPriority(rawValue: 999)
    NSLayoutConstraint.activate(constraints)
    return constraints
}

@MainActor struct PreconcurrencyAppCodeTests {
    @Test func constraintsMadeWithoutIsolationLayTheViewOut() throws {
        let (app, delegate) = launch()
        let banner = UIView()
        delegate.profile.view.addSubview(banner)
        let constraints = pin(banner, to: delegate.profile.view, inset: 16)
        try app.settle()
        #expect(banner.frame == CGRect(x: 16, y: 59 + 16,
                                       width: app.device.screen.bounds.width - 32, height: 44))
        constraints[3].constant = 60
        try app.settle()
        #expect(banner.frame.height == 60)
    }

    private func launch() -> (AppHarness, LegacyAppDelegate) {
        let delegate = LegacyAppDelegate()
        let app = AppHarness { delegate }
        return (app, delegate)
    }

    @Test func aNotificationObserverBlockUpdatesTheLabel() throws {
        let (app, delegate) = launch()
        try app.settle()
        NotificationCenter.default.post(name: .profileNameDidChange, object: "Ada")
        #expect(delegate.profile.nameLabel.text == "Ada")
        #expect(app.visibleTexts.contains("Ada"))
    }

    @Test func aSelectorObserverHearsTheInCallBarsFrame() throws {
        let delegate = LegacyAppDelegate()
        let app = AppHarness(model: .iPhone8) { delegate }
        try app.settle()
        let follower = StatusBarFollower()
        follower.start()
        app.device.isInCallStatusBarShown = true
        try app.settle()
        NotificationCenter.default.removeObserver(follower)
        app.device.isInCallStatusBarShown = false
        try app.settle()
        #expect(follower.heights == [40])
    }

    @Test func aHelperWithoutIsolationCallsIntoTheViewController() throws {
        let (app, delegate) = launch()
        delegate.profile.loader.finish(with: "Grace")
        try app.settle()
        #expect(delegate.profile.nameLabel.text == "Grace")
        #expect(delegate.profile.title == "Grace")
    }

    @Test func aDelegateWithoutIsolationHearsScrolling() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recorder = ScrollOffsetRecorder()
        scrollView.delegate = recorder
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(recorder.offsets == [40])
    }

    @Test func anAnimationStartedWithoutIsolationRunsToItsEnd() throws {
        let (app, delegate) = launch()
        let view = delegate.profile.view!
        fadeOut(view)
        #expect(view.alpha == 0)
        #expect(view.layer.animationKeys()?.isEmpty == false)
        try app.settle()
        #expect(view.layer.animationKeys() ?? [] == [])
    }

    @Test func theSharedApplicationIsReadableWithoutIsolation() {
        let (app, delegate) = launch()
        #expect(currentKeyWindow() === delegate.window)
        #expect(currentKeyWindow() === app.keyWindow)
    }
}
