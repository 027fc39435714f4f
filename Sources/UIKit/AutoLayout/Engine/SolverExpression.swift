/// A variable of the constraint solver: a dense index handed out by `ConstraintSolver.addVariable()`.
@_spi(Testing) @_spi(Benchmarks)
public struct SolverVariable: Hashable, Sendable {
    /// The variable's index, 0 for the first variable of a solver, 1 for the next, and so on.
    public let index: Int
}

/// A constraint added to a `ConstraintSolver`: a dense index, never reused after removal.
@_spi(Testing) @_spi(Benchmarks)
public struct SolverConstraint: Hashable, Sendable {
    /// The constraint's index in the order of addition.
    public let index: Int
}

/// The relation between the two sides of a solver constraint.
@_spi(Testing) @_spi(Benchmarks)
public enum SolverRelation: Sendable {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual
}

/// A linear expression `constant + Σ coefficient·variable` over solver variables, the side of a constraint.
///
/// Terms may repeat a variable; the solver sums them. Expressions compose with `+`, `-` and
/// scalar `*`, so `x + 0.5 * w` reads as written.
@_spi(Testing) @_spi(Benchmarks)
public struct SolverExpression: Sendable {
    /// The terms as (variable, coefficient) pairs.
    public var terms: [(variable: SolverVariable, coefficient: Double)]
    /// The constant term.
    public var constant: Double

    public init(_ terms: [(variable: SolverVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·variable`.
    public init(_ variable: SolverVariable) {
        self.init([(variable, 1)])
    }

    public static func + (lhs: SolverExpression, rhs: SolverExpression) -> SolverExpression {
        SolverExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: SolverExpression, rhs: SolverExpression) -> SolverExpression {
        lhs + (-1) * rhs
    }

    public static func * (scale: Double, expression: SolverExpression) -> SolverExpression {
        SolverExpression(expression.terms.map { ($0.variable, $0.coefficient * scale) }, constant: expression.constant * scale)
    }

    public static func + (lhs: SolverExpression, rhs: Double) -> SolverExpression {
        SolverExpression(lhs.terms, constant: lhs.constant + rhs)
    }

    public static func - (lhs: SolverExpression, rhs: Double) -> SolverExpression {
        SolverExpression(lhs.terms, constant: lhs.constant - rhs)
    }
}

extension SolverVariable {
    /// The variable as an expression, for building constraints with operators.
    @_spi(Testing) @_spi(Benchmarks)
    public var expression: SolverExpression { SolverExpression(self) }
}

/// Why the solver refused an operation; the tableau is unchanged when one is thrown.
@_spi(Testing) @_spi(Benchmarks)
public enum ConstraintSolverError: Error, Equatable, Sendable {
    /// The required constraint conflicts with the required constraints already in the solver.
    case unsatisfiable(SolverConstraint)
    /// The constraint was never added, or has been removed.
    case unknownConstraint(SolverConstraint)
    /// The variable already has an edit constraint.
    case duplicateEditVariable(SolverVariable)
    /// The variable has no edit constraint.
    case unknownEditVariable(SolverVariable)
    /// Edit variables cannot be required: a suggestion must be allowed to lose to required constraints.
    case requiredEditStrength(SolverVariable)
}
