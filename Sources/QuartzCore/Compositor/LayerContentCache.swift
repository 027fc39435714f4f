import Foundation
@_spi(QuartzCore) import CoreGraphics

/// When a layer drawn as a group (opacity below 1 over sublayers or several parts, or a vibrancy fill)
/// draws from its cached pixels, rasterizes its subtree into the cache, or is drawn as before.
///
/// One per layer record; the compositor asks it each time it draws the group. A group is cached only
/// once its content has been seen unchanged at a previous draw (a layer whose content changes every
/// frame would pay for a whole rasterization it never reuses), and a layer whose cached pixels go
/// unused twice in a row (it moves by fractions of a pixel, so no two frames share a placement) is
/// drawn directly for the next `cooldownDraws` draws before it is tried again.
struct LayerCachePolicy: Equatable {
    /// What to do with the group this time.
    enum Action: Equatable {
        /// Draw the subtree into an offscreen bitmap the size of what is visible, as without a cache.
        case drawDirect
        /// Rasterize the whole on-screen subtree into the cache, then composite it.
        case rasterize
        /// Composite the cached pixels: nothing in the subtree is drawn.
        case composite
    }

    /// How many draws go direct after rasterizations that were not reused.
    static let cooldownDraws = 8

    /// The content version seen at the last draw.
    private(set) var lastVersion: UInt64?
    /// Rasterizations since the last time cached pixels were used.
    private(set) var unusedRasterizations = 0
    /// Direct draws left before rasterizing is tried again.
    private(set) var cooldown = 0

    /// Decides for a draw of content `version`: `hasMatchingEntry` when the cache holds this content at
    /// this placement (up to whole pixels) over what is visible, `fits` when the subtree fits in the cache.
    mutating func decide(version: UInt64, hasMatchingEntry: Bool, fits: Bool) -> Action {
        defer { lastVersion = version }
        if hasMatchingEntry {
            unusedRasterizations = 0
            cooldown = 0
            return .composite
        }
        if cooldown > 0 {
            cooldown -= 1
            return .drawDirect
        }
        guard fits, lastVersion == version else { return .drawDirect }
        if unusedRasterizations >= 2 {
            unusedRasterizations = 1
            cooldown = Self.cooldownDraws - 1
            return .drawDirect
        }
        unusedRasterizations += 1
        return .rasterize
    }
}

/// The cached pixels of layer subtrees drawn as groups, bounded in memory, least recently used dropped first.
///
/// An entry holds a subtree rasterized over the screen pixels it covered, under a key of the layer's
/// content version and the non-integer part of its layer-to-screen transform (the linear part and the
/// fraction of a pixel its origin falls at). Rasterization is the same under a whole-pixel shift, so
/// the entry serves the layer wherever it moves by whole pixels and at any opacity; any other change to
/// the placement, or to the content (the compositor bumps the version when the layer's own drawing or
/// anything in its subtree changes), misses. Owned by one compositor, on the main actor.
struct LayerContentCache {
    /// What an entry was rasterized for.
    struct Key: Equatable {
        /// The linear part of the layer-to-screen transform.
        let a, b, c, d: CGFloat
        /// The fraction of a pixel the layer's origin falls at.
        let phaseX, phaseY: CGFloat
        /// The layer's content version.
        let version: UInt64

        /// Whether the entry is a sliding layer's, rasterized on whole pixels and resampled at any fraction of a pixel.
        let resampled: Bool

        /// The key of content `version` drawn under `world`, and the whole pixels of its translation.
        ///
        /// A `resampled` key leaves out the fraction of a pixel: its entry was rasterized with the
        /// layer's origin on a whole pixel and serves every placement with the same linear part.
        init(world: CGAffineTransform, version: UInt64, resampled: Bool = false) {
            a = world.a
            b = world.b
            c = world.c
            d = world.d
            phaseX = resampled ? 0 : world.tx - world.tx.rounded(.down)
            phaseY = resampled ? 0 : world.ty - world.ty.rounded(.down)
            self.version = version
            self.resampled = resampled
        }
    }

    /// Where a sliding layer's subtree is rasterized on whole pixels, and the fraction of a pixel it is resampled at.
    ///
    /// A layer qualifies when its bitmap is opaque wherever the layer is, and the same, bit for bit, as
    /// drawing it on the screen once it rests on whole pixels: it is axis-aligned and unscaled in sign,
    /// masks to its square bounds, has no shadow, fills them with an opaque background, and its bounds
    /// land on whole pixels once its origin does. Its bitmap then replaces every pixel beneath it, as
    /// drawing it directly does, so compositing the bitmap at a whole-pixel offset is a copy that gives
    /// the same pixels, and at a fraction of a pixel a bilinear resampling of them.
    struct SlidePlacement: Equatable {
        /// The layer's bounds in screen pixels with its origin moved down to whole pixels.
        let box: PixelBox
        /// The fraction of a pixel the layer's origin falls at, in `0..<1`.
        let phaseX: CGFloat
        let phaseY: CGFloat

        /// The placement of a layer with presentation `state` under `world`, or nil when it does not qualify.
        init?(state: CALayerRenderState, world: CGAffineTransform, hasShadow: Bool) {
            guard world.b == 0, world.c == 0, world.a > 0, world.d > 0, state.masksToBounds, state.cornerRadius == 0,
                  !hasShadow, let background = state.backgroundColor, background.alpha >= 1 else { return nil }
            let bounds = state.bounds
            let x0 = world.a * bounds.minX, x1 = world.a * bounds.maxX
            let y0 = world.d * bounds.minY, y1 = world.d * bounds.maxY
            func whole(_ v: CGFloat) -> Int? {
                let r = v.rounded()
                guard v.isFinite, abs(v - r) < 1e-9, abs(r) < CGFloat(PixelBox.limit) else { return nil }
                return Int(r)
            }
            let tx = world.tx.rounded(.down), ty = world.ty.rounded(.down)
            guard let left = whole(x0 + tx), let right = whole(x1 + tx), let top = whole(y0 + ty), let bottom = whole(y1 + ty),
                  left < right, top < bottom else { return nil }
            box = PixelBox(x0: left, y0: top, x1: right, y1: bottom)
            phaseX = world.tx - tx
            phaseY = world.ty - ty
        }

        /// Whether the layer sits on whole pixels, where its bitmap is copied rather than resampled.
        var isWhole: Bool { phaseX == 0 && phaseY == 0 }
    }

    /// One cached subtree.
    final class Entry {
        let key: Key
        /// The pixels, `box.width` wide.
        let buffer: PixelBuffer
        /// The screen pixels the bitmap showed when it was rasterized.
        let box: PixelBox
        /// The whole pixels of the translation it was rasterized at.
        let originX: Int
        let originY: Int
        /// The bytes it holds.
        let byteCount: Int
        /// The frame of its last use, for eviction.
        var lastUse: UInt64
        /// The whole bitmap as an image filtered bilinearly, made once (its rows' transparent spans are scanned once).
        private(set) lazy var resamplingImage: CGImage = buffer.borrowedImage(
            of: PixelBox(x0: 0, y0: 0, x1: box.width, y1: box.height), rowWidth: box.width, interpolated: true)

        init(key: Key, buffer: PixelBuffer, box: PixelBox, world: CGAffineTransform, frame: UInt64) {
            self.key = key
            self.buffer = buffer
            self.box = box
            originX = Int(world.tx.rounded(.down))
            originY = Int(world.ty.rounded(.down))
            byteCount = box.area * 4
            lastUse = frame
        }

        /// Where the bitmap lies on screen for a layer now placed under `world` (same key): moved by whole pixels.
        func screenBox(under world: CGAffineTransform) -> PixelBox {
            box.offsetBy(dx: Int(world.tx.rounded(.down)) - originX, dy: Int(world.ty.rounded(.down)) - originY)
        }
    }

    /// The most bytes the entries may hold together; 0 turns caching off.
    var byteLimit: Int
    /// The bytes the entries hold.
    private(set) var byteCount = 0
    private var entries: [ObjectIdentifier: Entry] = [:]

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// How many subtrees are cached.
    var count: Int { entries.count }

    /// The entry of layer `id` when it was rasterized for `key` and, placed under `world`, shows all of `visible`.
    func entry(for id: ObjectIdentifier, key: Key, world: CGAffineTransform, covering visible: PixelBox) -> Entry? {
        guard let entry = entries[id], entry.key == key else { return nil }
        let box = entry.screenBox(under: world)
        return box.intersection(visible) == visible ? entry : nil
    }

    /// Whether a subtree of `area` pixels may be cached at all.
    func fits(area: Int) -> Bool { area > 0 && area * 4 <= byteLimit }

    /// Stores `entry` for layer `id`, replacing its previous one, and drops the least recently used others past the limit.
    mutating func insert(_ entry: Entry, for id: ObjectIdentifier) {
        remove(id)
        entries[id] = entry
        byteCount += entry.byteCount
        while byteCount > byteLimit, let victim = entries.filter({ $0.key != id }).min(by: { $0.value.lastUse < $1.value.lastUse }) {
            remove(victim.key)
        }
    }

    /// A buffer for rasterizing layer `id` anew: its old entry's memory when that is large enough.
    mutating func takeBuffer(for id: ObjectIdentifier, byteCount needed: Int) -> PixelBuffer {
        if let old = entries[id], old.byteCount >= needed, old.byteCount <= 2 * needed {
            remove(id)
            return old.buffer
        }
        remove(id)
        return PixelBuffer(byteCount: needed)
    }

    /// Drops the entry of layer `id`, if any.
    mutating func remove(_ id: ObjectIdentifier) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        byteCount -= entry.byteCount
    }

    /// Drops every entry.
    mutating func removeAll() {
        entries.removeAll()
        byteCount = 0
    }
}
