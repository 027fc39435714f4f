import Foundation
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting

/// An app whose window's root controller is `controller`.
final class ConstraintScene: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let controller: UIViewController

    init(controller: UIViewController) {
        self.controller = controller
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A controller whose `viewDidLoad` runs `build` on its view.
final class BlockViewController: UIViewController {
    let build: (UIViewController) -> Void
    init(_ build: @escaping (UIViewController) -> Void) {
        self.build = build
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        build(self)
    }
}

/// Launches `controller` as the root of a window on `model`, settled.
@MainActor func launchConstraints(_ controller: UIViewController, model: DeviceModel = .iPhone15Pro) throws -> AppHarness {
    let scene = ConstraintScene(controller: controller)
    let harness = AppHarness(model: model) { scene }
    try harness.settle()
    return harness
}

/// A view that uses Auto Layout, added to `superview`.
@MainActor func constrainedView(in superview: UIView, color: UIColor = .systemBlue) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.backgroundColor = color
    superview.addSubview(view)
    return view
}
