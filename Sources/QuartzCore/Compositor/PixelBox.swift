import Foundation

/// A half-open rectangle of pixels, columns `x0..<x1` by rows `y0..<y1`, row 0 at the top.
///
/// Every operation that produces an empty box returns `.empty` (all zero), so empty boxes compare
/// equal; coordinates are clamped to ±2²⁴ so that arithmetic on them never overflows.
struct PixelBox: Equatable, Hashable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    /// The box holding no pixels.
    static let empty = PixelBox(uncheckedX0: 0, y0: 0, x1: 0, y1: 0)

    /// The largest magnitude a coordinate is clamped to.
    static let limit = 1 << 24

    private init(uncheckedX0 x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    /// The box `x0..<x1` by `y0..<y1`, or `.empty` when either range is empty.
    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        if x1 <= x0 || y1 <= y0 {
            self = .empty
        } else {
            self.init(uncheckedX0: x0, y0: y0, x1: x1, y1: y1)
        }
    }

    /// The pixels a rectangle in pixel coordinates touches: its edges rounded outwards.
    ///
    /// A rectangle with zero area, or with a non-finite edge, touches no pixels.
    init(enclosing rect: CGRect) {
        self.init(minX: Double(rect.minX), minY: Double(rect.minY), maxX: Double(rect.maxX), maxY: Double(rect.maxY))
    }

    /// The pixels touched by `rect` mapped through `transform`: the outward-rounded bounding box of its four corners.
    ///
    /// Unlike `CGRect.applying(_:)` this allocates nothing, which matters once per layer per frame.
    init(enclosing rect: CGRect, transformedBy t: CGAffineTransform) {
        guard !rect.isNull, !rect.isEmpty else {
            self = .empty
            return
        }
        let xs0 = Double(t.a * rect.minX), xs1 = Double(t.a * rect.maxX)
        let xc0 = Double(t.c * rect.minY), xc1 = Double(t.c * rect.maxY)
        let yb0 = Double(t.b * rect.minX), yb1 = Double(t.b * rect.maxX)
        let yd0 = Double(t.d * rect.minY), yd1 = Double(t.d * rect.maxY)
        let tx = Double(t.tx), ty = Double(t.ty)
        self.init(minX: min(xs0, xs1) + min(xc0, xc1) + tx, minY: min(yb0, yb1) + min(yd0, yd1) + ty,
                  maxX: max(xs0, xs1) + max(xc0, xc1) + tx, maxY: max(yb0, yb1) + max(yd0, yd1) + ty)
    }

    private init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, maxX > minX, maxY > minY else {
            self = .empty
            return
        }
        let limit = Double(Self.limit)
        func clamp(_ v: Double) -> Int { Int(Swift.max(-limit, Swift.min(limit, v))) }
        self.init(x0: clamp(minX.rounded(.down)), y0: clamp(minY.rounded(.down)),
                  x1: clamp(maxX.rounded(.up)), y1: clamp(maxY.rounded(.up)))
    }

    /// The pixels lying wholly inside a rectangle in pixel coordinates: its edges rounded inwards.
    static func interior(of rect: CGRect) -> PixelBox {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            return .empty
        }
        let limit = Double(Self.limit)
        func whole(_ v: CGFloat, _ rule: FloatingPointRoundingRule) -> Int {
            Int(Swift.max(-limit, Swift.min(limit, Double(v).rounded(rule))))
        }
        return PixelBox(x0: whole(rect.minX, .up), y0: whole(rect.minY, .up),
                        x1: whole(rect.maxX, .down), y1: whole(rect.maxY, .down))
    }

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    /// The number of pixels.
    var area: Int { isEmpty ? 0 : width * height }

    /// The box as a rectangle in the same pixel coordinates.
    var cgRect: CGRect { CGRect(x: x0, y: y0, width: width, height: height) }

    /// The pixels in both boxes.
    func intersection(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// Whether the boxes share at least one pixel (touching edges do not count).
    func intersects(_ other: PixelBox) -> Bool {
        max(x0, other.x0) < min(x1, other.x1) && max(y0, other.y0) < min(y1, other.y1)
    }

    /// The smallest box holding both boxes; an empty box adds nothing.
    func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The box grown by `n` pixels on every side; an empty box stays empty.
    func expanded(by n: Int) -> PixelBox {
        isEmpty ? .empty : PixelBox(x0: x0 - n, y0: y0 - n, x1: x1 + n, y1: y1 + n)
    }

    /// The box moved by whole pixels.
    func offsetBy(dx: Int, dy: Int) -> PixelBox {
        isEmpty ? .empty : PixelBox(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy)
    }

    /// The box minus `hole`, as up to four disjoint boxes: the rows above and below the hole, then the columns beside it.
    func subtracting(_ hole: PixelBox) -> [PixelBox] {
        let cut = hole.intersection(self)
        guard !cut.isEmpty else { return isEmpty ? [] : [self] }
        return [
            PixelBox(x0: x0, y0: y0, x1: x1, y1: cut.y0),
            PixelBox(x0: x0, y0: cut.y1, x1: x1, y1: y1),
            PixelBox(x0: x0, y0: cut.y0, x1: cut.x0, y1: cut.y1),
            PixelBox(x0: cut.x1, y0: cut.y0, x1: x1, y1: cut.y1),
        ].filter { !$0.isEmpty }
    }
}
