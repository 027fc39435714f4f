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

        /// The key of content `version` drawn under `world`, and the whole pixels of its translation.
        init(world: CGAffineTransform, version: UInt64) {
            a = world.a
            b = world.b
            c = world.c
            d = world.d
            phaseX = world.tx - world.tx.rounded(.down)
            phaseY = world.ty - world.ty.rounded(.down)
            self.version = version
        }
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
