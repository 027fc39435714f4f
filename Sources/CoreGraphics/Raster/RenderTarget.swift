/// A bitmap of packed premultiplied RGBA pixels that coverage rows are composited into.
struct RenderTarget {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
    /// The distance between rows, in pixels.
    let rowPixels: Int

    /// The paint a row is composited with.
    enum Paint {
        /// One premultiplied color.
        case solid(UInt32)
        /// Per-pixel colors from a shader, multiplied by a global alpha in 0...255.
        case shader(any PixelShader, alpha: UInt32)
    }

    /// Composites `paint` into row `y`, pixels `x..<x+count`, weighted by `coverage`; a zero coverage leaves a pixel untouched.
    func blend(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>, paint: Paint,
               operator op: CompositeOperator, scratch: UnsafeMutablePointer<UInt32>) {
        let row = pixels + y * rowPixels + x
        switch paint {
        case .solid(let color):
            switch op {
            case .sourceOver:
                if color >> 24 == 255 {
                    for i in 0..<count {
                        let k = UInt32(coverage[i])
                        if k == 255 { row[i] = color } else if k != 0 { row[i] = PixelOps.sourceOver(color, row[i], k) }
                    }
                } else if color != 0 {
                    for i in 0..<count {
                        let k = UInt32(coverage[i])
                        if k != 0 { row[i] = PixelOps.sourceOver(color, row[i], k) }
                    }
                }
            case .copy:
                for i in 0..<count {
                    let k = UInt32(coverage[i])
                    if k != 0 { row[i] = PixelOps.copy(color, row[i], k) }
                }
            case .clear:
                for i in 0..<count {
                    let k = UInt32(coverage[i])
                    if k != 0 { row[i] = PixelOps.clear(row[i], k) }
                }
            }
        case .shader(let shader, let alpha):
            shader.shade(y: y, x: x, count: count, coverage: coverage, into: scratch)
            if alpha != 255 {
                for i in 0..<count where coverage[i] != 0 { scratch[i] = PixelOps.scale(scratch[i], alpha) }
            }
            switch op {
            case .sourceOver:
                for i in 0..<count {
                    let k = UInt32(coverage[i])
                    if k != 0 { row[i] = PixelOps.sourceOver(scratch[i], row[i], k) }
                }
            case .copy:
                for i in 0..<count {
                    let k = UInt32(coverage[i])
                    if k != 0 { row[i] = PixelOps.copy(scratch[i], row[i], k) }
                }
            case .clear:
                for i in 0..<count {
                    let k = UInt32(coverage[i])
                    if k != 0 { row[i] = PixelOps.clear(row[i], k) }
                }
            }
        }
    }
}
