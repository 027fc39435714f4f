import Foundation

/// The object that draws, lays out and chooses actions for a layer (a UIView for its layer).
@preconcurrency @MainActor public protocol CALayerDelegate: AnyObject {
    /// Replaces the layer's drawing entirely, usually by setting `contents`.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into a context whose user space is the layer's bounds, y down.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before `draw(_:in:)`.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers (UIView calls `layoutSubviews` from here).
    func layoutSublayers(of layer: CALayer)
    /// The action for a property change: an action, `NSNull()` to stop the search, or nil to go on.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Without an implementation the layer draws itself: a bitmap of its bounds at its
    /// `contentsScale`, filled by `draw(in:)`, becomes its contents.
    public func display(_ layer: CALayer) { layer.drawIntoBackingStore() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
