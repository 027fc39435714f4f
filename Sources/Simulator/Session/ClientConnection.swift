import NIOCore
import Synchronization

/// One page's WebSocket as the session sees it: an ordered outbox and a count of frames not yet
/// written to the socket.
///
/// The session (on the main actor) puts messages in the outbox; the connection's writer task
/// takes them out in order and writes them. The count lets the session notice a page that cannot
/// keep up: instead of queueing more frames for it, the session skips it and sends it a full
/// frame once it has caught up.
final class ClientConnection: Sendable {
    /// A message for the page.
    enum Outgoing: Sendable {
        case text(String)
        case frame(ByteBuffer)
    }

    /// The session's number for the page, unique while the server runs.
    let id: Int
    /// The outbox, read by the writer task.
    let outbox: AsyncStream<Outgoing>
    private let continuation: AsyncStream<Outgoing>.Continuation
    private let unwrittenFrames = Atomic<Int>(0)

    init(id: Int) {
        self.id = id
        (outbox, continuation) = AsyncStream.makeStream(of: Outgoing.self)
    }

    /// Frames in the outbox or being written.
    var framesInFlight: Int { unwrittenFrames.load(ordering: .relaxed) }

    /// Queues a text message.
    func send(text: String) {
        continuation.yield(.text(text))
    }

    /// Queues a binary frame message.
    func send(frame: ByteBuffer) {
        unwrittenFrames.add(1, ordering: .relaxed)
        continuation.yield(.frame(frame))
    }

    /// Records that the writer finished writing one frame; returns how many remain.
    func frameWritten() -> Int {
        unwrittenFrames.subtract(1, ordering: .relaxed).newValue
    }

    /// Ends the outbox; the writer stops after the messages already queued.
    func close() {
        continuation.finish()
    }
}
