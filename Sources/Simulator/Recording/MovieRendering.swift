import Foundation
import Synchronization

/// Where the server renders a screen recording for the page's Movie download (`/recording.png`).
///
/// Rendering replays the recording on a headless device, frame by frame: seconds of work for a
/// long recording on a large screen. Every device of the process runs on the main actor, so a
/// render there takes its turns from the live devices, whose pages stutter while it runs. The
/// `simulator` command renders in a child process instead, its own executable's `record`
/// command (`simulator record --recording R.json --output M.png`), which runs on its own
/// main thread, so the live devices keep their frames, and can be stopped when it runs too long.
public enum MovieRendering: Sendable {
    /// On the server's main actor, between the live devices' frames: for a host whose executable
    /// has no `record` command.
    case inProcess
    /// In a child process running `executable record --recording <json> --output <png>`, stopped
    /// after `timeLimit` (the download then fails, saying so).
    case childProcess(executable: URL, timeLimit: Duration)

    /// The longest a movie may take to render in a child process: a recording's 300 s at most,
    /// on a slow machine, with room to spare.
    public static let defaultTimeLimit: Duration = .seconds(600)

    /// A child process of the running executable, which must be one with the `record` command
    /// (the `simulator` command line).
    public static func ownExecutable(timeLimit: Duration = defaultTimeLimit) -> MovieRendering {
        #if os(Linux)
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
        return .childProcess(executable: executable, timeLimit: timeLimit)
    }
}

/// Runs a movie render in a child process (`MovieRendering.childProcess`), off the main actor.
enum ChildProcessMovie {
    /// How much of the child's error output an error quotes: its last bytes, where it says why.
    static let maximumQuotedErrorBytes = 2000

    /// Why a child render failed.
    struct Failure: Error, CustomStringConvertible, Equatable {
        var description: String
    }

    /// Writes `json` to a temporary file, runs `executable record --recording <it> --output
    /// <url>`, and returns once the child has exited 0 with the movie at `url`; throws, saying
    /// why, when it cannot start, exits otherwise (quoting the end of its error output), or runs
    /// past `timeLimit` (it is then terminated, and killed if it does not end within a second).
    @concurrent static func render(json: Data, executable: URL, timeLimit: Duration, to url: URL) async throws {
        let input = url.deletingPathExtension().appendingPathExtension("json")
        try json.write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["record", "--recording", input.path, "--output", url.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        let exited = AsyncStream<Void>.makeStream()
        process.terminationHandler = { _ in exited.continuation.finish() }
        do {
            try process.run()
        } catch {
            throw Failure(description: "could not start \(executable.path): \(error.localizedDescription)")
        }
        // The child's error output, read as it comes so that a full pipe never blocks it; only
        // its end is kept.
        let errorTail = Task.detached { () -> Data in
            var tail = Data()
            let handle = errors.fileHandleForReading
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                tail.append(chunk)
                if tail.count > maximumQuotedErrorBytes { tail.removeFirst(tail.count - maximumQuotedErrorBytes) }
            }
            return tail
        }
        let timedOut = Atomic<Bool>(false)
        let pid = process.processIdentifier
        let watchdog = Task {
            try await Task.sleep(for: timeLimit)
            timedOut.store(true, ordering: .relaxed)
            kill(pid, SIGTERM)
            try await Task.sleep(for: .seconds(1))
            kill(pid, SIGKILL)
        }
        for await _ in exited.stream {}
        watchdog.cancel()
        let said = String(decoding: await errorTail.value, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if timedOut.load(ordering: .relaxed) {
            try? FileManager.default.removeItem(at: url)
            throw Failure(description: "the render took longer than \(timeLimit) and was stopped")
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            try? FileManager.default.removeItem(at: url)
            let how = process.terminationReason == .exit ? "exited with status \(process.terminationStatus)"
                : "was ended by signal \(process.terminationStatus)"
            throw Failure(description: "the render \(how)" + (said.isEmpty ? "" : ": \(said)"))
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw Failure(description: "the render exited without writing the movie")
        }
    }
}
