import Foundation
@_spi(SpringBoard) import UIKit

/// The simple vector glyphs of Control Center and Notification Center: recognisable shapes in
/// one colour, each filling a square.
///
/// Each is drawn from a unit square, -0.5 to 0.5 each way with y down, mapped onto the square
/// it fills; holes (a lens, a switch, a calculator's keys) are cut with the even-odd rule, so
/// whatever lies under the glyph shows through them.
enum SystemGlyph {
    case airplane, cellular, wifi, bluetooth, moon, orientationLock
    case flashlight, timer, calculator, camera, screenMirroring
    case sun, speaker, airPlay, airDrop, previousTrack, play, nextTrack
    /// A white speech bubble, the Messages icon's.
    case speechBubble

    /// Draws the glyph in `color` in the square of side `size` centred on `centre`.
    @MainActor func draw(in ctx: CGContext, centre: CGPoint, size: CGFloat, color: CGColor) {
        let pen = GlyphPen(ctx: ctx, centre: centre, size: size)
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.setFillColor(color)
        ctx.setStrokeColor(color)
        ctx.setLineCap(.round)
        ctx.setLineJoin(.round)
        switch self {
        case .airplane: pen.airplane()
        case .cellular: pen.cellular()
        case .wifi: pen.wifi()
        case .bluetooth:
            pen.polyline([(-0.2, -0.19), (0.2, 0.19), (0, 0.4), (0, -0.4), (0.2, -0.19), (-0.2, 0.19)])
            pen.stroke(width: 0.075)
        case .moon: pen.moon()
        case .orientationLock: pen.orientationLock()
        case .flashlight:
            pen.polygon([(-0.2, -0.44), (0.2, -0.44), (0.2, -0.36), (0.12, -0.18), (0.12, 0.4),
                         (0.08, 0.44), (-0.08, 0.44), (-0.12, 0.4), (-0.12, -0.18), (-0.2, -0.36)])
            pen.circle(0, 0.04, 0.045)
            pen.fill(evenOdd: true)
        case .timer:
            pen.arc(0, 0.05, 0.37, from: 0, to: 360)
            pen.polyline([(0, 0.05), (0.17, -0.12)])
            pen.stroke(width: 0.07)
            pen.roundedRect(-0.07, -0.46, 0.14, 0.08, radius: 0.02)
            pen.circle(0, 0.05, 0.06)
            pen.fill()
        case .calculator: pen.calculator()
        case .camera:
            pen.roundedRect(-0.44, -0.22, 0.88, 0.58, radius: 0.09)
            pen.polygon([(-0.17, -0.22), (-0.1, -0.33), (0.1, -0.33), (0.17, -0.22)])
            pen.circle(0, 0.07, 0.18)
            pen.circle(0, 0.07, 0.11)
            pen.fill(evenOdd: true)
        case .screenMirroring:
            pen.roundedRect(-0.14, -0.38, 0.56, 0.42, radius: 0.05)
            pen.stroke(width: 0.065)
            pen.roundedRect(-0.42, -0.12, 0.56, 0.42, radius: 0.05)
            pen.fill()
        case .sun:
            pen.circle(0, 0, 0.15)
            pen.fill()
            for ray in 0..<8 {
                let angle = CGFloat(ray) * .pi / 4
                pen.polyline([(0.27 * cos(angle), 0.27 * sin(angle)), (0.4 * cos(angle), 0.4 * sin(angle))])
            }
            pen.stroke(width: 0.07)
        case .speaker:
            pen.polygon([(-0.42, -0.12), (-0.24, -0.12), (-0.02, -0.32), (-0.02, 0.32), (-0.24, 0.12), (-0.42, 0.12)])
            pen.fill()
            pen.arc(0, 0, 0.17, from: -45, to: 45)
            pen.arc(0, 0, 0.31, from: -48, to: 48)
            pen.stroke(width: 0.065)
        case .airPlay:
            pen.polyline([(-0.16, 0.2), (-0.42, 0.2), (-0.42, -0.38), (0.42, -0.38), (0.42, 0.2), (0.16, 0.2)])
            pen.stroke(width: 0.07)
            pen.polygon([(0, 0.04), (0.2, 0.42), (-0.2, 0.42)])
            pen.fill()
        case .airDrop:
            pen.circle(0, 0.02, 0.08)
            pen.fill()
            pen.arc(0, 0.02, 0.24, from: 125, to: 415)
            pen.arc(0, 0.02, 0.4, from: 120, to: 420)
            pen.stroke(width: 0.065)
        case .previousTrack:
            pen.polygon([(0, -0.28), (0, 0.28), (-0.44, 0)])
            pen.polygon([(0.44, -0.28), (0.44, 0.28), (0, 0)])
            pen.fill()
        case .play:
            pen.polygon([(-0.3, -0.38), (0.4, 0), (-0.3, 0.38)])
            pen.fill()
        case .nextTrack:
            pen.polygon([(0, -0.28), (0, 0.28), (0.44, 0)])
            pen.polygon([(-0.44, -0.28), (-0.44, 0.28), (0, 0)])
            pen.fill()
        case .speechBubble:
            pen.ellipse(0, -0.04, 0.36, 0.29)
            pen.polygon([(-0.26, 0.1), (-0.12, 0.22), (-0.34, 0.32)])
            pen.fill()
        }
    }
}

/// Maps a glyph's unit square onto the square it fills, and builds its paths there.
@MainActor private struct GlyphPen {
    let ctx: CGContext
    let centre: CGPoint
    let size: CGFloat

    /// The point at (`x`, `y`) in the unit square.
    func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: centre.x + x * size, y: centre.y + y * size) }

    /// Adds a closed polygon through `points`.
    func polygon(_ points: [(CGFloat, CGFloat)]) {
        polyline(points)
        ctx.closePath()
    }

    /// Adds an open line through `points`.
    func polyline(_ points: [(CGFloat, CGFloat)]) {
        ctx.addLines(between: points.map { point($0.0, $0.1) })
    }

    /// Adds an arc of radius `r` about (`cx`, `cy`) from `start` to `end` degrees (0 is to the
    /// right, 90 down), as a line through a point every 6° or less.
    func arc(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat, from start: CGFloat, to end: CGFloat) {
        let steps = max(2, Int((abs(end - start) / 6).rounded(.up)))
        ctx.addLines(between: (0...steps).map { step in
            let angle = (start + (end - start) * CGFloat(step) / CGFloat(steps)) * .pi / 180
            return point(cx + r * cos(angle), cy + r * sin(angle))
        })
    }

    /// Adds a circle of radius `r` about (`cx`, `cy`).
    func circle(_ cx: CGFloat, _ cy: CGFloat, _ r: CGFloat) { ellipse(cx, cy, r, r) }

    /// Adds an ellipse with radii `rx` and `ry` about (`cx`, `cy`).
    func ellipse(_ cx: CGFloat, _ cy: CGFloat, _ rx: CGFloat, _ ry: CGFloat) {
        ctx.addEllipse(in: CGRect(origin: point(cx - rx, cy - ry), size: CGSize(width: 2 * rx * size, height: 2 * ry * size)))
    }

    /// Adds a rounded rectangle from (`x`, `y`), `w` by `h`.
    func roundedRect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, radius: CGFloat) {
        let rect = CGRect(origin: point(x, y), size: CGSize(width: w * size, height: h * size))
        ctx.addPath(CGPath(roundedRect: rect, cornerWidth: radius * size, cornerHeight: radius * size, transform: nil))
    }

    func fill(evenOdd: Bool = false) { ctx.fillPath(using: evenOdd ? .evenOdd : .winding) }

    /// Strokes the path with a line `width` of the square wide.
    func stroke(width: CGFloat) {
        ctx.setLineWidth(width * size)
        ctx.strokePath()
    }

    /// A jet seen from above, nose to the right.
    func airplane() {
        // Drawn nose up, then turned a quarter clockwise.
        let half: [(CGFloat, CGFloat)] = [(0, -0.46), (0.055, -0.38), (0.055, -0.1), (0.45, 0.12), (0.45, 0.2),
                                          (0.055, 0.07), (0.055, 0.3), (0.17, 0.39), (0.17, 0.45), (0, 0.4)]
        let outline = half + half.dropFirst().dropLast().reversed().map { (-$0.0, $0.1) }
        polygon(outline.map { (-$0.1, $0.0) })
        fill()
    }

    /// A mast with radio waves on both sides of its tip.
    func cellular() {
        circle(0, -0.12, 0.075)
        polygon([(-0.03, -0.08), (0.03, -0.08), (0.075, 0.44), (-0.075, 0.44)])
        fill()
        arc(0, -0.12, 0.2, from: -40, to: 40)
        arc(0, -0.12, 0.34, from: -45, to: 45)
        arc(0, -0.12, 0.2, from: 140, to: 220)
        arc(0, -0.12, 0.34, from: 135, to: 225)
        stroke(width: 0.065)
    }

    /// A dot under three arcs, fanning upwards.
    func wifi() {
        circle(0, 0.3, 0.075)
        fill()
        for radius: CGFloat in [0.26, 0.45, 0.64] { arc(0, 0.3, radius, from: 225, to: 315) }
        stroke(width: 0.085)
    }

    /// A crescent: a disc with an offset disc taken out of its upper right.
    func moon() {
        ctx.addRect(CGRect(origin: point(-0.5, -0.5), size: CGSize(width: size, height: size)))
        circle(0.2, -0.16, 0.3)
        ctx.clip(using: .evenOdd)
        circle(0, 0, 0.38)
        fill()
    }

    /// A padlock inside a circular arrow.
    func orientationLock() {
        roundedRect(-0.15, -0.03, 0.3, 0.24, radius: 0.04)
        fill()
        arc(0, -0.05, 0.095, from: 180, to: 360)
        polyline([(-0.095, -0.05), (-0.095, 0)])
        polyline([(0.095, -0.05), (0.095, 0)])
        arc(0, 0, 0.42, from: -50, to: 250)
        stroke(width: 0.06)
        // The arrowhead at the arc's end, pointing along it.
        let end: CGFloat = 250 * .pi / 180
        let tip = (0.42 * cos(end), 0.42 * sin(end)), along = (-sin(end), cos(end)), out = (cos(end), sin(end))
        polygon([(tip.0 + along.0 * 0.12, tip.1 + along.1 * 0.12),
                 (tip.0 + out.0 * 0.09, tip.1 + out.1 * 0.09),
                 (tip.0 - out.0 * 0.09, tip.1 - out.1 * 0.09)])
        fill()
    }

    /// A calculator: a rounded body with a display and a grid of keys cut out.
    func calculator() {
        roundedRect(-0.3, -0.43, 0.6, 0.86, radius: 0.08)
        ctx.addRect(CGRect(origin: point(-0.2, -0.33), size: CGSize(width: 0.4 * size, height: 0.15 * size)))
        for row in 0..<3 {
            for column in 0..<3 {
                let x = -0.22 + CGFloat(column) * 0.16, y = -0.08 + CGFloat(row) * 0.16
                ctx.addRect(CGRect(origin: point(x, y), size: CGSize(width: 0.12 * size, height: 0.11 * size)))
            }
        }
        fill(evenOdd: true)
    }
}
