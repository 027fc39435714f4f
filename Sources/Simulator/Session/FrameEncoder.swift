@_spi(OpenUIKit) import CoreGraphics
import Foundation
import NIOCore

/// Compresses the pixels a frame sends into PNG images, away from the main actor.
///
/// The session copies the pixels on the main actor (`Device.screenshot`), so the device may run
/// its next frames while the images are compressed on the concurrent executor.
enum FrameEncoder {
    /// The pixels of one frame to send.
    struct Job: Sendable {
        var frameNumber: UInt32
        var width: Int
        var height: Int
        /// The whole screen, for pages that need a full frame.
        var full: CGImage?
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

    /// The encoded full frame (when the job has one) and delta frame (when it has damage).
    @concurrent static func encode(_ job: Job) async throws -> (full: Encoded?, delta: Encoded?) {
        var full: Encoded?
        if let image = job.full {
            full = try frame(job, rectangles: [(PixelRect(x: 0, y: 0, width: image.width, height: image.height), image)])
        }
        let delta = job.damaged.isEmpty ? nil : try frame(job, rectangles: job.damaged)
        return (full, delta)
    }

    private static func frame(_ job: Job, rectangles: [(rect: PixelRect, image: CGImage)]) throws -> Encoded {
        let encoded = try rectangles.map { rect, image in
            FrameMessage.Rectangle(rect: rect, png: ByteBuffer(data: try image.pngData()))
        }
        let header = FrameMessage(frameNumber: job.frameNumber, lastAppliedSequence: 0,
                                  width: job.width, height: job.height, rectangles: encoded)
        return Encoded(header: header, body: header.body)
    }
}

extension FrameEncoder {
    /// `image` as PNG bytes, compressed off the main actor.
    @concurrent static func png(of image: CGImage) async throws -> Data {
        try image.pngData()
    }
}
