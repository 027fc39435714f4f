import Foundation
import Logging

/// One of OpenUIKit's diagnostic loggers: what it reports, and the label it logs under.
@_spi(SpringBoard) @_spi(Testing) public enum DiagnosticLogCategory: String, CaseIterable, Sendable {
    /// UIKit's touch routing: the view each touch began on, touches ignored or not delivered.
    case touches
    /// UIKit's layout warnings: re-entrant layout ignored, views that mark themselves again.
    case layout
    /// SpringBoard's input routing: who each finger goes to, fingers the system takes away.
    case input

    /// The logger's label, `OpenUIKit.<module>.<category>`.
    public var label: String {
        switch self {
        case .touches: "OpenUIKit.UIKit.touches"
        case .layout: "OpenUIKit.UIKit.layout"
        case .input: "OpenUIKit.SpringBoard.input"
        }
    }
}

/// Which diagnostic loggers are on and at what level: the parsed value of `OPENUIKIT_LOG`.
///
/// The value is a comma-separated list of entries, each either a level, which applies to every
/// category, or `category=level`, which applies to one and wins over a plain level wherever it
/// stands. Levels are swift-log's (`trace`, `debug`, `info`, `notice`, `warning`, `error`,
/// `critical`) or `off`; categories are `DiagnosticLogCategory`'s raw values. Names are
/// case-insensitive and spaces around entries are ignored; for repeated entries the last wins.
/// An unset or empty variable turns everything off. An entry that is none of these is ignored
/// and listed in `ignoredEntries`, and `warning` is the one line that says so.
///
///     OPENUIKIT_LOG=debug                        every category at debug
///     OPENUIKIT_LOG=touches=trace,input=debug    two categories, layout off
///     OPENUIKIT_LOG=warning,touches=debug        touches at debug, the others at warning
@_spi(SpringBoard) @_spi(Testing) public struct DiagnosticLogConfiguration: Equatable, Sendable {
    /// The environment variable that switches the loggers on.
    public static let environmentVariable = "OPENUIKIT_LOG"

    /// The level of each category; a category that is absent is off.
    public private(set) var levels: [DiagnosticLogCategory: Logger.Level] = [:]
    /// The entries of the value that were ignored, as written (trimmed), in order.
    public private(set) var ignoredEntries: [String] = []

    /// Everything off.
    public init() {}

    /// The configuration that `value` (the variable's value; nil when unset) describes.
    public init(value: String?) {
        guard let value else { return }
        var everyCategory: Logger.Level??
        var perCategory: [DiagnosticLogCategory: Logger.Level?] = [:]
        for rawEntry in value.split(separator: ",", omittingEmptySubsequences: false) {
            let entry = rawEntry.trimmingCharacters(in: .whitespaces)
            if entry.isEmpty { continue }
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 1, let level = Self.level(named: parts[0]) {
                everyCategory = .some(level)
            } else if parts.count == 2,
                      let category = DiagnosticLogCategory(rawValue: parts[0].trimmingCharacters(in: .whitespaces).lowercased()),
                      let level = Self.level(named: parts[1]) {
                perCategory[category] = .some(level)
            } else {
                ignoredEntries.append(entry)
            }
        }
        for category in DiagnosticLogCategory.allCases {
            // An entry for the category wins; `.some(nil)` is `off`.
            let chosen: Logger.Level?? = perCategory[category] ?? everyCategory
            if case let .some(.some(level)) = chosen { levels[category] = level }
        }
    }

    /// The configuration that `environment` gives through `OPENUIKIT_LOG`.
    public init(environment: [String: String]) {
        self.init(value: environment[Self.environmentVariable])
    }

    /// The level `category` logs at; nil when it is off.
    public func level(of category: DiagnosticLogCategory) -> Logger.Level? { levels[category] }

    /// The line that says which entries were ignored and what the variable accepts; nil when none were.
    public var warning: String? {
        guard !ignoredEntries.isEmpty else { return nil }
        let entries = ignoredEntries.map { "\"\($0)\"" }.joined(separator: ", ")
        let levelNames = (Logger.Level.allCases.map(\.rawValue) + ["off"]).joined(separator: "|")
        let categories = DiagnosticLogCategory.allCases.map(\.rawValue).joined(separator: "|")
        return "\(Self.environmentVariable): ignored \(entries); expected LEVEL or CATEGORY=LEVEL, separated by commas, "
            + "with LEVEL \(levelNames) and CATEGORY \(categories)"
    }

    /// The level named `name` (`.some(nil)` for `off`); nil when it names none.
    private static func level(named name: Substring) -> Logger.Level?? {
        let lowered = name.trimmingCharacters(in: .whitespaces).lowercased()
        if lowered == "off" { return .some(nil) }
        return Logger.Level(rawValue: lowered).map { .some($0) }
    }
}
