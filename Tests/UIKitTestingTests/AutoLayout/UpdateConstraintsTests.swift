import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A view that makes its constraints in `updateConstraints()` the first time, as iOS's
/// documentation suggests, and records when it was asked.
private final class SelfConstrainingView: UIView {
    static var log: [String] = []
    let name: String
    let side: CGFloat
    var widthConstraint: NSLayoutConstraint?

    init(name: String, side: CGFloat) {
        self.name = name
        self.side = side
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { nil }

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        Self.log.append(name)
        if widthConstraint == nil {
            let width = widthAnchor.constraint(equalToConstant: side)
            NSLayoutConstraint.activate([width, heightAnchor.constraint(equalTo: widthAnchor)])
            widthConstraint = width
        }
        super.updateConstraints()
    }
}

private final class UpdatingController: UIViewController {
    var outer: SelfConstrainingView!
    var inner: SelfConstrainingView!
    var offset: CGFloat = 40

    override func viewDidLoad() {
        super.viewDidLoad()
        outer = SelfConstrainingView(name: "outer", side: 200)
        inner = SelfConstrainingView(name: "inner", side: 50)
        view.addSubview(outer)
        outer.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.centerXAnchor.constraint(equalTo: outer.centerXAnchor),
            inner.centerYAnchor.constraint(equalTo: outer.centerYAnchor),
        ])
    }

    private var leading: NSLayoutConstraint?
    override func updateViewConstraints() {
        SelfConstrainingView.log.append("controller")
        if leading == nil {
            leading = outer.leadingAnchor.constraint(equalTo: view.leadingAnchor)
            NSLayoutConstraint.activate([leading!, outer.topAnchor.constraint(equalTo: view.topAnchor, constant: 100)])
        }
        leading!.constant = offset
        super.updateViewConstraints()
    }
}

@Suite(.checksInvariants, .serialized) @MainActor
struct UpdateConstraintsTests {
    @Test func updateConstraintsRunsLeafToRootBeforeLayoutAndAgainWhenAsked() throws {
        SelfConstrainingView.log = []
        let controller = UpdatingController()
        let harness = try launchConstraints(controller)
        #expect(SelfConstrainingView.log == ["inner", "outer", "controller"])
        #expect(controller.outer.frame == CGRect(x: 40, y: 100, width: 200, height: 200))
        #expect(controller.inner.frame == CGRect(x: 75, y: 75, width: 50, height: 50))

        SelfConstrainingView.log = []
        controller.offset = 10
        controller.view.setNeedsUpdateConstraints()
        #expect(controller.view.needsUpdateConstraints())
        try harness.settle()
        #expect(SelfConstrainingView.log == ["controller"])
        #expect(!controller.view.needsUpdateConstraints())
        #expect(controller.outer.frame.minX == 10)

        // updateConstraintsIfNeeded runs the pass at once, without a frame.
        SelfConstrainingView.log = []
        controller.inner.widthConstraint?.constant = 80
        controller.inner.setNeedsUpdateConstraints()
        controller.outer.setNeedsUpdateConstraints()
        controller.view.updateConstraintsIfNeeded()
        #expect(SelfConstrainingView.log == ["inner", "outer"])
        controller.view.layoutIfNeeded()
        #expect(controller.inner.frame == CGRect(x: 60, y: 60, width: 80, height: 80))
    }

    @Test func anActiveConstraintsConstantChangeReSolvesWithoutRebuilding() throws {
        var box: UIView!
        var width: NSLayoutConstraint!
        let controller = BlockViewController { controller in
            box = constrainedView(in: controller.view)
            width = box.widthAnchor.constraint(equalToConstant: 100)
            NSLayoutConstraint.activate([
                width, box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
                box.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
                box.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            ])
        }
        let harness = try launchConstraints(controller)
        let variables = try #require(box.layoutVariableIndices)
        for constant in [120, 160, 80] as [CGFloat] {
            width.constant = constant
            try harness.settle()
            #expect(box.frame.size == CGSize(width: constant, height: constant / 2))
            #expect(abs(box.frame.midX - harness.device.screen.bounds.midX) < 0.5)
        }
        // The same variables: the constraint was edited in place, not the engine rebuilt.
        #expect(box.layoutVariableIndices == variables)
    }

    @Test func priorityDecidesBetweenConflictingWishes() throws {
        var box: UIView!
        var wide: NSLayoutConstraint!
        let controller = BlockViewController { controller in
            box = constrainedView(in: controller.view)
            wide = box.widthAnchor.constraint(equalToConstant: 300)
            wide.priority = .defaultHigh
            let narrow = box.widthAnchor.constraint(equalToConstant: 100)
            narrow.priority = .defaultLow
            NSLayoutConstraint.activate([
                wide, narrow, box.widthAnchor.constraint(lessThanOrEqualToConstant: 250),
                box.heightAnchor.constraint(equalToConstant: 10),
                box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                box.topAnchor.constraint(equalTo: controller.view.topAnchor),
            ])
        }
        let harness = try launchConstraints(controller)
        #expect(box.frame.width == 250)
        wide.priority = UILayoutPriority(200)
        try harness.settle()
        #expect(box.frame.width == 100)
    }
}

/// A view whose `updateConstraints()` forgets to call super.
private final class ForgetfulView: UIView {
    override class var requiresConstraintBasedLayout: Bool { true }
    override func updateConstraints() {}
}

@MainActor
struct AutoLayoutMisuseTests {
    @Test func anUpdateConstraintsOverrideThatSkipsSuperTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = ForgetfulView()
                view.setNeedsUpdateConstraints()
                view.updateConstraintsIfNeeded()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("ForgetfulView.updateConstraints() did not call super.updateConstraints()"))
    }

    @Test func activatingAConstraintAcrossHierarchiesTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIView(), b = UIView()
                a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."))
    }

    @Test func aLocationEqualToAConstantTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = NSLayoutConstraint(item: UIView(), attribute: .leading, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: 20)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Location attributes must be specified in pairs."))
    }

    @Test func makingAnActiveRequiredConstraintOptionalTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UIView()
                let width = view.widthAnchor.constraint(equalToConstant: 10)
                width.isActive = true
                width.priority = .defaultHigh
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported."))
    }
}
