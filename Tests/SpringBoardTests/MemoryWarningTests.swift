import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// A memory warning reaches the app delegate, the app's view controllers and the notification's
/// observers, in that order.
@MainActor
struct MemoryWarningTests {
    /// Writes each call to a shared log.
    @MainActor final class Log { var lines: [String] = [] }

    final class Controller: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            log.lines.append("controller \(name)")
        }
    }

    final class Delegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let log: Log
        let root: UINavigationController
        init(log: Log) {
            self.log = log
            root = UINavigationController(rootViewController: Controller("first", log: log))
            super.init()
        }
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = root
            window?.makeKeyAndVisible()
            return true
        }
        func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
            log.lines.append("delegate")
        }
    }

    @Test func theDelegateThenEachControllerThenTheNotification() throws {
        let log = Log()
        let device = Device(model: .iPhone15Pro)
        let delegate = Delegate(log: log)
        device.launch(delegate: { delegate })
        delegate.root.pushViewController(Controller("second", log: log), animated: false)
        delegate.root.present(Controller("sheet", log: log), animated: false)
        try device.settle()
        let unattached = Controller("elsewhere", log: log)
        let observer = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification,
                                                              object: device.application, queue: nil) { _ in
            MainActor.assumeIsolated { log.lines.append("notification") }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        device.simulateMemoryWarning()
        // The navigation controller is no Controller, so it logs nothing; it passes the warning on.
        #expect(log.lines == ["delegate", "controller first", "controller second", "controller sheet", "notification"])
        withExtendedLifetime(unattached) {}
    }
}
