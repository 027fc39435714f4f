import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A navigation bar's back button: a chevron and the back title, in the bar's tint, faded while
/// pressed; it answers touches over at least 100 pt (75 in landscape) from its leading edge
/// (reference §12.2 [M]).
@_spi(Testing) public final class BackButtonView: UIControl {
    /// The title after the chevron (nil for the chevron alone).
    @_spi(Testing) public let title: String?
    /// The least width the button answers touches over.
    var minimumTouchWidth = UIKitConstants.backButtonMinimumTouchWidth

    init(title: String?) {
        self.title = title
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("BackButtonView.init(coder:): OpenUIKit has no nib or storyboard loading")
    }

    public override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    public override var isHighlighted: Bool { didSet { if oldValue != isHighlighted { setNeedsDisplay() } } }

    private var assignedAccessibilityLabel: String?

    /// The back title, or "Back" for the chevron alone, unless one was set.
    public override var accessibilityLabel: String? {
        get { assignedAccessibilityLabel ?? title ?? UIKitConstants.genericBackButtonTitle }
        set { assignedAccessibilityLabel = newValue }
    }

    public override var description: String { describe(adding: ["back = '\(title ?? "")'"]) }

    static var font: UIFont { UIFont.systemFont(ofSize: UIKitConstants.barTitleFontSize) }

    /// Where the title starts: after the chevron's inset, the chevron and the gap.
    static var titleX: CGFloat {
        UIKitConstants.backChevronLeadingInset + UIKitConstants.backChevronSize.width + UIKitConstants.backChevronTitleGap
    }

    /// The width of the chevron and `title` together, from the button's leading edge.
    static func width(for title: String?) -> CGFloat {
        guard let title else { return UIKitConstants.backChevronLeadingInset + UIKitConstants.backChevronSize.width }
        return titleX + ceil(title.size(withAttributes: [.font: font]).width)
    }

    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let touchArea = CGRect(x: 0, y: 0, width: max(bounds.width, minimumTouchWidth), height: bounds.height)
        return touchArea.contains(point)
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let tint: UIColor = tintColor ?? .systemBlue
        let color = isHighlighted ? tint.withAlphaComponent(UIKitConstants.barItemHighlightedAlpha) : tint
        let chevron = UIKitConstants.backChevronSize
        let x = UIKitConstants.backChevronLeadingInset, y = ((bounds.height - chevron.height) / 2).rounded()
        context.saveGState()
        context.setStrokeColor(color.cgColor)
        context.setLineWidth(3)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.addLines(between: [CGPoint(x: x + chevron.width - 1.5, y: y + 1.5),
                                   CGPoint(x: x + 1.5, y: y + chevron.height / 2),
                                   CGPoint(x: x + chevron.width - 1.5, y: y + chevron.height - 1.5)])
        context.strokePath()
        context.restoreGState()
        guard let title else { return }
        let size = title.size(withAttributes: [.font: Self.font])
        title.draw(at: CGPoint(x: Self.titleX, y: ((bounds.height - size.height) / 2).rounded()),
                   withAttributes: [.font: Self.font, .foregroundColor: color])
    }
}
