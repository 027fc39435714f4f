// The Auto Layout engine against kiwisolver (nucleic's kiwi through its Python bindings), on the
// same systems: each system is generated once here, written as JSON, and built by both solvers.
import Foundation
@_spi(Benchmarks) import UIKit

/// A constraint system as plain data, so that both solvers build exactly the same one.
struct SolverBenchmarkSystem: Encodable {
    struct Constraint: Encodable {
        /// (variable index, coefficient) pairs.
        var terms: [[Double]]
        /// "<=", "==" or ">=".
        var op: String
        var constant: Double
        /// The objective weight, or nil for required.
        var weight: Double?
    }
    var name: String
    var variables = 0
    var constraints: [Constraint] = []
    /// The variable whose edit constraint the re-solve moves, and the values it alternates between.
    var edit = 0
    var editWeight = SolverStrength(priority: 999).weight
    var suggestions: [Double] = []
    var buildRuns: Int

    mutating func variable() -> Int {
        variables += 1
        return variables - 1
    }

    mutating func add(_ terms: [(Int, Double)], _ op: String, _ constant: Double, priority: Float = 1000) {
        let strength = SolverStrength(priority: priority)
        constraints.append(Constraint(terms: terms.map { [Double($0.0), $0.1] }, op: op, constant: constant,
                                      weight: strength.isRequired ? nil : strength.weight))
    }

    /// `count` views in a grid of `columns`: 8-pt gaps, equal widths and heights, the row filling the
    /// container's width (the edited variable), a preferred height at `.defaultHigh` and a preferred
    /// width at `.defaultLow`, every view at least 10 pt each way and inside the container's height.
    static func grid(views count: Int, columns: Int, buildRuns: Int) -> SolverBenchmarkSystem {
        var system = SolverBenchmarkSystem(name: "\(count) views in a grid of \(columns) columns", buildRuns: buildRuns)
        let width = system.variable(), height = system.variable()
        system.add([(height, 1)], "==", 10_000)
        var frames: [(x: Int, y: Int, w: Int, h: Int)] = []
        for index in 0..<count {
            let frame = (x: system.variable(), y: system.variable(), w: system.variable(), h: system.variable())
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            if column == 0 {
                system.add([(frame.x, 1)], "==", 8)
            } else {
                let left = frames[index - 1]
                system.add([(frame.x, 1), (left.x, -1), (left.w, -1)], "==", 8)
            }
            if column == columns - 1 || index == count - 1 {
                system.add([(frame.x, 1), (frame.w, 1), (width, -1)], "<=", -8)
            }
            if row == 0 {
                system.add([(frame.y, 1)], "==", 8)
            } else {
                let above = frames[index - columns]
                system.add([(frame.y, 1), (above.y, -1), (above.h, -1)], "==", 8)
            }
            if index > 0 {
                system.add([(frame.w, 1), (frames[0].w, -1)], "==", 0)
                system.add([(frame.h, 1), (frames[0].h, -1)], "==", 0)
            }
            system.add([(frame.w, 1)], ">=", 10)
            system.add([(frame.h, 1)], ">=", 10)
            system.add([(frame.y, 1), (frame.h, 1), (height, -1)], "<=", 0)
            system.add([(frame.h, 1)], "==", 44, priority: 750)
            system.add([(frame.w, 1)], "==", 10_000, priority: 250)
            frames.append(frame)
        }
        system.edit = width
        system.suggestions = [1_000 * Double(columns), 1_000 * Double(columns) + 17]
        return system
    }

    /// `count` views stacked in one column, each below the last with an 8-pt gap; the edited
    /// variable is the top inset, so a suggestion moves every view.
    static func chain(views count: Int, buildRuns: Int) -> SolverBenchmarkSystem {
        var system = SolverBenchmarkSystem(name: "chain of \(count) views", buildRuns: buildRuns)
        let width = system.variable(), top = system.variable()
        system.add([(width, 1)], "==", 393)
        var previous: (y: Int, h: Int)?
        for _ in 0..<count {
            let x = system.variable(), y = system.variable(), w = system.variable(), h = system.variable()
            system.add([(x, 1)], "==", 16)
            system.add([(w, 1), (width, -1)], "==", -32)
            if let previous {
                system.add([(y, 1), (previous.y, -1), (previous.h, -1)], "==", 8)
            } else {
                system.add([(y, 1), (top, -1)], "==", 0)
            }
            system.add([(h, 1)], ">=", 10)
            system.add([(h, 1)], "==", 44, priority: 750)
            previous = (y, h)
        }
        system.edit = top
        system.suggestions = [59, 20]
        return system
    }

    /// A plain table of `count` self-sizing cells, as the engine holds it: each cell spans the
    /// table's 393-pt width below the last, the first at the table's top (the edited variable,
    /// so a suggestion moves every cell, as a header that changes height does); its content
    /// view fills it less the 1/3-pt separator; a title and
    /// a note are stacked inside 16/11-pt margins, each with its intrinsic size as content
    /// hugging (250) and compression resistance (750) constraints, the title's trailing edge at
    /// most the margin and the note's at it. Cell heights follow from the labels' intrinsic
    /// heights (one to four lines). Variables are in each item's container's coordinates.
    static func selfSizingTable(cells count: Int, buildRuns: Int) -> SolverBenchmarkSystem {
        var system = SolverBenchmarkSystem(name: "table of \(count) self-sizing cells", buildRuns: buildRuns)
        let width = system.variable(), top = system.variable()
        system.add([(width, 1)], "==", 393)
        var previousCell: (y: Int, h: Int)?
        func frame() -> (x: Int, y: Int, w: Int, h: Int) {
            (system.variable(), system.variable(), system.variable(), system.variable())
        }
        func intrinsic(_ length: Int, _ value: Double) {
            system.add([(length, 1)], "<=", value, priority: 250)
            system.add([(length, 1)], ">=", value, priority: 750)
        }
        for index in 0..<count {
            let cell = frame(), content = frame(), title = frame(), note = frame()
            system.add([(cell.x, 1)], "==", 0)
            system.add([(cell.w, 1), (width, -1)], "==", 0)
            if let previousCell {
                system.add([(cell.y, 1), (previousCell.y, -1), (previousCell.h, -1)], "==", 0)
            } else {
                system.add([(cell.y, 1), (top, -1)], "==", 0)
            }
            system.add([(content.x, 1)], "==", 0)
            system.add([(content.y, 1)], "==", 0)
            system.add([(content.w, 1), (cell.w, -1)], "==", 0)
            system.add([(cell.h, 1), (content.h, -1)], "==", 1.0 / 3)
            system.add([(title.x, 1)], "==", 16)
            system.add([(title.y, 1)], "==", 11)
            system.add([(title.x, 1), (title.w, 1), (content.w, -1)], "<=", -16)
            intrinsic(title.w, 80 + Double(index % 5) * 17)
            intrinsic(title.h, 21)
            system.add([(note.x, 1)], "==", 16)
            system.add([(note.x, 1), (note.w, 1), (content.w, -1)], "==", -16)
            system.add([(note.y, 1), (title.y, -1), (title.h, -1)], "==", 4)
            system.add([(note.y, 1), (note.h, 1), (content.h, -1)], "==", -11)
            intrinsic(note.w, 361)
            intrinsic(note.h, 18 * Double(1 + index % 4))
            previousCell = (cell.y, cell.h)
        }
        system.edit = top
        system.suggestions = [0, 120]
        return system
    }

    /// Builds the system in the engine, with the edit variable in place and its first suggestion made.
    func build() -> (ConstraintSolver, [SolverVariable]) {
        var solver = ConstraintSolver()
        let handles = (0..<variables).map { _ in solver.addVariable() }
        for constraint in constraints {
            let lhs = SolverExpression(constraint.terms.map { (handles[Int($0[0])], $0[1]) })
            let relation: SolverRelation = constraint.op == "<=" ? .lessThanOrEqual : constraint.op == "==" ? .equal : .greaterThanOrEqual
            let strength = constraint.weight.map { SolverStrength(weight: $0) } ?? .required
            _ = try! solver.addConstraint(lhs, relation, constraint.constant, strength: strength)
        }
        try! solver.addEditVariable(handles[edit], strength: SolverStrength(weight: editWeight))
        try! solver.suggestValue(suggestions[0], for: handles[edit])
        return (solver, handles)
    }
}

/// The Python peer: builds each system with kiwisolver and times it the same way (medians).
let kiwiPeerScript = #"""
import json, sys, time, statistics
import kiwisolver as k
systems = json.load(open(sys.argv[1]))
results = []
for system in systems:
    def build():
        variables = [k.Variable() for _ in range(system["variables"])]
        solver = k.Solver()
        for c in system["constraints"]:
            expression = k.Expression([k.Term(variables[int(i)], a) for i, a in c["terms"]], -c["constant"])
            weight = c.get("weight")
            solver.addConstraint(k.Constraint(expression, c["op"], "required" if weight is None else weight))
        solver.addEditVariable(variables[system["edit"]], system["editWeight"])
        solver.suggestValue(variables[system["edit"]], system["suggestions"][0])
        solver.updateVariables()
        return solver, variables
    samples = []
    for run in range(system["buildRuns"] + 1):
        start = time.perf_counter_ns()
        solver, variables = build()
        if run > 0: samples.append(time.perf_counter_ns() - start)
    build_median = statistics.median(samples) / 1e9
    edit = variables[system["edit"]]
    samples = []
    for run in range(201):
        value = system["suggestions"][run % 2]
        start = time.perf_counter_ns()
        solver.suggestValue(edit, value)
        solver.updateVariables()
        if run > 0: samples.append(time.perf_counter_ns() - start)
    resolve_median = statistics.median(samples) / 1e9
    results.append({"build": build_median, "resolve": resolve_median, "values": [v.value() for v in variables]})
print(json.dumps(results))
"""#

/// Runs kiwisolver on the systems in a Python subprocess; nil (with a note) when Python or kiwisolver is missing.
func runKiwiPeer(_ systems: [SolverBenchmarkSystem]) -> [(build: Double, resolve: Double, values: [Double])]? {
    struct Result: Decodable { var build: Double; var resolve: Double; var values: [Double] }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-solver-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("kiwi_peer.py"), data = directory.appendingPathComponent("systems.json")
    do {
        try kiwiPeerScript.write(to: script, atomically: true, encoding: .utf8)
        try JSONEncoder().encode(systems).write(to: data)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, data.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileReadUnknown) }
        return try JSONDecoder().decode([Result].self, from: bytes).map { ($0.build, $0.resolve, $0.values) }
    } catch {
        print("  peer unavailable: kiwisolver needs python3 and `pip install kiwisolver` (\(error))")
        return nil
    }
}

@MainActor
func benchmarkSolver() {
    let systems = [
        SolverBenchmarkSystem.grid(views: 100, columns: 10, buildRuns: 21),
        SolverBenchmarkSystem.grid(views: 1_000, columns: 40, buildRuns: 5),
        SolverBenchmarkSystem.chain(views: 1_000, buildRuns: 5),
        SolverBenchmarkSystem.selfSizingTable(cells: 200, buildRuns: 5),
    ]
    let kiwi = runKiwiPeer(systems)
    for (index, system) in systems.enumerated() {
        let build = median(runs: system.buildRuns, warmup: 1) { _ = system.build() }
        var (solver, handles) = system.build()
        var run = 0
        var checksum = 0.0
        let resolve = median(runs: 200, warmup: 1) {
            run += 1
            try! solver.suggestValue(system.suggestions[run % 2], for: handles[system.edit])
            // Read through one borrowed copy: calling a method on the closure's captured variable
            // copies the solver (every array retained and released) once per call.
            let solved = solver
            for handle in handles { checksum += solved.value(of: handle) }
        }
        let suggestOnly = median(runs: 200, warmup: 1) {
            run += 1
            try! solver.suggestValue(system.suggestions[run % 2], for: handles[system.edit])
        }
        print("Constraint solver, \(system.name) (\(system.variables) variables, \(system.constraints.count) constraints):")
        print("  build and solve: \(format(build)); re-solve after one suggestion (reading every value): \(format(resolve)), of which the suggestion alone: \(format(suggestOnly))")
        guard let kiwi, checksum.isFinite else { continue }
        let peer = kiwi[index]
        // kiwi's last suggestion was suggestions[0]; compare the values after the same one.
        try! solver.suggestValue(system.suggestions[0], for: handles[system.edit])
        let difference = zip(handles, peer.values).map { abs(solver.value(of: $0) - $1) }.max() ?? 0
        print("  peer kiwisolver: build \(format(peer.build)), re-solve \(format(peer.resolve)); largest difference in values \(String(format: "%.2g", difference))")
        print(String(format: "  ratio engine / kiwi: build %.2f×, re-solve %.2f×", build / peer.build, resolve / peer.resolve))
    }
}
