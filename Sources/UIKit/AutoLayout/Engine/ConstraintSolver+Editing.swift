/// Edit variables: non-required equalities whose target the caller moves with `suggestValue`.
extension ConstraintSolver {
    /// Makes `variable` editable with the given (non-required) strength, its target starting at 0.
    public mutating func addEditVariable(_ variable: SolverVariable, strength: SolverStrength) throws {
        guard editIndices[variable.index] < 0 else { throw ConstraintSolverError.duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw ConstraintSolverError.requiredEditStrength(variable) }
        let constraint = try addConstraint(variable.expression, .equal, 0, strength: strength)
        let record = constraints[constraint.index]!
        editIndices[variable.index] = Int32(edits.count)
        edits.append(EditRecord(constraint: constraint, plus: record.marker, minus: record.other, constant: 0))
    }

    /// Removes the edit constraint of `variable`.
    public mutating func removeEditVariable(_ variable: SolverVariable) throws {
        let index = Int(editIndices[variable.index])
        guard index >= 0, let edit = edits[index] else { throw ConstraintSolverError.unknownEditVariable(variable) }
        try removeConstraint(edit.constraint)
        edits[index] = nil
        editIndices[variable.index] = -1
    }

    /// Whether `variable` has an edit constraint.
    public func hasEditVariable(_ variable: SolverVariable) -> Bool {
        editIndices[variable.index] >= 0
    }

    /// Moves the target of `variable`'s edit constraint to `value` and re-solves incrementally.
    ///
    /// The change only shifts the constants of the rows that mention the edit's error symbol
    /// (found through the column index); the dual simplex then repairs the rows that went
    /// infeasible. Work is proportional to the rows connected to the variable.
    public mutating func suggestValue(_ value: Double, for variable: SolverVariable) throws {
        let index = Int(editIndices[variable.index])
        guard index >= 0, var edit = edits[index] else { throw ConstraintSolverError.unknownEditVariable(variable) }
        let delta = value - edit.constant
        edit.constant = value
        edits[index] = edit
        let plus = Int(edit.plus)
        let minus = Int(edit.minus)
        if isBasic[plus] {
            rows[plus].constant -= delta
            if rows[plus].constant < 0 { infeasibleRows.append(edit.plus) }
        } else if isBasic[minus] {
            rows[minus].constant += delta
            if rows[minus].constant < 0 { infeasibleRows.append(edit.minus) }
        } else {
            // One pass over the column both shifts the constants and compacts it (dropping stale
            // and repeated entries), working on the column in place rather than on a copy.
            stamp &+= 1
            let current = stamp
            var column = columns[plus]
            columns[plus] = []
            var kept = 0
            for index in column.indices {
                let basic = column[index]
                let b = Int(basic)
                guard stamps[b] != current, isBasic[b] else { continue }
                let coefficient = rows[b].coefficient(of: edit.plus)
                guard coefficient != 0 else { continue }
                stamps[b] = current
                column[kept] = basic
                kept += 1
                rows[b].constant += coefficient * delta
                if kinds[b] != .external && rows[b].constant < 0 { infeasibleRows.append(basic) }
            }
            column.removeLast(column.count - kept)
            columns[plus] = column
        }
        dualOptimize()
    }
}
