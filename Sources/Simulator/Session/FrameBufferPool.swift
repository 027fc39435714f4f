import NIOCore

/// Buffers that frames' pixels are copied into, used again once the frames that held them are
/// written, so that a stream of whole screens does not take fresh memory for each.
///
/// A whole iPhone 15 Pro screen is 12 MB, which NIO rounds up to a 16 MB buffer; glibc maps a
/// buffer that large afresh and unmaps it when freed, so each frame would fault in 4,096 pages
/// that the kernel clears, on the main actor, before its first byte is copied. A buffer is taken
/// again only when no frame shares it any more (`modifyIfUniquelyOwned`). At most `capacity` are
/// kept; one still being written when it is dropped is freed once written.
struct FrameBufferPool {
    static let capacity = 4
    private(set) var buffers: [ByteBuffer] = []

    /// A buffer of at least `byteCount` bytes, emptied, that `write` fills: a kept one that no
    /// frame holds any more, else a new one, which is kept (the oldest kept one goes when there
    /// are `capacity`). The buffer is written while the pool's reference is its only one, so the
    /// writes never copy it.
    mutating func fill(byteCount: Int, _ write: (inout ByteBuffer) -> Void) -> ByteBuffer {
        for index in buffers.indices where buffers[index].capacity >= byteCount {
            let filled: Void? = buffers[index].modifyIfUniquelyOwned { buffer in
                buffer.clear()
                write(&buffer)
            }
            if filled != nil { return buffers[index] }
        }
        var buffer = ByteBufferAllocator().buffer(capacity: byteCount)
        write(&buffer)
        if buffers.count == Self.capacity { buffers.removeFirst() }
        buffers.append(buffer)
        return buffer
    }
}
