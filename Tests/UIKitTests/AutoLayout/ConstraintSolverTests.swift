import Testing
@testable @_spi(Testing) @_spi(Benchmarks) import UIKit

/// Known solutions of the constraint solver: the classic Cassowary examples, strengths, removal and conflicts.
/// Whether two solver values agree to within the solver's rounding.
func isClose(_ value: Double, _ expected: Double) -> Bool {
    abs(value - expected) < 1e-7 * max(1, abs(expected))
}

@Suite struct ConstraintSolverTests {
    @Test func theMidpointStaysBetweenItsEndsWhileTheEndsAreEdited() throws {
        var solver = ConstraintSolver()
        let left = solver.addVariable(), middle = solver.addVariable(), right = solver.addVariable()
        try solver.addConstraint(2 * middle.expression, .equal, left.expression + right.expression)
        try solver.addConstraint(left.expression + 10, .lessThanOrEqual, right.expression)
        try solver.addConstraint(right.expression, .lessThanOrEqual, 100)
        try solver.addConstraint(left.expression, .greaterThanOrEqual, 0)
        try solver.addEditVariable(middle, strength: SolverStrength(priority: 750))
        try solver.suggestValue(30, for: middle)
        #expect(abs(solver.value(of: middle) - 30) < 1e-9)
        #expect(abs(2 * solver.value(of: middle) - solver.value(of: left) - solver.value(of: right)) < 1e-9)
        #expect(solver.value(of: left) + 10 <= solver.value(of: right) + 1e-9)
        // Past the right end's bound the middle stops where the required constraints allow.
        try solver.suggestValue(99, for: middle)
        #expect(abs(solver.value(of: middle) - 95) < 1e-9)
        #expect(abs(solver.value(of: right) - 100) < 1e-9)
        #expect(abs(solver.value(of: left) - 90) < 1e-9)
    }

    @Test func aStrongerConstraintWinsAndTheNextOneTakesOverWhenItIsRemoved() throws {
        var solver = ConstraintSolver()
        let x = solver.addVariable()
        try solver.addConstraint(x.expression, .equal, 10, strength: SolverStrength(priority: 250))
        let strong = try solver.addConstraint(x.expression, .equal, 20, strength: SolverStrength(priority: 750))
        try solver.addConstraint(x.expression, .equal, 30, strength: SolverStrength(priority: 500))
        #expect(abs(solver.value(of: x) - 20) < 1e-9)
        try solver.removeConstraint(strong)
        #expect(abs(solver.value(of: x) - 30) < 1e-9)
        #expect(!solver.contains(strong))
        #expect(throws: ConstraintSolverError.unknownConstraint(strong)) { try solver.removeConstraint(strong) }
    }

    @Test func onePriorityPointAboveBeatsOneEqualViolation() throws {
        var solver = ConstraintSolver()
        let width = solver.addVariable()
        try solver.addConstraint(width.expression, .equal, 100, strength: SolverStrength(priority: 250))
        try solver.addConstraint(width.expression, .equal, 200, strength: SolverStrength(priority: 251))
        #expect(abs(solver.value(of: width) - 200) < 1e-9)
    }

    @Test func prioritiesMapToWeightsThatGrowTenfoldEvery111Points() {
        #expect(SolverStrength(priority: 1000).isRequired)
        #expect(SolverStrength(priority: 1200).isRequired)
        #expect(!SolverStrength(priority: 999).isRequired)
        #expect(abs(SolverStrength(priority: 999).weight - 1e9) < 1)
        #expect(abs(SolverStrength(priority: 361).weight / SolverStrength(priority: 250).weight - 10) < 1e-9)
        #expect(SolverStrength(priority: 0).weight == SolverStrength(priority: 1).weight)
    }

    @Test func inequalitiesClampAWeakPreference() throws {
        var solver = ConstraintSolver()
        let x = solver.addVariable()
        try solver.addConstraint(x.expression, .greaterThanOrEqual, 10)
        let upper = try solver.addConstraint(x.expression, .lessThanOrEqual, 20)
        try solver.addConstraint(x.expression, .equal, 100, strength: SolverStrength(priority: 1))
        #expect(abs(solver.value(of: x) - 20) < 1e-9)
        try solver.removeConstraint(upper)
        #expect(abs(solver.value(of: x) - 100) < 1e-9)
    }

    @Test func aWeakInequalityYieldsOnlyWhereItMust() throws {
        var solver = ConstraintSolver()
        let x = solver.addVariable()
        try solver.addConstraint(x.expression, .lessThanOrEqual, 50, strength: SolverStrength(priority: 500))
        try solver.addConstraint(x.expression, .equal, 80, strength: SolverStrength(priority: 250))
        #expect(abs(solver.value(of: x) - 50) < 1e-9)
        try solver.addConstraint(x.expression, .equal, 70, strength: SolverStrength(priority: 750))
        #expect(abs(solver.value(of: x) - 70) < 1e-9)
    }

    @Test func anEditVariableFollowsSuggestionsWithinRequiredBounds() throws {
        var solver = ConstraintSolver()
        let x = solver.addVariable(), y = solver.addVariable()
        try solver.addConstraint(y.expression, .equal, x.expression + 5)
        try solver.addConstraint(x.expression, .lessThanOrEqual, 30)
        try solver.addEditVariable(x, strength: SolverStrength(priority: 750))
        #expect(solver.hasEditVariable(x))
        try solver.suggestValue(12, for: x)
        #expect(isClose(solver.value(of: x), 12))
        #expect(isClose(solver.value(of: y), 17))
        try solver.suggestValue(42, for: x)
        #expect(isClose(solver.value(of: x), 30))
        try solver.suggestValue(-3, for: x)
        #expect(isClose(solver.value(of: y), 2))
        #expect(throws: ConstraintSolverError.duplicateEditVariable(x)) {
            try solver.addEditVariable(x, strength: SolverStrength(priority: 250))
        }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(throws: ConstraintSolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: ConstraintSolverError.requiredEditStrength(y)) { try solver.addEditVariable(y, strength: .required) }
    }

    @Test func aConflictingRequiredEqualityIsReportedAndLeavesTheSolutionAlone() throws {
        var solver = ConstraintSolver()
        let x = solver.addVariable()
        try solver.addConstraint(x.expression, .equal, 10)
        let conflicting = SolverConstraint(index: 1)
        #expect(throws: ConstraintSolverError.unsatisfiable(conflicting)) {
            try solver.addConstraint(x.expression, .equal, 20)
        }
        #expect(isClose(solver.value(of: x), 10))
        #expect(!solver.contains(conflicting))
        // The solver keeps working after the refusal.
        let y = solver.addVariable()
        try solver.addConstraint(y.expression, .equal, 2 * x.expression)
        #expect(isClose(solver.value(of: y), 20))
    }

    @Test func conflictingRequiredInequalitiesAreReportedThroughPhaseOne() throws {
        var solver = ConstraintSolver()
        let x = solver.addVariable(), y = solver.addVariable()
        try solver.addConstraint(x.expression, .greaterThanOrEqual, 10)
        try solver.addConstraint(y.expression, .greaterThanOrEqual, x.expression)
        try solver.addConstraint(x.expression, .equal, 15, strength: SolverStrength(priority: 250))
        let refused = solver.constraintCount
        #expect(throws: ConstraintSolverError.unsatisfiable(SolverConstraint(index: refused))) {
            try solver.addConstraint(y.expression, .lessThanOrEqual, 5)
        }
        #expect(isClose(solver.value(of: x), 15))
        #expect(solver.value(of: y) >= 15)
        try solver.addConstraint(y.expression, .lessThanOrEqual, 12)
        #expect(abs(solver.value(of: y) - 12) < 1e-9)
        #expect(solver.value(of: x) >= 10 && solver.value(of: x) <= 12 + 1e-9)
    }

    @Test func aRedundantRequiredEqualityIsAccepted() throws {
        var solver = ConstraintSolver()
        let x = solver.addVariable(), y = solver.addVariable()
        try solver.addConstraint(x.expression, .equal, 10)
        try solver.addConstraint(y.expression, .equal, x.expression + 5)
        let redundant = try solver.addConstraint(y.expression - x.expression, .equal, 5)
        #expect(isClose(solver.value(of: y), 15))
        try solver.removeConstraint(redundant)
        #expect(isClose(solver.value(of: y), 15))
    }

    @Test func independentSubsystemsKeepTheirSolutionsWhenOneIsEdited() throws {
        var solver = ConstraintSolver()
        var lefts: [SolverVariable] = [], widths: [SolverVariable] = []
        for index in 0..<50 {
            let left = solver.addVariable(), width = solver.addVariable()
            try solver.addConstraint(left.expression, .equal, Double(index))
            try solver.addConstraint(width.expression, .greaterThanOrEqual, 10)
            try solver.addConstraint(width.expression, .equal, 40, strength: SolverStrength(priority: 250))
            lefts.append(left)
            widths.append(width)
        }
        try solver.addEditVariable(widths[7], strength: SolverStrength(priority: 750))
        try solver.suggestValue(5, for: widths[7])
        #expect(isClose(solver.value(of: widths[7]), 10))
        try solver.suggestValue(60, for: widths[7])
        #expect(isClose(solver.value(of: widths[7]), 60))
        for index in 0..<50 where index != 7 {
            #expect(isClose(solver.value(of: widths[index]), 40))
            #expect(isClose(solver.value(of: lefts[index]), Double(index)))
        }
    }
}
