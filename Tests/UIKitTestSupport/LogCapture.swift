import Foundation
import Logging
import Synchronization
@_spi(Testing) import UIKit

/// The log lines that handlers made by `handler(label:)` were given, for tests of the diagnostic
/// loggers (`DiagnosticLogging`).
public final class LogCapture: Sendable {
    /// One line that reached a handler.
    public struct Line: Equatable, Sendable, CustomStringConvertible {
        public var label: String
        public var level: Logger.Level
        public var message: String
        public var description: String { "\(label) \(level): \(message)" }
    }

    private let storage = Mutex<(lines: [Line], handlersMade: Int)>(([], 0))

    public init() {}

    /// The lines logged so far, in order.
    public var lines: [Line] { storage.withLock { $0.lines } }

    /// How many handlers were made: one per logger that was switched on.
    public var handlersMade: Int { storage.withLock { $0.handlersMade } }

    /// The messages logged under `label`, in order.
    public func messages(_ label: String) -> [String] {
        lines.filter { $0.label == label }.map(\.message)
    }

    /// A handler that adds what it is given at `level` and above to this capture.
    public func handler(label: String, level: Logger.Level = .info) -> any LogHandler {
        storage.withLock { $0.handlersMade += 1 }
        return CapturingLogHandler(label: label, capture: self, logLevel: level)
    }

    /// The diagnostic loggers that `environment` switches on, logging into this capture.
    @_spi(Testing) public func logging(environment: [String: String]) -> DiagnosticLogging {
        DiagnosticLogging(environment: environment, handler: { [self] label in handler(label: label) })
    }

    fileprivate func append(_ line: Line) {
        storage.withLock { $0.lines.append(line) }
    }
}

/// A handler that passes every event at or above its level to a `LogCapture`.
private struct CapturingLogHandler: LogHandler {
    let label: String
    let capture: LogCapture
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        capture.append(LogCapture.Line(label: label, level: event.level, message: event.message.description))
    }
}
