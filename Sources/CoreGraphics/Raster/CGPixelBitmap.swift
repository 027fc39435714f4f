/// A view of premultiplied RGBA pixel memory that the pixel stages work on in place.
///
/// Each pixel is a `UInt32` whose byte 0 is red, 1 green, 2 blue and 3 alpha (as `PixelOps`), with
/// every colour channel at most its alpha. Row `y` starts `y × rowPixels` pixels after `pixels`. The
/// bitmap does not own its memory; the caller keeps it alive and writable while a stage runs.
@_spi(QuartzCore) public struct CGPixelBitmap {
    /// The first pixel of the first row.
    @_spi(QuartzCore) public let pixels: UnsafeMutablePointer<UInt32>
    /// The number of pixels in a row.
    @_spi(QuartzCore) public let width: Int
    /// The number of rows.
    @_spi(QuartzCore) public let height: Int
    /// The distance from one row's first pixel to the next row's, in pixels.
    @_spi(QuartzCore) public let rowPixels: Int

    /// Describes `height` rows of `width` pixels at `pixels`, rows `rowPixels` pixels apart.
    ///
    /// Traps when a size is negative or `rowPixels` is less than `width`.
    @_spi(QuartzCore) public init(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowPixels: Int) {
        precondition(width >= 0 && height >= 0,
                     "CGPixelBitmap: the size \(width) × \(height) must not be negative")
        precondition(rowPixels >= width,
                     "CGPixelBitmap: rows \(rowPixels) pixels apart cannot hold \(width) pixels each")
        self.pixels = pixels
        self.width = width
        self.height = height
        self.rowPixels = rowPixels
    }

    /// The first pixel of row `y`.
    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { pixels + y &* rowPixels }
}
