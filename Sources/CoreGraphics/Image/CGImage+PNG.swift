// The one file that calls libpng. Its import is implementation-only, so that modules importing
// CoreGraphics never need libpng's module map (see CGFont.swift). No libpng type appears in a
// stored property or a non-private signature.
@_implementationOnly import CPNG

extension CGImage {
    /// libpng's simplified-API format code for 8-bit non-premultiplied RGBA (`PNG_FORMAT_RGBA`).
    private static let pngFormatRGBA: UInt32 = 0x03
    /// libpng's simplified-API format code for 8-bit RGB (`PNG_FORMAT_RGB`).
    private static let pngFormatRGB: UInt32 = 0x02
    /// libpng's simplified-API flag for fast writing (`PNG_IMAGE_FLAG_FAST`).
    private static let pngImageFlagFast: UInt32 = 0x02

    /// Decodes PNG bytes from `source`, or returns nil when they are not a readable PNG, as Apple's initializer.
    ///
    /// Also returns nil, before allocating any pixels, for an image larger than the decoder's
    /// limits (`maximumDecodedDimension` pixels on a side, `maximumDecodedByteCount` bytes
    /// decoded). Use the SPI `init(pngData:)` to learn why decoding failed. `decode` and
    /// `intent` are recorded only.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let data = source.bytes, let image = try? CGImage(pngData: data) else { return nil }
        self.init(width: image.width, height: image.height, bitsPerComponent: 8, bitsPerPixel: 32,
                  bytesPerRow: image.bytesPerRow, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: image.bitmapInfo,
                  provider: image.dataProvider!, decode: nil, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// The most pixels on a side the PNG decoder accepts: 16,384.
    ///
    /// See `CoreGraphicsConstants.maximumDecodedImageDimension` for the reason.
    @_spi(Testing) public static let maximumDecodedDimension = CoreGraphicsConstants.maximumDecodedImageDimension

    /// The most bytes of decoded 8-bit RGBA the PNG decoder produces for one image: 256 MiB.
    ///
    /// See `CoreGraphicsConstants.maximumDecodedImageByteCount` for the reason.
    @_spi(Testing) public static let maximumDecodedByteCount = CoreGraphicsConstants.maximumDecodedImageByteCount

    /// Decodes PNG bytes of any PNG color type and depth into 8-bit premultiplied RGBA.
    ///
    /// The header's dimensions are checked against `maximumDecodedDimension` and
    /// `maximumDecodedByteCount` before any pixel memory is allocated, so a few bytes that
    /// claim a huge image, or a small compressed stream that would inflate into one, are
    /// refused at once. libpng never inflates image data past what the header claims, and
    /// limits each ancillary chunk to 8 MB, so no input decodes into more than these limits.
    ///
    /// Throws `CGImagePNGError.dimensionsOverLimit` or `.decodedSizeOverLimit` naming the
    /// claimed size and the limit, and `.decodingFailed` with libpng's reason for empty,
    /// truncated or corrupt data.
    @_spi(QuartzCore) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator)
    public convenience init(pngData: Data) throws {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let began = pngData.withUnsafeBytes { bytes -> Int32 in
            guard let base = bytes.baseAddress, bytes.count > 0 else { return 0 }
            return png_image_begin_read_from_memory(&image, base, bytes.count)
        }
        guard began != 0 else {
            let message = pngData.isEmpty ? "the data is empty" : Self.message(of: &image)
            png_image_free(&image)
            throw CGImagePNGError.decodingFailed(message)
        }
        image.format = Self.pngFormatRGBA
        let width = Int(image.width), height = Int(image.height)
        let limit = Self.maximumDecodedDimension
        guard width <= limit, height <= limit else {
            png_image_free(&image)
            throw CGImagePNGError.dimensionsOverLimit(width: width, height: height, limit: limit)
        }
        guard width * height * 4 <= Self.maximumDecodedByteCount else {
            png_image_free(&image)
            throw CGImagePNGError.decodedSizeOverLimit(width: width, height: height, bytes: width * height * 4,
                                                       limit: Self.maximumDecodedByteCount)
        }
        var pixels = Data(count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil) }
        guard finished != 0 else {
            let message = Self.message(of: &image)
            png_image_free(&image)
            throw CGImagePNGError.decodingFailed(message)
        }
        pixels.withUnsafeMutableBytes { raw in
            let p = raw.bindMemory(to: UInt8.self)
            var i = 0
            while i < p.count {
                let a = UInt32(p[i + 3])
                if a != 255 {
                    p[i] = Pixel.mul255(UInt32(p[i]), a)
                    p[i + 1] = Pixel.mul255(UInt32(p[i + 1]), a)
                    p[i + 2] = Pixel.mul255(UInt32(p[i + 2]), a)
                }
                i += 4
            }
        }
        self.init(width: width, height: height, premultipliedRGBA: pixels)
    }

    /// Encodes the image as a PNG with libpng's default compression: 8-bit RGB when every pixel
    /// is opaque, RGBA (un-premultiplied) otherwise, so that decoding returns the same bytes.
    ///
    /// Throws `CGImagePNGError.encodingFailed` with libpng's reason when libpng refuses the image.
    @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(TestingOverlays)
    public func pngData() throws -> Data {
        try pngData(favoringSpeed: false)
    }

    /// Encodes the image as a PNG in one pass, for streaming a screen: 8-bit RGB when every pixel
    /// is opaque (RGBA otherwise, un-premultiplied as `pngData()` does), and with `favoringSpeed`,
    /// libpng's fast mode (no row filters, zlib level 3), which is several times faster on large
    /// images at the cost of larger files.
    ///
    /// Decoding returns the same premultiplied bytes as the image's. Throws
    /// `CGImagePNGError.encodingFailed` with libpng's reason when libpng refuses the image.
    @_spi(SpringBoard) @_spi(Simulator)
    public func pngData(favoringSpeed: Bool) throws -> Data {
        let source = premultipliedRGBA
        let count = width * height
        let opaque = source.withUnsafeBytes { raw -> Bool in
            let p = raw.bindMemory(to: UInt8.self)
            var i = 3
            while i < p.count {
                if p[i] != 255 { return false }
                i += 4
            }
            return true
        }
        var pixels: Data
        let channels = opaque ? 3 : 4
        if opaque {
            pixels = Data(count: count * 3)
            pixels.withUnsafeMutableBytes { out in
                source.withUnsafeBytes { raw in
                    let src = raw.bindMemory(to: UInt8.self), dst = out.bindMemory(to: UInt8.self)
                    var s = 0, d = 0
                    while d < dst.count {
                        dst[d] = src[s]
                        dst[d + 1] = src[s + 1]
                        dst[d + 2] = src[s + 2]
                        s += 4
                        d += 3
                    }
                }
            }
        } else {
            pixels = source
            pixels.withUnsafeMutableBytes { raw in
                let p = raw.bindMemory(to: UInt8.self)
                var i = 0
                while i < p.count {
                    let a = UInt32(p[i + 3])
                    if a == 0 {
                        p[i] = 0
                        p[i + 1] = 0
                        p[i + 2] = 0
                    } else if a != 255 {
                        p[i] = Pixel.unpremultiply(UInt32(p[i]), a)
                        p[i + 1] = Pixel.unpremultiply(UInt32(p[i + 1]), a)
                        p[i + 2] = Pixel.unpremultiply(UInt32(p[i + 2]), a)
                    }
                    i += 4
                }
            }
        }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = opaque ? Self.pngFormatRGB : Self.pngFormatRGBA
        image.flags = favoringSpeed ? Self.pngImageFlagFast : 0
        // Deflate's worst case adds 5 bytes per 16 KiB block; rows add a filter byte each and
        // the chunks a few hundred bytes. A buffer that is still too small is reported with
        // the size needed, and the encoding runs again.
        let raw = count * channels + height
        var size = png_alloc_size_t(raw + raw / 1000 + 65_536)
        var out = Data(count: Int(size))
        for _ in 0..<2 {
            let capacity = size
            let written = out.withUnsafeMutableBytes { dst in
                pixels.withUnsafeBytes { png_image_write_to_memory(&image, dst.baseAddress, &size, 0, $0.baseAddress, Int32(width * channels), nil) }
            }
            if written != 0 {
                out.count = Int(size)
                return out
            }
            guard size > capacity else { break }
            image.warning_or_error = 0
            out = Data(count: Int(size))
        }
        let message = Self.message(of: &image)
        png_image_free(&image)
        throw CGImagePNGError.encodingFailed(message)
    }

    /// Returns libpng's error or warning text stored in `image`.
    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let text = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            return text.isEmpty ? "libpng gave no reason" : text
        }
    }
}
