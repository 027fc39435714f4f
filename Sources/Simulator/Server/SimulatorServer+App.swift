import ArgumentParser
import Foundation
import Logging
import UIKit

extension SimulatorServer {
    /// Runs one UIKit app in the live simulator and never returns: the one line a user's app
    /// adds, in the place of `UIApplicationMain`.
    ///
    /// The command line (`arguments`, the program's own by default) is parsed as
    /// `SimulatorOptions`: `--host`, `--port`, `--device` and `--os`, plus `--help`, `--version`
    /// (which prints `version`) and `--generate-completion-script <shell>`. Help and the version
    /// exit with status 0; an invalid command line prints the reason and the usage and exits with
    /// status 64. Then it runs as `run(_:options:delegate:)` does. An app with options of its own
    /// parses them in its own command instead (see `SimulatorOptions`).
    ///
    /// ```swift
    /// await SimulatorServer.run(delegate: { AppDelegate() })
    /// ```
    ///
    /// `infoPlist` and `sceneDelegate` are as `SimulatedApp` has them: an iOS app's Info.plist
    /// entries and the scene delegate its scene manifest names (the source-compatibility plugin
    /// passes both from the app's folder).
    public static func run(_ principalClass: UIApplication.Type = UIApplication.self,
                           version: String = "1.0",
                           arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                           infoPlist: [String: any Sendable] = [:],
                           delegate: @escaping @MainActor @Sendable () -> UIApplicationDelegate,
                           sceneDelegate: (@MainActor @Sendable () -> UISceneDelegate)? = nil) async -> Never {
        let options = SimulatorAppCommand.$appVersion.withValue(version) {
            do {
                return try SimulatorAppCommand.parse(arguments).simulator
            } catch {
                SimulatorAppCommand.exit(withError: error)
            }
        }
        await run(principalClass, options: options, infoPlist: infoPlist, delegate: delegate, sceneDelegate: sceneDelegate)
    }

    /// Runs one UIKit app in the live simulator with options already parsed and never returns.
    ///
    /// The app is launched as `UIApplicationMain` launches it (`principalClass`, then the delegate
    /// that `delegate` creates) and served as `options` say (http://127.0.0.1:8080 on an iPhone 15
    /// Pro by default). The address is logged when the server listens. The process exits with
    /// status 0 after SIGINT or SIGTERM, and with status 1 after logging the reason when the
    /// server cannot listen (a port in use among them).
    public static func run(_ principalClass: UIApplication.Type = UIApplication.self,
                           options: SimulatorOptions,
                           infoPlist: [String: any Sendable] = [:],
                           delegate: @escaping @MainActor @Sendable () -> UIApplicationDelegate,
                           sceneDelegate: (@MainActor @Sendable () -> UISceneDelegate)? = nil) async -> Never {
        let name = ProcessInfo.processInfo.processName
        let logger = Logger(label: "OpenUIKit.Simulator")
        let id = String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
        let app = SimulatedApp(id: id.isEmpty ? "app" : id, title: name.isEmpty ? "App" : name,
                               principalClass: principalClass, infoPlist: infoPlist, delegate: delegate,
                               sceneDelegate: sceneDelegate)
        do {
            var configuration = options.configuration
            configuration.app = app.id
            try await SimulatorServer(configuration: configuration, apps: [app], logger: logger).run()
        } catch {
            logger.critical("\(name): \(error)")
            exit(1)
        }
        exit(0)
    }
}
