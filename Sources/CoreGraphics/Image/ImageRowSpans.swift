/// The columns between which each row of one image holds pixels that are not transparent black, found a row at a time when first asked for and kept with the image.
///
/// Images are immutable, so a row is scanned once however often the image is drawn: a label's
/// backing store is mostly transparent margin, and resampling it can skip that margin without
/// reading it again each frame. This relies on the image's bytes never changing after it was made,
/// as `CGImage` promises. Safe to use from any thread; a row is scanned under a lock.
final class ImageRowSpans: @unchecked Sendable {
    /// Three tables of one entry per row, allocated when first asked for: per row, `(first << 32) | end`
    /// for the first non-transparent column and one past the last (`first == width`, `end == 0` when the
    /// whole row is transparent) or `unscanned`; the same for the columns of another colour than the
    /// row's first pixel; and that colour. Raw memory behind a constant pointer, so that looking a row up
    /// (once per row of every resampled image, every frame) costs no exclusivity check of a stored array.
    private let tables = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: 3)
    private let lock = NSLock()
    private static let unscanned = UInt64.max

    init() {
        tables.initialize(repeating: nil, count: 3)
    }

    deinit {
        for i in 0..<3 { tables[i]?.deallocate() }
        tables.deallocate()
    }

    /// Table `index` (0: spans, 1: margin spans, as `UInt64`; 2: margin colours, as `UInt32`) for an image of `height` rows, made on first use; call under the lock.
    private func table(_ index: Int, height: Int) -> UnsafeMutableRawPointer {
        if let table = tables[index] { return table }
        let table: UnsafeMutableRawPointer
        if index < 2 {
            let rows = UnsafeMutablePointer<UInt64>.allocate(capacity: max(1, height))
            rows.initialize(repeating: Self.unscanned, count: max(1, height))
            table = UnsafeMutableRawPointer(rows)
        } else {
            let colors = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, height))
            colors.initialize(repeating: 0, count: max(1, height))
            table = UnsafeMutableRawPointer(colors)
        }
        tables[index] = table
        return table
    }

    /// The first non-transparent column of row `row` of `image` and one past the last, or `(width, 0)` when the row is all transparent; `row` must be inside the image.
    func span(of image: CGImage, row: Int) -> (first: Int, end: Int) {
        lock.lock()
        defer { lock.unlock() }
        return scannedSpan(of: image, row: row)
    }

    /// `span(of:row:)`, under the lock.
    private func scannedSpan(of image: CGImage, row: Int) -> (first: Int, end: Int) {
        let spans = table(0, height: image.height).assumingMemoryBound(to: UInt64.self)
        if spans[row] == Self.unscanned {
            let (first, end) = image.withPixels { bytes, bytesPerRow in
                Self.scan(UnsafeRawPointer(bytes) + row * bytesPerRow, width: image.width)
            }
            spans[row] = UInt64(first) << 32 | UInt64(end)
        }
        return (Int(spans[row] >> 32), Int(spans[row] & 0xFFFF_FFFF))
    }

    /// The colour of row `row`'s first pixel and the columns outside which every pixel of the row has that colour, `(color, width, 0)` when all do; `row` must be inside the image.
    ///
    /// A layer's bitmap over a plain background (a list's rows) has wide margins of one colour on
    /// either side of its text; compositing it can fill them instead of resampling them.
    func margins(of image: CGImage, row: Int) -> (color: UInt32, first: Int, end: Int) {
        lock.lock()
        defer { lock.unlock() }
        return scannedMargins(of: image, row: row)
    }

    /// `margins(of:row:)`, under the lock.
    private func scannedMargins(of image: CGImage, row: Int) -> (color: UInt32, first: Int, end: Int) {
        let spans = table(1, height: image.height).assumingMemoryBound(to: UInt64.self)
        let colors = table(2, height: image.height).assumingMemoryBound(to: UInt32.self)
        if spans[row] == Self.unscanned {
            let (color, first, end) = image.withPixels { bytes, bytesPerRow in
                Self.scanMargins(UnsafeRawPointer(bytes) + row * bytesPerRow, width: image.width)
            }
            colors[row] = color
            spans[row] = UInt64(first) << 32 | UInt64(end)
        }
        return (colors[row], Int(spans[row] >> 32), Int(spans[row] & 0xFFFF_FFFF))
    }

    /// Both `span(of:row:)` and `margins(of:row:)` of row `row`, under one lock.
    func spanAndMargins(of image: CGImage, row: Int) -> (span: (first: Int, end: Int), margins: (color: UInt32, first: Int, end: Int)) {
        lock.lock()
        defer { lock.unlock() }
        return (scannedSpan(of: image, row: row), scannedMargins(of: image, row: row))
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

    /// `nonTransparentSpan(ofRow:)` and `marginSpan(ofRow:)` of row `row` together.
    func spanAndMargins(ofRow row: Int) -> (span: (first: Int, end: Int), margins: (color: UInt32, first: Int, end: Int)) {
        rowSpans.spanAndMargins(of: self, row: row)
    }
}
