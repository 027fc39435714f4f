import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// The system glyphs of the detail, info, add and close button types, drawn with paths as
/// template images (the close glyph in its own grey colours).
///
/// Sizes: 22 × 22 pt for the detail, info and add glyphs (iOS 7–12), about 30 × 30 pt for the
/// close glyph (iOS 13), reference §13.3 [L]; a 1.5 pt outline circle around an "i" or a plus;
/// the close glyph is a filled circle with an "x".
@MainActor struct ButtonGlyph {
    enum Kind { case info, add, close }
    let kind: Kind

    init?(type: UIButton.ButtonType) {
        switch type {
        case .detailDisclosure, .infoLight, .infoDark: kind = .info
        case .contactAdd: kind = .add
        case .close: kind = .close
        case .custom, .system, .plain: return nil
        }
    }

    /// The glyph as an image at the screen's scale: a template for info and add; the close
    /// glyph resolves its colours against the current trait collection.
    func image() -> UIImage {
        switch kind {
        case .info, .add:
            let side = UIKitConstants.buttonGlyphSide
            let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
                let ctx = context.cgContext
                let line = UIKitConstants.buttonGlyphLineWidth
                ctx.setStrokeColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
                ctx.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
                ctx.setLineWidth(line)
                ctx.addEllipse(in: CGRect(x: line / 2 + 0.5, y: line / 2 + 0.5, width: side - line - 1, height: side - line - 1))
                ctx.strokePath()
                let mid = side / 2
                if kind == .add {
                    ctx.fill(CGRect(x: mid - 5, y: mid - line / 2, width: 10, height: line))
                    ctx.fill(CGRect(x: mid - line / 2, y: mid - 5, width: line, height: 10))
                } else {
                    ctx.fillEllipse(in: CGRect(x: mid - 1.1, y: 5.3, width: 2.2, height: 2.2))
                    ctx.fill(CGRect(x: mid - 0.9, y: 9, width: 1.8, height: 7.5))
                }
            }
            return image.withRenderingMode(.alwaysTemplate)
        case .close:
            let side = UIKitConstants.closeButtonSide
            let traits = UITraitCollection.current
            return UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
                let ctx = context.cgContext
                ctx.setFillColor(UIColor.tertiarySystemFill.resolvedColor(with: traits).cgColor)
                ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: side, height: side))
                ctx.setStrokeColor(UIColor.secondaryLabel.resolvedColor(with: traits).cgColor)
                ctx.setLineWidth(2)
                ctx.setLineCap(.round)
                let inset: CGFloat = 10.5
                ctx.strokeLineSegments(between: [CGPoint(x: inset, y: inset), CGPoint(x: side - inset, y: side - inset),
                                                 CGPoint(x: side - inset, y: inset), CGPoint(x: inset, y: side - inset)])
            }.withRenderingMode(.alwaysOriginal)
        }
    }
}
