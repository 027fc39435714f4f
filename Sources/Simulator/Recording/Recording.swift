import Foundation
import SpringBoard

/// What a user did to the live device, on the device's own clock: the model, OS version and app
/// it ran from launch, and every input in the order it was applied, at the device time it was
/// applied (seconds since the launch the recording started with).
///
/// Replayed on a new device launched the same way (`Device.replay`), the inputs run through the
/// same frames and the replay ends on the screen the recording ended on. The JSON form
/// (`json()`, `init(json:)`) is versioned; decoding it validates everything, since a recording
/// may come from a file or a page.
struct Recording: Equatable, Sendable {
    /// The JSON form's `format` field.
    static let format = "openuikit-recording"
    /// The JSON form's version; a reader refuses other versions.
    static let version = 1
    /// The most inputs a recording holds: about a minute of a finger moving at 60 Hz, few enough
    /// that its JSON and its exported test stay well under a megabyte each.
    static let maximumInputs = 4000
    /// The longest a recording runs, in device seconds (a screen recording renders every frame).
    static let maximumDuration: TimeInterval = 300
    /// The largest JSON form read, in bytes.
    static let maximumJSONBytes = 1 << 20

    /// The model's identifier ("iphone-15-pro").
    var model: String
    /// The iOS version ("17.0").
    var os: String
    /// The app's identifier ("hidden-drawer").
    var app: String
    /// The inputs in the order applied; times never decrease.
    var inputs: [TimedDeviceInput] = []
    /// The device time at which the recording stopped, at or after the last input.
    var duration: TimeInterval = 0
}

/// Why a recording's JSON was refused.
struct RecordingError: Error, Equatable, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Recording {
    // MARK: JSON

    private struct File: Codable {
        var format: String
        var version: Int
        var model: String
        var os: String
        var app: String
        var duration: Double
        var inputs: [Entry]
    }

    /// One input in the JSON form: `t` is the device time it was applied; touches have `finger`,
    /// `x` and `y` (down and move) and `timestamp`; `inCall` and `slowAnimations` have `enabled`.
    private struct Entry: Codable {
        var t: Double
        var type: String
        var finger: Int?
        var x: Double?
        var y: Double?
        var timestamp: Double?
        var enabled: Bool?
    }

    /// The versioned JSON form, keys sorted, one input a line.
    func json() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func line(_ value: some Encodable) -> String { String(decoding: try! encoder.encode(value), as: UTF8.self) }
        let entries = inputs.map { line(Self.entry(for: $0)) }
        let head = "{\"app\":\(line(app)),\"duration\":\(line(duration)),\"format\":\(line(Self.format)),"
            + "\"model\":\(line(model)),\"os\":\(line(os)),\"version\":\(Self.version),\"inputs\":["
        let body = entries.isEmpty ? "" : "\n" + entries.joined(separator: ",\n") + "\n"
        return Data((head + body + "]}\n").utf8)
    }

    private static func entry(for timed: TimedDeviceInput) -> Entry {
        var entry = Entry(t: timed.time, type: "")
        switch timed.input {
        case let .touchDown(finger, point, timestamp):
            (entry.type, entry.finger, entry.x, entry.y, entry.timestamp) = ("down", finger, Double(point.x), Double(point.y), timestamp)
        case let .touchMove(finger, point, timestamp):
            (entry.type, entry.finger, entry.x, entry.y, entry.timestamp) = ("move", finger, Double(point.x), Double(point.y), timestamp)
        case let .touchUp(finger, timestamp):
            (entry.type, entry.finger, entry.timestamp) = ("up", finger, timestamp)
        case let .touchCancel(finger, timestamp):
            (entry.type, entry.finger, entry.timestamp) = ("cancel", finger, timestamp)
        case .pressHome: entry.type = "home"
        case .rotateLeft: entry.type = "rotateLeft"
        case .rotateRight: entry.type = "rotateRight"
        case let .inCallStatusBar(on): (entry.type, entry.enabled) = ("inCall", on)
        case .openSystemOverlay(.controlCenter): entry.type = "controlCenter"
        case .openSystemOverlay(.notificationCenter): entry.type = "notificationCenter"
        case let .slowAnimations(on): (entry.type, entry.enabled) = ("slowAnimations", on)
        }
        return entry
    }

    /// Reads and validates the JSON form: its size, format and version, a known model with an
    /// OS version it runs, at most `maximumInputs` inputs of known types with every field they
    /// need, finite numbers, fingers 0–9, times from 0 that never decrease and end by
    /// `duration` (at most `maximumDuration`), and touch timestamps no later than their input.
    /// Whether the app exists and the points lie on the screen is for the replay to check.
    init(json data: Data) throws(RecordingError) {
        guard data.count <= Self.maximumJSONBytes else {
            throw RecordingError("the recording is \(data.count) bytes, over the \(Self.maximumJSONBytes)-byte limit")
        }
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw RecordingError("not a recording's JSON (format, version, model, os, app, duration and inputs are required)")
        }
        guard file.format == Self.format else { throw RecordingError("\"format\" must be \"\(Self.format)\"") }
        guard file.version == Self.version else { throw RecordingError("version \(file.version) is not supported; this reads version \(Self.version)") }
        guard let model = DeviceModel.named(file.model) else {
            throw RecordingError("unknown model; valid models: \(DeviceModel.all.map(\.identifier).joined(separator: ", "))")
        }
        guard let version = OperatingSystemVersion(parsing: file.os), model.supportedVersions.contains(version.majorVersion) else {
            throw RecordingError("\(model.name) runs iOS \(model.supportedVersions.lowerBound) to \(model.supportedVersions.upperBound); \"os\" is not one of them")
        }
        guard file.app.count <= 100, !file.app.isEmpty else { throw RecordingError("\"app\" must be an app identifier") }
        guard file.duration.isFinite, file.duration >= 0, file.duration <= Self.maximumDuration else {
            throw RecordingError("\"duration\" must be from 0 to \(Self.maximumDuration) s")
        }
        guard file.inputs.count <= Self.maximumInputs else {
            throw RecordingError("\(file.inputs.count) inputs is over the limit of \(Self.maximumInputs)")
        }
        var inputs: [TimedDeviceInput] = []
        inputs.reserveCapacity(file.inputs.count)
        var previous: Double = 0
        for (index, entry) in file.inputs.enumerated() {
            func fail(_ what: String) -> RecordingError { RecordingError("input \(index): \(what)") }
            guard entry.t.isFinite, entry.t >= previous, entry.t <= file.duration else {
                throw fail("\"t\" must be finite, no earlier than the input before and no later than \"duration\"")
            }
            previous = entry.t
            func finger() throws(RecordingError) -> Int {
                guard let finger = entry.finger, (0...9).contains(finger) else { throw fail("\"finger\" must be from 0 to 9") }
                return finger
            }
            func point() throws(RecordingError) -> CGPoint {
                guard let x = entry.x, let y = entry.y, x.isFinite, y.isFinite, abs(x) < 100_000, abs(y) < 100_000 else {
                    throw fail("\"x\" and \"y\" must be finite numbers of points")
                }
                return CGPoint(x: x, y: y)
            }
            func timestamp() throws(RecordingError) -> Double {
                guard let t = entry.timestamp, t.isFinite, t >= 0, t <= entry.t else {
                    throw fail("\"timestamp\" must be a finite time from 0 to \"t\"")
                }
                return t
            }
            func enabled() throws(RecordingError) -> Bool {
                guard let enabled = entry.enabled else { throw fail("\"enabled\" must be true or false") }
                return enabled
            }
            let input: DeviceInput
            switch entry.type {
            case "down": input = .touchDown(finger: try finger(), at: try point(), timestamp: try timestamp())
            case "move": input = .touchMove(finger: try finger(), to: try point(), timestamp: try timestamp())
            case "up": input = .touchUp(finger: try finger(), timestamp: try timestamp())
            case "cancel": input = .touchCancel(finger: try finger(), timestamp: try timestamp())
            case "home": input = .pressHome
            case "rotateLeft": input = .rotateLeft
            case "rotateRight": input = .rotateRight
            case "inCall": input = .inCallStatusBar(try enabled())
            case "controlCenter": input = .openSystemOverlay(.controlCenter)
            case "notificationCenter": input = .openSystemOverlay(.notificationCenter)
            case "slowAnimations": input = .slowAnimations(try enabled())
            default:
                throw fail("unknown type; known types: down, move, up, cancel, home, rotateLeft, rotateRight, inCall, controlCenter, notificationCenter, slowAnimations")
            }
            inputs.append(TimedDeviceInput(time: entry.t, input: input))
        }
        self.init(model: model.identifier, os: version.versionString, app: file.app, inputs: inputs, duration: file.duration)
    }
}
