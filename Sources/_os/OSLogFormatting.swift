import Foundation

/// The width of the column an interpolated value fills, and which side of it the value keeps to
/// (https://developer.apple.com/documentation/os/oslogstringalignment).
///
/// A value shorter than the column is padded with spaces, as `printf` pads a field of that
/// width; a longer one is shown whole.
public struct OSLogStringAlignment {
    enum Anchor: Sendable { case start, end }

    let anchor: Anchor
    let columns: (() -> Int)?

    /// No column: the value as it is.
    public static var none: OSLogStringAlignment { OSLogStringAlignment(anchor: .end, columns: nil) }

    /// A column of `columns` characters, the value at its left and spaces after it.
    public static func left(columns: @escaping @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(anchor: .start, columns: columns)
    }

    /// A column of `columns` characters, spaces before the value at its right.
    public static func right(columns: @escaping @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(anchor: .end, columns: columns)
    }

    /// `text` padded to the column.
    func apply(to text: String) -> String {
        guard let columns else { return text }
        let padding = String(repeating: " ", count: max(0, columns() - text.count))
        switch anchor {
        case .start: return text + padding
        case .end: return padding + text
        }
    }
}

/// How an interpolated integer is written: its base, sign, prefix, case and least number of
/// digits (https://developer.apple.com/documentation/os/oslogintegerformatting).
///
/// Each option is `printf`'s for the matching conversion, as Apple's log renders it: a decimal
/// (`%d`, `%u`), octal (`%o`) or hexadecimal (`%x`, `%X`) number whose precision is `minDigits`;
/// the `0x` or `0o` prefix is written before the number, outside its column, and so is the `+`
/// of an explicit sign on an octal or hexadecimal number. A negative number written in octal or
/// hexadecimal is its two's-complement bit pattern, as `printf` writes a signed argument given to
/// an unsigned conversion.
public struct OSLogIntegerFormatting {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: (() -> Int)?

    /// Decimal, the default format of integers.
    public static var decimal: OSLogIntegerFormatting { .decimal() }

    /// Decimal, with a `+` before non-negative numbers when `explicitPositiveSign`.
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
                               uppercase: false, minDigits: nil)
    }

    /// Decimal, with at least `minDigits` digits (leading zeros) and an optional `+`.
    public static func decimal(explicitPositiveSign: Bool = false,
                               minDigits: @escaping @autoclosure () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
                               uppercase: false, minDigits: minDigits)
    }

    /// Hexadecimal, lowercase, without a prefix.
    public static var hex: OSLogIntegerFormatting { .hex() }

    /// Hexadecimal, with an optional `+`, `0x` prefix and uppercase digits.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false,
                           uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: nil)
    }

    /// Hexadecimal with at least `minDigits` digits.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: @escaping @autoclosure () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits)
    }

    /// Octal, without a prefix.
    public static var octal: OSLogIntegerFormatting { .octal() }

    /// Octal, with an optional `+` and `0o` prefix.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false,
                             uppercase: Bool = false) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: nil)
    }

    /// Octal with at least `minDigits` digits.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                             minDigits: @escaping @autoclosure () -> Int) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
                               uppercase: uppercase, minDigits: minDigits)
    }

    /// `value` written in this format and padded to `align`'s column.
    func format<T: FixedWidthInteger>(_ value: T, align: OSLogStringAlignment) -> String {
        var literalPrefix = ""
        var sign = ""
        var digits: String
        if radix == 10 {
            if value < 0 {
                sign = "-"
            } else if explicitPositiveSign {
                sign = "+"
            }
            digits = String(value.magnitude, radix: 10)
        } else {
            if explicitPositiveSign && value >= 0 { literalPrefix += "+" }
            if includePrefix { literalPrefix += radix == 16 ? "0x" : "0o" }
            digits = String(T.Magnitude(truncatingIfNeeded: value), radix: radix, uppercase: uppercase)
        }
        if let minDigits {
            let least = minDigits()
            // printf: a precision of zero writes nothing for zero.
            if least == 0 && value == 0 { digits = "" }
            if digits.count < least { digits = String(repeating: "0", count: least - digits.count) + digits }
        }
        return literalPrefix + align.apply(to: sign + digits)
    }
}

/// How an interpolated floating-point number is written: fixed, exponential, hybrid or
/// hexadecimal, with a precision, sign and case
/// (https://developer.apple.com/documentation/os/oslogfloatformatting).
///
/// Each option is `printf`'s conversion (`%f`, `%e`, `%g`, `%a`, uppercase `%F`, `%E`, `%G`,
/// `%A`), with `printf`'s default precision of six digits.
public struct OSLogFloatFormatting {
    enum Notation: Sendable { case fixed, exponential, hybrid, hex }

    let notation: Notation
    let explicitPositiveSign: Bool
    let uppercase: Bool
    let precision: (() -> Int)?

    /// `%f`: every digit before the point and six after it. The default format.
    public static var fixed: OSLogFloatFormatting { .fixed() }

    /// `%f` with an optional sign and case.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .fixed, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: nil)
    }

    /// `%f` with `precision` digits after the point.
    public static func fixed(precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                             uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .fixed, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase,
                             precision: precision)
    }

    /// `%e`: one digit before the point and an exponent.
    public static var exponential: OSLogFloatFormatting { .exponential() }

    /// `%e` with an optional sign and case.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .exponential, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase,
                             precision: nil)
    }

    /// `%e` with `precision` digits after the point.
    public static func exponential(precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                                   uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .exponential, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase,
                             precision: precision)
    }

    /// `%g`: fixed near 1, exponential for very large or small numbers.
    public static var hybrid: OSLogFloatFormatting { .hybrid() }

    /// `%g` with an optional sign and case.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .hybrid, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase,
                             precision: nil)
    }

    /// `%g` with `precision` significant digits.
    public static func hybrid(precision: @escaping @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                              uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .hybrid, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase,
                             precision: precision)
    }

    /// `%a`: hexadecimal.
    public static var hex: OSLogFloatFormatting { .hex() }

    /// `%a` with an optional sign and case.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(notation: .hex, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase, precision: nil)
    }

    /// `value` written in this format and padded to `align`'s column.
    func format(_ value: Double, align: OSLogStringAlignment) -> String {
        var specification = "%"
        if explicitPositiveSign { specification += "+" }
        if let precision { specification += ".\(max(0, precision()))" }
        switch notation {
        case .fixed: specification += uppercase ? "F" : "f"
        case .exponential: specification += uppercase ? "E" : "e"
        case .hybrid: specification += uppercase ? "G" : "g"
        case .hex: specification += uppercase ? "A" : "a"
        }
        return align.apply(to: String(format: specification, value))
    }
}

/// How an interpolated Boolean is written (https://developer.apple.com/documentation/os/oslogboolformat).
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`, as `%{bool}d` writes it.
    case truth
    /// `YES` or `NO`, as `%{BOOL}d` writes it.
    case answer

    func format(_ value: Bool) -> String {
        switch self {
        case .truth: value ? "true" : "false"
        case .answer: value ? "YES" : "NO"
        }
    }
}
