import Foundation
@_spi(UIKit) import CoreGraphics

/// The formulas of a scroll view's motion, as pure functions of numbers: deceleration, its
/// projection, rubber-banding, paging and directional lock (reference §7).
///
/// Offsets and velocities are along one axis, in points and points per second; a velocity is
/// the rate of change of the content offset (a finger moving up scrolls down: positive).
enum ScrollPhysics {
    /// How far content moving at `velocity` travels until it rests when the velocity is
    /// multiplied by `rate` every millisecond: `(v/1000)·d/(1−d)`.
    ///
    /// The sum of the per-millisecond steps `v/1000·dᵏ` for k ≥ 1: Apple's projection function
    /// from WWDC 2018 session 803 (reference §7.1 [H]).
    static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        velocity / 1000 * rate / (1 - rate)
    }

    /// How far content shows past an edge when the finger has dragged `overscroll` past it:
    /// `x·d·c / (d + c·x)` with c = 0.55 and d the scroll view's size along the axis.
    ///
    /// Reference §7.2 [H]: for d = 960, x = 100, 52.02. Zero or negative overscroll gives zero.
    static func rubberBand(overscroll x: CGFloat, dimension d: CGFloat) -> CGFloat {
        guard x > 0, d > 0 else { return 0 }
        let c = UIKitConstants.rubberBandCoefficient
        return x * d * c / (d + c * x)
    }

    /// The offset shown while dragging to `raw` (where the finger would put the content with
    /// no edges): `raw` inside `range`, rubber-banded past its ends when `bounces`, clamped to
    /// them when not.
    static func draggedOffset(_ raw: CGFloat, in range: ClosedRange<CGFloat>, dimension: CGFloat,
                              bounces: Bool) -> CGFloat {
        if raw < range.lowerBound {
            return bounces ? range.lowerBound - rubberBand(overscroll: range.lowerBound - raw, dimension: dimension)
                           : range.lowerBound
        }
        if raw > range.upperBound {
            return bounces ? range.upperBound + rubberBand(overscroll: raw - range.upperBound, dimension: dimension)
                           : range.upperBound
        }
        return raw
    }

    /// The offset of the page a paging scroll view settles on when released at `offset` with
    /// `velocity`, pages being `pageSize` apart from zero.
    ///
    /// A release slower than `UIKitConstants.pagingVelocityThreshold` goes to the nearest page;
    /// a faster one turns the page in the velocity's direction. Either way the page is at most
    /// one page from `startPage` (the page under the drag's start) and inside `range`.
    static func pageOffset(releasedAt offset: CGFloat, velocity: CGFloat, pageSize: CGFloat, startPage: Int,
                           in range: ClosedRange<CGFloat>) -> CGFloat {
        guard pageSize > 0 else { return min(max(offset, range.lowerBound), range.upperBound) }
        let position = offset / pageSize
        var page: Int
        if velocity > UIKitConstants.pagingVelocityThreshold {
            page = Int(position.rounded(.down)) + 1
        } else if velocity < -UIKitConstants.pagingVelocityThreshold {
            page = Int(position.rounded(.up)) - 1
        } else {
            page = Int(position.rounded())
        }
        page = min(max(page, startPage - 1), startPage + 1)
        let target = CGFloat(page) * pageSize
        return min(max(target, range.lowerBound), range.upperBound)
    }

    /// The page under `offset`.
    static func page(at offset: CGFloat, pageSize: CGFloat) -> Int {
        pageSize > 0 ? Int((offset / pageSize).rounded()) : 0
    }

    /// An axis a drag can be held to.
    enum Axis: Equatable {
        case horizontal, vertical
    }

    /// The axis a directionally locked drag keeps to, from the movement that started it: the
    /// one whose component is at least `UIKitConstants.directionalLockRatio` times the other;
    /// nil for a diagonal start, which scrolls freely.
    static func lockedAxis(forStartingMovement movement: CGPoint) -> Axis? {
        let ratio = UIKitConstants.directionalLockRatio
        if abs(movement.x) >= ratio * abs(movement.y) && movement.x != 0 { return .horizontal }
        if abs(movement.y) >= ratio * abs(movement.x) && movement.y != 0 { return .vertical }
        return nil
    }
}

/// The motion of a scroll view's content along one axis after the finger lifts: deceleration
/// toward a target, a bounce back to the edge, then rest.
///
/// A value type evaluated at increasing times (`advance(to:)`), so it can be tested alone:
/// - decelerating from `start` toward `target`, the offset is `start + (target − start)·(1 −
///   rᵐ)` after m milliseconds, r being the deceleration rate. When the target is where the
///   release velocity would carry the content (the projection), this is exactly the motion of
///   a velocity multiplied by r every millisecond (reference §7.1 [H]); a target the delegate
///   changed is reached along the same curve, scaled;
/// - passing an edge while decelerating turns into a bounce when the axis bounces, and stops at
///   the edge when it does not;
/// - a bounce is a critically damped spring toward the nearest edge (reference §7.2 [L]) with
///   angular frequency `UIKitConstants.bounceSpringFrequency`, starting from the offset and
///   velocity the content has;
/// - the axis rests on its target (or edge) exactly once it is within
///   `UIKitConstants.scrollRestDistance` of it.
struct ScrollAxisMotion: Equatable {
    enum Phase: Equatable {
        /// Moving from `start` at `startTime` toward `target`.
        case decelerating(start: CGFloat, target: CGFloat, startTime: TimeInterval)
        /// Springing back to `edge`, displaced by `displacement` with `velocity` at `startTime`.
        case bouncing(edge: CGFloat, displacement: CGFloat, velocity: CGFloat, startTime: TimeInterval)
        /// At rest at `offset`.
        case resting(CGFloat)
    }

    private(set) var phase: Phase
    /// The velocity multiplier per millisecond while decelerating.
    let rate: CGFloat
    /// The offsets the content rests within.
    let range: ClosedRange<CGFloat>
    /// Whether the content may go past the range's ends and bounce back.
    let bounces: Bool

    /// The motion of content released at `offset` toward `target` at `time`: a bounce back at
    /// once when it is already past an edge and the target is not back inside, otherwise a
    /// deceleration (rest, when there is nowhere to go).
    init(offset: CGFloat, velocity: CGFloat, target: CGFloat, rate: CGFloat, range: ClosedRange<CGFloat>,
         bounces: Bool, time: TimeInterval) {
        self.rate = rate
        self.range = range
        self.bounces = bounces
        let outside = offset < range.lowerBound || offset > range.upperBound
        let targetInside = range.contains(target)
        if outside && !(targetInside && (target - offset) * velocity > 0) {
            let edge = Self.nearestEdge(offset, range)
            phase = .bouncing(edge: edge, displacement: offset - edge, velocity: velocity, startTime: time)
        } else if abs(target - offset) < UIKitConstants.scrollRestDistance {
            phase = .resting(outside ? offset : target)
        } else {
            phase = .decelerating(start: offset, target: target, startTime: time)
        }
    }

    /// Content at rest at `offset`.
    init(restingAt offset: CGFloat, range: ClosedRange<CGFloat>) {
        phase = .resting(offset)
        rate = UIKitConstants.decelerationRates.normal
        self.range = range
        bounces = false
    }

    var isResting: Bool {
        if case .resting = phase { return true }
        return false
    }

    /// Moves the motion on to `time` and returns the offset there.
    mutating func advance(to time: TimeInterval) -> CGFloat {
        switch phase {
        case let .resting(offset):
            return offset
        case let .decelerating(start, target, startTime):
            let elapsed = max(0, time - startTime)
            let remaining = (target - start) * pow(rate, CGFloat(elapsed * 1000))
            let offset = target - remaining
            if !range.contains(target), let edge = crossedEdge(offset) {
                guard bounces, offset != edge else {
                    phase = .resting(edge)
                    return edge
                }
                // The velocity of the curve here: the remaining distance times −ln r per ms.
                let velocity = remaining * -log(rate) * 1000
                phase = .bouncing(edge: edge, displacement: offset - edge, velocity: velocity, startTime: time)
                return offset
            }
            if abs(remaining) < UIKitConstants.scrollRestDistance {
                phase = .resting(target)
                return target
            }
            return offset
        case let .bouncing(edge, displacement, velocity, startTime):
            let t = CGFloat(max(0, time - startTime))
            let omega = UIKitConstants.bounceSpringFrequency
            let x = (displacement + (velocity + omega * displacement) * t) * exp(-omega * t)
            let speed = (velocity - omega * (velocity + omega * displacement) * t) * exp(-omega * t)
            if abs(x) < UIKitConstants.scrollRestDistance && abs(speed) < omega * UIKitConstants.scrollRestDistance {
                phase = .resting(edge)
                return edge
            }
            return edge + x
        }
    }

    /// The edge `offset` has gone past, if any.
    private func crossedEdge(_ offset: CGFloat) -> CGFloat? {
        if offset < range.lowerBound { return range.lowerBound }
        if offset > range.upperBound { return range.upperBound }
        return nil
    }

    private static func nearestEdge(_ offset: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
        abs(offset - range.lowerBound) <= abs(offset - range.upperBound) ? range.lowerBound : range.upperBound
    }
}
