import Foundation
@_spi(UIKit) import CoreGraphics

/// Where a table view's headers, rows and footers lie along its content, from their heights.
///
/// A value type with no views: `UITableView` builds one from its data source and delegate when
/// it reloads, and asks it which rows a rectangle shows. Row tops are prefix sums of the row
/// heights, so a lookup is a binary search and costs the same for 100 rows as for 100,000.
/// Lengths are in points; y runs down the content from 0.
struct TableLayout: Equatable {
    /// The heights of one section's parts.
    struct SectionHeights: Equatable {
        var header: CGFloat
        var rows: [CGFloat]
        var footer: CGFloat
    }

    /// Where one section's parts lie.
    struct Section: Equatable {
        /// The top of the header (the section's top).
        var top: CGFloat
        var headerHeight: CGFloat
        /// The top of each row, then the top of the footer: `rows.count + 1` values.
        var rowTops: [CGFloat]
        var footerHeight: CGFloat

        var rowCount: Int { rowTops.count - 1 }
        var rowsTop: CGFloat { top + headerHeight }
        var footerTop: CGFloat { rowTops[rowTops.count - 1] }
        var bottom: CGFloat { footerTop + footerHeight }
    }

    private(set) var sections: [Section]
    /// Space before the first section.
    private(set) var topPadding: CGFloat
    /// Space after the last section.
    private(set) var bottomPadding: CGFloat
    /// The height of the whole content, padding included.
    private(set) var contentHeight: CGFloat

    /// A layout of `sections`, in order, after `topPadding` and followed by `bottomPadding`.
    init(sections heights: [SectionHeights], topPadding: CGFloat = 0, bottomPadding: CGFloat = 0) {
        self.topPadding = topPadding
        self.bottomPadding = bottomPadding
        var y = topPadding
        var sections: [Section] = []
        sections.reserveCapacity(heights.count)
        for section in heights {
            let top = y
            y += section.header
            var tops: [CGFloat] = []
            tops.reserveCapacity(section.rows.count + 1)
            for height in section.rows {
                tops.append(y)
                y += height
            }
            tops.append(y)
            y += section.footer
            sections.append(Section(top: top, headerHeight: section.header, rowTops: tops, footerHeight: section.footer))
        }
        self.sections = sections
        contentHeight = y + bottomPadding
    }

    /// Changes the space before the first section and after the last, moving the sections.
    mutating func setPadding(top: CGFloat, bottom: CGFloat) {
        let shift = top - topPadding
        if shift != 0 {
            for s in sections.indices {
                sections[s].top += shift
                for r in sections[s].rowTops.indices { sections[s].rowTops[r] += shift }
            }
        }
        topPadding = top
        bottomPadding = bottom
        contentHeight = (sections.last?.bottom ?? top) + bottom
    }

    /// Gives the row at `path` a new height, moving everything after it.
    mutating func setRowHeight(_ height: CGFloat, at path: IndexPath) {
        let tops = sections[path.section].rowTops
        let shift = height - (tops[path.row + 1] - tops[path.row])
        guard shift != 0 else { return }
        for r in (path.row + 1)..<tops.count { sections[path.section].rowTops[r] += shift }
        for s in (path.section + 1)..<sections.count {
            sections[s].top += shift
            for r in sections[s].rowTops.indices { sections[s].rowTops[r] += shift }
        }
        contentHeight += shift
    }

    var numberOfSections: Int { sections.count }

    func numberOfRows(inSection section: Int) -> Int { sections[section].rowCount }

    /// Whether `indexPath` names a row of the layout.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.section >= 0 && indexPath.section < sections.count
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rowCount
    }

    /// The vertical extent of a row: its top and height.
    func rowExtent(_ indexPath: IndexPath) -> (top: CGFloat, height: CGFloat) {
        let tops = sections[indexPath.section].rowTops
        return (tops[indexPath.row], tops[indexPath.row + 1] - tops[indexPath.row])
    }

    /// The vertical extent of a section's header.
    func headerExtent(_ section: Int) -> (top: CGFloat, height: CGFloat) {
        (sections[section].top, sections[section].headerHeight)
    }

    /// The vertical extent of a section's footer.
    func footerExtent(_ section: Int) -> (top: CGFloat, height: CGFloat) {
        (sections[section].footerTop, sections[section].footerHeight)
    }

    /// The vertical extent of a whole section, header to footer.
    func sectionExtent(_ section: Int) -> (top: CGFloat, height: CGFloat) {
        (sections[section].top, sections[section].bottom - sections[section].top)
    }

    /// The sections that overlap `minY..<maxY`, in order.
    func sections(overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        guard !sections.isEmpty, maxY > minY else { return 0..<0 }
        // The first section whose bottom is below minY.
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].bottom <= minY { low = mid + 1 } else { high = mid }
        }
        let first = low
        // The first section whose top is at or below maxY.
        high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].top < maxY { low = mid + 1 } else { high = mid }
        }
        return first..<max(first, low)
    }

    /// The rows that overlap `minY..<maxY`, in order; a row of height 0 overlaps nothing.
    func indexPaths(overlapping minY: CGFloat, _ maxY: CGFloat) -> [IndexPath] {
        var paths: [IndexPath] = []
        for s in sections(overlapping: minY, maxY) {
            let tops = sections[s].rowTops
            for row in rowRange(inSection: s, overlapping: minY, maxY) where tops[row + 1] > tops[row] {
                paths.append(IndexPath(row: row, section: s))
            }
        }
        return paths
    }

    /// The rows of `section` that overlap `minY..<maxY`.
    func rowRange(inSection section: Int, overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        let tops = sections[section].rowTops
        let count = tops.count - 1
        // The first row whose bottom is below minY.
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if tops[mid + 1] <= minY { low = mid + 1 } else { high = mid }
        }
        let first = low
        // The first row whose top is at or below maxY.
        high = count
        while low < high {
            let mid = (low + high) / 2
            if tops[mid] < maxY { low = mid + 1 } else { high = mid }
        }
        var rows = first..<max(first, low)
        // Rows of height 0 at the ends overlap nothing.
        while let last = rows.last, tops[last + 1] == tops[last] || tops[last] >= maxY { rows = rows.lowerBound..<last }
        while let head = rows.first, tops[head + 1] == tops[head] { rows = (head + 1)..<rows.upperBound }
        return rows
    }

    /// The heights of each section's header, rows and footer, from which the layout was built.
    var sectionHeights: [SectionHeights] {
        sections.map { section in
            SectionHeights(header: section.headerHeight,
                           rows: (0..<section.rowCount).map { section.rowTops[$0 + 1] - section.rowTops[$0] },
                           footer: section.footerHeight)
        }
    }

    /// The layout without the row at `path`, the rows after it closing up, and the row's height.
    func removingRow(at path: IndexPath) -> (layout: TableLayout, height: CGFloat) {
        var heights = sectionHeights
        let height = heights[path.section].rows.remove(at: path.row)
        return (TableLayout(sections: heights, topPadding: topPadding, bottomPadding: bottomPadding), height)
    }

    /// The layout with a row of `height` inserted at `path`, the rows from there on moving down.
    func insertingRow(height: CGFloat, at path: IndexPath) -> TableLayout {
        var heights = sectionHeights
        heights[path.section].rows.insert(height, at: path.row)
        return TableLayout(sections: heights, topPadding: topPadding, bottomPadding: bottomPadding)
    }

    /// The span a row's top may take in this layout when it is inserted somewhere: from the
    /// first section's first row top to the last section's footer top; nil without sections.
    var insertionSpan: ClosedRange<CGFloat>? {
        guard let first = sections.first, let last = sections.last else { return nil }
        return first.rowsTop...max(first.rowsTop, last.footerTop)
    }

    /// Where a row taken out of the layout would go if its top were at `top`: the place, among
    /// every section's `rowCount + 1` insertion points, whose top is nearest (a row goes past a
    /// neighbour once its top passes the neighbour's middle). Ties go to the earlier place.
    /// Call it on the layout without the row; nil when there are no sections.
    func nearestInsertionPoint(toTop top: CGFloat) -> IndexPath? {
        guard !sections.isEmpty else { return nil }
        // The section whose rows' span (header excluded) is nearest, then its neighbours.
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].footerTop < top { low = mid + 1 } else { high = mid }
        }
        var best: (path: IndexPath, distance: CGFloat)?
        for s in max(0, low - 1)...min(sections.count - 1, low) {
            let tops = sections[s].rowTops
            // The first insertion point at or below `top`, and the one before it.
            var l = 0, h = tops.count
            while l < h {
                let mid = (l + h) / 2
                if tops[mid] < top { l = mid + 1 } else { h = mid }
            }
            for row in [l - 1, l] where row >= 0 && row < tops.count {
                let distance = abs(tops[row] - top)
                if best == nil || distance < best!.distance { best = (IndexPath(row: row, section: s), distance) }
            }
        }
        return best?.path
    }

    /// The row at `y`, or nil when `y` falls on a header, a footer, padding or nothing.
    func indexPathForRow(atY y: CGFloat) -> IndexPath? {
        let range = sections(overlapping: y, y + 0.000_001)
        for s in range {
            let rows = rowRange(inSection: s, overlapping: y, y + 0.000_001)
            if let row = rows.first { return IndexPath(row: row, section: s) }
        }
        return nil
    }
}
