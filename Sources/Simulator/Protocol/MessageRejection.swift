import Foundation
import SpringBoard

/// Why a message from the page was refused; its description is the `error` message's text.
///
/// A refusal never ends the connection or touches the device: the page gets the text, the
/// server logs it, and the next message is handled as if this one had not come. The text never
/// repeats the page's input (only numbers parsed from it and the server's own names), so a
/// reply stays under a few hundred bytes whatever the page sent.
enum MessageRejection: Error, Equatable, CustomStringConvertible {
    case tooLarge(bytes: Int, limit: Int)
    case binaryMessage
    case malformedJSON
    case notAnObject
    case missingField(String)
    case invalidField(String, expected: String)
    case unknownType
    case outsideScreen(x: Double, y: Double, width: Double, height: Double)
    case fingerAlreadyDown(Int)
    case fingerNotDown(Int)
    case tooManyFingers(limit: Int)
    case noInCallStatusBar(model: String)
    case noSystemOverlay(SystemOverlay, model: String, os: String)
    case unknownModel(valid: [String])
    case invalidVersion
    case unsupportedVersion(String, model: String, range: ClosedRange<Int>)
    case unknownApp(valid: [String])
    case queueFull(limit: Int)
    /// The recorder refused a request, or a replay is driving the device.
    case recorder(String)

    var description: String {
        switch self {
        case let .tooLarge(bytes, limit):
            return "message of \(bytes) bytes is over the \(limit)-byte limit"
        case .binaryMessage:
            return "binary messages are not accepted; send JSON text"
        case .malformedJSON:
            return "message is not valid JSON"
        case .notAnObject:
            return "message must be a JSON object with a \"type\""
        case let .missingField(name):
            return "message lacks the field \"\(name)\""
        case let .invalidField(name, expected):
            return "field \"\(name)\" must be \(expected)"
        case .unknownType:
            return "unknown message type; known types: touch, home, controlCenter, notificationCenter, rotate, inCall, slowAnimations, configure, inspect, display, record, stop, replay"
        case let .outsideScreen(x, y, width, height):
            return "point (\(Self.format(x)), \(Self.format(y))) is outside the \(Self.format(width))×\(Self.format(height)) pt screen"
        case let .fingerAlreadyDown(finger):
            return "finger \(finger) is already down"
        case let .fingerNotDown(finger):
            return "finger \(finger) is not down"
        case let .tooManyFingers(limit):
            return "at most \(limit) fingers can be down at once"
        case let .noSystemOverlay(overlay, model, os):
            return "\(model) on iOS \(os) has no \(overlay == .controlCenter ? "Control Center (iOS 7 on)" : "Notification Center (iOS 5 on)"), or the app is not in front"
        case let .noInCallStatusBar(model):
            return "\(model) has no in-call status bar (only models with a Home button do)"
        case let .unknownModel(valid):
            return "unknown model; valid models: \(valid.joined(separator: ", "))"
        case .invalidVersion:
            return "field \"os\" is not an iOS version such as 17.0"
        case let .unsupportedVersion(os, model, range):
            return "\(model) runs iOS \(range.lowerBound) to \(range.upperBound), not \(os)"
        case let .unknownApp(valid):
            return "unknown app; valid apps: \(valid.joined(separator: ", "))"
        case let .queueFull(limit):
            return "\(limit) messages are already waiting for the next frame; send fewer"
        case let .recorder(reason):
            return reason
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
