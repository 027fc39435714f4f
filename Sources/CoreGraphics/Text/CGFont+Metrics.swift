import CFreeType

extension CGFont {
    /// The number of font units per em square.
    public var unitsPerEm: Int32 { withFace { Int32($0.pointee.units_per_EM) } }

    /// The number of glyphs in the font.
    public var numberOfGlyphs: Int { withFace { Int($0.pointee.num_glyphs) } }

    /// The typographic ascent above the baseline, in font units (the horizontal header's ascender).
    public var ascent: Int32 { withFace { Int32($0.pointee.ascender) } }

    /// The typographic descent, negative below the baseline, in font units.
    public var descent: Int32 { withFace { Int32($0.pointee.descender) } }

    /// The extra space between lines, in font units: the line height minus ascent and descent, never negative.
    public var leading: Int32 {
        withFace { face in
            Int32(max(0, Int(face.pointee.height) - (Int(face.pointee.ascender) - Int(face.pointee.descender))))
        }
    }

    /// The height of capital letters above the baseline, in font units, from the OS/2 table or else the outline of "H".
    public var capHeight: Int32 {
        if let value = os2Metric(\.sCapHeight) { return value }
        return heightOfGlyph(for: "H")
    }

    /// The height of lowercase letters above the baseline, in font units, from the OS/2 table or else the outline of "x".
    public var xHeight: Int32 {
        if let value = os2Metric(\.sxHeight) { return value }
        return heightOfGlyph(for: "x")
    }

    /// The box enclosing every glyph of the font, in font units.
    public var fontBBox: CGRect {
        withFace { face in
            let b = face.pointee.bbox
            return CGRect(x: CGFloat(b.xMin), y: CGFloat(b.yMin), width: CGFloat(b.xMax - b.xMin), height: CGFloat(b.yMax - b.yMin))
        }
    }

    /// The slant of the font in degrees, counter-clockwise from vertical; 0 for upright fonts.
    public var italicAngle: CGFloat {
        withFace { face in
            guard let raw = FT_Get_Sfnt_Table(face, FT_SFNT_POST) else { return 0 }
            let post = raw.assumingMemoryBound(to: TT_Postscript.self).pointee
            return CGFloat(post.italicAngle) / 65536
        }
    }

    /// The font's PostScript name, if it has one.
    public var postScriptName: String? {
        withFace { face in FT_Get_Postscript_Name(face).map { String(cString: $0) } }
    }

    /// The family and style names joined by a space, as FreeType reports them.
    public var fullName: String? {
        withFace { face in
            guard let family = face.pointee.family_name.map({ String(cString: $0) }) else { return nil }
            guard let style = face.pointee.style_name.map({ String(cString: $0) }), style != "Regular" else { return family }
            return "\(family) \(style)"
        }
    }

    /// Writes the horizontal advance of each glyph, in font units, and returns false when a glyph index is out of range.
    public func getGlyphAdvances(glyphs: UnsafePointer<CGGlyph>, count: Int, advances: UnsafeMutablePointer<Int32>) -> Bool {
        for i in 0..<count {
            guard let advance = advance(for: glyphs[i]) else { return false }
            advances[i] = Int32(advance)
        }
        return true
    }

    /// Writes the tight bounding box of each glyph's outline, in font units, and returns false when a glyph index is out of range.
    public func getGlyphBBoxes(glyphs: UnsafePointer<CGGlyph>, count: Int, bboxes: UnsafeMutablePointer<CGRect>) -> Bool {
        for i in 0..<count {
            let glyph = glyphs[i]
            let box: CGRect? = withFace { face in
                guard Int(glyph) < Int(face.pointee.num_glyphs),
                      FT_Load_Glyph(face, FT_UInt(glyph), CGFont.outlineLoadFlags) == 0 else { return nil }
                var bbox = FT_BBox()
                FT_Outline_Get_BBox(&face.pointee.glyph.pointee.outline, &bbox)
                if face.pointee.glyph.pointee.outline.n_points == 0 { return .zero }
                return CGRect(x: CGFloat(bbox.xMin), y: CGFloat(bbox.yMin),
                              width: CGFloat(bbox.xMax - bbox.xMin), height: CGFloat(bbox.yMax - bbox.yMin))
            }
            guard let box else { return false }
            bboxes[i] = box
        }
        return true
    }

    /// Returns the glyph with the given PostScript glyph name, or 0 when there is none.
    public func getGlyphWithGlyphName(name: String) -> CGGlyph {
        withFace { face in CGGlyph(truncatingIfNeeded: FT_Get_Name_Index(face, name)) }
    }

    /// Returns the PostScript name of `glyph`, or nil when the font has no glyph names.
    public func name(for glyph: CGGlyph) -> String? {
        withFace { face in
            var buffer = [CChar](repeating: 0, count: 128)
            guard FT_Get_Glyph_Name(face, FT_UInt(glyph), &buffer, 128) == 0, buffer[0] != 0 else { return nil }
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    private func os2Metric(_ field: KeyPath<TT_OS2, FT_Short>) -> Int32? {
        withFace { face in
            guard let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) else { return nil }
            let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
            guard os2.version >= 2, os2[keyPath: field] > 0 else { return nil }
            return Int32(os2[keyPath: field])
        }
    }

    private func heightOfGlyph(for character: Unicode.Scalar) -> Int32 {
        guard var glyph = glyph(for: character) else { return 0 }
        var box = CGRect.zero
        guard getGlyphBBoxes(glyphs: &glyph, count: 1, bboxes: &box) else { return 0 }
        return Int32(box.maxY)
    }
}
