import Foundation
@_spi(UIKit) import CoreGraphics

/// Where a bar's items go along its width: a value computed from the items' widths alone.
///
/// Items are laid out from the leading edge inset by the edge padding, with the inter-item gap
/// between two adjacent items that are not spaces (a space stands instead of the gap). A fixed
/// space takes its width; the width left over is split equally among the flexible spaces
/// (reference §9.3 [M]); with no flexible space the items stay packed at the leading edge and
/// the leftover is at the trailing end. When the items do not fit, flexible spaces get nothing
/// and the items run past the trailing padding, as a bar with too many items does.
struct BarItemLayout: Equatable {
    /// One item of the bar as the layout sees it.
    enum Entry: Equatable {
        /// A view of this width (a button's content, a custom view's frame, or an item's `width`).
        case view(width: CGFloat)
        /// A fixed space of this width.
        case fixedSpace(CGFloat)
        /// A flexible space.
        case flexibleSpace
    }

    /// Each entry's horizontal extent, in the bar's coordinates, in the entries' order (a
    /// space's is the room it takes).
    let extents: [ClosedRange<CGFloat>]

    init(entries: [Entry], width: CGFloat, edgePadding: CGFloat, spacing: CGFloat) {
        var gaps = 0
        for index in entries.indices.dropFirst() {
            if case .view = entries[index], case .view = entries[index - 1] { gaps += 1 }
        }
        var fixed = CGFloat(gaps) * spacing
        var flexibleCount = 0
        for entry in entries {
            switch entry {
            case .view(let w), .fixedSpace(let w): fixed += w
            case .flexibleSpace: flexibleCount += 1
            }
        }
        let leftover = width - 2 * edgePadding - fixed
        let share = flexibleCount > 0 ? max(0, leftover) / CGFloat(flexibleCount) : 0
        var x = edgePadding
        var extents: [ClosedRange<CGFloat>] = []
        for (index, entry) in entries.enumerated() {
            if index > 0, case .view = entry, case .view = entries[index - 1] { x += spacing }
            let w: CGFloat
            switch entry {
            case .view(let width), .fixedSpace(let width): w = width
            case .flexibleSpace: w = share
            }
            extents.append(x...(x + w))
            x += w
        }
        self.extents = extents
    }
}
