import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// An sRGB colour with alpha, backed by a `CGColor`, or a dynamic colour that a trait
/// collection resolves (light and dark appearances).
///
/// A dynamic colour (`init(dynamicProvider:)`, and the system colours such as `.label` and
/// `.systemBlue`) gives a different fixed colour for each trait collection; its `cgColor` is
/// the colour for `UITraitCollection.current`, which UIKit sets to a view's collection while it
/// draws, and a view's `backgroundColor` and `tintColor` are resolved against its own collection
/// again whenever that changes. Two dynamic colours are equal only when they are the same object.
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    private let fixedColor: CGColor
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// The Core Graphics colour: for a dynamic colour, the one for `UITraitCollection.current`.
    public var cgColor: CGColor {
        guard let provider else { return fixedColor }
        return provider(UITraitCollection.current).cgColor
    }

    /// A dynamic colour: `dynamicProvider` gives the fixed colour for each trait collection.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        provider = dynamicProvider
        fixedColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0)
        super.init()
    }

    /// The fixed colour this colour gives for `traitCollection` (itself when it is not dynamic).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Whether the colour depends on a trait collection.
    var isDynamic: Bool { provider != nil }

    /// A colour from sRGB components in 0…1 (values outside are clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        func clamp(_ v: CGFloat) -> CGFloat { min(1, max(0, v)) }
        fixedColor = CGColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
        provider = nil
        super.init()
    }

    /// The colour of a `#colorLiteral(red:green:blue:alpha:)` in source, in sRGB as UIKit reads it.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A grey of the given brightness.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness in 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(1, max(0, saturation)), v = min(1, max(0, brightness))
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour wrapping `cgColor`.
    public init(cgColor: CGColor) {
        fixedColor = cgColor
        provider = nil
        super.init()
    }

    /// The colour's sRGB components and alpha.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgba
        red?.pointee = c.0; green?.pointee = c.1; blue?.pointee = c.2; alpha?.pointee = c.3
        return true
    }

    /// The same colour with a different alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider { return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) }) }
        let c = rgba
        return UIColor(red: c.0, green: c.1, blue: c.2, alpha: alpha)
    }

    var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        return c.count >= 4 ? (c[0], c[1], c[2], c[3]) : (c[0], c[0], c[0], c.count > 1 ? c[1] : 1)
    }

    /// Sets the current graphics context's fill and stroke colour.
    @preconcurrency @MainActor open func set() { setFill(); setStroke() }
    /// Sets the current graphics context's fill colour.
    @preconcurrency @MainActor open func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Sets the current graphics context's stroke colour.
    @preconcurrency @MainActor open func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Whether `object` is a colour with the same components (a dynamic colour only equals itself).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if isDynamic || other.isDynamic { return self === other }
        return fixedColor == other.fixedColor
    }

    open override var hash: Int {
        var hasher = Hasher()
        if isDynamic {
            hasher.combine(ObjectIdentifier(self))
        } else {
            let c = rgba
            hasher.combine(c.0); hasher.combine(c.1); hasher.combine(c.2); hasher.combine(c.3)
        }
        return hasher.finalize()
    }

    open override var description: String {
        let c = rgba
        return "UIColor(red: \(c.0), green: \(c.1), blue: \(c.2), alpha: \(c.3))"
    }

    // MARK: Fixed colours (UIKit's documented values)

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)

}

/// The type a `#colorLiteral(…)` has where nothing else says: a `UIColor`, as in Apple's UIKit.
public typealias _ColorLiteralType = UIColor
