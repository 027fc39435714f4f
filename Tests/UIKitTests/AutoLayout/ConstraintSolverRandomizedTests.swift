import Testing
@testable @_spi(Testing) @_spi(Benchmarks) import UIKit

/// A seeded SplitMix64 generator, so a failing system can be replayed from its seed.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One constraint of a random system: `Σ coefficients·x relation constant`.
struct RandomConstraint {
    var coefficients: [Double]
    var relation: SolverRelation
    var constant: Double
    /// nil for required.
    var weight: Double?

    func excess(at point: [Double]) -> Double {
        zip(coefficients, point).reduce(-constant) { $0 + $1.0 * $1.1 }
    }

    func holds(at point: [Double], tolerance: Double = 1e-6) -> Bool {
        let e = excess(at: point)
        switch relation {
        case .lessThanOrEqual: return e <= tolerance
        case .equal: return abs(e) <= tolerance
        case .greaterThanOrEqual: return e >= -tolerance
        }
    }

    /// The weighted violation the solver minimizes for a non-required constraint.
    func penalty(at point: [Double]) -> Double {
        let e = excess(at: point)
        let violation: Double
        switch relation {
        case .lessThanOrEqual: violation = max(0, e)
        case .equal: violation = abs(e)
        case .greaterThanOrEqual: violation = max(0, -e)
        }
        return (weight ?? 0) * violation
    }
}

/// The brute-force oracle: the optimum of a small system lies on a vertex of the arrangement of
/// all constraint hyperplanes (required boundaries and the kinks of the penalties), because the
/// objective is convex and piecewise linear on a bounded feasible polytope. It enumerates every
/// choice of `n` hyperplanes, solves for their intersection, and keeps the best feasible one.
enum VertexOracle {
    /// The least objective over feasible vertices, or nil when no vertex is feasible.
    static func optimum(_ constraints: [RandomConstraint], dimension n: Int) -> Double? {
        var best: Double?
        let required = constraints.filter { $0.weight == nil }
        forEachSubset(of: constraints.count, size: n) { subset in
            guard let point = intersect(subset.map { constraints[$0] }, dimension: n),
                  required.allSatisfy({ $0.holds(at: point) }) else { return }
            let value = constraints.reduce(0) { $0 + $1.penalty(at: point) }
            if best == nil || value < best! { best = value }
        }
        return best
    }

    static func forEachSubset(of count: Int, size: Int, _ body: ([Int]) -> Void) {
        var chosen: [Int] = []
        func recurse(_ start: Int) {
            if chosen.count == size { body(chosen); return }
            guard start < count else { return }
            for index in start..<count {
                chosen.append(index)
                recurse(index + 1)
                chosen.removeLast()
            }
        }
        recurse(0)
    }

    /// The point where the hyperplanes `coefficients·x = constant` meet, if they meet in one point.
    static func intersect(_ planes: [RandomConstraint], dimension n: Int) -> [Double]? {
        var matrix = planes.map { $0.coefficients + [$0.constant] }
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
                  abs(matrix[pivot][column]) > 1e-9 else { return nil }
            matrix.swapAt(column, pivot)
            for row in 0..<n where row != column {
                let factor = matrix[row][column] / matrix[column][column]
                for k in column...n { matrix[row][k] -= factor * matrix[column][k] }
            }
        }
        return (0..<n).map { matrix[$0][n] / matrix[$0][$0] }
    }
}

@Suite struct ConstraintSolverRandomizedTests {
    func randomConstraint(_ n: Int, required: Bool, using generator: inout SeededGenerator) -> RandomConstraint {
        var coefficients = (0..<n).map { _ in Double(Int.random(in: -3...3, using: &generator)) }
        if coefficients.allSatisfy({ $0 == 0 }) { coefficients[Int.random(in: 0..<n, using: &generator)] = 1 }
        let relations: [SolverRelation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
        let relation = required && Int.random(in: 0..<4, using: &generator) != 0
            ? [.lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0...1, using: &generator)]
            : relations[Int.random(in: 0..<3, using: &generator)]
        let priority = Float(Int.random(in: 1...999, using: &generator))
        return RandomConstraint(coefficients: coefficients, relation: relation,
                                constant: Double(Int.random(in: -60...60, using: &generator)),
                                weight: required ? nil : SolverStrength(priority: priority).weight)
    }

    func add(_ constraint: RandomConstraint, _ variables: [SolverVariable], to solver: inout ConstraintSolver) throws -> SolverConstraint {
        let lhs = SolverExpression(zip(variables, constraint.coefficients).map { ($0, $1) })
        let strength = constraint.weight.map { SolverStrength(weight: $0) } ?? .required
        return try solver.addConstraint(lhs, constraint.relation, constraint.constant, strength: strength)
    }

    /// Checks the solver's point against the oracle: required constraints hold and no vertex beats its objective.
    func check(_ solver: ConstraintSolver, _ variables: [SolverVariable], _ constraints: [RandomConstraint], seed: UInt64) {
        let point = variables.map { solver.value(of: $0) }
        for constraint in constraints where constraint.weight == nil {
            #expect(constraint.holds(at: point), "seed \(seed): required \(constraint) fails at \(point)")
        }
        let achieved = constraints.reduce(0) { $0 + $1.penalty(at: point) }
        guard let optimum = VertexOracle.optimum(constraints, dimension: variables.count) else {
            Issue.record("seed \(seed): the solver accepted an infeasible system")
            return
        }
        // Weights reach 10⁹, so rounding in the values (about 10⁻¹³) shows up near 10⁻⁴ in the
        // objective; the smallest weight is about 1, so a worse vertex costs far more than 10⁻³.
        #expect(achieved <= optimum + 1e-3 + 1e-12 * abs(optimum), "seed \(seed): objective \(achieved) at \(point), oracle \(optimum)")
    }

    @Test(arguments: [2, 3])
    func randomSystemsReachTheOracleOptimumThroughAdditionsRemovalsAndEdits(dimension n: Int) throws {
        for seed in UInt64(1)...150 {
            var generator = SeededGenerator(state: seed &* 7919 &+ UInt64(n))
            var solver = ConstraintSolver()
            let variables = (0..<n).map { _ in solver.addVariable() }
            var active: [(RandomConstraint, SolverConstraint)] = []
            // A required box keeps the feasible region bounded, so the oracle's vertices cover it.
            for index in 0..<n {
                var unit = [Double](repeating: 0, count: n)
                unit[index] = 1
                for (relation, bound) in [(SolverRelation.greaterThanOrEqual, -100.0), (.lessThanOrEqual, 100.0)] {
                    let box = RandomConstraint(coefficients: unit, relation: relation, constant: bound, weight: nil)
                    active.append((box, try add(box, variables, to: &solver)))
                }
            }
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let candidate = randomConstraint(n, required: true, using: &generator)
                do {
                    active.append((candidate, try add(candidate, variables, to: &solver)))
                } catch ConstraintSolverError.unsatisfiable {
                    #expect(VertexOracle.optimum(active.map(\.0) + [candidate], dimension: n) == nil,
                            "seed \(seed): refused \(candidate) though the system stays feasible")
                }
            }
            for _ in 0..<Int.random(in: 1...5, using: &generator) {
                let soft = randomConstraint(n, required: false, using: &generator)
                active.append((soft, try add(soft, variables, to: &solver)))
            }
            check(solver, variables, active.map(\.0), seed: seed)
            // Remove a random non-box constraint, then edit a variable through a few suggestions.
            if active.count > 2 * n {
                let victim = Int.random(in: (2 * n)..<active.count, using: &generator)
                try solver.removeConstraint(active.remove(at: victim).1)
                check(solver, variables, active.map(\.0), seed: seed)
            }
            let edited = Int.random(in: 0..<n, using: &generator)
            let editPriority = Float(Int.random(in: 1...999, using: &generator))
            try solver.addEditVariable(variables[edited], strength: SolverStrength(priority: editPriority))
            var unit = [Double](repeating: 0, count: n)
            unit[edited] = 1
            for _ in 0..<3 {
                let target = Double(Int.random(in: -120...120, using: &generator))
                try solver.suggestValue(target, for: variables[edited])
                let edit = RandomConstraint(coefficients: unit, relation: .equal, constant: target,
                                            weight: SolverStrength(priority: editPriority).weight)
                check(solver, variables, active.map(\.0) + [edit], seed: seed)
            }
            try solver.removeEditVariable(variables[edited])
            check(solver, variables, active.map(\.0), seed: seed)
        }
    }
}
