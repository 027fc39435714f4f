import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The control at the leading edge of a cell in editing mode, drawn with paths: a white minus in
/// a red circle for `.delete`, a white plus in a green circle for `.insert`.
///
/// Apple draws the SF Symbols `minus.circle.fill` and `plus.circle.fill` in a white-on-colour
/// palette (reference §11.4 [M]); OpenUIKit has no symbol font, so the same shapes are filled at
/// about the symbols' size. A tap sends `.touchUpInside`, which the cell passes to its table.
/// While the row's Delete button shows, the minus turns upright, as iOS turns it.
final class TableCellEditingControl: UIControl {
    var style: UITableViewCell.EditingStyle {
        didSet { if oldValue != style { setNeedsDisplay() } }
    }

    /// Whether the minus stands upright because the row's Delete button shows.
    var isConfirming = false {
        didSet { if oldValue != isConfirming { setNeedsDisplay() } }
    }

    init(style: UITableViewCell.EditingStyle) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: UIKitConstants.tableEditingControlSize))
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { preconditionFailure("TableCellEditingControl.init(coder:) is not available") }

    /// A finger-sized target: the control takes touches up to the row's height around its circle.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -UIKitConstants.tableEditingControlTouchOutset, dy: -UIKitConstants.tableEditingControlTouchOutset)
            .contains(point)
    }

    override var isHighlighted: Bool {
        didSet { if oldValue != isHighlighted { setNeedsDisplay() } }
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let fill: UIColor
        switch style {
        case .none: return
        case .delete: fill = .systemRed
        case .insert: fill = .systemGreen
        }
        let size = bounds.size
        ctx.setFillColor(fill.withAlphaComponent(isHighlighted ? 0.6 : 1).cgColor)
        ctx.addEllipse(in: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        ctx.fillPath()
        ctx.setFillColor(UIColor.white.cgColor)
        let bar = UIKitConstants.tableEditingControlBar
        let horizontal = CGRect(x: (size.width - bar.length) / 2, y: (size.height - bar.thickness) / 2,
                                width: bar.length, height: bar.thickness)
        let vertical = CGRect(x: (size.width - bar.thickness) / 2, y: (size.height - bar.length) / 2,
                              width: bar.thickness, height: bar.length)
        switch style {
        case .none:
            break
        case .delete:
            ctx.fill(isConfirming ? vertical : horizontal)
        case .insert:
            ctx.fill(horizontal)
            ctx.fill(vertical)
        }
    }
}

/// The red button at a cell's trailing edge that confirms a deletion: a white title on
/// `systemRed`, the row's height, as wide as its title and padding.
///
/// iOS 11+ shows it as a destructive `UIContextualAction` titled "Delete" (reference §11.4
/// [H]); its width is not resolved there, so the title gets 15 pt on each side [L]. A tap sends
/// `.touchUpInside`, which the cell passes to its table as a commit of `.delete`.
final class TableDeleteConfirmationButton: UIControl {
    let titleLabel = UILabel()

    init(title: String) {
        super.init(frame: .zero)
        backgroundColor = .systemRed
        clipsToBounds = true
        titleLabel.text = title
        titleLabel.textColor = .white
        titleLabel.font = UIFont.systemFont(ofSize: UIKitConstants.tableDeleteButtonFontSize)
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { preconditionFailure("TableDeleteConfirmationButton.init(coder:) is not available") }

    /// The width the title needs with its padding.
    var preferredWidth: CGFloat {
        (titleLabel.sizeThatFits(.zero).width + 2 * UIKitConstants.tableDeleteButtonPadding).rounded(.up)
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = UIColor.systemRed.withAlphaComponent(isHighlighted ? 0.8 : 1) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The title stays at the button's leading edge while the button widens from zero.
        titleLabel.frame = CGRect(x: 0, y: 0, width: preferredWidth, height: bounds.height)
    }
}
