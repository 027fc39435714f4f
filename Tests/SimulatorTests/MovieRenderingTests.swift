import Foundation
import SpringBoard
import Testing
@testable import Simulator

/// A scratch directory, removed after `body`.
private func inScratchDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("movie-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

/// An executable shell script at `url` with `body` after its first line.
private func writeScript(_ body: String, to url: URL) throws {
    try Data("#!/bin/sh\n\(body)\n".utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
}

@Suite("Movies rendered in a child process")
struct MovieRenderingTests {
    /// A short recording on the smallest screen, as `simulator record`'s own test has it.
    let recording = Recording(model: "iphone-3gs", os: "3.0", app: "hidden-drawer",
                              inputs: [.at(0.1, .touchDown(finger: 0, at: CGPoint(x: 100, y: 10), timestamp: 0.1)),
                                       .at(0.2, .touchUp(finger: 0, timestamp: 0.2))],
                              duration: 0.3)

    @Test("The simulator executable's record command renders the recording into the file, waited for without a thread")
    func rendersWithTheSimulatorCommand() async throws {
        try await inScratchDirectory { directory in
            let url = directory.appendingPathComponent("movie.png")
            try await ChildProcessMovie.render(json: recording.json(), executable: productsDirectory.appendingPathComponent("simulator"),
                                               timeLimit: .seconds(300), to: url)
            let data = try Data(contentsOf: url)
            #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            #expect(data.range(of: Data("acTL".utf8)) != nil && data.range(of: Data("fdAT".utf8)) != nil)
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("movie.json").path),
                    "the recording handed to the child is removed")
        }
    }

    @Test("A render the child refuses fails with the end of what it said, and leaves no movie")
    func refusalIsQuoted() async throws {
        try await inScratchDirectory { directory in
            let url = directory.appendingPathComponent("movie.png")
            let offScreen = Recording(model: "iphone-3gs", os: "3.0", app: "hidden-drawer",
                                      inputs: [.at(0.05, .touchDown(finger: 0, at: CGPoint(x: 5944, y: 10), timestamp: 0.05))],
                                      duration: 0.1)
            let error = await #expect(throws: ChildProcessMovie.Failure.self) {
                try await ChildProcessMovie.render(json: offScreen.json(), executable: productsDirectory.appendingPathComponent("simulator"),
                                                   timeLimit: .seconds(300), to: url)
            }
            #expect(error?.description.hasPrefix("the render exited with status 1: ") == true)
            #expect(error?.description.contains("input 0 cannot be replayed") == true, "\(error?.description ?? "")")
            #expect(!FileManager.default.fileExists(atPath: url.path))

            // Only the end of a long complaint is quoted.
            let noisy = directory.appendingPathComponent("noisy")
            try writeScript("yes x | head -c 100000 | tr -d ' \\n' >&2; echo ' the reason' >&2; exit 3", to: noisy)
            let long = await #expect(throws: ChildProcessMovie.Failure.self) {
                try await ChildProcessMovie.render(json: recording.json(), executable: noisy, timeLimit: .seconds(60), to: url)
            }
            #expect(long?.description.hasPrefix("the render exited with status 3: ") == true)
            #expect(long?.description.hasSuffix("x the reason") == true)
            #expect((long?.description.utf8.count ?? .max) < ChildProcessMovie.maximumQuotedErrorBytes + 100)
        }
    }

    @Test("A render that runs past its time is stopped and fails saying so; one that cannot start says why")
    func timeLimitAndMissingExecutable() async throws {
        try await inScratchDirectory { directory in
            let url = directory.appendingPathComponent("movie.png")
            let stuck = directory.appendingPathComponent("stuck")
            // Ignores the polite signal: the render is killed a second later.
            try writeScript("trap '' TERM; echo partial > \"$5\"; while :; do sleep 1; done", to: stuck)
            let started = ContinuousClock.now
            let error = await #expect(throws: ChildProcessMovie.Failure.self) {
                try await ChildProcessMovie.render(json: recording.json(), executable: stuck, timeLimit: .milliseconds(300), to: url)
            }
            #expect(error?.description == "the render took longer than 0.3 seconds and was stopped")
            #expect(ContinuousClock.now - started < .seconds(60))
            #expect(!FileManager.default.fileExists(atPath: url.path), "a partial movie is removed")

            let missing = await #expect(throws: ChildProcessMovie.Failure.self) {
                try await ChildProcessMovie.render(json: recording.json(), executable: directory.appendingPathComponent("none"),
                                                   timeLimit: .seconds(5), to: url)
            }
            #expect(missing?.description.hasPrefix("could not start \(directory.path)/none") == true)
        }
    }
}
