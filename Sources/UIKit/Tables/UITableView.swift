import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A scroll view that shows rows in sections, in the plain, grouped or inset-grouped style,
/// making cells only for the rows in view.
///
/// When it reloads (its first layout, or the next one after `reloadData()`) it asks the data
/// source for its sections and rows and the delegate for their heights, and builds a
/// `TableLayout`: row tops as prefix sums. Each layout pass (after every scroll) finds the rows
/// in the bounds by binary search, asks the data source for cells for rows that came into view,
/// and takes away cells whose rows left it, keeping those with a reuse identifier for
/// `dequeueReusableCell(withIdentifier:)`. The live cells are bounded by the screen, and a
/// frame's work by the rows in view, whatever the row count. Plain tables keep section headers
/// at the top of the visible area and footers at its bottom while their section is in view.
/// Section headers and footers are `UITableViewHeaderFooterView`s (the table makes one for each
/// title) or the delegate's views, made and reused like cells for the sections in view. The
/// table's own `tableHeaderView` and `tableFooterView` scroll above the first section and below
/// the last. A plain table without a `tableFooterView` draws separators for empty rows below its
/// last row, down to the bottom of the view, as iOS does.
/// Selection is in `UITableView+Selection.swift`, cell reuse in `UITableView+Reuse.swift`.
@preconcurrency @MainActor open class UITableView: UIScrollView {
    /// The look of a table: rows edge to edge with floating headers, or sections on a grey
    /// background, edge to edge or inset with rounded corners.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers and footers float (reference §11.6 [H]).
        case plain = 0
        /// Sections on the grouped background, edge to edge; headers scroll with the content.
        case grouped = 1
        /// Grouped sections inset by the margins, with 10 pt rounded corners (iOS 13).
        case insetGrouped = 2
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put a row.
    public enum ScrollPosition: Int, Sendable {
        /// The least scroll that shows the row; none if it is fully visible.
        case none = 0
        /// At the top of the visible area (below a plain table's floating header).
        case top = 1
        /// In the middle of the visible area.
        case middle = 2
        /// At the bottom of the visible area.
        case bottom = 3
    }

    /// The value of a height that the table works out itself: −1.
    public static let automaticDimension: CGFloat = -1

    /// The table's style, fixed when it is made.
    public let style: Style

    /// The object that gives the table its sections, rows and cells; the table reloads when it changes.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    /// The height of rows the delegate does not size (`automaticDimension` by default,
    /// reference §11.1 [H]).
    ///
    /// A row of `automaticDimension` (here or from the delegate) sizes itself: its cell's
    /// `systemLayoutSizeFitting` at the row's width (required) and as short as its content view's
    /// constraints allow (`fittingSizeLevel`), measured each time the cell is made for display;
    /// a cell whose content view has no constraints gets the default 44 pt, as before. Until a
    /// row is measured it has `estimatedRowHeight`. Traps with UIKit's message when negative
    /// and not `automaticDimension`.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet {
            precondition(rowHeight >= 0 || rowHeight == Self.automaticDimension,
                         "Invalid table view rowHeight (\(rowHeight)). Value must be at least 0.0, or UITableViewAutomaticDimension.")
            reloadData()
        }
    }

    /// The height rows of `automaticDimension` have until their cells are measured, unless the
    /// delegate's `estimatedHeightForRowAt` gives one (`automaticDimension` by default,
    /// reference §11.1 [H]: 44 pt); 0 turns estimation off,
    /// and such rows are measured when the table reloads (their cells asked for then and put
    /// in the reuse pool).
    ///
    /// Traps with UIKit's message when negative and not `automaticDimension`.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet {
            precondition(estimatedRowHeight >= 0 || estimatedRowHeight == Self.automaticDimension,
                         "Invalid table view estimatedRowHeight (\(estimatedRowHeight)). Value must be at least 0.0, or UITableViewAutomaticDimension.")
            reloadData()
        }
    }

    /// The height of headers the delegate does not size (`automaticDimension`: the style's
    /// default for the header's content).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
    /// The height of footers the delegate does not size (`automaticDimension`, as for headers).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }

    /// How the lines between rows are drawn (`.singleLine` by default).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The colour of the lines between rows (`.separator` by default).
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    private var explicitSeparatorInset: UIEdgeInsets?
    /// The insets of the lines between rows: by default 16 pt on the leading side, 20 pt on
    /// screens wider than 375 pt (reference §11.2 [M]); only left and right are used.
    open var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? UIEdgeInsets(top: 0, left: margin, bottom: 0, right: 0) }
        set {
            explicitSeparatorInset = newValue
            setNeedsLayout()
        }
    }

    /// A view above the first section that scrolls with the content (nil by default).
    ///
    /// It takes the table's width; its height is its frame's when it is set, as on iOS, where
    /// an app that changes the height sets the property again. With one, a grouped table drops
    /// the extra space above its first section.
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView {
                oldValue?.removeFromSuperview()
                if let tableHeaderView { insertSubview(tableHeaderView, at: 0) }
            }
            tableHeaderHeight = tableHeaderView?.frame.height ?? 0
            tableHeaderFooterChanged()
        }
    }

    /// A view below the last section that scrolls with the content (nil by default).
    ///
    /// It takes the table's width and its frame's height when it is set. With one, a plain table
    /// draws no separators for the empty rows below its last row (apps set `UIView()` for
    /// that), and a grouped table drops the space after its last section.
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView {
                oldValue?.removeFromSuperview()
                if let tableFooterView { insertSubview(tableFooterView, at: 0) }
            }
            tableFooterHeight = tableFooterView?.frame.height ?? 0
            tableHeaderFooterChanged()
        }
    }

    /// Whether a tap selects a row (true by default).
    open var allowsSelection = true {
        didSet { if !allowsSelection { clearSelection() } }
    }

    /// Whether taps select several rows, a second tap deselecting (false by default).
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, selectedPaths.count > 1 { clearSelection() } }
    }

    /// Whether the table is in editing mode (false by default); setting it changes at once.
    open var isEditing: Bool {
        get { editingMode }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: editable rows (`tableView(_:canEditRowAt:)`) show their
    /// delete or insert control (`tableView(_:editingStyleForRowAt:)`) and move their content
    /// right, sliding over 0.3 s when `animated`; a Delete button that shows hides. Editing is in
    /// `UITableView+Editing.swift`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingMode else { return }
        editingMode = editing
        editingModeChanged(animated: animated)
    }

    /// Whether a tap selects a row in editing mode (false by default).
    open var allowsSelectionDuringEditing = false

    // MARK: State

    private var editingMode = false
    /// The row whose Delete button shows, if any.
    var deleteConfirmationPath: IndexPath? {
        didSet { if deleteConfirmationPath == nil { deleteConfirmationBySwipe = false } }
    }
    /// Whether the Delete button that shows was revealed by a swipe, which tells the delegate
    /// when editing the row ends.
    var deleteConfirmationBySwipe = false
    /// The pan that swipes a row left to reveal its Delete button (UITableView+Editing.swift).
    let swipeRecognizer = UIPanGestureRecognizer(target: nil, action: nil)
    /// The row being swiped, and the content's offset when the swipe began.
    var swipePath: IndexPath?
    var swipeStartOffset: CGFloat = 0
    /// The recognizer of a drag that starts on a row's reorder grip, and the drag under way.
    let reorderRecognizer = TableReorderGestureRecognizer(target: nil, action: nil)
    var reorder: TableReorder?

    /// Whether the next layout (or query) must ask the data source again.
    var needsReload = true
    /// The geometry of the sections and rows since the last reload.
    var rowLayout = TableLayout(sections: [])
    /// The header and footer titles since the last reload.
    var sectionContents: [SectionContents] = []
    /// The heights self-sizing rows were measured at, kept until `reloadData()` (moved with
    /// their rows by batch updates).
    var measuredRowHeights: [IndexPath: CGFloat] = [:]
    /// The cells of the rows in view.
    var liveCells: [IndexPath: UITableViewCell] = [:]
    /// The header and footer views in view, by section.
    var liveHeaders: [Int: UIView] = [:]
    var liveFooters: [Int: UIView] = [:]
    /// Header and footer views that left the view, by reuse identifier, for
    /// `dequeueReusableHeaderFooterView`.
    var reusableHeaderFooterViews: [String: [UITableViewHeaderFooterView]] = [:]
    /// The classes registered with `register(_:forHeaderFooterViewReuseIdentifier:)`.
    var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// While heights are measured at a reload, the views dequeued for it, which go back to the
    /// pool unless they are shown.
    var measuringDequeuedViews: [UITableViewHeaderFooterView]?
    /// The heights of `tableHeaderView` and `tableFooterView` when they were set.
    private var tableHeaderHeight: CGFloat = 0
    private var tableFooterHeight: CGFloat = 0
    /// The lines of the empty rows below a plain table's last row, in order down.
    private var emptyRowSeparators: [UIView] = []
    /// Cells that left the view, by reuse identifier, for `dequeueReusableCell`.
    var reusableCells: [String: [UITableViewCell]] = [:]
    /// The classes registered with `register(_:forCellReuseIdentifier:)`.
    var registeredCellClasses: [String: UITableViewCell.Type] = [:]
    /// The selected rows, in ascending order.
    var selectedPaths: [IndexPath] = []
    /// The row a touch highlighted, until the touch ends.
    var touchedPath: IndexPath?
    /// The changes of the open batch (`beginUpdates()` … `endUpdates()`), and how deep it is.
    var pendingUpdate: TableUpdate?
    var updateDepth = 0
    /// Whether the visible cells match the bounds and the layout.
    var visibleContentIsCurrent = false
    /// Whether a self-sizing row's height changed while cells were made.
    var rowHeightsChangedDuringUpdate = false
    /// Guards against a data source that asks for visible cells while making one.
    private var updatingVisibleContent = false

    /// What a section shows above and below its rows.
    struct SectionContents {
        var headerTitle: String?
        var footerTitle: String?
        /// Which rows size themselves (their height is `automaticDimension`).
        var selfSizingRows: [Bool] = []
    }

    /// The reuse identifier of the header and footer views the table makes for titles.
    static let titleViewReuseIdentifier = "UITableViewHeaderFooterView.title"

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        swipeRecognizer.addTarget(self, action: Selector(UITableView.handleSwipe(_:)))
        addGestureRecognizer(swipeRecognizer)
        reorderRecognizer.addTarget(self, action: Selector(UITableView.handleReorder(_:)))
        addGestureRecognizer(reorderRecognizer)
        switch style {
        case .plain: super.backgroundColor = .systemBackground
        case .grouped, .insetGrouped: super.backgroundColor = .systemGroupedBackground
        }
    }

    /// A plain table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UITableView.init(coder:): OpenUIKit has no nib or storyboard loading; create views in code")
    }

    /// The delegate, as a `UITableViewDelegate` (nil when the delegate is only a scroll view's).
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// Scrolling changes the bounds; the rows in view are worked out again at the next layout.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            visibleContentIsCurrent = false
            setNeedsLayout()
        }
    }

    // MARK: Metrics

    /// The cells' leading margin (reference §11.2 [M]): 16 pt, or 20 pt on screens wider than 375 pt.
    var margin: CGFloat {
        window?.screen.systemContentMargin ?? UIKitConstants.tableMargins.regular
    }

    /// 1 px in points.
    var hairline: CGFloat { 1 / (window?.screen.scale ?? 1) }

    /// The horizontal extent of rows, headers and footers: the whole width, or inset by the
    /// margins in the inset-grouped style.
    var sectionInset: CGFloat {
        switch style {
        case .plain, .grouped: 0
        case .insetGrouped: margin
        }
    }

    // MARK: Reloading

    /// Forgets the rows and asks the data source again at the next layout, making cells for the
    /// rows then in view; the current cells go to the reuse queue and the selection is cleared.
    open func reloadData() {
        abandonReorder()
        needsReload = true
        visibleContentIsCurrent = false
        measuredRowHeights = [:]
        selectedPaths = []
        touchedPath = nil
        deleteConfirmationPath = nil
        for (path, cell) in liveCells.sorted(by: { $0.key < $1.key }) { retire(cell, from: path) }
        liveCells = [:]
        retireSectionViews()
        setNeedsLayout()
    }

    /// Takes every header and footer view out of the view, into the reuse pool.
    func retireSectionViews() {
        for section in liveHeaders.keys.sorted() { retireSectionView(section, isHeader: true) }
        for section in liveFooters.keys.sorted() { retireSectionView(section, isHeader: false) }
    }

    /// Asks the data source and delegate for the sections, rows and heights if a reload is pending.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        guard let dataSource else {
            sectionContents = []
            rowLayout = TableLayout(sections: [], topPadding: tablePadding.top, bottomPadding: tablePadding.bottom)
            contentSize = CGSize(width: bounds.width, height: rowLayout.contentHeight)
            return
        }
        let delegate = tableDelegate
        let sectionCount = dataSource.numberOfSections(in: self)
        var heights: [TableLayout.SectionHeights] = []
        var contents: [SectionContents] = []
        heights.reserveCapacity(sectionCount)
        var unmeasured: [IndexPath] = []
        for section in 0..<sectionCount {
            let rowCount = dataSource.tableView(self, numberOfRowsInSection: section)
            var rows = [CGFloat](repeating: 0, count: rowCount)
            var selfSizing = [Bool](repeating: false, count: rowCount)
            for row in 0..<rowCount {
                let path = IndexPath(row: row, section: section)
                let height = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
                if height == Self.automaticDimension {
                    selfSizing[row] = true
                    if let measured = measuredRowHeights[path] {
                        rows[row] = measured
                    } else {
                        let estimate = delegate?.tableView(self, estimatedHeightForRowAt: path) ?? estimatedRowHeight
                        rows[row] = estimate == Self.automaticDimension ? UIKitConstants.tableDefaultRowHeight : max(0, estimate)
                        if estimate == 0 { unmeasured.append(path) }
                    }
                } else {
                    rows[row] = max(0, height)
                }
            }
            let content = SectionContents(headerTitle: dataSource.tableView(self, titleForHeaderInSection: section),
                                          footerTitle: dataSource.tableView(self, titleForFooterInSection: section),
                                          selfSizingRows: selfSizing)
            let header = headerFooterHeight(delegate?.tableView(self, heightForHeaderInSection: section),
                                            fallback: sectionHeaderHeight, title: content.headerTitle,
                                            isHeader: true, section: section)
            let footer = headerFooterHeight(delegate?.tableView(self, heightForFooterInSection: section),
                                            fallback: sectionFooterHeight, title: content.footerTitle,
                                            isHeader: false, section: section)
            heights.append(.init(header: header, rows: rows, footer: footer))
            contents.append(content)
        }
        sectionContents = contents
        rowLayout = TableLayout(sections: heights, topPadding: tablePadding.top, bottomPadding: tablePadding.bottom)
        // Without estimation, self-sizing rows are measured now, each from a cell the data
        // source gives for the purpose.
        if !unmeasured.isEmpty {
            var measured = rowLayout.sectionHeights
            for path in unmeasured {
                guard let (cell, height) = cellMeasuredForReload(at: path) else { continue }
                measured[path.section].rows[path.row] = height
                measuredRowHeights[path] = height
                if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
            }
            rowLayout = TableLayout(sections: measured, topPadding: tablePadding.top, bottomPadding: tablePadding.bottom)
        }
        contentSize = CGSize(width: bounds.width, height: rowLayout.contentHeight)
    }

    /// The space above the first section and below the last: the table's header and footer
    /// views, and a grouped table's padding where it has none (reference §11.1 [M]).
    private var tablePadding: (top: CGFloat, bottom: CGFloat) {
        var top = tableHeaderView == nil ? 0 : tableHeaderHeight
        var bottom = tableFooterView == nil ? 0 : tableFooterHeight
        switch style {
        case .plain:
            break
        case .grouped, .insetGrouped:
            if tableHeaderView == nil { top += UIKitConstants.tableGroupedTopPadding }
            if tableFooterView == nil { bottom += UIKitConstants.tableGroupedBottomPadding }
        }
        return (top, bottom)
    }

    /// Moves the sections for a new table header or footer view without asking the data source again.
    private func tableHeaderFooterChanged() {
        if !needsReload {
            let padding = tablePadding
            rowLayout.setPadding(top: padding.top, bottom: padding.bottom)
            contentSize = CGSize(width: bounds.width, height: rowLayout.contentHeight)
        }
        visibleContentIsCurrent = false
        setNeedsLayout()
    }

    /// The height rows get from `rowHeight`.
    private var resolvedRowHeight: CGFloat {
        rowHeight == Self.automaticDimension ? UIKitConstants.tableDefaultRowHeight : rowHeight
    }

    /// A header's or footer's height: the delegate's, else the table's, else the fitting height
    /// of the delegate's view, else the style's default for its title (reference §11.1 [M]).
    ///
    /// Only here, with neither height given, does the table ask for the view at a reload; views
    /// dequeued for that go back to the pool, and the table asks again when the section shows.
    private func headerFooterHeight(_ asked: CGFloat?, fallback: CGFloat, title: String?,
                                    isHeader: Bool, section: Int) -> CGFloat {
        for value in [asked, fallback] {
            guard let value, value != Self.automaticDimension else { continue }
            precondition(value >= 0, "section \(isHeader ? "header" : "footer") height must not be negative - provided height for section \(section) is \(value)")
            return value
        }
        let placement = sectionViewPlacement(section, isHeader: isHeader)
        measuringDequeuedViews = []
        defer {
            for view in measuringDequeuedViews ?? [] where view.superview == nil {
                if let identifier = view.reuseIdentifier { reusableHeaderFooterViews[identifier, default: []].append(view) }
            }
            measuringDequeuedViews = nil
        }
        let view = isHeader ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let view {
            (view as? UITableViewHeaderFooterView)?.placement = placement
            let fitted = view.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
            if fitted > 0 { return fitted }
        }
        switch style {
        case .plain:
            return title != nil || view != nil ? UIKitConstants.tablePlainHeaderFooterHeight : 0
        case .grouped, .insetGrouped:
            return UITableViewHeaderFooterView.height(forText: title, width: bounds.width, placement: placement)
        }
    }

    /// Where `section`'s header or footer view sits, for the view to style itself.
    func sectionViewPlacement(_ section: Int, isHeader: Bool) -> TableHeaderFooterPlacement {
        TableHeaderFooterPlacement(style: style, isHeader: isHeader, isFirstSection: section == 0,
                                   margin: margin, inset: sectionInset)
    }

    // MARK: Counts and geometry

    /// The number of sections, from the data source (asked again after `reloadData()`).
    open var numberOfSections: Int {
        reloadIfNeeded()
        return rowLayout.numberOfSections
    }

    /// The number of rows in `section`; traps when the section does not exist.
    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        precondition(section >= 0 && section < rowLayout.numberOfSections,
                     "Section \(section) out of bounds (\(rowLayout.numberOfSections) sections) in numberOfRows(inSection:)")
        return rowLayout.numberOfRows(inSection: section)
    }

    /// The row's rectangle in the table's (content) coordinates; `.zero` for a row that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard rowLayout.contains(indexPath) else { return .zero }
        let extent = rowLayout.rowExtent(indexPath)
        return CGRect(x: sectionInset, y: extent.top, width: bounds.width - 2 * sectionInset, height: extent.height)
    }

    /// The rectangle of a whole section, header to footer, in content coordinates.
    open func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < rowLayout.numberOfSections else { return .zero }
        let extent = rowLayout.sectionExtent(section)
        return CGRect(x: 0, y: extent.top, width: bounds.width, height: extent.height)
    }

    /// The rectangle of `section`'s header where it scrolls (before floating), in content coordinates.
    open func rectForHeader(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < rowLayout.numberOfSections else { return .zero }
        let extent = rowLayout.headerExtent(section)
        return CGRect(x: 0, y: extent.top, width: bounds.width, height: extent.height)
    }

    /// The rectangle of `section`'s footer where it scrolls (before floating), in content coordinates.
    open func rectForFooter(inSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < rowLayout.numberOfSections else { return .zero }
        let extent = rowLayout.footerExtent(section)
        return CGRect(x: 0, y: extent.top, width: bounds.width, height: extent.height)
    }

    /// The row at `point` (content coordinates), or nil where there is none.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        guard point.x >= sectionInset, point.x < bounds.width - sectionInset else { return nil }
        return rowLayout.indexPathForRow(atY: point.y)
    }

    /// The rows that overlap `rect` (content coordinates), in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        reloadIfNeeded()
        return rowLayout.indexPaths(overlapping: rect.minY, rect.maxY)
    }

    // MARK: Visible cells

    /// The cells of the rows in view, in row order.
    open var visibleCells: [UITableViewCell] {
        updateVisibleContentIfNeeded()
        return liveCells.sorted(by: { $0.key < $1.key }).map(\.value)
    }

    /// The rows in view, in order.
    open var indexPathsForVisibleRows: [IndexPath]? {
        updateVisibleContentIfNeeded()
        return liveCells.keys.sorted()
    }

    /// The cell of the row at `indexPath` if the row is in view, else nil.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        updateVisibleContentIfNeeded()
        return liveCells[indexPath]
    }

    /// The row of a cell in view, or nil.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        liveCells.first(where: { $0.value === cell })?.key
    }

    /// Scrolls so that the row is at `scrollPosition`, within the scrollable range.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        precondition(rowLayout.contains(indexPath),
                     "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(rowLayout.contains(IndexPath(row: 0, section: indexPath.section)) ? rowLayout.numberOfRows(inSection: indexPath.section) : 0) rows in section \(indexPath.section).")
        let rect = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        // A plain table's floating header and footer cover the row's section's edges.
        var topCover: CGFloat = 0, bottomCover: CGFloat = 0
        switch style {
        case .plain:
            topCover = rowLayout.headerExtent(indexPath.section).height
            bottomCover = rowLayout.footerExtent(indexPath.section).height
        case .grouped, .insetGrouped:
            break
        }
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        switch scrollPosition {
        case .top:
            offset.y = rect.minY - topCover - inset.top
        case .middle:
            offset.y = rect.midY - inset.top - visibleHeight / 2
        case .bottom:
            offset.y = rect.maxY + bottomCover - inset.top - visibleHeight
        case .none:
            let visibleTop = offset.y + inset.top + topCover
            let visibleBottom = offset.y + inset.top + visibleHeight - bottomCover
            if rect.minY < visibleTop { offset.y = rect.minY - topCover - inset.top }
            else if rect.maxY > visibleBottom { offset.y = rect.maxY + bottomCover - inset.top - visibleHeight }
        }
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    // MARK: Touches (selection is in UITableView+Selection.swift)

    /// For the swipe recognizer, whether the drag is a mostly horizontal swipe on a deletable
    /// row (see UITableView+Editing.swift); for the others, the scroll view's answer.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === reorderRecognizer { return reorderMayBegin() }
        guard gestureRecognizer === swipeRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return swipeMayBegin()
    }

    /// True for every view, controls included, unlike a plain scroll view: a drag that starts
    /// on a button in a cell (a detail button, a switch) still scrolls the table, as on iOS.
    open override func touchesShouldCancel(in view: UIView) -> Bool {
        true
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchEnded() { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchCancelled() { super.touchesCancelled(touches, with: event) }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentSize.width != bounds.width, !needsReload { contentSize.width = bounds.width }
        visibleContentIsCurrent = false
        updateVisibleContentIfNeeded()
    }

    /// Brings the cells, headers and footers in line with the bounds, reloading first if needed.
    func updateVisibleContentIfNeeded() {
        reloadIfNeeded()
        guard !visibleContentIsCurrent, !updatingVisibleContent else { return }
        updatingVisibleContent = true
        defer { updatingVisibleContent = false }
        // Self-sizing rows measured as their cells are made move the rows after them: the rows
        // in view are found again until no height changes (each row is measured once here).
        var visible = bounds
        for _ in 0..<UIKitConstants.tableSelfSizingMaximumRounds {
            visible = bounds
            rowHeightsChangedDuringUpdate = false
            // While a row is dragged the rows show at their places after the proposed move, and
            // the dragged row's cell stays wherever the finger takes it.
            var paths = presentedLayout.indexPaths(overlapping: visible.minY, visible.maxY)
            if let reorder {
                paths = paths.map { reorder.move.origin(of: $0) }
                if !paths.contains(reorder.move.source) { paths.append(reorder.move.source) }
            }
            let wanted = Set(paths)
            for (path, cell) in liveCells.sorted(by: { $0.key < $1.key }) where !wanted.contains(path) {
                liveCells[path] = nil
                retire(cell, from: path)
            }
            for path in paths {
                if let cell = liveCells[path] {
                    place(cell, at: path)
                } else {
                    show(cellFor: path)
                }
            }
            if !rowHeightsChangedDuringUpdate { break }
        }
        layoutHeadersAndFooters(in: visible)
        layoutTableHeaderAndFooter()
        layoutEmptyRowSeparators(in: visible)
        visibleContentIsCurrent = true
    }

    /// Places the table's header view above the first section and its footer view below the last.
    private func layoutTableHeaderAndFooter() {
        if let tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: tableHeaderHeight)
            if tableHeaderView.frame != frame { tableHeaderView.frame = frame }
        }
        if let tableFooterView {
            let frame = CGRect(x: 0, y: rowLayout.contentHeight - tableFooterHeight, width: bounds.width, height: tableFooterHeight)
            if tableFooterView.frame != frame { tableFooterView.frame = frame }
        }
    }

    /// Draws a plain table's separators for the empty rows between its last row and the bottom
    /// of the view, a row height apart, unless it has a table footer view (as on iOS).
    private func layoutEmptyRowSeparators(in visible: CGRect) {
        var tops: [CGFloat] = []
        let rowHeight = resolvedRowHeight
        switch (style, separatorStyle) {
        case (.plain, .singleLine) where tableFooterView == nil && rowHeight > 0:
            var y = rowLayout.contentHeight + rowHeight - hairline
            if y < visible.minY { y += ((visible.minY - y) / rowHeight).rounded(.up) * rowHeight }
            while y < visible.maxY {
                tops.append(y)
                y += rowHeight
            }
        case (.plain, _), (.grouped, _), (.insetGrouped, _):
            break
        }
        while emptyRowSeparators.count > tops.count { emptyRowSeparators.removeLast().removeFromSuperview() }
        while emptyRowSeparators.count < tops.count {
            let line = UIView()
            line.isUserInteractionEnabled = false
            insertSubview(line, at: 0)
            emptyRowSeparators.append(line)
        }
        let inset = separatorInset
        for (line, top) in zip(emptyRowSeparators, tops) {
            line.backgroundColor = separatorColor
            let frame = CGRect(x: inset.left, y: top, width: max(0, bounds.width - inset.left - inset.right), height: hairline)
            if line.frame != frame { line.frame = frame }
        }
    }

    /// Asks the data source for the row's cell and adds it under the headers.
    private func show(cellFor path: IndexPath) {
        _ = makeCell(for: path)
    }

    /// Asks the data source for the row's cell, adds it under the headers in its place and
    /// returns it.
    @discardableResult
    func makeCell(for path: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: path)
        precondition(liveCells.values.allSatisfy { $0 !== cell },
                     "UITableView dataSource returned a cell already in the table view for the row at \(path)")
        liveCells[path] = cell
        place(cell, at: path)
        cell.setSelected(selectedPaths.contains(path), animated: false)
        configureEditing(cell, at: path, animated: false)
        if reorder == nil, isSelfSizing(path), applyMeasuredHeight(measuredHeight(of: cell, at: path), at: path) {
            rowHeightsChangedDuringUpdate = true
            place(cell, at: path)
        }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        let sectionViews = Set((Array(liveHeaders.values) + Array(liveFooters.values)).map(ObjectIdentifier.init))
        if let lowest = subviews.first(where: { sectionViews.contains(ObjectIdentifier($0)) }) {
            insertSubview(cell, belowSubview: lowest)
        } else {
            addSubview(cell)
        }
        cell.layoutIfNeeded()
        return cell
    }

    /// Gives a cell its frame and its place in the section.
    func place(_ cell: UITableViewCell, at modelPath: IndexPath) {
        let path = reorder?.move.destination(of: modelPath) ?? modelPath
        if reorder?.move.source != modelPath {
            let frame = presentedRect(forRow: path)
            if cell.frame != frame { cell.frame = frame }
        }
        let rows = presentedLayout.numberOfRows(inSection: path.section)
        let isLast = path.row == rows - 1
        var placement = TableCellPlacement()
        placement.margin = margin
        placement.separatorHeight = hairline
        placement.separatorColor = separatorColor
        placement.separatorInset = separatorInset
        placement.separatorFollowsText = explicitSeparatorInset == nil
        switch separatorStyle {
        case .none: placement.separatorVisible = false
        case .singleLine:
            switch style {
            case .plain: placement.separatorVisible = true
            case .grouped, .insetGrouped: placement.separatorVisible = !isLast
            }
        }
        switch style {
        case .plain:
            placement.defaultBackground = .systemBackground
        case .grouped:
            placement.defaultBackground = UIKitConstants.tableColors.groupedCell
        case .insetGrouped:
            placement.defaultBackground = UIKitConstants.tableColors.groupedCell
            placement.roundsTop = path.row == 0
            placement.roundsBottom = isLast
        }
        cell.placement = placement
    }

    /// Takes a cell out of the view and keeps it for reuse when it has an identifier.
    func retire(_ cell: UITableViewCell, from path: IndexPath) {
        if deleteConfirmationPath == path {
            deleteConfirmationPath = nil
            cell.setShowingDeleteConfirmation(false, title: nil, animated: false)
        }
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        if let identifier = cell.reuseIdentifier {
            reusableCells[identifier, default: []].append(cell)
        }
    }

    /// Shows the headers and footers of the sections in view; in the plain style they float
    /// inside their section's extent at the top and bottom of the visible area.
    func layoutHeadersAndFooters(in visible: CGRect) {
        let layout = presentedLayout
        let sections = layout.sections(overlapping: visible.minY, visible.maxY)
        let inset = adjustedContentInset
        let visibleTop = visible.minY + inset.top
        let visibleBottom = visible.maxY - inset.bottom
        for section in liveHeaders.keys.sorted() where !sections.contains(section) {
            retireSectionView(section, isHeader: true)
        }
        for section in liveFooters.keys.sorted() where !sections.contains(section) {
            retireSectionView(section, isHeader: false)
        }
        for section in sections {
            let sectionExtent = layout.sectionExtent(section)
            let header = layout.headerExtent(section)
            if header.height > 0, let (view, isNew) = headerFooterView(section, isHeader: true) {
                var y = header.top
                switch style {
                case .plain:
                    y = min(max(header.top, visibleTop), sectionExtent.top + sectionExtent.height - header.height)
                    y = max(y, header.top)
                case .grouped, .insetGrouped:
                    break
                }
                view.frame = CGRect(x: 0, y: y, width: bounds.width, height: header.height)
                if isNew { tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section) }
            } else if liveHeaders[section] != nil {
                retireSectionView(section, isHeader: true)
            }
            let footer = layout.footerExtent(section)
            if footer.height > 0, let (view, isNew) = headerFooterView(section, isHeader: false) {
                var y = footer.top
                switch style {
                case .plain:
                    y = max(min(footer.top, visibleBottom - footer.height), sectionExtent.top + header.height)
                    y = min(y, footer.top)
                case .grouped, .insetGrouped:
                    break
                }
                view.frame = CGRect(x: 0, y: y, width: bounds.width, height: footer.height)
                if isNew { tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section) }
            } else if liveFooters[section] != nil {
                retireSectionView(section, isHeader: false)
            }
        }
        // Floating headers are drawn over the rows, and later sections' over earlier ones.
        for section in sections {
            if let view = liveFooters[section] { bringSubviewToFront(view) }
            if let view = liveHeaders[section] { bringSubviewToFront(view) }
        }
        // A dragged row is lifted above everything.
        if let reorder { bringSubviewToFront(reorder.cell) }
    }

    /// The live header or footer view of `section`, and whether it was made just now: the
    /// delegate's view, else a title view from the reuse pool; nil when the section has neither.
    private func headerFooterView(_ section: Int, isHeader: Bool) -> (UIView, Bool)? {
        if let view = isHeader ? liveHeaders[section] : liveFooters[section] { return (view, false) }
        let placement = sectionViewPlacement(section, isHeader: isHeader)
        let view: UIView
        if let custom = isHeader ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section) {
            (custom as? UITableViewHeaderFooterView)?.placement = placement
            view = custom
        } else if let title = isHeader ? sectionContents[section].headerTitle : sectionContents[section].footerTitle {
            let titleView = dequeueTitleView()
            titleView.placement = placement
            // Grouped headers show their titles in capitals (reference §11.6 [M]).
            switch style {
            case .plain: titleView.textLabel?.text = title
            case .grouped, .insetGrouped: titleView.textLabel?.text = isHeader ? title.uppercased() : title
            }
            view = titleView
        } else {
            return nil
        }
        if isHeader { liveHeaders[section] = view } else { liveFooters[section] = view }
        addSubview(view)
        return (view, true)
    }

    /// A header or footer view for a title: one that left the view, or a new one.
    private func dequeueTitleView() -> UITableViewHeaderFooterView {
        if let view = reusableHeaderFooterViews[Self.titleViewReuseIdentifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        return UITableViewHeaderFooterView(reuseIdentifier: Self.titleViewReuseIdentifier)
    }

    /// Takes `section`'s header or footer view out of the view, tells the delegate, and keeps
    /// the view for reuse when it is a `UITableViewHeaderFooterView` with an identifier.
    private func retireSectionView(_ section: Int, isHeader: Bool) {
        guard let view = isHeader ? liveHeaders.removeValue(forKey: section) : liveFooters.removeValue(forKey: section) else { return }
        view.removeFromSuperview()
        if isHeader {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            reusableHeaderFooterViews[identifier, default: []].append(reusable)
        }
    }

    /// The header view of `section` if the section is in view and its header is a
    /// `UITableViewHeaderFooterView` (a title's, or the delegate's), else nil.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        updateVisibleContentIfNeeded()
        return liveHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section` if the section is in view and its footer is a
    /// `UITableViewHeaderFooterView`, else nil.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        updateVisibleContentIfNeeded()
        return liveFooters[section] as? UITableViewHeaderFooterView
    }

    @_spi(Testing) public var reusableCellCount: Int { reusableCells.values.reduce(0) { $0 + $1.count } }
    /// The header and footer views in the view now, of any class.
    @_spi(Testing) public var liveSectionViewCount: Int { liveHeaders.count + liveFooters.count }
    /// The frames of the lines drawn for empty rows, in order down.
    @_spi(Testing) public var emptyRowSeparatorFrames: [CGRect] {
        updateVisibleContentIfNeeded()
        return emptyRowSeparators.map(\.frame)
    }
}

