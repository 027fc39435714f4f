import Foundation

/// A bitmap the compositor draws into: the screen, or an offscreen group or shadow bitmap laid over it.
///
/// Layer drawing is expressed in screen pixels (y down); a target maps those to its own pixels by
/// subtracting its origin, and to its context's default user space (y up) by flipping. Its context's
/// CTM is the identity between drawing operations.
struct DrawTarget {
    /// The memory drawn into.
    let buffer: PixelBuffer
    /// The context over `buffer`.
    let context: CGContext
    /// The width in pixels.
    let width: Int
    /// The height in pixels.
    let height: Int
    /// Where the bitmap's top-left corner lies in the screen coordinates of what is drawn into it; not
    /// always whole, since a shadow's shape is drawn shifted by the shadow's offset.
    let originX: CGFloat
    let originY: CGFloat

    /// The CTM that draws a layer whose layer-to-screen transform is `world`.
    func userSpace(_ world: CGAffineTransform) -> CGAffineTransform {
        world.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -originX, ty: CGFloat(height) + originY))
    }

    /// The bitmap's pixels in `box` as a rectangle of the default user space.
    func defaultRect(_ box: PixelBox) -> CGRect {
        CGRect(x: box.x0, y: height - box.y1, width: box.width, height: box.height)
    }

    /// The bitmap's pixels that show the screen pixels in `box`.
    func bitmapBox(of box: PixelBox) -> PixelBox {
        PixelBox(enclosing: box.cgRect.offsetBy(dx: -originX, dy: -originY))
            .intersection(PixelBox(x0: 0, y0: 0, x1: width, y1: height))
    }

    /// The screen pixels the whole bitmap shows.
    var screenBox: PixelBox {
        PixelBox(enclosing: CGRect(x: originX, y: originY, width: CGFloat(width), height: CGFloat(height)))
    }
}
