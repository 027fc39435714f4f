import Foundation
@_spi(UIKit) import CoreGraphics

// UIKit's additions to NSValue: geometry boxed as an object, as notifications' `userInfo` and
// Objective-C-era collections carry it (`userInfo[key] as? NSValue` then `.cgRectValue`), over
// Foundation's own boxes for points, sizes and rectangles. Transforms, vectors and insets are
// absent: Foundation on Linux cannot box a structure by its type encoding.
extension NSValue {
    /// A value boxing `rect`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value boxing `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value boxing `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// The rectangle the value boxes.
    public var cgRectValue: CGRect { rectValue }
    /// The point the value boxes.
    public var cgPointValue: CGPoint { pointValue }
    /// The size the value boxes.
    public var cgSizeValue: CGSize { sizeValue }
}
