import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A controller laid out against its top and bottom layout guides, as iOS 7–10 code does: a
/// header below the top guide, a footer above the bottom guide, and a band that fills the top
/// guide itself (its top, its height).
final class LayoutSupportController: UIViewController {
    var header: UIView!
    var footer: UIView!
    var band: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        header = constrainedView(in: view)
        footer = constrainedView(in: view, color: .systemRed)
        band = constrainedView(in: view, color: .systemGreen)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 40),
            footer.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor),
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.heightAnchor.constraint(equalToConstant: 30),
            band.topAnchor.constraint(equalTo: topLayoutGuide.topAnchor),
            band.heightAnchor.constraint(equalTo: topLayoutGuide.heightAnchor),
            band.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            band.widthAnchor.constraint(equalToConstant: 10),
        ])
    }
}

@Suite(.checksInvariants) @MainActor
struct LayoutSupportGuideTests {
    /// The guides' lengths are the safe area's top and bottom insets (iPhone 15 Pro: 59 pt under
    /// the status bar and sensor housing, 34 pt over the home indicator; iPhone 8: the 20 pt
    /// status bar and nothing at the bottom).
    @Test(arguments: [
        (DeviceModel.iPhone15Pro, CGFloat(59), CGFloat(34), CGFloat(852)),
        (DeviceModel.iPhone8, CGFloat(20), CGFloat(0), CGFloat(667)),
    ])
    func contentConstrainedToTheGuidesStaysClearOfTheStatusBarAndHomeIndicator(
        model: DeviceModel, top: CGFloat, bottom: CGFloat, height: CGFloat
    ) throws {
        let controller = LayoutSupportController()
        _ = try launchConstraints(controller, model: model)
        #expect(controller.topLayoutGuide.length == top)
        #expect(controller.bottomLayoutGuide.length == bottom)
        #expect(controller.header.frame == CGRect(x: 0, y: top, width: controller.view.bounds.width, height: 40))
        #expect(nearly(controller.footer.frame.maxY, height - bottom))
        #expect(controller.band.frame == CGRect(x: 0, y: 0, width: 10, height: top))
        // The guides are layout guides of the view, not subviews.
        #expect(controller.view.subviews.count == 3)
        #expect(controller.view.layoutGuides.contains { $0 === controller.topLayoutGuide })
    }

    @Test func theGuidesFollowTheSafeAreaWhenTheDeviceRotates() throws {
        let controller = LayoutSupportController()
        let harness = try launchConstraints(controller, model: .iPhone15Pro)
        harness.device.rotate(to: .landscapeLeft)
        try harness.settle()
        // Landscape: no status bar, the home indicator's 21 pt along the bottom.
        #expect(controller.topLayoutGuide.length == 0)
        #expect(controller.bottomLayoutGuide.length == 21)
        #expect(controller.header.frame.minY == 0)
        #expect(nearly(controller.footer.frame.maxY, 393 - 21))
        #expect(controller.band.frame.height == 0)
        harness.device.rotate(to: .portrait)
        try harness.settle()
        #expect(controller.topLayoutGuide.length == 59)
        #expect(controller.header.frame.minY == 59)
        #expect(nearly(controller.footer.frame.maxY, 852 - 34))
    }

    @Test func underANavigationBarAndAToolbarTheGuidesReachPastTheBars() throws {
        let controller = LayoutSupportController()
        controller.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: controller)
        navigation.isToolbarHidden = false
        let harness = try launchConstraints(navigation, model: .iPhone15Pro)
        // 59 pt of status bar and sensor housing and the 44 pt bar at the top; the 49 pt
        // toolbar and the 34 pt home indicator at the bottom.
        #expect(controller.topLayoutGuide.length == 103)
        #expect(controller.header.frame.minY == 103)
        let toolbarTop = navigation.toolbar.frame.minY
        #expect(controller.bottomLayoutGuide.length == 852 - toolbarTop)
        #expect(nearly(controller.footer.frame.maxY, toolbarTop))
        navigation.setNavigationBarHidden(true, animated: false)
        try harness.settle()
        #expect(controller.topLayoutGuide.length == 59)
        #expect(controller.header.frame.minY == 59)
    }
}
