/// Why PNG data could not be decoded or an image could not be encoded.
@_spi(Testing)
public enum CGImagePNGError: Error, Equatable, CustomStringConvertible {
    /// The bytes are not a PNG libpng can read; the payload is libpng's message.
    case decodingFailed(String)
    /// libpng refused to encode the image; the payload is libpng's message.
    case encodingFailed(String)
    /// The header claims a side longer than the decoder's limit (`limit` pixels).
    case dimensionsOverLimit(width: Int, height: Int, limit: Int)
    /// The header claims an image whose decoded RGBA (`bytes`) exceeds the decoder's limit (`limit` bytes).
    case decodedSizeOverLimit(width: Int, height: Int, bytes: Int, limit: Int)

    /// A sentence naming the problem.
    public var description: String {
        switch self {
        case .decodingFailed(let message): return "PNG decoding failed: \(message)"
        case .encodingFailed(let message): return "PNG encoding failed: \(message)"
        case let .dimensionsOverLimit(width, height, limit):
            return "PNG decoding refused: the image claims \(width) × \(height) pixels; the limit is \(limit) pixels on a side"
        case let .decodedSizeOverLimit(width, height, bytes, limit):
            return "PNG decoding refused: the image claims \(width) × \(height) pixels, \(bytes) bytes decoded; the limit is \(limit) bytes"
        }
    }
}
