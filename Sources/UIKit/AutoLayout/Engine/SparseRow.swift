/// A linear expression over solver symbols, `constant + Σ coefficient·symbol`, kept as parallel arrays sorted by symbol id.
///
/// Rows of the simplex tableau are short in layout systems (a handful of terms), so sorted arrays
/// beat hashed maps: lookups are a binary search over contiguous memory and adding one row to
/// another is a linear merge. Coefficients whose magnitude falls under `SparseRow.epsilon` are
/// dropped as they arise, so a symbol is either present with a non-negligible coefficient or absent.
struct SparseRow: Sendable {
    /// Coefficients closer to zero than this are treated as zero, as in every floating-point simplex.
    static let epsilon = 1.0e-8

    /// The symbol ids of the terms, strictly increasing.
    private(set) var symbols: [Int32] = []
    /// The coefficients of the terms, in the order of `symbols`.
    private(set) var coefficients: [Double] = []
    /// The constant term.
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// Whether the row has no symbol terms (it may still have a constant).
    var isConstant: Bool { symbols.isEmpty }

    /// The index of `symbol` in `symbols`, or where it would be inserted (negated minus one) when absent.
    @inline(__always)
    private func search(_ symbol: Int32) -> Int {
        var low = 0
        var high = symbols.count - 1
        while low <= high {
            let middle = (low + high) >> 1
            let value = symbols[middle]
            if value < symbol { low = middle + 1 } else if value > symbol { high = middle - 1 } else { return middle }
        }
        return -(low + 1)
    }

    /// The coefficient of `symbol`, or 0 when the row does not mention it.
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        let index = search(symbol)
        return index >= 0 ? coefficients[index] : 0
    }

    /// Adds `coefficient·symbol`, returning +1 when the term appeared, -1 when it cancelled out, 0 otherwise.
    @discardableResult
    mutating func add(_ symbol: Int32, _ coefficient: Double) -> Int {
        let index = search(symbol)
        if index >= 0 {
            let sum = coefficients[index] + coefficient
            if abs(sum) < SparseRow.epsilon {
                symbols.remove(at: index)
                coefficients.remove(at: index)
                return -1
            }
            coefficients[index] = sum
            return 0
        }
        if abs(coefficient) < SparseRow.epsilon { return 0 }
        let position = -(index + 1)
        symbols.insert(symbol, at: position)
        coefficients.insert(coefficient, at: position)
        return 1
    }

    /// Removes the term of `symbol`, returning its coefficient (0 when it was absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let index = search(symbol)
        guard index >= 0 else { return 0 }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    /// Spare arrays for `add(_:times:appeared:vanished:scratch:)` to merge into, so merging
    /// allocates nothing once they have grown: the merged terms are swapped in and the row's old
    /// arrays become the next merge's spares.
    struct Scratch: Sendable {
        var symbols: [Int32] = []
        var coefficients: [Double] = []
    }

    /// Adds `scale·other` by merging the two sorted term lists.
    ///
    /// Symbols that newly appear are appended to `appeared` and symbols that cancel out to
    /// `vanished`, so the caller can keep its column index exact without searching.
    mutating func add(_ other: SparseRow, times scale: Double, appeared: inout [Int32], vanished: inout [Int32],
                      scratch: inout Scratch) {
        constant += other.constant * scale
        let otherCount = other.symbols.count
        if otherCount == 0 { return }
        // A single term (common: a substitution by a row of one parameter) is an in-place update.
        if otherCount == 1 {
            let symbol = other.symbols[0]
            switch add(symbol, other.coefficients[0] * scale) {
            case 1: appeared.append(symbol)
            case -1: vanished.append(symbol)
            default: break
            }
            return
        }
        let count = symbols.count
        scratch.symbols.removeAll(keepingCapacity: true)
        scratch.coefficients.removeAll(keepingCapacity: true)
        scratch.symbols.reserveCapacity(count + otherCount)
        scratch.coefficients.reserveCapacity(count + otherCount)
        var i = 0
        var j = 0
        symbols.withUnsafeBufferPointer { mine in
            coefficients.withUnsafeBufferPointer { myCoefficients in
                other.symbols.withUnsafeBufferPointer { theirs in
                    other.coefficients.withUnsafeBufferPointer { theirCoefficients in
                        while i < count || j < otherCount {
                            if j == otherCount || (i < count && mine[i] < theirs[j]) {
                                scratch.symbols.append(mine[i])
                                scratch.coefficients.append(myCoefficients[i])
                                i += 1
                            } else if i == count || theirs[j] < mine[i] {
                                let value = theirCoefficients[j] * scale
                                if abs(value) >= SparseRow.epsilon {
                                    scratch.symbols.append(theirs[j])
                                    scratch.coefficients.append(value)
                                    appeared.append(theirs[j])
                                }
                                j += 1
                            } else {
                                let value = myCoefficients[i] + theirCoefficients[j] * scale
                                if abs(value) >= SparseRow.epsilon {
                                    scratch.symbols.append(mine[i])
                                    scratch.coefficients.append(value)
                                } else {
                                    vanished.append(mine[i])
                                }
                                i += 1
                                j += 1
                            }
                        }
                    }
                }
            }
        }
        swap(&symbols, &scratch.symbols)
        swap(&coefficients, &scratch.coefficients)
    }

    /// Multiplies every coefficient and the constant by -1.
    mutating func negate() {
        constant = -constant
        for index in coefficients.indices { coefficients[index] = -coefficients[index] }
    }

    /// Rewrites `0 = row` (which mentions `subject`) as `subject = row'`, removing `subject`'s term.
    mutating func solve(for subject: Int32) {
        let coefficient = remove(subject)
        let scale = -1 / coefficient
        constant *= scale
        for index in coefficients.indices { coefficients[index] *= scale }
    }

    /// Rewrites `lhs = row` (the row of basic symbol `lhs`, which mentions `rhs`) as `rhs = row'`.
    mutating func solve(for lhs: Int32, swapping rhs: Int32) {
        add(lhs, -1)
        solve(for: rhs)
    }
}
