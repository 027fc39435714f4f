import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

@MainActor private func host() throws -> (AppHarness, UIWindow) { try launchWhiteWindow() }

/// A stepper at (100, 300) in a hosted window, laid out and drawn.
@MainActor private func hostedStepper() throws -> (AppHarness, UIStepper) {
    let (harness, window) = try host()
    let stepper = UIStepper(frame: CGRect(x: 100, y: 300, width: 10, height: 10))
    window.addSubview(stepper)
    try harness.settle()
    return (harness, stepper)
}

@MainActor private func count(_ events: UIControl.Event, on control: UIControl) -> () -> Int {
    var fired = 0
    control.addAction(UIAction { _ in fired += 1 }, for: events)
    return { fired }
}

@Suite(.checksInvariants) @MainActor
struct UIControlGalleryTests {
    @Test func aSegmentedControlSelectsTheSegmentReleasedOnAndSendsValueChangedOnce() throws {
        let (harness, window) = try host()
        let control = UISegmentedControl(items: ["A", "B", "C"])
        #expect(control.numberOfSegments == 3)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.bounds.height == 32)
        control.frame = CGRect(x: 30, y: 200, width: 300, height: 32)
        window.addSubview(control)
        let changes = count(.valueChanged, on: control)
        harness.tap(at: CGPoint(x: 250, y: 216))
        try harness.settle()
        #expect(control.selectedSegmentIndex == 2)
        #expect(changes() == 1)
        harness.advance(by: 1)
        harness.tap(at: CGPoint(x: 300, y: 216))
        try harness.settle()
        #expect(changes() == 1)
        // Down on A, released on B: B.
        try harness.drag(from: CGPoint(x: 60, y: 216), to: CGPoint(x: 170, y: 216), duration: 0.2, thenHoldFor: 0.05)
        try harness.settle()
        #expect(control.selectedSegmentIndex == 1)
        control.setEnabled(false, forSegmentAt: 0)
        harness.advance(by: 1)
        harness.tap(at: CGPoint(x: 60, y: 216))
        try harness.settle()
        #expect(control.selectedSegmentIndex == 1)
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.titleForSegment(at: 0) == "Z")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        try harness.settle()
    }

    @Test func aSliderMovesOnlyFromItsThumbAndClampsToItsRange() throws {
        let (harness, window) = try host()
        let slider = UISlider(frame: CGRect(x: 50, y: 300, width: 228, height: 31))
        slider.minimumValue = 10
        slider.maximumValue = 20
        #expect(slider.value == 10)
        slider.value = 15
        window.addSubview(slider)
        try harness.settle()
        let changes = count(.valueChanged, on: slider)
        // The track away from the thumb does nothing.
        harness.tap(at: CGPoint(x: 70, y: 315))
        try harness.settle()
        #expect(slider.value == 15)
        #expect(changes() == 0)
        // From the thumb (centre x 50 + 14 + 200 / 2 = 164), 50 pt right is a quarter of the range.
        try harness.drag(from: CGPoint(x: 164, y: 315), to: CGPoint(x: 214, y: 315), duration: 0.25, thenHoldFor: 0.05)
        try harness.settle()
        #expect(abs(slider.value - 17.5) < 0.001)
        #expect(changes() > 1)
        // Within 12.5 pt below the bounds still reaches the thumb; far right clamps.
        try harness.drag(from: CGPoint(x: 214, y: 340), to: CGPoint(x: 390, y: 340), duration: 0.25, thenHoldFor: 0.05)
        try harness.settle()
        #expect(slider.value == 20)
        #expect(slider.accessibilityTraits == .adjustable)
        slider.isContinuous = false
        let before = changes()
        try harness.drag(from: CGPoint(x: 264, y: 315), to: CGPoint(x: 164, y: 315), duration: 0.25, thenHoldFor: 0.05)
        try harness.settle()
        #expect(changes() == before + 1)
        #expect(abs(slider.value - 15) < 0.001)
    }

    @Test func aStepperStepsWithinItsRangeAndWrapsWhenAsked() throws {
        let (harness, window) = try host()
        let stepper = UIStepper(frame: CGRect(x: 100, y: 300, width: 10, height: 10))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        stepper.maximumValue = 2
        stepper.stepValue = 1
        window.addSubview(stepper)
        try harness.settle()
        let changes = count(.valueChanged, on: stepper)
        let plus = CGPoint(x: 170, y: 316), minus = CGPoint(x: 120, y: 316)
        for _ in 0..<3 {
            harness.tap(at: plus)
            harness.advance(by: 0.5)
        }
        #expect(stepper.value == 2)
        #expect(changes() == 2)
        stepper.wraps = true
        harness.tap(at: plus)
        harness.advance(by: 0.5)
        #expect(stepper.value == 0)
        harness.tap(at: minus)
        try harness.settle()
        #expect(stepper.value == 2)
        #expect(changes() == 4)
    }

    @Test func aStepperStepsOnTouchDownAndRepeatsFasterWhileHeld() throws {
        let (harness, stepper) = try hostedStepper()
        #expect(stepper.autorepeat && stepper.isContinuous)
        let changes = count(.valueChanged, on: stepper)
        let plus = CGPoint(x: 170, y: 316)
        let device = harness.device
        device.touchDown(at: plus)
        device.runFrame()
        // The value moves as the finger lands, as on iOS, not when it lifts.
        #expect(stepper.value == 1 && changes() == 1)
        harness.advance(by: 0.45)
        #expect(stepper.value == 1)
        // From half a second on it repeats ten times a second.
        harness.advance(by: 0.1)
        #expect(stepper.value == 2)
        harness.advance(by: 0.5)
        #expect(stepper.value == 7 && changes() == 7)
        // Leaving the half stops the repeat; coming back does not restart it.
        device.touchMove(to: CGPoint(x: 170, y: 420))
        device.runFrame()
        harness.advance(by: 0.5)
        #expect(stepper.value == 7)
        device.touchUp()
        device.runFrame()
        try harness.settle()
        #expect(stepper.value == 7 && changes() == 7)
    }

    @Test func aStepperThatIsNotContinuousReportsOnceWhenReleasedAndOneWithoutAutorepeatStepsOnce() throws {
        let (harness, stepper) = try hostedStepper()
        let changes = count(.valueChanged, on: stepper)
        stepper.isContinuous = false
        let device = harness.device
        device.touchDown(at: CGPoint(x: 170, y: 316))
        device.runFrame()
        harness.advance(by: 0.75)
        #expect(stepper.value == 4 && changes() == 0)
        device.touchUp()
        device.runFrame()
        try harness.settle()
        #expect(stepper.value == 4 && changes() == 1)
        stepper.isContinuous = true
        stepper.autorepeat = false
        device.touchDown(at: CGPoint(x: 120, y: 316))
        device.runFrame()
        harness.advance(by: 1.5)
        device.touchUp()
        device.runFrame()
        try harness.settle()
        #expect(stepper.value == 3 && changes() == 2)
    }

    @Test func aStepperHeldForSecondsRepeatsTwiceAsFastAfterTwoSecondsOfRepeating() throws {
        let (harness, stepper) = try hostedStepper()
        let device = harness.device
        device.touchDown(at: CGPoint(x: 170, y: 316))
        device.runFrame()
        harness.advance(by: 2.52)
        // 1 on touch-down and 21 repeats 0.1 s apart from 0.5 s to 2.5 s.
        #expect(stepper.value == 22)
        harness.advance(by: 0.5)
        // Then 20 a second.
        #expect(stepper.value == 32)
        device.touchUp()
        device.runFrame()
        try harness.settle()
        #expect(stepper.value == 32)
    }

    @Test func aStepperRangeSetBackwardsCollapsesToTheNewEnd() throws {
        let (harness, window) = try host()
        let stepper = UIStepper()
        window.addSubview(stepper)
        stepper.minimumValue = 200
        #expect(stepper.maximumValue == 200 && stepper.value == 200)
        stepper.maximumValue = 100
        #expect(stepper.minimumValue == 100 && stepper.maximumValue == 100 && stepper.value == 100)
        try harness.settle()
    }

    @Test func aPageControlStepsTowardTheSideTapped() throws {
        let (harness, window) = try host()
        let pages = UIPageControl()
        pages.numberOfPages = 4
        #expect(pages.size(forNumberOfPages: 4).width == 64)
        pages.frame = CGRect(x: 100, y: 400, width: 200, height: 26)
        window.addSubview(pages)
        try harness.settle()
        let changes = count(.valueChanged, on: pages)
        harness.tap(at: CGPoint(x: 280, y: 413))
        harness.advance(by: 0.5)
        harness.tap(at: CGPoint(x: 280, y: 413))
        harness.advance(by: 0.5)
        #expect(pages.currentPage == 2)
        harness.tap(at: CGPoint(x: 110, y: 413))
        try harness.settle()
        #expect(pages.currentPage == 1)
        #expect(changes() == 3)
        pages.numberOfPages = 1
        #expect(pages.currentPage == 0)
        try harness.settle()
    }

    @Test func aSpinnerStepsOnTheDeviceClockAndHidesWhenStopped() throws {
        let (harness, window) = try host()
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.bounds.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(spinner.isHidden)
        spinner.center = CGPoint(x: 200, y: 300)
        window.addSubview(spinner)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        try harness.settle()
        let first = try #require(harness.screenshot().cropping(to: CGRect(x: 543, y: 843, width: 114, height: 114)))
        let step = spinner.leadingSpoke
        harness.advance(by: 0.125)
        #expect(spinner.leadingSpoke == (step + 1) % 8)
        let second = try #require(harness.screenshot().cropping(to: CGRect(x: 543, y: 843, width: 114, height: 114)))
        #expect(first.premultipliedRGBA != second.premultipliedRGBA)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        harness.advance(by: 0.5)
        #expect(spinner.leadingSpoke == (step + 1) % 8)
    }
}
