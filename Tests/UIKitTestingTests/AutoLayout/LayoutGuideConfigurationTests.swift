import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A controller that pins one view to each of its root view's guides and counts margin changes.
final class GuideProbeController: UIViewController {
    var safeBox: UIView!
    var marginBox: UIView!
    var readableBox: UIView!
    var viewMarginChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        safeBox = pinned(to: view.safeAreaLayoutGuide)
        marginBox = pinned(to: view.layoutMarginsGuide)
        readableBox = pinned(to: view.readableContentGuide)
    }

    private func pinned(to guide: UILayoutGuide) -> UIView {
        let box = constrainedView(in: view)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: guide.leadingAnchor), box.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            box.topAnchor.constraint(equalTo: guide.topAnchor), box.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        return box
    }

    override func viewLayoutMarginsDidChange() {
        super.viewLayoutMarginsDidChange()
        viewMarginChanges += 1
    }
}

/// A view that counts `layoutMarginsDidChange()`.
final class MarginCountingView: UIView {
    var changes = 0
    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        changes += 1
    }
}

@Suite(.checksInvariants) @MainActor
struct LayoutGuideConfigurationTests {
    /// Safe area, margins and readable frames of the root view (reference §10, §15: 59/34 pt and
    /// 59/21 pt on iPhone 15 Pro, the 20 pt status bar on iPhone 8 hidden in landscape; side
    /// margins 20 pt on screens wider than 375 pt, 16 pt on others; readable width capped at 672).
    @Test(arguments: [
        (DeviceModel.iPhone15Pro, false, CGRect(x: 0, y: 59, width: 393, height: 759), CGRect(x: 20, y: 59, width: 353, height: 759), CGFloat(353)),
        (DeviceModel.iPhone15Pro, true, CGRect(x: 59, y: 0, width: 734, height: 372), CGRect(x: 59, y: 0, width: 734, height: 372), CGFloat(672)),
        (DeviceModel.iPhone8, false, CGRect(x: 0, y: 20, width: 375, height: 647), CGRect(x: 16, y: 20, width: 343, height: 647), CGFloat(343)),
        (DeviceModel.iPhone8, true, CGRect(x: 0, y: 0, width: 667, height: 375), CGRect(x: 16, y: 0, width: 635, height: 375), CGFloat(635)),
    ])
    func theRootViewsGuidesFollowTheModelAndTheOrientation(model: DeviceModel, landscape: Bool, safe: CGRect,
                                                           margins: CGRect, readableWidth: CGFloat) throws {
        let controller = GuideProbeController()
        let harness = try launchConstraints(controller, model: model)
        if landscape {
            harness.device.rotate(to: .landscapeLeft)
            try harness.settle()
        }
        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == safe)
        #expect(controller.safeBox.frame == safe)
        #expect(controller.view.layoutMarginsGuide.layoutFrame == margins)
        #expect(controller.marginBox.frame == margins)
        let readable = controller.readableBox.frame
        #expect(readable.width == readableWidth)
        #expect(readable.midX == margins.midX)
        #expect(readable.minY == margins.minY && readable.height == margins.height)
    }

    @Test func rotatingBackAndForthMovesTheConstrainedFramesAndTellsTheControllerOfItsMargins() throws {
        let controller = GuideProbeController()
        let harness = try launchConstraints(controller, model: .iPhone15Pro)
        let changesBefore = controller.viewMarginChanges
        harness.device.rotate(to: .landscapeLeft)
        try harness.settle()
        #expect(controller.safeBox.frame == CGRect(x: 59, y: 0, width: 734, height: 372))
        #expect(controller.viewMarginChanges > changesBefore)
        harness.device.rotate(to: .portrait)
        try harness.settle()
        #expect(controller.safeBox.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(controller.marginBox.frame == CGRect(x: 20, y: 59, width: 353, height: 759))
        #expect(controller.readableBox.frame == CGRect(x: 20, y: 59, width: 353, height: 759))
    }

    @Test func theInCallBarMovesTheRootViewAndTheSafeAreaKeepsItsContentBelowTheBar() throws {
        let controller = GuideProbeController()
        let harness = try launchConstraints(controller, model: .iPhone8)
        let window = try #require(harness.keyWindow)
        harness.device.isInCallStatusBarShown = true
        try harness.settle()
        // The 40 pt bar pushes the root view down by 20; 20 pt of it still lie under the bar.
        #expect(controller.view.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
        #expect(controller.safeBox.frame == CGRect(x: 0, y: 20, width: 375, height: 627))
        #expect(controller.safeBox.convert(controller.safeBox.bounds, to: window).minY == 40)
        #expect(controller.marginBox.frame == CGRect(x: 16, y: 20, width: 343, height: 627))
        harness.device.isInCallStatusBarShown = false
        try harness.settle()
        #expect(controller.safeBox.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
    }

    /// Navigation bar 44 pt and toolbar 44 pt in portrait (reference §8), above the home indicator on iPhone 15 Pro.
    @Test(arguments: [
        (DeviceModel.iPhone15Pro, CGRect(x: 0, y: 103, width: 393, height: 671), CGRect(x: 20, y: 103, width: 353, height: 671)),
        (DeviceModel.iPhone8, CGRect(x: 0, y: 64, width: 375, height: 559), CGRect(x: 16, y: 64, width: 343, height: 559)),
    ])
    func underANavigationBarAndAToolbarTheGuidesLeaveBothBarsOut(model: DeviceModel, safe: CGRect, margins: CGRect) throws {
        let content = GuideProbeController()
        let navigation = UINavigationController(rootViewController: content)
        navigation.isToolbarHidden = false
        _ = try launchConstraints(navigation, model: model)
        #expect(content.view.frame.size == UIScreen.main.bounds.size)
        #expect(content.safeBox.frame == safe)
        #expect(content.marginBox.frame == margins)
    }

    @Test func additionalSafeAreaInsetsShrinkTheGuidesAndTheFramesFollow() throws {
        let controller = GuideProbeController()
        let harness = try launchConstraints(controller, model: .iPhone15Pro)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 30, bottom: 6, right: 4)
        try harness.settle()
        #expect(controller.safeBox.frame == CGRect(x: 30, y: 69, width: 359, height: 743))
        // Margins stay inside the safe area: the left one grows to 30, the right one keeps 20.
        #expect(controller.marginBox.frame == CGRect(x: 30, y: 69, width: 343, height: 743))
        controller.additionalSafeAreaInsets = .zero
        try harness.settle()
        #expect(controller.safeBox.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    }

    @Test func plainViewMarginsAreEightPointsAndFollowWhatIsSet() throws {
        var plain: MarginCountingView!
        var inner: UIView!
        var nested: MarginCountingView!
        var deep: UIView!
        let controller = BlockViewController { controller in
            plain = MarginCountingView()
            plain.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(plain)
            inner = constrainedView(in: plain)
            nested = MarginCountingView()
            nested.translatesAutoresizingMaskIntoConstraints = false
            plain.addSubview(nested)
            deep = constrainedView(in: nested)
            let guide = plain.layoutMarginsGuide
            NSLayoutConstraint.activate([
                plain.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
                plain.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 50),
                plain.widthAnchor.constraint(equalToConstant: 200), plain.heightAnchor.constraint(equalToConstant: 200),
                inner.leadingAnchor.constraint(equalTo: guide.leadingAnchor), inner.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                inner.topAnchor.constraint(equalTo: guide.topAnchor), inner.heightAnchor.constraint(equalToConstant: 20),
                // The nested view sits at the plain view's edge, inside its margins' reach.
                nested.leadingAnchor.constraint(equalTo: plain.leadingAnchor), nested.topAnchor.constraint(equalTo: plain.topAnchor, constant: 100),
                nested.widthAnchor.constraint(equalToConstant: 100), nested.heightAnchor.constraint(equalToConstant: 100),
                deep.leadingAnchor.constraint(equalTo: nested.layoutMarginsGuide.leadingAnchor),
                deep.trailingAnchor.constraint(equalTo: nested.layoutMarginsGuide.trailingAnchor),
                deep.topAnchor.constraint(equalTo: nested.layoutMarginsGuide.topAnchor), deep.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        let harness = try launchConstraints(controller, model: .iPhone15Pro)
        #expect(plain.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(inner.frame == CGRect(x: 8, y: 8, width: 184, height: 20))
        #expect(deep.frame == CGRect(x: 8, y: 8, width: 84, height: 10))
        let changes = plain.changes
        plain.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 10)
        try harness.settle()
        #expect(plain.changes > changes)
        #expect(plain.layoutMargins == UIEdgeInsets(top: 4, left: 30, bottom: 4, right: 10))
        #expect(inner.frame == CGRect(x: 30, y: 4, width: 160, height: 20))
        // Preserving the superview's margins: the nested view's leading margin grows to 30.
        let nestedChanges = nested.changes
        nested.preservesSuperviewLayoutMargins = true
        try harness.settle()
        #expect(nested.changes > nestedChanges)
        #expect(deep.frame == CGRect(x: 30, y: 8, width: 62, height: 10))
        // Right to left, leading is on the right.
        plain.semanticContentAttribute = .forceRightToLeft
        plain.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 10)
        try harness.settle()
        #expect(plain.layoutMargins == UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 30))
    }

    @Test func aRootViewThatIgnoresTheSafeAreaOrTheSystemMinimumKeepsItsOwnMargins() throws {
        let controller = GuideProbeController()
        let harness = try launchConstraints(controller, model: .iPhone15Pro)
        controller.view.insetsLayoutMarginsFromSafeArea = false
        try harness.settle()
        #expect(controller.marginBox.frame == CGRect(x: 20, y: 0, width: 353, height: 852))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        try harness.settle()
        #expect(controller.marginBox.frame == CGRect(x: 5, y: 5, width: 383, height: 842))
    }
}
