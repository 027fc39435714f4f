import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A reusable view for a table section's header or footer: a content view with a text label,
/// over a background.
///
/// A table shows one for every section title (as on iOS, where `titleForHeaderInSection:`
/// makes a private header view), and apps return their own from
/// `tableView(_:viewForHeaderInSection:)`, usually dequeued with
/// `dequeueReusableHeaderFooterView(withIdentifier:)`. Like cells, header and footer views
/// exist only for the sections in view: a view whose section scrolls out goes to the table's
/// reuse pool.
///
/// The table tells the view where it sits before it shows it; the text label then takes that
/// style's font and the view lays it out (reference §11.1 [M] margins, §11.6 [M] fonts):
/// - plain: emphasized headline (17 pt semibold, `secondaryLabel`) at the cells' margin, centred
///   vertically, over an opaque light grey band (iOS blurs it; OpenUIKit has no blur yet);
/// - grouped and inset grouped: footnote (13 pt, `secondaryLabel`); a header's single line sits
///   6 pt above the section, a footer's lines wrap 6 pt below it.
/// Setting the label's font in `tableView(_:viewForHeaderInSection:)` is undone by the style,
/// as on iOS; `tableView(_:willDisplayHeaderView:forSection:)` comes after it.
///
/// `init(reuseIdentifier:)` is `required`, unlike Apple's, for the same reason as
/// `UITableViewCell.init(style:reuseIdentifier:)`: a table makes registered classes from their
/// metatype.
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was made with, which `dequeueReusableHeaderFooterView(withIdentifier:)` matches.
    public let reuseIdentifier: String?

    /// The view that holds the content; add custom subviews here.
    public let contentView = UIView()

    private var textLabelStorage: UILabel?
    /// The title label, made on first use, in `contentView`.
    open var textLabel: UILabel? {
        if let label = textLabelStorage { return label }
        let label = UILabel()
        textLabelStorage = label
        applyStyle(to: label)
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// A view drawn behind the content, filling the view, in place of the style's background
    /// (nil by default).
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            updateBackground()
            setNeedsLayout()
        }
    }

    /// The style's background: the plain style's grey band.
    private let styleBackground = UIView()

    /// Where the table shows the view.
    var placement = TableHeaderFooterPlacement() {
        didSet {
            guard placement != oldValue else { return }
            if placement.style != oldValue.style || placement.isHeader != oldValue.isHeader {
                if let textLabelStorage { applyStyle(to: textLabelStorage) }
                updateBackground()
            }
            setNeedsLayout()
        }
    }

    /// A header or footer view that `dequeueReusableHeaderFooterView(withIdentifier:)` finds by
    /// `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        styleBackground.isUserInteractionEnabled = false
        addSubview(styleBackground)
        addSubview(contentView)
        updateBackground()
    }

    /// A header or footer view with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UITableViewHeaderFooterView.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
    }

    /// Called by `dequeueReusableHeaderFooterView(withIdentifier:)` before it hands the view out
    /// again; the default does nothing. Overrides call `super`.
    open func prepareForReuse() {}

    /// Gives the label the style's font, colour and line count.
    private func applyStyle(to label: UILabel) {
        label.textColor = .secondaryLabel
        switch placement.style {
        case .plain:
            label.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
            label.numberOfLines = 1
        case .grouped, .insetGrouped:
            label.font = UIFont.systemFont(ofSize: 13)
            label.numberOfLines = placement.isHeader ? 1 : 0
        }
    }

    private func updateBackground() {
        switch placement.style {
        case .plain: styleBackground.backgroundColor = UIKitConstants.tableColors.plainHeader
        case .grouped, .insetGrouped: styleBackground.backgroundColor = nil
        }
        styleBackground.isHidden = backgroundView != nil
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        styleBackground.frame = bounds
        backgroundView?.frame = bounds
        contentView.frame = bounds
        guard let label = textLabelStorage else { return }
        let x = placement.inset + placement.margin
        let width = max(0, bounds.width - 2 * x)
        switch placement.style {
        case .plain:
            label.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
        case .grouped, .insetGrouped:
            let leading = UIKitConstants.tableFootnoteLeading
            if placement.isHeader {
                let bottom = UIKitConstants.tableGroupedHeaderTitleMargins.bottom
                label.frame = CGRect(x: x, y: bounds.height - bottom - leading, width: width, height: leading)
            } else {
                let margins = UIKitConstants.tableGroupedFooterTitleMargins
                label.frame = CGRect(x: x, y: margins.top, width: width,
                                     height: max(0, bounds.height - margins.top - margins.bottom))
            }
        }
    }

    /// The height the style gives the view's text at `size.width` (the current width when 0):
    /// 28 pt in a plain table; in a grouped one the text's lines of 18 pt with their margins,
    /// or 17.5 pt without text (reference §11.1 [M]).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : bounds.width
        let text = textLabelStorage?.text ?? ""
        return CGSize(width: width, height: Self.height(forText: text.isEmpty ? nil : text, width: width, placement: placement))
    }

    /// The height of a header or footer showing `text` (nil: none) at `width`, where `placement` says.
    static func height(forText text: String?, width: CGFloat, placement: TableHeaderFooterPlacement) -> CGFloat {
        switch placement.style {
        case .plain:
            return UIKitConstants.tablePlainHeaderFooterHeight
        case .grouped, .insetGrouped:
            guard let text else { return UIKitConstants.tableGroupedEmptyHeaderFooterHeight }
            if placement.isHeader {
                let margins = UIKitConstants.tableGroupedHeaderTitleMargins
                return (placement.isFirstSection ? margins.firstSectionTop : margins.top) + UIKitConstants.tableFootnoteLeading + margins.bottom
            }
            let margins = UIKitConstants.tableGroupedFooterTitleMargins
            let label = UILabel()
            label.font = UIFont.systemFont(ofSize: 13)
            label.numberOfLines = 0
            label.text = text
            let textWidth = max(1, width - 2 * (placement.inset + placement.margin))
            let lines = max(1, (label.sizeThatFits(CGSize(width: textWidth, height: 0)).height / label.font.lineHeight).rounded())
            return margins.top + lines * UIKitConstants.tableFootnoteLeading + margins.bottom
        }
    }
}

/// Where a table shows a header or footer view: what the view needs from its table to style
/// and lay out its text.
struct TableHeaderFooterPlacement: Equatable {
    var style = UITableView.Style.plain
    var isHeader = true
    var isFirstSection = false
    /// The cells' leading margin.
    var margin: CGFloat = UIKitConstants.tableMargins.regular
    /// How far the section is inset from each side (inset grouped).
    var inset: CGFloat = 0
}
