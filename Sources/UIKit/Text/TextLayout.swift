import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// Lines of glyphs laid out from a string in one font: advances, kerning, wrapping, truncation.
struct TextLayout {
    struct Line {
        var glyphs: [CGGlyph]
        /// The x of each glyph's origin from the line's start, in points.
        var offsets: [CGFloat]
        var width: CGFloat
    }

    let font: UIFont
    let lines: [Line]

    /// The ellipsis that marks truncated text.
    static let ellipsis: Unicode.Scalar = "\u{2026}"

    /// Lays out `text`: explicit newlines always break; with a `maxWidth`, `.byWordWrapping`
    /// and `.byCharWrapping` wrap, and the truncating modes end the last allowed line with an
    /// ellipsis. `maximumLines` 0 means no limit.
    init(text: String, font: UIFont, maxWidth: CGFloat?, maximumLines: Int, lineBreakMode: NSLineBreakMode) {
        self.font = font
        var result: [Line] = []
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        let wraps = lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping
        var truncated = false
        paragraphLoop: for (index, paragraph) in paragraphs.enumerated() {
            var scalars = Array(paragraph.unicodeScalars)
            repeat {
                if maximumLines > 0 && result.count == maximumLines {
                    truncated = true
                    break paragraphLoop
                }
                let lastAllowed = maximumLines > 0 && result.count == maximumLines - 1
                let count: Int
                if let maxWidth, (wraps || maximumLines != 1) && !(lastAllowed && !wraps) {
                    count = Self.breakIndex(scalars, font: font, maxWidth: maxWidth,
                                            byWord: lineBreakMode != .byCharWrapping)
                } else {
                    count = scalars.count
                }
                var lineScalars = Array(scalars[..<count])
                scalars.removeFirst(count)
                while scalars.first == " " { scalars.removeFirst() }
                while lineScalars.last == " " && !scalars.isEmpty { lineScalars.removeLast() }
                result.append(Self.line(lineScalars, font: font))
                if lastAllowed && (!scalars.isEmpty || index < paragraphs.count - 1) {
                    truncated = true
                    break paragraphLoop
                }
            } while !scalars.isEmpty
        }
        if let maxWidth, let last = result.last,
           lineBreakMode == .byTruncatingTail || lineBreakMode == .byTruncatingMiddle || lineBreakMode == .byTruncatingHead,
           truncated || last.width > maxWidth {
            result[result.count - 1] = Self.truncate(last, font: font, maxWidth: maxWidth)
        }
        lines = result
    }

    /// The size of the laid-out text: the widest line by the line count × line height.
    var size: CGSize {
        CGSize(width: lines.map(\.width).max() ?? 0, height: CGFloat(lines.count) * font.lineHeight)
    }

    /// Draws the lines into `ctx` (a UIKit context, y down) with their tops starting at `origin.y`,
    /// aligned within `width` starting at `origin.x`.
    @MainActor func draw(in ctx: CGContext, origin: CGPoint, width: CGFloat, alignment: NSTextAlignment, color: UIColor) {
        ctx.saveGState()
        ctx.setFillColor(color.cgColor)
        let scale = font.pointSize / CGFloat(font.cgFont.unitsPerEm)
        let path = CGMutablePath()
        for (i, line) in lines.enumerated() {
            let x: CGFloat
            switch alignment {
            case .left, .natural, .justified: x = origin.x
            case .center: x = origin.x + (width - line.width) / 2
            case .right: x = origin.x + width - line.width
            }
            let baseline = origin.y + CGFloat(i) * font.lineHeight + font.ascender
            for (glyph, offset) in zip(line.glyphs, line.offsets) {
                guard let outline = font.cgFont.path(for: glyph) else { continue }
                let transform = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: x + offset, ty: baseline)
                path.addPath(outline, transform: transform)
            }
        }
        if !path.isEmpty {
            ctx.addPath(path)
            ctx.fillPath(using: .winding)
        }
        ctx.restoreGState()
    }

    private static func line(_ scalars: [Unicode.Scalar], font: UIFont) -> Line {
        var glyphs: [CGGlyph] = []
        var offsets: [CGFloat] = []
        var x: CGFloat = 0
        for scalar in scalars {
            let glyph = font.glyph(scalar)
            if let previous = glyphs.last { x += font.kerning(previous, glyph) }
            glyphs.append(glyph)
            offsets.append(x)
            x += font.advance(glyph)
        }
        return Line(glyphs: glyphs, offsets: offsets, width: x)
    }

    /// How many scalars fit in `maxWidth`, breaking after a space when `byWord` (or inside the
    /// word when a single word is too long); at least one.
    private static func breakIndex(_ scalars: [Unicode.Scalar], font: UIFont, maxWidth: CGFloat, byWord: Bool) -> Int {
        var x: CGFloat = 0
        var previous: CGGlyph?
        var lastSpace: Int?
        for (i, scalar) in scalars.enumerated() {
            let glyph = font.glyph(scalar)
            if let previous { x += font.kerning(previous, glyph) }
            let next = x + font.advance(glyph)
            if scalar == " " { lastSpace = i }
            if next > maxWidth && scalar != " " {
                if byWord, let lastSpace { return lastSpace + 1 }
                return max(1, i)
            }
            x = next
            previous = glyph
        }
        return scalars.count
    }

    /// `line` shortened until it and an ellipsis fit in `maxWidth`.
    private static func truncate(_ line: Line, font: UIFont, maxWidth: CGFloat) -> Line {
        let ellipsis = font.glyph(Self.ellipsis)
        let ellipsisWidth = font.advance(ellipsis)
        var count = line.glyphs.count
        while count > 0 && line.offsets[count - 1] + font.advance(line.glyphs[count - 1]) + ellipsisWidth > maxWidth {
            count -= 1
        }
        var glyphs = Array(line.glyphs[..<count])
        var offsets = Array(line.offsets[..<count])
        let x = count > 0 ? offsets[count - 1] + font.advance(glyphs[count - 1]) : 0
        glyphs.append(ellipsis)
        offsets.append(x)
        return Line(glyphs: glyphs, offsets: offsets, width: x + ellipsisWidth)
    }
}
