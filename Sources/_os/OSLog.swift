import Foundation
import Logging
import Synchronization

/// A log object: the subsystem and category that messages are filed under, and in OpenUIKit the
/// swift-log logger that writes them.
///
/// Apple's log objects send messages to the unified logging system
/// (https://developer.apple.com/documentation/os/oslog). OpenUIKit sends them to swift-log:
/// each log object writes through a `Logging.Logger` whose label is `subsystem.category` (the
/// subsystem alone when the category is empty, and the process's name for `OSLog.default`),
/// made from the process's `LoggingSystem` the first time the log object writes. An app's
/// messages therefore go wherever the app bootstrapped swift-log to send them, standard error
/// when it bootstrapped nothing, at the level each handler allows: swift-log's default handler
/// shows `info` and above, so debug messages are left out unless a handler asks for them, much
/// as the unified logging system keeps debug messages out of its store unless configured to
/// keep them. They do not follow `OPENUIKIT_LOG`, which switches OpenUIKit's own diagnostics:
/// an app's log is the app's own output, as it is on a device.
public final class OSLog: NSObject, @unchecked Sendable {
    /// The subsystem messages are filed under: an identifier such as `com.example.app`.
    let subsystem: String
    /// The category messages are filed under within the subsystem.
    let category: String
    /// The swift-log label of this log object.
    let label: String
    /// Whether this is `OSLog.disabled`, which writes nothing.
    private let isDisabled: Bool
    /// The process's logger for this log object, made at the first message.
    private let processLogger = Mutex<Logging.Logger?>(nil)

    /// A log object that files messages under `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        label = Self.label(subsystem: subsystem, category: category)
        isDisabled = false
    }

    private init(disabled: Bool) {
        subsystem = ""
        category = ""
        label = Self.label(subsystem: "", category: "")
        isDisabled = disabled
    }

    /// The shared log object with no subsystem or category, which `Logger()` and `os_log`
    /// without a `log:` argument write to.
    public static let `default` = OSLog(disabled: false)

    /// A log object that writes nothing: every message sent to it is discarded, as
    /// https://developer.apple.com/documentation/os/oslog/disabled says.
    public static let disabled = OSLog(disabled: true)

    /// `subsystem.category`, the subsystem alone when the category is empty, the category
    /// alone when the subsystem is, and the process's name when both are.
    static func label(subsystem: String, category: String) -> String {
        switch (subsystem.isEmpty, category.isEmpty) {
        case (false, false): "\(subsystem).\(category)"
        case (false, true): subsystem
        case (true, false): category
        case (true, true): ProcessInfo.processInfo.processName
        }
    }

    /// Whether a message of `type` sent to this log object would be written: false for
    /// `OSLog.disabled`, otherwise whether its handler's level admits the type's level
    /// (https://developer.apple.com/documentation/os/oslog/isenabled(type:)).
    public func isEnabled(type: OSLogType) -> Bool {
        guard !isDisabled else { return false }
        return logger().logLevel <= type.loggingLevel
    }

    /// Writes the message `render` makes at `type`'s level; `render` runs only when the
    /// handler's level admits the message.
    func write(_ type: OSLogType, _ render: () -> String) {
        guard !isDisabled else { return }
        logger().log(level: type.loggingLevel, "\(render())", source: "os")
    }

    /// The logger this log object writes through: the scoped handler's inside
    /// `OSLogHandlers.withHandler(_:_:)`, otherwise the process's.
    private func logger() -> Logging.Logger {
        if let factory = OSLogHandlers.scopedFactory {
            return Logging.Logger(label: label, factory: factory)
        }
        return processLogger.withLock { logger in
            if let logger { return logger }
            let made = Logging.Logger(label: label)
            logger = made
            return made
        }
    }
}

/// Where log objects send their messages while a test runs: the handlers a test gives, for the
/// code it runs, in place of the process's `LoggingSystem`.
@_spi(Testing) public enum OSLogHandlers {
    /// The handler factory of the innermost `withHandler(_:_:)` scope of this task, if any.
    @TaskLocal static var scopedFactory: (@Sendable (String) -> any LogHandler)?

    /// Runs `body` with every log object writing through a handler `factory` makes for its
    /// label, on this task and the tasks it starts, so that parallel tests do not see each
    /// other's messages.
    public static func withHandler<Result>(_ factory: @escaping @Sendable (String) -> any LogHandler,
                                           _ body: () throws -> Result) rethrows -> Result {
        try $scopedFactory.withValue(factory, operation: body)
    }
}
