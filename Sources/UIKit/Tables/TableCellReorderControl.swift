import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The grip at the trailing edge of a cell that can be reordered in editing mode: three
/// horizontal bars in `tertiaryLabel`, with a 16 pt gap before it and the margin after it.
///
/// Apple draws the SF Symbol `line.horizontal.3` (reference §11.4 [M]); OpenUIKit has no
/// symbol font, so the bars are filled at about the symbol's size. The view spans the row's
/// height from the end of the content to the cell's trailing edge, so the finger has a
/// row-sized target. A touch on it does not reach the row: the table's reorder recognizer
/// begins at once for a touch that goes down here (`UITableView+Reordering.swift`).
final class TableCellReorderControl: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { preconditionFailure("TableCellReorderControl.init(coder:) is not available") }

    /// The control's width for a cell with trailing margin `margin`: the gap, the glyph and the margin.
    static func width(margin: CGFloat) -> CGFloat {
        UIKitConstants.tableReorderContentGap + UIKitConstants.tableReorderGlyph.width + margin
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let glyph = UIKitConstants.tableReorderGlyph
        let height = glyph.thickness + 2 * glyph.spacing
        let x = UIKitConstants.tableReorderContentGap
        let top = ((bounds.height - height) / 2).rounded()
        ctx.setFillColor(UIKitConstants.tableColors.disclosure.cgColor)
        for bar in 0..<3 {
            let y = top + CGFloat(bar) * glyph.spacing
            ctx.addPath(CGPath(roundedRect: CGRect(x: x, y: y, width: glyph.width, height: glyph.thickness),
                               cornerWidth: glyph.thickness / 2, cornerHeight: glyph.thickness / 2, transform: nil))
        }
        ctx.fillPath()
    }
}
