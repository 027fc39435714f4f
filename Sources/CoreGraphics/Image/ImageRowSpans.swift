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

    /// Per row, the colour of its first pixel, and `(first << 32) | end` for the first column of another
    /// colour and one past the last (`first == width`, `end == 0` when the whole row is that colour);
    /// `unscanned` until asked.
    private var marginColors: [UInt32] = []
    private var marginSpans: [UInt64] = []

    /// The colour of row `row`'s first pixel and the columns outside which every pixel of the row has that colour, `(color, width, 0)` when all do; `row` must be inside the image.
    ///
    /// A layer's bitmap over a plain background (a list's rows) has wide margins of one colour on
    /// either side of its text; compositing it can fill them instead of resampling them.
    func margins(of image: CGImage, row: Int) -> (color: UInt32, first: Int, end: Int) {
        lock.lock()
        defer { lock.unlock() }
        if marginSpans.isEmpty {
            marginSpans = [UInt64](repeating: Self.unscanned, count: image.height)
            marginColors = [UInt32](repeating: 0, count: image.height)
        }
        if marginSpans[row] == Self.unscanned {
            let (color, first, end) = image.withPixels { bytes, bytesPerRow in
                Self.scanMargins(UnsafeRawPointer(bytes) + row * bytesPerRow, width: image.width)
            }
            marginColors[row] = color
            marginSpans[row] = UInt64(first) << 32 | UInt64(end)
        }
        return (marginColors[row], Int(marginSpans[row] >> 32), Int(marginSpans[row] & 0xFFFF_FFFF))
    }

    /// The colour of `line`'s first pixel, the first column of another colour and one past the last, or `(color, width, 0)` when there is none.
    static func scanMargins(_ line: UnsafeRawPointer, width: Int) -> (UInt32, Int, Int) {
        @inline(__always) func pixel(_ column: Int) -> UInt32 {
            line.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self)
        }
        guard width > 0 else { return (0, 0, 0) }
        let color = pixel(0)
        let pair = UInt64(color) << 32 | UInt64(color)
        @inline(__always) func same4(_ column: Int) -> Bool {
            line.loadUnaligned(fromByteOffset: column * 4, as: UInt64.self) == pair
                && line.loadUnaligned(fromByteOffset: column * 4 + 8, as: UInt64.self) == pair
        }
        var first = 0
        while first + 4 <= width, same4(first) { first += 4 }
        while first < width, pixel(first) == color { first += 1 }
        guard first < width else { return (color, width, 0) }
        var end = width
        while end - 4 > first, same4(end - 4) { end -= 4 }
        while pixel(end - 1) == color { end -= 1 }
        return (color, first, end)
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

    /// The colour of row `row`'s first pixel and the columns outside which the whole row has that colour, `(color, width, 0)` when all of it does; scanned once per image.
    func marginSpan(ofRow row: Int) -> (color: UInt32, first: Int, end: Int) {
        rowSpans.margins(of: self, row: row)
    }
}
