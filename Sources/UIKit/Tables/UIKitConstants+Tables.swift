import Foundation
@_spi(UIKit) import CoreGraphics

/// The numbers that shape table views and their cells, each with its source; kept beside the
/// tables (rather than in `UIKitConstants.swift`) so that the tables' numbers read together.
///
/// "Reference §n" is `shared/reference/uikit-behaviour.md` with its confidence mark.
extension UIKitConstants {
    /// How many times a table finds the rows in view again when self-sizing rows it measured
    /// changed height, in one update of its visible cells (each round measures only new rows).
    static let tableSelfSizingMaximumRounds = 16
    /// The height of a row whose height is `UITableView.automaticDimension`: 44 pt, twice the
    /// body text style's 22 pt leading at the default content size (reference §11.1 [H] for 44).
    /// OpenUIKit has no self-sizing cells, so every automatic row is this tall.
    static let tableDefaultRowHeight: CGFloat = 44

    /// The height of a plain table's section header or footer that has a title: 28 pt
    /// (reference §11.1 [M], `defaultSectionHeaderHeightForTableViewStyle:`).
    static let tablePlainHeaderFooterHeight: CGFloat = 28

    /// The height of a grouped or inset-grouped section header or footer without a title:
    /// 17.5 pt, so untitled sections are 35 pt apart (reference §11.1 [M]).
    static let tableGroupedEmptyHeaderFooterHeight: CGFloat = 17.5

    /// The extra space above the first section of a grouped table: 17.5 pt, so the first
    /// section sits 35 pt below the top as folk measurements say (reference Appendix A 9 [L]).
    static let tableGroupedTopPadding: CGFloat = 17.5

    /// The space after the last section of a grouped table: 20 pt (reference §11.1 [M]).
    static let tableGroupedBottomPadding: CGFloat = 20

    /// The margins around a grouped header's title: 17 pt above (32 pt in the first section)
    /// and 6 pt below (reference §11.1 [M]).
    static let tableGroupedHeaderTitleMargins = (top: CGFloat(17), firstSectionTop: CGFloat(32), bottom: CGFloat(6))

    /// The margins around a grouped footer's title: 6 pt above and 12 pt below (reference §11.1 [M]).
    static let tableGroupedFooterTitleMargins = (top: CGFloat(6), bottom: CGFloat(12))

    /// The line height of the footnote text style that grouped headers and footers use: 18 pt
    /// (reference §14.1 [M-H]).
    static let tableFootnoteLeading: CGFloat = 18

    /// A cell's leading margin, and the separator's default leading inset: 16 pt on screens up
    /// to 375 pt wide, 20 pt on wider ones, where iOS "wants wide content margins"
    /// (reference §11.2 [M]; for 390–402 pt phones the deciding checks are unresolved [L]).
    static let tableMargins = (regular: CGFloat(16), wide: CGFloat(20), wideScreenAbove: CGFloat(375))

    /// The corner radius of an inset-grouped section: 10 pt (reference §11.2 [M]).
    static let tableInsetGroupedCornerRadius: CGFloat = 10

    /// The gap between a cell's content and its accessory: 16 pt (reference §11.4 [M]).
    static let tableContentAccessoryPadding: CGFloat = 16

    /// The gap between a subtitle cell's text and its detail text: 3 pt (reference §11.3 [M]).
    static let tableSubtitleGap: CGFloat = 3

    /// The gap between a cell's image and its text: 16 pt (reference §11.3 [M]).
    static let tableImageTextGap: CGFloat = 16

    /// The width of the title column of a `.value2` cell, whose title is right-aligned in it:
    /// 91 pt. Apple publishes no number; this matches screenshots of iOS 7+ contact cards [L].
    static let tableValue2TitleWidth: CGFloat = 91

    /// The gap between a `.value2` cell's title column and its detail text: 6 pt [L], from the
    /// same screenshots.
    static let tableValue2Gap: CGFloat = 6

    /// How long a deselection fades when nothing else sets its duration: 0.25 s
    /// (reference §11.5, folk 0.25–0.3 s [L]).
    static let tableDeselectionFadeDuration: TimeInterval = 0.25

    /// The colours tables draw with, light appearance (reference §14.2 [M-H] and §11.3–11.5).
    ///
    /// They are here rather than on `UIColor` until its full set of system colours lands.
    static let tableColors = (
        /// `systemGray4`: the background of a highlighted or selected cell (reference §11.5 [M]).
        selection: UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1),
        /// `tertiaryLabel`: the disclosure chevron (reference §11.4 [M]).
        disclosure: UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3),
        /// `secondarySystemGroupedBackground`: a grouped table's cells (reference §11.3 [H]).
        groupedCell: UIColor.white,
        /// `secondarySystemBackground`-like opaque fill behind a plain table's floating
        /// headers, which iOS blurs (reference §11.6 [M]; OpenUIKit has no blur yet).
        plainHeader: UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1),
        /// `systemBlue`, the default tint: checkmarks, detail buttons and `.value2` titles
        /// (reference §11.3–11.4 [M]).
        tint: UIColor.systemBlue
    )
}

extension UIKitConstants {
    /// How long rows take to move, come and go in a batch update: 0.3 s (reference §11.6, not
    /// resolved [L]).
    static let tableUpdateDuration: TimeInterval = 0.3
}

extension UIKitConstants {
    /// The height of a `UIRefreshControl`, and the room it takes above the content while it
    /// refreshes: 60 pt [L] (Apple publishes no number; screenshots of Mail and Settings).
    static let refreshControlHeight: CGFloat = 60

    /// How far past the top a drag must pull the content to start refreshing: 90 pt [L], from
    /// the same screenshots (the spinner is complete about then).
    static let refreshControlTriggerDistance: CGFloat = 90
}

extension UIKitConstants {
    /// The circle of a cell's delete or insert control: 22 pt, about the size of the
    /// `minus.circle.fill` symbol at the body text style (reference §11.4 [M] for the symbol; the
    /// size [L]).
    static let tableEditingControlSize = CGSize(width: 22, height: 22)

    /// How far around its circle the editing control still takes a touch: 11 pt, so that the
    /// target is about a 44 pt row's height [L].
    static let tableEditingControlTouchOutset: CGFloat = 11

    /// The white bar of the minus (and each bar of the plus) in the editing control: 12 × 2 pt [L].
    static let tableEditingControlBar = (length: CGFloat(12), thickness: CGFloat(2))

    /// The gap between the editing control and the content it pushes right: 16 pt, so the
    /// content moves by the control's width plus 16 (reference §11.4 [M], old SDK 9).
    static let tableContentEditPadding: CGFloat = 16

    /// How long cells take to enter or leave editing mode, and the Delete button to slide in or
    /// out: 0.3 s, as row updates (reference §11.6 [L]).
    static let tableEditingAnimationDuration: TimeInterval = 0.3

    /// The Delete button's title size, 17 pt, and the padding on each side of it, 15 pt [L]
    /// (reference §11.4 leaves the button's width unresolved).
    static let tableDeleteButtonFontSize: CGFloat = 17
    static let tableDeleteButtonPadding: CGFloat = 15
}

extension UIKitConstants {
    /// The reorder control's glyph, three horizontal bars: 18 pt wide, bars 2 pt thick and
    /// 5.5 pt apart (13 pt tall), about the size of the `line.horizontal.3` symbol at the body
    /// text style, scale large (reference §11.4 [M] for the symbol; the size [L]).
    static let tableReorderGlyph = (width: CGFloat(18), thickness: CGFloat(2), spacing: CGFloat(5.5))

    /// The gap between a cell's content (or editing accessory) and its reorder control: 16 pt
    /// (reference §11.4 [M], old SDK 12).
    static let tableReorderContentGap: CGFloat = 16

    /// How long the other rows take to slide out of the way of a dragged row, and the row to
    /// settle into its place when it drops: 0.25 s [L] (Apple publishes no number; close to
    /// the row updates' 0.3 s, shorter to keep up with the finger).
    static let tableReorderAnimationDuration: TimeInterval = 0.25

    /// The shadow under a dragged row, which iOS 13+ lifts above the others: black at 20 %
    /// opacity, 8 pt blur, no offset [L] (from screenshots; Apple publishes no number).
    static let tableReorderShadow = (opacity: Float(0.2), radius: CGFloat(8))

    /// How close to the top or bottom of the visible area a dragged row's finger makes the
    /// table scroll: 44 pt, one default row [L]; the speed grows linearly from 0 at the band's
    /// inner edge to 600 pt/s at the table's edge [L] (Apple publishes neither number).
    static let tableReorderAutoscroll = (band: CGFloat(44), maximumSpeed: CGFloat(600))

    /// How far left a swipe must pull a row's content, as a fraction of the row's width, for
    /// its lift to delete the row at once (iOS's full swipe performs the first action,
    /// reference §11.4 [H]): one half [L].
    static let tableFullSwipeFraction: CGFloat = 0.5

    /// A leftward swipe faster than this (pt/s) that has already uncovered the whole Delete
    /// button also deletes the row at its lift: 1000 pt/s [L], about twice an unhurried swipe.
    static let tableFullSwipeFlickVelocity: CGFloat = 1000
}
