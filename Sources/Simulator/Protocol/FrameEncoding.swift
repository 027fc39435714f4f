import Foundation

/// How a frame message carries its rectangles' pixels, chosen by each page when it connects
/// (the `encoding` query parameter of the WebSocket's address).
///
/// A page on this machine takes `raw` bytes: nothing to compress or decode, so a frame costs a
/// copy on either side. `deflate` trades the server's time for fewer bytes on a network, and
/// `png`, the default, is what a page that names no encoding gets (docs/simulator-protocol.md).
enum FrameEncoding: String, CaseIterable, Sendable {
    /// Each rectangle is a PNG file.
    case png
    /// Each rectangle is its pixels as straight RGBA bytes, row after row.
    case raw
    /// Each rectangle is its raw bytes compressed as raw deflate (RFC 1951), as `DecompressionStream("deflate-raw")` reads them.
    case deflate

    /// The four bytes a frame message in this encoding starts with.
    var magic: [UInt8] {
        switch self {
        case .png: Array("OUKF".utf8)
        case .raw: Array("OUKR".utf8)
        case .deflate: Array("OUKD".utf8)
        }
    }

    /// The encoding a page asked for by name, or nil for a name that is none of them.
    init?(query: String?) {
        guard let query else { self = .png; return }
        self.init(rawValue: query)
    }
}
