import Foundation
import Logging
import Synchronization
@_spi(UIKit) import CoreGraphics

/// OpenUIKit's diagnostic loggers, one per `DiagnosticLogCategory`, made once per process from
/// the `OPENUIKIT_LOG` environment variable (`DiagnosticLogConfiguration`).
///
/// A category that the variable leaves off gets a logger whose handler is swift-log's no-op
/// handler, whose level is `.critical`: nothing here logs at that level, so no message is ever
/// built and the process's `LoggingSystem` never hears of the logger. A category that is on gets
/// a logger from the process's `LoggingSystem` (whatever the app bootstrapped; swift-log's
/// default writes to standard error) at the configured level. Entries of the variable that
/// mean nothing are reported once, as one warning under the label `OpenUIKit`, when the loggers
/// are made; they never stop the process.
///
/// Library code asks `DiagnosticLogging.logger(_:)` at each log site and logs through the answer
/// with optional chaining (`logger(.touches)?.debug(…)`), so a category that is off costs a load
/// and a branch. It answers from the process's loggers, made on first use from `ProcessInfo`'s
/// environment, except inside `withLogging(_:_:)`, where tests use loggers made from an
/// environment and a handler of their own for the code they run (on their own task, so parallel
/// tests are not affected).
@_spi(SpringBoard) @_spi(Testing) public struct DiagnosticLogging: Sendable {
    /// The label of the logger that reports a malformed `OPENUIKIT_LOG`.
    public static let configurationLabel = "OpenUIKit"

    /// What the environment switched on.
    public let configuration: DiagnosticLogConfiguration
    private let touches: Logger
    private let layout: Logger
    private let input: Logger

    /// The loggers that `environment` switches on, with handlers from `makeHandler` (the
    /// process's `LoggingSystem` when nil); a malformed variable is reported through the same
    /// handlers at once.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                handler makeHandler: (@Sendable (String) -> any LogHandler)? = nil) {
        let configuration = DiagnosticLogConfiguration(environment: environment)
        func logger(label: String, level: Logger.Level?) -> Logger {
            guard let level else { return Logger(label: label, factory: { _ in SwiftLogNoOpLogHandler() }) }
            var logger = makeHandler.map { Logger(label: label, factory: $0) } ?? Logger(label: label)
            logger.logLevel = level
            return logger
        }
        func logger(_ category: DiagnosticLogCategory) -> Logger {
            logger(label: category.label, level: configuration.level(of: category))
        }
        self.configuration = configuration
        touches = logger(.touches)
        layout = logger(.layout)
        input = logger(.input)
        if let warning = configuration.warning {
            logger(label: Self.configurationLabel, level: .warning).warning("\(warning)")
        }
    }

    /// The logger of `category`.
    public func logger(for category: DiagnosticLogCategory) -> Logger {
        switch category {
        case .touches: touches
        case .layout: layout
        case .input: input
        }
    }

    /// The logger of `category` for the code that is running, or nil when that category is off.
    ///
    /// The loggers are the process's, or inside `withLogging(_:_:)` the ones given there. Once
    /// the process's environment has been read, while its loggers are all off and no such scope
    /// is open, this is one load and a branch.
    public static func logger(_ category: DiagnosticLogCategory) -> Logger? {
        let current = state.load(ordering: .relaxed)
        guard current != State.environmentRead else { return nil }
        return resolvedLogger(category, state: current)
    }

    /// Runs `body` with `logging`'s loggers in place of the process's, for the code `body`
    /// runs on its own task.
    public static func withLogging<Result>(_ logging: DiagnosticLogging, _ body: () throws -> Result) rethrows -> Result {
        state.add(State.oneOpenScope, ordering: .relaxed)
        defer { state.subtract(State.oneOpenScope, ordering: .relaxed) }
        return try $scoped.withValue(logging, operation: body)
    }

    /// `logger(_:)` when `state` alone cannot answer: the environment is still to be read, a
    /// process logger is on, or a scope is open somewhere.
    private static func resolvedLogger(_ category: DiagnosticLogCategory, state current: Int) -> Logger? {
        if current & State.environmentRead == 0 {
            let isOn = !process.configuration.levels.isEmpty
            state.bitwiseOr(State.environmentRead | (isOn ? State.processLoggerOn : 0), ordering: .relaxed)
        }
        let logging = scoped ?? process
        guard logging.configuration.level(of: category) != nil else { return nil }
        return logging.logger(for: category)
    }

    /// A point as the loggers write it: `(160, 360.5)`.
    public static func format(_ point: CGPoint) -> String {
        "(\(String(format: "%g", Double(point.x))), \(String(format: "%g", Double(point.y))))"
    }

    /// The process's loggers, made from its environment the first time a logger is asked for.
    private static let process = DiagnosticLogging()
    @TaskLocal private static var scoped: DiagnosticLogging?

    /// What `logger(_:)` needs to answer nil at once: the bits of `State`, plus
    /// `State.oneOpenScope` for each `withLogging(_:_:)` scope open on any task. Its initial value
    /// is a constant, so reading it needs no lazy initialization.
    private static let state = Atomic<Int>(0)

    /// The parts of `state`.
    private enum State {
        /// The process's environment has been read (`process` is made).
        static let environmentRead = 1
        /// One of the process's loggers is on.
        static let processLoggerOn = 2
        /// What one open `withLogging(_:_:)` scope adds.
        static let oneOpenScope = 4
    }
}
