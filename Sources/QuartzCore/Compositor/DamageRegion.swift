import Foundation

/// The screen pixels that must be redrawn this frame, kept as a few disjoint-enough boxes.
///
/// Boxes are clipped to the screen as they are added. A box that overlaps one already held, or
/// that fills their bounding box exactly with it (a box beside it of the same height, or above it
/// of the same width), is merged with it into their bounding box (repeatedly, so the held boxes
/// never overlap and are drawn once where one box would do); when more than
/// `QuartzCoreConstants.maximumDamageBoxCount` boxes remain, the two whose bounding box wastes the fewest pixels are merged, so
/// fragmented damage degrades into a few bounding boxes instead of many small redraws.
struct DamageRegion {
    /// The screen; nothing outside it is damaged.
    let screen: PixelBox
    /// The damaged boxes, none overlapping another.
    private(set) var boxes: [PixelBox] = []

    init(screen: PixelBox) {
        self.screen = screen
    }

    /// Whether nothing is damaged.
    var isEmpty: Bool { boxes.isEmpty }

    /// Forgets every box, keeping the storage for the next frame.
    mutating func removeAll() {
        boxes.removeAll(keepingCapacity: true)
    }

    /// Whether any damaged box overlaps `box`.
    func intersects(_ box: PixelBox) -> Bool {
        boxes.contains { $0.intersects(box) }
    }

    /// Adds `box` (in screen pixels), merging it with the boxes it overlaps or completes into a box.
    mutating func insert(_ box: PixelBox) {
        var merged = box.intersection(screen)
        guard !merged.isEmpty else { return }
        var index = 0
        while index < boxes.count {
            let held = boxes[index]
            if held.intersects(merged) || held.union(merged).area == held.area + merged.area {
                merged = merged.union(boxes.remove(at: index))
                index = 0
            } else {
                index += 1
            }
        }
        boxes.append(merged)
        if boxes.count > QuartzCoreConstants.maximumDamageBoxCount { mergeCheapestPair() }
    }

    /// The boxes sorted top to bottom, then left to right.
    var sortedBoxes: [PixelBox] {
        boxes.sorted { ($0.y0, $0.x0) < ($1.y0, $1.x0) }
    }

    /// Replaces the two boxes whose bounding box adds the fewest undamaged pixels with that bounding box.
    private mutating func mergeCheapestPair() {
        var best = (i: 0, j: 1, waste: Int.max)
        for i in 0..<boxes.count {
            for j in (i + 1)..<boxes.count {
                let waste = boxes[i].union(boxes[j]).area - boxes[i].area - boxes[j].area
                if waste < best.waste { best = (i, j, waste) }
            }
        }
        let union = boxes[best.i].union(boxes[best.j])
        boxes.remove(at: best.j)
        boxes.remove(at: best.i)
        insert(union)
    }
}
