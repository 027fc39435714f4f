import Testing
@testable @_spi(Testing) @_spi(Benchmarks) import UIKit

/// The solver's diagnostics: the conflict behind a refused constraint, the constraints that
/// determine a value, and ambiguity.
@Suite struct ConstraintSolverDiagnosticsTests {
    @Test func aRefusedEqualityNamesTheRequiredConstraintsItContradictsAndNotTheOthers() throws {
        var solver = ConstraintSolver()
        let x = solver.addVariable(), width = solver.addVariable(), right = solver.addVariable(), y = solver.addVariable()
        let left = try solver.addConstraint(x.expression, .equal, 10)
        try solver.addConstraint(y.expression, .equal, 5)
        let size = try solver.addConstraint(width.expression, .equal, 100)
        let edge = try solver.addConstraint(right.expression, .equal, x.expression + width.expression)
        try solver.addConstraint(width.expression, .lessThanOrEqual, 500)
        try solver.addConstraint(width.expression, .equal, 50, strength: SolverStrength(priority: 250))
        #expect(throws: ConstraintSolverError.self) { try solver.addConstraint(right.expression, .equal, 300) }
        #expect(solver.lastConflict == [left, size, edge])
        #expect(solver.value(of: right) == 110)
    }

    @Test func aRefusedInequalityNamesTheBindingInequalitiesThroughPhaseOne() throws {
        var solver = ConstraintSolver()
        let a = solver.addVariable(), b = solver.addVariable(), c = solver.addVariable()
        let floor = try solver.addConstraint(a.expression, .greaterThanOrEqual, 100)
        let gap = try solver.addConstraint(b.expression, .greaterThanOrEqual, a.expression + 20)
        try solver.addConstraint(c.expression, .greaterThanOrEqual, 0)
        #expect(throws: ConstraintSolverError.self) { try solver.addConstraint(b.expression, .lessThanOrEqual, 50) }
        #expect(solver.lastConflict == [floor, gap])
    }

    @Test func theConstraintsDeterminingAValueAreTheOnesItsRowCombines() throws {
        var solver = ConstraintSolver()
        let superWidth = solver.addVariable(), x = solver.addVariable(), width = solver.addVariable(), other = solver.addVariable()
        let screen = try solver.addConstraint(superWidth.expression, .equal, 390)
        let leading = try solver.addConstraint(x.expression, .equal, 20)
        let trailing = try solver.addConstraint(x.expression + width.expression, .equal, superWidth.expression - 20)
        try solver.addConstraint(other.expression, .equal, 7)
        // A weaker preference that loses does not determine the width.
        try solver.addConstraint(width.expression, .equal, 100, strength: SolverStrength(priority: 250))
        #expect(solver.value(of: width) == 350)
        #expect(solver.constraintsDetermining(width) == [screen, leading, trailing])
        #expect(solver.constraintsDetermining(x) == [leading])
        let free = solver.addVariable()
        #expect(solver.constraintsDetermining(free) == [])
    }

    @Test func aVariableIsAmbiguousWhenAnotherEquallyGoodSolutionMovesIt() throws {
        var solver = ConstraintSolver()
        let x = solver.addVariable(), width = solver.addVariable(), pinned = solver.addVariable()
        try solver.addConstraint(width.expression, .equal, 100)
        try solver.addConstraint(x.expression, .greaterThanOrEqual, 0)
        try solver.addConstraint(x.expression, .lessThanOrEqual, 50)
        try solver.addConstraint(pinned.expression, .equal, x.expression + width.expression, strength: SolverStrength(priority: 500))
        #expect(!solver.isAmbiguous(width))
        #expect(solver.isAmbiguous(x))
        // The probe moves the variable within its bounds, both ways.
        let moved = try #require(solver.probe(x, step: 80))
        #expect(moved == 0 || moved == 50)
        #expect(moved != solver.value(of: x))
        // Pinned by a weak but unopposed constraint, it is no longer ambiguous.
        try solver.addConstraint(x.expression, .equal, 30, strength: SolverStrength(priority: 1))
        #expect(!solver.isAmbiguous(x))
        #expect(solver.value(of: x) == 30)
    }

    @Test func twoConflictingPreferencesOfEqualPriorityLeaveTheValueAmbiguous() throws {
        var solver = ConstraintSolver()
        let width = solver.addVariable()
        try solver.addConstraint(width.expression, .equal, 100, strength: SolverStrength(priority: 250))
        try solver.addConstraint(width.expression, .equal, 200, strength: SolverStrength(priority: 250))
        #expect(solver.isAmbiguous(width))
        try solver.addConstraint(width.expression, .equal, 200, strength: SolverStrength(priority: 251))
        #expect(!solver.isAmbiguous(width))
    }
}
