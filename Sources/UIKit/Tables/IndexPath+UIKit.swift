import Foundation

/// UIKit's rows, sections and items on Foundation's `IndexPath`, as Apple's UIKit adds them.
///
/// swift-corelibs-foundation has none of these, so UIKit defines them here. An index path for a
/// table or collection view has exactly two indices, section first; `row` and `item` both read
/// the second. Reading any of them from a path of another length traps, as on iOS.
extension IndexPath {
    /// An index path for `row` in `section` of a table view.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for `item` in `section` of a collection view.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index.
    public var section: Int {
        get { twoIndices("section")[0] }
        set { precondition(count == 2, Self.wrongLength("section", count)); self[0] = newValue }
    }

    /// The row within the section: the second index.
    public var row: Int {
        get { twoIndices("row")[1] }
        set { precondition(count == 2, Self.wrongLength("row", count)); self[1] = newValue }
    }

    /// The item within the section: the second index, as `row`.
    public var item: Int {
        get { twoIndices("item")[1] }
        set { precondition(count == 2, Self.wrongLength("item", count)); self[1] = newValue }
    }

    private func twoIndices(_ member: String) -> IndexPath {
        precondition(count == 2, Self.wrongLength(member, count))
        return self
    }

    private static func wrongLength(_ member: String, _ count: Int) -> String {
        "Invalid index path for use with UITableView. Index paths passed to table view must contain exactly two indices specifying the section and row. (IndexPath.\(member) read on a path of \(count) indices)"
    }
}
