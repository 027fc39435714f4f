import ArgumentParser
import Foundation
import SpringBoard

/// A device model named on the command line by its identifier, such as `iphone-8`.
///
/// Help lists every model's identifier and shell completion offers them; an unknown identifier is
/// a usage error that lists the valid ones.
public struct DeviceModelArgument: ExpressibleByArgument, Sendable, Equatable {
    /// The model the identifier names.
    public var model: DeviceModel

    /// The argument for `model`.
    public init(_ model: DeviceModel) {
        self.model = model
    }

    /// The model whose identifier is `argument`, or nil when no model has it.
    public init?(argument: String) {
        guard let model = DeviceModel.named(argument) else { return nil }
        self.model = model
    }

    /// The model's identifier, shown as the default in help.
    public var defaultValueDescription: String { model.identifier }

    /// The identifiers of every model, in `DeviceModel.all` order.
    public static var allValueStrings: [String] { DeviceModel.all.map(\.identifier) }

    /// Shell completion offers `allValueStrings`.
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

/// An iOS version named on the command line, such as `17.0` or `12.4.1`.
///
/// Help lists and shell completion offers the major versions that some model runs (`3.0` …
/// `26.0`); any version in their form parses, and `version(for:)` checks it against one model.
public struct SystemVersionArgument: ExpressibleByArgument, Sendable, Equatable {
    /// The version the argument names.
    public var version: OperatingSystemVersion

    /// The argument for `version`.
    public init(_ version: OperatingSystemVersion) {
        self.version = version
    }

    /// The version `argument` spells as one to three dot-separated numbers, or nil.
    public init?(argument: String) {
        guard let version = OperatingSystemVersion(parsing: argument) else { return nil }
        self.version = version
    }

    /// The version as "17.0".
    public var defaultValueDescription: String { version.versionString }

    /// The major versions that some device model runs, as "17.0", in ascending order.
    public static var allValueStrings: [String] {
        Set(DeviceModel.all.flatMap(\.supportedVersions)).sorted().map { "\($0).0" }
    }

    /// Shell completion offers `allValueStrings`.
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// The version, when `model` runs it; otherwise a validation error naming the versions it runs.
    public func version(for model: DeviceModel) throws -> OperatingSystemVersion {
        guard model.supportedVersions.contains(version.majorVersion) else {
            throw ValidationError(SimulatorError.unsupportedVersion(version.versionString, model: model.name,
                                                                    range: model.supportedVersions).description
                                  + "; valid versions: " + model.supportedVersions.map { "\($0).0" }.joined(separator: ", "))
        }
        return version
    }

    /// `version`, the same as `Equatable` would compare (OperatingSystemVersion is not `Equatable`).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.version.majorVersion == rhs.version.majorVersion && lhs.version.minorVersion == rhs.version.minorVersion
            && lhs.version.patchVersion == rhs.version.patchVersion
    }
}

/// The live simulator's command-line options: `--host`, `--port`, `--device` and `--os`.
///
/// `--device` may be given more than once (up to `DeviceRegistry.maximumDevices`) for devices
/// side by side; `--os` given once applies to every device, given once per `--device` goes with
/// the device at its place.
///
/// `SimulatorServer.run(delegate:)` parses them for an app that adds no options of its own. An app
/// with options of its own embeds them in its own command and passes them to
/// `SimulatorServer.run(options:delegate:)`:
///
/// ```swift
/// @main
/// struct HelloApp: AsyncParsableCommand {
///     @OptionGroup var simulator: SimulatorOptions
///     @Flag(help: "Start with demo data.") var demoData = false
///
///     func run() async {
///         await SimulatorServer.run(options: simulator, delegate: { AppDelegate() })
///     }
/// }
/// ```
///
/// Validation refuses a port outside 0–65535 and an iOS version the device does not run, each as a
/// usage error that names the valid values.
public struct SimulatorOptions: ParsableArguments, Sendable {
    /// The address to listen on.
    @Option(help: ArgumentHelp("The address to listen on; any address but loopback requires the printed access token.",
                               valueName: "address"))
    public var host: String = "127.0.0.1"

    /// The TCP port.
    @Option(help: "The TCP port (0 picks a free one).")
    public var port: Int = 8080

    /// The device models at start, side by side, in order; one iPhone 15 Pro when none is given.
    @Option(name: .customLong("device"),
            help: ArgumentHelp("The device model (iphone-15-pro when omitted); give it again (up to \(DeviceRegistry.maximumDevices) times) for devices side by side.",
                               valueName: "device"))
    public var devices: [DeviceModelArgument] = []

    /// The iOS versions at start: one for every device, or one for each in order; none for each
    /// model's default.
    @Option(name: .customLong("os"),
            help: ArgumentHelp("The iOS version whose behaviour to follow (the model's default when omitted); once for every device, or once per --device in order.",
                               valueName: "version"))
    public var systemVersions: [SystemVersionArgument] = []

    /// The first device's model.
    public var device: DeviceModelArgument { devices.first ?? DeviceModelArgument(.iPhone15Pro) }

    /// The first device's iOS version, or nil for the model's default.
    public var os: SystemVersionArgument? { systemVersions.first }

    /// The defaults: 127.0.0.1:8080, an iPhone 15 Pro at its default iOS version.
    public init() {}

    /// The models in order, the default one when none is given.
    var models: [DeviceModel] { devices.isEmpty ? [device.model] : devices.map(\.model) }

    /// The iOS version for device `index` (nil for its model's default): `--os` given once goes
    /// with every device, given once per device with the device at its place.
    func systemVersion(at index: Int) -> SystemVersionArgument? {
        systemVersions.count == 1 ? systemVersions[0] : systemVersions.indices.contains(index) ? systemVersions[index] : nil
    }

    /// Refuses a port outside 0–65535, more devices than run at once, a count of `--os` that is
    /// neither one nor one per device, and an iOS version that its device does not run.
    public func validate() throws {
        guard (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535 (got \(port))")
        }
        guard models.count <= DeviceRegistry.maximumDevices else {
            throw ValidationError("--device is given \(models.count) times; at most \(DeviceRegistry.maximumDevices) devices run at once")
        }
        guard systemVersions.count <= 1 || systemVersions.count == models.count else {
            throw ValidationError("--os is given \(systemVersions.count) times for \(models.count) devices; give it once for all, or once per --device in order")
        }
        for (index, model) in models.enumerated() {
            _ = try systemVersion(at: index)?.version(for: model)
        }
    }

    /// The server's configuration for these options, with no app chosen.
    public var configuration: SimulatorConfiguration {
        var configuration = SimulatorConfiguration(host: host, port: port, model: models[0], systemVersion: systemVersion(at: 0)?.version)
        configuration.additionalDevices = models.indices.dropFirst().map { index in
            SimulatorConfiguration.DeviceChoice(model: models[index], systemVersion: systemVersion(at: index)?.version)
        }
        return configuration
    }
}

/// The command of an app that runs with `SimulatorServer.run(delegate:)`: the simulator's options,
/// `--help`, `--version` and `--generate-completion-script`, named after the program.
struct SimulatorAppCommand: ParsableCommand {
    /// The version that `--version` prints; `SimulatorServer.run(version:delegate:)` binds the app's.
    @TaskLocal static var appVersion = "1.0"

    static var configuration: CommandConfiguration {
        let name = ProcessInfo.processInfo.processName
        return CommandConfiguration(commandName: name, abstract: "Run \(name) on a simulated iPhone in the browser.",
                                    version: appVersion)
    }

    /// The options the command line gave.
    @OptionGroup var simulator: SimulatorOptions
}
