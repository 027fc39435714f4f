import Foundation

/// A log message written as a string literal, with interpolated values whose format and privacy
/// each interpolation chooses (https://developer.apple.com/documentation/os/oslogmessage).
///
/// Like Apple's, the message keeps each interpolated value as the closure the compiler makes of
/// it, and evaluates them only when the message is written: a message whose level its logger
/// leaves out evaluates none of its values.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// The literal text and interpolated values, in order.
    let interpolation: OSLogInterpolation

    public init(stringInterpolation: OSLogInterpolation) {
        interpolation = stringInterpolation
    }

    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.utf8.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The text a reader of the log sees: literals as written, each value formatted, and each
    /// redacted value replaced by its redaction.
    func render() -> String {
        interpolation.segments.reduce(into: "") { text, segment in
            switch segment {
            case .literal(let literal): text += literal
            case .value(let value): text += value()
            }
        }
    }
}

/// The parts of a log message: its literal text and its interpolated values, each with its
/// format, alignment and privacy (https://developer.apple.com/documentation/os/osloginterpolation).
///
/// The compiler makes one for each interpolated string passed as an `OSLogMessage`; the
/// `appendInterpolation` overloads are the value types a message can hold, with Apple's
/// defaults: integers in decimal and floating-point numbers in `%f`, both shown; strings,
/// descriptions, objects and type names redacted unless marked `.public`.
public struct OSLogInterpolation: StringInterpolationProtocol {
    enum Segment {
        case literal(String)
        /// A value, rendered (and redacted when its privacy says so) when the message is written.
        case value(() -> String)
    }

    var segments: [Segment] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
        segments.reserveCapacity(2 * interpolationCount + 1)
    }

    public mutating func appendLiteral(_ literal: String) {
        guard !literal.isEmpty else { return }
        segments.append(.literal(literal))
    }

    /// Adds a value that `text` writes, shown or redacted as `privacy` says; `autoShows` is
    /// whether the default rules show values of its type.
    private mutating func append(privacy: OSLogPrivacy, autoShows: Bool, _ text: @escaping () -> String) {
        segments.append(.value {
            let shown = text()
            return privacy.redacts(whenAutoShows: autoShows) ? privacy.redaction(of: shown) : shown
        })
    }

    /// Appends a string, redacted by default.
    public mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy: privacy, autoShows: false) { align.apply(to: argumentString()) }
    }

    /// Appends the description of a value, redacted by default.
    public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure @escaping () -> T,
                                                                         align: OSLogStringAlignment = .none,
                                                                         privacy: OSLogPrivacy = .auto) {
        append(privacy: privacy, autoShows: false) { align.apply(to: value().description) }
    }

    /// Appends the description of an object, redacted by default.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject,
                                             privacy: OSLogPrivacy = .auto) {
        append(privacy: privacy, autoShows: false) { argumentObject().description }
    }

    /// Appends the name of a type, redacted by default.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Any.Type,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy: privacy, autoShows: false) { align.apply(to: String(describing: value())) }
    }

    /// Appends an integer, shown by default.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy: privacy, autoShows: true) { format.format(number(), align: align) }
    }

    /// Appends an integer, shown by default.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int8,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy: privacy, autoShows: true) { format.format(number(), align: align) }
    }

    /// Appends an integer, shown by default.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int16,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy: privacy, autoShows: true) { format.format(number(), align: align) }
    }

    /// Appends an integer, shown by default.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int32,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy: privacy, autoShows: true) { format.format(number(), align: align) }
    }

    /// Appends an integer, shown by default.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Int64,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy: privacy, autoShows: true) { format.format(number(), align: align) }
    }

    /// Appends an integer, shown by default.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy: privacy, autoShows: true) { format.format(number(), align: align) }
    }

    /// Appends an integer, shown by default.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt8,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy: privacy, autoShows: true) { format.format(number(), align: align) }
    }

    /// Appends an integer, shown by default.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt16,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy: privacy, autoShows: true) { format.format(number(), align: align) }
    }

    /// Appends an integer, shown by default.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt32,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy: privacy, autoShows: true) { format.format(number(), align: align) }
    }

    /// Appends an integer, shown by default.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> UInt64,
                                             format: OSLogIntegerFormatting = .decimal,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy: privacy, autoShows: true) { format.format(number(), align: align) }
    }

    /// Appends an integer of any fixed width, shown by default.
    public mutating func appendInterpolation<T: FixedWidthInteger>(_ number: @autoclosure @escaping () -> T,
                                                                   format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none,
                                                                   privacy: OSLogPrivacy = .auto) {
        append(privacy: privacy, autoShows: true) { format.format(number(), align: align) }
    }

    /// Appends a double, shown by default.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Double,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy: privacy, autoShows: true) { format.format(number(), align: align) }
    }

    /// Appends a float, shown by default.
    public mutating func appendInterpolation(_ number: @autoclosure @escaping () -> Float,
                                             format: OSLogFloatFormatting = .fixed,
                                             align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(privacy: privacy, autoShows: true) { format.format(Double(number()), align: align) }
    }

    /// Appends a Boolean, shown by default.
    public mutating func appendInterpolation(_ boolean: @autoclosure @escaping () -> Bool,
                                             format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
        append(privacy: privacy, autoShows: true) { format.format(boolean()) }
    }
}
