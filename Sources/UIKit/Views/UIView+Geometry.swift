import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

extension UIView {
    /// Converts a point from the view's coordinates to `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: targetLayer(view))
    }

    /// Converts a point from `view`'s coordinates (the window's when nil) to the view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: targetLayer(view))
    }

    /// Converts a rectangle (its bounding box) from the view's coordinates to `view`'s.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: targetLayer(view))
    }

    /// Converts a rectangle (its bounding box) from `view`'s coordinates to the view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: targetLayer(view))
    }

    /// The layer of `view`, or of this view's window (or root view) when `view` is nil.
    private func targetLayer(_ view: UIView?) -> CALayer? {
        if let view { return view.layer }
        var root: UIView = self
        while let parent = root.superview { root = parent }
        return root.layer
    }

    /// Converts a point in screen coordinates to the view's.
    func convertFromScreen(_ point: CGPoint) -> CGPoint {
        guard let window else { return point }
        return convert(window.convertFromScreenToWindow(point), from: window)
    }

    /// Applies the autoresizing masks of the subviews after the bounds size changed.
    func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = layer.bounds.size
        guard newSize != oldSize else { return }
        if autoresizesSubviews {
            for view in subviews where !view.autoresizingMask.isEmpty {
                view.autoresize(fromSuperviewSize: oldSize, to: newSize)
            }
        }
        if contentMode == .redraw { setNeedsDisplay() }
        setNeedsLayout()
    }

    /// Resizes the view by its mask after its superview went from `oldSize` to `newSize`.
    ///
    /// In each axis the change is shared among the flexible parts (leading margin, size,
    /// trailing margin) in proportion to their current lengths, as UIKit does; when all the
    /// flexible parts are zero long, equally.
    func autoresize(fromSuperviewSize oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        var rect = frame
        func distribute(_ delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
                        flexible: (Bool, Bool, Bool)) -> (CGFloat, CGFloat) {
            let parts = [(flexible.0, lead), (flexible.1, size), (flexible.2, trail)]
            let count = parts.filter(\.0).count
            guard count > 0, delta != 0 else { return (lead, size) }
            let total = parts.filter(\.0).map { max(0, $0.1) }.reduce(0, +)
            func share(_ flexible: Bool, _ length: CGFloat) -> CGFloat {
                guard flexible else { return 0 }
                return total > 0 ? delta * max(0, length) / total : delta / CGFloat(count)
            }
            return (lead + share(flexible.0, lead), size + share(flexible.1, size))
        }
        let h = distribute(newSize.width - oldSize.width, lead: rect.minX, size: rect.width,
                           trail: oldSize.width - rect.maxX,
                           flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                      mask.contains(.flexibleRightMargin)))
        let v = distribute(newSize.height - oldSize.height, lead: rect.minY, size: rect.height,
                           trail: oldSize.height - rect.maxY,
                           flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                      mask.contains(.flexibleBottomMargin)))
        rect.origin = CGPoint(x: h.0, y: v.0)
        rect.size = CGSize(width: h.1, height: v.1)
        frame = rect
    }

    var computedSafeAreaInsets: UIEdgeInsets {
        guard let window, window !== self else {
            return (self as? UIWindow)?.windowSafeAreaInsets ?? .zero
        }
        let rect = superview.map { $0.convert(frame, to: window) } ?? frame
        return UIEdgeInsets(of: rect, outside: safeRect(in: window))
    }

    /// The part of `window` that is safe for this view's content, in window coordinates: the
    /// window's safe area, shrunk by the `additionalSafeAreaInsets` of every view controller
    /// whose view is this view or an ancestor of it.
    private func safeRect(in window: UIWindow) -> CGRect {
        guard self !== window, let superview else {
            // The window's answer, so a window subclass that overrides it sets its views' safe area, as on iOS.
            return window.bounds.inset(by: window.safeAreaInsets)
        }
        let inherited = superview.safeRect(in: window)
        let extra = owningViewController?.additionalSafeAreaInsets ?? .zero
        // What a navigation controller's visible bars cover of its content's view, from its edges
        // (see UIViewController+Navigation.swift).
        let bars = owningViewController?.navigationLinks.barInsets ?? .zero
        guard extra != .zero || bars != .zero else { return inherited }
        let rect = superview.convert(frame, to: window)
        let top = max(rect.minY + bars.top, inherited.minY) + extra.top
        let left = max(rect.minX + bars.left, inherited.minX) + extra.left
        let bottom = min(rect.maxY - bars.bottom, inherited.maxY) - extra.bottom
        let right = min(rect.maxX - bars.right, inherited.maxX) - extra.right
        return CGRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}

extension UIEdgeInsets {
    /// How far each edge of `rect` lies outside `safe`, clamped to 0 and to `rect`'s size: the
    /// safe-area insets of a view whose frame is `rect`, both in the same coordinates.
    init(of rect: CGRect, outside safe: CGRect) {
        self.init(top: max(0, min(rect.height, safe.minY - rect.minY)),
                  left: max(0, min(rect.width, safe.minX - rect.minX)),
                  bottom: max(0, min(rect.height, rect.maxY - safe.maxY)),
                  right: max(0, min(rect.width, rect.maxX - safe.maxX)))
    }
}
