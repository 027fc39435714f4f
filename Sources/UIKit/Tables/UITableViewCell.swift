import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// One row of a table view: a content view with up to two labels laid out in one of four
/// styles, an accessory at the trailing edge, a separator line, and the grey of selection.
///
/// Labels live in `contentView`; `textLabel` is made on first use, `detailTextLabel` exists for
/// every style but `.default`. The table view places the cell, tells it where it sits (margins,
/// separator, the corners of an inset-grouped section) and drives `isHighlighted` and
/// `isSelected`; the metrics are the reference's §11.2–11.5.
///
/// `init(style:reuseIdentifier:)` is `required`, unlike Apple's: a table view creates
/// registered classes from their metatype, which Swift allows only through a required
/// initializer. A subclass that defines it writes `required` where iOS code writes `override`.
@preconcurrency @MainActor open class UITableViewCell: UIView {
    /// The arrangement of a cell's labels (reference §11.3).
    public enum CellStyle: Int, Sendable {
        /// One left-aligned label (`textLabel`); no `detailTextLabel`.
        case `default` = 0
        /// A left-aligned title and a right-aligned grey detail on the same line.
        case value1 = 1
        /// A small right-aligned title in the tint colour in a fixed column, then the detail.
        case value2 = 2
        /// A title with a smaller detail line under it.
        case subtitle = 3
    }

    /// What a cell looks like while it is highlighted or selected.
    public enum SelectionStyle: Int, Sendable {
        /// No visible change.
        case none = 0
        /// Grey since iOS 7, as `.default`.
        case blue = 1
        /// The grey selection background.
        case gray = 2
        /// The grey selection background (the default).
        case `default` = 3
    }

    /// The standard accessory drawn at a cell's trailing edge (reference §11.4).
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none = 0
        /// A chevron: the row leads somewhere.
        case disclosureIndicator = 1
        /// An info button followed by a chevron; the button calls
        /// `tableView(_:accessoryButtonTappedForRowWith:)`.
        case detailDisclosureButton = 2
        /// A checkmark in the tint colour.
        case checkmark = 3
        /// An info button that calls `tableView(_:accessoryButtonTappedForRowWith:)`.
        case detailButton = 4
    }

    /// The control a cell shows at its leading edge in editing mode.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none = 0
        /// A white minus in a red circle, which reveals the Delete button.
        case delete = 1
        /// A white plus in a green circle, which commits an insertion.
        case insert = 2
    }

    /// How the lines between rows are drawn.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none = 0
        /// One hairline (1 px) between rows (the default).
        case singleLine = 1
    }

    /// The identifier the cell was made with, which `dequeueReusableCell(withIdentifier:)` matches.
    public let reuseIdentifier: String?
    /// The style the cell was made with.
    let cellStyle: CellStyle

    /// The view that holds the cell's content; add custom subviews here, not to the cell.
    public let contentView = UIView()

    private var textLabelStorage: UILabel?
    /// The cell's title label, made on first use, in `contentView`.
    open var textLabel: UILabel? {
        if let label = textLabelStorage { return label }
        let label = TableCellLabel()
        label.cell = self
        label.font = Self.textFont(for: cellStyle)
        label.textColor = cellStyle == .value2 ? UIKitConstants.tableColors.tint : .label
        if cellStyle == .value2 { label.textAlignment = .right }
        textLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The cell's detail label in `contentView`; nil for `.default` cells.
    public let detailTextLabel: UILabel?

    private var imageViewStorage: UIImageView?
    /// The cell's image view, made on first use, in `contentView`; empty until the app sets its
    /// `image`.
    ///
    /// With an image, the image sits at the leading margin at its own size, centred vertically,
    /// and the text starts 16 pt after it (reference §11.3 [M]); the separator then starts where
    /// the text does, unless the table's `separatorInset` was set. `.value2` cells have an image
    /// view too but do not show it, as on iOS, where that style has no image [L].
    open var imageView: UIImageView? {
        if let imageView = imageViewStorage { return imageView }
        let imageView = TableCellImageView(frame: .zero)
        imageView.cell = self
        imageView.isHighlighted = highlighted || selected
        imageViewStorage = imageView
        switch cellStyle {
        case .default, .value1, .subtitle: contentView.addSubview(imageView)
        case .value2: break
        }
        setNeedsLayout()
        return imageView
    }

    /// The standard accessory (`.none` by default); ignored while `accessoryView` is set.
    open var accessoryType: AccessoryType = .none {
        didSet { if oldValue != accessoryType { accessoryChanged() } }
    }

    /// A view to show at the trailing edge instead of `accessoryType`'s glyph (nil by default);
    /// the cell keeps its size and centres it vertically.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView {
                oldValue?.removeFromSuperview()
                accessoryChanged()
            }
        }
    }

    /// How the cell shows highlight and selection (`.default`: grey).
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionAppearance(animated: false) }
    }

    /// Whether the cell shows as touched; setting it changes at once.
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Whether the cell shows as selected; setting it changes at once.
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is in editing mode; setting it changes at once.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    /// The control the cell shows in editing mode; its table sets it from
    /// `tableView(_:editingStyleForRowAt:)` (`.delete` by default).
    public internal(set) var editingStyle: EditingStyle = .delete {
        didSet { if oldValue != editingStyle { editingControl?.style = editingStyle; setNeedsLayout() } }
    }

    /// Whether the content moves right by the editing control's width and 16 pt in editing
    /// mode (true by default; the table sets it from `tableView(_:shouldIndentWhileEditingRowAt:)`).
    open var shouldIndentWhileEditing = true {
        didSet { setNeedsLayout() }
    }

    /// The standard accessory shown in editing mode in place of `accessoryType` (`.none` by
    /// default); `accessoryView` is hidden in editing mode too.
    open var editingAccessoryType: AccessoryType = .none {
        didSet { if oldValue != editingAccessoryType { accessoryChanged() } }
    }

    /// Whether the red Delete button shows at the trailing edge.
    public var showingDeleteConfirmation: Bool { confirmingDeletion }

    /// Whether the cell shows the reorder control, three bars at its trailing edge, in editing
    /// mode (false by default). Its table sets it whenever it puts the row in editing mode:
    /// true when the data source implements `tableView(_:moveRowAt:to:)` and
    /// `tableView(_:canMoveRowAt:)` allows the row (reference §11.4 [M] for the control).
    open var showsReorderControl = false {
        didSet {
            guard oldValue != showsReorderControl else { return }
            if showsReorderControl { prepareReorderControl() }
            setNeedsLayout()
        }
    }

    private var highlighted = false
    private var selected = false
    private var editing = false
    private var confirmingDeletion = false
    /// The delete or insert control, made the first time the cell enters editing mode with a
    /// style other than `.none`, and kept (hidden to the left) when it leaves.
    private var editingControl: TableCellEditingControl?
    /// The Delete button, made the first time it shows, and kept (zero-width at the trailing
    /// edge) when it hides.
    private var deleteButton: TableDeleteConfirmationButton?
    /// The reorder grip, made the first time the cell shows it, and kept (beyond the trailing
    /// edge) when it hides.
    private var reorderControl: TableCellReorderControl?
    /// How far a swipe has pulled the content left while the finger is down (nil otherwise).
    private var swipeOffset: CGFloat?
    /// The app's background colour, drawn in the cell's shape (nil: the table's default).
    private var customBackgroundColor: UIColor?

    /// Where the table placed the cell: margins, separator, corners and default background.
    var placement = TableCellPlacement() {
        didSet {
            if oldValue != placement {
                setNeedsLayout()
                updateBackground()
                selectionFill.setNeedsDisplay()
            }
        }
    }

    /// The cell's background in its shape (rounded in an inset-grouped section).
    private let backgroundFill = TableCellFillView()
    /// The grey of highlight and selection, in the same shape; its alpha shows it.
    private let selectionFill = TableCellFillView()
    /// The hairline at the bottom of the cell.
    private let separator = UIView()
    /// The glyph of `accessoryType`, when it has one and no `accessoryView` is set.
    private var accessoryGlyph: TableCellAccessoryView?

    /// A cell of `style`, which `dequeueReusableCell(withIdentifier:)` finds by `reuseIdentifier`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        switch style {
        case .default:
            detailTextLabel = nil
        case .value1, .value2, .subtitle:
            let label = TableCellLabel()
            label.font = Self.detailFont(for: style)
            switch style {
            case .value1:
                label.textColor = .secondaryLabel
                label.textAlignment = .right
            case .value2, .subtitle, .default:
                label.textColor = .label
            }
            detailTextLabel = label
        }
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UIKitConstants.tableDefaultRowHeight))
        super.backgroundColor = nil
        isOpaque = false
        (detailTextLabel as? TableCellLabel)?.cell = self
        backgroundFill.owner = self
        backgroundFill.role = .background
        selectionFill.owner = self
        selectionFill.role = .selection
        selectionFill.alpha = 0
        addSubview(backgroundFill)
        addSubview(selectionFill)
        updateBackground()
        addSubview(contentView)
        addSubview(separator)
        if let detailTextLabel { contentView.addSubview(detailTextLabel) }
    }

    /// A `.default` cell with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UITableViewCell.init(coder:): OpenUIKit has no nib or storyboard loading; create cells in code")
    }

    /// The cell's background: drawn in the cell's shape, or the table's default when nil.
    open override var backgroundColor: UIColor? {
        get { customBackgroundColor }
        set {
            customBackgroundColor = newValue
            updateBackground()
        }
    }

    /// Shows the background: a drawn shape where an inset-grouped section rounds the cell,
    /// else the layer's own colour, which the compositor fills without an image.
    private func updateBackground() {
        let rounded = placement.roundsTop || placement.roundsBottom
        backgroundFill.isHidden = !rounded
        layer.backgroundColor = rounded ? nil : effectiveBackgroundColor?.cgColor
        if rounded { backgroundFill.setNeedsDisplay() }
    }

    /// Called by `dequeueReusableCell(withIdentifier:)` before it hands the cell out again;
    /// the default resets highlight and selection. Overrides call `super`.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
        if confirmingDeletion || swipeOffset != nil { setShowingDeleteConfirmation(false, title: nil, animated: false) }
    }

    /// Enters or leaves editing mode: the editing control slides in from the leading edge and
    /// the content moves right (when `shouldIndentWhileEditing`), over 0.3 s when `animated`;
    /// the accessory becomes `editingAccessoryType`. Leaving hides the Delete button.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        if editing, editingControl == nil {
            let control = TableCellEditingControl(style: editingStyle)
            control.addTarget(self, action: Selector(UITableViewCell.editingControlTapped), for: .touchUpInside)
            editingControl = control
            addSubview(control)
            // Laid out while not editing yet: hidden beyond the leading edge, where it slides from.
            layoutIfNeeded()
        }
        if editing, showsReorderControl { prepareReorderControl() }
        self.editing = editing
        if !editing { confirmingDeletion = false }
        accessoryChanged()
        animateLayout(animated)
    }

    /// Shows or hides the red Delete button titled `title` at the trailing edge; the content
    /// and the editing control move left to make room, over 0.3 s when `animated`.
    func setShowingDeleteConfirmation(_ showing: Bool, title: String?, animated: Bool) {
        if showing { prepareDeleteButton(title: title) }
        let wasSwiping = swipeOffset != nil
        swipeOffset = nil
        guard showing != confirmingDeletion || wasSwiping else { return }
        confirmingDeletion = showing
        editingControl?.isConfirming = showing
        animateLayout(animated)
    }

    /// Follows a swipe: the content moves left by `-offset` and the Delete button titled
    /// `title` widens into the gap.
    func setSwipeOffset(_ offset: CGFloat, title: String?) {
        prepareDeleteButton(title: title)
        swipeOffset = offset
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// How far the content is pulled left now: by a swipe, or by the Delete button's width.
    var deletionShift: CGFloat { swipeOffset ?? (confirmingDeletion ? -(deleteButton?.preferredWidth ?? 0) : 0) }

    /// The width of the Delete button when it shows in full.
    var deleteButtonWidth: CGFloat { deleteButton?.preferredWidth ?? 0 }

    /// Makes the Delete button (zero-width at the trailing edge, where it widens from) or
    /// retitles it, in front of the content.
    private func prepareDeleteButton(title: String?) {
        if let deleteButton {
            if let title { deleteButton.titleLabel.text = title }
        } else {
            let button = TableDeleteConfirmationButton(title: title ?? "")
            button.addTarget(self, action: Selector(UITableViewCell.deleteConfirmationTapped), for: .touchUpInside)
            deleteButton = button
            addSubview(button)
            layoutIfNeeded()
        }
        if let deleteButton { bringSubviewToFront(deleteButton) }
    }

    /// Makes the reorder grip if the cell has none, laid out where it is now (hidden beyond
    /// the trailing edge outside editing mode, where it slides in from).
    private func prepareReorderControl() {
        guard reorderControl == nil else { return }
        let control = TableCellReorderControl()
        reorderControl = control
        addSubview(control)
        layoutIfNeeded()
    }

    private func animateLayout(_ animated: Bool) {
        setNeedsLayout()
        if animated {
            UIView.animate(withDuration: UIKitConstants.tableEditingAnimationDuration) { self.layoutIfNeeded() }
        } else {
            layoutIfNeeded()
        }
    }

    /// The table the cell is in, and the cell's row there.
    private var tableAndRow: (UITableView, IndexPath)? {
        guard let table = superview as? UITableView, let indexPath = table.indexPath(for: self) else { return nil }
        return (table, indexPath)
    }

    private func editingControlTapped() {
        guard let (table, indexPath) = tableAndRow else { return }
        table.editingControlTapped(at: indexPath)
    }

    private func deleteConfirmationTapped() {
        guard let (table, indexPath) = tableAndRow else { return }
        table.deleteConfirmationTapped(at: indexPath)
    }

    /// Shows or hides the touched look; animated, it fades.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        self.highlighted = highlighted
        updateSelectionAppearance(animated: animated)
    }

    /// Shows or hides the selected look; animated, it fades (over the surrounding animation's
    /// duration, or 0.25 s).
    open func setSelected(_ selected: Bool, animated: Bool) {
        self.selected = selected
        updateSelectionAppearance(animated: animated)
    }

    private func updateSelectionAppearance(animated: Bool) {
        // Image views show their highlighted image while the cell is highlighted or selected.
        imageViewStorage?.isHighlighted = highlighted || selected
        let visible = (highlighted || selected) && selectionStyle != .none
        let alpha: CGFloat = visible ? 1 : 0
        guard selectionFill.alpha != alpha else { return }
        if animated {
            UIView.animate(withDuration: UIKitConstants.tableDeselectionFadeDuration) { self.selectionFill.alpha = alpha }
        } else {
            selectionFill.alpha = alpha
        }
    }

    /// Whether the reorder grip shows: in editing mode with `showsReorderControl`, while no
    /// Delete button takes the trailing end.
    var reorderControlShown: Bool { editing && showsReorderControl && !confirmingDeletion && swipeOffset == nil }

    /// The colour the background fill draws.
    var effectiveBackgroundColor: UIColor? { customBackgroundColor ?? placement.defaultBackground }

    private func accessoryChanged() {
        let glyphType: AccessoryType = editing ? editingAccessoryType : accessoryView == nil ? accessoryType : .none
        accessoryView?.isHidden = editing
        switch glyphType {
        case .none:
            accessoryGlyph?.removeFromSuperview()
            accessoryGlyph = nil
        case .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton:
            if let glyph = accessoryGlyph {
                glyph.type = glyphType
            } else {
                let glyph = TableCellAccessoryView(type: glyphType)
                glyph.addTarget(self, action: Selector(UITableViewCell.accessoryButtonTapped), for: .touchUpInside)
                accessoryGlyph = glyph
                addSubview(glyph)
            }
        }
        if let accessoryView, accessoryView.superview !== self { addSubview(accessoryView) }
        setNeedsLayout()
    }

    private func accessoryButtonTapped() {
        guard let table = superview as? UITableView, let indexPath = table.indexPath(for: self) else { return }
        table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
    }

    /// The view at the trailing edge: the custom accessory or the glyph (only the glyph of
    /// `editingAccessoryType` in editing mode).
    private var accessory: UIView? {
        if editing { return accessoryGlyph }
        return accessoryView ?? accessoryGlyph.map { $0 as UIView }
    }

    /// The cell's size for its content view's constraints: the content view measured by
    /// `systemLayoutSizeFitting` at the target less what the cell keeps around it (accessory,
    /// editing control, separator, as its current layout places them), plus that again.
    ///
    /// The table lays the cell out at the row's width first, so the content view's width is
    /// the one the row will give it.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        layoutIfNeeded()
        let chrome = CGSize(width: max(0, bounds.width - contentView.bounds.width),
                            height: max(0, bounds.height - contentView.bounds.height))
        let content = contentView.systemLayoutSizeFitting(
            CGSize(width: max(0, targetSize.width - chrome.width), height: max(0, targetSize.height - chrome.height)),
            withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: content.width + chrome.width, height: content.height + chrome.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let margin = placement.margin
        backgroundFill.frame = bounds
        selectionFill.frame = bounds
        let hairline = placement.separatorVisible ? placement.separatorHeight : 0
        let rowHeight = size.height - hairline
        // In editing mode the content moves right past the editing control (reference §11.4 [M]);
        // with the Delete button showing, everything moves left by the button's width.
        let controlSize = UIKitConstants.tableEditingControlSize
        let indent = editing && shouldIndentWhileEditing ? controlSize.width + UIKitConstants.tableContentEditPadding : 0
        let shift = deletionShift
        // The reorder grip takes the trailing end, its 16 pt gap included (reference §11.4 [M]).
        let showsGrip = reorderControlShown
        let gripWidth = TableCellReorderControl.width(margin: margin)
        reorderControl?.frame = CGRect(x: size.width - (showsGrip ? gripWidth : 0), y: 0, width: gripWidth, height: rowHeight)
        reorderControl?.alpha = showsGrip ? 1 : 0
        reorderControl?.isUserInteractionEnabled = showsGrip
        let trailingEnd = showsGrip ? size.width - gripWidth : size.width - margin
        var contentEnd = showsGrip ? trailingEnd : size.width
        if let accessory {
            let accessorySize = accessory === accessoryGlyph ? accessoryGlyph!.glyphSize : accessory.frame.size
            let x = trailingEnd - accessorySize.width
            accessory.frame = CGRect(x: x + shift, y: ((rowHeight - accessorySize.height) / 2).rounded(),
                                     width: accessorySize.width, height: accessorySize.height)
            contentEnd = x - UIKitConstants.tableContentAccessoryPadding
        }
        contentView.frame = CGRect(x: indent + shift, y: 0, width: max(0, contentEnd - indent), height: rowHeight)
        let textStart = layoutLabels(trailing: accessory == nil && !showsGrip ? margin : 0)
        if let editingControl {
            let shown = editing && editingStyle != .none
            let y = ((rowHeight - controlSize.height) / 2).rounded()
            editingControl.frame = CGRect(origin: CGPoint(x: (shown ? margin : -controlSize.width) + shift, y: y), size: controlSize)
            editingControl.alpha = shown ? 1 : 0
            editingControl.isUserInteractionEnabled = shown
        }
        if let deleteButton {
            let width = -shift
            deleteButton.frame = CGRect(x: size.width - width, y: 0, width: width, height: rowHeight)
            deleteButton.isUserInteractionEnabled = confirmingDeletion && swipeOffset == nil
        }
        separator.isHidden = !placement.separatorVisible
        separator.backgroundColor = placement.separatorColor
        var inset = placement.separatorInset
        // With an image, the line starts where the text does (iOS's automatic separator inset).
        if placement.separatorFollowsText, textStart > placement.margin { inset.left = textStart }
        separator.frame = CGRect(x: inset.left + indent, y: size.height - placement.separatorHeight,
                                 width: max(0, size.width - inset.left - indent - inset.right), height: placement.separatorHeight)
    }

    /// The image view when it shows an image: it has one and the style shows images.
    private var shownImageView: UIImageView? {
        guard let imageView = imageViewStorage, let image = imageView.image, image.size != .zero else { return nil }
        switch cellStyle {
        case .default, .value1, .subtitle: return imageView
        case .value2: return nil
        }
    }

    /// Places the image and the labels in `contentView` for the cell's style, and returns
    /// where the text starts in `contentView`.
    private func layoutLabels(trailing: CGFloat) -> CGFloat {
        let bounds = contentView.bounds
        var leading = placement.margin
        if let imageView = shownImageView {
            // The image keeps its size, centred vertically at the leading margin (reference §11.3 [M]).
            let size = imageView.sizeThatFits(.zero)
            imageView.frame = CGRect(x: leading, y: ((bounds.height - size.height) / 2).rounded(),
                                     width: size.width, height: size.height)
            leading += size.width + UIKitConstants.tableImageTextGap
        } else if let imageView = imageViewStorage {
            imageView.frame = CGRect(x: leading, y: (bounds.height / 2).rounded(), width: 0, height: 0)
        }
        let width = max(0, bounds.width - leading - trailing)
        let title = textLabelStorage
        let detail = detailTextLabel
        switch cellStyle {
        case .default:
            title?.frame = CGRect(x: leading, y: 0, width: width, height: bounds.height)
        case .value1:
            let detailWidth = min(width, detail.map { $0.sizeThatFits(.zero).width } ?? 0)
            detail?.frame = CGRect(x: leading + width - detailWidth, y: 0, width: detailWidth, height: bounds.height)
            let titleWidth = max(0, width - detailWidth - (detailWidth > 0 ? UIKitConstants.tableValue2Gap : 0))
            title?.frame = CGRect(x: leading, y: 0, width: titleWidth, height: bounds.height)
        case .value2:
            let column = min(width, UIKitConstants.tableValue2TitleWidth)
            title?.frame = CGRect(x: leading, y: 0, width: column, height: bounds.height)
            let detailX = leading + column + UIKitConstants.tableValue2Gap
            detail?.frame = CGRect(x: detailX, y: 0, width: max(0, leading + width - detailX), height: bounds.height)
        case .subtitle:
            let titleHeight = title.map { $0.sizeThatFits(.zero).height } ?? 0
            let hasDetail = !(detail?.text ?? "").isEmpty
            let detailHeight = hasDetail ? (detail?.sizeThatFits(.zero).height ?? 0) : 0
            let gap = hasDetail && titleHeight > 0 ? UIKitConstants.tableSubtitleGap : 0
            let top = ((bounds.height - titleHeight - gap - detailHeight) / 2).rounded()
            title?.frame = CGRect(x: leading, y: top, width: width, height: titleHeight)
            detail?.frame = CGRect(x: leading, y: top + titleHeight + gap, width: width, height: detailHeight)
        }
        return leading
    }

    private static func textFont(for style: CellStyle) -> UIFont {
        switch style {
        case .default, .value1, .subtitle: UIFont.systemFont(ofSize: 17)
        case .value2: UIFont.systemFont(ofSize: 13)
        }
    }

    private static func detailFont(for style: CellStyle) -> UIFont {
        switch style {
        case .default, .value1: UIFont.systemFont(ofSize: 17)
        case .value2: UIFont.systemFont(ofSize: 13)
        case .subtitle: UIFont.systemFont(ofSize: 12)
        }
    }

    @_spi(Testing) public var selectionAlpha: CGFloat { selectionFill.alpha }
    /// The selection grey's opacity on screen now (mid-fade while a deselection animates).
    @_spi(Testing) public var selectionPresentationAlpha: Float { selectionFill.layer.presentation()?.opacity ?? selectionFill.layer.opacity }
    /// Which corners an inset-grouped section rounds on this cell.
    @_spi(Testing) public var roundedCorners: (top: Bool, bottom: Bool) { (placement.roundsTop, placement.roundsBottom) }
    @_spi(Testing) public var separatorFrame: CGRect? { separator.isHidden ? nil : separator.frame }
    @_spi(Testing) public var accessoryGlyphFrame: CGRect? { accessoryGlyph?.frame }
    /// The delete or insert control while it shows, for tests to find and tap.
    @_spi(Testing) public var editingControlView: UIControl? { editing && editingStyle != .none ? editingControl : nil }
    /// The Delete button while it shows, and its title.
    @_spi(Testing) public var deleteConfirmationButton: UIControl? { confirmingDeletion ? deleteButton : nil }
    @_spi(Testing) public var deleteConfirmationTitle: String? { deleteButton?.titleLabel.text }
    /// The reorder grip while it shows, for tests to find and drag.
    @_spi(Testing) public var reorderControlView: UIView? { reorderControlShown ? reorderControl : nil }
}

/// A cell's title or detail label, which lays the cell out again when its text or font
/// changes, since the labels share the row (a value1 detail's width moves the title), as
/// UIKit's own cell labels do.
final class TableCellLabel: UILabel {
    weak var cell: UITableViewCell?

    override var text: String? {
        didSet { if oldValue != text { cell?.setNeedsLayout() } }
    }

    override var font: UIFont! {
        didSet { cell?.setNeedsLayout() }
    }
}

/// A cell's image view, which lays the cell out again when its image changes, since the
/// image's size moves the text.
final class TableCellImageView: UIImageView {
    weak var cell: UITableViewCell?

    override var image: UIImage? {
        didSet { if oldValue !== image { cell?.setNeedsLayout() } }
    }
}

/// Where a table placed a cell: what the cell needs from its table to lay itself out and draw.
struct TableCellPlacement: Equatable {
    /// The leading (and trailing) margin of the content.
    var margin: CGFloat = UIKitConstants.tableMargins.regular
    var separatorVisible = false
    var separatorInset = UIEdgeInsets.zero
    /// Whether the separator starts where the text does when the cell shows an image (the
    /// table's `separatorInset` was not set).
    var separatorFollowsText = false
    var separatorColor: UIColor? = .separator
    /// 1 px.
    var separatorHeight: CGFloat = 1
    /// The corners rounded by an inset-grouped section.
    var roundsTop = false
    var roundsBottom = false
    var defaultBackground: UIColor? = .systemBackground
}

/// The background or selection fill of a cell, drawn in the cell's shape.
final class TableCellFillView: UIView {
    enum Role { case background, selection }
    weak var owner: UITableViewCell?
    var role = Role.background

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { preconditionFailure("TableCellFillView.init(coder:) is not available") }

    override func draw(_ rect: CGRect) {
        guard let owner, let ctx = UIGraphicsGetCurrentContext() else { return }
        let color: UIColor?
        switch role {
        case .background: color = owner.effectiveBackgroundColor
        case .selection: color = UIKitConstants.tableColors.selection
        }
        guard let color else { return }
        let placement = owner.placement
        let radius = UIKitConstants.tableInsetGroupedCornerRadius
        let r = bounds
        let top = placement.roundsTop ? radius : 0
        let bottom = placement.roundsBottom ? radius : 0
        let path = CGMutablePath()
        path.move(to: CGPoint(x: r.minX, y: r.minY + top))
        if top > 0 { path.addArc(tangent1End: CGPoint(x: r.minX, y: r.minY), tangent2End: CGPoint(x: r.minX + top, y: r.minY), radius: top) }
        path.addLine(to: CGPoint(x: r.maxX - top, y: r.minY))
        if top > 0 { path.addArc(tangent1End: CGPoint(x: r.maxX, y: r.minY), tangent2End: CGPoint(x: r.maxX, y: r.minY + top), radius: top) }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottom))
        if bottom > 0 { path.addArc(tangent1End: CGPoint(x: r.maxX, y: r.maxY), tangent2End: CGPoint(x: r.maxX - bottom, y: r.maxY), radius: bottom) }
        path.addLine(to: CGPoint(x: r.minX + bottom, y: r.maxY))
        if bottom > 0 { path.addArc(tangent1End: CGPoint(x: r.minX, y: r.maxY), tangent2End: CGPoint(x: r.minX, y: r.maxY - bottom), radius: bottom) }
        path.closeSubpath()
        ctx.setFillColor(color.cgColor)
        ctx.addPath(path)
        ctx.fillPath()
    }
}
