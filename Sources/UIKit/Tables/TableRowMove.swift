import Foundation

/// One row moving from `source` to `destination`, and where every other row of its table goes
/// with it: the paths of a table before the move mapped to those after it, and back.
///
/// A value type with no views. Paths after the move are those `tableView(_:moveRowAt:to:)`
/// takes: the rows after `source` in its section close up, and those from `destination` on in
/// its section make room. While a row is dragged, the table lays out its other rows at their
/// paths after the move to the proposed destination, and once the row drops it re-keys its
/// cells, selection and heights with the same mapping instead of reloading.
struct TableRowMove: Equatable {
    var source: IndexPath
    var destination: IndexPath

    /// The path after the move of the row at `path` before it.
    func destination(of path: IndexPath) -> IndexPath {
        if path == source { return destination }
        var moved = path
        if moved.section == source.section, moved.row > source.row { moved.row -= 1 }
        if moved.section == destination.section, moved.row >= destination.row { moved.row += 1 }
        return moved
    }

    /// The path before the move of the row at `path` after it.
    func origin(of path: IndexPath) -> IndexPath {
        if path == destination { return source }
        var moved = path
        if moved.section == destination.section, moved.row > destination.row { moved.row -= 1 }
        if moved.section == source.section, moved.row >= source.row { moved.row += 1 }
        return moved
    }
}
