import Foundation
@_spi(UIKit) import CoreGraphics

// The system colours, dynamic with light and dark appearances: reference §14.2 (sRGB 0–255,
// Flutter `CupertinoColors` and `resolvedColor` printouts [M-H]), the iOS 13 values. In the
// table's shorthand for the dark fills, an alpha alone keeps the components before it.

extension UIColor {
    /// A dynamic colour with `light` for every style but `.dark`, given as sRGB 0–255 and alpha.
    static func system(light: (CGFloat, CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat, CGFloat)) -> UIColor {
        let lightColor = UIColor(red: light.0 / 255, green: light.1 / 255, blue: light.2 / 255, alpha: light.3)
        let darkColor = UIColor(red: dark.0 / 255, green: dark.1 / 255, blue: dark.2 / 255, alpha: dark.3)
        return UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? darkColor : lightColor })
    }

    /// The system colour `systemBlue`: light 0, 122, 255, dark 10, 132, 255 (reference §14.2).
    public static let systemBlue = system(light: (0, 122, 255, 1), dark: (10, 132, 255, 1))
    /// The system colour `systemGreen`: light 52, 199, 89, dark 48, 209, 88 (reference §14.2).
    public static let systemGreen = system(light: (52, 199, 89, 1), dark: (48, 209, 88, 1))
    /// The system colour `systemRed`: light 255, 59, 48, dark 255, 69, 58 (reference §14.2).
    public static let systemRed = system(light: (255, 59, 48, 1), dark: (255, 69, 58, 1))
    /// The system colour `systemOrange`: light 255, 149, 0, dark 255, 159, 10 (reference §14.2).
    public static let systemOrange = system(light: (255, 149, 0, 1), dark: (255, 159, 10, 1))
    /// The system colour `systemYellow`: light 255, 204, 0, dark 255, 214, 10 (reference §14.2).
    public static let systemYellow = system(light: (255, 204, 0, 1), dark: (255, 214, 10, 1))
    /// The system colour `systemPink`: light 255, 45, 85, dark 255, 55, 95 (reference §14.2).
    public static let systemPink = system(light: (255, 45, 85, 1), dark: (255, 55, 95, 1))
    /// The system colour `systemPurple`: light 175, 82, 222, dark 191, 90, 242 (reference §14.2).
    public static let systemPurple = system(light: (175, 82, 222, 1), dark: (191, 90, 242, 1))
    /// The system colour `systemIndigo`: light 88, 86, 214, dark 94, 92, 230 (reference §14.2).
    public static let systemIndigo = system(light: (88, 86, 214, 1), dark: (94, 92, 230, 1))
    /// The system colour `systemTeal`: light 90, 200, 250, dark 100, 210, 255 (reference §14.2).
    public static let systemTeal = system(light: (90, 200, 250, 1), dark: (100, 210, 255, 1))
    /// The system colour `systemGray`: light 142, 142, 147, dark 142, 142, 147 (reference §14.2).
    public static let systemGray = system(light: (142, 142, 147, 1), dark: (142, 142, 147, 1))
    /// The system colour `systemGray2`: light 174, 174, 178, dark 99, 99, 102 (reference §14.2).
    public static let systemGray2 = system(light: (174, 174, 178, 1), dark: (99, 99, 102, 1))
    /// The system colour `systemGray3`: light 199, 199, 204, dark 72, 72, 74 (reference §14.2).
    public static let systemGray3 = system(light: (199, 199, 204, 1), dark: (72, 72, 74, 1))
    /// The system colour `systemGray4`: light 209, 209, 214, dark 58, 58, 60 (reference §14.2).
    public static let systemGray4 = system(light: (209, 209, 214, 1), dark: (58, 58, 60, 1))
    /// The system colour `systemGray5`: light 229, 229, 234, dark 44, 44, 46 (reference §14.2).
    public static let systemGray5 = system(light: (229, 229, 234, 1), dark: (44, 44, 46, 1))
    /// The system colour `systemGray6`: light 242, 242, 247, dark 28, 28, 30 (reference §14.2).
    public static let systemGray6 = system(light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    /// The system colour `label`: light 0, 0, 0, dark 255, 255, 255 (reference §14.2).
    public static let label = system(light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
    /// The system colour `secondaryLabel`: light 60, 60, 67, 0.6, dark 235, 235, 245, 0.6 (reference §14.2).
    public static let secondaryLabel = system(light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    /// The system colour `tertiaryLabel`: light 60, 60, 67, 0.3, dark 235, 235, 245, 0.3 (reference §14.2).
    public static let tertiaryLabel = system(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// The system colour `quaternaryLabel`: light 60, 60, 67, 0.18, dark 235, 235, 245, 0.16 (reference §14.2).
    public static let quaternaryLabel = system(light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
    /// The system colour `placeholderText`: light 60, 60, 67, 0.3, dark 235, 235, 245, 0.3 (reference §14.2).
    public static let placeholderText = system(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    /// The system colour `separator`: light 60, 60, 67, 0.29, dark 84, 84, 88, 0.6 (reference §14.2).
    public static let separator = system(light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    /// The system colour `opaqueSeparator`: light 198, 198, 200, dark 56, 56, 58 (reference §14.2).
    public static let opaqueSeparator = system(light: (198, 198, 200, 1), dark: (56, 56, 58, 1))
    /// The system colour `link`: light 0, 122, 255, dark 9, 132, 255 (reference §14.2).
    public static let link = system(light: (0, 122, 255, 1), dark: (9, 132, 255, 1))
    /// The system colour `systemFill`: light 120, 120, 128, 0.2, dark 120, 120, 128, 0.36 (reference §14.2).
    public static let systemFill = system(light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    /// The system colour `secondarySystemFill`: light 120, 120, 128, 0.16, dark 120, 120, 128, 0.32 (reference §14.2).
    public static let secondarySystemFill = system(light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    /// The system colour `tertiarySystemFill`: light 118, 118, 128, 0.12, dark 118, 118, 128, 0.24 (reference §14.2).
    public static let tertiarySystemFill = system(light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    /// The system colour `quaternarySystemFill`: light 116, 116, 128, 0.08, dark 118, 118, 128, 0.18 (reference §14.2).
    public static let quaternarySystemFill = system(light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))
    /// The system colour `systemBackground`: light 255, 255, 255, dark 0, 0, 0 (reference §14.2).
    public static let systemBackground = system(light: (255, 255, 255, 1), dark: (0, 0, 0, 1))
    /// The system colour `secondarySystemBackground`: light 242, 242, 247, dark 28, 28, 30 (reference §14.2).
    public static let secondarySystemBackground = system(light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    /// The system colour `tertiarySystemBackground`: light 255, 255, 255, dark 44, 44, 46 (reference §14.2).
    public static let tertiarySystemBackground = system(light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
    /// The system colour `systemGroupedBackground`: light 242, 242, 247, dark 0, 0, 0 (reference §14.2).
    public static let systemGroupedBackground = system(light: (242, 242, 247, 1), dark: (0, 0, 0, 1))
    /// The system colour `secondarySystemGroupedBackground`: light 255, 255, 255, dark 28, 28, 30 (reference §14.2).
    public static let secondarySystemGroupedBackground = system(light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
    /// The system colour `tertiarySystemGroupedBackground`: light 242, 242, 247, dark 44, 44, 46 (reference §14.2).
    public static let tertiarySystemGroupedBackground = system(light: (242, 242, 247, 1), dark: (44, 44, 46, 1))

    /// The tint colour of the view that resolves it: a view's `backgroundColor` or drawing
    /// resolves it to the view's `tintColor` (the system blue where nothing sets one).
    public static let tintColor = UIColor(dynamicProvider: { traits in
        (traits.tintColor ?? systemBlue).resolvedColor(with: traits)
    })
}
