import Foundation

/// An immutable source of bytes for images and fonts, as Apple's `CGDataProvider`.
///
/// Apple's takes and gives Core Foundation's `CFData` (`CGDataProvider(data: data as CFData)`),
/// which is `NSData` here (`CoreFoundationTypes.swift`); the bytes are kept as a `Data`.
public final class CGDataProvider: Sendable {
    /// The provider's bytes, as CoreGraphics itself reads them.
    let bytes: Data?

    /// A provider over the bytes of `data`; never nil here, failable as Apple's.
    public init?(data: CFData) {
        bytes = data as Data
    }

    /// A provider with the contents of the file at `url`, or nil when the file cannot be read.
    public init?(url: CFURL) {
        guard let contents = try? Data(contentsOf: url as URL) else { return nil }
        bytes = contents
    }

    /// A provider over `bytes` as they are (no copy when they borrow memory): for the layers above.
    @_spi(QuartzCore) @_spi(UIKit) public init(bytes: Data) {
        self.bytes = bytes
    }

    /// A copy of the provider's bytes.
    public var data: CFData? { bytes.map { $0 as NSData } }
}
