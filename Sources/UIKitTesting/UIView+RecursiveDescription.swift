import Foundation
import UIKit

extension UIView {
    /// The view and its subviews, one per line, as the debugger prints `po view.recursiveDescription()` on iOS.
    ///
    /// UIKit answers it only in the debugger (it is private API), so OpenUIKit keeps it out of
    /// `UIKit` and offers it in the test kit, for tests and debugging output. Each line
    /// is a view's `description`; the view itself comes first, unindented, and each level of
    /// depth adds a `"   | "` prefix. Subviews follow in back-to-front order. There is no
    /// trailing newline.
    public func recursiveDescription() -> String {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            lines.append(String(repeating: "   | ", count: depth) + view.description)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(self, depth: 0)
        return lines.joined(separator: "\n")
    }
}
