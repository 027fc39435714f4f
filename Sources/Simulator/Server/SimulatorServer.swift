import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import SpringBoard
import UIKit

/// The live simulator: one simulated iPhone served to web pages over HTTP and WebSocket.
///
/// `run(onReady:)` starts the device on the main actor, listens on the configured address and
/// serves the page, the screenshot and the WebSocket of docs/simulator-protocol.md until the task
/// is cancelled or the process gets SIGINT or SIGTERM. Every page connected sees every frame;
/// their input is applied in arrival order at the device's next frame.
///
/// ```swift
/// let server = try SimulatorServer(apps: [SimulatedApp(id: "hello", title: "Hello") { AppDelegate() }])
/// try await server.run { url in print("Simulator at \(url)") }
/// ```
public struct SimulatorServer: Sendable {
    /// The path of the WebSocket.
    static let webSocketPath = "/ws"
    /// The largest WebSocket frame read from a page. Messages over the protocol's 4096-byte
    /// limit but under this get an `error` reply; a larger frame closes the connection (1009),
    /// as the framing layer must hold a whole frame before anything can look at it.
    static let maximumFrameBytes = 1 << 20
    /// How long a connection's first request head may take to arrive: ten seconds, ample for a
    /// browser or a script on any network, short enough that half-open requests cannot pile up.
    static let headerTimeout = TimeAmount.seconds(10)
    /// How long an HTTP connection may sit idle between requests, or in a later request's head,
    /// before it is closed: the same ten seconds. WebSockets are not affected.
    static let idleTimeout = TimeAmount.seconds(10)
    /// How many `/screenshot.png` requests are rendered at once; more are answered 503 with
    /// `Retry-After: 1`. Each holds a copy of the screen and its PNG (about 25 MB on the largest
    /// model) while it is compressed, so two bound that to about 50 MB and still let a page and a
    /// script take screenshots side by side.
    static let maximumConcurrentScreenshots = 2

    /// Where the server listens and what it starts with.
    public let configuration: SimulatorConfiguration
    /// The apps the page can choose from.
    public let apps: [SimulatedApp]
    /// The token every request must carry, generated at initialization for an address that is not
    /// loopback unless the configuration gives one; nil when none is needed.
    public let accessToken: String?
    /// The logger for the server's and the session's log lines (refused messages among them).
    public let logger: Logger

    /// A server for `apps` as `configuration` says.
    ///
    /// Throws `SimulatorError` when there are no apps, two share an identifier, the starting app
    /// is not among them, the iOS version does not run on the model, the port is out of range or
    /// the given access token is not URL-safe.
    public init(configuration: SimulatorConfiguration = SimulatorConfiguration(), apps: [SimulatedApp],
                logger: Logger = Logger(label: "OpenUIKit.Simulator")) throws(SimulatorError) {
        guard !apps.isEmpty else { throw .noApps }
        var seen: Set<String> = []
        for app in apps {
            guard seen.insert(app.id).inserted else { throw .duplicateApp(app.id) }
        }
        let devices = configuration.devices
        guard devices.count <= DeviceRegistry.maximumDevices else { throw .tooManyDevices(devices.count, limit: DeviceRegistry.maximumDevices) }
        for device in devices {
            if let id = device.app, !seen.contains(id) { throw .unknownApp(id, valid: apps.map(\.id)) }
            if let version = device.systemVersion, !device.model.supportedVersions.contains(version.majorVersion) {
                throw .unsupportedVersion(version.versionString, model: device.model.name, range: device.model.supportedVersions)
            }
        }
        guard (0...65535).contains(configuration.port) else { throw .invalidPort(configuration.port) }
        if let token = configuration.accessToken {
            let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
            guard !token.isEmpty, token.allSatisfy(allowed.contains) else { throw .invalidAccessToken }
        }
        self.configuration = configuration
        self.apps = apps
        self.logger = logger
        if let token = configuration.accessToken {
            accessToken = token
        } else {
            accessToken = AccessPolicy.isLoopback(configuration.host) ? nil : AccessPolicy.makeToken()
        }
    }

    /// The page's address on `port` (the configured one when nil), with the token when one is needed.
    public func url(port: Int? = nil) -> URL {
        let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        let query = accessToken.map { "?token=\($0)" } ?? ""
        return URL(string: "http://\(host):\(port ?? configuration.port)/\(query)")!
    }

    /// Serves until the task is cancelled or the process gets SIGINT or SIGTERM.
    ///
    /// `onReady` is called once with the page's URL when the server listens; the URL is also
    /// logged. Throws `SimulatorError.portInUse` when another program has the port, and
    /// `SimulatorError.cannotListen` when the address cannot be used for another reason.
    public func run(onReady: @escaping @Sendable (URL) -> Void = { _ in }) async throws {
        let (application, _) = await makeApplication(onReady: onReady)
        do {
            try await application.runService()
        } catch {
            throw startError(error)
        }
    }

    /// The starting app.
    var startingApp: SimulatedApp { app(configuration.app) }

    /// The app `id` names, or the first.
    func app(_ id: String?) -> SimulatedApp {
        id.flatMap { id in apps.first { $0.id == id } } ?? apps[0]
    }

    /// The error `run` reports for a failure to listen; other errors pass unchanged.
    func startError(_ error: any Error) -> any Error {
        if let io = error as? IOError {
            if io.errnoCode == EADDRINUSE { return SimulatorError.portInUse(host: configuration.host, port: configuration.port) }
            return SimulatorError.cannotListen(host: configuration.host, port: configuration.port, reason: "\(io)")
        }
        let text = "\(error)"
        if text.contains("Address already in use") {
            return SimulatorError.portInUse(host: configuration.host, port: configuration.port)
        }
        if error is SocketAddressError || error is SocketAddressError.UnknownHost || text.contains("SocketAddressError") {
            return SimulatorError.cannotListen(host: configuration.host, port: configuration.port, reason: text)
        }
        return error
    }
}
