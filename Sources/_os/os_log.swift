import Foundation

/// Writes a message made from a `printf`-style format and its arguments to `log` at `type`'s
/// level (https://developer.apple.com/documentation/os/os_log(_:dso:log:type:_:)).
///
/// The format is rendered as `LegacyLogFormat` describes: `printf`'s conversions, Apple's
/// privacy annotations (`%{public}@`, `%{private}d`) and value types (`%{bool}d`), with dynamic
/// strings and objects redacted unless marked public. `dso` identifies the calling image on
/// Apple's platforms; here it is accepted and unused.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: any CVarArg...) {
    log.write(type) { LegacyLogFormat.render(message.description, arguments: args) }
}

/// Writes a message made from a `printf`-style format and its arguments to `log` at `type`'s
/// level, with the level first (https://developer.apple.com/documentation/os/os_log(_:dso:log:_:_:)).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: any CVarArg...) {
    log.write(type) { LegacyLogFormat.render(message.description, arguments: args) }
}

/// The `printf`-style formats of `os_log`, rendered as a log reader sees them.
///
/// A conversion is `%`, an optional annotation in braces, then `printf`'s flags, width,
/// precision, length and conversion character (`%{public}@`, `%{private}s`, `%-5ld`, `%.*f`).
/// The annotation holds comma-separated words
/// (https://developer.apple.com/documentation/os/logging/message_argument_formatters, and
/// `man os_log`): `public`, `private`, `sensitive` and `mask.hash` set the privacy, and `bool`
/// (`true`/`false`), `BOOL` (`YES`/`NO`), `time_t` (a date and time, UTC here) and `errno` or
/// `darwin.errno` (`[2: No such file or directory]`) choose a value type; other words are
/// ignored. Without a privacy word, `%@` and `%s` values are redacted as `<private>` and every
/// other value is shown, as the unified logging system treats dynamic strings and objects as
/// private. A conversion with no argument left shows `<decode: missing data>`, as Apple's log
/// reader does; arguments left over are ignored.
enum LegacyLogFormat {
    static func render(_ format: String, arguments: [any CVarArg]) -> String {
        var output = ""
        var remaining = arguments[...]
        var scanner = Substring(format)
        while let percent = scanner.firstIndex(of: "%") {
            output += scanner[..<percent]
            scanner = scanner[scanner.index(after: percent)...]
            guard let conversion = Conversion.parse(&scanner) else {
                // A lone % at the end, or a conversion cut short: shown as written.
                output += "%"
                continue
            }
            output += conversion.render(taking: &remaining)
        }
        output += scanner
        return output
    }

    /// One `%…` conversion of a format.
    struct Conversion {
        var annotations: [String] = []
        var flags = ""
        var width: Count?
        var precision: Count?
        var length = ""
        var character: Character = "%"

        enum Count {
            case literal(String)
            /// `*`: the count is the next argument.
            case argument
        }

        /// Reads a conversion from the text after its `%`, or nil when the text ends first.
        static func parse(_ text: inout Substring) -> Conversion? {
            var conversion = Conversion()
            if text.first == "{" {
                guard let close = text.firstIndex(of: "}") else { return nil }
                conversion.annotations = text[text.index(after: text.startIndex)..<close]
                    .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                text = text[text.index(after: close)...]
            }
            while let next = text.first, "-+ #0'".contains(next) {
                conversion.flags.append(next)
                text.removeFirst()
            }
            conversion.width = readCount(&text)
            if text.first == "." {
                text.removeFirst()
                conversion.precision = readCount(&text) ?? .literal("0")
            }
            while let next = text.first, "hlqLjzt".contains(next) {
                conversion.length.append(next)
                text.removeFirst()
            }
            guard let character = text.first else { return nil }
            conversion.character = character
            text.removeFirst()
            return conversion
        }

        private static func readCount(_ text: inout Substring) -> Count? {
            if text.first == "*" {
                text.removeFirst()
                return .argument
            }
            let digits = text.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else { return nil }
            text = text[digits.endIndex...]
            return .literal(String(digits))
        }

        /// The conversion's text, taking its arguments (a `*` count's, then its value's) from
        /// the front of `arguments`.
        func render(taking arguments: inout ArraySlice<any CVarArg>) -> String {
            if character == "%" { return "%" }
            guard let width = resolve(width, taking: &arguments),
                  let precision = resolve(precision, taking: &arguments),
                  let argument = arguments.popFirst() else { return Self.missingData }
            let isDynamic = character == "@" || character == "s" || character == "S"
            let text = format(argument, width: width, precision: precision)
            return privacy.redacts(whenAutoShows: !isDynamic) ? privacy.redaction(of: text) : text
        }

        /// A count's digits: "" when absent, the next argument's value for `*`; nil when a `*`
        /// has no argument left.
        private func resolve(_ count: Count?, taking arguments: inout ArraySlice<any CVarArg>) -> String? {
            switch count {
            case nil: return ""
            case .literal(let digits)?: return digits
            case .argument?:
                guard let value = arguments.popFirst() else { return nil }
                return "\(Self.integer(value) ?? 0)"
            }
        }

        /// The privacy the annotation asks for; `.auto` when it names none.
        private var privacy: OSLogPrivacy {
            let mask: OSLogPrivacy.Mask = annotations.contains("mask.hash") ? .hash : .none
            if annotations.contains("public") { return .public }
            if annotations.contains("private") { return .private(mask: mask) }
            if annotations.contains("sensitive") { return .sensitive(mask: mask) }
            return .auto(mask: mask)
        }

        private func format(_ argument: any CVarArg, width: String, precision: String) -> String {
            if annotations.contains("bool") || annotations.contains("BOOL") {
                let isTrue = (Self.integer(argument) ?? 0) != 0
                return annotations.contains("BOOL") ? (isTrue ? "YES" : "NO") : (isTrue ? "true" : "false")
            }
            if annotations.contains("errno") || annotations.contains("darwin.errno"), let code = Self.integer(argument) {
                return "[\(code): \(String(cString: strerror(Int32(truncatingIfNeeded: code))))]"
            }
            if annotations.contains("time_t"), let seconds = Self.integer(argument) {
                return Self.timeText(seconds)
            }
            switch character {
            case "@", "s", "S":
                var text: String = switch argument {
                case let string as String: string
                case let pointer as UnsafePointer<CChar>: String(cString: pointer)
                case let pointer as UnsafeMutablePointer<CChar>: String(cString: pointer)
                default: String(describing: argument)
                }
                // A precision keeps that many characters and a width pads, as printf's %s does.
                if self.precision != nil, let most = Int(precision) { text = String(text.prefix(most)) }
                let padding = String(repeating: " ", count: max(0, (Int(width) ?? 0) - text.count))
                return flags.contains("-") ? text + padding : padding + text
            default:
                let specification = "%" + flags + width + (self.precision == nil ? "" : "." + precision)
                return String(format: specification + length + String(character), argument)
            }
        }

        /// An integer argument's value, for counts and value types.
        private static func integer(_ argument: any CVarArg) -> Int? {
            switch argument {
            case let value as any BinaryInteger: Int(truncatingIfNeeded: value)
            default: nil
            }
        }

        /// `seconds` since 1970 as `%{time_t}d` writes it, `2016-01-12 19:41:37`, in UTC.
        private static func timeText(_ seconds: Int) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(secondsFromGMT: 0)
            formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
            return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        }

        static let missingData = "<decode: missing data>"
    }
}
