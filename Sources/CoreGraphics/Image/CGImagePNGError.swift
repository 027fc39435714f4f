/// Why PNG data could not be decoded or an image could not be encoded.
@_spi(Testing)
public enum CGImagePNGError: Error, Equatable, CustomStringConvertible {
    /// The bytes are not a PNG libpng can read; the payload is libpng's message.
    case decodingFailed(String)
    /// libpng refused to encode the image; the payload is libpng's message.
    case encodingFailed(String)

    /// A sentence naming the problem.
    public var description: String {
        switch self {
        case .decodingFailed(let message): return "PNG decoding failed: \(message)"
        case .encodingFailed(let message): return "PNG encoding failed: \(message)"
        }
    }
}
