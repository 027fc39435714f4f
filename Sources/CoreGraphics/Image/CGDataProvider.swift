/// An immutable source of bytes for images and fonts, as Apple's `CGDataProvider`.
public final class CGDataProvider: Sendable {
    /// The provider's bytes.
    public let data: Data?

    /// Creates a provider over a copy of `data`; never nil here, failable as Apple's.
    public init?(data: Data) {
        self.data = data
    }

    /// Creates a provider with the contents of the file at `url`, or nil when the file cannot be read.
    public init?(url: URL) {
        guard let contents = try? Data(contentsOf: url) else { return nil }
        data = contents
    }

    init(bytes: Data) {
        data = bytes
    }
}
