import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = CounterViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

final class CounterViewController: UIViewController {
    let counter = CounterView(frame: CGRect(x: 40, y: 200, width: 240, height: 120))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(counter)
    }
}

/// Counts the taps it receives and shows the count.
final class CounterView: UIView {
    private let label = UILabel()
    private(set) var count = 0 {
        didSet { label.text = "\(count) taps" }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        label.frame = bounds
        label.textAlignment = .center
        label.textColor = .white
        label.text = "0 taps"
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        count += 1
    }
}
