/// An immutable bitmap image, as Apple's `CGImage`; OpenUIKit stores 8-bit RGBA with premultiplied alpha, row 0 the top row.
public final class CGImage: Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The bits per color component: always 8.
    public let bitsPerComponent: Int
    /// The bits per pixel: always 32.
    public let bitsPerPixel: Int
    /// The bytes from the start of one row to the next, at least `4 * width`.
    public let bytesPerRow: Int
    /// The layout flags: `.premultipliedLast` alpha with default or 32-bit big-endian byte order.
    public let bitmapInfo: CGBitmapInfo
    /// The color space: always an RGB space.
    public let colorSpace: CGColorSpace?
    /// The provider holding the pixel bytes.
    public let dataProvider: CGDataProvider?
    /// Whether the image asks to be interpolated when scaled.
    public let shouldInterpolate: Bool
    /// The recorded rendering intent.
    public let renderingIntent: CGColorRenderingIntent
    /// The pixel bytes, shared with `dataProvider`.
    let pixels: Data
    /// Where each row's non-transparent pixels lie, scanned when first needed.
    let rowSpans = ImageRowSpans()

    /// The alpha layout taken from `bitmapInfo`: always `.premultipliedLast`.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .premultipliedLast
    }

    /// Creates an image over the bytes of `provider`, or returns nil when the format is not OpenUIKit's or the data is too short.
    ///
    /// Accepted: `bitsPerComponent` 8, `bitsPerPixel` 32, an RGB `space`, `bitmapInfo` with
    /// `.premultipliedLast` alpha and default or `.byteOrder32Big` order, `bytesPerRow >= 4 * width`,
    /// positive sizes, and at least `bytesPerRow * (height - 1) + 4 * width` bytes. `decode` must be nil.
    public init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                 decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard width > 0, height > 0, bitsPerComponent == 8, bitsPerPixel == 32, bytesPerRow >= 4 * width,
              space.model == .rgb, bitmapInfo.isPremultipliedRGBA, decode == nil,
              let data = provider.bytes, data.count >= bytesPerRow * (height - 1) + 4 * width
        else { return nil }
        self.width = width
        self.height = height
        self.bitsPerComponent = 8
        self.bitsPerPixel = 32
        self.bytesPerRow = bytesPerRow
        self.bitmapInfo = bitmapInfo
        self.colorSpace = space
        self.dataProvider = provider
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = intent
        self.pixels = data
    }

    /// Creates an image from tightly packed premultiplied RGBA bytes, row 0 the top row.
    ///
    /// Traps when a size is not positive or `premultipliedRGBA.count != width * height * 4`.
    @_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator)
    public convenience init(width: Int, height: Int, premultipliedRGBA: Data) {
        precondition(width > 0 && height > 0, "CGImage(width:height:premultipliedRGBA:): size \(width)x\(height) is not positive")
        precondition(premultipliedRGBA.count == width * height * 4,
                     "CGImage(width:height:premultipliedRGBA:): \(premultipliedRGBA.count) bytes given, \(width * height * 4) needed for \(width)x\(height)")
        self.init(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                  space: CGColorSpaceCreateDeviceRGB(),
                  bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                  provider: CGDataProvider(bytes: premultipliedRGBA), decode: nil, shouldInterpolate: true,
                  intent: .defaultIntent)!
    }

    /// The pixels as tightly packed premultiplied RGBA bytes, `width * height * 4` of them, row 0 the top row.
    @_spi(QuartzCore) @_spi(UIKit) @_spi(Simulator)
    public var premultipliedRGBA: Data {
        if bytesPerRow == width * 4 && pixels.count == width * height * 4 { return pixels }
        var out = Data(count: width * height * 4)
        out.withUnsafeMutableBytes { dst in
            pixels.withUnsafeBytes { src in
                for y in 0..<height {
                    (dst.baseAddress! + y * width * 4).copyMemory(from: src.baseAddress! + y * bytesPerRow, byteCount: width * 4)
                }
            }
        }
        return out
    }

    /// Returns the part of the image inside `rect`, in pixels with the origin at the top-left, or nil when nothing remains.
    ///
    /// The rectangle is made integral (expanded outwards) and intersected with the image bounds first.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        var out = Data(count: w * h * 4)
        out.withUnsafeMutableBytes { dst in
            pixels.withUnsafeBytes { src in
                for y in 0..<h {
                    (dst.baseAddress! + y * w * 4).copyMemory(from: src.baseAddress! + (y0 + y) * bytesPerRow + x0 * 4,
                                                              byteCount: w * 4)
                }
            }
        }
        return CGImage(width: w, height: h, premultipliedRGBA: out)
    }

    /// Calls `body` with the pixel bytes and the row stride.
    func withPixels<R>(_ body: (UnsafePointer<UInt8>, Int) throws -> R) rethrows -> R {
        try pixels.withUnsafeBytes { try body($0.baseAddress!.assumingMemoryBound(to: UInt8.self), bytesPerRow) }
    }
}
