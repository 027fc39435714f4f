import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle
@_spi(Simulator) import CoreGraphics

extension SimulatorServer {
    /// The Hummingbird application: the device's session and its real-clock driver (run as a
    /// service beside the HTTP server), the routes and the WebSocket.
    @MainActor func makeApplication(onReady: @escaping @Sendable (URL) -> Void = { _ in })
        -> (some ApplicationProtocol, DeviceSession) {
        let session = DeviceSession(model: configuration.model, systemVersion: configuration.systemVersion,
                                    app: startingApp, apps: apps, logger: logger)
        let driver = RealClockDriver(session: session)
        let policy = AccessPolicy(token: accessToken)
        let pages = PageResources.load()

        let router = Router()
        router.add(middleware: AccessMiddleware(policy: policy))
        for path in pages.paths {
            router.get(RouterPath(path)) { _, _ in pages.response(for: path) }
        }
        let screenshots = WorkLimiter(maximum: Self.maximumConcurrentScreenshots)
        router.get("/screenshot.png") { _, _ in
            guard screenshots.tryStart() else {
                return Response(status: .serviceUnavailable,
                                headers: [.contentType: "text/plain; charset=utf-8", .retryAfter: "1"],
                                body: .init(byteBuffer: ByteBuffer(string: "too many screenshots at once; try again\n")))
            }
            defer { screenshots.finish() }
            return try await Self.screenshot(of: session)
        }
        router.get(RouterPath(Self.webSocketPath)) { _, _ in
            PageResources.text("this address takes WebSocket upgrades only\n", status: .init(code: 426, reasonPhrase: "Upgrade Required"))
        }

        let webSocket = WebSocketServerConfiguration(maxFrameSize: Self.maximumFrameBytes)
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
                    return .upgrade([:]) { inbound, outbound, context in
                        await Self.serve(inbound: inbound, outbound: outbound, channel: channel, session: session,
                                         encoding: encoding, logger: context.logger)
                    }
                },
                policy: policy, headerTimeout: Self.headerTimeout, logger: logger)
        }
        let application = Application(
            router: router, server: server,
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port),
                                                    serverName: nil),
            services: [DriverService(driver: driver)],
            onServerRunning: { [self] channel in
                let url = self.url(port: channel.localAddress?.port)
                logger.notice("OpenUIKit simulator serving at \(url.absoluteString)")
                onReady(url)
            },
            logger: logger)
        return (application, session)
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

/// Runs the real-clock driver beside the HTTP server, stopping it on graceful shutdown.
private struct DriverService: Service {
    let driver: RealClockDriver

    func run() async throws {
        await cancelWhenGracefulShutdown { await driver.run() }
    }
}
