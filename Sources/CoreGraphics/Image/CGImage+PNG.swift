import CPNG

extension CGImage {
    /// libpng's simplified-API format code for 8-bit non-premultiplied RGBA (`PNG_FORMAT_RGBA`).
    private static let pngFormatRGBA: UInt32 = 0x03

    /// Decodes PNG bytes from `source`, or returns nil when they are not a readable PNG, as Apple's initializer.
    ///
    /// Use the SPI `init(pngData:)` to learn why decoding failed. `decode` and `intent` are recorded only.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let data = source.data, let image = try? CGImage(pngData: data) else { return nil }
        self.init(width: image.width, height: image.height, bitsPerComponent: 8, bitsPerPixel: 32,
                  bytesPerRow: image.bytesPerRow, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: image.bitmapInfo,
                  provider: image.dataProvider!, decode: nil, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// Decodes PNG bytes of any PNG color type and depth into 8-bit premultiplied RGBA.
    ///
    /// Throws `CGImagePNGError.decodingFailed` with libpng's reason for empty, truncated or corrupt data.
    @_spi(OpenUIKit)
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

    /// Encodes the image as an 8-bit RGBA PNG, un-premultiplying colors so that decoding returns the same bytes.
    ///
    /// Throws `CGImagePNGError.encodingFailed` with libpng's reason when libpng refuses the image.
    @_spi(OpenUIKit)
    public func pngData() throws -> Data {
        var straight = premultipliedRGBA
        straight.withUnsafeMutableBytes { raw in
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
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = Self.pngFormatRGBA
        var size: png_alloc_size_t = 0
        let sized = straight.withUnsafeBytes { png_image_write_to_memory(&image, nil, &size, 0, $0.baseAddress, Int32(width * 4), nil) }
        guard sized != 0 else {
            let message = Self.message(of: &image)
            png_image_free(&image)
            throw CGImagePNGError.encodingFailed(message)
        }
        var out = Data(count: Int(size))
        let written = out.withUnsafeMutableBytes { dst in
            straight.withUnsafeBytes { png_image_write_to_memory(&image, dst.baseAddress, &size, 0, $0.baseAddress, Int32(width * 4), nil) }
        }
        guard written != 0 else {
            let message = Self.message(of: &image)
            png_image_free(&image)
            throw CGImagePNGError.encodingFailed(message)
        }
        out.count = Int(size)
        return out
    }

    /// Returns libpng's error or warning text stored in `image`.
    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let text = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            return text.isEmpty ? "libpng gave no reason" : text
        }
    }
}
