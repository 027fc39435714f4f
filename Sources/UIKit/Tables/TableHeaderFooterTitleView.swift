import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The view a table makes for a section's header or footer title.
///
/// Plain: the headline font (17 pt semibold) on an opaque light grey band (iOS blurs it),
/// the title at the cells' margin, centred vertically. Grouped: footnote (13 pt), headers
/// uppercased and bottom-aligned 6 pt above the section, footers top-aligned 6 pt below it,
/// wrapping; both in `secondaryLabel` (reference §11.6 [M], margins §11.1 [M]).
final class TableHeaderFooterTitleView: UIView {
    let label: UILabel
    private let style: UITableView.Style
    private let isHeader: Bool
    private let margin: CGFloat
    private let inset: CGFloat

    init(title: String, style: UITableView.Style, isHeader: Bool, isFirstSection: Bool, margin: CGFloat, inset: CGFloat) {
        label = Self.makeLabel(style: style, isHeader: isHeader)
        self.style = style
        self.isHeader = isHeader
        self.margin = margin
        self.inset = inset
        super.init(frame: .zero)
        switch style {
        case .plain:
            label.text = title
            backgroundColor = UIKitConstants.tableColors.plainHeader
        case .grouped, .insetGrouped:
            label.text = isHeader ? title.uppercased() : title
        }
        isUserInteractionEnabled = false
        addSubview(label)
    }

    required init?(coder: NSCoder) { preconditionFailure("TableHeaderFooterTitleView.init(coder:) is not available") }

    /// The label of a title in `style`.
    static func makeLabel(style: UITableView.Style, isHeader: Bool) -> UILabel {
        let label = UILabel()
        label.textColor = .secondaryLabel
        switch style {
        case .plain:
            label.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        case .grouped, .insetGrouped:
            label.font = UIFont.systemFont(ofSize: 13)
            label.numberOfLines = isHeader ? 1 : 0
        }
        return label
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let x = inset + margin
        let width = max(0, bounds.width - 2 * x)
        switch style {
        case .plain:
            label.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
        case .grouped, .insetGrouped:
            let leading = UIKitConstants.tableFootnoteLeading
            if isHeader {
                let bottom = UIKitConstants.tableGroupedHeaderTitleMargins.bottom
                label.frame = CGRect(x: x, y: bounds.height - bottom - leading, width: width, height: leading)
            } else {
                let margins = UIKitConstants.tableGroupedFooterTitleMargins
                label.frame = CGRect(x: x, y: margins.top, width: width,
                                     height: max(0, bounds.height - margins.top - margins.bottom))
            }
        }
    }
}
