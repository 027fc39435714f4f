import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A key window on an iPhone 8 (375 × 667) that the test fills in `build` before it is shown.
final class DiagnosticsDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let build: (UIWindow) -> Void
    init(build: @escaping (UIWindow) -> Void) { self.build = build }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        build(window)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// `text` with every address replaced by `0x…`, so formats compare exactly.
private func masked(_ text: String) -> String {
    text.replacing(/0x[0-9a-f]+/, with: "0x…")
}

private func address(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
}

@Suite(.checksInvariants) @MainActor
struct DiagnosticsTests {
    func launch(_ build: @escaping (UIWindow) -> Void) -> AppHarness {
        AppHarness(model: .iPhone8) { DiagnosticsDelegate(build: build) }
    }

    @Test func aPlainViewDescribesItsClassAddressFrameAndLayerAsIOSDoes() {
        _ = launch { _ in }
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50.5))
        #expect(view.description == "<UIView: \(address(view)); frame = (10 20; 100 50.5); layer = <CALayer: \(address(view.layer))>>")
    }

    @Test func aViewDescriptionListsEveryFlagThatDiffersFromAPlainView() {
        _ = launch { _ in }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.clipsToBounds = true
        view.isHidden = true
        view.alpha = 0.5
        view.isOpaque = false
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight, .flexibleLeftMargin, .flexibleBottomMargin]
        view.tag = 3
        view.isUserInteractionEnabled = false
        #expect(masked(view.description) == "<UIView: 0x…; frame = (0 0; 320 480); clipsToBounds = YES; hidden = YES; alpha = 0.5; opaque = NO; autoresize = LM+W+H+BM; tag = 3; userInteractionEnabled = NO; layer = <CALayer: 0x…>>")
    }

    @Test func aLabelDescriptionQuotesItsTextAfterTheFrame() throws {
        let harness = launch { _ in }
        let label = UILabel(frame: CGRect(x: 16, y: 100, width: 200, height: 21))
        label.text = "Hello"
        #expect(masked(label.description) == "<UILabel: 0x…; frame = (16 100; 200 21); text = 'Hello'; opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x…>>")
        try harness.settle()
    }

    @Test func recursiveDescriptionIndentsEachLevelWithABarAsTheDebuggerPrintsIt() {
        let container = UIView(frame: CGRect(x: 0, y: 20, width: 375, height: 300))
        let label = UILabel(frame: CGRect(x: 8, y: 8, width: 100, height: 20))
        let button = UIView(frame: CGRect(x: 8, y: 40, width: 60, height: 44))
        let harness = launch { window in
            label.text = "Title"
            button.tag = 7
            container.addSubview(label)
            container.addSubview(button)
            window.addSubview(container)
        }
        let window = harness.keyWindow!
        #expect(masked(window.recursiveDescription()) == """
            <UIWindow: 0x…; frame = (0 0; 375 667); layer = <CALayer: 0x…>>
               | <UIView: 0x…; frame = (0 20; 375 300); layer = <CALayer: 0x…>>
               |    | <UILabel: 0x…; frame = (8 8; 100 20); text = 'Title'; opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x…>>
               |    | <UIView: 0x…; frame = (8 40; 60 44); tag = 7; layer = <CALayer: 0x…>>
            """)
        #expect(container.recursiveDescription().hasPrefix(container.description + "\n   | " + label.description))
    }

    // MARK: Refused taps

    @Test func aTapOnAViewInNoWindowSaysSo() {
        let harness = launch { _ in }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(tapError(harness, view) == "<UIView: 0x…; frame = (0 0; 10 10); layer = <CALayer: 0x…>> is not in a window, so it cannot be tapped")
    }

    @Test func aTapOnAViewInsideAHiddenAncestorNamesTheHiddenAncestor() {
        let parent = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let harness = launch { window in
            parent.tag = 1
            parent.isHidden = true
            parent.addSubview(child)
            window.addSubview(parent)
        }
        #expect(tapError(harness, child) == "<UIView: 0x…; frame = (10 10; 50 50); layer = <CALayer: 0x…>> cannot be tapped because its ancestor <UIView: 0x…; frame = (0 100; 200 200); hidden = YES; tag = 1; layer = <CALayer: 0x…>> is hidden")
        child.isHidden = true
        #expect(tapError(harness, child) == "<UIView: 0x…; frame = (10 10; 50 50); hidden = YES; layer = <CALayer: 0x…>> is hidden, so it cannot be tapped")
    }

    @Test func aTapOnAViewInsideATransparentAncestorNamesTheTransparentAncestor() {
        let parent = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let harness = launch { window in
            parent.alpha = 0.005
            parent.addSubview(child)
            window.addSubview(parent)
        }
        #expect(tapError(harness, child) == "<UIView: 0x…; frame = (10 10; 50 50); layer = <CALayer: 0x…>> ignores touches because its ancestor <UIView: 0x…; frame = (0 100; 200 200); alpha = 0.005; layer = <CALayer: 0x…>> has alpha below 0.01")
        parent.alpha = 0.01
        child.alpha = 0
        #expect(tapError(harness, child) == "<UIView: 0x…; frame = (10 10; 50 50); alpha = 0; layer = <CALayer: 0x…>> has alpha below 0.01, so it ignores touches")
    }

    @Test func aTapOnAViewWhoseAncestorDisablesInteractionNamesThatAncestor() throws {
        let parent = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let harness = launch { window in
            parent.tag = 2
            parent.isUserInteractionEnabled = false
            parent.addSubview(child)
            window.addSubview(parent)
        }
        #expect(tapError(harness, child) == "<UIView: 0x…; frame = (10 10; 50 50); layer = <CALayer: 0x…>> does not accept touches: userInteractionEnabled is false on its ancestor <UIView: 0x…; frame = (0 100; 200 200); tag = 2; userInteractionEnabled = NO; layer = <CALayer: 0x…>>")
        parent.isUserInteractionEnabled = true
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        parent.addSubview(label)
        #expect(tapError(harness, label) == "<UILabel: 0x…; frame = (0 0; 40 20); opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x…>> does not accept touches: userInteractionEnabled is false")
        try harness.settle()
    }

    @Test func aTapOnACoveredViewNamesTheViewThatCoversIt() {
        let target = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let cover = UIView(frame: CGRect(x: 25, y: 125, width: 50, height: 50))
        let harness = launch { window in
            cover.tag = 9
            window.addSubview(target)
            window.addSubview(cover)
        }
        #expect(tapError(harness, target) == "a tap on <UIView: 0x…; frame = (0 100; 100 100); layer = <CALayer: 0x…>> would reach <UIView: 0x…; frame = (25 125; 50 50); tag = 9; layer = <CALayer: 0x…>> instead")
        do {
            try harness.tap(cover)
        } catch {
            Issue.record("the cover itself can be tapped: \(error)")
        }
    }

    @Test func aTapOnAViewOutsideItsSuperviewOrTheScreenSaysItIsNotOnScreen() {
        let parent = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let outside = UIView(frame: CGRect(x: 150, y: 0, width: 50, height: 50))
        let offScreen = UIView(frame: CGRect(x: 400, y: 0, width: 50, height: 50))
        let harness = launch { window in
            parent.addSubview(outside)
            window.addSubview(parent)
            window.addSubview(offScreen)
        }
        #expect(tapError(harness, outside) == "<UIView: 0x…; frame = (150 0; 50 50); layer = <CALayer: 0x…>> is not on screen: no part of it lies inside its ancestors' bounds and the screen, so it cannot be tapped")
        #expect(tapError(harness, offScreen) == "<UIView: 0x…; frame = (400 0; 50 50); layer = <CALayer: 0x…>> is not on screen: no part of it lies inside its ancestors' bounds and the screen, so it cannot be tapped")
    }

    @Test func aTapOnAViewInAHiddenWindowNamesTheWindow() throws {
        let harness = launch { _ in }
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        other.addSubview(view)
        #expect(tapError(harness, view) == "<UIView: 0x…; frame = (0 0; 50 50); layer = <CALayer: 0x…>> is in a hidden window <UIWindow: 0x…; frame = (0 0; 375 667); hidden = YES; layer = <CALayer: 0x…>>, so it cannot be tapped")
        try harness.settle()
    }

    private func tapError(_ harness: AppHarness, _ view: UIView) -> String? {
        do {
            try harness.tap(view)
            return nil
        } catch {
            return masked("\(error)")
        }
    }

    // MARK: visibleTexts

    @Test func visibleTextsLeaveOutHiddenTransparentClippedAndOffScreenLabels() throws {
        func label(_ text: String, _ frame: CGRect) -> UILabel {
            let label = UILabel(frame: frame)
            label.text = text
            return label
        }
        let harness = launch { window in
            let clipper = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
            clipper.clipsToBounds = true
            clipper.addSubview(label("clipped away", CGRect(x: 120, y: 0, width: 80, height: 20)))
            clipper.addSubview(label("partly clipped", CGRect(x: 90, y: 0, width: 80, height: 20)))
            let unclipped = UIView(frame: CGRect(x: 0, y: 500, width: 100, height: 100))
            unclipped.addSubview(label("overflowing", CGRect(x: 120, y: 0, width: 80, height: 20)))
            let faded = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
            faded.alpha = 0.005
            faded.addSubview(label("in a transparent view", CGRect(x: 0, y: 0, width: 200, height: 20)))
            let hidden = label("hidden", CGRect(x: 0, y: 200, width: 100, height: 20))
            hidden.isHidden = true
            window.addSubview(label("on screen", CGRect(x: 20, y: 150, width: 100, height: 20)))
            window.addSubview(label("off screen", CGRect(x: 20, y: 700, width: 100, height: 20)))
            window.addSubview(label("", CGRect(x: 20, y: 160, width: 100, height: 20)))
            [clipper, unclipped, faded, hidden].forEach(window.addSubview)
        }
        let other = UIWindow(frame: UIScreen.main.bounds)
        other.addSubview(label("in a hidden window", CGRect(x: 20, y: 155, width: 100, height: 20)))
        #expect(harness.visibleTexts == ["on screen", "partly clipped", "overflowing"])
        other.isHidden = false
        #expect(harness.visibleTexts == ["on screen", "in a hidden window", "partly clipped", "overflowing"])
        try harness.settle()
    }
}
