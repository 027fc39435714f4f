import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

/// How the status bar shows or hides, as UIKit hands it to the system.
///
/// Made from the enclosing `UIView` animation block for a view-controller-driven change, whose
/// duration and curve the bar and the root views' layout follow (reference §1.5); without
/// `duration` and `curve`, the system's own timing (the legacy `setStatusBarHidden` calls).
@_spi(SpringBoard) public struct UIStatusBarTransition: Equatable, Sendable {
    /// `.fade` or `.slide`; a `.none` change is made at once, with no transition.
    public var animation: UIStatusBarAnimation
    /// The enclosing block's duration, or nil for the system's own.
    public var duration: TimeInterval?
    /// The enclosing block's curve, or nil for the system's own (the bar fades linearly).
    public var curve: UIView.AnimationCurve?

    public init(animation: UIStatusBarAnimation, duration: TimeInterval? = nil, curve: UIView.AnimationCurve? = nil) {
        self.animation = animation
        self.duration = duration
        self.curve = curve
    }
}

extension UIApplication {
    /// The Info.plist key that turns view-controller-based status bar appearance off.
    static let viewControllerBasedStatusBarAppearanceKey = "UIViewControllerBasedStatusBarAppearance"

    /// Whether view controllers decide the status bar's visibility and style: from iOS 7 on,
    /// unless the launch call's Info.plist sets `UIViewControllerBasedStatusBarAppearance` to
    /// false (reference §1.5). When they do, the `UIApplication` status bar setters do nothing.
    @_spi(SpringBoard) public var isStatusBarAppearanceViewControllerBased: Bool {
        guard let host = screen?.host, host.systemVersion.isAtLeast(7) else { return false }
        return (infoDictionary[Self.viewControllerBasedStatusBarAppearanceKey] as? Bool) ?? true
    }

    /// Gives the status bar the appearance of the controllers that decide it now: the key
    /// window's root, followed through `childForStatusBarHidden`/`childForStatusBarStyle` and
    /// capturing presentations. Inside an animating `UIView` block, a visibility change takes
    /// the block's duration and curve with the deciding controller's
    /// `preferredStatusBarUpdateAnimation`; otherwise, or with `.none`, it is made at once.
    func updateStatusBarAppearance() {
        guard isStatusBarAppearanceViewControllerBased, let host = screen?.host,
              let root = keyWindow?.rootViewController else { return }
        let hiding = root.preferenceDecider(following: \.childForStatusBarHidden)
        let styling = root.preferenceDecider(following: \.childForStatusBarStyle)
        host.statusBarStyle = styling.preferredStatusBarStyle
        host.setStatusBarHidden(hiding.prefersStatusBarHidden, transition: Self.blockTransition(hiding.preferredStatusBarUpdateAnimation))
    }

    /// The transition of a change made now with `animation`: the enclosing animation block's
    /// timing, or nil outside an animating block or for `.none`.
    private static func blockTransition(_ animation: UIStatusBarAnimation) -> UIStatusBarTransition? {
        guard let block = UIViewAnimationState.current, block.animates else { return nil }
        switch animation {
        case .none: return nil
        case .fade, .slide: return UIStatusBarTransition(animation: animation, duration: block.duration, curve: block.curve)
        }
    }

    /// Whether the deciding controller wants the status bar hidden in an environment whose
    /// vertical size class is `verticalSizeClass`, or nil when view controllers do not decide.
    ///
    /// The system asks before the interface rotates, so the bar's state moves once, with the
    /// rotation; the controllers' default answer follows the new size class.
    @_spi(SpringBoard) public func prefersStatusBarHidden(inVerticalSizeClass verticalSizeClass: UIUserInterfaceSizeClass) -> Bool? {
        guard isStatusBarAppearanceViewControllerBased, let root = keyWindow?.rootViewController else { return nil }
        UIViewController.statusBarVerticalSizeClassAfterRotation = verticalSizeClass
        defer { UIViewController.statusBarVerticalSizeClassAfterRotation = nil }
        return root.preferenceDecider(following: \.childForStatusBarHidden).prefersStatusBarHidden
    }
}

extension UIViewController {
    /// The vertical size class the interface is about to take while the system asks for the
    /// status bar's visibility before a rotation; nil otherwise.
    static var statusBarVerticalSizeClassAfterRotation: UIUserInterfaceSizeClass?

    /// The default `prefersStatusBarHidden`: true in a vertically compact environment from
    /// iOS 8 on (AppDoc `prefersStatusBarHidden`, reference §1.2), false otherwise.
    var defaultPrefersStatusBarHidden: Bool {
        guard let host = (viewIfLoaded?.window?.screen ?? UIScreen.current)?.host, host.systemVersion.isAtLeast(8) else { return false }
        return (Self.statusBarVerticalSizeClassAfterRotation ?? traitCollection.verticalSizeClass) == .compact
    }

    /// Whether this presented controller takes the status bar's appearance from its presenter:
    /// a full-screen presentation always does, another only with
    /// `modalPresentationCapturesStatusBarAppearance` (AppDoc
    /// `modalPresentationCapturesStatusBarAppearance`); a dismissal under way gives it back.
    var capturesStatusBarAppearance: Bool {
        guard let controller = presentation.controller, controller.isActive, controller.phase != .dismissing else { return false }
        return controller.style == .fullScreen || modalPresentationCapturesStatusBarAppearance
    }

    /// The controller whose preference decides, starting from this one: a presented controller
    /// that captures the appearance takes over, then `child` (`childForStatusBarHidden`,
    /// `childForStatusBarStyle`, or the `childFor…` of the system gesture preferences) is followed
    /// until it answers nil.
    func preferenceDecider(following child: KeyPath<UIViewController, UIViewController?>) -> UIViewController {
        var decider = self
        // A cycle of children stops the walk at the first controller seen twice.
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while true {
            let next: UIViewController?
            if let presented = decider.topmostContainer.presentation.presented, presented.capturesStatusBarAppearance {
                next = presented
            } else {
                next = decider[keyPath: child]
            }
            guard let next, seen.insert(ObjectIdentifier(next)).inserted else { break }
            decider = next
        }
        return decider
    }
}
