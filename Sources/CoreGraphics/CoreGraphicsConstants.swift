/// The numbers that tune the rasterizer and the golden-image tools, each with the source of its value.
///
/// Apple's CoreGraphics has none of these as API, so they are internal: app code cannot see them.
/// Apple documents no flattening tolerances or table sizes for Quartz; the values below are
/// OpenUIKit's choices, each with the reason for it, and the golden images of `CoreGraphicsTests`
/// are drawn with them. A layer above that needs one gets
/// it through SPI in the group named after that layer (`@_spi(SpringBoard)`, say).
enum CoreGraphicsConstants {
    // MARK: Image decoding

    /// The most pixels on a side a decoded PNG may have: 16,384.
    ///
    /// The largest modelled screen (iPhone 15 Pro, 1179 × 2556 pixels) fits six times along
    /// its long side, and 16,384 is the largest texture side of iOS GPUs (Metal on A9 and
    /// later), so no image an app can show is refused. Checked before allocating, so a header
    /// that claims 100,000 × 100,000 costs nothing. OpenUIKit's choice.
    static let maximumDecodedImageDimension = 16_384

    /// The most bytes a decoded PNG's 8-bit RGBA may take: 256 MiB (8192 × 8192 pixels).
    ///
    /// About 22 full screens of the largest modelled iPhone, room for large app images and
    /// sprite sheets, while a decompression bomb (a small stream that inflates into gigabytes)
    /// cannot take a process that shares the machine with others past a quarter of a
    /// gibibyte. Checked before allocating. OpenUIKit's choice.
    static let maximumDecodedImageByteCount = 256 * 1024 * 1024

    // MARK: Curves

    /// How far, in device pixels, a flattened curve may stray from the true curve when filled,
    /// stroked, clipped to or drawn as a glyph: 0.1 px.
    ///
    /// A tenth of a pixel moves an edge pixel's coverage by at most a tenth, which does not show
    /// at any iPhone scale. OpenUIKit's choice.
    static let deviceFlatteningTolerance = 0.1

    /// How far, in output units, `CGPath.copy(strokingWithWidth:...)` lets flattened curves
    /// stray: 0.01.
    ///
    /// The stroked outline is a path that may later be scaled up, so it is flattened ten times
    /// finer than the device tolerance. OpenUIKit's choice.
    static let strokingFlatteningTolerance = 0.01

    /// How far, in path units, `CGPath.contains(_:using:transform:)` lets flattened curves stray: 0.001.
    ///
    /// Hit testing has no pixel grid to hide behind, so points near a curve must land on the
    /// right side of it. OpenUIKit's choice.
    static let containsFlatteningTolerance = 0.001

    /// The most lines one curve is split into, bounding the work on degenerate input: 4096.
    ///
    /// Far more than any on-screen curve needs at the device tolerance; only degenerate input
    /// (huge or non-finite control points) reaches it. OpenUIKit's choice.
    static let maximumCurveSubdivisions = 4096

    // MARK: Shading

    /// The number of precomputed colours along a linear gradient's axis: 1024.
    ///
    /// Adjacent entries differ by at most 1/1023 of the range between two stops, finer than one
    /// 8-bit colour step. OpenUIKit's choice.
    static let gradientTableSize = 1024

    // MARK: Text

    /// The most bytes the glyph masks that every context shares may hold: 8 MiB.
    ///
    /// A glyph of 17 pt text at 3× (51 px) is a mask of about 1.5 kB, so this keeps some five
    /// thousand of them: every glyph of several screens of text at the sizes and subpixel positions
    /// they are drawn at. OpenUIKit's choice.
    static let glyphCacheByteLimit = 8 << 20

    /// The largest em square, in device pixels, whose glyphs are drawn from cached masks: 400 px.
    ///
    /// A mask costs its box in bytes; larger text (rare, and short) is filled from its outlines
    /// every time, as it was before the cache. OpenUIKit's choice.
    static let largestCachedGlyphEm = 400.0

    // MARK: Golden images

    /// The share of the expected image, in 1/255, kept as the faded background of a golden
    /// comparison's difference image: 64.
    ///
    /// A quarter of the original keeps the picture recognisable under the opaque red of the
    /// differing pixels. OpenUIKit's choice.
    static let goldenDifferenceFadedWeight: UInt32 = 64
}
