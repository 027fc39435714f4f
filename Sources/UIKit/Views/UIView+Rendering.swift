import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// Records whether a probe call of `draw(_:)` reached `UIView`'s own empty implementation.
@MainActor final class UIViewDrawingProbe {
    var calledBaseDraw = false
}

extension UIView {
    /// Set while a class is being probed for a `draw(_:)` override.
    static var drawingProbe: UIViewDrawingProbe?
    /// Per class: whether it overrides `draw(_:)`. A fact about code, learnt once per class.
    private static var drawingClasses: [ObjectIdentifier: Bool] = [:]

    /// Whether the view's class overrides `draw(_:)`, and so needs a backing bitmap.
    ///
    /// Swift cannot ask whether a method is overridden, so the first view of each class is
    /// probed: `draw(_:)` runs once into a 1×1 scratch context, and a call that reaches
    /// `UIView.draw(_:)` means the class does not draw (an override that calls `super` first
    /// counts as drawing only if it does more; it is treated as not drawing).
    var drawsContent: Bool {
        let key = ObjectIdentifier(type(of: self))
        if let known = Self.drawingClasses[key] { return known }
        let probe = UIViewDrawingProbe()
        Self.drawingProbe = probe
        if let scratch = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                   space: CGColorSpaceCreateDeviceRGB(),
                                   bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) {
            UIGraphicsPushContext(scratch)
            draw(CGRect(origin: .zero, size: bounds.size))
            UIGraphicsPopContext()
        }
        Self.drawingProbe = nil
        let draws = !probe.calledBaseDraw
        Self.drawingClasses[key] = draws
        return draws
    }

    /// A view that draws gets its first bitmap when it enters a window.
    func windowDidChange() {
        if window != nil, layer.contents == nil, drawsContent { layer.setNeedsDisplay() }
    }
}
