/// What the tableau says about the constraints behind a value: the required constraints that
/// conflict with one that could not be added, the constraints that determine a variable, and
/// whether a variable could take another value in an equally good solution.
///
/// All three read the tableau's rows through one fact: the tableau is always a linear
/// combination of the constraints' own rows, and each constraint's marker (and error) symbols
/// appear in its own row only. So a row that mentions a constraint's marker is a combination
/// that uses that constraint, and a row that does not is one that does not (a basic marker is
/// in no other row).
extension ConstraintSolver {
    /// The constraints whose markers `row` mentions, in the order they were added.
    func constraintsMentioned(in row: SparseRow) -> [SolverConstraint] {
        var markers: [Int32: Int] = [:]
        for (index, record) in constraints.enumerated() {
            guard let record else { continue }
            markers[record.marker] = index
            if record.other >= 0 { markers[record.other] = index }
        }
        var found = Set<Int>()
        for symbol in row.symbols { if let index = markers[symbol] { found.insert(index) } }
        return found.sorted().map { SolverConstraint(index: $0) }
    }

    /// The constraints that fix `variable`'s current value: those the tableau combines to
    /// express it (none for a variable no constraint reaches).
    ///
    /// A non-required constraint is listed only while it holds exactly (its error symbols are
    /// not basic); a constraint that merely bounds the value from one side without reaching it
    /// is not listed.
    public func constraintsDetermining(_ variable: SolverVariable) -> [SolverConstraint] {
        let symbol = Int(variableSymbols[variable.index])
        guard isBasic[symbol] else { return [] }
        return constraintsMentioned(in: rows[symbol])
    }

    /// Whether `variable` can take another value while every constraint keeps its error: the
    /// required constraints hold and the weighted violation of the others does not grow.
    ///
    /// The test probes a copy of the solver: a constraint `variable == value ± step`, weaker than
    /// any priority, is added in each direction in turn. It can move the variable only where the
    /// objective does not mind, so the variable is ambiguous when either probe moves it.
    public func isAmbiguous(_ variable: SolverVariable, step: Double = 1) -> Bool {
        probe(variable, step: step) != nil
    }

    /// The value `variable` takes in another equally good solution, `step` away in the first
    /// direction that allows it (up, then down), or as far as the constraints let it go; nil when
    /// the variable is fixed.
    public func probe(_ variable: SolverVariable, step: Double) -> Double? {
        let current = value(of: variable)
        for direction in [1.0, -1.0] {
            var copy = self
            guard (try? copy.addConstraint(variable.expression, .equal, current + direction * step,
                                           strength: .probe)) != nil else { continue }
            let moved = copy.value(of: variable)
            if abs(moved - current) > Self.ambiguityTolerance { return moved }
        }
        return nil
    }

    /// A move smaller than this is rounding, not another solution.
    static let ambiguityTolerance = 1e-6
}

extension SolverStrength {
    /// Weaker than any `UILayoutPriority` (priority 1 weighs about 1.02): a constraint of this
    /// strength only chooses among solutions that are otherwise equally good.
    static let probe = SolverStrength(weight: 1e-3)
}
