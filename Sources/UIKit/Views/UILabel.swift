import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A view that displays one or more lines of read-only text, vertically centred in its bounds.
@preconcurrency @MainActor open class UILabel: UIView {
    /// The text (nil by default).
    open var text: String? { didSet { if oldValue != text { textDidChange() } } }
    /// The font (the 17 pt system font by default).
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) { didSet { textDidChange() } }
    /// The text colour (`.label`, black, by default).
    open var textColor: UIColor! = .label { didSet { setNeedsDisplay() } }
    /// The alignment of the lines (`.natural`, left, by default).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }
    /// The maximum number of lines; 0 means as many as needed (1 by default).
    open var numberOfLines = 1 { didSet { textDidChange() } }
    /// How text that does not fit is broken or truncated (`.byTruncatingTail` by default).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    /// The width at which a multi-line label's intrinsic size wraps its text (0 by default).
    ///
    /// With 0, a label placed by Auto Layout wraps at the width the engine gives it (iOS's
    /// automatic preferred width): when that width changes, the intrinsic height is
    /// invalidated and the engine solves again.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if oldValue != preferredMaxLayoutWidth { textDidChange() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    /// The label's accessibility label: the one set, or else its text, as on iOS.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? text }
        set { super.accessibilityLabel = newValue }
    }

    /// A label is an accessibility element (as on iOS).
    override var defaultIsAccessibilityElement: Bool { true }
    /// A label is static text (as on iOS).
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }

    public required init?(coder: NSCoder) {
        preconditionFailure("UILabel.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
    }

    /// The label's description as iOS prints it, with `text = '…'` after the frame.
    open override var description: String { describe(adding: text.map { ["text = '\($0)'"] } ?? []) }

    private func textDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func layout(width: CGFloat?) -> TextLayout {
        TextLayout(text: text ?? "", font: font, maxWidth: width, maximumLines: numberOfLines,
                   lineBreakMode: lineBreakMode)
    }

    /// The rectangle the text needs within `bounds`, limited to `numberOfLines` lines (0 = no
    /// limit): at the bounds' origin, as wide as the widest line and as tall as the lines, each
    /// no larger than the bounds.
    ///
    /// UILabel reads it where it sizes and draws: `sizeThatFits(_:)` and the intrinsic content
    /// size take its size for bounds as wide as the label may wrap at and unlimited in height,
    /// and `drawText(in:)` centres a rectangle of its height vertically in the rectangle it
    /// draws in. A subclass that overrides it (to add padding, say) changes both.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let width: CGFloat? = bounds.width < CGFloat.greatestFiniteMagnitude / 2 ? max(0, bounds.width) : nil
        let size = TextLayout(text: text ?? "", font: font, maxWidth: width, maximumLines: numberOfLines,
                              lineBreakMode: lineBreakMode).size
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(size.width, bounds.width), height: min(size.height, bounds.height))
    }

    /// Draws the text inside `rect`, wrapped at its width and aligned across it.
    ///
    /// The lines start at the top of a rectangle as tall as `textRect(forBounds:limitedToNumberOfLines:)`
    /// answers for `rect`, centred vertically in `rect` when it is shorter (at its top
    /// otherwise, as iOS does); what falls outside `rect` is clipped. `draw(_:)` calls it with the bounds.
    open func drawText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let text, !text.isEmpty else { return }
        let layout = self.layout(width: rect.width)
        let textHeight = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines).height
        let top = textHeight < rect.height ? rect.minY + ((rect.height - textHeight) / 2).rounded(.down) : rect.minY
        ctx.saveGState()
        ctx.clip(to: rect)
        layout.draw(in: ctx, origin: CGPoint(x: rect.minX, y: top), width: rect.width,
                    alignment: textAlignment, color: textColor)
        ctx.restoreGState()
    }

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// The size of the text within `size` (its width limits wrapping), rounded up to whole points:
    /// the size `textRect(forBounds:limitedToNumberOfLines:)` answers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(wrappingAt: size.width)
    }

    /// The size of `textRect(forBounds:limitedToNumberOfLines:)` for bounds `width` wide (no
    /// wrapping for 0 or a one-line label) and unlimited in height, rounded up to whole points.
    private func textSize(wrappingAt width: CGFloat) -> CGSize {
        let unlimited = CGFloat.greatestFiniteMagnitude
        let bounds = CGRect(x: 0, y: 0, width: width > 0 && numberOfLines != 1 ? width : unlimited, height: unlimited)
        let size = textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// The size of the text: one line's text unwrapped; a multi-line label's wrapped at
    /// `preferredMaxLayoutWidth`, or when that is 0 at the width Auto Layout gave the label
    /// (unwrapped before it has one).
    open override var intrinsicContentSize: CGSize { intrinsicSize(wrappingAt: intrinsicWrapWidth) }

    /// The width a multi-line label's intrinsic size wraps at, or 0 for none.
    private var intrinsicWrapWidth: CGFloat {
        guard numberOfLines != 1 else { return 0 }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return translatesAutoresizingMaskIntoConstraints ? 0 : bounds.width
    }

    /// Whether the label's intrinsic size follows the width Auto Layout gives it.
    var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// The size of the text wrapped at `width` (no wrapping for 0 or a one-line label), rounded
    /// up to whole points.
    func intrinsicSize(wrappingAt width: CGFloat) -> CGSize {
        textSize(wrappingAt: max(0, width))
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let oldWidth = super.bounds.width
            super.bounds = newValue
            layoutWidthDidChange(from: oldWidth)
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldWidth = super.bounds.width
            super.frame = newValue
            layoutWidthDidChange(from: oldWidth)
        }
    }

    /// A label under Auto Layout that wraps at its width has a new intrinsic height when its
    /// width changes.
    private func layoutWidthDidChange(from oldWidth: CGFloat) {
        guard bounds.width != oldWidth, wrapsAtLayoutWidth, !translatesAutoresizingMaskIntoConstraints else { return }
        invalidateIntrinsicContentSize()
    }

    /// The first or last line's baseline of the vertically centred text: half the height, less
    /// half the text's height, plus the font's ascender (and the lines above for the last).
    override func baselineLayout(last: Bool) -> (heightFactor: CGFloat, offset: CGFloat) {
        let wrap = intrinsicWrapWidth
        let lines = max(1, layout(width: wrap > 0 ? wrap : nil).lines.count)
        let textHeight = CGFloat(lines) * font.lineHeight
        let above = last ? CGFloat(lines - 1) * font.lineHeight : 0
        return (0.5, -textHeight / 2 + above + font.ascender)
    }
}
