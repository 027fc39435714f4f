import Foundation

/// How strongly the solver tries to satisfy a constraint: required (a hard constraint) or a weight in the objective.
///
/// UIKit's `UILayoutPriority` maps onto it with `init(priority:)`: 1000 (and above) is required;
/// a priority `p` in 1…999 weighs `10^(p / 111)`, from about 1.02 at priority 1 through 180 at
/// `.defaultLow` (250) and 5.6·10⁶ at `.defaultHigh` (750) to 10⁹ at 999. Every 111 points of
/// priority multiply the weight by ten, so a constraint beats a lower one unless the lower one's
/// violations add up to more than `10^(Δp / 111)` times its own: 750 beats up to 177 equal
/// violations at 250, and 251 beats one violation at 250 (the `+1` idiom) but not two. Strict
/// lexicographic dominance for all 999 levels would need 999 orders of magnitude, more than a
/// `Double` objective holds; the top weight stays at 10⁹ (kiwi's "required" clip) so that
/// weights near 1 still register against the 10⁻⁸ pivot tolerance.
@_spi(Testing) @_spi(Benchmarks)
public struct SolverStrength: Hashable, Sendable, Comparable {
    /// The objective weight; `Double.infinity` marks a required constraint.
    public let weight: Double

    /// The strength of a constraint that must hold exactly (priority 1000).
    public static let required = SolverStrength(weight: .infinity)

    /// A strength with the given objective weight (positive and finite).
    public init(weight: Double) {
        self.weight = weight
    }

    /// The strength for a `UILayoutPriority` raw value (see the type's description for the mapping).
    ///
    /// Values of 1000 or more are required; values below 1 weigh as priority 1.
    public init(priority: Float) {
        if priority >= 1000 {
            weight = .infinity
        } else {
            weight = pow(10, Double(max(priority, 1)) / 111)
        }
    }

    /// Whether the constraint must hold exactly.
    public var isRequired: Bool { weight == .infinity }

    public static func < (lhs: SolverStrength, rhs: SolverStrength) -> Bool { lhs.weight < rhs.weight }
}
