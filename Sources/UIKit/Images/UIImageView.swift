import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A view that shows an image, placed by its `contentMode`.
///
/// The image becomes the layer's contents at its own scale, so the content modes place it as
/// Core Animation's gravities do (`.scaleAspectFill` overflows the bounds unless
/// `clipsToBounds`). A template image (`.alwaysTemplate`) is filled with the view's `tintColor`,
/// resolved against its traits, and follows tint and appearance changes; a resizable image
/// with `.scaleToFill` is drawn in nine parts at the bounds' size. The view ignores touches by
/// default, and its intrinsic size is the image's.
@preconcurrency @MainActor open class UIImageView: UIView {
    /// The image shown while not highlighted (nil by default).
    open var image: UIImage? {
        didSet { if oldValue !== image { imageDidChange() } }
    }
    /// The image shown while highlighted; the normal image when nil.
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted, oldValue !== highlightedImage { imageDidChange() } }
    }
    /// Whether the highlighted image shows (false by default).
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted { imageDidChange() } }
    }

    /// An image view of `image`'s size at the origin.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configure()
    }

    /// An image view of `image`'s size that shows `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configure()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UIImageView.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
    }

    private func configure() {
        isUserInteractionEnabled = false
        isOpaque = false
        updateContents()
    }

    /// The image shown now: the highlighted one while highlighted, if there is one.
    private var displayedImage: UIImage? {
        isHighlighted ? (highlightedImage ?? image) : image
    }

    /// The bounds size the contents were made for, for resizable images.
    private var contentsSize: CGSize = .zero

    private func imageDidChange() {
        updateContents()
        invalidateIntrinsicContentSize()
    }

    /// Puts the displayed image, tinted if it is a template, into the layer.
    private func updateContents() {
        guard let image = displayedImage, let pixels = image.cgImage else {
            layer.contents = nil
            return
        }
        let tint: UIColor? = image.fixedTintColor ?? (image.renderingMode == .alwaysTemplate ? tintColor : nil)
        if image.capInsets != .zero, contentMode == .scaleToFill || contentMode == .redraw {
            contentsSize = bounds.size
            guard bounds.width > 0, bounds.height > 0 else {
                layer.contents = nil
                return
            }
            let format = UIGraphicsImageRendererFormat()
            format.scale = layer.contentsScale
            let traits = traitsForDrawing
            let drawn = UIGraphicsImageRenderer(size: bounds.size, format: format).image { context in
                traits.performAsCurrent {
                    image.draw(in: CGRect(origin: .zero, size: bounds.size), context: context.cgContext, tint: tint)
                }
            }
            layer.contentsScale = format.scale
            layer.contents = drawn.cgImage
            return
        }
        layer.contentsScale = image.scale
        if let tint {
            let color = tint.resolvedColor(with: traitsForDrawing).cgColor
            layer.contents = UIImage.tinted(pixels, with: color)
        } else {
            layer.contents = pixels
        }
    }

    open override var contentMode: UIView.ContentMode {
        didSet { updateContents() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let image = displayedImage, image.capInsets != .zero, contentsSize != bounds.size { updateContents() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if let image = displayedImage, image.renderingMode == .alwaysTemplate, image.fixedTintColor == nil { updateContents() }
    }

    override func displayEnvironmentDidChange() {
        super.displayEnvironmentDidChange()
        updateContents()
    }

    /// An image view reports the image trait (and is not an element unless the app says so, as on iOS).
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .image }

    /// The image's size in points (none without an image).
    open override var intrinsicContentSize: CGSize {
        guard let image = displayedImage else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return image.size
    }

    /// The image's size in points (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? bounds.size
    }
}
