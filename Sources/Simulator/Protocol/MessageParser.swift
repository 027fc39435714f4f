import Foundation

/// Turns the page's JSON text into `InboundMessage`s, refusing anything the protocol does not
/// allow with a `MessageRejection` that says what was wrong.
///
/// The size is checked before any parsing. Unknown extra fields are ignored, so the page may add
/// fields for its own use; a field of the wrong type, or `null`, counts as invalid.
enum MessageParser {
    /// The largest message accepted, in bytes of UTF-8 (docs/simulator-protocol.md).
    static let maximumMessageBytes = 4096
    /// The page numbers its fingers 0 to this.
    static let maximumFinger = 9

    /// Parses one text message.
    static func parse(_ text: String) -> Result<InboundMessage, MessageRejection> {
        parse(Data(text.utf8))
    }

    /// Parses one message's UTF-8 bytes.
    static func parse(_ data: Data) -> Result<InboundMessage, MessageRejection> {
        guard data.count <= maximumMessageBytes else {
            return .failure(.tooLarge(bytes: data.count, limit: maximumMessageBytes))
        }
        do {
            return .success(try JSONDecoder().decode(Envelope.self, from: data).message)
        } catch let rejection as MessageRejection {
            return .failure(rejection)
        } catch {
            return .failure(.malformedJSON)
        }
    }

    /// The top-level object, decoded field by field so that each failure names its field.
    private struct Envelope: Decodable {
        let message: InboundMessage

        init(from decoder: Decoder) throws {
            let container: KeyedDecodingContainer<FieldKey>
            do {
                container = try decoder.container(keyedBy: FieldKey.self)
            } catch {
                throw MessageRejection.notAnObject
            }
            let fields = Fields(container: container)
            let sequence = try fields.optional("seq", as: UInt32.self, expected: "an integer from 0 to 4294967295")
            let type = try fields.required("type", as: String.self, expected: "a string")
            message = InboundMessage(sequence: sequence, message: try Self.message(of: type, fields))
        }

        private static func message(of type: String, _ fields: Fields) throws -> ClientMessage {
            switch type {
            case "touch":
                let phaseName = try fields.required("phase", as: String.self, expected: "down, move, up or cancel")
                guard let phase = ClientMessage.TouchPhase(rawValue: phaseName) else {
                    throw MessageRejection.invalidField("phase", expected: "down, move, up or cancel")
                }
                let finger = try fields.required("id", as: Int.self, expected: "an integer from 0 to \(MessageParser.maximumFinger)")
                guard (0...MessageParser.maximumFinger).contains(finger) else {
                    throw MessageRejection.invalidField("id", expected: "an integer from 0 to \(MessageParser.maximumFinger)")
                }
                let point: CGPoint?
                switch phase {
                case .down, .move:
                    let x = try fields.requiredNumber("x")
                    let y = try fields.requiredNumber("y")
                    point = CGPoint(x: x, y: y)
                case .up, .cancel:
                    point = nil
                }
                let time = try fields.requiredNumber("t")
                return .touch(phase: phase, finger: finger, point: point, browserTime: time)
            case "home":
                return .home
            case "controlCenter":
                return .systemOverlay(.controlCenter)
            case "notificationCenter":
                return .systemOverlay(.notificationCenter)
            case "rotate":
                let name = try fields.required("direction", as: String.self, expected: "left or right")
                guard let direction = ClientMessage.RotationDirection(rawValue: name) else {
                    throw MessageRejection.invalidField("direction", expected: "left or right")
                }
                return .rotate(direction)
            case "inCall":
                return .inCall(enabled: try fields.required("enabled", as: Bool.self, expected: "true or false"))
            case "slowAnimations":
                return .slowAnimations(enabled: try fields.required("enabled", as: Bool.self, expected: "true or false"))
            case "configure":
                let model = try fields.required("model", as: String.self, expected: "a model identifier")
                let os = try fields.optional("os", as: String.self, expected: "a version such as \"17.0\"")
                let app = try fields.required("app", as: String.self, expected: "an app identifier")
                return .configure(model: model, os: os, app: app)
            case "inspect":
                return .inspect
            case "display":
                let expected = "a number above 0 and at most \(Int(FrameScale.maximumPixelsPerPoint))"
                let value = try fields.required("pixelsPerPoint", as: Double.self, expected: expected)
                guard value.isFinite, value > 0, value <= FrameScale.maximumPixelsPerPoint else {
                    throw MessageRejection.invalidField("pixelsPerPoint", expected: expected)
                }
                return .display(pixelsPerPoint: value)
            case "record", "stop", "replay":
                return .recorder(ClientMessage.RecorderCommand(rawValue: type)!)
            default:
                throw MessageRejection.unknownType
            }
        }
    }

    private struct FieldKey: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// Typed access to the object's fields, turning decoding failures into rejections.
    private struct Fields {
        let container: KeyedDecodingContainer<FieldKey>

        func optional<T: Decodable>(_ name: String, as type: T.Type, expected: String) throws -> T? {
            let key = FieldKey(stringValue: name)
            guard container.contains(key) else { return nil }
            do {
                return try container.decode(T.self, forKey: key)
            } catch {
                throw MessageRejection.invalidField(name, expected: expected)
            }
        }

        func required<T: Decodable>(_ name: String, as type: T.Type, expected: String) throws -> T {
            guard let value = try optional(name, as: type, expected: expected) else {
                throw MessageRejection.missingField(name)
            }
            return value
        }

        func requiredNumber(_ name: String) throws -> Double {
            let value = try required(name, as: Double.self, expected: "a number")
            guard value.isFinite else { throw MessageRejection.invalidField(name, expected: "a finite number") }
            return value
        }
    }
}
