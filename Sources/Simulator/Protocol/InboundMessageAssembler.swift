import NIOCore

/// Joins WebSocket data frames into whole messages, keeping at most `limit` bytes of any one.
///
/// A message may arrive in several frames (a first frame, then continuations until one has
/// `fin`). Bytes past the limit are counted but not kept, so an oversized message costs no
/// memory and is reported, with its full size, once its last frame arrives; the connection then
/// goes on with the next message.
struct InboundMessageAssembler {
    /// What a frame completed.
    enum Output: Equatable {
        /// A whole text message.
        case text(String)
        /// A whole binary message (the protocol has none from the page).
        case binary
        /// A message of `bytes` bytes, over the limit.
        case tooLarge(bytes: Int)
        /// A continuation frame with no message to continue.
        case unexpectedContinuation
    }

    /// The kind of data frame.
    enum Opcode: Equatable {
        case text, binary, continuation
    }

    let limit: Int
    private var current: (isText: Bool, bytes: [UInt8], total: Int)?

    init(limit: Int) { self.limit = limit }

    /// Takes one frame; returns the message it completes, or nil while a message is unfinished.
    ///
    /// A text or binary frame that arrives while a message is unfinished starts a new message
    /// (WebSocket forbids interleaving; the peer's framing layer refuses it before this point).
    mutating func receive(_ opcode: Opcode, fin: Bool, payload: ByteBuffer) -> Output? {
        switch opcode {
        case .text, .binary:
            current = (opcode == .text, [], 0)
        case .continuation:
            guard current != nil else { return .unexpectedContinuation }
        }
        var message = current!
        message.total += payload.readableBytes
        if message.total <= limit {
            message.bytes.append(contentsOf: payload.readableBytesView)
        } else {
            message.bytes = []
        }
        guard fin else {
            current = message
            return nil
        }
        current = nil
        if message.total > limit { return .tooLarge(bytes: message.total) }
        return message.isText ? .text(String(decoding: message.bytes, as: UTF8.self)) : .binary
    }
}
