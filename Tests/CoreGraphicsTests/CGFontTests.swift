import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) @testable import CoreGraphics

@Test func systemFontNamesResolveToDejaVuSans() throws {
    for name in ["DejaVuSans", ".SFUI-Regular", "Helvetica"] {
        let font = try #require(CGFont(name))
        #expect(font.postScriptName == "DejaVuSans")
    }
    for name in ["DejaVuSans-Bold", ".SFUI-Semibold", ".SFUI-Bold", "Helvetica-Bold"] {
        let font = try #require(CGFont(name))
        #expect(font.postScriptName == "DejaVuSans-Bold")
    }
    #expect(CGFont("No Such Font") == nil)
}

@Test func metricsComeFromTheFontInFontUnits() throws {
    let font = try #require(CGFont("DejaVuSans"))
    #expect(font.unitsPerEm == 2048)
    #expect(font.ascent > 0 && font.descent < 0)
    #expect(font.leading >= 0)
    #expect(font.capHeight > font.xHeight && font.xHeight > 0)
    #expect(font.fontBBox.height > CGFloat(font.ascent))
}

@Test func glyphAdvancesAndBoxesMatchTheLayoutHelpers() throws {
    let font = try #require(CGFont("DejaVuSans"))
    var glyph = try #require(font.glyph(for: "H"))
    var advance: Int32 = 0
    #expect(font.getGlyphAdvances(glyphs: &glyph, count: 1, advances: &advance))
    #expect(Int(advance) == font.advance(for: glyph))
    var box = CGRect.zero
    #expect(font.getGlyphBBoxes(glyphs: &glyph, count: 1, bboxes: &box))
    #expect(Int32(box.maxY) == font.capHeight)
    let outline = try #require(font.path(for: glyph))
    #expect(outline.boundingBoxOfPath == box)
    #expect(font.path(for: glyph) === outline)
    var outOfRange = CGGlyph.max
    #expect(!font.getGlyphAdvances(glyphs: &outOfRange, count: 1, advances: &advance))
}

@Test func missingCharactersHaveNoGlyph() throws {
    let font = try #require(CGFont("DejaVuSans"))
    #expect(font.glyph(for: "\u{E000}") == nil)
}

@Test func kerningIsReadFromTheKernTable() throws {
    let font = try #require(CGFont("DejaVuSans"))
    let a = try #require(font.glyph(for: "A")), v = try #require(font.glyph(for: "V"))
    #expect(font.kerning(left: a, right: v) < 0)
    let h = try #require(font.glyph(for: "H"))
    #expect(font.kerning(left: h, right: h) == 0)
}

@Test func loadingAMissingFontFileNamesThePath() {
    let path = "/nonexistent/fonts/Missing.ttf"
    #expect(throws: CGFontLoadingError.fileNotFound(path: path)) { try CGFont(contentsOfFile: path) }
    #expect(CGFontLoadingError.fileNotFound(path: path).description.contains(path))
}

@Test func loadingAFileThatIsNotAFontThrows() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID().uuidString).ttf")
    try Data("hello".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(throws: CGFontLoadingError.self) { try CGFont(contentsOfFile: url.path) }
}

@Test func fontsLoadFromDataProviders() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
    let font = try #require(CGFont(CGDataProvider(data: data as CFData)!))
    #expect(font.unitsPerEm == 2048)
}
