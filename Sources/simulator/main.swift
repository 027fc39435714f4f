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
        subcommands: [Serve.self, Screenshot.self, Record.self, List.self],
        defaultSubcommand: Serve.self)
}

/// Serves the gallery on a live simulated iPhone in the browser.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve the gallery on a simulated iPhone at http://127.0.0.1:8080 (the default command).")

    @OptionGroup var simulator: SimulatorOptions

    @Option(name: .customLong("app"),
            help: ArgumentHelp("The gallery app (\(GalleryApp.all.map(\.identifier).joined(separator: ", "))); once for every device, or once per --device in order (default hidden-drawer).",
                               valueName: "app"))
    var apps: [String] = []

    /// The app for device `index`: `--app` given once goes with every device, given once per
    /// device with the device at its place.
    func app(at index: Int) -> String {
        apps.isEmpty ? "hidden-drawer" : apps.count == 1 ? apps[0] : apps[index]
    }

    func validate() throws {
        for app in apps where GalleryApp.named(app) == nil {
            throw ValidationError("unknown app '\(app)'; valid apps: \(GalleryApp.all.map(\.identifier).joined(separator: ", "))")
        }
        let count = 1 + simulator.configuration.additionalDevices.count
        guard apps.count <= 1 || apps.count == count else {
            throw ValidationError("--app is given \(apps.count) times for \(count) devices; give it once for all, or once per --device in order")
        }
    }

    /// The server's configuration from the options.
    var simulatorConfiguration: SimulatorConfiguration {
        var configuration = simulator.configuration
        configuration.app = app(at: 0)
        // Movies render in a child process of this executable (its `record` command), so the
        // live devices keep their frames meanwhile.
        configuration.movieRendering = .ownExecutable()
        for index in configuration.additionalDevices.indices {
            configuration.additionalDevices[index].app = app(at: index + 1)
        }
        return configuration
    }

    func run() async throws {
        let apps = GalleryApp.all.map { app in
            SimulatedApp(id: app.identifier, title: app.title, principalClass: app.principalClass, delegate: app.makeDelegate)
        }
        do {
            let server = try SimulatorServer(configuration: simulatorConfiguration, apps: apps)
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

    @Option(name: .long, help: "The device model.")
    var device = DeviceModelArgument(.iPhone15Pro)

    @Option(name: .long, help: ArgumentHelp("The iOS version whose behaviour to follow (the model's default when omitted).",
                                            valueName: "version"))
    var os: SystemVersionArgument?

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
        _ = try os?.version(for: device.model)
        if let rotate, rotate != "left" && rotate != "right" {
            throw ValidationError("--rotate takes left or right (got '\(rotate)')")
        }
        if inCall, !device.model.hasHomeButton {
            let model = device.model
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
        let model = device.model
        let phone = Device(model: model, systemVersion: os?.version)
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
            // Not a usage error: the command line was valid and the screen is rendered.
            FileHandle.standardError.write(Data("simulator: cannot write '\(output)': \(Self.reason(error))\n".utf8))
            throw ExitCode.failure
        }
        print("Wrote \(output) (\(phone.pixelSize.width)×\(phone.pixelSize.height) px, \(gallery.title) on \(model.name), iOS \(phone.systemVersion.versionString))")
    }

    /// The operating system's own words for a failed file operation ("Is a directory"), or the
    /// error's description when it carries no POSIX error.
    static func reason(_ error: any Error) -> String {
        // The underlying error is a Swift `POSIXError` on Linux, which `as? NSError` does not match.
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? any Error,
           (underlying as NSError).domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32((underlying as NSError).code)))
        }
        return error.localizedDescription
    }
}

/// Renders a recording made in the page (its Export's `recording.json`) as an animated PNG.
struct Record: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a recording (the page's recording.json) as an animated PNG, every frame on virtual time.")

    @Option(name: .long, help: "The recording's JSON file.")
    var recording: String

    @Option(name: [.short, .long], help: "Where to write the animated PNG.")
    var output: String = "recording.png"

    func validate() throws {
        let directory = URL(fileURLWithPath: output).deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("cannot write '\(output)': the directory '\(directory.path)' does not exist")
        }
    }

    @MainActor
    func run() async throws {
        let apps = GalleryApp.all.map { app in
            SimulatedApp(id: app.identifier, title: app.title, principalClass: app.principalClass, delegate: app.makeDelegate)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: recording))
        } catch {
            FileHandle.standardError.write(Data("simulator: cannot read '\(recording)': \(Screenshot.reason(error))\n".utf8))
            throw ExitCode.failure
        }
        do {
            let summary = try await ScreenRecording.render(json: data, apps: apps, to: URL(fileURLWithPath: output))
            print("Wrote \(output) (\(summary.width)×\(summary.height) px, \(summary.frames) frames from \(summary.displayFrames) display frames, \(summary.app) on \(summary.model))")
        } catch {
            try? FileManager.default.removeItem(atPath: output)
            FileHandle.standardError.write(Data("simulator: \(recording): \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
