import Foundation
@_spi(QuartzCore) import CoreGraphics

extension CABackdropLayer {
    /// What a backdrop with these settings shows over `image`, made once instead of on every frame:
    /// `image` blurred by a Gaussian of `blurRadius` points at `scale` pixels per point, saturated
    /// and tinted as the compositor does for a backdrop, at `image`'s size.
    ///
    /// The blur runs on a copy a quarter of the size in each direction, scaled down and back up
    /// bilinearly, as Core Animation samples system materials below the screen's resolution: at a
    /// σ of tens of pixels the difference does not show, and it costs a sixteenth. SpringBoard
    /// draws a sheet that moves over a still app with it, where a live backdrop would blur the
    /// sheet's whole region again on every frame.
    @_spi(SpringBoard) public static func material(over image: CGImage, blurRadius: CGFloat, saturation: CGFloat,
                                                   tint: CGColor?, scale: CGFloat) -> CGImage {
        let factor = 4
        let small = Self.context(width: max(1, image.width / factor), height: max(1, image.height / factor))
        small.interpolationQuality = .medium
        small.draw(image, in: CGRect(x: 0, y: 0, width: small.width, height: small.height))
        let bitmap = CGPixelBitmap(pixels: small.data!.assumingMemoryBound(to: UInt32.self), width: small.width,
                                   height: small.height, rowPixels: small.bytesPerRow / 4)
        var blur = CGGaussianBlur()
        blur.blur(bitmap, sigma: blurRadius * scale / CGFloat(factor))
        if saturation != 1 { CGPixelStages.saturate(bitmap, by: saturation) }
        if let tint { CGPixelStages.tint(bitmap, with: tint) }
        let full = Self.context(width: image.width, height: image.height)
        full.interpolationQuality = .medium
        full.draw(small.makeImage()!, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        return full.makeImage()!
    }

    private static func context(width: Int, height: Int) -> CGContext {
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
            preconditionFailure("CABackdropLayer.material: CoreGraphics refused a \(width)×\(height) premultiplied RGBA bitmap")
        }
        return context
    }
}
