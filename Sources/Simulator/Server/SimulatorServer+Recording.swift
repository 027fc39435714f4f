import Foundation
import Hummingbird
import NIOCore

extension SimulatorServer {
    /// The recorder's downloads: the last recording as JSON (`/recording.json`), as a Swift test
    /// (`/recording.swift`), and as an animated PNG rendered on virtual time (`/recording.png`,
    /// one at a time, where `rendering` says). Each answers 404 until something has been recorded
    /// on the device that `?device=` names (the first when none is named), and for a device that
    /// does not run.
    @MainActor static func addRecordingRoutes(to router: Router<BasicRequestContext>, devices: DeviceRegistry,
                                              rendering: MovieRendering = .inProcess) {
        router.get("/recording.json") { request, _ in
            let id = request.uri.queryParameters["device"].map(String.init)
            guard let session = devices.session(id) else { return unknownDevice(id) }
            guard let recording = await session.lastRecording else { return noRecording() }
            return download(recording.json(), type: "application/json",
                            name: "\(RecordingExporter.goldenName(for: recording)).json")
        }
        router.get("/recording.swift") { request, _ in
            let id = request.uri.queryParameters["device"].map(String.init)
            guard let session = devices.session(id) else { return unknownDevice(id) }
            guard let recording = await session.lastRecording else { return noRecording() }
            return download(Data(RecordingExporter.swiftTest(for: recording).utf8), type: "text/x-swift; charset=utf-8",
                            name: RecordingExporter.fileName(for: recording))
        }
        let renders = WorkLimiter(maximum: 1)
        router.get("/recording.png") { request, _ in
            let id = request.uri.queryParameters["device"].map(String.init)
            guard let session = devices.session(id) else { return unknownDevice(id) }
            guard let recording = await session.lastRecording else { return noRecording() }
            guard renders.tryStart() else {
                return Response(status: .serviceUnavailable,
                                headers: [.contentType: "text/plain; charset=utf-8", .retryAfter: "5"],
                                body: .init(byteBuffer: ByteBuffer(string: "a screen recording is already being rendered; try again\n")))
            }
            defer { renders.finish() }
            let url = FileManager.default.temporaryDirectory
                .appendingPathComponent("openuikit-recording-\(UUID().uuidString).png")
            defer { try? FileManager.default.removeItem(at: url) }
            do {
                switch rendering {
                case .inProcess:
                    _ = try await session.renderScreenRecording(recording, to: url)
                case let .childProcess(executable, timeLimit):
                    guard session.apps.contains(where: { $0.id == recording.app }) else {
                        throw RecordingError("the recording's app \(recording.app) is not offered here")
                    }
                    try await ChildProcessMovie.render(json: recording.json(), executable: executable, timeLimit: timeLimit, to: url)
                }
            } catch {
                return PageResources.text("the screen recording could not be rendered: \(error)\n", status: .internalServerError)
            }
            let data = try Data(contentsOf: url)
            return download(data, type: "image/apng", name: "\(RecordingExporter.goldenName(for: recording)).png")
        }
    }

    private static func noRecording() -> Response {
        PageResources.text("nothing has been recorded yet\n", status: .notFound)
    }

    private static func download(_ data: Data, type: String, name: String) -> Response {
        Response(status: .ok,
                 headers: [.contentType: type, .cacheControl: "no-store",
                           .contentDisposition: "attachment; filename=\"\(name)\""],
                 body: .init(byteBuffer: ByteBuffer(data: data)))
    }
}

extension DeviceSession {
    /// Renders `recording` as an APNG at `url` on a headless device running the recorded app.
    func renderScreenRecording(_ recording: Recording, to url: URL) async throws -> ScreenRecorder.Summary {
        guard let app = apps.first(where: { $0.id == recording.app }) else {
            throw RecordingError("the recording's app \(recording.app) is not offered here")
        }
        return try await ScreenRecorder.render(recording, app: app, to: url)
    }
}
