import Foundation
import Hummingbird

/// The page's files, read once from the module's resources, and the responses that serve them.
///
/// A file that is not there is answered with 404, so the server runs before the page exists.
struct PageResources: Sendable {
    private struct File: Sendable {
        var bytes: ByteBuffer
        var contentType: String
    }

    private let files: [String: File]

    /// Every file under `Resources/` in the module's bundle (see `load(from:)`).
    static func load() -> PageResources {
        load(from: Bundle.module.url(forResource: "Resources", withExtension: nil))
    }

    /// Every file under `directory`, at its path below it (`/main.js`, `/tools/inspector.js`),
    /// with `index.html` also at `/`; hidden files are left out, and none when there is no directory.
    ///
    /// The directory is served as a whole, so a new file of the page needs no line here. Its type
    /// comes from its extension (`contentTypes`; `application/octet-stream` for others). The
    /// files are read once: the server never touches the file system for a request.
    static func load(from directory: URL?) -> PageResources {
        guard let directory, let walk = FileManager.default.enumerator(
            at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else {
            return PageResources(files: [:])
        }
        let base = directory.standardizedFileURL.pathComponents
        var files: [String: File] = [:]
        for case let url as URL in walk {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                  let data = try? Data(contentsOf: url) else { continue }
            let path = "/" + url.standardizedFileURL.pathComponents.dropFirst(base.count).joined(separator: "/")
            let file = File(bytes: ByteBuffer(data: data),
                            contentType: contentTypes[url.pathExtension.lowercased()] ?? "application/octet-stream")
            files[path] = file
            if path == "/index.html" { files["/"] = file }
        }
        return PageResources(files: files)
    }

    /// The content type of each extension the page's files have.
    static let contentTypes: [String: String] = [
        "html": "text/html; charset=utf-8", "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
        "css": "text/css; charset=utf-8", "json": "application/json", "svg": "image/svg+xml", "png": "image/png",
        "ico": "image/x-icon", "txt": "text/plain; charset=utf-8", "wasm": "application/wasm",
    ]

    /// The paths that have a file, sorted.
    var paths: [String] { files.keys.sorted() }

    /// The file served at `path`, or 404.
    func response(for path: String) -> Response {
        guard let file = files[path] else { return Self.text("not found\n", status: .notFound) }
        return Response(status: .ok,
                        headers: [.contentType: file.contentType, .cacheControl: "no-cache", .init("X-Content-Type-Options")!: "nosniff"],
                        body: .init(byteBuffer: file.bytes))
    }

    /// A plain-text response.
    static func text(_ text: String, status: HTTPResponse.Status) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"],
                 body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
