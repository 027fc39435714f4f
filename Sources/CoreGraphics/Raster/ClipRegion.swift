/// The device pixels drawing may touch: a pixel rectangle, optionally weighted by an anti-aliased mask.
///
/// Every graphics state holds one; intersecting makes a new region and never mutates a mask another
/// state shares.
struct ClipRegion {
    /// The pixels outside which nothing is drawn; within the device bounds.
    var bounds: PixelRect
    /// Coverage per pixel of `bounds`, row by row with stride `bounds.width`; nil means full coverage.
    var mask: ClipMask?
    /// The bounding box of the clip in device pixel coordinates, before rounding to pixels.
    var deviceBox: CGRect

    /// A region covering the whole device.
    init(width: Int, height: Int) {
        bounds = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
        mask = nil
        deviceBox = CGRect(x: 0, y: 0, width: width, height: height)
    }

    /// Multiplies `coverage` (pixels `x..<x+count` of row `y`, inside `bounds`) by the mask, if any.
    @inline(__always)
    func apply(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        guard let m = maskRow(y: y, x: x) else { return }
        let raw = UnsafeRawPointer(m)
        var i = 0
        while i < count {
            // Eight fully open mask bytes at a time: multiplying by 255 keeps the coverage.
            if i + 8 <= count, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == UInt64.max {
                i += 8
                continue
            }
            let k = m[i]
            if k != 255 { coverage[i] = Pixel.mul255(UInt32(coverage[i]), UInt32(k)) }
            i += 1
        }
    }

    /// The mask bytes from pixel `x` of row `y` (inside `bounds`) on, or nil when there is no mask.
    ///
    /// A coverage `c` under mask byte `k` becomes `c` when `k` is 255 and `Pixel.mul255(c, k)` otherwise.
    @inline(__always)
    func maskRow(y: Int, x: Int) -> UnsafePointer<UInt8>? {
        guard let mask else { return nil }
        return UnsafePointer(mask.bytes + (y - bounds.y0) * bounds.width + (x - bounds.x0))
    }
}

/// An immutable 8-bit coverage mask shared between graphics states.
final class ClipMask {
    let bytes: UnsafeMutablePointer<UInt8>
    let count: Int

    /// Creates a mask of `count` bytes that the caller must set, every one, before the mask is read.
    init(uninitializedCount count: Int) {
        self.count = count
        bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, count))
    }

    deinit {
        bytes.deallocate()
    }
}
