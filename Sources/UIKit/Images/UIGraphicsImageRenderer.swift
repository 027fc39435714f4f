import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The scale and opacity of the images a `UIGraphicsImageRenderer` makes.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point (the screen's by default).
    public var scale: CGFloat
    /// Whether the images are opaque (false by default: transparent where nothing is drawn).
    public var opaque = false

    /// The screen's scale, transparent.
    @preconcurrency @MainActor public init() {
        scale = UIScreen.current?.scale ?? 1
    }

    /// The format for the screen the app runs on.
    @preconcurrency @MainActor public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a `UIGraphicsImageRenderer`'s drawing block draws into.
@preconcurrency @MainActor public final class UIGraphicsImageRendererContext {
    /// The bitmap context, in points with y down (also UIKit's current context while drawing).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    private let size: CGSize

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, size: CGSize) {
        self.cgContext = cgContext
        self.format = format
        self.size = size
    }

    /// What has been drawn so far, as an image.
    public var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: image, scale: format.scale)
    }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes a 1-point frame inside `rect` with the current stroke colour.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1) }
}

/// Makes images by drawing: each call of `image(actions:)` runs a block with a fresh bitmap
/// context of the renderer's size and format as UIKit's current context.
@preconcurrency @MainActor public final class UIGraphicsImageRenderer {
    /// The size, in points, of the images.
    public let size: CGSize
    /// Their scale and opacity.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of `size` points at the screen's scale.
    public convenience init(size: CGSize) {
        self.init(size: size, format: UIGraphicsImageRendererFormat())
    }

    /// A renderer of `size` points in `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }

    /// The image `actions` draw, at the format's scale; an opaque format starts from white.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.scale > 0 ? format.scale : 1
        let width = max(1, Int((size.width * scale).rounded(.up))), height = max(1, Int((size.height * scale).rounded(.up)))
        guard let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        else { preconditionFailure("UIGraphicsImageRenderer: no bitmap context of \(width)x\(height) pixels") }
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: scale, y: -scale)
        if format.opaque {
            ctx.setFillColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
            ctx.fill(CGRect(origin: .zero, size: size))
        }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: ctx, format: format, size: size)
        UIGraphicsPushContext(ctx)
        actions(rendererContext)
        UIGraphicsPopContext()
        return rendererContext.currentImage
    }

    /// The PNG encoding of the image `actions` draw.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
