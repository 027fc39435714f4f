import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A view with a settable intrinsic size, like a label or an image view.
final class IntrinsicView: UIView {
    var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
        backgroundColor = .systemOrange
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// Three views of intrinsic sizes 40×20, 60×30 and 80×40.
@MainActor func threeViews() -> [IntrinsicView] {
    [IntrinsicView(40, 20), IntrinsicView(60, 30), IntrinsicView(80, 40)]
}

/// Launches a controller whose view holds `stack` at (20, 100) from the top-left of the safe
/// area, `width` and `height` wide and high when given (else following its views), settled.
@MainActor func launchStack(_ stack: UIStackView, width: CGFloat? = nil, height: CGFloat? = nil,
                            model: DeviceModel = .iPhone15Pro) throws -> (AppHarness, UIViewController) {
    let controller = BlockViewController { controller in
        stack.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(stack)
        let guide = controller.view.safeAreaLayoutGuide
        var constraints = [
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: guide.topAnchor, constant: 100),
        ]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(stack.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
    }
    return (try launchConstraints(controller, model: model), controller)
}

/// Whether two lists hold the same views in the same order.
func same(_ a: [UIView], _ b: [UIView]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 === $1 }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

@Suite(.checksInvariants) @MainActor
struct UIStackViewTests {
    @Test func aNewStackViewHasUIKitsDefaults() {
        let stack = UIStackView()
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(!stack.isBaselineRelativeArrangement)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(UIStackView.Alignment.top == .leading)
        #expect(UIStackView.Alignment.bottom == .trailing)
        let views = threeViews()
        let filled = UIStackView(arrangedSubviews: views)
        #expect(same(filled.arrangedSubviews, views))
        #expect(same(filled.subviews, views))
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(filled.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
    }

    // MARK: Distributions

    @Test func fillGivesTheExtraLengthToTheViewThatHugsLeast() throws {
        for model in [DeviceModel.iPhone15Pro, .iPhone8] {
            let views = threeViews()
            views[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            let stack = UIStackView(arrangedSubviews: views)
            stack.spacing = 10
            let (_, controller) = try launchStack(stack, width: 300, height: 100, model: model)
            let top: CGFloat = model == .iPhone8 ? 20 : 59
            #expect(stack.frame == rect(20, top + 100, 300, 100))
            #expect(views.map(\.frame) == [rect(0, 0, 40, 100), rect(50, 0, 160, 100), rect(220, 0, 80, 100)])
            #expect(stack.superview === controller.view)
        }
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() throws {
        let views = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 10
        _ = try launchStack(stack, width: 320, height: 50)
        #expect(views.map(\.frame) == [rect(0, 0, 100, 50), rect(110, 0, 100, 50), rect(220, 0, 100, 50)])
        #expect(stack.constraints.filter { $0.identifier == "UISV-fill-equally" }.count == 2)
    }

    @Test func fillProportionallyFollowsTheIntrinsicLengths() throws {
        let views = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        let (harness, _) = try launchStack(stack, width: 360, height: 50)
        // 40 : 60 : 80 of 360.
        #expect(views.map(\.frame) == [rect(0, 0, 80, 50), rect(80, 0, 120, 50), rect(200, 0, 160, 50)])
        // A new intrinsic length makes new proportions: 40 : 60 : 20 of 360.
        views[2].size.width = 20
        try harness.settle()
        #expect(views.map(\.frame) == [rect(0, 0, 120, 50), rect(120, 0, 180, 50), rect(300, 0, 60, 50)])
    }

    @Test func fillProportionallyCountsTheSpacingAndTheLastViewTakesTheRest() throws {
        // As on iOS: the proportions are of (40 + 60 + 80 + 2 × 10) = 200, times 300, so the
        // first two views get 60 and 90, and the last, whose proportion has the lowest
        // priority, takes the 130 the spacing leaves.
        let views = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        stack.spacing = 10
        _ = try launchStack(stack, width: 300, height: 50)
        #expect(views.map(\.frame) == [rect(0, 0, 60, 50), rect(70, 0, 90, 50), rect(170, 0, 130, 50)])
    }

    @Test func equalSpacingKeepsIntrinsicLengthsAndSharesTheRestBetweenTheGaps() throws {
        let views = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        let (harness, _) = try launchStack(stack, width: 300, height: 50)
        #expect(views.map(\.frame) == [rect(0, 0, 40, 50), rect(100, 0, 60, 50), rect(220, 0, 80, 50)])
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 2)
        // The spacing is the least gap: a stack not given a width is as narrow as that allows.
        stack.constraints.first { $0.firstAttribute == .width && $0.identifier == nil }?.isActive = false
        try harness.settle()
        #expect(stack.frame.width == 200)
        #expect(views.map(\.frame.minX) == [0, 50, 120])
    }

    @Test func equalCenteringSpacesTheCentresEqually() throws {
        let views = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        stack.spacing = 10
        _ = try launchStack(stack, width: 300, height: 50)
        // Centres at 20, 140 and 260.
        #expect(views.map(\.frame) == [rect(0, 0, 40, 50), rect(110, 0, 60, 50), rect(220, 0, 80, 50)])
        #expect(views.map(\.center.x) == [20, 140, 260])
    }

    // MARK: Alignments

    @Test(arguments: [
        (UIStackView.Alignment.fill, [rect(0, 0, 40, 100), rect(50, 0, 60, 100), rect(120, 0, 80, 100)]),
        (.top, [rect(0, 0, 40, 20), rect(50, 0, 60, 30), rect(120, 0, 80, 40)]),
        (.center, [rect(0, 40, 40, 20), rect(50, 35, 60, 30), rect(120, 30, 80, 40)]),
        (.bottom, [rect(0, 80, 40, 20), rect(50, 70, 60, 30), rect(120, 60, 80, 40)]),
    ])
    func eachAlignmentPlacesTheViewsAcrossAHorizontalStack(alignment: UIStackView.Alignment, frames: [CGRect]) throws {
        let views = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.alignment = alignment
        stack.spacing = 10
        _ = try launchStack(stack, height: 100)
        // The stack's width follows its views: 40 + 60 + 80 and two gaps of 10.
        #expect(stack.frame.size == CGSize(width: 200, height: 100))
        #expect(views.map(\.frame) == frames)
    }

    @Test(arguments: [
        (UIStackView.Alignment.fill, [rect(0, 0, 80, 20), rect(0, 25, 80, 30), rect(0, 60, 80, 40)]),
        (.leading, [rect(0, 0, 40, 20), rect(0, 25, 60, 30), rect(0, 60, 80, 40)]),
        (.center, [rect(20, 0, 40, 20), rect(10, 25, 60, 30), rect(0, 60, 80, 40)]),
        (.trailing, [rect(40, 0, 40, 20), rect(20, 25, 60, 30), rect(0, 60, 80, 40)]),
    ])
    func eachAlignmentPlacesTheViewsAcrossAVerticalStackThatFitsThem(alignment: UIStackView.Alignment, frames: [CGRect]) throws {
        let views = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.alignment = alignment
        stack.spacing = 5
        _ = try launchStack(stack)
        // Fitting: as wide as the widest view, as high as the views and the two gaps.
        #expect(stack.frame.size == CGSize(width: 80, height: 100))
        #expect(views.map(\.frame) == frames)
    }

    @Test func baselineAlignmentsLineUpTheViewsBaselines() throws {
        // Views without text have their baselines at their bottoms.
        for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
            let views = threeViews()
            let stack = UIStackView(arrangedSubviews: views)
            stack.alignment = alignment
            _ = try launchStack(stack)
            #expect(stack.frame.size == CGSize(width: 180, height: 40))
            #expect(views.map(\.frame) == [rect(0, 20, 40, 20), rect(40, 10, 60, 30), rect(100, 0, 80, 40)])
        }
    }

    @Test func baselineRelativeArrangementSpacesAVerticalStackFromBaselineToBaseline() throws {
        let views = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 30
        stack.isBaselineRelativeArrangement = true
        _ = try launchStack(stack)
        // Baselines at the bottoms: each view's bottom is 30 below the previous one's.
        #expect(views.map(\.frame.maxY) == [20, 50, 80])
        #expect(stack.frame.height == 80)
    }

    // MARK: Spacing and margins

    @Test func customSpacingReplacesTheSpacingAfterOneView() throws {
        let views = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.setCustomSpacing(20, after: views[0])
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        let (harness, _) = try launchStack(stack, height: 50)
        #expect(stack.customSpacing(after: views[0]) == 20)
        #expect(stack.customSpacing(after: views[2]) == UIStackView.spacingUseDefault)
        // 20 after the first, the system's 8 after the second.
        #expect(views.map(\.frame.minX) == [0, 60, 128])
        #expect(stack.frame.width == 208)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
        try harness.settle()
        #expect(views.map(\.frame.minX) == [0, 50, 118])
    }

    @Test func marginsRelativeArrangementInsetsTheViewsByTheMargins() throws {
        let views = Array(threeViews().prefix(2))
        let stack = UIStackView(arrangedSubviews: views)
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        stack.isLayoutMarginsRelativeArrangement = true
        let (harness, _) = try launchStack(stack)
        #expect(views.map(\.frame) == [rect(20, 10, 40, 30), rect(60, 10, 60, 30)])
        #expect(stack.frame.size == CGSize(width: 140, height: 50))
        stack.isLayoutMarginsRelativeArrangement = false
        try harness.settle()
        #expect(views.map(\.frame) == [rect(0, 0, 40, 30), rect(40, 0, 60, 30)])
        #expect(stack.frame.size == CGSize(width: 100, height: 30))
    }

    // MARK: Hiding

    @Test func aHiddenViewCollapsesWithItsSpacingAndComesBack() throws {
        let views = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 10
        let (harness, _) = try launchStack(stack, width: 100)
        #expect(views.map(\.frame) == [rect(0, 0, 100, 20), rect(0, 30, 100, 30), rect(0, 70, 100, 40)])
        #expect(stack.frame.height == 110)

        views[1].isHidden = true
        try harness.settle()
        #expect(views[1].layer.isHidden)
        #expect(views[0].frame == rect(0, 0, 100, 20))
        #expect(views[2].frame == rect(0, 30, 100, 40))
        // Collapsed in the middle of the gap it left.
        #expect(views[1].frame == rect(0, 25, 100, 0))
        #expect(stack.frame.height == 70)
        // The zero height is installed on the view itself, its place in the gap on the stack.
        #expect(views[1].constraints.contains { $0.identifier == "UISV-hiding" && $0.firstAttribute == .height && $0.constant == 0 })
        #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" && $0.firstItem === views[1] && $0.constant == 5 })

        views[0].isHidden = true
        try harness.settle()
        #expect(views[2].frame == rect(0, 0, 100, 40))
        #expect(stack.frame.height == 40)

        views[0].isHidden = false
        views[1].isHidden = false
        try harness.settle()
        #expect(views.map(\.frame) == [rect(0, 0, 100, 20), rect(0, 30, 100, 30), rect(0, 70, 100, 40)])
        #expect((stack.constraints + views.flatMap(\.constraints)).allSatisfy { $0.identifier != "UISV-hiding" })
    }

    @Test func hidingTheLastViewDropsTheSpacingBeforeIt() throws {
        let views = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        let (harness, _) = try launchStack(stack, height: 40)
        views[2].isHidden = true
        try harness.settle()
        #expect(stack.frame.width == 110)
        #expect(views[2].frame == rect(110, 0, 0, 40))
    }

    @Test func hidingInsideAnAnimationCollapsesTheViewOnScreenThenHidesIt() throws {
        let views = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 10
        let (harness, controller) = try launchStack(stack, width: 100)
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            views[1].isHidden = true
            controller.view.layoutIfNeeded()
        } completion: { finished = $0 }
        // Hidden for the app at once, on screen while it collapses.
        #expect(views[1].isHidden)
        #expect(!views[1].layer.isHidden)
        #expect(views[2].frame.minY == 30)
        harness.advance(by: 0.5)
        let middle = try #require(views[1].layer.presentation()).frame
        let last = try #require(views[2].layer.presentation()).frame
        // Halfway: the hidden view from (30, 30 high) to (25, 0 high), the last from 70 to 30.
        #expect(abs(middle.minY - 27.5) < 0.5)
        #expect(abs(middle.height - 15) < 0.5)
        #expect(abs(last.minY - 50) < 0.5)
        try harness.settle()
        #expect(views[1].layer.isHidden)
        #expect(finished == true)
        #expect(views[2].layer.presentation()?.frame.minY == 30)

        // Shown inside an animation, it is on screen at once and grows back.
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            views[1].isHidden = false
            controller.view.layoutIfNeeded()
        }
        #expect(!views[1].layer.isHidden)
        harness.advance(by: 0.5)
        #expect(abs((views[2].layer.presentation()?.frame.minY ?? 0) - 50) < 0.5)
        try harness.settle()
        #expect(views[2].frame.minY == 70)
    }

    @Test func hidingAViewThatIsNotArrangedHidesItAtOnceInsideAnAnimation() throws {
        let stack = UIStackView(arrangedSubviews: threeViews())
        let loose = UIView(frame: rect(0, 0, 10, 10))
        stack.addSubview(loose)
        let (harness, _) = try launchStack(stack)
        UIView.animate(withDuration: 1) { loose.isHidden = true }
        #expect(loose.layer.isHidden)
        try harness.settle()
    }

    // MARK: Changing the arranged subviews

    @Test func insertingAndRemovingArrangedSubviewsRearrangesTheRest() throws {
        let views = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        let (harness, _) = try launchStack(stack, height: 40)
        let inserted = IntrinsicView(30, 10)
        stack.insertArrangedSubview(inserted, at: 1)
        try harness.settle()
        #expect(same(stack.arrangedSubviews, [views[0], inserted, views[1], views[2]]))
        #expect(!inserted.translatesAutoresizingMaskIntoConstraints)
        #expect([views[0], inserted, views[1], views[2]].map(\.frame.minX) == [0, 50, 90, 160])

        // Removed from the arrangement, a view stays a subview, and no stack constraint holds it.
        stack.removeArrangedSubview(views[1])
        try harness.settle()
        #expect(views[1].superview === stack)
        #expect(!stack.arrangedSubviews.contains { $0 === views[1] })
        #expect(stack.constraints.allSatisfy { $0.firstItem !== views[1] && $0.secondItem !== views[1] })
        #expect(views[2].frame.minX == 90)

        // Removed from the stack view, it leaves the arrangement too.
        views[0].removeFromSuperview()
        try harness.settle()
        #expect(same(stack.arrangedSubviews, [inserted, views[2]]))
        #expect([inserted, views[2]].map(\.frame.minX) == [0, 40])
        #expect(stack.frame.width == 120)

        // Adding a view that is already arranged moves it to the end.
        stack.addArrangedSubview(inserted)
        try harness.settle()
        #expect(same(stack.arrangedSubviews, [views[2], inserted]))
        #expect([views[2], inserted].map(\.frame.minX) == [0, 90])
    }

    @Test func theArrangementsConstraintsCarryUIKitsNames() throws {
        let views = threeViews()
        let stack = UIStackView(arrangedSubviews: views)
        stack.alignment = .center
        stack.spacing = 10
        _ = try launchStack(stack)
        let names = Set((stack.constraints + views.flatMap(\.constraints)).compactMap(\.identifier))
        #expect(names == ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-spanning-boundary",
                          "UISV-spanning-fit", "UISV-ambiguity-suppression"])
        let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
        #expect(spacing.count == 2 && spacing.allSatisfy { $0.constant == 10 })
        #expect(stack.layoutGuides.contains { $0.identifier == "UISV-alignment-spanner" })
        #expect(spacing[0].description.contains("'UISV-spacing'"))
    }

    // MARK: Nesting

    @Test func nestedStacksLayOutARowOfEqualColumnsUnderATitle() throws {
        for (model, width, top) in [(DeviceModel.iPhone15Pro, CGFloat(393), CGFloat(59)), (.iPhone8, 375, 20)] {
            let title = IntrinsicView(120, 30)
            let columns = [IntrinsicView(10, 44), IntrinsicView(20, 44), IntrinsicView(30, 44)]
            let row = UIStackView(arrangedSubviews: columns)
            row.distribution = .fillEqually
            row.spacing = 10
            let outer = UIStackView(arrangedSubviews: [title, row])
            outer.axis = .vertical
            outer.spacing = 8
            var controller: UIViewController!
            let built = BlockViewController { built in
                controller = built
                outer.translatesAutoresizingMaskIntoConstraints = false
                built.view.addSubview(outer)
                let guide = built.view.safeAreaLayoutGuide
                NSLayoutConstraint.activate([
                    outer.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
                    outer.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
                    outer.topAnchor.constraint(equalTo: guide.topAnchor),
                ])
            }
            _ = try launchConstraints(built, model: model)
            let inner = width - 40
            let column = (inner - 20) / 3
            #expect(outer.frame == rect(20, top, inner, 82))
            #expect(title.frame == rect(0, 0, inner, 30))
            #expect(row.frame == rect(0, 38, inner, 44))
            #expect(columns.map(\.frame) == [rect(0, 0, column, 44), rect(column + 10, 0, column, 44),
                                             rect(2 * column + 20, 0, column, 44)])
            #expect(same(controller.view.subviews, [outer]))
        }
    }
}
