import UIKit

/// Seed 4's counter app ("Avoiding Conflicts with System Gestures at Screen Edges"): a count in
/// the centre of a yellow play area, half the screen's width and height, where a swipe up counts
/// up and a swipe down counts down. A "Full Screen" switch swaps the play area's constraints so
/// it fills the screen, animated with `layoutIfNeeded()` inside `UIView.animate`, as the article
/// does.
///
/// In full-screen mode it keeps the system's edge gestures off its swipes as the article's final
/// version does: before iOS 11 by hiding the status bar, from iOS 11 by deferring the top and
/// bottom edges. Its `#available(iOS 11.0, *)` checks carry the README's departure, a
/// `UIDevice.current.systemVersion` comparison, so that they follow the simulated iOS version.
public final class CounterViewController: UIViewController {
    /// The yellow play area.
    public private(set) var playView: UIView!
    /// The count.
    public private(set) var countLabel: UILabel!
    /// The "Full Screen" switch.
    public private(set) var fullScreenSwitch: UISwitch!

    /// The count shown.
    public private(set) var count = 0 {
        didSet { countLabel.text = "\(count)" }
    }

    private var fullScreenMode: Bool = false {
        didSet { updateAppearance() }
    }

    public override var prefersStatusBarHidden: Bool {
        if #available(iOS 11.0, *), UIDevice.current.systemVersion.compare("11.0", options: .numeric) != .orderedAscending {
            return super.prefersStatusBarHidden
        } else {
            return fullScreenMode || super.prefersStatusBarHidden
        }
    }

    public override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {
        return fullScreenMode ? [.bottom, .top] : UIRectEdge()
    }

    private var regularConstraints: [NSLayoutConstraint] = []
    private var fullScreenConstraints: [NSLayoutConstraint] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        playView = UIView()
        playView.translatesAutoresizingMaskIntoConstraints = false
        playView.backgroundColor = .systemYellow
        playView.accessibilityIdentifier = "play area"
        view.addSubview(playView)

        countLabel = UILabel()
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        countLabel.font = UIFont.systemFont(ofSize: 96, weight: .bold)
        countLabel.text = "0"
        playView.addSubview(countLabel)

        fullScreenSwitch = UISwitch()
        fullScreenSwitch.translatesAutoresizingMaskIntoConstraints = false
        fullScreenSwitch.addTarget(self, action: Selector(CounterViewController.fullScreen(_:)), for: .valueChanged)
        view.addSubview(fullScreenSwitch)

        let switchLabel = UILabel()
        switchLabel.translatesAutoresizingMaskIntoConstraints = false
        switchLabel.text = "Full Screen"
        view.addSubview(switchLabel)

        let up = UISwipeGestureRecognizer(target: self, action: Selector(CounterViewController.swipeUp(_:)))
        up.direction = .up
        playView.addGestureRecognizer(up)
        let down = UISwipeGestureRecognizer(target: self, action: Selector(CounterViewController.swipeDown(_:)))
        down.direction = .down
        playView.addGestureRecognizer(down)

        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            countLabel.centerXAnchor.constraint(equalTo: playView.centerXAnchor),
            countLabel.centerYAnchor.constraint(equalTo: playView.centerYAnchor),
            fullScreenSwitch.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            fullScreenSwitch.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
            switchLabel.trailingAnchor.constraint(equalTo: fullScreenSwitch.leadingAnchor, constant: -8),
            switchLabel.centerYAnchor.constraint(equalTo: fullScreenSwitch.centerYAnchor),
        ])
        regularConstraints = [
            playView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            playView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            playView.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
            playView.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
        ]
        fullScreenConstraints = [
            playView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            playView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            playView.topAnchor.constraint(equalTo: view.topAnchor),
            playView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ]
        updateConstraints()
        // The switch and its label stay above the play area when it fills the screen.
        view.bringSubviewToFront(fullScreenSwitch)
        view.bringSubviewToFront(switchLabel)
    }

    func fullScreen(_ sender: UISwitch) {
        fullScreenMode = sender.isOn
    }

    func swipeUp(_ sender: UISwipeGestureRecognizer) {
        count += 1
    }

    func swipeDown(_ sender: UISwipeGestureRecognizer) {
        count -= 1
    }

    private func updateDeferringSystemGestures() {
        if #available(iOS 11.0, *), UIDevice.current.systemVersion.compare("11.0", options: .numeric) != .orderedAscending {
            setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        } else {
            setNeedsStatusBarAppearanceUpdate()
        }
    }

    private func updateAppearance() {
        view.layoutIfNeeded()
        updateConstraints()
        UIView.animate(withDuration: 0.25) {
            self.updateDeferringSystemGestures()
            self.view.layoutIfNeeded()
        }
    }

    private func updateConstraints() {
        if fullScreenMode {
            NSLayoutConstraint.deactivate(regularConstraints)
            NSLayoutConstraint.activate(fullScreenConstraints)
        } else {
            NSLayoutConstraint.deactivate(fullScreenConstraints)
            NSLayoutConstraint.activate(regularConstraints)
        }
    }
}

/// The counter app's delegate: one window with a `CounterViewController`.
public final class CounterAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = CounterViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
