/// Why a font file could not be loaded.
@_spi(Testing)
public enum CGFontLoadingError: Error, Equatable, CustomStringConvertible {
    /// No file exists at the path.
    case fileNotFound(path: String)
    /// FreeType could not open the file as a font; the payload holds FreeType's error code.
    case unreadableFont(path: String, freeTypeError: Int32)

    /// A sentence naming the file and the problem.
    public var description: String {
        switch self {
        case .fileNotFound(let path): return "No font file at \(path)"
        case .unreadableFont(let path, let code): return "FreeType cannot read \(path) as a font (FreeType error \(code))"
        }
    }
}
