import Foundation

/// The screen's damaged pixels since the last frame sent, kept as a few disjoint rectangles.
///
/// The compositor reports damage as rectangles in pixels, possibly fractional, overlapping, many
/// per frame and repeated over several frames while the encoder is busy. Each added rectangle
/// is snapped outward to whole pixels and clipped to the screen; rectangles that overlap or touch
/// are merged into their union; past `maximumRectangles` everything becomes one bounding
/// rectangle, because every rectangle costs a PNG header and a decoder call in the page.
struct DamageAccumulator {
    /// More rectangles than this are sent as their bounding rectangle.
    static let maximumRectangles = 8

    private(set) var rectangles: [PixelRect] = []

    var isEmpty: Bool { rectangles.isEmpty }

    /// Adds the damaged rectangle `rect` (pixels) of a screen `width` × `height` pixels.
    mutating func add(_ rect: CGRect, screenWidth width: Int, screenHeight height: Int) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
              !rect.isNull, !rect.isEmpty else { return }
        let minX = Int(max(-1, min(Double(width) + 1, rect.minX.rounded(.down))))
        let minY = Int(max(-1, min(Double(height) + 1, rect.minY.rounded(.down))))
        let maxX = Int(max(-1, min(Double(width) + 1, rect.maxX.rounded(.up))))
        let maxY = Int(max(-1, min(Double(height) + 1, rect.maxY.rounded(.up))))
        add(PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).clipped(toWidth: width, height: height))
    }

    /// Adds a rectangle already in whole pixels inside the screen.
    mutating func add(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        var merged = rect
        var index = 0
        // Absorb every rectangle the growing union touches; a union can reach rectangles it did
        // not touch before, so scan again from the start after each absorption.
        while index < rectangles.count {
            if rectangles[index].touches(merged) {
                merged = merged.union(rectangles.remove(at: index))
                index = 0
            } else {
                index += 1
            }
        }
        rectangles.append(merged)
        if rectangles.count > Self.maximumRectangles {
            rectangles = [rectangles.dropFirst().reduce(rectangles[0]) { $0.union($1) }]
        }
    }

    /// Forgets all damage.
    mutating func removeAll() { rectangles.removeAll() }
}
