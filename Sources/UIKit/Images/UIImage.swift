import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// An immutable bitmap image with a scale: its `size` is in points, its `cgImage` in pixels.
///
/// Images come from PNG data, files and bundles (`named:` picks the `@2x` or `@3x` variant for
/// the screen's scale), or from drawing (`UIGraphicsImageRenderer`). Variants made by
/// `withRenderingMode(_:)` and `resizableImage(withCapInsets:resizingMode:)` share the pixels.
/// Data that is not a PNG gives nil.
open class UIImage: NSObject, _ExpressibleByImageLiteral, @unchecked Sendable {
    /// How an image is drawn where a tint could apply (an image view, a button).
    public enum RenderingMode: Int, Sendable {
        /// As the context decides: a template in bar items and system buttons' glyphs, the
        /// original elsewhere (an image view, a button's image).
        case automatic = 0
        /// The image's own colours.
        case alwaysOriginal
        /// The image's alpha only, filled with the tint colour.
        case alwaysTemplate
    }

    /// How the middle parts of a resizable image fill the space between the caps.
    public enum ResizingMode: Int, Sendable {
        case tile = 0, stretch
    }

    /// The pixels.
    public let cgImage: CGImage?
    /// Pixels per point (1, 2 or 3).
    public let scale: CGFloat
    /// How the image is drawn where a tint could apply (`.automatic` by default).
    public let renderingMode: RenderingMode
    /// The caps, in points, that a resizable image keeps at their size (zero: not resizable).
    public let capInsets: UIEdgeInsets
    /// How a resizable image's middle parts fill the space (`.tile` by default).
    public let resizingMode: ResizingMode

    /// A colour that the image is always drawn in (`withTintColor(_:)`), or nil.
    let fixedTintColor: UIColor?

    /// The image's size in points: its pixel size divided by its scale.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    init(cgImage: CGImage, scale: CGFloat, renderingMode: RenderingMode, capInsets: UIEdgeInsets,
         resizingMode: ResizingMode, tintColor: UIColor?) {
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        fixedTintColor = tintColor
        super.init()
    }

    /// An empty image: no pixels, zero size.
    public override init() {
        cgImage = nil
        scale = 1
        renderingMode = .automatic
        capInsets = .zero
        resizingMode = .tile
        fixedTintColor = nil
        super.init()
    }

    /// An image of `cgImage`'s pixels at `scale` pixels per point.
    public convenience init(cgImage: CGImage, scale: CGFloat = 1) {
        self.init(cgImage: cgImage, scale: scale, renderingMode: .automatic, capInsets: .zero, resizingMode: .tile, tintColor: nil)
    }

    /// An image decoded from PNG data at scale 1; nil when the data is not a PNG.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image decoded from PNG data at `scale` pixels per point; nil when the data is not a PNG.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = CGImage(pngDataProviderSource: CGDataProvider(bytes: data), decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        else { return nil }
        self.init(cgImage: image, scale: scale)
    }

    /// An image read from the PNG file at `path`, with the scale its name gives (`@2x`, `@3x`;
    /// 1 otherwise); nil when the file cannot be read or is not a PNG.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: Self.scale(ofFileNamed: (path as NSString).lastPathComponent))
    }

    /// The image named `name` in the app's main bundle, for the screen's scale.
    ///
    /// On the main actor, since it reads the running screen's scale (a departure: iOS allows any thread).
    @preconcurrency @MainActor public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` (with or without `.png`) in `bundle` (the main bundle when nil),
    /// for the display scale of `traitCollection` (the screen's when nil or unspecified).
    ///
    /// The variant for that scale (`name@3x.png` for 3) is preferred, then larger ones, then
    /// smaller ones, down to the plain `name.png` at scale 1, as iOS looks them up.
    @preconcurrency @MainActor
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundle = bundle ?? .main
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        var wanted = traitCollection?.displayScale ?? 0
        if wanted == 0 { wanted = UIScreen.current?.scale ?? 1 }
        let scales = [wanted] + [3, 2, 1].filter { $0 > wanted } + [3, 2, 1].filter { $0 < wanted }
        for scale in scales {
            let resource = scale == 1 ? base : "\(base)@\(Int(scale))x"
            if let path = bundle.path(forResource: resource, ofType: "png"), let data = FileManager.default.contents(atPath: path) {
                self.init(data: data, scale: scale)
                return
            }
        }
        return nil
    }

    /// The image that `#imageLiteral(resourceName:)` names, from the app's main bundle, as
    /// `UIImage(named:)` finds it. Traps, naming the image, when the bundle has none: a literal
    /// is not optional, and on iOS a missing one stops the app too.
    public required convenience init(imageLiteralResourceName name: String) {
        let found = MainActor.assumeIsolated { UIImage(named: name) }
        guard let found, let cgImage = found.cgImage else {
            preconditionFailure("#imageLiteral(resourceName: \"\(name)\"): the app's main bundle has no image of that name")
        }
        self.init(cgImage: cgImage, scale: found.scale)
    }

    /// The scale a file name gives: 2 or 3 for a name ending `@2x` or `@3x` before its extension, else 1.
    static func scale(ofFileNamed name: String) -> CGFloat {
        let stem = (name as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    // MARK: Variants

    /// The same image drawn in `renderingMode`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        guard let cgImage else { return self }
        return UIImage(cgImage: cgImage, scale: scale, renderingMode: renderingMode, capInsets: capInsets,
                       resizingMode: resizingMode, tintColor: fixedTintColor)
    }

    /// The same image, always drawn filled with `color` (its alpha kept), as a template would be.
    open func withTintColor(_ color: UIColor) -> UIImage {
        guard let cgImage else { return self }
        return UIImage(cgImage: cgImage, scale: scale, renderingMode: .alwaysTemplate, capInsets: capInsets,
                       resizingMode: resizingMode, tintColor: color)
    }

    /// The same image, resizable: drawn larger, its caps keep their size and its middle parts tile.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image, resizable: drawn larger, its corners keep their size, its edges stretch
    /// or tile along their length, and its centre stretches or tiles both ways.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        guard let cgImage else { return self }
        return UIImage(cgImage: cgImage, scale: scale, renderingMode: renderingMode, capInsets: capInsets,
                       resizingMode: resizingMode, tintColor: fixedTintColor)
    }

    /// The image encoded as PNG, or nil when it has no pixels.
    open func pngData() -> Data? {
        try? cgImage?.pngData()
    }

    // MARK: Drawing

    /// Draws the image with its top-left corner at `point` at its size, in the current context.
    @preconcurrency @MainActor open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image filling `rect` in the current context (y down, as UIKit draws): a
    /// resizable image in nine parts, an image with a tint colour filled with it.
    @preconcurrency @MainActor open func draw(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        draw(in: rect, context: ctx, tint: fixedTintColor)
    }

    /// Draws into `ctx` filling `rect` (y-down user space), tinted with `tint` when given.
    @MainActor func draw(in rect: CGRect, context ctx: CGContext, tint: UIColor?) {
        guard var pixels = cgImage, rect.width > 0, rect.height > 0 else { return }
        if let tint { pixels = Self.tinted(pixels, with: tint.cgColor) }
        if capInsets != .zero {
            drawNineParts(pixels, in: rect, context: ctx)
        } else {
            Self.drawUpright(pixels, in: rect, context: ctx)
        }
    }

    /// Draws `image` upright into `rect` of a y-down user space.
    static func drawUpright(_ image: CGImage, in rect: CGRect, context ctx: CGContext) {
        ctx.saveGState()
        ctx.translateBy(x: 0, y: rect.minY + rect.maxY)
        ctx.scaleBy(x: 1, y: -1)
        ctx.draw(image, in: rect)
        ctx.restoreGState()
    }

    /// Draws the nine parts of a resizable image: corners at their size, edges and centre
    /// stretched or tiled.
    private func drawNineParts(_ image: CGImage, in rect: CGRect, context ctx: CGContext) {
        let insets = capInsets
        let pixelColumns = [0, insets.left * scale, CGFloat(image.width) - insets.right * scale, CGFloat(image.width)]
        let pixelRows = [0, insets.top * scale, CGFloat(image.height) - insets.bottom * scale, CGFloat(image.height)]
        let columns = [rect.minX, rect.minX + insets.left, rect.maxX - insets.right, rect.maxX]
        let rows = [rect.minY, rect.minY + insets.top, rect.maxY - insets.bottom, rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: pixelColumns[column], y: pixelRows[row], width: pixelColumns[column + 1] - pixelColumns[column],
                                    height: pixelRows[row + 1] - pixelRows[row])
                let target = CGRect(x: columns[column], y: rows[row], width: columns[column + 1] - columns[column],
                                    height: rows[row + 1] - rows[row])
                guard source.width > 0, source.height > 0, target.width > 0, target.height > 0,
                      let part = image.cropping(to: source) else { continue }
                if resizingMode == .stretch || (column != 1 && row != 1) {
                    Self.drawUpright(part, in: target, context: ctx)
                    continue
                }
                // Tiles at the part's own size along the axes that are not a cap.
                let tileWidth = column == 1 ? source.width / scale : target.width
                let tileHeight = row == 1 ? source.height / scale : target.height
                ctx.saveGState()
                ctx.clip(to: target)
                var y = target.minY
                while y < target.maxY {
                    var x = target.minX
                    while x < target.maxX {
                        Self.drawUpright(part, in: CGRect(x: x, y: y, width: tileWidth, height: tileHeight), context: ctx)
                        x += tileWidth
                    }
                    y += tileHeight
                }
                ctx.restoreGState()
            }
        }
    }

    /// `image` with every pixel's colour replaced by `color`, its coverage kept (the alpha
    /// multiplied by the colour's).
    static func tinted(_ image: CGImage, with color: CGColor) -> CGImage {
        let components = color.components ?? [0, 0, 0, 1]
        let rgba = components.count >= 4 ? components : [components[0], components[0], components[0], components.count > 1 ? components[1] : 1]
        let r = rgba[0] * rgba[3], g = rgba[1] * rgba[3], b = rgba[2] * rgba[3], a = rgba[3]
        var pixels = image.premultipliedRGBA
        pixels.withUnsafeMutableBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var index = 0
            while index < bytes.count {
                let coverage = CGFloat(bytes[index + 3]) / 255
                bytes[index] = UInt8((r * coverage * 255).rounded())
                bytes[index + 1] = UInt8((g * coverage * 255).rounded())
                bytes[index + 2] = UInt8((b * coverage * 255).rounded())
                bytes[index + 3] = UInt8((a * coverage * 255).rounded())
                index += 4
            }
        }
        return CGImage(width: image.width, height: image.height, premultipliedRGBA: pixels)
    }
}

/// The type an `#imageLiteral(…)` has where nothing else says: a `UIImage`, as in Apple's UIKit.
public typealias _ImageLiteralType = UIImage
