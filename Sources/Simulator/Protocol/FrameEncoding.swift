import Foundation

/// How a frame message carries its rectangles' pixels, chosen by each page when it connects
/// (the `encoding` query parameter of the WebSocket's address).
///
/// A page on this machine takes `runs`: a screen is mostly long runs of one colour, so a whole
/// screen of the device's pixels goes in a few hundred kilobytes where `raw` bytes are 12 MB
/// through the browser's socket, and the page expands runs with native fills and copies.
/// `deflate` trades the server's time for fewer bytes on a network, and `png`, the default, is
/// what a page that names no encoding gets (docs/simulator-protocol.md).
enum FrameEncoding: String, CaseIterable, Sendable {
    /// Each rectangle is a PNG file.
    case png
    /// Each rectangle is its pixels as straight RGBA bytes, row after row.
    case raw
    /// Each rectangle is its raw bytes compressed as raw deflate (RFC 1951), as `DecompressionStream("deflate-raw")` reads them.
    case deflate
    /// Each rectangle is its pixels as runs, row after row, a run crossing rows as it likes: a
    /// little-endian u32 `n`, then with the top bit set one RGBA pixel repeated `n & 0x7FFF_FFFF`
    /// times, or without it `n` pixels' RGBA bytes. A phone's screen is mostly long runs of one
    /// colour (a list's rows, a bar): a whole screen of 12 MB goes in a few hundred kilobytes,
    /// and the page expands it with native fills and copies (`FrameEncoder.runs(of:)`).
    case runs

    /// The four bytes a frame message in this encoding starts with.
    var magic: [UInt8] {
        switch self {
        case .png: Array("OUKF".utf8)
        case .raw: Array("OUKR".utf8)
        case .deflate: Array("OUKD".utf8)
        case .runs: Array("OUKL".utf8)
        }
    }

    /// The encoding a page asked for by name, or nil for a name that is none of them.
    init?(query: String?) {
        guard let query else { self = .png; return }
        self.init(rawValue: query)
    }
}
