import Foundation

/// The turn the interface makes from one orientation to another, as the content of a
/// full-screen window shows it on the screen.
///
/// When the interface rotates, the old picture is still fixed to the device, which the user has
/// just turned, so in the new orientation's coordinates it starts turned by `startAngle` and
/// turns back upright. Turning the device left (counterclockwise, portrait to
/// `.landscapeRight`) starts the old picture a quarter turn counterclockwise, and it turns
/// clockwise into place, as on an iPhone.
struct InterfaceRotation: Equatable {
    let from: UIInterfaceOrientation
    let to: UIInterfaceOrientation

    /// The angle, in radians, clockwise on the screen (y down), at which the old content starts:
    /// −π/2 or π/2 for a quarter turn, π for a half turn, 0 when the orientation stays.
    ///
    /// It is the old orientation's angle on the device less the new one's, taken into (−π, π].
    var startAngle: CGFloat {
        var angle = Self.angle(of: from) - Self.angle(of: to)
        if angle > .pi { angle -= 2 * .pi }
        if angle <= -.pi { angle += 2 * .pi }
        return angle
    }

    /// How far `orientation`'s up is turned clockwise from the device's portrait up: the
    /// interface's top is on the device's right edge in `.landscapeRight` (home button on the
    /// right), on its left edge in `.landscapeLeft`; `.unknown` counts as portrait.
    static func angle(of orientation: UIInterfaceOrientation) -> CGFloat {
        switch orientation {
        case .portrait, .unknown: return 0
        case .landscapeRight: return .pi / 2
        case .portraitUpsideDown: return .pi
        case .landscapeLeft: return -.pi / 2
        }
    }
}
