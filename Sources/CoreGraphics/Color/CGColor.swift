/// An immutable color with components in a color space and an alpha, as Apple's `CGColor`.
///
/// Components are stored as given (not premultiplied) and clamped to 0...1. Colors compare equal when
/// their color spaces and all components, alpha included, are equal, so a gray color never equals an
/// RGB color that looks the same, as with Apple's `CFEqual`.
public final class CGColor: Equatable, Hashable, Sendable {
    /// The color's space.
    public let colorSpace: CGColorSpace?
    /// The components followed by alpha: `[r, g, b, a]` for RGB, `[white, a]` for gray.
    public let components: [CGFloat]?

    init(space: CGColorSpace, clampedComponents: [CGFloat]) {
        colorSpace = space
        components = clampedComponents.map { Swift.min(1, Swift.max(0, $0)) }
    }

    /// Creates an sRGB color; Apple's generic RGB is treated as sRGB.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(name: CGColorSpace.sRGB, model: .rgb), clampedComponents: [red, green, blue, alpha])
    }

    /// Creates an sRGB color.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(name: CGColorSpace.sRGB, model: .rgb), clampedComponents: [red, green, blue, alpha])
    }

    /// Creates a gray color with two components, white level and alpha.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(name: CGColorSpace.genericGrayGamma2_2, model: .monochrome),
                  clampedComponents: [gray, alpha])
    }

    /// Creates a color in `space` from `space.numberOfComponents` components followed by alpha; never nil in OpenUIKit, whose spaces are all supported.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        self.init(space: space, clampedComponents: Array(UnsafeBufferPointer(start: components, count: count)))
    }

    /// The number of components including alpha: 4 for RGB, 2 for gray.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component in 0...1.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// Returns the same color with its alpha replaced by `alpha`, clamped to 0...1.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, var c = components else { return nil }
        c[c.count - 1] = alpha
        return CGColor(space: space, clampedComponents: c)
    }

    /// Opaque black in the gray space.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white in the gray space.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black in the gray space.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The color as non-premultiplied sRGB red, green, blue and alpha in 0...1.
    var rgba: (r: Double, g: Double, b: Double, a: Double) {
        let c = components ?? [0, 0, 0, 1]
        switch colorSpace?.model ?? .rgb {
        case .monochrome: return (Double(c[0]), Double(c[0]), Double(c[0]), Double(c[1]))
        case .rgb: return (Double(c[0]), Double(c[1]), Double(c[2]), Double(c[3]))
        }
    }

    /// Whether both colors have equal color spaces and equal components.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components
    }

    /// Hashes the color space and components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }
}
