import Foundation

/// How text lines are aligned.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// What happens to text that does not fit.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping = 1, byClipping = 2
    case byTruncatingHead = 3, byTruncatingTail = 4, byTruncatingMiddle = 5
}

extension NSAttributedString.Key {
    /// The `UIFont` of the text (the 12 pt system font by default, as UIKit's string drawing).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The `UIColor` of the text (black by default).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
}
