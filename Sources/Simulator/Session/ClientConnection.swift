import NIOCore
import Synchronization

/// One page's WebSocket as the session sees it: an ordered outbox with bounded contents.
///
/// The session (on the main actor) puts messages in the outbox; the connection's writer task
/// takes them out in order and writes them. Two counts bound what a page that does not read can
/// cost: frames not yet written (the session skips a page with more than
/// `DeviceSession.maximumFramesInFlight` and sends it a full frame once it has caught up), and
/// bytes of text not yet written. Text has no such catch-up: a page whose unwritten text would
/// exceed `maximumUnwrittenTextBytes` is dropped (the outbox ends, nothing more is queued, and
/// `onDrop` closes its socket).
final class ClientConnection: Sendable {
    /// A message for the page.
    enum Outgoing: Sendable {
        case text(String)
        /// A frame message: the page's own header, then the body its pages share.
        case frame(header: ByteBuffer, body: ByteBuffer)
    }

    /// The most bytes of text messages that may wait for a page's socket: 1 MiB, room for two
    /// view trees at their largest (`ViewTree.maximumBytes`, 512 KiB) or thousands of `error`
    /// replies (about 60–300 bytes each) and `hello`s (about 2 KB), far more than a page that
    /// reads ever has waiting, and small enough that many pages that never read cost little
    /// (48 such pages hold 48 MB at most).
    static let maximumUnwrittenTextBytes = 1024 * 1024

    /// The session's number for the page, unique while the server runs.
    let id: Int
    /// How the page's frames carry their pixels, as it asked when it connected.
    let encoding: FrameEncoding
    /// The outbox, read by the writer task.
    let outbox: AsyncStream<Outgoing>
    private let continuation: AsyncStream<Outgoing>.Continuation
    private let unwrittenFrames = Atomic<Int>(0)
    private let unwrittenTextBytes = Atomic<Int>(0)
    private let dropped = Atomic<Bool>(false)
    private let onDrop: @Sendable () -> Void

    /// A connection numbered `id` whose frames come in `encoding`; `onDrop` is called once if the page is dropped.
    init(id: Int, encoding: FrameEncoding = .png, onDrop: @escaping @Sendable () -> Void = {}) {
        self.id = id
        self.encoding = encoding
        self.onDrop = onDrop
        (outbox, continuation) = AsyncStream.makeStream(of: Outgoing.self)
    }

    /// Frames in the outbox or being written.
    var framesInFlight: Int { unwrittenFrames.load(ordering: .relaxed) }

    /// Whether the page was dropped for not reading; nothing more is sent to it.
    var isDropped: Bool { dropped.load(ordering: .relaxed) }

    /// Queues a text message, or drops the page when its unwritten text would exceed
    /// `maximumUnwrittenTextBytes`; returns false when the page is (or was already) dropped.
    @discardableResult
    func send(text: String) -> Bool {
        guard !isDropped else { return false }
        let bytes = text.utf8.count
        guard unwrittenTextBytes.add(bytes, ordering: .relaxed).newValue <= Self.maximumUnwrittenTextBytes else {
            drop()
            return false
        }
        continuation.yield(.text(text))
        return true
    }

    /// Queues a binary frame message, unless the page was dropped.
    func send(frame: (header: ByteBuffer, body: ByteBuffer)) {
        guard !isDropped else { return }
        unwrittenFrames.add(1, ordering: .relaxed)
        continuation.yield(.frame(header: frame.header, body: frame.body))
    }

    /// Records that the writer finished writing a text message of `text`.
    func textWritten(_ text: String) {
        unwrittenTextBytes.subtract(text.utf8.count, ordering: .relaxed)
    }

    /// Records that the writer finished writing one frame; returns how many remain.
    func frameWritten() -> Int {
        unwrittenFrames.subtract(1, ordering: .relaxed).newValue
    }

    /// Ends the outbox; the writer stops after the messages already queued.
    func close() {
        continuation.finish()
    }

    /// Ends the page's connection from the server's side (its device was closed): nothing more
    /// is queued, and the socket closes.
    func end() {
        drop()
    }

    private func drop() {
        guard !dropped.exchange(true, ordering: .relaxed) else { return }
        continuation.finish()
        onDrop()
    }
}
