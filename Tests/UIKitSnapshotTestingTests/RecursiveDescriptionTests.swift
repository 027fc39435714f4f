import Foundation
import Testing
@preconcurrency import SnapshotTesting
import UIKit
@testable import UIKitSnapshotTesting

/// `.recursiveDescription`: the laid-out hierarchy as UIKitTesting prints it, without addresses, so references are stable.
@MainActor struct RecursiveDescriptionTests {
    @Test func aViewsHierarchyIsDescribedWithoutAddresses() {
        let text = take(makeBadge(), as: Snapshotting<UIView, String>.recursiveDescription)
        #expect(text == """
            <UIView; frame = (0 0; 40 20); layer = <CALayer>>
               | <UIView; frame = (5 5; 10 10); layer = <CALayer>>
            """)
    }

    @Test func theTextIsTheSameForEveryInstanceAndRun() {
        let first = take(makeBadge(), as: Snapshotting<UIView, String>.recursiveDescription)
        let second = take(makeBadge(), as: Snapshotting<UIView, String>.recursiveDescription)
        #expect(first == second)
        #expect(!first.contains("0x"))
    }

    @Test func theViewIsLaidOutAtTheGivenSizeBeforeItIsDescribed() {
        final class CenteringView: UIView {
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            override func layoutSubviews() { child.center = CGPoint(x: bounds.midX, y: bounds.midY) }
        }
        let view = CenteringView(frame: .zero)
        view.addSubview(view.child)
        let text = take(view, as: Snapshotting<UIView, String>.recursiveDescription(size: CGSize(width: 100, height: 50)))
        #expect(text.contains("| <UIView; frame = (45 20; 10 10); layer = <CALayer>>"))
        #expect(text.hasPrefix("<CenteringView; frame = (0 0; 100 50); layer = <CALayer>>"))
    }

    @Test func aViewControllersViewIsDescribedOnTheConfiguredDevice() {
        let text = take(SafeAreaController(), as: Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhone8))
        #expect(text == """
            <UIView; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer>>
               | <UIView; frame = (0 20; 375 10); layer = <CALayer>>
            """)
    }

    @Test func addressesAreRemovedWithTheColonBeforeThem() {
        #expect(removingAddresses("<UIView: 0x7fa3c0d0e2f0; frame = (0 0; 1 1); layer = <CALayer: 0x600003a8c0a0>>")
                == "<UIView; frame = (0 0; 1 1); layer = <CALayer>>")
    }
}
