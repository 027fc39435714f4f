import Foundation

/// A glyph's anti-aliased coverage at one size, scale and subpixel position, in 8-bit rows.
struct GlyphMask {
    /// The mask's top-left pixel, relative to the device pixel that holds the glyph's origin
    /// (the origin's coordinates rounded down).
    var left: Int
    var top: Int
    var width: Int
    var height: Int
    /// `height` rows of `width` coverage bytes; empty when the glyph covers no pixel.
    var coverage: [UInt8]

    var byteCount: Int { coverage.count + MemoryLayout<GlyphMask>.size }
}

/// What a glyph mask depends on: the font, the glyph, the linear part of the glyph-to-device
/// transform (the text size times the text matrix and the CTM: size, scale, rotation) and where
/// the origin falls inside its device pixel.
///
/// Every number is kept exactly (its bits), so a mask is reused only for a glyph that would be
/// rasterized from the same outline under a transform that differs by whole pixels.
struct GlyphKey: Hashable {
    var font: UInt64
    var glyph: CGGlyph
    var a: UInt64, b: UInt64, c: UInt64, d: UInt64
    /// The origin's position inside its pixel, in 0..<1 each way.
    var fractionX: UInt64, fractionY: UInt64

    init(font: UInt64, glyph: CGGlyph, glyphToDevice t: CGAffineTransform) {
        self.font = font
        self.glyph = glyph
        a = Double(t.a).bitPattern
        b = Double(t.b).bitPattern
        c = Double(t.c).bitPattern
        d = Double(t.d).bitPattern
        fractionX = Self.fraction(Double(t.tx)).bitPattern
        fractionY = Self.fraction(Double(t.ty)).bitPattern
    }

    /// `x` less `x` rounded down.
    static func fraction(_ x: Double) -> Double { x - x.rounded(.down) }
}

/// Glyph masks shared by every context, least recently used first out past a byte limit.
///
/// `CGContext.showGlyphs` rasterizes a glyph's outline once per key (`GlyphKey`) and afterwards adds
/// the cached mask into the text's coverage, so text drawn again, as a label redrawn every frame, is
/// not rasterized again. Thread-safe: every access holds the cache's lock; a context rasterizes a
/// missing mask outside it.
final class GlyphCache: @unchecked Sendable {
    /// The cache every context uses unless given another.
    static let shared = GlyphCache(byteLimit: CoreGraphicsConstants.glyphCacheByteLimit)

    /// The most bytes the masks may hold together (their coverage and bookkeeping).
    let byteLimit: Int
    private let lock = NSLock()
    private struct Entry {
        var mask: GlyphMask
        var lastUse: UInt64
    }
    private var entries: [GlyphKey: Entry] = [:]
    private var clock: UInt64 = 0
    private var nextFontID: UInt64 = 0
    private(set) var byteCount = 0
    /// How many masks were rasterized (missing when asked for), for the tests.
    private(set) var rasterizations = 0

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// A number no other font got, which keys the font's masks.
    static func newFontID() -> UInt64 {
        shared.lock.lock()
        defer { shared.lock.unlock() }
        shared.nextFontID += 1
        return shared.nextFontID
    }

    /// The number of masks held.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// The mask of `key`, or the one `rasterize` makes, which is kept (unless it alone exceeds the limit).
    func mask(for key: GlyphKey, rasterize: () -> GlyphMask) -> GlyphMask {
        lock.lock()
        clock += 1
        if let entry = entries[key] {
            entries[key]!.lastUse = clock
            lock.unlock()
            return entry.mask
        }
        rasterizations += 1
        lock.unlock()
        let mask = rasterize()
        lock.lock()
        defer { lock.unlock() }
        guard mask.byteCount <= byteLimit else { return mask }
        if let old = entries.updateValue(Entry(mask: mask, lastUse: clock), forKey: key) { byteCount -= old.mask.byteCount }
        byteCount += mask.byteCount
        if byteCount > byteLimit { evict() }
        return mask
    }

    /// Drops the least recently used masks until they hold at most three quarters of the limit,
    /// so that evictions, each a sort, come a quarter of the limit apart.
    private func evict() {
        let target = byteLimit / 4 * 3
        for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard byteCount > target else { break }
            entries[key] = nil
            byteCount -= entry.mask.byteCount
        }
    }
}
