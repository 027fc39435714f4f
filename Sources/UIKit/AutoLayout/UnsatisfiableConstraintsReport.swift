import Foundation
import Logging

/// UIKit's message for a constraint the engine had to break because the required constraints
/// left no room for it (reference §15), logged through the `layout` diagnostic logger.
struct UnsatisfiableConstraintsReport {
    /// The conflicting constraints, as listed (the one that did not fit last).
    var constraints: [String]
    /// The constraint that was broken (left out of the solver), one of `constraints`.
    var broken: String

    /// The message, as UIKit prints it (with its trailing spaces); the note on autoresizing
    /// constraints only when one is listed.
    var message: String {
        let all = constraints
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if all.contains(where: { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint") }) {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(all.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(broken)
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.")
        return lines.joined(separator: "\n")
    }

    func log() {
        DiagnosticLogging.logger(.layout)?.error("[LayoutConstraints] \(message)")
    }
}
