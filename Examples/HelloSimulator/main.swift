// HelloSimulator: an ordinary UIKit app, plus the one line at the bottom that runs it in the
// live simulator. `swift run HelloSimulator`, then open http://127.0.0.1:8080 and touch the
// screen: the dot follows your finger.
import Simulator
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = HelloViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

final class HelloViewController: UIViewController {
    private let label = UILabel()
    private let dot = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        label.text = "Hello, Simulator"
        label.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        label.textAlignment = .center
        label.frame = CGRect(x: 0, y: 120, width: view.bounds.width, height: 40)
        label.autoresizingMask = [.flexibleWidth]
        view.addSubview(label)

        dot.backgroundColor = .systemBlue
        dot.layer.cornerRadius = 30
        dot.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        view.addSubview(dot)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: view)
        UIView.animate(withDuration: 0.25) {
            self.dot.center = point
            self.dot.backgroundColor = .systemOrange
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        dot.center = touch.location(in: view)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        UIView.animate(withDuration: 0.25) { self.dot.backgroundColor = .systemBlue }
    }
}

// The one added line: where an iOS app has UIApplicationMain.
await SimulatorServer.run(delegate: { AppDelegate() })
