import ArgumentParser
import Foundation
import Gallery
import Simulator
import SpringBoard
import UIKit

/// The OpenUIKit command line: renders the gallery's apps on simulated iPhones.
@main
struct SimulatorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulator",
        abstract: "Run OpenUIKit's gallery apps on a simulated iPhone.",
        subcommands: [Serve.self, Screenshot.self, List.self],
        defaultSubcommand: Serve.self)
}

/// Serves the gallery on a live simulated iPhone in the browser.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve the gallery on a simulated iPhone at http://127.0.0.1:8080 (the default command).")

    @Option(name: .long, help: "The address to listen on; any address but loopback requires the printed access token.")
    var host: String = "127.0.0.1"

    @Option(name: .long, help: "The TCP port (0 picks a free one).")
    var port: Int = 8080

    @Option(name: .long, help: "The device model (\(DeviceModel.all.map(\.identifier).joined(separator: ", "))).")
    var device: String = DeviceModel.iPhone15Pro.identifier

    @Option(name: .long, help: "The iOS version whose behaviour to follow, such as 17.0 (the model's default when omitted).")
    var os: String?

    @Option(name: .long, help: "The gallery app (\(GalleryApp.all.map(\.identifier).joined(separator: ", "))).")
    var app: String = "hidden-drawer"

    func validate() throws {
        _ = try simulatorConfiguration()
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535 (got \(port))")
        }
    }

    /// The server's configuration from the options, or a validation error that lists the valid choices.
    func simulatorConfiguration() throws -> SimulatorConfiguration {
        guard GalleryApp.named(app) != nil else {
            throw ValidationError("unknown app '\(app)'; valid apps: \(GalleryApp.all.map(\.identifier).joined(separator: ", "))")
        }
        guard let model = DeviceModel.named(device) else {
            throw ValidationError("unknown device '\(device)'; valid devices: \(DeviceModel.all.map(\.identifier).joined(separator: ", "))")
        }
        var version: OperatingSystemVersion?
        if let os {
            guard let parsed = OperatingSystemVersion(parsing: os) else {
                throw ValidationError("'\(os)' is not an iOS version such as 17.0")
            }
            guard model.supportedVersions.contains(parsed.majorVersion) else {
                throw ValidationError("\(model.name) runs iOS \(model.supportedVersions.lowerBound) to \(model.supportedVersions.upperBound), not \(os); valid versions: \(model.supportedVersions.map { "\($0).0" }.joined(separator: ", "))")
            }
            version = parsed
        }
        return SimulatorConfiguration(host: host, port: port, model: model, systemVersion: version, app: app)
    }

    func run() async throws {
        let apps = GalleryApp.all.map { app in
            SimulatedApp(id: app.identifier, title: app.title, principalClass: app.principalClass, delegate: app.makeDelegate)
        }
        do {
            let server = try SimulatorServer(configuration: try simulatorConfiguration(), apps: apps)
            try await server.run { url in
                // Unbuffered, so that the address shows at once even when the output is a pipe.
                FileHandle.standardOutput.write(Data("OpenUIKit simulator: \(url.absoluteString)\nPress Ctrl-C to stop.\n".utf8))
            }
        } catch let error as SimulatorError {
            FileHandle.standardError.write(Data("simulator: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}

/// Lists the gallery's apps and the device models.
struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the gallery apps and device models.")

    func run() {
        print("Apps:")
        for app in GalleryApp.all { print("  \(app.identifier)  \(app.summary)") }
        print("Devices:")
        for model in DeviceModel.all {
            print("  \(model.identifier)  \(model.name), iOS \(model.supportedVersions.lowerBound)–\(model.supportedVersions.upperBound) (default \(model.defaultVersion.versionString))")
        }
    }
}

/// Renders an app after optional status-bar taps and writes the screen as a PNG file.
struct Screenshot: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Launch a gallery app, tap the status bar, and write the screen as a PNG.")

    @Option(name: .long, help: "The gallery app (\(GalleryApp.all.map(\.identifier).joined(separator: ", "))).")
    var app: String = "hidden-drawer"

    @Option(name: .long, help: "The device model (\(DeviceModel.all.map(\.identifier).joined(separator: ", "))).")
    var device: String = DeviceModel.iPhone15Pro.identifier

    @Option(name: .long, help: "The iOS version whose behaviour to follow, such as 17.0 (the model's default when omitted).")
    var os: String?

    @Option(name: .long, help: "How many times to tap the status bar before the screenshot.")
    var statusBarTaps: Int = 0

    @Option(name: .long, help: "Turn the device a quarter turn before the screenshot: left or right.")
    var rotate: String?

    @Flag(name: .long, help: "Show the double-height in-call status bar (models with a home button).")
    var inCall = false

    @Flag(name: .long, help: "Press Home before the screenshot.")
    var home = false

    @Option(name: [.short, .long], help: "Where to write the PNG file.")
    var output: String = "screenshot.png"

    func validate() throws {
        guard GalleryApp.named(app) != nil else {
            throw ValidationError("unknown app '\(app)'; valid apps: \(GalleryApp.all.map(\.identifier).joined(separator: ", "))")
        }
        guard let model = DeviceModel.named(device) else {
            throw ValidationError("unknown device '\(device)'; valid devices: \(DeviceModel.all.map(\.identifier).joined(separator: ", "))")
        }
        if let os {
            guard let version = OperatingSystemVersion(parsing: os) else {
                throw ValidationError("'\(os)' is not an iOS version such as 17.0")
            }
            guard model.supportedVersions.contains(version.majorVersion) else {
                throw ValidationError("\(model.name) runs iOS \(model.supportedVersions.lowerBound) to \(model.supportedVersions.upperBound), not \(os)")
            }
        }
        if let rotate, rotate != "left" && rotate != "right" {
            throw ValidationError("--rotate takes left or right (got '\(rotate)')")
        }
        if inCall, let model = DeviceModel.named(device), !model.hasHomeButton {
            throw ValidationError("\(model.name) has no in-call status bar; models with one: \(DeviceModel.all.filter(\.hasHomeButton).map(\.identifier).joined(separator: ", "))")
        }
        guard (0...100).contains(statusBarTaps) else {
            throw ValidationError("--status-bar-taps must be between 0 and 100 (got \(statusBarTaps))")
        }
        let directory = URL(fileURLWithPath: output).deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("cannot write '\(output)': the directory '\(directory.path)' does not exist")
        }
    }

    @MainActor
    func run() async throws {
        let gallery = GalleryApp.named(app)!
        let model = DeviceModel.named(device)!
        let phone = Device(model: model, systemVersion: os.flatMap(OperatingSystemVersion.init(parsing:)))
        phone.appDisplayName = gallery.title
        phone.launch(gallery.principalClass, delegate: gallery.makeDelegate)
        try phone.settle()
        if rotate == "left" { phone.rotateLeft() }
        if rotate == "right" { phone.rotateRight() }
        if inCall { phone.isInCallStatusBarShown = true }
        try phone.settle()
        for _ in 0..<statusBarTaps {
            phone.tap(at: CGPoint(x: phone.statusBar.frame.midX, y: phone.statusBar.frame.midY))
            try phone.settle()
        }
        if home {
            phone.pressHome()
            try phone.settle()
        }
        phone.runFrame()
        let data = try phone.screenshotPNG()
        do {
            try data.write(to: URL(fileURLWithPath: output))
        } catch {
            throw ValidationError("cannot write '\(output)': \(error.localizedDescription)")
        }
        print("Wrote \(output) (\(phone.pixelSize.width)×\(phone.pixelSize.height) px, \(gallery.title) on \(model.name), iOS \(phone.systemVersion.versionString))")
    }
}
