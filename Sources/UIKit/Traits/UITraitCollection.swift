import Foundation
@_spi(UIKit) import CoreGraphics

/// Whether the interface looks light or dark (Apple's raw values).
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified = 0, light, dark
}

/// The broad width or height class of a space: compact or regular (Apple's raw values).
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    case unspecified = 0, compact, regular
}

/// The kind of device the interface is laid out for (Apple's raw values).
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    case unspecified = -1, phone = 0, pad, tv, carPlay
    case mac = 5, vision = 6
}

/// The traits of the environment an interface element is shown in: light or dark, size
/// classes, display scale and idiom.
///
/// A trait collection is an immutable value. A trait that is not known is `.unspecified` (or
/// 0 for `displayScale`); `init(traitsFrom:)` combines collections, later ones winning for each
/// trait they specify. Dynamic colours (`UIColor(dynamicProvider:)`) resolve against one, and
/// against `UITraitCollection.current` when asked for their `cgColor`; UIKit makes a view's
/// collection current while the view draws.
public final class UITraitCollection: Hashable, CustomStringConvertible, @unchecked Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The width class: compact on every iPhone in portrait.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class: regular on iPhone in portrait, compact in landscape.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point (0 when not specified).
    public let displayScale: CGFloat
    /// The device idiom.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// The tint of the view whose drawing this collection is current for, which
    /// `UIColor.tintColor` resolves to; not a trait (ignored by equality).
    private(set) var tintColor: UIColor?

    /// This collection carrying `tint` for `UIColor.tintColor`.
    func withTint(_ tint: UIColor?) -> UITraitCollection {
        let copy = UITraitCollection(style: userInterfaceStyle, horizontal: horizontalSizeClass, vertical: verticalSizeClass,
                                     scale: displayScale, idiom: userInterfaceIdiom)
        copy.tintColor = tint
        return copy
    }

    init(style: UIUserInterfaceStyle = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
         vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0, idiom: UIUserInterfaceIdiom = .unspecified) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        userInterfaceIdiom = idiom
    }

    /// A collection with no trait specified.
    public convenience init() { self.init(style: .unspecified) }

    /// A collection that specifies only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }

    /// A collection that specifies only the width class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }

    /// A collection that specifies only the height class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }

    /// A collection that specifies only the display scale.
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }

    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }

    /// The combination of `traitCollections`: for each trait, the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, horizontal = UIUserInterfaceSizeClass.unspecified
        var vertical = UIUserInterfaceSizeClass.unspecified, scale: CGFloat = 0, idiom = UIUserInterfaceIdiom.unspecified
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.horizontalSizeClass != .unspecified { horizontal = traits.horizontalSizeClass }
            if traits.verticalSizeClass != .unspecified { vertical = traits.verticalSizeClass }
            if traits.displayScale != 0 { scale = traits.displayScale }
            if traits.userInterfaceIdiom != .unspecified { idiom = traits.userInterfaceIdiom }
        }
        self.init(style: style, horizontal: horizontal, vertical: vertical, scale: scale, idiom: idiom)
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
    }

    /// Whether resolving a dynamic colour against `other` could give a different colour than
    /// against this collection: true when the interface styles differ.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    // MARK: The current collection

    /// The collection dynamic colours resolve against when no other is given.
    ///
    /// UIKit sets it to a view's collection while the view draws and while `performAsCurrent`
    /// runs; otherwise it is a collection with no style specified (dynamic colours then give
    /// their light appearance). Main thread only, as UIKit's drawing is.
    public static var current: UITraitCollection {
        get { currentStorage }
        set { currentStorage = newValue }
    }

    nonisolated(unsafe) private static var currentStorage = UITraitCollection()

    /// Runs `actions` with this collection as `UITraitCollection.current`, restoring the
    /// previous one afterwards.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = Self.currentStorage
        Self.currentStorage = self
        defer { Self.currentStorage = previous }
        try actions()
    }

    /// Runs `actions` with this collection current and returns what it returns.
    func performAsCurrent<Result>(_ actions: () throws -> Result) rethrows -> Result {
        let previous = Self.currentStorage
        Self.currentStorage = self
        defer { Self.currentStorage = previous }
        return try actions()
    }

    // MARK: Equality and description

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.userInterfaceStyle == b.userInterfaceStyle && a.horizontalSizeClass == b.horizontalSizeClass
            && a.verticalSizeClass == b.verticalSizeClass && a.displayScale == b.displayScale
            && a.userInterfaceIdiom == b.userInterfaceIdiom
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle); hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass); hasher.combine(displayScale); hasher.combine(userInterfaceIdiom)
    }

    public var description: String {
        "<UITraitCollection; UserInterfaceIdiom = \(userInterfaceIdiom), DisplayScale = \(displayScale), "
            + "HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "UserInterfaceStyle = \(userInterfaceStyle)>"
    }
}

/// An object with a trait collection that tells it when the collection changes: views and
/// view controllers.
@MainActor public protocol UITraitEnvironment: AnyObject {
    /// The traits of the environment the object is shown in.
    var traitCollection: UITraitCollection { get }
    /// Called after `traitCollection` changed; `previousTraitCollection` is the one before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
extension UIViewController: UITraitEnvironment {}
