import Foundation
import SpringBoard

extension SimulatorConfiguration {
    /// The options a program that runs its app with `SimulatorServer.run(delegate:)` accepts.
    static let argumentUsage = "--host <address>, --port <number>, --device <\(DeviceModel.all.map(\.identifier).joined(separator: "|"))>, --os <version>"

    /// The configuration that command-line `arguments` ask for (program name excluded), starting
    /// from the defaults.
    ///
    /// Accepts `--host`, `--port`, `--device` and `--os`, each followed by its value or joined to
    /// it with `=`; a lone `--` (which `swift run` passes on) is skipped. Throws `SimulatorError.invalidArgument` naming the valid options or values.
    public init(arguments: [String]) throws(SimulatorError) {
        self.init()
        var index = 0
        func value(of option: String, inline: String?) throws(SimulatorError) -> String {
            if let inline { return inline }
            index += 1
            guard index < arguments.count else { throw .invalidArgument("\(option) needs a value; options: \(Self.argumentUsage)") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let option = parts[0]
            let inline = parts.count > 1 ? parts[1] : nil
            switch option {
            case "--":
                break
            case "--host":
                host = try value(of: option, inline: inline)
            case "--port":
                let text = try value(of: option, inline: inline)
                guard let number = Int(text), (0...65535).contains(number) else {
                    throw .invalidArgument("--port takes a number from 0 to 65535, not '\(text)'")
                }
                port = number
            case "--device":
                let text = try value(of: option, inline: inline)
                guard let found = DeviceModel.named(text) else {
                    throw .invalidArgument("unknown device '\(text)'; valid devices: \(DeviceModel.all.map(\.identifier).joined(separator: ", "))")
                }
                model = found
            case "--os":
                let text = try value(of: option, inline: inline)
                guard let version = OperatingSystemVersion(parsing: text) else {
                    throw .invalidArgument("'\(text)' is not an iOS version such as 17.0")
                }
                systemVersion = version
            default:
                throw .invalidArgument("unknown option '\(argument)'; options: \(Self.argumentUsage)")
            }
            index += 1
        }
        if let version = systemVersion, !model.supportedVersions.contains(version.majorVersion) {
            throw .unsupportedVersion(version.versionString, model: model.name, range: model.supportedVersions)
        }
    }
}
