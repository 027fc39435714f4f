import Foundation
@_spi(QuartzCore) import CoreGraphics

/// Turns a layer tree into the pixels of a screen, redrawing only the regions that changed since the previous frame.
///
/// The compositor owns the screen buffer: premultiplied RGBA, row 0 the top of the screen, opaque
/// black before anything is drawn. The device's frame loop calls `update(_:at:)` in its render phase,
/// after the commit, with the root layer of what is on screen: it records the tree as it is at that
/// frame and what changed, and draws nothing. The pixels are drawn when someone looks: `flush()`,
/// which the present phase calls when a display consumes frames, or `makeImage()`. Between the two,
/// the damage of every frame accumulates, so a headless device that runs many frames between
/// screenshots draws each changed pixel once, with the same result as drawing every frame.
/// Everything runs on the main actor; nothing is shared between compositors, so two devices never
/// see each other's frames.
///
/// Per layer, in Core Animation order, it draws the shadow, the background (rounded by
/// `cornerRadius`), the contents image placed by its gravity, the sublayers by `zPosition` then order,
/// and the border on top, inside the bounds. `masksToBounds` clips the contents, the sublayers and the
/// shadow to the rounded bounds. Opacity applies to a layer and its sublayers as one group. Only the
/// 2D affine part of transforms is drawn.
@_spi(SpringBoard) @_spi(UIKitTesting) @MainActor public final class CACompositor {
    /// The screen's width in pixels.
    public let pixelWidth: Int
    /// The screen's height in pixels.
    public let pixelHeight: Int
    /// The pixels per point.
    public let scale: CGFloat
    /// Whether pixels that no layer covers are opaque black, as on a screen, rather than transparent, as in an image of a layer.
    public let isOpaque: Bool

    let screen: PixelBuffer
    let screenContext: CGContext
    /// The whole screen in pixels.
    let screenBox: PixelBox
    /// What each layer looked like in the last frame that visited it.
    var records: [ObjectIdentifier: LayerRecord] = [:]
    /// The record of the root layer last rendered: the tree that is drawn.
    var rootRecord: LayerRecord?
    /// This frame's damage.
    var damage: DamageRegion
    /// The damage of the frames recorded since the last draw: what `flush()` redraws.
    var pending: DamageRegion
    /// The ancestors' masks and shadows while the tree is walked.
    var footprintChain: [FootprintLink] = []
    /// Records of layers that left the drawn tree this frame, unless the walk reaches them elsewhere.
    var retireCandidates: [LayerRecord] = []
    /// Whether this frame clears the marks of the layers it visits (the compositor owns the tree's marks).
    var consumesMarks = false
    /// How many layers the last call to `render(_:at:)` visited: evaluated, compared and recorded.
    ///
    /// An unchanged layer is not visited; a frame in which nothing changed visits none.
    public internal(set) var visitedLayerCount = 0
    /// How many of the visited layers had their presentation values computed and compared.
    ///
    /// A layer without a mark of its own, visited only because its place on the screen may have
    /// changed (a superlayer moved, or a clip above it), keeps last frame's values.
    public internal(set) var evaluatedLayerCount = 0
    /// Bitmaps for groups and shadows, one per nesting depth.
    var offscreens: [PixelBuffer] = []
    /// While part of a damaged box is redrawn, the path from the root to the layer that paints it opaque, until that layer is drawn: layers drawn before it are skipped.
    var occluderPath: [LayerRecord] = []
    /// How many offscreen bitmaps are in use.
    var offscreenDepth = 0
    /// Scratch space for shadow blurs.
    var shadowPlane: [UInt8] = []
    /// Scratch memory for shadow and backdrop blurs.
    var blur = CGGaussianBlur()
    /// The drawn backdrop layers' records, whose regions redraw when what lies beneath them changes.
    var backdropRecords: [ObjectIdentifier: LayerRecord] = [:]
    /// While what lies beneath a backdrop layer is drawn, that layer's record: drawing stops when it is reached.
    var backdropStop: LayerRecord?
    /// Whether the drawing beneath `backdropStop` has reached it, so nothing more is drawn.
    var backdropStopReached = false
    /// The screen pixels being redrawn now, cleared (or covered by the occluder) before the tree is drawn into them.
    var redrawBox = PixelBox.empty
    /// While the screen is redrawn, the screen pixels the context's clip lets through at full coverage: the redrawn box within the interiors of the masking layers being drawn.
    var fullClip = PixelBox.empty
    /// The occluder of the box being redrawn once the walk has reached it: what lies beneath it was not drawn there.
    var reachedOccluder: LayerRecord?
    /// The non-transparent part of each contents image.
    var visibleImageBoxes = VisibleImageBoxes()
    /// Counts calls to `render(_:at:)`.
    var frameNumber: UInt64 = 0
    /// The pixels of layer groups whose content has not changed, composited again instead of drawn.
    var layerCache = LayerContentCache(byteLimit: QuartzCoreConstants.layerContentCacheByteLimit)

    /// The most bytes of cached group pixels kept (48 MiB unless set); 0 draws every group afresh.
    @_spi(Testing) public var layerCacheByteLimit: Int {
        get { layerCache.byteLimit }
        set {
            layerCache.removeAll()
            layerCache.byteLimit = max(0, newValue)
        }
    }

    /// The bytes of group pixels cached now.
    @_spi(Testing) public var layerCacheByteCount: Int { layerCache.byteCount }

    /// How many times `layer`'s own background, contents, border, shadow or backdrop have been drawn, as last recorded in this compositor's tree.
    @_spi(Testing) public func rasterizationCount(of layer: CALayer) -> Int {
        records[ObjectIdentifier(layer)].map { $0.layer === layer ? $0.rasterizations : 0 } ?? 0
    }

    /// A compositor for a screen of `pixelWidth`×`pixelHeight` pixels at `scale` pixels per point, cleared to opaque black.
    ///
    /// With `isOpaque` false the pixels start transparent and every redrawn region is cleared to
    /// transparent black instead, as `UIGraphicsImageRenderer` draws a view that is not opaque:
    /// what the layers leave uncovered stays transparent in `makeImage()`. Traps when a size is
    /// not positive or the scale is not a positive finite number.
    public init(pixelWidth: Int, pixelHeight: Int, scale: CGFloat, isOpaque: Bool = true) {
        precondition(pixelWidth > 0 && pixelHeight > 0,
                     "CACompositor(pixelWidth:pixelHeight:scale:): size \(pixelWidth)×\(pixelHeight) is not positive")
        precondition(scale > 0 && scale.isFinite, "CACompositor(pixelWidth:pixelHeight:scale:): scale \(scale) is not positive")
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.isOpaque = isOpaque
        screen = PixelBuffer(byteCount: pixelWidth * pixelHeight * 4)
        screenContext = screen.context(width: pixelWidth, height: pixelHeight, clear: false)
        screenBox = PixelBox(x0: 0, y0: 0, x1: pixelWidth, y1: pixelHeight)
        damage = DamageRegion(screen: screenBox)
        pending = DamageRegion(screen: screenBox)
        // The buffer starts zeroed: transparent black.
        if isOpaque {
            screenContext.setFillColor(CGColor(gray: 0, alpha: 1))
            screenContext.fill(screenBox.cgRect)
        }
    }

    /// Records `root` and its sublayers as they are at `time` and returns what changed since the previous call, drawing nothing yet.
    ///
    /// The root's own coordinate space is the screen in points; its position and transform are not
    /// applied. Each layer is recorded with `renderState(at: time)`, so animations in flight show
    /// their presentation values. Returns the changed regions as whole-pixel rectangles, top to
    /// bottom, that do not overlap: the whole screen on the first call, and an empty array when
    /// nothing visible changed. They join the damage that the next `flush()` draws.
    ///
    /// Only the layers marked as changed since the previous frame (see `CALayerRenderMarks`), the
    /// paths to them, the subtrees whose placement they change, and layers with animations attached
    /// are visited; the compositor that first renders a tree owns its marks. Another compositor
    /// rendering the same tree visits every layer, leaving the marks to their owner.
    @discardableResult
    public func update(_ root: CALayer, at time: CFTimeInterval) -> [CGRect] {
        frameNumber &+= 1
        damage.removeAll()
        collectNodes(from: root, at: time)
        if frameNumber == 1 { damage.insert(screenBox) }
        propagateBackdropDamage()
        let boxes = damage.sortedBoxes
        for box in boxes { pending.insert(box) }
        return boxes.map(\.cgRect)
    }

    /// Draws the damage of every frame recorded since the last draw and returns it, as `update(_:at:)` shapes it.
    ///
    /// Each region is cleared (to opaque black, or to transparent when the compositor is not opaque)
    /// and the recorded tree, culled to it, is drawn again, so the pixels are those of the last
    /// recorded frame.
    @discardableResult
    public func flush() -> [CGRect] {
        let boxes = pending.sortedBoxes
        pending.removeAll()
        for box in boxes { redraw(box) }
        return boxes.map(\.cgRect)
    }

    /// The regions that recorded frames changed and `flush()` has not drawn yet, top to bottom.
    @_spi(Testing) public var pendingDamage: [CGRect] { pending.sortedBoxes.map(\.cgRect) }

    /// Records `root` as it is at `time` and draws what changed: `update(_:at:)`, then `flush()`; returns the frame's damage.
    @discardableResult
    public func render(_ root: CALayer, at time: CFTimeInterval) -> [CGRect] {
        let changed = update(root, at: time)
        flush()
        return changed
    }

    /// Returns a copy of the whole screen.
    public func makeImage() -> CGImage {
        makeImage(of: screenBox.cgRect)
    }

    /// Returns a copy of the screen pixels inside `pixelRect`, as of the last recorded frame, for sending a damaged region.
    ///
    /// The rectangle is in pixels with the origin at the top-left of the screen; it is rounded outwards
    /// to whole pixels and clipped to the screen. Draws pending damage first. Traps when nothing of it
    /// is on screen.
    public func makeImage(of pixelRect: CGRect) -> CGImage {
        let box = screenPixels(of: pixelRect, in: "makeImage(of:)")
        // Every byte is copied over, so the memory is not cleared first: a live page takes a copy
        // of the whole screen on most frames of an animation.
        let count = box.area * 4
        let destination = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
        copyPixels(of: pixelRect, into: UnsafeMutableRawBufferPointer(start: destination, count: count))
        let bytes = Data(bytesNoCopy: destination, count: count, deallocator: .custom { memory, _ in memory.deallocate() })
        return CGImage(width: box.width, height: box.height, premultipliedRGBA: bytes)
    }

    /// Copies the screen pixels inside `pixelRect`, as `makeImage(of:)` takes them, into
    /// `destination`: premultiplied RGBA, row after row, which must be exactly their size.
    ///
    /// For a caller that sends them on from memory of its own (a frame's message), so they are copied once.
    public func copyPixels(of pixelRect: CGRect, into destination: UnsafeMutableRawBufferPointer) {
        flush()
        let box = screenPixels(of: pixelRect, in: "copyPixels(of:into:)")
        precondition(destination.count == box.area * 4,
                     "CACompositor.copyPixels(of:into:): \(destination.count) bytes for the \(box.width)×\(box.height) pixels of \(pixelRect)")
        guard let destination = destination.baseAddress else { return }
        let source = screen.bytes
        let stride = pixelWidth * 4
        for row in 0..<box.height {
            (destination + row * box.width * 4).copyMemory(from: source + (box.y0 + row) * stride + box.x0 * 4, byteCount: box.width * 4)
        }
    }

    /// The whole screen pixels `pixelRect` touches, on the screen; traps, naming `caller`, when none is.
    private func screenPixels(of pixelRect: CGRect, in caller: String) -> PixelBox {
        let box = PixelBox(enclosing: pixelRect.standardized).intersection(screenBox)
        precondition(!box.isEmpty, "CACompositor.\(caller): \(pixelRect) is not on the \(pixelWidth)×\(pixelHeight) screen")
        return box
    }
}
