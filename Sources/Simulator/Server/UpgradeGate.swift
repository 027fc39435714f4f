import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// Answers a refused WebSocket upgrade with the protocol's status (401 for a missing token, 403
/// for a foreign Origin) before Hummingbird's upgrade handler sees it.
///
/// Hummingbird answers every refused upgrade with 400, so this handler sits just in front of the
/// upgrade handler and judges the connection's first request with the same `AccessPolicy` that
/// the upgrade closure applies again afterwards (the closure stays the authority; this only
/// chooses the status). Upgrades are only ever negotiated on a connection's first request, so
/// the gate removes itself once that request's head has passed.
///
/// The gate also bounds how long that first head may take: a connection whose request head is
/// not complete `headerTimeout` after the gate is added is closed, so half-open requests cannot
/// pile up. (Later requests on the connection are bounded by Hummingbird's idle timeout.)
final class UpgradeGate: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let policy: AccessPolicy
    /// Whether a device of that identifier runs (`DeviceRegistry.ids`), for `?device=`.
    private let deviceExists: @Sendable (String) -> Bool
    private let logger: Logger
    private let headerTimeout: TimeAmount
    private var refusing = false
    private var headerDeadline: Scheduled<Void>?

    init(policy: AccessPolicy, headerTimeout: TimeAmount, deviceExists: @escaping @Sendable (String) -> Bool = { _ in true },
         logger: Logger) {
        self.policy = policy
        self.deviceExists = deviceExists
        self.headerTimeout = headerTimeout
        self.logger = logger
    }

    func handlerAdded(context: ChannelHandlerContext) {
        let channel = context.channel
        let logger = self.logger
        headerDeadline = context.eventLoop.scheduleTask(in: headerTimeout) {
            logger.notice("Closed a connection whose request head did not arrive in time")
            channel.close(promise: nil)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        headerDeadline?.cancel()
        headerDeadline = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refusing else { return }
        guard case let .head(head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        headerDeadline?.cancel()
        headerDeadline = nil
        let uri = URI(head.uri)
        if uri.path == SimulatorServer.webSocketPath,
           head.headers[canonicalForm: "upgrade"].contains(where: { $0.lowercased() == "websocket" }) {
            let decision = policy.checkUpgrade(queryToken: uri.queryParameters["token"].map(String.init),
                                               host: head.headers.first(name: "host"),
                                               origins: head.headers["origin"])
            switch decision {
            case .allowed:
                break
            case .unauthorized:
                logger.notice("Refused a WebSocket upgrade: missing or wrong access token")
                refuse(context: context, version: head.version, status: .unauthorized, text: "access token required\n")
                return
            case let .forbidden(reason):
                logger.notice("Refused a WebSocket upgrade: \(reason)")
                refuse(context: context, version: head.version, status: .forbidden, text: "forbidden: \(reason)\n")
                return
            }
            let asked = uri.queryParameters["encoding"].map(String.init)
            if FrameEncoding(query: asked) == nil {
                let reason = "no frame encoding is named \"\(asked ?? "")\"; the encodings are "
                    + FrameEncoding.allCases.map(\.rawValue).joined(separator: ", ")
                logger.notice("Refused a WebSocket upgrade: \(reason)")
                refuse(context: context, version: head.version, status: .badRequest, text: "bad request: \(reason)\n")
                return
            }
            let display = uri.queryParameters["display"].map(String.init)
            if DisplayAnnouncement(query: display) == nil {
                let reason = "the display parameter takes \"\(DisplayAnnouncement.follows.rawValue)\" or nothing, not \"\(display?.prefix(16) ?? "")\""
                logger.notice("Refused a WebSocket upgrade: \(reason)")
                refuse(context: context, version: head.version, status: .badRequest, text: "bad request: \(reason)\n")
                return
            }
            if let device = uri.queryParameters["device"].map(String.init), !deviceExists(device) {
                let reason = "no device \"\(device.prefix(16))\" runs here"
                logger.notice("Refused a WebSocket upgrade: \(reason)")
                refuse(context: context, version: head.version, status: .notFound, text: "\(reason)\n")
                return
            }
        }
        context.fireChannelRead(data)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }

    private func refuse(context: ChannelHandlerContext, version: HTTPVersion, status: HTTPResponseStatus, text: String) {
        refusing = true
        let body = context.channel.allocator.buffer(string: text)
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/plain; charset=utf-8")
        headers.add(name: "Content-Length", value: String(body.readableBytes))
        headers.add(name: "Connection", value: "close")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: version, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
        let channel = context.channel
        written.futureResult.whenComplete { _ in channel.close(promise: nil) }
    }
}

/// Hummingbird's HTTP/1 channel with WebSocket upgrade, with an `UpgradeGate` in front of its
/// upgrade handler.
struct GatedUpgradeChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    let base: HTTP1WebSocketUpgradeChannel
    let policy: AccessPolicy
    /// How long a connection's first request head may take (`UpgradeGate`).
    let headerTimeout: TimeAmount
    /// Whether a device runs (`UpgradeGate`).
    var deviceExists: @Sendable (String) -> Bool = { _ in true }
    let logger: Logger

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).map { [policy, headerTimeout, deviceExists, gateLogger = self.logger] value in
            do {
                let operations = channel.pipeline.syncOperations
                let upgrader = try operations.handler(type: NIOTypedHTTPServerUpgradeHandler<HTTP1WebSocketUpgradeChannel.UpgradeResult>.self)
                try operations.addHandler(UpgradeGate(policy: policy, headerTimeout: headerTimeout, deviceExists: deviceExists,
                                                      logger: gateLogger),
                                          position: .before(upgrader))
            } catch {
                // Refused upgrades then get Hummingbird's 400; the upgrade closure still refuses them.
                gateLogger.debug("No upgrade handler to guard: \(error)")
            }
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}
