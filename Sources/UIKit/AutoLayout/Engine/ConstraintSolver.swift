/// An incremental Cassowary-style solver for linear equalities and inequalities with strengths.
///
/// The solver keeps a simplex tableau in which every constraint is a row `basic = constant +
/// Σ coefficient·parameter`. Required constraints are hard; every other constraint gets error
/// symbols whose weighted sum (the objective) the primal simplex minimizes as constraints come
/// and go. Edit variables are weak-or-stronger equalities whose constants `suggestValue` moves;
/// a suggestion only shifts row constants and re-solves with the dual simplex.
///
/// Representation, chosen for speed and locality:
/// - Symbols (variables, slacks, error and dummy markers) are dense `Int32` ids; per-symbol data
///   lives in arrays indexed by id, never in dictionaries keyed by objects.
/// - A basic symbol's row is stored at its id (`rows[id]`), as a `SparseRow` of sorted arrays.
/// - A column index (`columns[id]`: the basic symbols whose rows mention `id`) makes every pivot,
///   substitution and suggestion visit only the rows that mention the symbols involved. Entries
///   are appended when a term appears and left stale when it cancels or its row leaves the
///   basis; readers skip rows that no longer mention the symbol, and a column is compacted
///   whenever its length reaches a power of two (and before a suggestion walks it).
/// - The objective's candidates for entering the basis are the symbols whose objective
///   coefficients a pivot just touched, not a scan of the whole objective.
/// - Variable values are read from their rows on demand, not copied out after every solve.
///
/// Independent subsystems (views whose constraints share no variable) therefore never touch each
/// other's rows: adding, removing or editing a constraint costs work in the rows connected to it,
/// not in the size of the tableau. (kiwi, the reference, scans every row on each substitution and
/// updates every variable after each solve.)
///
/// Unsatisfiable required constraints throw `ConstraintSolverError.unsatisfiable` and leave the
/// solution as it was; they never trap.
@_spi(Testing) @_spi(Benchmarks)
public struct ConstraintSolver: Sendable {
    enum SymbolKind: UInt8 {
        /// A variable of the caller.
        case external
        /// The slack of an inequality, or the artificial variable of phase one.
        case slack
        /// An error symbol of a non-required constraint; it appears in the objective.
        case error
        /// The marker of a required equality; it may never enter the basis.
        case dummy
    }

    struct ConstraintRecord {
        var marker: Int32
        var other: Int32
        var strength: SolverStrength
    }

    struct EditRecord {
        var constraint: SolverConstraint
        var plus: Int32
        var minus: Int32
        var constant: Double
    }

    // Per symbol.
    var kinds: [SymbolKind] = []
    var isBasic: [Bool] = []
    var rows: [SparseRow] = []
    var columns: [[Int32]] = []

    // Per variable: its symbol, and its edit record's index (-1 when it has none).
    var variableSymbols: [Int32] = []
    var editIndices: [Int32] = []
    var edits: [EditRecord?] = []

    // Per constraint (nil once removed).
    var constraints: [ConstraintRecord?] = []

    var objective = SparseRow()
    var artificial: SparseRow?
    /// Symbols whose objective coefficient may have turned negative since the last primal optimization.
    var objectiveCandidates: [Int32] = []
    /// Basic non-external symbols whose row constants may have turned negative (dual optimization's work list).
    var infeasibleRows: [Int32] = []

    /// Per symbol: the last compaction that kept it, to drop repeated column entries.
    var stamps: [UInt32] = []
    var stamp: UInt32 = 0

    /// The required constraints that the last constraint refused as unsatisfiable conflicted
    /// with: those whose combination contradicts it (see `ConstraintSolver+Diagnostics`), in the
    /// order they were added. Empty until a constraint is refused.
    public internal(set) var lastConflict: [SolverConstraint] = []

    // Scratch buffers for merges.
    var appeared: [Int32] = []
    var vanished: [Int32] = []
    var mergeScratch = SparseRow.Scratch()

    public init() {}

    /// The number of constraints currently in the solver.
    public var constraintCount: Int { constraints.reduce(0) { $0 + ($1 == nil ? 0 : 1) } }

    /// Adds a variable, whose value is 0 until constraints say otherwise.
    public mutating func addVariable() -> SolverVariable {
        let variable = SolverVariable(index: variableSymbols.count)
        variableSymbols.append(newSymbol(.external))
        editIndices.append(-1)
        return variable
    }

    /// The variable's value in the current solution (0 for a variable no constraint pins down).
    public func value(of variable: SolverVariable) -> Double {
        let symbol = Int(variableSymbols[variable.index])
        return isBasic[symbol] ? rows[symbol].constant : 0
    }

    /// Adds the constraint `lhs relation rhs` with the given strength and re-solves.
    ///
    /// Throws `unsatisfiable` (naming the would-be constraint) when a required constraint
    /// conflicts with the required constraints present; the solver is then as it was.
    @discardableResult
    public mutating func addConstraint(_ lhs: SolverExpression, _ relation: SolverRelation, _ rhs: SolverExpression,
                                       strength: SolverStrength = .required) throws -> SolverConstraint {
        let constraint = SolverConstraint(index: constraints.count)
        let made = makeRow(lhs - rhs, relation, strength)
        var row = made.0
        let record = made.1
        var subject = chooseSubject(row, record)
        if subject < 0 && row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
            guard abs(row.constant) < SparseRow.epsilon else {
                lastConflict = constraintsMentioned(in: row)
                throw ConstraintSolverError.unsatisfiable(constraint)
            }
            subject = record.marker
        }
        if subject < 0 {
            guard addWithArtificialVariable(row) else {
                optimizeObjective()
                throw ConstraintSolverError.unsatisfiable(constraint)
            }
        } else {
            row.solve(for: subject)
            substitute(subject, by: row)
            install(row, for: subject)
        }
        constraints.append(record)
        addStrengthToObjective(record)
        optimizeObjective()
        return constraint
    }

    /// Adds `lhs relation constant` with the given strength and re-solves.
    @discardableResult
    public mutating func addConstraint(_ lhs: SolverExpression, _ relation: SolverRelation, _ constant: Double,
                                       strength: SolverStrength = .required) throws -> SolverConstraint {
        try addConstraint(lhs, relation, SolverExpression(constant: constant), strength: strength)
    }

    /// Removes a constraint and re-solves; the others keep their effect.
    public mutating func removeConstraint(_ constraint: SolverConstraint) throws {
        guard constraint.index < constraints.count, let record = constraints[constraint.index] else {
            throw ConstraintSolverError.unknownConstraint(constraint)
        }
        constraints[constraint.index] = nil
        removeStrengthFromObjective(record)
        let marker = record.marker
        if isBasic[Int(marker)] {
            uninstall(marker)
        } else {
            let leaving = markerLeavingRow(marker)
            precondition(leaving >= 0, "a constraint's marker is in no row: the tableau is corrupt")
            var row = uninstall(leaving)
            row.solve(for: leaving, swapping: marker)
            substitute(marker, by: row)
        }
        optimizeObjective()
    }

    /// Whether the constraint is in the solver.
    public func contains(_ constraint: SolverConstraint) -> Bool {
        constraint.index < constraints.count && constraints[constraint.index] != nil
    }

    // MARK: Building rows

    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        isBasic.append(false)
        rows.append(SparseRow())
        columns.append([])
        stamps.append(0)
        return symbol
    }

    /// The tableau row of `expression relation 0` with basic symbols substituted, and its markers.
    mutating func makeRow(_ expression: SolverExpression, _ relation: SolverRelation,
                          _ strength: SolverStrength) -> (SparseRow, ConstraintRecord) {
        var row = SparseRow(constant: expression.constant)
        for term in expression.terms {
            let symbol = variableSymbols[term.variable.index]
            if isBasic[Int(symbol)] {
                row.add(rows[Int(symbol)], times: term.coefficient, appeared: &appeared, vanished: &vanished, scratch: &mergeScratch)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        appeared.removeAll(keepingCapacity: true)
        vanished.removeAll(keepingCapacity: true)
        var record = ConstraintRecord(marker: -1, other: -1, strength: strength)
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0 becomes expression + slack = 0 with slack ≥ 0.
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            record.marker = slack
            row.add(slack, sign)
            if !strength.isRequired {
                let error = newSymbol(.error)
                record.other = error
                row.add(error, -sign)
            }
        case .equal:
            if strength.isRequired {
                let dummy = newSymbol(.dummy)
                record.marker = dummy
                row.add(dummy, 1)
            } else {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                record.marker = plus
                record.other = minus
                row.add(plus, -1)
                row.add(minus, 1)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, record)
    }

    /// The symbol to make basic for a new row, or -1 when phase one (an artificial variable) is needed.
    func chooseSubject(_ row: SparseRow, _ record: ConstraintRecord) -> Int32 {
        for symbol in row.symbols where kinds[Int(symbol)] == .external { return symbol }
        for marker in [record.marker, record.other] where marker >= 0 {
            switch kinds[Int(marker)] {
            case .slack, .error:
                if row.coefficient(of: marker) < 0 { return marker }
            case .external, .dummy:
                break
            }
        }
        return -1
    }

    mutating func addStrengthToObjective(_ record: ConstraintRecord) {
        guard !record.strength.isRequired else { return }
        for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            addToObjective(symbol, record.strength.weight)
        }
    }

    mutating func removeStrengthFromObjective(_ record: ConstraintRecord) {
        guard !record.strength.isRequired else { return }
        for symbol in [record.marker, record.other] where symbol >= 0 && kinds[Int(symbol)] == .error {
            addToObjective(symbol, -record.strength.weight)
        }
    }

    /// Adds `weight·symbol` to the objective, through the symbol's row when it is basic.
    mutating func addToObjective(_ symbol: Int32, _ weight: Double) {
        if isBasic[Int(symbol)] {
            let row = rows[Int(symbol)]
            objective.add(row, times: weight, appeared: &appeared, vanished: &vanished, scratch: &mergeScratch)
            objectiveCandidates.append(contentsOf: row.symbols)
        } else {
            objective.add(symbol, weight)
            objectiveCandidates.append(symbol)
        }
        appeared.removeAll(keepingCapacity: true)
        vanished.removeAll(keepingCapacity: true)
    }

    // MARK: The tableau

    /// Makes `symbol` basic with `row` and records the row in its symbols' columns.
    mutating func install(_ row: SparseRow, for symbol: Int32) {
        isBasic[Int(symbol)] = true
        // The row goes in first: appending may compact a column, which reads the rows.
        rows[Int(symbol)] = row
        for parameter in row.symbols { appendToColumn(parameter, symbol) }
    }

    /// Takes the row of basic `symbol` out of the tableau and returns it.
    ///
    /// The row's column entries go stale rather than being searched out (see `columns`).
    @discardableResult
    mutating func uninstall(_ symbol: Int32) -> SparseRow {
        isBasic[Int(symbol)] = false
        let row = rows[Int(symbol)]
        rows[Int(symbol)] = SparseRow()
        return row
    }

    /// Records that the row of `basic` now mentions `parameter`, compacting the column when it doubles.
    @inline(__always)
    mutating func appendToColumn(_ parameter: Int32, _ basic: Int32) {
        columns[Int(parameter)].append(basic)
        let count = columns[Int(parameter)].count
        if count >= 16 && count & (count - 1) == 0 { compactColumn(parameter) }
    }

    /// Drops the stale and repeated entries of `parameter`'s column and returns the live ones.
    ///
    /// Removing entries eagerly would search long columns (a symbol shared by a thousand rows)
    /// once per cancelled term; instead entries go stale and each compaction costs the column's
    /// length, at most once per doubling.
    @discardableResult
    mutating func compactColumn(_ parameter: Int32) -> [Int32] {
        stamp &+= 1
        var live = columns[Int(parameter)]
        columns[Int(parameter)] = []
        var kept = 0
        for basic in live {
            let b = Int(basic)
            guard stamps[b] != stamp, isBasic[b], rows[b].coefficient(of: parameter) != 0 else { continue }
            stamps[b] = stamp
            live[kept] = basic
            kept += 1
        }
        live.removeLast(live.count - kept)
        columns[Int(parameter)] = live
        return live
    }

    /// Replaces `symbol` by `row` in every row that mentions it, the objective and phase one's objective.
    mutating func substitute(_ symbol: Int32, by row: SparseRow) {
        let column = columns[Int(symbol)]
        columns[Int(symbol)] = []
        for basic in column {
            let b = Int(basic)
            // Stale entries (rows no longer basic or no longer mentioning the symbol) and repeats
            // find no term, and are skipped.
            guard isBasic[b] else { continue }
            let coefficient = rows[b].remove(symbol)
            guard coefficient != 0 else { continue }
            rows[b].add(row, times: coefficient, appeared: &appeared, vanished: &vanished, scratch: &mergeScratch)
            for parameter in appeared { appendToColumn(parameter, basic) }
            appeared.removeAll(keepingCapacity: true)
            vanished.removeAll(keepingCapacity: true)
            if kinds[b] != .external && rows[b].constant < 0 { infeasibleRows.append(basic) }
        }
        let coefficient = objective.remove(symbol)
        if coefficient != 0 {
            objective.add(row, times: coefficient, appeared: &appeared, vanished: &vanished, scratch: &mergeScratch)
            objectiveCandidates.append(contentsOf: row.symbols)
            appeared.removeAll(keepingCapacity: true)
            vanished.removeAll(keepingCapacity: true)
        }
        if artificial != nil {
            let coefficient = artificial!.remove(symbol)
            if coefficient != 0 {
                artificial!.add(row, times: coefficient, appeared: &appeared, vanished: &vanished, scratch: &mergeScratch)
                appeared.removeAll(keepingCapacity: true)
                vanished.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Exchanges basic `leaving` for parametric `entering`.
    mutating func pivot(leaving: Int32, entering: Int32) {
        var row = uninstall(leaving)
        row.solve(for: leaving, swapping: entering)
        substitute(entering, by: row)
        install(row, for: entering)
    }
}
