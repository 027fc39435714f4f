/// Writes interpolated messages to a log object at a chosen level
/// (https://developer.apple.com/documentation/os/logger).
///
/// In OpenUIKit a logger writes through swift-log (see `OSLog`): the message's text, with each
/// value formatted and redacted as its interpolation says, goes to the handler of the log
/// object's label at the level of the message's `OSLogType`. The level methods log at the types
/// Apple documents for them: `trace` and `debug` at `.debug` (`trace(_:)` "is functionally
/// equivalent to the debug(_:) method"), `info` at `.info`, `notice` and `log(_:)` at
/// `.default`, `warning` and `error` at `.error` (`warning(_:)` is functionally equivalent to
/// `error(_:)`), `critical` and `fault` at `.fault` (`critical(_:)` is functionally equivalent to
/// `fault(_:)`); https://developer.apple.com/documentation/os/logger/trace(_:),
/// https://developer.apple.com/documentation/os/logger/warning(_:) and
/// https://developer.apple.com/documentation/os/logger/critical(_:) say so.
public struct Logger: Sendable {
    private let log: OSLog

    /// A logger that writes to the default log object, with no subsystem or category.
    public init() {
        log = .default
    }

    /// A logger that files its messages under `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        log = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger that writes to `logObj`.
    public init(_ logObj: OSLog) {
        log = logObj
    }

    /// Whether a message of `type` would be written (https://developer.apple.com/documentation/os/logger/isenabled(type:)).
    public func isEnabled(type: OSLogType) -> Bool { log.isEnabled(type: type) }

    /// Writes `message` at the default level.
    public func log(_ message: OSLogMessage) { write(.default, message) }

    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { write(level, message) }

    /// Writes `message` at the debug level.
    public func trace(_ message: OSLogMessage) { write(.debug, message) }

    /// Writes `message` at the debug level.
    public func debug(_ message: OSLogMessage) { write(.debug, message) }

    /// Writes `message` at the info level.
    public func info(_ message: OSLogMessage) { write(.info, message) }

    /// Writes `message` at the default level.
    public func notice(_ message: OSLogMessage) { write(.default, message) }

    /// Writes `message` at the error level.
    public func warning(_ message: OSLogMessage) { write(.error, message) }

    /// Writes `message` at the error level.
    public func error(_ message: OSLogMessage) { write(.error, message) }

    /// Writes `message` at the fault level.
    public func critical(_ message: OSLogMessage) { write(.fault, message) }

    /// Writes `message` at the fault level.
    public func fault(_ message: OSLogMessage) { write(.fault, message) }

    private func write(_ type: OSLogType, _ message: OSLogMessage) {
        log.write(type) { message.render() }
    }
}
