import Foundation

/// The name of one of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Constant pace: control points (0,0) and (1,1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: control points (0.42,0) and (1,1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: control points (0,0) and (0.58,1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: control points (0.42,0) and (0.58,1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default: control points (0.25,0.1) and (0.25,1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A cubic Bézier from (0,0) to (1,1) that maps an animation's elapsed fraction to its progress.
///
/// The control points of the named functions are Apple's documented values (reference §6.3).
public final class CAMediaTimingFunction: Sendable, CustomStringConvertible {
    /// The first control point.
    public let c1: CGPoint
    /// The second control point.
    public let c2: CGPoint

    /// A function with the control points `(c1x, c1y)` and `(c2x, c2y)`.
    ///
    /// The x coordinates must lie in 0…1 so that time runs forward, as Core Animation requires.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        precondition((0...1).contains(c1x) && (0...1).contains(c2x),
                     "CAMediaTimingFunction: control point x values must lie in 0...1 (got \(c1x), \(c2x))")
        c1 = CGPoint(x: CGFloat(c1x), y: CGFloat(c1y))
        c2 = CGPoint(x: CGFloat(c2x), y: CGFloat(c2y))
    }

    /// One of the predefined functions.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: preconditionFailure("CAMediaTimingFunction: unknown timing function name '\(name.rawValue)'")
        }
    }

    /// Writes control point `idx` (0…3) as two floats into `ptr`.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: CGPoint
        switch idx {
        case 0: point = .zero
        case 1: point = c1
        case 2: point = c2
        case 3: point = CGPoint(x: 1, y: 1)
        default: preconditionFailure("CAMediaTimingFunction: control point index \(idx) is outside 0...3")
        }
        ptr[0] = Float(point.x); ptr[1] = Float(point.y)
    }

    public var description: String { "CAMediaTimingFunction(\(c1.x), \(c1.y), \(c2.x), \(c2.y))" }

    /// The progress (0…1 for most functions) at elapsed fraction `x`, clamped to 0…1.
    ///
    /// Solves the curve's x(t) = x with Newton's method, falling back to bisection, to 1e-7.
    @_spi(UIKit) public func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let (x1, y1, x2, y2) = (Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y))
        func bez(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        func dbez(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        var t = x
        for _ in 0..<8 {
            let err = bez(t, x1, x2) - x
            if abs(err) < 1e-7 { return bez(t, y1, y2) }
            let d = dbez(t, x1, x2)
            if abs(d) < 1e-6 { break }
            t -= err / d
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<60 {
            let value = bez(t, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return bez(t, y1, y2)
    }
}
