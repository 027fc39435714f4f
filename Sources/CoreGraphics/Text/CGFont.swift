// The one file that calls FreeType. Its import is implementation-only, so that modules importing
// CoreGraphics (or UIKit, which re-exports it) never need FreeType's module map: a package that
// builds swift-snapshot-testing next to OpenUIKit compiles its `canImport(UIKit)` branch against
// ours without our C module maps. No FreeType type appears in a stored property or in any
// non-private signature the compiler would have to lay out for a client.
@_implementationOnly import CFreeType

/// A font loaded through FreeType, as Apple's `CGFont`: glyph outlines and metrics in font units.
///
/// OpenUIKit stands DejaVu Sans in for the system font: see `CGFont(_:)` for the names it resolves.
/// Every FreeType call is serialized by a lock, so a font can be shared between threads; glyph
/// outlines are cached per font after first use.
public final class CGFont: @unchecked Sendable {
    /// The directory holding the DejaVu fonts.
    static let dejaVuDirectory = "/usr/share/fonts/truetype/dejavu"

    /// The font names that resolve to files, including Apple's system font names mapped onto DejaVu Sans.
    static let namedFontFiles: [String: String] = [
        "DejaVuSans": "\(dejaVuDirectory)/DejaVuSans.ttf",
        "DejaVuSans-Bold": "\(dejaVuDirectory)/DejaVuSans-Bold.ttf",
        ".SFUI-Regular": "\(dejaVuDirectory)/DejaVuSans.ttf",
        ".SFUI-Semibold": "\(dejaVuDirectory)/DejaVuSans-Bold.ttf",
        ".SFUI-Bold": "\(dejaVuDirectory)/DejaVuSans-Bold.ttf",
        "Helvetica": "\(dejaVuDirectory)/DejaVuSans.ttf",
        "Helvetica-Bold": "\(dejaVuDirectory)/DejaVuSans-Bold.ttf",
    ]

    /// FreeType's flags for loading unhinted outlines in font units.
    static let outlineLoadFlags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)

    private let library: FT_Library
    /// The face, stored untyped so that no FreeType type is part of the class's layout.
    private let faceHandle: OpaquePointer
    var face: FT_Face { FT_Face(faceHandle) }
    /// The font bytes for a font made from a data provider; FreeType reads them for the font's lifetime.
    private let memory: UnsafeMutableRawBufferPointer?
    let lock = NSLock()
    var outlineCache: [CGGlyph: CGPath] = [:]
    /// The number that keys this font's masks in the glyph cache (`GlyphCache`).
    let glyphCacheID = GlyphCache.newFontID()

    private init(library: FT_Library, face: FT_Face, memory: UnsafeMutableRawBufferPointer?) {
        self.library = library
        faceHandle = OpaquePointer(face)
        self.memory = memory
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        memory?.deallocate()
    }

    /// Loads a font by name, or returns nil when the name is unknown, as Apple's initializer.
    ///
    /// Known names: "DejaVuSans", "DejaVuSans-Bold", the system names ".SFUI-Regular" (DejaVu Sans),
    /// ".SFUI-Semibold" and ".SFUI-Bold" (DejaVu Sans Bold), "Helvetica" and "Helvetica-Bold", and any
    /// other file name (without ".ttf") in the DejaVu directory, such as "DejaVuSans-Oblique".
    public convenience init?(_ name: String) {
        let path = Self.namedFontFiles[name] ?? "\(Self.dejaVuDirectory)/\(name).ttf"
        guard !name.contains("/"), let loaded = try? Self.openFace(path: path) else { return nil }
        self.init(library: loaded.0, face: loaded.1, memory: nil)
    }

    /// Loads a font from the bytes of a TrueType or OpenType file, or returns nil when FreeType cannot read them.
    public convenience init?(_ provider: CGDataProvider) {
        guard let data = provider.bytes, !data.isEmpty else { return nil }
        let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 8)
        memory.copyBytes(from: data)
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            memory.deallocate()
            return nil
        }
        var face: FT_Face?
        let error = FT_New_Memory_Face(library, memory.baseAddress!.assumingMemoryBound(to: FT_Byte.self),
                                       FT_Long(data.count), 0, &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            memory.deallocate()
            return nil
        }
        self.init(library: library, face: face, memory: memory)
    }

    /// Loads the font file at `path`.
    ///
    /// Throws `CGFontLoadingError.fileNotFound` naming the path when no file is there, and
    /// `.unreadableFont` when FreeType cannot read it.
    @_spi(UIKit)
    public convenience init(contentsOfFile path: String) throws {
        let loaded = try Self.openFace(path: path)
        self.init(library: loaded.0, face: loaded.1, memory: nil)
    }

    private static func openFace(path: String) throws -> (FT_Library, FT_Face) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw CGFontLoadingError.fileNotFound(path: path)
        }
        var library: FT_Library?
        let initError = FT_Init_FreeType(&library)
        guard initError == 0, let library else {
            throw CGFontLoadingError.unreadableFont(path: path, freeTypeError: initError)
        }
        var face: FT_Face?
        let error = FT_New_Face(library, path, 0, &face)
        guard error == 0, let face else {
            FT_Done_FreeType(library)
            throw CGFontLoadingError.unreadableFont(path: path, freeTypeError: error)
        }
        return (library, face)
    }

    /// Runs `body` with the face while holding the font's lock.
    func withFace<R>(_ body: (FT_Face) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(face)
    }
}

extension CGFont {
    /// Returns the glyph that maps `character` in the font's Unicode character map, or nil when the font has none.
    @_spi(UIKit)
    public func glyph(for character: Unicode.Scalar) -> CGGlyph? {
        let index = withFace { FT_Get_Char_Index($0, FT_ULong(character.value)) }
        return index == 0 ? nil : CGGlyph(truncatingIfNeeded: index)
    }

    /// Returns the horizontal advance of `glyph` in font units, or nil when the index is out of range.
    @_spi(UIKit) @_spi(SpringBoard)
    public func advance(for glyph: CGGlyph) -> Int? {
        withFace { face in
            guard Int(glyph) < Int(face.pointee.num_glyphs) else { return nil }
            var advance: FT_Fixed = 0
            guard FT_Get_Advance(face, FT_UInt(glyph), CGFont.outlineLoadFlags, &advance) == 0 else { return nil }
            return Int(advance)
        }
    }

    /// Returns the kerning adjustment between `left` and `right`, in font units, from the font's `kern` table; 0 when it has none.
    @_spi(UIKit)
    public func kerning(left: CGGlyph, right: CGGlyph) -> Int {
        withFace { face in
            var vector = FT_Vector()
            guard FT_Get_Kerning(face, FT_UInt(left), FT_UInt(right), FT_UInt(FT_KERNING_UNSCALED.rawValue), &vector) == 0
            else { return 0 }
            return Int(vector.x)
        }
    }

    /// Returns the unhinted outline of `glyph` in font units (y up, origin on the baseline), or nil when the index is out of range.
    ///
    /// Outlines are cached, so repeated calls return the same path object.
    @_spi(UIKit) @_spi(Simulator)
    public func path(for glyph: CGGlyph) -> CGPath? {
        withFace { face in
            if let cached = outlineCache[glyph] { return cached }
            guard Int(glyph) < Int(face.pointee.num_glyphs),
                  FT_Load_Glyph(face, FT_UInt(glyph), CGFont.outlineLoadFlags) == 0 else { return nil }
            let builder = OutlineBuilder()
            var funcs = FT_Outline_Funcs(
                move_to: { to, user in
                    let b = Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue()
                    b.path.closeSubpath()
                    b.path.move(to: OutlineBuilder.point(to!))
                    return 0
                },
                line_to: { to, user in
                    Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue().path.addLine(to: OutlineBuilder.point(to!))
                    return 0
                },
                conic_to: { control, to, user in
                    Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue().path
                        .addQuadCurve(to: OutlineBuilder.point(to!), control: OutlineBuilder.point(control!))
                    return 0
                },
                cubic_to: { c1, c2, to, user in
                    Unmanaged<OutlineBuilder>.fromOpaque(user!).takeUnretainedValue().path
                        .addCurve(to: OutlineBuilder.point(to!), control1: OutlineBuilder.point(c1!), control2: OutlineBuilder.point(c2!))
                    return 0
                },
                shift: 0, delta: 0)
            let user = Unmanaged.passUnretained(builder).toOpaque()
            let error = FT_Outline_Decompose(&face.pointee.glyph.pointee.outline, &funcs, user)
            guard error == 0 else { return nil }
            builder.path.closeSubpath()
            let path = CGPath(segments: builder.path.segments)
            outlineCache[glyph] = path
            return path
        }
    }
}

/// Collects FreeType's outline callbacks into a path.
private final class OutlineBuilder {
    let path = CGMutablePath()

    static func point(_ v: UnsafePointer<FT_Vector>) -> CGPoint {
        CGPoint(x: CGFloat(v.pointee.x), y: CGFloat(v.pointee.y))
    }
}

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
