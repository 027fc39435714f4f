/// A drawing destination over a bitmap of 8-bit premultiplied RGBA pixels, as Apple's bitmap `CGContext`.
///
/// The default user space has its origin at the bottom-left corner with y pointing up, one unit per
/// pixel; memory row 0 is the top row of the image, as on Apple platforms. Drawing is anti-aliased with
/// exact area coverage and composited with the current blend mode, global alpha and clip. A context is
/// not thread-safe; use it from one thread at a time.
public final class CGContext {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The bytes from one row to the next.
    public let bytesPerRow: Int
    /// The bits per component: always 8.
    public let bitsPerComponent = 8
    /// The bits per pixel: always 32.
    public let bitsPerPixel = 32
    /// The layout flags the context was created with.
    public let bitmapInfo: CGBitmapInfo
    /// The context's color space.
    public let colorSpace: CGColorSpace?
    private let ownsMemory: Bool
    private let base: UnsafeMutableRawPointer

    var state: GraphicsState
    var stateStack: [GraphicsState] = []
    /// The current path, in the default user space (points already mapped through the CTM when added).
    var currentPath = CGMutablePath()
    /// The text matrix, which is not part of the graphics state, as on Apple platforms.
    public var textMatrix = CGAffineTransform.identity

    let rasterizer = CoverageRasterizer()
    /// The kernels this context composites with; the same pixels either way (`PixelKernels`).
    var pixelKernels = PixelKernels.standard
    /// Where `showGlyphs` finds and keeps glyph masks: the cache every context shares, unless a test gives another.
    var glyphCache = GlyphCache.shared
    /// Text's coverage (kept all zero between uses) and the span each of its rows was written over.
    private var textCoverageBytes: UnsafeMutablePointer<UInt8>?
    private var textCoverageCapacity = 0
    private var textRowFirst: UnsafeMutablePointer<Int>?
    private var textRowLast: UnsafeMutablePointer<Int>?
    private var textRowCapacity = 0
    let scratchPixels: UnsafeMutablePointer<UInt32>
    let scratchCoverage: UnsafeMutablePointer<UInt8>
    /// Two rows of `width` pixels for the translated-image blender's filtered source rows.
    let scratchImageRows: UnsafeMutablePointer<UInt32>

    /// Creates a bitmap context, or returns nil for a pixel format OpenUIKit does not draw into.
    ///
    /// Accepted: positive sizes, `bitsPerComponent` 8, an RGB `space`, and `bitmapInfo` of
    /// `CGImageAlphaInfo.premultipliedLast` with the default or `.byteOrder32Big` byte order.
    /// `bytesPerRow` 0 means `4 * width`; otherwise it must be at least that and a multiple of 4.
    /// With `data` nil the context allocates zeroed (transparent) memory it owns; otherwise it draws
    /// into the caller's memory, which must hold `bytesPerRow * height` bytes, be 4-byte aligned, and
    /// outlive the context.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let stride = bytesPerRow == 0 ? width * 4 : bytesPerRow
        guard width > 0, height > 0, bitsPerComponent == 8, space.model == .rgb, info.isPremultipliedRGBA,
              stride >= width * 4, stride % 4 == 0 else { return nil }
        if let data {
            guard Int(bitPattern: data) % 4 == 0 else { return nil }
            base = data
            ownsMemory = false
        } else {
            base = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
            PixelMemory.fill(base, byte: 0, count: stride * height)
            ownsMemory = true
        }
        self.width = width
        self.height = height
        self.bytesPerRow = stride
        self.bitmapInfo = info
        colorSpace = space
        state = GraphicsState(clip: ClipRegion(width: width, height: height))
        scratchPixels = .allocate(capacity: width)
        scratchCoverage = .allocate(capacity: width)
        scratchImageRows = .allocate(capacity: 2 * width)
    }

    deinit {
        textCoverageBytes?.deallocate()
        textRowFirst?.deallocate()
        textRowLast?.deallocate()
        if ownsMemory { base.deallocate() }
        scratchPixels.deallocate()
        scratchCoverage.deallocate()
        scratchImageRows.deallocate()
    }

    /// The pixel memory: the caller's when given to the initializer, otherwise memory the context owns.
    public var data: UnsafeMutableRawPointer? { base }

    /// The alpha layout: always `.premultipliedLast`.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedLast }

    /// Returns a new image holding a copy of the current pixels; later drawing does not change it.
    public func makeImage() -> CGImage? {
        var bytes = Data(count: width * height * 4)
        bytes.withUnsafeMutableBytes { dst in
            for y in 0..<height {
                (dst.baseAddress! + y * width * 4).copyMemory(from: base + y * bytesPerRow, byteCount: width * 4)
            }
        }
        return CGImage(width: width, height: height, premultipliedRGBA: bytes)
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (CTM, clip, colors, line and text settings, alpha, blend mode) onto the state stack.
    public func saveGState() {
        stateStack.append(state)
    }

    /// Pops the most recently saved graphics state; traps when nothing was saved.
    ///
    /// The current path and the text matrix are not part of the state and stay as they are.
    public func restoreGState() {
        guard let saved = stateStack.popLast() else {
            preconditionFailure("CGContext.restoreGState(): no saved graphics state; every restore needs an earlier saveGState()")
        }
        state = saved
    }

    /// The current transformation from user space to the default user space (bottom-left origin, y up).
    public var ctm: CGAffineTransform { state.ctm }

    /// The transformation from user space to the device: the CTM, since a bitmap's device space is its default user space.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    /// Applies `transform` before the current CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
    }

    /// Moves the user-space origin by `(tx, ty)` in current user units.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        state.ctm = state.ctm.translatedBy(x: tx, y: ty)
    }

    /// Scales user space by `(sx, sy)`.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
        state.ctm = state.ctm.scaledBy(x: sx, y: sy)
    }

    /// Rotates user space by `angle` radians, counter-clockwise in a y-up space.
    public func rotate(by angle: CGFloat) {
        state.ctm = state.ctm.rotated(by: angle)
    }

    /// The transform from the default user space to device pixel coordinates (row 0 at the top).
    var flip: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
    }

    /// The transform from user space to device pixel coordinates.
    var userToDevice: CGAffineTransform { state.ctm.concatenating(flip) }

    /// Zeroed coverage memory of at least `byteCount` bytes for text, and spans for `rows` rows; the coverage must be zero again after use.
    func textCoverage(byteCount: Int, rows: Int)
        -> (bytes: UnsafeMutablePointer<UInt8>, rowFirst: UnsafeMutablePointer<Int>, rowLast: UnsafeMutablePointer<Int>) {
        if byteCount > textCoverageCapacity || textCoverageBytes == nil {
            textCoverageBytes?.deallocate()
            textCoverageCapacity = max(byteCount, 1)
            textCoverageBytes = .allocate(capacity: textCoverageCapacity)
            PixelMemory.fill(textCoverageBytes!, byte: 0, count: textCoverageCapacity)
        }
        if rows > textRowCapacity || textRowFirst == nil {
            textRowFirst?.deallocate()
            textRowLast?.deallocate()
            textRowCapacity = max(rows, 1)
            textRowFirst = .allocate(capacity: textRowCapacity)
            textRowLast = .allocate(capacity: textRowCapacity)
        }
        return (textCoverageBytes!, textRowFirst!, textRowLast!)
    }

    /// The pixels as the rasterizer sees them.
    var target: RenderTarget {
        RenderTarget(pixels: base.assumingMemoryBound(to: UInt32.self), width: width, height: height,
                     rowPixels: bytesPerRow / 4, kernels: pixelKernels)
    }
}
