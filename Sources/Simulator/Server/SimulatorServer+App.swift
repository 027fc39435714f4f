import Foundation
import Logging
import UIKit

extension SimulatorServer {
    /// Runs one UIKit app in the live simulator and never returns: the one line a user's app
    /// adds, in the place of `UIApplicationMain`.
    ///
    /// The app is launched as `UIApplicationMain` launches it (`principalClass`, then the delegate
    /// that `delegate` creates) and served at http://127.0.0.1:8080 on an iPhone 15 Pro unless
    /// `arguments` (the program's command line by default) say otherwise with `--host`, `--port`,
    /// `--device` or `--os`. The address is logged when the server listens. The process exits
    /// with status 0 after SIGINT or SIGTERM, and with status 1 after logging the reason when the
    /// arguments are invalid or the server cannot listen (a port in use among them).
    ///
    /// ```swift
    /// await SimulatorServer.run(delegate: { AppDelegate() })
    /// ```
    public static func run(_ principalClass: UIApplication.Type = UIApplication.self,
                           arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                           delegate: @escaping @MainActor @Sendable () -> UIApplicationDelegate) async -> Never {
        let name = ProcessInfo.processInfo.processName
        let logger = Logger(label: "OpenUIKit.Simulator")
        let id = String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
        let app = SimulatedApp(id: id.isEmpty ? "app" : id, title: name.isEmpty ? "App" : name,
                               principalClass: principalClass, delegate: delegate)
        do {
            var configuration = try SimulatorConfiguration(arguments: arguments)
            configuration.app = app.id
            try await SimulatorServer(configuration: configuration, apps: [app], logger: logger).run()
        } catch {
            logger.critical("\(name): \(error)")
            exit(1)
        }
        exit(0)
    }
}
