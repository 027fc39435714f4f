/// A half-open rectangle of device pixels, `x0..<x1` by `y0..<y1`, row 0 at the top.
struct PixelRect: Equatable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// Returns the overlap of both rectangles, or `.empty`.
    func intersection(_ other: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return r.isEmpty ? .empty : r
    }

    /// Returns the pixels touched by `rect` (in device pixel coordinates), expanded outwards and clamped to ±2³⁰.
    init(enclosing rect: CGRect) {
        let limit = Double(1 << 30)
        guard !rect.isNull, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite else {
            self = .empty
            return
        }
        x0 = Int(max(-limit, min(limit, Double(rect.minX).rounded(.down))))
        y0 = Int(max(-limit, min(limit, Double(rect.minY).rounded(.down))))
        x1 = Int(max(-limit, min(limit, Double(rect.maxX).rounded(.up))))
        y1 = Int(max(-limit, min(limit, Double(rect.maxY).rounded(.up))))
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    var cgRect: CGRect { CGRect(x: x0, y: y0, width: width, height: height) }
}
