import Foundation
@_spi(UIKit) import CoreGraphics

/// The glyph of a system bar button item: strokes and fills drawn with paths in a square of
/// `UIKitConstants.barGlyphSide` points, shaped after the SF Symbols iOS 13+ shows for each item.
struct BarButtonGlyph {
    /// Outlines drawn with the glyph line width, round caps and joins.
    let stroke: CGPath
    /// Shapes filled with the tint.
    let fill: CGPath

    /// The glyph of `item`, or nil for the items iOS shows as text and for spaces.
    static func glyph(for item: UIBarButtonItem.SystemItem) -> BarButtonGlyph? {
        let s = CGMutablePath(), f = CGMutablePath()
        func line(_ points: [(CGFloat, CGFloat)]) {
            s.addLines(between: points.map { CGPoint(x: $0.0, y: $0.1) })
        }
        func polygon(_ path: CGMutablePath, _ points: [(CGFloat, CGFloat)]) {
            path.addLines(between: points.map { CGPoint(x: $0.0, y: $0.1) })
            path.closeSubpath()
        }
        switch item {
        case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace:
            return nil
        case .add: // plus
            line([(12, 3), (12, 21)]); line([(3, 12), (21, 12)])
        case .close: // xmark in a circle
            s.addEllipse(in: CGRect(x: 2, y: 2, width: 20, height: 20))
            line([(8.5, 8.5), (15.5, 15.5)]); line([(15.5, 8.5), (8.5, 15.5)])
        case .stop: // xmark
            line([(5, 5), (19, 19)]); line([(19, 5), (5, 19)])
        case .compose: // square.and.pencil
            line([(12, 4), (4, 4), (4, 20), (20, 20), (20, 12)])
            line([(10, 14), (11, 10.5), (19, 2.5), (21.5, 5), (13.5, 13), (10, 14)])
        case .reply: // arrowshape.turn.up.left
            line([(9, 5), (2, 11), (9, 17)])
            s.move(to: CGPoint(x: 2, y: 11))
            s.addCurve(to: CGPoint(x: 22, y: 20), control1: CGPoint(x: 14, y: 11), control2: CGPoint(x: 21, y: 13))
        case .action: // square.and.arrow.up
            line([(8, 9), (5, 9), (5, 22), (19, 22), (19, 9), (16, 9)])
            line([(12, 2), (12, 15)]); line([(8, 6), (12, 2), (16, 6)])
        case .organize: // folder
            line([(2, 6), (2, 20), (22, 20), (22, 8), (11, 8), (9, 5), (2, 5), (2, 6)])
        case .bookmarks: // book
            line([(12, 6), (12, 20)])
            line([(12, 6), (8, 4), (2, 4), (2, 18), (8, 18), (12, 20), (16, 18), (22, 18), (22, 4), (16, 4), (12, 6)])
        case .search: // magnifyingglass
            s.addEllipse(in: CGRect(x: 3, y: 3, width: 13, height: 13))
            line([(14, 14), (21, 21)])
        case .refresh: // arrow.clockwise
            s.addArc(center: CGPoint(x: 12, y: 13), radius: 8, startAngle: -.pi / 2, endAngle: -.pi / 2 - 0.5, clockwise: false)
            polygon(f, [(11, 1.5), (16, 5), (11, 8.5)])
        case .camera: // camera
            line([(2, 8), (2, 20), (22, 20), (22, 8), (17, 8), (15.5, 5), (8.5, 5), (7, 8), (2, 8)])
            s.addEllipse(in: CGRect(x: 8, y: 9.5, width: 8, height: 8))
        case .trash: // trash
            line([(3, 6), (21, 6)]); line([(9, 6), (9, 3), (15, 3), (15, 6)])
            line([(5, 6), (6.5, 22), (17.5, 22), (19, 6)])
            line([(10, 10), (10, 18)]); line([(14, 10), (14, 18)])
        case .play: // play.fill
            polygon(f, [(6, 3), (20, 12), (6, 21)])
        case .pause: // pause.fill
            f.addRect(CGRect(x: 6, y: 4, width: 4, height: 16)); f.addRect(CGRect(x: 14, y: 4, width: 4, height: 16))
        case .rewind: // backward.fill
            polygon(f, [(12, 5), (1, 12), (12, 19)]); polygon(f, [(23, 5), (12, 12), (23, 19)])
        case .fastForward: // forward.fill
            polygon(f, [(1, 5), (12, 12), (1, 19)]); polygon(f, [(12, 5), (23, 12), (12, 19)])
        case .undo: // arrow.uturn.backward
            line([(8, 4), (3, 9), (8, 14)])
            s.move(to: CGPoint(x: 3, y: 9))
            s.addLine(to: CGPoint(x: 15, y: 9))
            s.addArc(center: CGPoint(x: 15, y: 14.5), radius: 5.5, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
            s.addLine(to: CGPoint(x: 10, y: 20))
        case .redo: // arrow.uturn.forward
            line([(16, 4), (21, 9), (16, 14)])
            s.move(to: CGPoint(x: 21, y: 9))
            s.addLine(to: CGPoint(x: 9, y: 9))
            s.addArc(center: CGPoint(x: 9, y: 14.5), radius: 5.5, startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: true)
            s.addLine(to: CGPoint(x: 14, y: 20))
        case .pageCurl: // a page with its corner turned
            line([(4, 2), (4, 22), (14, 22), (20, 16), (20, 2), (4, 2)])
            line([(14, 22), (14, 16), (20, 16)])
        }
        return BarButtonGlyph(stroke: s, fill: f)
    }

    /// Draws the glyph centred in `rect` of `context` in `color`.
    func draw(in context: CGContext, centredIn rect: CGRect, color: CGColor) {
        let side = UIKitConstants.barGlyphSide
        context.saveGState()
        context.translateBy(x: (rect.midX - side / 2).rounded(), y: (rect.midY - side / 2).rounded())
        context.setStrokeColor(color)
        context.setFillColor(color)
        context.setLineWidth(UIKitConstants.barGlyphLineWidth)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.addPath(fill)
        context.fillPath()
        context.addPath(stroke)
        context.strokePath()
        context.restoreGState()
    }
}
