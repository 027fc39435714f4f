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

    /// The files under `Resources/` in the module's bundle.
    static func load() -> PageResources {
        let names: [(path: String, name: String, ext: String, type: String)] = [
            ("/", "index", "html", "text/html; charset=utf-8"),
            ("/simulator.js", "simulator", "js", "text/javascript; charset=utf-8"),
            ("/simulator.css", "simulator", "css", "text/css; charset=utf-8"),
        ]
        var files: [String: File] = [:]
        for entry in names {
            guard let url = Bundle.module.url(forResource: entry.name, withExtension: entry.ext, subdirectory: "Resources"),
                  let data = try? Data(contentsOf: url) else { continue }
            files[entry.path] = File(bytes: ByteBuffer(data: data), contentType: entry.type)
        }
        return PageResources(files: files)
    }

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
