import Foundation

/// Whether an interpolated value is shown in a log message or redacted, and how a redacted value
/// is shown (https://developer.apple.com/documentation/os/oslogprivacy).
///
/// OpenUIKit writes messages as the unified logging system shows them to someone reading the log
/// of a device that no debugger is attached to: a redacted value appears as `<private>`, or with
/// the `.hash` mask as `<mask.hash: '…'>`. `.public` values are shown, `.private` and
/// `.sensitive` ones redacted, and `.auto` values follow Apple's default rules: numbers and
/// Booleans are shown, strings, descriptions of values and objects, and type names are redacted
/// (https://developer.apple.com/documentation/os/generating-log-messages-from-your-code).
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a redacted value is shown (https://developer.apple.com/documentation/os/oslogprivacy/mask).
    public enum Mask: Equatable, Hashable, Sendable {
        /// A hash of the value in place of the value, so that messages with the same value can
        /// be matched without showing it.
        case hash
        /// The generic `<private>` in place of the value.
        case none
    }

    enum Level: Equatable, Sendable {
        case `public`, `private`, sensitive, auto
    }

    let level: Level
    let mask: Mask

    /// Always show the value.
    public static var `public`: OSLogPrivacy { OSLogPrivacy(level: .public, mask: .none) }
    /// Always redact the value.
    public static var `private`: OSLogPrivacy { OSLogPrivacy(level: .private, mask: .none) }
    /// Always redact the value, shown as `mask` says.
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .private, mask: mask) }
    /// Always redact the value: sensitive information, treated as `.private` is
    /// (https://developer.apple.com/documentation/os/oslogprivacy/sensitive).
    public static var sensitive: OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: .none) }
    /// Always redact the sensitive value, shown as `mask` says.
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .sensitive, mask: mask) }
    /// Apply the default rules for the value's type: the default of every interpolation.
    public static var auto: OSLogPrivacy { OSLogPrivacy(level: .auto, mask: .none) }
    /// Apply the default rules for the value's type, and show a redacted value as `mask` says.
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(level: .auto, mask: mask) }

    /// Whether a value is redacted, given whether its type is shown under the default rules.
    func redacts(whenAutoShows autoShows: Bool) -> Bool {
        switch level {
        case .public: false
        case .private, .sensitive: true
        case .auto: !autoShows
        }
    }

    /// What a message shows in place of `value` when it is redacted.
    func redaction(of value: String) -> String {
        switch mask {
        case .none: "<private>"
        case .hash: "<mask.hash: '\(Self.hash(value))'>"
        }
    }

    /// The hash shown for a value redacted with the `.hash` mask: FNV-1a, 64 bits, of the
    /// value's UTF-8 text, in base 64. Apple salts its hash, which this does not need to do:
    /// it is stable across runs, so a test can expect it.
    static func hash(_ value: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in value.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let bytes = (0..<8).map { UInt8(truncatingIfNeeded: hash >> (8 * UInt64(7 - $0))) }
        return Data(bytes).base64EncodedString()
    }
}
