import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A `size`-point image at the screen's scale: a rounded square of `color`, as Settings' icons.
@MainActor func iconImage(_ color: UIColor, size: CGFloat = 29) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    return UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: format).image { context in
        let ctx = context.cgContext
        ctx.setFillColor(color.cgColor)
        ctx.addPath(CGPath(roundedRect: CGRect(x: 0, y: 0, width: size, height: size),
                           cornerWidth: size * 0.22, cornerHeight: size * 0.22, transform: nil))
        ctx.fillPath()
    }
}

/// A header view that counts its `prepareForReuse()` calls.
final class BadgeHeaderView: UITableViewHeaderFooterView {
    var prepared = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
    }
}

/// A table's data source and delegate with images in rows and the app's own section views,
/// recording the section-view calls in order.
@MainActor final class SectionViewSpy: UITableViewDataSource, UITableViewDelegate {
    var sections: [(title: String?, rows: [String])]
    var style: UITableViewCell.CellStyle = .default
    var images: [IndexPath: UIImage] = [:]
    var details: [IndexPath: String] = [:]
    /// Whether `viewForHeaderInSection` dequeues a `BadgeHeaderView` ("Badge") titled "Badge n".
    var customHeaders = false
    /// The header height the delegate gives (nil: `automaticDimension`).
    var headerHeight: CGFloat?
    /// Header views made by `BadgeHeaderView`'s registered class, counted by the dequeues that
    /// returned a view not seen before.
    var headerViewsMade = 0
    private var seen = Set<ObjectIdentifier>()
    var log: [String] = []

    init(sections: [(title: String?, rows: [String])]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? UITableViewCell(style: style, reuseIdentifier: "Cell")
        cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
        cell.detailTextLabel?.text = details[indexPath]
        cell.imageView?.image = images[indexPath]
        return cell
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight ?? UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard customHeaders, let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Badge") else { return nil }
        if seen.insert(ObjectIdentifier(view)).inserted { headerViewsMade += 1 }
        view.textLabel?.text = "Badge \(section)"
        return view
    }

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        log.append("willDisplayHeader \(section)")
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        log.append("didEndDisplayingHeader \(section)")
    }
}

/// A key window filled by one table of `style` whose data source and delegate is `spy`; the
/// table registers `BadgeHeaderView` as "Badge".
final class SectionViewAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let table: UITableView
    let spy: SectionViewSpy
    /// Applied to the table after its data source and delegate are set, before it first loads.
    var configure: (UITableView) -> Void = { _ in }

    @MainActor init(style: UITableView.Style, spy: SectionViewSpy) {
        table = UITableView(frame: .zero, style: style)
        self.spy = spy
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        table.frame = window.bounds
        table.register(BadgeHeaderView.self, forHeaderFooterViewReuseIdentifier: "Badge")
        table.dataSource = spy
        table.delegate = spy
        configure(table)
        window.addSubview(table)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor
func launchSectionViews(_ style: UITableView.Style = .plain, _ spy: SectionViewSpy,
                        configure: @escaping (UITableView) -> Void = { _ in }) throws -> (AppHarness, UITableView) {
    let delegate = SectionViewAppDelegate(style: style, spy: spy)
    delegate.configure = configure
    let harness = AppHarness { delegate }
    try harness.settle()
    return (harness, delegate.table)
}

@Suite(.checksInvariants) @MainActor
struct UITableViewContentViewsTests {
    func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    // MARK: Cell images

    @Test func theImageSitsAtTheMarginAndTheTextSixteenPointsAfterItInEachStyleButValue2() throws {
        let (harness, window) = try launchEmptyWindow()
        let image = iconImage(.systemBlue)
        func cell(_ style: UITableViewCell.CellStyle) -> UITableViewCell {
            let cell = UITableViewCell(style: style, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 100, width: 320, height: 44)
            window.addSubview(cell)
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            cell.imageView?.image = image
            cell.layoutIfNeeded()
            return cell
        }
        let basic = cell(.default)
        let imageView = try #require(basic.imageView)
        #expect(imageView.superview === basic.contentView)
        // 29 pt at the 16 pt margin, centred in 44 pt; the text 16 pt after it.
        #expect(imageView.frame == CGRect(x: 16, y: 8, width: 29, height: 29))
        #expect(basic.textLabel?.frame == CGRect(x: 61, y: 0, width: 320 - 61 - 16, height: 44))

        let value1 = cell(.value1)
        #expect(value1.imageView?.frame.minX == 16)
        #expect(value1.textLabel?.frame.minX == 61)
        #expect(value1.detailTextLabel?.frame.maxX == 304)

        let subtitle = cell(.subtitle)
        #expect(subtitle.imageView?.frame == CGRect(x: 16, y: 8, width: 29, height: 29))
        #expect(subtitle.textLabel?.frame.minX == 61)
        #expect(subtitle.detailTextLabel?.frame.minX == 61)

        // A value2 cell has an image view, but its style shows no image.
        let value2 = cell(.value2)
        #expect(value2.imageView != nil)
        #expect(value2.imageView?.superview == nil)
        #expect(value2.textLabel?.frame.minX == 16)

        // Without an image the text keeps the margin; the image view is the same one.
        basic.imageView?.image = nil
        basic.layoutIfNeeded()
        #expect(basic.imageView === imageView)
        #expect(basic.textLabel?.frame.minX == 16)
        // A large image keeps its size, centred on the row.
        basic.imageView?.image = iconImage(.systemRed, size: 60)
        basic.layoutIfNeeded()
        #expect(imageView.frame == CGRect(x: 16, y: -8, width: 60, height: 60))
        #expect(basic.textLabel?.frame.minX == 92)
        try harness.settle()
    }

    @Test func aValue1CellLaysItsLabelsOutAgainWhenTheDetailTextChangesAfterItIsShown() throws {
        let (harness, window) = try launchEmptyWindow()
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 100, width: 320, height: 44)
        window.addSubview(cell)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Off"
        try harness.settle()
        let detail = try #require(cell.detailTextLabel)
        let shortWidth = detail.frame.width
        // Only the text changes, as when an app updates a visible row's value in place.
        detail.text = "HomeNetwork-5G"
        try harness.settle()
        #expect(detail.frame.width > shortWidth)
        #expect(detail.frame.width == ceil(detail.sizeThatFits(.zero).width))
        #expect(detail.frame.maxX == 304)
        #expect(try #require(cell.textLabel).frame.maxX <= detail.frame.minX)
    }

    @Test func theImageViewShowsItsHighlightedImageWhileTheCellIsHighlightedOrSelected() throws {
        let (harness, window) = try launchEmptyWindow()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        window.addSubview(cell)
        let imageView = try #require(cell.imageView)
        imageView.image = iconImage(.systemGray)
        imageView.highlightedImage = iconImage(.white)
        #expect(imageView.isHighlighted == false)
        cell.setHighlighted(true, animated: false)
        #expect(imageView.isHighlighted)
        cell.setHighlighted(false, animated: false)
        #expect(imageView.isHighlighted == false)
        cell.setSelected(true, animated: false)
        #expect(imageView.isHighlighted)
        cell.setSelected(false, animated: false)
        #expect(imageView.isHighlighted == false)
        try harness.settle()
    }

    @Test func aNamedImageKeepsItsPointSizeInTheCell() throws {
        let (harness, window) = try launchEmptyWindow()
        let icon = try #require(iconImage(.systemGreen).pngData())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-cell-image-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try icon.write(to: folder.appendingPathComponent("wifi@3x.png"))
        let bundle = try #require(Bundle(path: folder.path))
        let image = try #require(UIImage(named: "wifi", in: bundle, compatibleWith: nil))
        #expect(image.scale == 3)
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 100, width: 393, height: 60)
        window.addSubview(cell)
        cell.imageView?.image = image
        cell.textLabel?.text = "Wi-Fi"
        cell.layoutIfNeeded()
        #expect(cell.imageView?.frame == CGRect(x: 16, y: 16, width: 29, height: 29))
        try harness.settle()
    }

    @Test func inATableTheSeparatorStartsAtTheTextOfARowWithAnImage() throws {
        let spy = SectionViewSpy(sections: [(nil, ["Airplane Mode", "Wi-Fi", "Notes"])])
        spy.images = [path(0): iconImage(.systemOrange), path(1): iconImage(.systemBlue)]
        let (harness, table) = try launchSectionViews(.plain, spy)
        // iPhone 15 Pro: 20 pt margins; 20 + 29 + 16 = 65.
        let withImage = try #require(table.cellForRow(at: path(0)))
        #expect(withImage.imageView?.frame.minX == 20)
        #expect(withImage.textLabel?.frame.minX == 65)
        #expect(withImage.separatorFrame?.minX == 65)
        #expect(table.cellForRow(at: path(2))?.separatorFrame?.minX == 20)
        // A separator inset the app sets wins over the text's start.
        table.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        table.layoutIfNeeded()
        withImage.layoutIfNeeded()
        #expect(withImage.separatorFrame?.minX == 40)
        try harness.settle()
    }

    // MARK: Header and footer views

    @Test func titlesAreShownByHeaderFooterViewsStyledForTheTable() throws {
        let spy = SectionViewSpy(sections: [("First", ["A", "B"]), ("Second", ["C"])])
        let (harness, table) = try launchSectionViews(.grouped, spy)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.textLabel?.text == "FIRST")
        #expect(header.textLabel?.font.pointSize == 13)
        #expect(header.textLabel?.textColor == .secondaryLabel)
        #expect(header.frame == table.rectForHeader(inSection: 0))
        #expect(header.textLabel?.frame == CGRect(x: 20, y: 56 - 6 - 18, width: 353, height: 18))
        #expect(table.footerView(forSection: 0) == nil)
        #expect(spy.log == ["willDisplayHeader 0", "willDisplayHeader 1"])
        #expect(harness.visibleTexts.contains("SECOND"))

        let plainSpy = SectionViewSpy(sections: [("Fruits", ["Apple"])])
        let (_, plain) = try launchSectionViews(.plain, plainSpy)
        let plainHeader = try #require(plain.headerView(forSection: 0))
        #expect(plainHeader.textLabel?.text == "Fruits")
        #expect(plainHeader.textLabel?.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(plainHeader.frame.height == 28)
    }

    @Test func customHeaderViewsAreDequeuedForSectionsInViewAndReusedWhileScrolling() throws {
        let sections = (0..<200).map { section in (title: String?.none, rows: TableSpy.rows(5, prefix: "S\(section)")) }
        let spy = SectionViewSpy(sections: sections)
        spy.customHeaders = true
        spy.headerHeight = 40
        let (harness, table) = try launchSectionViews(.grouped, spy)
        // Sections of 40 + 5 × 44 + 17.5 pt: the screen shows four, and only they have views.
        let first = try #require(table.headerView(forSection: 0) as? BadgeHeaderView)
        #expect(first.textLabel?.text == "Badge 0")
        #expect(first.reuseIdentifier == "Badge")
        #expect(first.frame.height == 40)
        let startMade = spy.headerViewsMade
        #expect(startMade == table.liveSectionViewCount)
        #expect(startMade <= 5)
        var most = 0
        for _ in 0..<8 {
            try harness.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 150), duration: 0.1)
            for _ in 0..<30 {
                harness.advance(by: 1.0 / 60)
                most = max(most, table.liveSectionViewCount, table.subviews.filter { $0 is BadgeHeaderView }.count)
            }
        }
        try harness.settle()
        #expect(table.contentOffset.y > 3000)
        #expect(most <= 5)
        // Views scrolled out went to the pool and came back for later sections.
        #expect(spy.headerViewsMade <= most + 1)
        let visible = try #require(table.indexPathsForVisibleRows?.first?.section)
        let shown = try #require(table.headerView(forSection: visible + 1) as? BadgeHeaderView)
        #expect(shown.textLabel?.text == "Badge \(visible + 1)")
        #expect(shown.prepared > 0)
        #expect(table.headerView(forSection: 0) == nil)
        // Every header that came into view left it again, in order, except those still shown.
        let shownCount = spy.log.filter { $0.hasPrefix("willDisplayHeader") }.count
        let endedCount = spy.log.filter { $0.hasPrefix("didEndDisplayingHeader") }.count
        #expect(shownCount - endedCount == table.liveSectionViewCount)
        #expect(spy.log.first == "willDisplayHeader 0")
        #expect(spy.log.contains("didEndDisplayingHeader 0"))
    }

    @Test func aHeaderViewWithoutAHeightIsMeasuredAndGoesBackToThePool() throws {
        let spy = SectionViewSpy(sections: (0..<50).map { ("Title \($0)", TableSpy.rows(3)) })
        spy.customHeaders = true
        let (_, table) = try launchSectionViews(.grouped, spy)
        // Measured at the reload as the style sizes its text (a first grouped header: 32 + 18 + 6)
        // with views from the pool, so a handful are ever made for fifty sections.
        #expect(table.rectForHeader(inSection: 0).height == 56)
        #expect(table.rectForHeader(inSection: 1).height == CGFloat(17 + 18 + 6))
        #expect(spy.headerViewsMade <= 5)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Badge 0")
    }

    @Test func registeringAndDequeuingHeaderFooterViewsFollowsUIKit() throws {
        let spy = SectionViewSpy(sections: [(nil, ["A"])])
        let (_, table) = try launchSectionViews(.plain, spy)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Unknown") == nil)
        let made = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "Badge"))
        #expect(made is BadgeHeaderView)
        #expect(made.reuseIdentifier == "Badge")
        table.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: "Badge")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Badge") == nil)
        // The background view replaces the style's grey, and both fill the view.
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 28)
        let background = UIView()
        view.backgroundView = background
        view.layoutIfNeeded()
        #expect(background.superview === view)
        #expect(background.frame == view.bounds)
        #expect(view.contentView.frame == view.bounds)
        #expect(view.sizeThatFits(CGSize(width: 300, height: 0)).height == 28)
    }

    @Test func aTapOnAFloatingHeaderSelectsNoRow() throws {
        let spy = TableSpy(sections: [.init(header: "A", rows: TableSpy.rows(30))])
        let (harness, table) = try launchTable(.plain, spy)
        table.contentOffset = CGPoint(x: 0, y: 300 - 59)
        try harness.settle()
        let header = try #require(table.headerView(forSection: 0))
        // The header floats at 300, over a row.
        #expect(header.frame.minY == 300)
        #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 310)) != nil)
        harness.tap(at: table.convert(CGPoint(x: 100, y: 310), to: nil as UIView?))
        try harness.settle()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(spy.log.isEmpty)
    }

    // MARK: Table header and footer views

    @Test func theTableHeaderAndFooterViewsFrameTheSectionsAndScrollWithThem() throws {
        let spy = SectionViewSpy(sections: [("Fruits", TableSpy.rows(5))])
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        let (harness, table) = try launchSectionViews(.plain, spy) { table in
            table.tableHeaderView = header
            table.tableFooterView = footer
        }
        #expect(header.superview === table)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 393, height: 100))
        #expect(table.rectForHeader(inSection: 0).minY == 100)
        #expect(table.rectForRow(at: path(0)).minY == 128)
        #expect(footer.frame == CGRect(x: 0, y: CGFloat(128 + 220), width: 393, height: 60))
        #expect(table.contentSize.height == CGFloat(128 + 220 + 60))
        // They scroll with the content.
        let headerTop = header.convert(CGPoint.zero, to: nil as UIView?).y
        table.contentOffset.y += 50
        try harness.settle()
        #expect(header.convert(CGPoint.zero, to: nil as UIView?).y == headerTop - 50)
        // A new height counts once the view is set again, as on iOS.
        header.frame.size.height = 40
        table.tableHeaderView = header
        try harness.settle()
        #expect(table.rectForRow(at: path(0)).minY == 68)
        #expect(table.contentSize.height == CGFloat(68 + 220 + 60))
        #expect(header.frame.height == 40)
        table.tableHeaderView = nil
        try harness.settle()
        #expect(header.superview == nil)
        #expect(table.rectForRow(at: path(0)).minY == 28)
    }

    @Test func aGroupedTableDropsItsPaddingWhereItHasHeaderAndFooterViews() throws {
        let spy = SectionViewSpy(sections: [(nil, TableSpy.rows(2))])
        let (harness, table) = try launchSectionViews(.grouped, spy)
        // 17.5 padding + 17.5 empty header; 17.5 empty footer + 20 padding.
        #expect(table.rectForRow(at: path(0)).minY == 35)
        #expect(table.contentSize.height == CGFloat(35 + 88 + 17.5 + 20))
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 50))
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 30))
        try harness.settle()
        #expect(table.rectForRow(at: path(0)).minY == CGFloat(50 + 17.5))
        #expect(table.contentSize.height == CGFloat(50 + 17.5 + 88 + 17.5 + 30))
        #expect(table.tableFooterView?.frame.minY == CGFloat(50 + 17.5 + 88 + 17.5))
    }

    @Test func aPlainTableDrawsEmptyRowSeparatorsUnlessItHasAFooterView() throws {
        let spy = TableSpy(sections: [.init(rows: TableSpy.rows(3))])
        let (harness, table) = try launchTable(.plain, spy)
        let hairline = 1.0 / 3
        // Rows end at 132; lines every 44 pt below, at the margin, down to the bottom (793).
        let lines = table.emptyRowSeparatorFrames
        #expect(lines.first == CGRect(x: 20, y: 176 - hairline, width: 373, height: hairline))
        #expect(lines.count == 15)
        #expect(zip(lines, lines.dropFirst()).allSatisfy { abs($1.minY - $0.minY - 44) < 0.001 })
        #expect(lines.last.map { $0.minY < table.bounds.maxY && $0.minY + 44 >= table.bounds.maxY } == true)
        table.tableFooterView = UIView()
        try harness.settle()
        #expect(table.emptyRowSeparatorFrames.isEmpty)
        #expect(table.contentSize.height == 132)
        table.tableFooterView = nil
        table.separatorStyle = .none
        try harness.settle()
        #expect(table.emptyRowSeparatorFrames.isEmpty)

        let groupedSpy = TableSpy(sections: [.init(rows: TableSpy.rows(3))])
        let (_, grouped) = try launchTable(.grouped, groupedSpy)
        #expect(grouped.emptyRowSeparatorFrames.isEmpty)
    }

    // MARK: Goldens

    @Test func cellImagesInTheFourStylesLookAsOnIOS() throws {
        let spy = SectionViewSpy(sections: [
            ("Default", ["Airplane Mode", "Wi-Fi"]),
            ("Value 1", ["Bluetooth", "Cellular"]),
            ("Value 2", ["Mobile", "Home"]),
            ("Subtitle", ["Notes", "Reminders"]),
        ])
        spy.images = [
            path(0, 0): iconImage(.systemOrange), path(1, 0): iconImage(.systemBlue),
            path(0, 1): iconImage(.systemBlue), path(1, 1): iconImage(.systemGreen),
            path(0, 2): iconImage(.systemRed), path(1, 2): iconImage(.systemRed),
            path(0, 3): iconImage(.systemYellow), path(1, 3): iconImage(.systemOrange),
        ]
        spy.details = [path(0, 1): "On", path(1, 1): "Off", path(0, 2): "555-0100", path(1, 2): "555-0199",
                       path(0, 3): "12 notes", path(1, 3): "3 lists"]
        final class StylePerSection: UITableViewDataSource, UITableViewDelegate {
            let spy: SectionViewSpy
            init(_ spy: SectionViewSpy) { self.spy = spy }
            func numberOfSections(in tableView: UITableView) -> Int { spy.numberOfSections(in: tableView) }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                spy.tableView(tableView, numberOfRowsInSection: section)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                spy.tableView(tableView, titleForHeaderInSection: section)
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let styles: [UITableViewCell.CellStyle] = [.default, .value1, .value2, .subtitle]
                let style = styles[indexPath.section]
                let cell = tableView.dequeueReusableCell(withIdentifier: "\(style)") ?? UITableViewCell(style: style, reuseIdentifier: "\(style)")
                cell.textLabel?.text = spy.sections[indexPath.section].rows[indexPath.row]
                cell.detailTextLabel?.text = spy.details[indexPath]
                cell.imageView?.image = spy.images[indexPath]
                cell.accessoryType = indexPath.section == 1 ? .disclosureIndicator : .none
                return cell
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.section == 3 ? 58 : 44
            }
        }
        let source = StylePerSection(spy)
        let header = UILabel(frame: CGRect(x: 0, y: 0, width: 0, height: 60))
        header.text = "Table header view"
        header.textAlignment = .center
        header.backgroundColor = .systemGroupedBackground
        let (harness, _) = try launchSectionViews(.plain, spy) { table in
            table.tableHeaderView = header
            table.tableFooterView = UIView()
            table.dataSource = source
            table.delegate = source
        }
        try harness.assertScreenshot(named: "table-cell-images-iphone-15-pro", in: UITableViewTests.goldens)
    }
}
