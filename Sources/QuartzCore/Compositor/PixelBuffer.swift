import Foundation
@_spi(QuartzCore) import CoreGraphics

/// Premultiplied RGBA pixel memory that grows on demand, with a bitmap context over it.
///
/// The compositor keeps one for the screen and a small pool for offscreen groups and shadows, so a
/// frame allocates no bitmap memory once the pool has grown to the sizes it needs. The memory is 16-byte
/// aligned and freed with the buffer; a context is reused while the requested size stays the same.
final class PixelBuffer {
    /// The pixel memory, rows of `4 * width` bytes of the most recent context.
    private(set) var bytes: UnsafeMutableRawPointer
    /// The bytes allocated.
    private var capacity: Int
    private var context: CGContext?
    private var contextWidth = 0
    private var contextHeight = 0

    /// A buffer with room for `byteCount` bytes, zeroed.
    init(byteCount: Int) {
        capacity = max(16, byteCount)
        bytes = .allocate(byteCount: capacity, alignment: 16)
        PixelMemory.fill(bytes, byte: 0, count: capacity)
    }

    deinit {
        context = nil
        bytes.deallocate()
    }

    /// A context drawing into the first `4 * width * height` bytes, in the default y-up user space.
    ///
    /// A context is reused while the size stays the same, so callers leave its graphics state balanced.
    /// Growing the memory loses what was in it; callers that need the pixels cleared say so with `clear`.
    func context(width: Int, height: Int, clear: Bool) -> CGContext {
        let needed = width * height * 4
        if needed > capacity {
            context = nil
            bytes.deallocate()
            capacity = needed
            bytes = .allocate(byteCount: capacity, alignment: 16)
        }
        if clear { PixelMemory.fill(bytes, byte: 0, count: needed) }
        if let context, contextWidth == width, contextHeight == height { return context }
        guard let made = CGContext(data: bytes, width: width, height: height, bitsPerComponent: 8,
                                   bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                                   bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
            preconditionFailure("CACompositor: CoreGraphics refused a \(width)×\(height) premultiplied RGBA bitmap")
        }
        context = made
        contextWidth = width
        contextHeight = height
        return made
    }

    /// An image over `box` of the current `width`-pixel-wide rows, sharing the memory instead of copying it.
    ///
    /// The image is valid only until the buffer is drawn into again; the compositor draws it at once and drops it
    /// (or, for a cache entry, keeps it with the entry, whose pixels do not change). `interpolated` images are
    /// filtered bilinearly when drawn between pixels; the others take the nearest pixel.
    func borrowedImage(of box: PixelBox, rowWidth width: Int, interpolated: Bool = false) -> CGImage {
        let stride = width * 4
        let start = bytes + box.y0 * stride + box.x0 * 4
        let count = (box.height - 1) * stride + box.width * 4
        let data = Data(bytesNoCopy: start, count: count, deallocator: .none)
        let provider = CGDataProvider(bytes: data)
        guard let image = CGImage(width: box.width, height: box.height, bitsPerComponent: 8, bitsPerPixel: 32,
                                  bytesPerRow: stride, space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                                  provider: provider, decode: nil, shouldInterpolate: interpolated, intent: .defaultIntent)
        else {
            preconditionFailure("CACompositor: CoreGraphics refused a \(box.width)×\(box.height) image over an offscreen bitmap")
        }
        return image
    }
}
