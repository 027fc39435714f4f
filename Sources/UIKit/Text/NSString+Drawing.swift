import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

extension StringProtocol {
    /// The size of the string on one line per newline with the given attributes.
    @preconcurrency @MainActor public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextLayout(text: String(self), font: attrs.font, maxWidth: nil, maximumLines: 0, lineBreakMode: .byClipping).size
    }

    /// Draws the string with its top-left at `point` in the current context.
    @preconcurrency @MainActor public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let layout = TextLayout(text: String(self), font: attrs.font, maxWidth: nil, maximumLines: 0, lineBreakMode: .byClipping)
        layout.draw(in: ctx, origin: point, width: layout.size.width, alignment: .left, color: attrs.color)
    }

    /// Draws the string wrapped by words inside `rect`, clipped to it, in the current context.
    @preconcurrency @MainActor public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let layout = TextLayout(text: String(self), font: attrs.font, maxWidth: rect.width, maximumLines: 0, lineBreakMode: .byWordWrapping)
        ctx.saveGState()
        ctx.clip(to: rect)
        layout.draw(in: ctx, origin: rect.origin, width: rect.width, alignment: .left, color: attrs.color)
        ctx.restoreGState()
    }
}

extension Optional where Wrapped == [NSAttributedString.Key: Any] {
    @MainActor var font: UIFont {
        (self?[.font] as? UIFont) ?? UIFont.systemFont(ofSize: UIKitConstants.defaultStringDrawingFontSize)
    }
    var color: UIColor { (self?[.foregroundColor] as? UIColor) ?? .black }
}
