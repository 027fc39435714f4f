import Logging

/// The level of a log message, which decides how the logging system treats it and, in OpenUIKit,
/// the swift-log level it is written at.
///
/// The raw values are the C constants of `os_log_type_t` (`OS_LOG_TYPE_DEFAULT` 0x00, `INFO`
/// 0x01, `DEBUG` 0x02, `ERROR` 0x10, `FAULT` 0x11), as
/// https://developer.apple.com/documentation/os/oslogtype lists the types. Each becomes the
/// swift-log level of the same meaning: `debug` → `.debug`, `info` → `.info`, `default` →
/// `.notice` (Apple's `Logger.notice(_:)` logs at the default level), `error` → `.error`,
/// `fault` → `.critical`. A raw value that is none of these is logged at the default level.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The type whose raw value is `rawValue`.
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// The default log level: things that might result in a failure.
    public static let `default` = OSLogType(0x00)
    /// The informational log level: helpful, but not essential, for troubleshooting.
    public static let info = OSLogType(0x01)
    /// The debug log level: useful only while debugging.
    public static let debug = OSLogType(0x02)
    /// The error log level: process-level errors.
    public static let error = OSLogType(0x10)
    /// The fault log level: system-level or multi-process errors.
    public static let fault = OSLogType(0x11)

    /// The swift-log level a message of this type is written at.
    var loggingLevel: Logging.Logger.Level {
        switch rawValue {
        case Self.debug.rawValue: .debug
        case Self.info.rawValue: .info
        case Self.error.rawValue: .error
        case Self.fault.rawValue: .critical
        default: .notice
        }
    }
}
