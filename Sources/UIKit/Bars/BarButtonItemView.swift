import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The view a bar shows for a titled or system bar button item: its title or glyph in the item's
/// tint or the one it inherits from the bar,
/// faded while pressed and dimmed while disabled, sending the item's action on a touch-up inside.
///
/// A title shows in a label of its own, as iOS's bar buttons show theirs (a `UIButtonLabel`
/// inside the button), so it is on screen as text like any other; an image or glyph is drawn.
/// The view is one accessibility element with the button trait, labelled with the title.
@_spi(Testing) public final class BarButtonItemView: UIControl, BarItemObserver {
    /// The item the view shows.
    @_spi(Testing) public let item: UIBarButtonItem
    private let glyph: BarButtonGlyph?
    /// The title's label, while the item shows a title.
    private var titleLabel: UILabel?

    init(item: UIBarButtonItem) {
        self.item = item
        glyph = item.systemItem.flatMap(BarButtonGlyph.glyph(for:))
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
        isEnabled = item.isEnabled
        item.addObserver(self)
        addTarget(self, action: Selector(BarButtonItemView.tapped), for: .touchUpInside)
        updateTitle()
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("BarButtonItemView.init(coder:): OpenUIKit has no nib or storyboard loading")
    }

    private func tapped() { item.sendAction(from: self) }

    func barItemDidChange(_ item: UIBarItem) {
        isEnabled = item.isEnabled
        updateTitle()
        setNeedsDisplay()
        superview?.setNeedsLayout()
    }

    public override func tintColorDidChange() {
        super.tintColorDidChange()
        updateTitle()
        setNeedsDisplay()
    }

    public override var isHighlighted: Bool {
        didSet {
            guard oldValue != isHighlighted else { return }
            updateTitle()
            setNeedsDisplay()
        }
    }

    /// The title a label shows: the item's, unless a glyph or image shows instead.
    private var shownTitle: String? {
        guard glyph == nil, item.displayedImage == nil else { return nil }
        return item.displayedTitle
    }

    /// Makes, updates or removes the title's label for the item's title, font and colour now.
    private func updateTitle() {
        guard let title = shownTitle else {
            titleLabel?.removeFromSuperview()
            titleLabel = nil
            return
        }
        let label = titleLabel ?? UILabel()
        if titleLabel == nil {
            titleLabel = label
            addSubview(label)
        }
        label.text = title
        label.font = font
        label.textColor = drawingColor
        setNeedsLayout()
    }

    /// The title's label sits centred, on whole points, at the title's size.
    public override func layoutSubviews() {
        super.layoutSubviews()
        guard let titleLabel else { return }
        let size = contentSize
        titleLabel.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                                  width: size.width, height: size.height)
    }

    /// A bar button is one accessibility element, as iOS's bar buttons are.
    override var defaultIsAccessibilityElement: Bool { true }
    /// It reports the button trait, with the control's state traits.
    override var defaultAccessibilityTraits: UIAccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }

    public override var accessibilityIdentifier: String? {
        get { item.accessibilityIdentifier }
        set { item.accessibilityIdentifier = newValue }
    }

    public override var accessibilityLabel: String? {
        get { item.accessibilityLabel ?? item.displayedTitle ?? item.systemItem.map { "\($0)" } }
        set { item.accessibilityLabel = newValue }
    }

    public override var description: String {
        describe(adding: ["item = '\(item.title ?? item.systemItem.map { "\($0)" } ?? "")'"])
    }

    /// The title font: 17 pt, semibold for `.done` (reference §12.2 [M-H]).
    var font: UIFont { Self.font(for: item) }

    /// The size of the title or glyph, without padding.
    var contentSize: CGSize {
        if glyph != nil { return CGSize(width: UIKitConstants.barGlyphSide, height: UIKitConstants.barGlyphSide) }
        if let image = item.displayedImage { return image.size }
        let size = (item.displayedTitle ?? "").size(withAttributes: [.font: Self.font(for: item)])
        return CGSize(width: ceil(size.width), height: ceil(size.height))
    }

    /// The width of the title, image or glyph `item` shows.
    static func contentWidth(of item: UIBarButtonItem) -> CGFloat {
        if item.systemItem.flatMap(BarButtonGlyph.glyph(for:)) != nil { return UIKitConstants.barGlyphSide }
        if let image = item.displayedImage { return ceil(image.size.width) }
        return ceil((item.displayedTitle ?? "").size(withAttributes: [.font: font(for: item)]).width)
    }

    static func font(for item: UIBarButtonItem) -> UIFont {
        UIFont.systemFont(ofSize: UIKitConstants.barTitleFontSize, weight: item.style == .done ? .semibold : .regular)
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize { contentSize }

    /// The colour the content is drawn in now: the tint, faded while pressed, or the
    /// disabled grey.
    @_spi(Testing) public var drawingColor: UIColor {
        guard item.isEnabled else { return UIKitConstants.barItemDisabledColor }
        let tint = item.tintColor ?? tintColor ?? .systemBlue
        return isHighlighted ? tint.withAlphaComponent(UIKitConstants.barItemHighlightedAlpha) : tint
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let color = drawingColor
        if let glyph {
            glyph.draw(in: context, centredIn: bounds, color: color.cgColor)
        } else if let image = item.displayedImage {
            // Bar items draw images as templates unless they ask for their own colours.
            let size = image.size
            let rect = CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                              width: size.width, height: size.height)
            image.draw(in: rect, context: context, tint: image.renderingMode == .alwaysOriginal ? nil : color)
        }
    }
}
