import Foundation
import Testing
@preconcurrency import SnapshotTesting
import UIKit
import SpringBoard
import QuartzCore
@_spi(QuartzCore) @_spi(UIKitTesting) @_spi(Testing) import CoreGraphics
import UIKitSnapshotTesting

/// A view's `.image`: the view alone, drawn through the device pipeline at the iPhone 15 Pro's 3×, over transparent black.
@MainActor struct ViewImageTests {
    @Test func aViewIsDrawnAtThreeTimesItsSizeWithItsSubviews() {
        let image = take(makeBadge(), as: Snapshotting<UIView, CGImage>.image)
        #expect((image.width, image.height) == (120, 60))
        #expect(pixel(image, 1, 1) == blue)
        #expect(pixel(image, 15 + 1, 15 + 1) == red)
        #expect(pixel(image, 45 - 1, 45 - 1) == red)
        #expect(pixel(image, 45, 45) == blue)
    }

    @Test func whatTheViewLeavesUncoveredIsTransparent() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        square.backgroundColor = .red
        view.addSubview(square)
        let image = take(view, as: Snapshotting<UIView, CGImage>.image)
        #expect(pixel(image, 1, 1) == red)
        #expect(pixel(image, 45, 15) == transparent)
    }

    @Test func sizeOverridesTheFrameAndTheViewGetsItsFrameAndSuperviewBack() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = UIView(), badge = makeBadge(), last = UIView()
        badge.frame.origin = CGPoint(x: 7, y: 9)
        container.addSubview(first)
        container.addSubview(badge)
        container.addSubview(last)
        let image = take(badge, as: Snapshotting<UIView, CGImage>.image(size: CGSize(width: 10, height: 5)))
        #expect((image.width, image.height) == (30, 15))
        #expect(badge.superview === container)
        #expect(container.subviews.map { ObjectIdentifier($0) } == [first, badge, last].map { ObjectIdentifier($0) })
        #expect(badge.frame == CGRect(x: 7, y: 9, width: 40, height: 20))
    }

    @Test func aViewWithoutSizeIsSizedToFitFirst() {
        let label = UILabel()
        label.text = "Hello"
        let image = take(label, as: Snapshotting<UIView, CGImage>.image)
        label.sizeToFit()
        #expect(image.width == Int((label.bounds.width * 3).rounded(.up)))
        #expect(image.height == Int((label.bounds.height * 3).rounded(.up)))
        #expect(image.width > 0)
    }

    @Test func aLoneViewHasNoSafeArea() {
        final class InsetsRecordingView: UIView {
            var insets: UIEdgeInsets?
            override func layoutSubviews() { insets = safeAreaInsets }
        }
        let view = InsetsRecordingView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        _ = take(view, as: Snapshotting<UIView, CGImage>.image)
        #expect(view.insets == .zero)
    }

    @Test func animationsFinishBeforeTheViewIsDrawn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        final class AnimatingView: UIView {
            override func didMoveToWindow() {
                guard window != nil else { return }
                UIView.animate(withDuration: 0.5) { self.backgroundColor = .blue }
            }
        }
        let animated = AnimatingView(frame: view.bounds)
        animated.backgroundColor = .red
        view.addSubview(animated)
        let image = take(view, as: Snapshotting<UIView, CGImage>.image)
        #expect(pixel(image, 15, 15) == blue)
    }

    @Test func contentThatAnimatesForeverIsDrawnTheSameOnEveryRun() {
        /// A red square that pulses from the moment it is on screen, as an activity indicator does.
        final class PulsingView: UIView {
            override func didMoveToWindow() {
                guard window != nil else { return }
                let pulse = CABasicAnimation(keyPath: "opacity")
                pulse.fromValue = Float(1)
                pulse.toValue = Float(0)
                pulse.duration = 0.7
                pulse.repeatCount = .infinity
                layer.add(pulse, forKey: "pulse")
            }
        }
        func makeSpinner() -> UIView {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let pulsing = PulsingView(frame: view.bounds)
            pulsing.backgroundColor = .red
            view.addSubview(pulsing)
            return view
        }
        let first = take(makeSpinner(), as: Snapshotting<UIView, CGImage>.image)
        let second = take(makeSpinner(), as: Snapshotting<UIView, CGImage>.image)
        #expect(first.premultipliedRGBA == second.premultipliedRGBA)
        // The device gives up waiting after ten seconds, part way through a pulse.
        #expect(pixel(first, 15, 15)[3] < 255)
        #expect(pixel(first, 15, 15)[3] > 0)
    }

    @Test func aScreenshotIsAnImageStrategyValueToo() throws {
        let directory = try SnapshotDirectory()
        let image = take(makeBadge(), as: Snapshotting<UIView, CGImage>.image)
        #expect(verifySnapshot(of: image, as: .image, named: "1", record: .missing,
                               snapshotDirectory: directory.path, testName: "screenshot") != nil)
        #expect(verifySnapshot(of: image, as: .image, named: "1", record: .never,
                               snapshotDirectory: directory.path, testName: "screenshot") == nil)
    }
}
