import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

@Suite(.checksInvariants) @MainActor
struct ConstraintLayoutTests {
    @Test func aViewPinnedToTheSafeAreaTakesItsFrameOnEachModel() throws {
        for (model, top, bottom) in [(DeviceModel.iPhone15Pro, CGFloat(59), CGFloat(34)), (.iPhone8, 20, 0)] {
            var box: UIView!
            let controller = BlockViewController { controller in
                box = constrainedView(in: controller.view)
                let guide = controller.view.safeAreaLayoutGuide
                NSLayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
                    box.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
                    box.topAnchor.constraint(equalTo: guide.topAnchor, constant: 10),
                    box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                ])
            }
            let harness = try launchConstraints(controller, model: model)
            let screen = harness.device.screen.bounds
            #expect(box.frame == CGRect(x: 20, y: top + 10, width: screen.width - 40, height: screen.height - top - 10 - bottom))
            #expect(controller.view.safeAreaLayoutGuide.layoutFrame.minY == top)
        }
    }

    @Test func viewsMadeInCodeTranslateTheirMasksAndKeepTheirFrames() throws {
        var plain: UIView!
        var pinned: UIView!
        let controller = BlockViewController { controller in
            plain = UIView(frame: CGRect(x: 10, y: 100, width: 50, height: 60))
            controller.view.addSubview(plain)
            pinned = constrainedView(in: controller.view)
            NSLayoutConstraint.activate([
                pinned.leadingAnchor.constraint(equalTo: plain.trailingAnchor, constant: 8),
                pinned.topAnchor.constraint(equalTo: plain.topAnchor),
                pinned.widthAnchor.constraint(equalTo: plain.widthAnchor, multiplier: 2),
                pinned.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        let harness = try launchConstraints(controller)
        #expect(plain.translatesAutoresizingMaskIntoConstraints)
        #expect(!pinned.translatesAutoresizingMaskIntoConstraints)
        #expect(plain.frame == CGRect(x: 10, y: 100, width: 50, height: 60))
        #expect(pinned.frame == CGRect(x: 68, y: 100, width: 100, height: 30))
        // Moving the view under its mask moves what is constrained to it.
        plain.frame = CGRect(x: 30, y: 200, width: 40, height: 60)
        try harness.settle()
        #expect(pinned.frame == CGRect(x: 78, y: 200, width: 80, height: 30))
    }

    @Test func changingAConstantAndLayingOutInsideAnAnimationAnimatesTheFrame() throws {
        var box: UIView!
        var top: NSLayoutConstraint!
        let controller = BlockViewController { controller in
            box = constrainedView(in: controller.view)
            top = box.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100)
            NSLayoutConstraint.activate([
                top, box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
            ])
        }
        let harness = try launchConstraints(controller)
        #expect(box.frame.minY == 100)
        top.constant = 300
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { controller.view.layoutIfNeeded() }
        #expect(box.frame.minY == 300)
        try harness.advance(by: 0.5)
        #expect(abs(box.layer.presentation()!.frame.minY - 200) < 4)
        try harness.settle()
        #expect(box.layer.presentation()!.frame.minY == 300)
    }

    @Test func intrinsicSizesHugAndResistAtTheirPriorities() throws {
        var label: UILabel!
        var wide: UILabel!
        let controller = BlockViewController { controller in
            label = UILabel()
            label.text = "Hello"
            label.translatesAutoresizingMaskIntoConstraints = false
            wide = UILabel()
            wide.text = "World, wide"
            wide.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(label)
            controller.view.addSubview(wide)
            let margins = controller.view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                label.topAnchor.constraint(equalTo: margins.topAnchor),
                wide.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
                wide.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                wide.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
            ])
            wide.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        }
        let harness = try launchConstraints(controller)
        let size = label.intrinsicContentSize
        #expect(label.frame.size == size)
        // iPhone 15 Pro is wider than 375 pt: 20 pt system margins (reference §11.2, §15), below the safe area's top.
        #expect(controller.systemMinimumLayoutMargins.leading == 20)
        #expect(label.frame.origin == CGPoint(x: 20, y: 59))
        #expect(wide.frame.minX == label.frame.maxX + 8)
        #expect(wide.frame.maxX == harness.device.screen.bounds.width - 20)
        #expect(wide.frame.minY == label.frame.minY)
        // A longer text grows the label and pushes its neighbour along.
        label.text = "Hello there"
        try harness.settle()
        #expect(label.frame.width == label.intrinsicContentSize.width)
        #expect(wide.frame.minX == label.frame.maxX + 8)
    }

    @Test func anUnsatisfiableConstraintIsBrokenNotFatal() throws {
        var box: UIView!
        let controller = BlockViewController { controller in
            box = constrainedView(in: controller.view)
            NSLayoutConstraint.activate([
                box.widthAnchor.constraint(equalToConstant: 100),
                box.widthAnchor.constraint(equalToConstant: 200),
                box.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        _ = try launchConstraints(controller)
        #expect(box.frame.width == 100)
        #expect(box.frame.height == 50)
    }

    @Test func deactivatingAndRemovingViewsTakesTheirConstraintsOut() throws {
        var a: UIView!
        var b: UIView!
        let controller = BlockViewController { controller in
            a = constrainedView(in: controller.view)
            b = constrainedView(in: controller.view)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
                a.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 10),
                a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 40),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
                b.topAnchor.constraint(equalTo: a.topAnchor),
                b.widthAnchor.constraint(equalToConstant: 40), b.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        let harness = try launchConstraints(controller)
        #expect(b.frame == CGRect(x: 60, y: 10, width: 40, height: 40))
        // Constant sizes are installed on their view, the rest on the common ancestor (as on iOS).
        #expect(controller.view.constraints.count == 4)
        #expect(a.constraints.count == 2)
        a.removeFromSuperview()
        // The constraints between a and the others went with it; a keeps its own.
        #expect(controller.view.constraints.count == 0)
        #expect(a.constraints.count == 2)
        NSLayoutConstraint.activate([
            b.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 5),
            b.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 5),
        ])
        try harness.settle()
        #expect(b.frame == CGRect(x: 5, y: 5, width: 40, height: 40))
    }

    @Test func leadingAndTrailingFollowAForcedRightToLeftLayout() throws {
        var row: UIView!
        var first: UIView!
        var second: UIView!
        let controller = BlockViewController { controller in
            row = constrainedView(in: controller.view)
            row.semanticContentAttribute = .forceRightToLeft
            first = constrainedView(in: row, color: .systemRed)
            second = constrainedView(in: row, color: .systemGreen)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
                row.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
                row.heightAnchor.constraint(equalToConstant: 40),
                first.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 10),
                second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
                first.widthAnchor.constraint(equalToConstant: 50), second.widthAnchor.constraint(equalToConstant: 50),
                first.topAnchor.constraint(equalTo: row.topAnchor), second.topAnchor.constraint(equalTo: row.topAnchor),
                first.heightAnchor.constraint(equalTo: row.heightAnchor), second.heightAnchor.constraint(equalTo: row.heightAnchor),
            ])
        }
        let harness = try launchConstraints(controller)
        let width = harness.device.screen.bounds.width
        #expect(row.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(controller.view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(row.frame == CGRect(x: 0, y: 100, width: width, height: 40))
        #expect(first.frame == CGRect(x: width - 60, y: 0, width: 50, height: 40))
        #expect(second.frame == CGRect(x: width - 120, y: 0, width: 50, height: 40))
    }
}
