import Foundation
import UIKit

extension SimulatorServer {
    /// Runs one UIKit app in the live simulator: the one line a user's app adds, in the place of
    /// `UIApplicationMain`.
    ///
    /// The app is launched as `UIApplicationMain` launches it (`principalClass`, then the delegate
    /// `delegate` creates) on the device `configuration` names, served at
    /// http://127.0.0.1:8080 by default; the address is logged when the server listens. Returns
    /// after SIGINT or SIGTERM; throws `SimulatorError` when the configuration is invalid or the
    /// port is in use.
    ///
    /// ```swift
    /// try await SimulatorServer.run(delegate: { AppDelegate() })
    /// ```
    public static func run(_ principalClass: UIApplication.Type = UIApplication.self,
                           configuration: SimulatorConfiguration = SimulatorConfiguration(),
                           delegate: @escaping @MainActor @Sendable () -> UIApplicationDelegate) async throws {
        let name = ProcessInfo.processInfo.processName
        let id = String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
        let app = SimulatedApp(id: id.isEmpty ? "app" : id, title: name.isEmpty ? "App" : name,
                               principalClass: principalClass, delegate: delegate)
        var configuration = configuration
        configuration.app = app.id
        try await SimulatorServer(configuration: configuration, apps: [app]).run()
    }
}
