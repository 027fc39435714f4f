import Synchronization

/// A page's parsed messages on their way from its connection task to the session, handed over
/// in batches.
///
/// The connection task reads and parses the page's frames without waiting for the main actor:
/// it `put`s each message here, and the first message of a batch starts one delivery on the main
/// actor that takes everything gathered by then (`takeAll`). So while the main actor is busy
/// (relaunching the device, say), messages gather and reach the session together, in time for
/// the same frame, where `configure` requests coalesce. A delivery takes and queues its batch in
/// one main-actor turn, so messages keep their order, and whatever `takeAll` returns on the main
/// actor before the page's departure precedes it.
final class PendingInput: Sendable {
    /// What `put` did with a message.
    enum Placement: Equatable {
        /// The message starts a batch: the caller starts a delivery.
        case startsBatch
        /// The message joined a batch whose delivery is already on its way.
        case joinsBatch
        /// `limit` messages are already waiting; the message is refused.
        case full
    }

    /// The most messages that may wait here.
    let limit: Int
    private let state: Mutex<(messages: [InboundMessage], delivering: Bool)>

    /// A buffer that holds at most `limit` messages; when `heldForFirstDelivery`, messages put
    /// before the first `takeAll` join a batch that the caller delivers itself (a page's messages
    /// that arrive before it has joined its session).
    init(limit: Int, heldForFirstDelivery: Bool = false) {
        self.limit = limit
        state = Mutex(([], heldForFirstDelivery))
    }

    /// Adds `message` to the batch being gathered, unless `limit` messages are waiting.
    func put(_ message: InboundMessage) -> Placement {
        state.withLock { state in
            guard state.messages.count < limit else { return .full }
            state.messages.append(message)
            if state.delivering { return .joinsBatch }
            state.delivering = true
            return .startsBatch
        }
    }

    /// Takes every message gathered so far; the next `put` starts a new batch.
    func takeAll() -> [InboundMessage] {
        state.withLock { state in
            let messages = state.messages
            state.messages.removeAll()
            state.delivering = false
            return messages
        }
    }
}
