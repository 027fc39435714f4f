/// A rectangle of whole pixels on the device screen, top-left origin, as the frame format sends it.
struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var area: Int { width * height }
    var isEmpty: Bool { width <= 0 || height <= 0 }

    var description: String { "(\(x), \(y), \(width)×\(height))" }

    /// The smallest rectangle that contains both.
    func union(_ other: PixelRect) -> PixelRect {
        let minX = min(x, other.x), minY = min(y, other.y)
        return PixelRect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }

    /// Whether the two overlap or share an edge, so that their union adds no pixel outside
    /// both when they are aligned.
    func touches(_ other: PixelRect) -> Bool {
        x <= other.maxX && other.x <= maxX && y <= other.maxY && other.y <= maxY
    }

    /// The part inside `width` × `height` pixels at the origin (empty when none).
    func clipped(toWidth width: Int, height: Int) -> PixelRect {
        let minX = max(x, 0), minY = max(y, 0)
        let maxX = min(self.maxX, width), maxY = min(self.maxY, height)
        return PixelRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
