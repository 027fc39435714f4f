/// A color space: how color components are interpreted, as Apple's `CGColorSpace`.
///
/// OpenUIKit renders in sRGB: every RGB space here (device RGB, sRGB) is treated as sRGB and every gray
/// space as sRGB-gamma gray, so conversions between them are exact channel copies.
public final class CGColorSpace: Equatable, Hashable, Sendable {
    /// The name of the sRGB color space, for `CGColorSpace(name:)`.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of the generic gray space with gamma 2.2, for `CGColorSpace(name:)`.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"

    /// The space's name, or nil for the device spaces.
    public let name: String?
    /// The family of the space.
    public let model: CGColorSpaceModel

    init(name: String?, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// Creates a named color space, or returns nil for a name OpenUIKit does not know.
    ///
    /// Known names: `sRGB`, `genericGrayGamma2_2`. Other Apple names return nil rather than a wrong space.
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB: self.init(name: name, model: .rgb)
        case CGColorSpace.genericGrayGamma2_2: self.init(name: name, model: .monochrome)
        default: return nil
        }
    }

    /// The number of color components, alpha excluded: 3 for RGB, 1 for gray.
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: return 1
        case .rgb: return 3
        }
    }

    /// Whether both spaces have the same name and model.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.model == rhs.model
    }

    /// Hashes the name and model.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }
}

/// Returns the device RGB color space, which OpenUIKit treats as sRGB.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: nil, model: .rgb)
}

/// Returns the device gray color space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: nil, model: .monochrome)
}
