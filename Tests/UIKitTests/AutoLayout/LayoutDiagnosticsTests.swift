import Foundation
import Logging
import Testing
@testable @_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@_spi(Testing) import UIKitTestSupport

/// Auto Layout's diagnostics on a real tree: the unsatisfiable-constraints message, ambiguity,
/// the constraints affecting a frame, and constraint descriptions.
@MainActor
struct LayoutDiagnosticsTests {
    private static let layout = "OpenUIKit.UIKit.layout"

    /// UIKit's message (reference §15) for `listed`, breaking `broken`.
    private func expectedMessage(_ listed: [String], broken: String, note: Bool) -> String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if note {
            lines.append("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines += ["(", listed.map { "    \"\($0)\"" }.joined(separator: ",\n"), ")", "",
                  "Will attempt to recover by breaking constraint ", broken, "",
                  "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
                  "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."]
        return lines.joined(separator: "\n")
    }

    @Test func aConflictingAppConstraintIsBrokenAndTheMessageListsOnlyTheConflict() throws {
        let capture = LogCapture()
        var messages: [String] = []
        var expected = ""
        DiagnosticLogging.withLogging(capture.logging(environment: ["OPENUIKIT_LOG": "layout=error"])) {
            let system = TestSystem()
            let window = system.makeKeyWindow()
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            let other = UIView()
            other.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(box)
            window.addSubview(other)
            let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
            let narrow = box.widthAnchor.constraint(equalToConstant: 100)
            let trailing = window.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: 10)
            NSLayoutConstraint.activate([
                leading, narrow,
                box.topAnchor.constraint(equalTo: window.topAnchor), box.heightAnchor.constraint(equalToConstant: 50),
                other.leadingAnchor.constraint(equalTo: box.leadingAnchor), other.topAnchor.constraint(equalTo: box.bottomAnchor),
                other.widthAnchor.constraint(equalToConstant: 30), other.heightAnchor.constraint(equalToConstant: 30),
            ])
            system.runFrame()
            // The window is wider than 120 pt: pinning both edges contradicts the width.
            trailing.isActive = true
            system.runFrame()
            #expect(box.frame == CGRect(x: 10, y: 0, width: 100, height: 50))
            // The window's own autoresizing constraint (its width) is part of the conflict.
            let windowWidth = SystemConstraints.autoresizingDescription(window, window.autoresizingMask.code,
                                                                        "width", window.bounds.width, 0, nil)
            // Listed in the order they entered the solver: an item's system constraints (the
            // window's size) go in as it first takes part, before the constraint that brought it;
            // the new one last.
            let listed = [windowWidth, leading.description, narrow.description, trailing.description]
            expected = expectedMessage(listed, broken: trailing.description, note: true)
            messages = capture.messages(Self.layout)
        }
        #expect(messages == [expected])
    }

    @Test func aViewsAutoresizingConstraintsWinOverAnAppConstraintAndTheNoteAppears() throws {
        let capture = LogCapture()
        var messages: [String] = []
        var expected = ""
        DiagnosticLogging.withLogging(capture.logging(environment: ["OPENUIKIT_LOG": "layout=error"])) {
            let system = TestSystem()
            let window = system.makeKeyWindow()
            let button = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
            window.addSubview(button)
            let wide = button.widthAnchor.constraint(equalToConstant: 100)
            wide.isActive = true
            system.runFrame()
            #expect(button.frame.width == 0)
            let autoresizing = SystemConstraints.autoresizingDescription(button, button.autoresizingMask.code, "width", 0, 0, window)
            #expect(autoresizing.hasPrefix("<NSAutoresizingMaskLayoutConstraint:0x"))
            #expect(autoresizing.hasSuffix(" h=--& v=--& UIView:\(LayoutDescription.address(button)).width == 0   (active)>"))
            expected = expectedMessage([autoresizing, wide.description], broken: wide.description, note: true)
            messages = capture.messages(Self.layout)
        }
        #expect(messages == [expected])
    }

    @Test func ambiguityIsFoundExercisedAndResolved() throws {
        let system = TestSystem()
        let window = system.makeKeyWindow()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        let height = box.heightAnchor.constraint(equalToConstant: 40)
        let preferred = box.widthAnchor.constraint(equalToConstant: 300)
        preferred.priority = .defaultLow
        NSLayoutConstraint.activate([leading, width, height, preferred])
        system.runFrame()
        // Nothing places the box vertically.
        #expect(box.hasAmbiguousLayout)
        #expect(!window.hasAmbiguousLayout)
        #expect(box.constraintsAffectingLayout(for: .horizontal) == [leading, width])
        #expect(box.constraintsAffectingLayout(for: .vertical) == [height])
        let before = box.frame
        box.exerciseAmbiguityInLayout()
        #expect(box.frame.minY != before.minY)
        #expect(box.frame.size == before.size)
        #expect(box.frame.minX == 10)
        #expect(box.hasAmbiguousLayout)
        let top = box.topAnchor.constraint(equalTo: window.topAnchor, constant: 30)
        top.isActive = true
        #expect(!box.hasAmbiguousLayout)
        #expect(box.constraintsAffectingLayout(for: .vertical) == [height, top])
        system.runFrame()
        #expect(box.frame == CGRect(x: 10, y: 30, width: 100, height: 40))
        // Exercising a determined layout changes nothing.
        box.exerciseAmbiguityInLayout()
        #expect(box.frame == CGRect(x: 10, y: 30, width: 100, height: 40))
    }

    @Test func aGuideReportsItsAmbiguityAndTheConstraintsPlacingIt() throws {
        let system = TestSystem()
        let window = system.makeKeyWindow()
        let guide = UILayoutGuide()
        window.addLayoutGuide(guide)
        let left = guide.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 5)
        let width = guide.widthAnchor.constraint(equalTo: window.widthAnchor, multiplier: 0.5)
        NSLayoutConstraint.activate([left, width, guide.topAnchor.constraint(equalTo: window.topAnchor)])
        #expect(guide.hasAmbiguousLayout)
        #expect(guide.constraintsAffectingLayout(for: .horizontal) == [left, width])
        guide.heightAnchor.constraint(equalToConstant: 10).isActive = true
        #expect(!guide.hasAmbiguousLayout)
        #expect(guide.layoutFrame == CGRect(x: 5, y: 0, width: window.bounds.width / 2, height: 10))
    }

    @Test func constraintsDescribeThemselvesAsIOSPrintsThem() throws {
        let system = TestSystem()
        let window = system.makeKeyWindow()
        let container = UIView()
        window.addSubview(container)
        let label = UILabel()
        label.text = "Name"
        let field = UIView()
        container.addSubview(label)
        container.addSubview(field)
        func address(_ object: AnyObject) -> String { LayoutDescription.address(object) }
        let v = "UIView:\(address(container))", l = "UILabel:\(address(label))'Name'", f = "UIView:\(address(field))"
        let top = label.topAnchor.constraint(equalTo: container.topAnchor, constant: 20)
        #expect(top.description == "<NSLayoutConstraint:\(address(top)) V:|-(20)-[\(l)]   (inactive, names: '|':\(v) )>")
        let bottom = container.bottomAnchor.constraint(equalTo: field.bottomAnchor, constant: 10)
        bottom.isActive = true
        #expect(bottom.description == "<NSLayoutConstraint:\(address(bottom)) V:[\(f)]-(10)-|   (active, names: '|':\(v) )>")
        let reversed = field.bottomAnchor.constraint(equalTo: container.bottomAnchor)
        #expect(reversed.description == "<NSLayoutConstraint:\(address(reversed)) \(f).bottom == \(v).bottom   (inactive)>")
        let spacing = field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1)
        #expect(spacing.description == "<NSLayoutConstraint:\(address(spacing)) H:[\(l)]-(NSSpace(8))-[\(f)](LTR)   (inactive)>")
        let gap = field.leadingAnchor.constraint(greaterThanOrEqualTo: label.trailingAnchor, constant: 12)
        gap.priority = .defaultHigh
        #expect(gap.description == "<NSLayoutConstraint:\(address(gap)) H:[\(l)]-(>=12@750)-[\(f)](LTR)   (inactive)>")
        let half = field.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: -4)
        half.identifier = "half"
        half.priority = UILayoutPriority(999)
        #expect(half.description == "<NSLayoutConstraint:\(address(half)) 'half' \(f).width == 0.5*\(v).width - 4 @999   (inactive)>")
        let guide = container.safeAreaLayoutGuide
        let safe = field.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8)
        #expect(safe.description == "<NSLayoutConstraint:\(address(safe)) \(f).top == UILayoutGuide:\(address(guide))'UIViewSafeAreaLayoutGuide'.top + 8   (inactive)>")
    }
}
