import Foundation

/// Why the live simulator cannot start; each description names the valid choices or the cause.
public enum SimulatorError: Error, Equatable, CustomStringConvertible {
    /// Another program listens on the port already.
    case portInUse(host: String, port: Int)
    /// The server could not listen on the address for another reason.
    case cannotListen(host: String, port: Int, reason: String)
    /// The port is outside 0–65535.
    case invalidPort(Int)
    /// The server was given no app to run.
    case noApps
    /// Two apps share an identifier.
    case duplicateApp(String)
    /// The configuration names an app the server does not have.
    case unknownApp(String, valid: [String])
    /// The configuration asks for an iOS version the model does not run.
    case unsupportedVersion(String, model: String, range: ClosedRange<Int>)
    /// The access token is empty or has characters a URL query would need to escape.
    case invalidAccessToken
    /// More devices than run at once (`DeviceRegistry.maximumDevices`).
    case tooManyDevices(Int, limit: Int)

    public var description: String {
        switch self {
        case let .portInUse(host, port):
            return "port \(port) is already in use on \(host); stop the program using it or choose another with --port"
        case let .cannotListen(host, port, reason):
            return "cannot listen on \(host):\(port): \(reason)"
        case let .invalidPort(port):
            return "port \(port) is not between 0 and 65535"
        case .noApps:
            return "the simulator needs at least one app to run"
        case let .duplicateApp(id):
            return "two apps have the identifier \"\(id)\""
        case let .unknownApp(id, valid):
            return "unknown app \"\(id)\"; valid apps: \(valid.joined(separator: ", "))"
        case let .unsupportedVersion(os, model, range):
            return "\(model) runs iOS \(range.lowerBound) to \(range.upperBound), not \(os)"
        case .invalidAccessToken:
            return "the access token must be non-empty letters, digits, '-', '_' or '.'"
        case let .tooManyDevices(count, limit):
            return "\(count) devices asked for; at most \(limit) run at once"
        }
    }
}
