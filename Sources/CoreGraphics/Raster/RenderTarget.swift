/// A bitmap of packed premultiplied RGBA pixels that coverage rows are composited into.
struct RenderTarget {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
    /// The distance between rows, in pixels.
    let rowPixels: Int
    /// The kernels that composite rows: the same pixels either way (`PixelKernels`).
    var kernels = PixelKernels.standard

    /// The paint a row is composited with.
    enum Paint {
        /// One premultiplied color.
        case solid(UInt32)
        /// Per-pixel colors from a shader, multiplied by a global alpha in 0...255.
        case shader(any PixelShader, alpha: UInt32)
    }

    /// Sets the pixels of `row` with full coverage to `color`, those with partial coverage `k` to `partial(k, pixel)`, and leaves uncovered ones alone.
    ///
    /// Runs of full coverage are stored at once; `color` must be what `partial` gives at full coverage.
    @inline(__always)
    private static func fillRuns(_ row: UnsafeMutablePointer<UInt32>, count: Int, coverage: UnsafePointer<UInt8>,
                                 color: UInt32, _ partial: (UInt32, UInt32) -> UInt32) {
        let raw = UnsafeRawPointer(coverage)
        var i = 0
        while i < count {
            let k = UInt32(coverage[i])
            if k == 255 {
                var end = i + 1
                while end + 8 <= count, raw.loadUnaligned(fromByteOffset: end, as: UInt64.self) == UInt64.max { end += 8 }
                while end < count, coverage[end] == 255 { end += 1 }
                PixelMemory.fill(row + i, with: color, count: end - i)
                i = end
                continue
            }
            if k != 0 { row[i] = partial(k, row[i]) }
            i += 1
        }
    }

    /// Composites `paint` into row `y`, pixels `x..<x+count`, weighted by `coverage`; a zero coverage leaves a pixel untouched.
    func blend(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>, paint: Paint,
               operator op: CompositeOperator, scratch: UnsafeMutablePointer<UInt32>) {
        let row = pixels + y * rowPixels + x
        switch paint {
        case .solid(let color):
            switch op {
            case .sourceOver:
                if kernels == .vector, color >> 24 != 255, color != 0 {
                    PixelVectorOps.sourceOver(color: color, row: row, coverage: coverage, count: count)
                } else if color >> 24 == 255, kernels == .vector {
                    PixelVectorOps.sourceOverOpaque(color: color, row: row, coverage: coverage, count: count)
                } else if color >> 24 == 255 {
                    Self.fillRuns(row, count: count, coverage: coverage, color: color) { k, d in
                        PixelOps.sourceOver(color, d, k)
                    }
                } else if color != 0 {
                    var i = 0
                    while i < count {
                        let k = UInt32(coverage[i])
                        if k != 0 { row[i] = PixelOps.sourceOver(color, row[i], k) }
                        i &+= 1
                    }
                }
            case .copy:
                Self.fillRuns(row, count: count, coverage: coverage, color: color) { k, d in
                    PixelOps.copy(color, d, k)
                }
            case .clear:
                Self.fillRuns(row, count: count, coverage: coverage, color: 0) { k, d in
                    PixelOps.clear(d, k)
                }
            }
        case .shader(let shader, let alpha):
            shader.shade(y: y, x: x, count: count, coverage: coverage, into: scratch)
            if kernels == .vector, op == .sourceOver {
                if alpha != 255 { PixelVectorOps.scale(scratch, by: alpha, coverage: coverage, count: count) }
                PixelVectorOps.sourceOver(source: scratch, row: row, coverage: coverage, count: count)
                return
            }
            // While loops: these run per pixel, and in a debug build a range iterator is a call per step.
            var i = 0
            if alpha != 255 {
                while i < count {
                    if coverage[i] != 0 { scratch[i] = PixelOps.scale(scratch[i], alpha) }
                    i &+= 1
                }
            }
            i = 0
            switch op {
            case .sourceOver:
                // A transparent source pixel leaves the destination as it is.
                while i < count {
                    let k = UInt32(coverage[i])
                    if k != 0, scratch[i] != 0 { row[i] = PixelOps.sourceOver(scratch[i], row[i], k) }
                    i &+= 1
                }
            case .copy:
                while i < count {
                    let k = UInt32(coverage[i])
                    if k != 0 { row[i] = PixelOps.copy(scratch[i], row[i], k) }
                    i &+= 1
                }
            case .clear:
                while i < count {
                    let k = UInt32(coverage[i])
                    if k != 0 { row[i] = PixelOps.clear(row[i], k) }
                    i &+= 1
                }
            }
        }
    }
}
