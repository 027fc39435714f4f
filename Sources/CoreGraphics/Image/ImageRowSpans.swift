/// The columns between which each row of one image holds pixels that are not transparent black, found a row at a time when first asked for and kept with the image.
///
/// Images are immutable, so a row is scanned once however often the image is drawn: a label's
/// backing store is mostly transparent margin, and resampling it can skip that margin without
/// reading it again each frame. This relies on the image's bytes never changing after it was made,
/// as `CGImage` promises. Safe to use from any thread; a row is scanned under a lock.
final class ImageRowSpans: @unchecked Sendable {
    /// Per row, `(first << 32) | end` for the first non-transparent column and one past the last
    /// (`first == width`, `end == 0` when the whole row is transparent), or `unscanned`; empty until first asked.
    private var packed: [UInt64] = []
    private let lock = NSLock()
    private static let unscanned = UInt64.max

    /// The first non-transparent column of row `row` of `image` and one past the last, or `(width, 0)` when the row is all transparent; `row` must be inside the image.
    func span(of image: CGImage, row: Int) -> (first: Int, end: Int) {
        lock.lock()
        defer { lock.unlock() }
        if packed.isEmpty { packed = [UInt64](repeating: Self.unscanned, count: image.height) }
        if packed[row] == Self.unscanned {
            let (first, end) = image.withPixels { bytes, bytesPerRow in
                Self.scan(UnsafeRawPointer(bytes) + row * bytesPerRow, width: image.width)
            }
            packed[row] = UInt64(first) << 32 | UInt64(end)
        }
        return (Int(packed[row] >> 32), Int(packed[row] & 0xFFFF_FFFF))
    }

    /// The first non-transparent column of `line` and one past the last, or `(width, 0)` when there is none.
    static func scan(_ line: UnsafeRawPointer, width: Int) -> (Int, Int) {
        @inline(__always) func zero8(_ column: Int) -> Bool {
            (line.loadUnaligned(fromByteOffset: column * 4, as: UInt64.self)
                | line.loadUnaligned(fromByteOffset: column * 4 + 8, as: UInt64.self)
                | line.loadUnaligned(fromByteOffset: column * 4 + 16, as: UInt64.self)
                | line.loadUnaligned(fromByteOffset: column * 4 + 24, as: UInt64.self)) == 0
        }
        @inline(__always) func pixel(_ column: Int) -> UInt32 {
            line.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self)
        }
        var first = 0
        while first + 8 <= width, zero8(first) { first += 8 }
        while first < width, pixel(first) == 0 { first += 1 }
        guard first < width else { return (width, 0) }
        var end = width
        while end - 8 > first, zero8(end - 8) { end -= 8 }
        while pixel(end - 1) == 0 { end -= 1 }
        return (first, end)
    }
}

extension CGImage {
    /// The first non-transparent column of row `row` and one past the last, or `(width, 0)` when the row is all transparent; scanned once per image.
    func nonTransparentSpan(ofRow row: Int) -> (first: Int, end: Int) {
        rowSpans.span(of: self, row: row)
    }
}
