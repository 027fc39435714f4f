/// Produces the premultiplied source colors of a row of device pixels for gradients and images.
protocol PixelShader {
    /// Writes the source colors of pixels `x..<x+count` in row `y` into `out`, only where `coverage` is non-zero.
    func shade(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt32>)
}
