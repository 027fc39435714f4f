// Swift Testing's cross-import overlay for CoreGraphics. The toolchain's Testing.swiftcrossimport
// names `_Testing_CoreGraphics` for every file that imports both Testing and CoreGraphics (or
// UIKit, which re-exports it); Apple's overlay makes images attachable, and so does this one.
public import Testing
@_spi(TestingOverlays) public import CoreGraphics
import Foundation

/// An image attaches to a test as a PNG file, as with Apple's overlay: `Attachment.record(image, named: "drawer")`.
///
/// Swift Testing on Linux has no `AttachableAsImage` (its image formats are unavailable there), so
/// the image is its own attachable value and always encodes as PNG, the format Apple's overlay
/// picks by default. The bytes decode to exactly the image's premultiplied pixels.
extension CGImage: Attachable {
    /// An estimate of the PNG's size: the raw pixels, which PNG's compression only shrinks.
    public var estimatedAttachmentByteCount: Int? { width * height * 4 }

    /// Calls `body` with the image encoded as a PNG file.
    ///
    /// Rethrows libpng's refusal (`CGImagePNGError.encodingFailed`), which Swift Testing records as
    /// an issue of the test that made the attachment.
    public func withUnsafeBytes<R>(for attachment: borrowing Attachment<CGImage>,
                                   _ body: (UnsafeRawBufferPointer) throws -> R) throws -> R {
        try pngData().withUnsafeBytes(body)
    }

    /// The suggested name with the `.png` extension, unless it already has one.
    public func preferredName(for attachment: borrowing Attachment<CGImage>, basedOn suggestedName: String) -> String {
        suggestedName.lowercased().hasSuffix(".png") ? suggestedName : suggestedName + ".png"
    }
}
