import Foundation
import Testing
import SpringBoard
@testable import Simulator

/// The result of running one of the package's built executables.
private struct Run {
    var status: Int32
    var output: String
    var errorOutput: String
}

/// Runs the built executable `name` with `arguments` to its end.
private func run(_ name: String, _ arguments: [String]) throws -> Run {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent(name)
    process.arguments = arguments
    let output = Pipe(), errorOutput = Pipe()
    process.standardOutput = output
    process.standardError = errorOutput
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errorOutput.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
               errorOutput: String(decoding: errorData, as: UTF8.self))
}

@Suite("The exit codes of the built executables")
struct ExecutableExitCodeTests {
    @Test("HelloSimulator --help prints the options with the devices and exits 0")
    func helloHelp() throws {
        let result = try run("HelloSimulator", ["--help"])
        #expect(result.status == 0)
        // The help is wrapped at 80 columns when the output is not a terminal.
        let words = result.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        #expect(words.contains("The device model (iphone-15-pro when omitted)"))
        #expect(words.contains("(values: iphone-3gs, iphone-4, iphone-6s, iphone-8, iphone-x, iphone-15-pro)"))
        #expect(result.output.contains("--version"))
        #expect(!result.errorOutput.contains("unknown option"))
    }

    @Test("HelloSimulator --version prints the app's version and exits 0")
    func helloVersion() throws {
        let result = try run("HelloSimulator", ["--version"])
        #expect(result.status == 0)
        #expect(result.output == "1.0\n")
    }

    @Test("HelloSimulator's bash completion offers the devices and the iOS versions")
    func helloCompletion() throws {
        let result = try run("HelloSimulator", ["--generate-completion-script", "bash"])
        #expect(result.status == 0)
        for identifier in ["iphone-3gs", "iphone-4", "iphone-6s", "iphone-8", "iphone-x", "iphone-15-pro", "3.0", "17.0", "26.0"] {
            #expect(result.output.contains("'\(identifier)'"))
        }
    }

    @Test("HelloSimulator with an unknown device exits 64 and lists the valid devices")
    func helloUnknownDevice() throws {
        let result = try run("HelloSimulator", ["--device", "iphone-9"])
        #expect(result.status == 64)
        #expect(DeviceModel.all.allSatisfy { result.errorOutput.contains("- \($0.identifier)\n") || result.errorOutput.hasSuffix("- \($0.identifier)") })
    }

    @Test("simulator screenshot into a directory is a runtime failure that names the path and the OS error, not a usage error")
    func screenshotWriteFailure() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("screenshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try run("simulator", ["screenshot", "--app", "hidden-drawer", "--device", "iphone-3gs", "--output", directory.path])
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("cannot write '\(directory.path)'"))
        #expect(result.errorOutput.contains("Is a directory"))
        #expect(!result.errorOutput.contains("Usage:"))
    }

    @Test("simulator screenshot with an unknown device is a usage error that lists the valid devices")
    func screenshotUnknownDevice() throws {
        let result = try run("simulator", ["screenshot", "--device", "iphone-9", "--output", "/tmp/never.png"])
        #expect(result.status == 64)
        #expect(DeviceModel.all.allSatisfy { result.errorOutput.contains("- \($0.identifier)\n") || result.errorOutput.hasSuffix("- \($0.identifier)") })
    }

    @Test("simulator record renders a recording as an animated PNG and says what it wrote")
    func recordRendersTheRecording() throws {
        // A small screen and a short recording: the test blocks a thread of the shared pool while it waits.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: directory) }
        let recording = Recording(model: "iphone-3gs", os: "3.0", app: "hidden-drawer",
                                  inputs: [.at(0.1, .touchDown(finger: 0, at: CGPoint(x: 100, y: 10), timestamp: 0.1)),
                                           .at(0.2, .touchUp(finger: 0, timestamp: 0.2))],
                                  duration: 0.3)
        let input = directory.appendingPathComponent("recording.json")
        try recording.json().write(to: input)
        let output = directory.appendingPathComponent("movie.png")
        let result = try run("simulator", ["record", "--recording", input.path, "--output", output.path])
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.contains("320×480 px"))
        #expect(result.output.contains("hidden-drawer on iphone-3gs"))
        let data = try Data(contentsOf: output)
        #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(data.range(of: Data("acTL".utf8)) != nil && data.range(of: Data("fdAT".utf8)) != nil)
    }

    @Test("simulator record refuses an invalid recording, saying why, and leaves no file")
    func recordRefusesInvalidRecordings() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad.json")
        let output = directory.appendingPathComponent("movie.png")
        let offScreen = Recording(model: "iphone-3gs", os: "3.0", app: "hidden-drawer",
                                  inputs: [.at(0.05, .touchDown(finger: 0, at: CGPoint(x: 5944, y: 10), timestamp: 0.05))],
                                  duration: 0.1)
        try offScreen.json().write(to: bad)
        let result = try run("simulator", ["record", "--recording", bad.path, "--output", output.path])
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("input 0 cannot be replayed: point (5944.0, 10.0) is outside"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
        try Data("{\"format\":\"openuikit-recording\",\"version\":9}".utf8).write(to: bad)
        let old = try run("simulator", ["record", "--recording", bad.path, "--output", output.path])
        #expect(old.status == 1)
        #expect(old.errorOutput.contains("not a recording's JSON"))
        let missing = try run("simulator", ["record", "--recording", directory.appendingPathComponent("none.json").path, "--output", output.path])
        #expect(missing.status == 1 && missing.errorOutput.contains("cannot read"))
    }
}
