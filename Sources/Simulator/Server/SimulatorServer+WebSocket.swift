import Foundation
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket

extension SimulatorServer {
    /// Serves one page's WebSocket until it closes.
    ///
    /// Two tasks share the connection: a writer that sends the page's outbox in order, and this
    /// task, which reads the page's frames, joins them into messages, parses them, answers a
    /// refused message with an `error` at once and hands the others to the session for the next
    /// frame, in batches (`PendingInput`) so that it never waits for the main actor. Reading
    /// starts before the page joins the session on the main actor, and the first batch is held
    /// until it has: a device that keeps the main actor busy for longer than the WebSocket's
    /// ping period (an app's long launch) does not get the page closed for pongs it sent that
    /// were never read. Nothing a
    /// page sends can end the connection, except a single frame over `maximumFrameBytes`
    /// (refused by the framing layer), and not reading: a page whose unread text messages exceed
    /// `ClientConnection.maximumUnwrittenTextBytes` is dropped and its `channel` closed.
    static func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, channel: any Channel,
                      session: DeviceSession, encoding: FrameEncoding, display: DisplayAnnouncement = .none,
                      logger: Logger) async {
        let connection = session.makeConnection(encoding: encoding, onDrop: { channel.close(promise: nil) })
        let pending = PendingInput(limit: DeviceSession.maximumQueuedMessages, heldForFirstDelivery: true)
        let joined = Task { @MainActor in
            session.join(connection, display: display)
            session.receive(pending.takeAll(), from: connection.id)
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await message in connection.outbox {
                    do {
                        switch message {
                        case let .text(text):
                            try await outbound.write(.text(text))
                            connection.textWritten(text)
                        case let .frame(header, body):
                            try await write(header: header, body: body, to: outbound)
                            // A page that had fallen behind may now take a full frame.
                            if connection.frameWritten() == 0 { await session.pumpFrames() }
                        }
                    } catch {
                        return
                    }
                }
            }
            var assembler = InboundMessageAssembler(limit: MessageParser.maximumMessageBytes)
            do {
                for try await frame in inbound {
                    let opcode: InboundMessageAssembler.Opcode
                    switch frame.opcode {
                    case .text: opcode = .text
                    case .binary: opcode = .binary
                    case .continuation: opcode = .continuation
                    }
                    guard let output = assembler.receive(opcode, fin: frame.fin, payload: frame.data) else { continue }
                    let parsed: Result<InboundMessage, MessageRejection>
                    switch output {
                    case let .text(text): parsed = MessageParser.parse(text)
                    case .binary: parsed = .failure(.binaryMessage)
                    case let .tooLarge(bytes): parsed = .failure(.tooLarge(bytes: bytes, limit: MessageParser.maximumMessageBytes))
                    case .unexpectedContinuation: parsed = .failure(.malformedJSON)
                    }
                    let rejection: MessageRejection?
                    switch parsed {
                    case let .success(message):
                        switch pending.put(message) {
                        case .startsBatch:
                            Task { @MainActor in session.receive(pending.takeAll(), from: connection.id) }
                            rejection = nil
                        case .joinsBatch:
                            rejection = nil
                        case .full:
                            rejection = .queueFull(limit: pending.limit)
                        }
                    case let .failure(failure):
                        rejection = failure
                    }
                    if let rejection {
                        // A page that speaks before it has joined hears its `hello` first.
                        await joined.value
                        DeviceSession.log(rejection, from: connection.id, logger: logger)
                        if !connection.send(text: ServerMessage.errorText(rejection)) {
                            logger.notice("Dropped page \(connection.id): over \(ClientConnection.maximumUnwrittenTextBytes) bytes of messages unread")
                        }
                    }
                    if connection.isDropped { break }
                }
            } catch {
                logger.debug("Page \(connection.id)'s WebSocket ended: \(error)")
            }
            await joined.value
            await MainActor.run {
                session.receive(pending.takeAll(), from: connection.id)
                session.disconnect(connection)
            }
            group.cancelAll()
        }
    }

    /// Writes a frame message as its header in a first WebSocket frame and its body in the
    /// following ones, each at most `maximumFrameBytes`: slices of the body shared by every page,
    /// never copied.
    private static func write(header: ByteBuffer, body: ByteBuffer, to outbound: WebSocketOutboundWriter) async throws {
        try await outbound.write(.custom(WebSocketFrame(fin: body.readableBytes == 0, opcode: .binary, data: header)))
        var rest = body
        while rest.readableBytes > 0 {
            let slice = rest.readSlice(length: min(rest.readableBytes, maximumFrameBytes))!
            try await outbound.write(.custom(WebSocketFrame(fin: rest.readableBytes == 0, opcode: .continuation, data: slice)))
        }
    }
}
