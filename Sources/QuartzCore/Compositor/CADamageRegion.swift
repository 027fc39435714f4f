import Foundation

/// Damaged screen pixels gathered over one or more frames, as a few non-overlapping rectangles.
///
/// The compositor's own damage bookkeeping, for hosts that collect damage across frames (the
/// live simulator merges the damage of frames it could not send yet). Rectangles are snapped
/// outward to whole pixels and clipped to the screen; overlapping ones merge into their union;
/// past 8 rectangles the two whose union wastes the fewest pixels merge.
@_spi(Simulator) public struct CADamageRegion {
    private var region: DamageRegion
    /// The screen's width in pixels.
    public let pixelWidth: Int
    /// The screen's height in pixels.
    public let pixelHeight: Int

    /// An empty region on a screen of `pixelWidth` × `pixelHeight` pixels.
    public init(pixelWidth: Int, pixelHeight: Int) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        region = DamageRegion(screen: PixelBox(x0: 0, y0: 0, x1: max(0, pixelWidth), y1: max(0, pixelHeight)))
    }

    /// Whether nothing is damaged.
    public var isEmpty: Bool { region.isEmpty }

    /// Adds a damaged rectangle in pixels; an empty or non-finite one adds nothing.
    public mutating func insert(_ pixelRect: CGRect) {
        region.insert(PixelBox(enclosing: pixelRect))
    }

    /// Forgets all damage.
    public mutating func removeAll() { region.removeAll() }

    /// The damaged rectangles in whole pixels, top to bottom, then left to right.
    public var rects: [CGRect] {
        region.sortedBoxes.map { CGRect(x: $0.x0, y: $0.y0, width: $0.width, height: $0.height) }
    }
}
