/// The simplex iterations: primal optimization after constraints change, phase one for rows
/// without a subject, and the dual simplex after suggestions.
extension ConstraintSolver {
    /// Minimizes the objective with the primal simplex, starting from the symbols a pivot touched.
    ///
    /// A symbol can enter only if its objective coefficient went negative, and only a change
    /// to the objective can make it so; every such change appends to `objectiveCandidates`, so
    /// the loop never scans the whole objective.
    mutating func optimizeObjective() {
        while let candidate = objectiveCandidates.popLast() {
            guard kinds[Int(candidate)] != .dummy, !isBasic[Int(candidate)],
                  objective.coefficient(of: candidate) < -SparseRow.epsilon else { continue }
            let leaving = primalLeavingRow(candidate)
            // No row bounds the entering symbol: the objective is unbounded below along it,
            // impossible with non-negative weights on error symbols; leave the basis as it is.
            guard leaving >= 0 else { continue }
            pivot(leaving: leaving, entering: candidate)
            // The entering symbol may have to leave again later; after a pivot the objective no
            // longer mentions it, so the touched symbols already queued cover the new state.
        }
    }

    /// Minimizes phase one's objective (the artificial row) with the primal simplex.
    mutating func optimizeArtificial() {
        while true {
            guard let row = artificial,
                  let index = row.symbols.indices.first(where: {
                      kinds[Int(row.symbols[$0])] != .dummy && row.coefficients[$0] < -SparseRow.epsilon
                  }) else { return }
            let entering = row.symbols[index]
            let leaving = primalLeavingRow(entering)
            guard leaving >= 0 else { return }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The basic restricted symbol whose row limits `entering` the most (the ratio test), or -1.
    func primalLeavingRow(_ entering: Int32) -> Int32 {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        for basic in columns[Int(entering)] where kinds[Int(basic)] != .external {
            let row = rows[Int(basic)]
            let coefficient = row.coefficient(of: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < best) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// Adds a row that has no subject through phase one: an artificial variable equal to the row,
    /// minimized to zero. Returns false when it cannot reach zero (the constraint is unsatisfiable).
    mutating func addWithArtificialVariable(_ row: SparseRow) -> Bool {
        let art = newSymbol(.slack)
        install(row, for: art)
        artificial = row
        optimizeArtificial()
        let success = abs(artificial!.constant) < SparseRow.epsilon
        // At phase one's optimum the artificial row is the combination of constraints that
        // keeps it above zero: the markers it mentions name the conflict.
        if !success { lastConflict = constraintsMentioned(in: artificial!) }
        artificial = nil
        if isBasic[Int(art)] {
            // Phase one only pivots the new row's own symbols through the artificial row, so
            // dropping that row leaves a tableau equivalent to the one before the attempt.
            let artRow = uninstall(art)
            guard success else { return false }
            if artRow.isConstant { return true }
            guard let entering = artRow.symbols.first(where: {
                let kind = kinds[Int($0)]
                return kind == .slack || kind == .error
            }) else { return false }
            var pivotRow = artRow
            pivotRow.solve(for: art, swapping: entering)
            substitute(entering, by: pivotRow)
            install(pivotRow, for: entering)
        }
        // The artificial variable is parametric now: drop it from every row (it is zero).
        let column = columns[Int(art)]
        columns[Int(art)] = []
        for basic in column {
            rows[Int(basic)].remove(art)
        }
        objective.remove(art)
        return success
    }

    /// The row to pivot a parametric marker into when its constraint is removed, or -1 if none mentions it.
    ///
    /// Prefers the restricted row that limits the marker most when it grows, then when it shrinks,
    /// then any unrestricted row, so the pivot keeps the tableau feasible.
    func markerLeavingRow(_ marker: Int32) -> Int32 {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for basic in columns[Int(marker)] {
            let row = rows[Int(basic)]
            let coefficient = row.coefficient(of: marker)
            if coefficient == 0 { continue }
            if kinds[Int(basic)] == .external {
                third = basic
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = basic }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = basic }
            }
        }
        return first >= 0 ? first : second >= 0 ? second : third
    }

    /// Restores feasibility after row constants moved, with the dual simplex.
    ///
    /// Only the rows whose constants went negative are visited (`infeasibleRows`), and each
    /// pivot substitutes through the column index; the objective stays optimal throughout, so
    /// no primal pass follows.
    mutating func dualOptimize() {
        while let leaving = infeasibleRows.popLast() {
            let l = Int(leaving)
            guard isBasic[l], rows[l].constant < -SparseRow.epsilon else { continue }
            let row = rows[l]
            var entering: Int32 = -1
            var bestRatio = Double.infinity
            for (index, symbol) in row.symbols.enumerated() {
                let coefficient = row.coefficients[index]
                guard coefficient > 0, kinds[Int(symbol)] != .dummy else { continue }
                let ratio = objective.coefficient(of: symbol) / coefficient
                if ratio < bestRatio {
                    bestRatio = ratio
                    entering = symbol
                }
            }
            precondition(entering >= 0, "dual optimization found no entering symbol: the tableau is corrupt")
            pivot(leaving: leaving, entering: entering)
        }
        // The dual simplex keeps every reduced cost non-negative, so nothing can enter now.
        objectiveCandidates.removeAll(keepingCapacity: true)
    }
}
