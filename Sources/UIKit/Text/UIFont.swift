import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// A font face at a point size, with its line metrics; DejaVu Sans stands in for the system font.
open class UIFont: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The weight of a system font.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4)
        public static let regular = Weight(0), medium = Weight(0.23), semibold = Weight(0.3)
        public static let bold = Weight(0.4), heavy = Weight(0.56), black = Weight(0.62)
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
    }

    /// The face's PostScript-style name.
    public let fontName: String
    /// The face's family name.
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The Core Graphics face.
    @_spi(Testing) public let cgFont: CGFont

    init(cgFont: CGFont, name: String, family: String, size: CGFloat) {
        self.cgFont = cgFont
        self.fontName = name
        self.familyName = family
        self.pointSize = size
    }

    /// The font named `fontName` at `fontSize` points, or nil when no such face is installed.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = CGFont(fontName) else { return nil }
        self.init(cgFont: face, name: fontName, family: face.fullName ?? fontName, size: fontSize)
    }

    /// The system font at `fontSize` points and `weight` (semibold and heavier use the bold face).
    ///
    /// Traps with the missing file's path if the DejaVu fonts are not installed.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let bold = weight >= .semibold
        let face = SystemFaces.shared.face(bold: bold)
        return UIFont(cgFont: face, name: bold ? ".SFUI-Semibold" : ".SFUI-Regular", family: ".SF UI", size: fontSize)
    }

    /// The regular system font at `fontSize` points.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font at `fontSize` points.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The same face at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(cgFont: cgFont, name: fontName, family: familyName, size: fontSize)
    }

    /// The standard label size (17 pt).
    public class var labelFontSize: CGFloat { 17 }
    /// The standard system font size (14 pt).
    public class var systemFontSize: CGFloat { 14 }
    /// The small system font size (12 pt).
    public class var smallSystemFontSize: CGFloat { 12 }
    /// The standard button size (18 pt).
    public class var buttonFontSize: CGFloat { 18 }

    private var unitScale: CGFloat { pointSize / CGFloat(cgFont.unitsPerEm) }

    /// The distance from the baseline to the top of the tallest glyphs, in points.
    open var ascender: CGFloat { CGFloat(cgFont.ascent) * unitScale }
    /// The distance from the baseline to the bottom of the lowest glyphs, negative, in points.
    open var descender: CGFloat { CGFloat(cgFont.descent) * unitScale }
    /// The extra space between lines, in points.
    open var leading: CGFloat { CGFloat(cgFont.leading) * unitScale }
    /// The distance between baselines: ascender − descender + leading.
    open var lineHeight: CGFloat { ascender - descender + leading }
    /// The height of capital letters, in points.
    open var capHeight: CGFloat { CGFloat(cgFont.capHeight) * unitScale }
    /// The height of lowercase x, in points.
    open var xHeight: CGFloat { CGFloat(cgFont.xHeight) * unitScale }

    /// The advance of `glyph` in points.
    func advance(_ glyph: CGGlyph) -> CGFloat { CGFloat(cgFont.advance(for: glyph) ?? 0) * unitScale }
    /// The kerning adjustment between two glyphs in points.
    func kerning(_ left: CGGlyph, _ right: CGGlyph) -> CGFloat { CGFloat(cgFont.kerning(left: left, right: right)) * unitScale }
    /// The glyph for `scalar`, or the face's missing-glyph (0).
    func glyph(_ scalar: Unicode.Scalar) -> CGGlyph { cgFont.glyph(for: scalar) ?? 0 }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.cgFont === b.cgFont && a.pointSize == b.pointSize && a.fontName == b.fontName
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName); hasher.combine(pointSize)
    }
    public var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}

/// The loaded system faces; font files are read once per process (they never change).
private final class SystemFaces: @unchecked Sendable {
    static let shared = SystemFaces()
    private let lock = NSLock()
    private var regular: CGFont?
    private var bold: CGFont?

    func face(bold isBold: Bool) -> CGFont {
        lock.lock(); defer { lock.unlock() }
        if let face = isBold ? bold : regular { return face }
        let path = isBold ? UIKitConstants.systemFontPaths.bold : UIKitConstants.systemFontPaths.regular
        do {
            let face = try CGFont(contentsOfFile: path)
            if isBold { bold = face } else { regular = face }
            return face
        } catch {
            preconditionFailure("UIFont: the system font stand-in could not be loaded: \(error) (install the DejaVu fonts: apt-get install fonts-dejavu-core)")
        }
    }
}
