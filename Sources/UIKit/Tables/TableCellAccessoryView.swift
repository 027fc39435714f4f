import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The glyph of a cell's `accessoryType`, drawn with paths: a chevron, a checkmark, an info
/// button, or an info button and a chevron.
///
/// Apple draws SF Symbols (`chevron.forward` small in `tertiaryLabel`, `checkmark` and the info
/// circle in the tint colour, reference §11.4 [M]); OpenUIKit has no symbol font, so the same
/// shapes are stroked at about the symbols' sizes. The info button is a control: a tap on it
/// sends `.touchUpInside`, which the cell turns into
/// `tableView(_:accessoryButtonTappedForRowWith:)`; the chevron and checkmark take no touches,
/// which go on to the row.
final class TableCellAccessoryView: UIControl {
    var type: UITableViewCell.AccessoryType {
        didSet { typeChanged() }
    }

    /// The chevron's box and the checkmark's box, in points [L], and the info circle's 22 pt
    /// (reference §13.3 [L]).
    static let chevronSize = CGSize(width: 8, height: 13)
    static let checkmarkSize = CGSize(width: 15, height: 12)
    static let infoSize = CGSize(width: 22, height: 22)

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
        typeChanged()
    }

    required init?(coder: NSCoder) { preconditionFailure("TableCellAccessoryView.init(coder:) is not available") }

    private func typeChanged() {
        switch type {
        case .none, .disclosureIndicator, .checkmark: isUserInteractionEnabled = false
        case .detailButton, .detailDisclosureButton: isUserInteractionEnabled = true
        }
        frame.size = glyphSize
        setNeedsDisplay()
    }

    /// The size the glyph needs.
    var glyphSize: CGSize {
        switch type {
        case .none: .zero
        case .disclosureIndicator: Self.chevronSize
        case .checkmark: Self.checkmarkSize
        case .detailButton: Self.infoSize
        case .detailDisclosureButton:
            CGSize(width: Self.infoSize.width + UIKitConstants.tableContentAccessoryPadding + Self.chevronSize.width,
                   height: Self.infoSize.height)
        }
    }

    override var isHighlighted: Bool {
        didSet { if oldValue != isHighlighted { setNeedsDisplay() } }
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let tint = UIKitConstants.tableColors.tint.withAlphaComponent(isHighlighted ? 0.2 : 1)
        switch type {
        case .none:
            break
        case .disclosureIndicator:
            drawChevron(in: ctx, at: CGPoint(x: 0, y: (bounds.height - Self.chevronSize.height) / 2))
        case .checkmark:
            ctx.setStrokeColor(tint.cgColor)
            ctx.setLineWidth(2)
            ctx.setLineCap(.round)
            ctx.setLineJoin(.round)
            ctx.move(to: CGPoint(x: 1.5, y: 6.5))
            ctx.addLine(to: CGPoint(x: 5.5, y: 10.5))
            ctx.addLine(to: CGPoint(x: 13.5, y: 1.5))
            ctx.strokePath()
        case .detailButton:
            drawInfo(in: ctx, color: tint)
        case .detailDisclosureButton:
            drawInfo(in: ctx, color: tint)
            drawChevron(in: ctx, at: CGPoint(x: Self.infoSize.width + UIKitConstants.tableContentAccessoryPadding,
                                             y: (bounds.height - Self.chevronSize.height) / 2))
        }
    }

    private func drawChevron(in ctx: CGContext, at origin: CGPoint) {
        ctx.setStrokeColor(UIKitConstants.tableColors.disclosure.cgColor)
        ctx.setLineWidth(2)
        ctx.setLineCap(.round)
        ctx.setLineJoin(.round)
        ctx.move(to: CGPoint(x: origin.x + 1.5, y: origin.y + 1.5))
        ctx.addLine(to: CGPoint(x: origin.x + 6.5, y: origin.y + 6.5))
        ctx.addLine(to: CGPoint(x: origin.x + 1.5, y: origin.y + 11.5))
        ctx.strokePath()
    }

    /// A circled "i": a 1.5 pt ring, a dot and a stem.
    private func drawInfo(in ctx: CGContext, color: UIColor) {
        let size = Self.infoSize
        ctx.setStrokeColor(color.cgColor)
        ctx.setFillColor(color.cgColor)
        ctx.setLineWidth(1.5)
        ctx.addEllipse(in: CGRect(x: 0.75, y: 0.75, width: size.width - 1.5, height: size.height - 1.5))
        ctx.strokePath()
        ctx.addEllipse(in: CGRect(x: size.width / 2 - 1.25, y: 5, width: 2.5, height: 2.5))
        ctx.fillPath()
        ctx.fill(CGRect(x: size.width / 2 - 1, y: 9.5, width: 2, height: 7.5))
    }
}
