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
        guard let mask else { return }
        let m = mask.bytes + (y - bounds.y0) * bounds.width + (x - bounds.x0)
        for i in 0..<count {
            let k = m[i]
            if k != 255 { coverage[i] = Pixel.mul255(UInt32(coverage[i]), UInt32(k)) }
        }
    }
}

/// An immutable 8-bit coverage mask shared between graphics states.
final class ClipMask {
    let bytes: UnsafeMutablePointer<UInt8>
    let count: Int

    /// Creates a zeroed mask of `count` bytes.
    init(count: Int) {
        self.count = count
        bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, count))
        bytes.initialize(repeating: 0, count: max(1, count))
    }

    deinit {
        bytes.deallocate()
    }
}
