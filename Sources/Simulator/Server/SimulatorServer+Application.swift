import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle
@_spi(Simulator) import CoreGraphics

extension SimulatorServer {
    /// The Hummingbird application and its first device's session (see `makeApplicationWithDevices`).
    @MainActor func makeApplication(onReady: @escaping @Sendable (URL) -> Void = { _ in })
        -> (some ApplicationProtocol, DeviceSession) {
        let (application, devices) = makeApplicationWithDevices(onReady: onReady)
        return (application, devices.session(nil)!)
    }

    /// The Hummingbird application: the devices, each with its session and real-clock driver (run
    /// beside the HTTP server), the routes and the WebSocket.
    @MainActor func makeApplicationWithDevices(onReady: @escaping @Sendable (URL) -> Void = { _ in })
        -> (some ApplicationProtocol, DeviceRegistry) {
        let devices = DeviceRegistry(apps: apps, logger: logger)
        for choice in configuration.devices {
            // The initializer checked every choice and the count.
            try! devices.add(model: choice.model, systemVersion: choice.systemVersion, app: app(choice.app))
        }
        let policy = AccessPolicy(token: accessToken)
        let pages = PageResources.load()

        let router = Router()
        router.add(middleware: AccessMiddleware(policy: policy))
        for path in pages.paths {
            router.get(RouterPath(path)) { _, _ in pages.response(for: path) }
        }
        let screenshots = WorkLimiter(maximum: Self.maximumConcurrentScreenshots)
        router.get("/screenshot.png") { request, _ in
            guard screenshots.tryStart() else {
                return Response(status: .serviceUnavailable,
                                headers: [.contentType: "text/plain; charset=utf-8", .retryAfter: "1"],
                                body: .init(byteBuffer: ByteBuffer(string: "too many screenshots at once; try again\n")))
            }
            defer { screenshots.finish() }
            let id = request.uri.queryParameters["device"].map(String.init)
            guard let session = devices.session(id) else { return Self.unknownDevice(id) }
            return try await Self.screenshot(of: session)
        }
        addDeviceRoutes(to: router, devices: devices, policy: policy)
        Self.addRecordingRoutes(to: router, devices: devices, rendering: configuration.movieRendering)
        router.get(RouterPath(Self.webSocketPath)) { _, _ in
            PageResources.text("this address takes WebSocket upgrades only\n", status: .init(code: 426, reasonPhrase: "Upgrade Required"))
        }

        let webSocket = WebSocketServerConfiguration(maxFrameSize: Self.maximumFrameBytes,
                                                     autoPing: .enabled(timePeriod: configuration.webSocketPingPeriod))
        let logger = self.logger
        let server = HTTPServerBuilder { responder in
            GatedUpgradeChannel(
                base: HTTP1WebSocketUpgradeChannel(responder: responder,
                                                   configuration: .init(http1: .init(idleTimeout: Self.idleTimeout), ws: webSocket)) { request, channel, _ in
                    let uri = URI(request.path ?? "")
                    guard uri.path == Self.webSocketPath,
                          policy.checkUpgrade(queryToken: uri.queryParameters["token"].map(String.init), host: request.authority,
                                              origins: request.headerFields[values: .origin]) == .allowed else { return .dontUpgrade }
                    // The gate in front has refused any other name with its reason.
                    guard let encoding = FrameEncoding(query: uri.queryParameters["encoding"].map(String.init)) else {
                        return .dontUpgrade
                    }
                    guard let display = DisplayAnnouncement(query: uri.queryParameters["display"].map(String.init)) else {
                        return .dontUpgrade
                    }
                    let deviceID = uri.queryParameters["device"].map(String.init)
                    if let deviceID, !devices.ids.contains(deviceID) { return .dontUpgrade }
                    return .upgrade([:]) { inbound, outbound, context in
                        // Closed in the meantime: the socket ends at once.
                        guard let session = devices.session(deviceID) else { return }
                        await Self.serve(inbound: inbound, outbound: outbound, channel: channel, session: session,
                                         encoding: encoding, display: display, logger: context.logger)
                    }
                },
                policy: policy, headerTimeout: Self.headerTimeout, deviceExists: { devices.ids.contains($0) }, logger: logger)
        }
        let application = Application(
            router: router, server: server,
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port),
                                                    serverName: nil),
            services: [DriverService(devices: devices)],
            onServerRunning: { [self] channel in
                let url = self.url(port: channel.localAddress?.port)
                logger.notice("OpenUIKit simulator serving at \(url.absoluteString)")
                onReady(url)
            },
            logger: logger)
        return (application, devices)
    }

    /// The current screen as a PNG download named after the model and the app.
    static func screenshot(of session: DeviceSession) async throws -> Response {
        let (image, name) = await MainActor.run {
            (session.device.screenshot(), "\(session.device.model.identifier)-\(session.app.id)")
        }
        let png = try await FrameEncoder.png(of: image)
        let safeName = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "-" })
        return Response(status: .ok,
                        headers: [.contentType: "image/png", .cacheControl: "no-store",
                                  .contentDisposition: "attachment; filename=\"\(safeName).png\""],
                        body: .init(byteBuffer: ByteBuffer(data: png)))
    }
}

/// Runs the devices' real-clock drivers beside the HTTP server, stopping them on graceful shutdown.
private struct DriverService: Service {
    let devices: DeviceRegistry

    func run() async throws {
        await cancelWhenGracefulShutdown { await devices.run() }
    }
}
