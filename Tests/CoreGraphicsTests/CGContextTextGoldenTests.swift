import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import CoreGraphics

/// Lays out `text` on one line with advances and kerning, returning glyphs and positions in text space.
private func layout(_ text: String, font: CGFont, size: CGFloat) -> ([CGGlyph], [CGPoint]) {
    let scale = size / CGFloat(font.unitsPerEm)
    var glyphs: [CGGlyph] = []
    var positions: [CGPoint] = []
    var x: CGFloat = 0
    for scalar in text.unicodeScalars {
        let glyph = font.glyph(for: scalar) ?? 0
        if let previous = glyphs.last { x += CGFloat(font.kerning(left: previous, right: glyph)) * scale }
        glyphs.append(glyph)
        positions.append(CGPoint(x: x, y: 0))
        x += CGFloat(font.advance(for: glyph) ?? 0) * scale
    }
    return (glyphs, positions)
}

@Test func drawsLegibleTextInDejaVuSans() throws {
    let context = makeWhiteContext(width: 200, height: 40)
    let font = try #require(CGFont(".SFUI-Regular"))
    let (glyphs, positions) = layout("Hello, iPhone 9:41", font: font, size: 20)
    context.setFont(font)
    context.setFontSize(20)
    context.setFillColor(CGColor.black)
    context.textPosition = CGPoint(x: 8, y: 14)
    context.showGlyphs(glyphs, at: positions)
    try expectGolden(context.makeImage(), named: "text-hello")
}

@Test func drawsTextUprightInAFlippedContextWithAFlippedTextMatrix() throws {
    let context = makeWhiteContext(width: 120, height: 40)
    context.translateBy(x: 0, y: 40)
    context.scaleBy(x: 1, y: -1)
    let font = try #require(CGFont("DejaVuSans-Bold"))
    let (glyphs, positions) = layout("Bold 12:30", font: font, size: 18)
    context.setFont(font)
    context.setFontSize(18)
    context.setFillColor(red: 0, green: 0.3, blue: 0.8, alpha: 1)
    context.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
    context.textPosition = CGPoint(x: 6, y: 28)
    context.showGlyphs(glyphs, at: positions)
    try expectGolden(context.makeImage(), named: "text-bold-flipped")
}
