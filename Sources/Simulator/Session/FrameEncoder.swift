@_spi(Simulator) import CoreGraphics
import Foundation
import NIOCore

/// Compresses the pixels a frame sends into PNG images, away from the main actor and in parallel.
///
/// The session copies the pixels on the main actor (`Device.screenshot`), cut into bands by
/// `bands(of:)`, so the device may run its next frames while the bands are compressed
/// concurrently, one task each, with CoreGraphics' fast PNG mode.
enum FrameEncoder {
    /// A rectangle at least this large (in pixels) is cut into bands compressed side by side: a
    /// third of an iPhone 8 screen, below which splitting costs more than it saves.
    static let bandThreshold = 400_000

    /// The pixels of one frame to send.
    struct Job: Sendable {
        var frameNumber: UInt32
        var width: Int
        var height: Int
        /// The whole screen in bands, for pages that need a full frame; empty when none does.
        var full: [(rect: PixelRect, image: CGImage)]
        /// The damaged rectangles and their pixels, for the other pages.
        var damaged: [(rect: PixelRect, image: CGImage)]
    }

    /// A frame ready to send: the header fields and the rectangles' shared bytes.
    struct Encoded: Sendable {
        var header: FrameMessage
        var body: ByteBuffer

        /// The message for a page whose last applied input had sequence number `sequence`.
        func message(lastAppliedSequence sequence: UInt32) -> ByteBuffer {
            var header = header
            header.lastAppliedSequence = sequence
            return header.encoded(body: body)
        }
    }

    /// A page that is to receive a frame, with the sequence number its header carries.
    struct Recipient: Sendable {
        var connection: ClientConnection
        var lastAppliedSequence: UInt32
    }

    /// What became of a frame.
    enum Outcome: Sendable {
        /// Sent; the pages listed were too far behind for a delta and need a full frame.
        case sent(skipped: [Int])
        /// Not encoded; the pages listed missed it.
        case failed(any Error, pages: [Int])
    }

    /// Compresses `job` and queues the result on the pages' connections as soon as it is ready,
    /// without waiting for the main actor (which may be rendering the next frame).
    ///
    /// Full frames go to every page in `full`; the delta frame goes to each page in `delta`
    /// unless more than `maximumFramesInFlight` of its frames are still unwritten, in which case
    /// it is skipped and reported.
    @concurrent static func encodeAndSend(_ job: Job, full: [Recipient], delta: [Recipient],
                                          maximumFramesInFlight: Int) async -> Outcome {
        let frames: (full: Encoded?, delta: Encoded?)
        do {
            frames = try await encode(job)
        } catch {
            return .failed(error, pages: (full + delta).map(\.connection.id))
        }
        if let frame = frames.full {
            for page in full { page.connection.send(frame: frame.message(lastAppliedSequence: page.lastAppliedSequence)) }
        }
        var skipped: [Int] = []
        if let frame = frames.delta {
            for page in delta {
                if page.connection.framesInFlight > maximumFramesInFlight {
                    skipped.append(page.connection.id)
                } else {
                    page.connection.send(frame: frame.message(lastAppliedSequence: page.lastAppliedSequence))
                }
            }
        }
        return .sent(skipped: skipped)
    }

    /// `rect` cut into horizontal bands, one per processor (at most four), when it is at least
    /// `bandThreshold` pixels; else `rect` alone.
    static func bands(of rect: PixelRect) -> [PixelRect] {
        let count = min(4, max(1, ProcessInfo.processInfo.activeProcessorCount), rect.height)
        guard rect.area >= bandThreshold, count > 1 else { return [rect] }
        return (0..<count).map { index in
            let top = rect.y + rect.height * index / count
            let bottom = rect.y + rect.height * (index + 1) / count
            return PixelRect(x: rect.x, y: top, width: rect.width, height: bottom - top)
        }
    }

    /// The encoded full frame (when the job has one) and delta frame (when it has damage).
    @concurrent static func encode(_ job: Job) async throws -> (full: Encoded?, delta: Encoded?) {
        let pieces = job.full + job.damaged
        let pngs = try await withThrowingTaskGroup(of: (Int, ByteBuffer).self) { group in
            for (index, piece) in pieces.enumerated() {
                group.addTask { (index, ByteBuffer(data: try piece.image.pngData(favoringSpeed: true))) }
            }
            var pngs = [ByteBuffer](repeating: ByteBuffer(), count: pieces.count)
            for try await (index, png) in group { pngs[index] = png }
            return pngs
        }
        let rectangles = zip(pieces, pngs).map { FrameMessage.Rectangle(rect: $0.rect, png: $1) }
        let full = job.full.isEmpty ? nil : frame(job, Array(rectangles[..<job.full.count]))
        let delta = job.damaged.isEmpty ? nil : frame(job, Array(rectangles[job.full.count...]))
        return (full, delta)
    }

    private static func frame(_ job: Job, _ rectangles: [FrameMessage.Rectangle]) -> Encoded {
        let header = FrameMessage(frameNumber: job.frameNumber, lastAppliedSequence: 0,
                                  width: job.width, height: job.height, rectangles: rectangles)
        return Encoded(header: header, body: header.body)
    }

    /// `image` as a PNG file for download, compressed off the main actor.
    @concurrent static func png(of image: CGImage) async throws -> Data {
        try image.pngData(favoringSpeed: false)
    }
}
