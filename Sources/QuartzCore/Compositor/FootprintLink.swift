import Foundation

/// One ancestor's effect on where its descendants' drawing can show: its mask and its shadow.
///
/// The compositor keeps a chain of these while it walks the tree, so a layer's footprint includes the
/// shadows its ancestors cast from its shape and excludes what their masks hide.
struct FootprintLink: Equatable {
    /// The ancestor's bounds on screen when it masks to bounds.
    let clip: PixelBox?
    /// The ancestor's shadow, if it casts one.
    let shadow: ShadowGeometry?

    /// The pixels that drawing in `box` can change once this ancestor has clipped it and cast its shadow from it.
    func apply(_ box: PixelBox) -> PixelBox {
        var result = box
        if let clip { result = result.intersection(clip) }
        if let shadow { result = result.union(shadow.shadowBox(of: result)) }
        if let clip { result = result.intersection(clip) }
        return result
    }
}
