import Foundation
import NIOCore

/// A binary frame message: the screen's changed rectangles in one of the `FrameEncoding`s, in the
/// protocol's little-endian layout.
///
/// Layout (docs/simulator-protocol.md): the encoding's magic (`OUKF` for PNG, `OUKR` for raw RGBA,
/// `OUKD` for deflated RGBA), frame number (u32), sequence number of the last input message
/// applied before the frame (u32), full width and height in pixels (u16 each), rectangle count
/// (u16), then per rectangle x, y, width, height (u16 each), its bytes' length (u32) and the
/// bytes. The rectangles are encoded once and shared by every page; only the sequence number
/// differs per page, so each page is sent its own header followed by the shared body, as two
/// WebSocket frames of one message.
struct FrameMessage: Equatable, Sendable {
    /// One rectangle of the frame and its pixels' bytes in the frame's encoding.
    struct Rectangle: Equatable, Sendable {
        var rect: PixelRect
        var bytes: ByteBuffer
    }

    /// Why bytes are not a frame message.
    enum DecodingError: Error, Equatable {
        case tooShort
        case badMagic
        case rectangleOutsideScreen(PixelRect)
        case trailingBytes(Int)
        /// A raw rectangle whose byte count is not 4 × its pixels.
        case rawSizeMismatch(PixelRect, bytes: Int)
    }

    static let headerSize = 18
    static let rectangleHeaderSize = 12

    var encoding: FrameEncoding
    var frameNumber: UInt32
    var lastAppliedSequence: UInt32
    var width: Int
    var height: Int
    var rectangles: [Rectangle]

    /// The rectangles' part of the message, shared by all pages.
    var body: ByteBuffer {
        var buffer = ByteBufferAllocator().buffer(capacity: rectangles.reduce(0) { $0 + Self.rectangleHeaderSize + $1.bytes.readableBytes })
        for rectangle in rectangles {
            Self.writeRectangleHeader(rectangle.rect, length: rectangle.bytes.readableBytes, to: &buffer)
            buffer.writeImmutableBuffer(rectangle.bytes)
        }
        return buffer
    }

    /// The whole message: the header, then the body.
    var encoded: ByteBuffer {
        var buffer = header
        buffer.writeImmutableBuffer(body)
        return buffer
    }

    /// The message's first `headerSize` bytes, which a page's copy of a frame does not share.
    var header: ByteBuffer {
        Self.header(encoding: encoding, frameNumber: frameNumber, lastAppliedSequence: lastAppliedSequence, width: width,
                    height: height, rectangleCount: rectangles.count)
    }

    /// A message's first `headerSize` bytes.
    ///
    /// Geometry must fit the format's 16-bit fields (screens are at most a few thousand pixels).
    static func header(encoding: FrameEncoding, frameNumber: UInt32, lastAppliedSequence: UInt32, width: Int, height: Int,
                       rectangleCount: Int) -> ByteBuffer {
        precondition(width <= Int(UInt16.max) && height <= Int(UInt16.max) && rectangleCount <= Int(UInt16.max),
                     "FrameMessage: \(width)×\(height) px with \(rectangleCount) rectangles does not fit the format")
        var buffer = ByteBufferAllocator().buffer(capacity: headerSize)
        buffer.writeBytes(encoding.magic)
        buffer.writeInteger(frameNumber, endianness: .little)
        buffer.writeInteger(lastAppliedSequence, endianness: .little)
        buffer.writeInteger(UInt16(width), endianness: .little)
        buffer.writeInteger(UInt16(height), endianness: .little)
        buffer.writeInteger(UInt16(rectangleCount), endianness: .little)
        return buffer
    }

    /// Appends a rectangle's header (its place and its bytes' length) to a message's body.
    static func writeRectangleHeader(_ rect: PixelRect, length: Int, to buffer: inout ByteBuffer) {
        buffer.writeInteger(UInt16(rect.x), endianness: .little)
        buffer.writeInteger(UInt16(rect.y), endianness: .little)
        buffer.writeInteger(UInt16(rect.width), endianness: .little)
        buffer.writeInteger(UInt16(rect.height), endianness: .little)
        buffer.writeInteger(UInt32(length), endianness: .little)
    }

    init(encoding: FrameEncoding = .png, frameNumber: UInt32, lastAppliedSequence: UInt32, width: Int, height: Int,
         rectangles: [Rectangle]) {
        self.encoding = encoding
        self.frameNumber = frameNumber
        self.lastAppliedSequence = lastAppliedSequence
        self.width = width
        self.height = height
        self.rectangles = rectangles
    }

    /// Reads a message, checking that every rectangle lies inside the screen, that a raw
    /// rectangle holds exactly its pixels, and that no bytes are left over.
    init(decoding message: ByteBuffer) throws(DecodingError) {
        var buffer = message
        guard buffer.readableBytes >= Self.headerSize else { throw .tooShort }
        let magic = buffer.readBytes(length: 4)
        guard let encoding = FrameEncoding.allCases.first(where: { $0.magic == magic }) else { throw .badMagic }
        self.encoding = encoding
        frameNumber = buffer.readInteger(endianness: .little)!
        lastAppliedSequence = buffer.readInteger(endianness: .little)!
        width = Int(buffer.readInteger(endianness: .little, as: UInt16.self)!)
        height = Int(buffer.readInteger(endianness: .little, as: UInt16.self)!)
        let count = Int(buffer.readInteger(endianness: .little, as: UInt16.self)!)
        rectangles = []
        for _ in 0..<count {
            guard buffer.readableBytes >= Self.rectangleHeaderSize else { throw .tooShort }
            let x = Int(buffer.readInteger(endianness: .little, as: UInt16.self)!)
            let y = Int(buffer.readInteger(endianness: .little, as: UInt16.self)!)
            let w = Int(buffer.readInteger(endianness: .little, as: UInt16.self)!)
            let h = Int(buffer.readInteger(endianness: .little, as: UInt16.self)!)
            let length = Int(buffer.readInteger(endianness: .little, as: UInt32.self)!)
            let rect = PixelRect(x: x, y: y, width: w, height: h)
            guard rect.maxX <= width, rect.maxY <= height else { throw .rectangleOutsideScreen(rect) }
            guard let bytes = buffer.readSlice(length: length) else { throw .tooShort }
            guard encoding != .raw || length == 4 * rect.area else { throw .rawSizeMismatch(rect, bytes: length) }
            rectangles.append(Rectangle(rect: rect, bytes: bytes))
        }
        guard buffer.readableBytes == 0 else { throw .trailingBytes(buffer.readableBytes) }
    }
}
