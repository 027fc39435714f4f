import Foundation
@_spi(QuartzCore) import CoreGraphics

/// The box of each contents image's pixels that are not fully transparent, remembered per image.
///
/// A label's backing store is mostly transparent margin; drawing only the box around its glyphs leaves
/// the same pixels for a fraction of the work. Images are immutable, so a box is found once by scanning
/// the image and kept while the image lives; entries for deallocated images are dropped as the table
/// grows.
struct VisibleImageBoxes {
    private struct Entry {
        weak var image: CGImage?
        let box: PixelBox
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The entry count at which dead entries are next swept out.
    private var sweepCount = 64

    /// The pixels of `image` (row 0 at the top) that are not transparent black; empty when the whole image is.
    mutating func box(of image: CGImage) -> PixelBox {
        let id = ObjectIdentifier(image)
        if let entry = entries[id], entry.image === image { return entry.box }
        let box = Self.scan(image)
        if entries.count >= sweepCount {
            entries = entries.filter { $0.value.image != nil }
            sweepCount = max(64, 2 * entries.count)
        }
        entries[id] = Entry(image: image, box: box)
        return box
    }

    /// Finds the bounding box of the pixels whose four bytes are not all zero.
    private static func scan(_ image: CGImage) -> PixelBox {
        let width = image.width, height = image.height
        return image.premultipliedRGBA.withUnsafeBytes { raw -> PixelBox in
            let pixels = raw.bindMemory(to: UInt32.self)
            var x0 = width, y0 = height, x1 = 0, y1 = 0
            for y in 0..<height {
                let row = y * width
                var first = -1
                for x in 0..<width where pixels[row + x] != 0 {
                    first = x
                    break
                }
                guard first >= 0 else { continue }
                var last = width - 1
                while pixels[row + last] == 0 { last -= 1 }
                x0 = min(x0, first)
                x1 = max(x1, last + 1)
                y0 = min(y0, y)
                y1 = y + 1
            }
            return PixelBox(x0: x0, y0: y0, x1: x1, y1: y1)
        }
    }
}
