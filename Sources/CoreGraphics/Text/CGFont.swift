import CFreeType

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
    let face: FT_Face
    /// The font bytes for a font made from a data provider; FreeType reads them for the font's lifetime.
    private let memory: UnsafeMutableRawBufferPointer?
    let lock = NSLock()
    var outlineCache: [CGGlyph: CGPath] = [:]

    private init(library: FT_Library, face: FT_Face, memory: UnsafeMutableRawBufferPointer?) {
        self.library = library
        self.face = face
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
        guard let data = provider.data, !data.isEmpty else { return nil }
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
