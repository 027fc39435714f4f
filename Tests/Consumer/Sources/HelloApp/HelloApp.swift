import ArgumentParser
import Simulator
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var demoData = false
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

@main
struct HelloApp: AsyncParsableCommand {
    static let configuration = CommandConfiguration(version: "2.1")

    @OptionGroup var simulator: SimulatorOptions
    @Flag(help: "Start with demo data.") var demoData = false

    func run() async {
        let demoData = demoData
        await SimulatorServer.run(options: simulator, delegate: {
            let delegate = AppDelegate()
            delegate.demoData = demoData
            return delegate
        })
    }
}
