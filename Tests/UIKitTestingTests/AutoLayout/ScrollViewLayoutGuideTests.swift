import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

@Suite(.checksInvariants) @MainActor
struct ScrollViewLayoutGuideTests {
    /// A full-screen scroll view holding a vertical stack of three 300 pt rows pinned to its
    /// content guide and as wide as its frame guide, and a badge pinned to its frame guide.
    @MainActor final class Scene {
        var scrollView: UIScrollView!
        var rows: [UIView] = []
        var middleHeight: NSLayoutConstraint!
        var badge: UIView!

        func build(_ controller: UIViewController) {
            let scrollView = UIScrollView()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            scrollView.contentInsetAdjustmentBehavior = .never
            controller.view.addSubview(scrollView)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: controller.view.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            ])
            let content = scrollView.contentLayoutGuide
            var above = content.topAnchor
            for index in 0..<3 {
                let row = constrainedView(in: scrollView, color: index == 1 ? .systemRed : .systemBlue)
                let height = row.heightAnchor.constraint(equalToConstant: 300)
                if index == 1 { middleHeight = height }
                NSLayoutConstraint.activate([
                    row.topAnchor.constraint(equalTo: above), height,
                    row.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                    row.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                    row.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                ])
                above = row.bottomAnchor
                rows.append(row)
            }
            rows[2].bottomAnchor.constraint(equalTo: content.bottomAnchor).isActive = true
            badge = constrainedView(in: scrollView, color: .systemGreen)
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
                badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
                badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 40),
            ])
            self.scrollView = scrollView
        }
    }

    @Test func theGuidesAreNamedAsInUIKitAndBelongToTheScrollView() {
        let scrollView = UIScrollView()
        #expect(scrollView.contentLayoutGuide.identifier == "UIScrollView-contentLayoutGuide")
        #expect(scrollView.frameLayoutGuide.identifier == "UIScrollView-frameLayoutGuide")
        #expect(scrollView.contentLayoutGuide === scrollView.contentLayoutGuide)
        #expect(scrollView.frameLayoutGuide.owningView === scrollView)
        #expect(scrollView.layoutGuides.count == 2)
    }

    @Test func aStackPinnedToTheContentGuideSizesTheContentAndScrolls() throws {
        let scene = Scene()
        let harness = try launchConstraints(BlockViewController(scene.build), model: .iPhone15Pro)
        let scrollView = try #require(scene.scrollView)
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(scrollView.contentSize == CGSize(width: 393, height: 900))
        #expect(scene.rows.map(\.frame) == [0, 300, 600].map { CGRect(x: 0, y: $0, width: 393, height: 300) })
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 393, height: 900))
        // A finger drags the content up; it scrolls, within the 48 pt the content is taller.
        try harness.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.3, thenHoldFor: 0.1)
        try harness.settle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 48))
    }

    @Test func theContentSizeFollowsAConstantChange() throws {
        let scene = Scene()
        let harness = try launchConstraints(BlockViewController(scene.build), model: .iPhone8)
        let scrollView = try #require(scene.scrollView)
        #expect(scrollView.contentSize == CGSize(width: 375, height: 900))
        scene.middleHeight.constant = 700
        try harness.settle()
        #expect(scrollView.contentSize == CGSize(width: 375, height: 1300))
        #expect(scene.rows[2].frame.minY == 1000)
        harness.device.rotate(to: .landscapeLeft)
        try harness.settle()
        #expect(scrollView.contentSize == CGSize(width: 667, height: 1300))
    }

    @Test func aViewPinnedToTheFrameGuideStaysInPlaceOnScreenWhileTheContentScrolls() throws {
        let scene = Scene()
        let harness = try launchConstraints(BlockViewController(scene.build), model: .iPhone15Pro)
        let scrollView = try #require(scene.scrollView)
        let window = try #require(harness.keyWindow)
        #expect(scene.badge.frame == CGRect(x: 343, y: 10, width: 40, height: 40))
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        try harness.settle()
        #expect(scene.badge.frame == CGRect(x: 343, y: 40, width: 40, height: 40))
        #expect(scene.badge.convert(scene.badge.bounds, to: window) == CGRect(x: 343, y: 10, width: 40, height: 40))
        #expect(scene.rows[0].convert(scene.rows[0].bounds, to: window).minY == -30)
    }
}
