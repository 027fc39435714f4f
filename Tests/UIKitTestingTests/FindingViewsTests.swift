import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A screen on an iPhone 8 with a "save" button-like view holding a "Save" label, a "cancel"
/// view with an accessibility label, a title label, a hidden view that shares the "save"
/// identifier, and a view clipped away entirely.
final class FindingDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let title = UILabel(frame: CGRect(x: 16, y: 40, width: 200, height: 30))
    let save = TouchLog(frame: CGRect(x: 16, y: 100, width: 120, height: 44))
    let saveLabel = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 24))
    let cancel = TouchLog(frame: CGRect(x: 200, y: 100, width: 120, height: 44))
    let hiddenSave = TouchLog(frame: CGRect(x: 16, y: 200, width: 120, height: 44))
    let clipper = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
    let clipped = TouchLog(frame: CGRect(x: 150, y: 0, width: 40, height: 40))

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        title.text = "Settings"
        title.accessibilityIdentifier = "title"
        save.accessibilityIdentifier = "save"
        saveLabel.text = "Save"
        save.addSubview(saveLabel)
        cancel.accessibilityIdentifier = "cancel"
        cancel.accessibilityLabel = "Cancel editing"
        hiddenSave.accessibilityIdentifier = "save"
        hiddenSave.isHidden = true
        clipper.clipsToBounds = true
        clipped.accessibilityIdentifier = "clipped"
        clipper.addSubview(clipped)
        for view in [title, save, cancel, hiddenSave, clipper] { window.addSubview(view) }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@Suite(.checksInvariants) @MainActor
struct FindingViewsTests {
    func launch() -> (AppHarness, FindingDelegate) {
        let delegate = FindingDelegate()
        let harness = AppHarness(model: .iPhone8) { delegate }
        return (harness, delegate)
    }

    func message(_ lookup: () throws -> Any) -> String? {
        do { _ = try lookup() } catch let error as HarnessError { return error.description } catch { return "\(error)" }
        return nil
    }

    @Test func anIdentifierFindsTheOneVisibleViewThatCarriesIt() throws {
        let (harness, delegate) = launch()
        #expect(try harness.view(withAccessibilityIdentifier: "save") === delegate.save)
        #expect(try harness.view(withAccessibilityIdentifier: "title") === delegate.title)
        delegate.save.isHidden = true
        delegate.hiddenSave.isHidden = false
        #expect(try harness.view(withAccessibilityIdentifier: "save") === delegate.hiddenSave)
    }

    @Test func aMissingIdentifierListsTheIdentifiersOnScreenAndTheMatchesThatAreNotVisible() {
        let (harness, delegate) = launch()
        #expect(message { try harness.view(withAccessibilityIdentifier: "done") }
                == #"no view on screen has the accessibility identifier "done"; the accessibility identifiers on screen are "title", "save", "cancel""#)
        delegate.save.isHidden = true
        #expect(message { try harness.view(withAccessibilityIdentifier: "save") }
                == #"no view on screen has the accessibility identifier "save"; the accessibility identifiers on screen are "title", "cancel"; views with it that are not visible (hidden, transparent, clipped or off screen): "#
                + "\(delegate.save), \(delegate.hiddenSave)")
        #expect(message { try harness.view(withAccessibilityIdentifier: "clipped") }?.hasSuffix(": \(delegate.clipped)") == true)
    }

    @Test func anIdentifierThatTwoVisibleViewsCarryNamesBoth() {
        let (harness, delegate) = launch()
        delegate.hiddenSave.isHidden = false
        #expect(message { try harness.view(withAccessibilityIdentifier: "save") }
                == #"2 views on screen have the accessibility identifier "save", so it names none of them: "#
                + "\(delegate.save), \(delegate.hiddenSave)")
    }

    @Test func anAccessibilityLabelFindsASetLabelOrALabelsText() throws {
        let (harness, delegate) = launch()
        #expect(try harness.view(withAccessibilityLabel: "Cancel editing") === delegate.cancel)
        #expect(try harness.view(withAccessibilityLabel: "Save") === delegate.saveLabel)
        #expect(message { try harness.view(withAccessibilityLabel: "Delete") }
                == #"no view on screen has the accessibility label "Delete"; the accessibility labels on screen are "Settings", "Cancel editing", "Save""#)
    }

    @Test func visibleTextFindsTheLabelShowingIt() throws {
        let (harness, delegate) = launch()
        #expect(try harness.view(showingText: "Settings") === delegate.title)
        #expect(message { try harness.view(showingText: "Setting") }
                == #"no view on screen has the text "Setting"; the texts on screen are "Settings", "Save""#)
        delegate.title.alpha = 0
        #expect(message { try harness.view(showingText: "Settings") }
                == #"no view on screen has the text "Settings"; the texts on screen are "Save"; views with it that are not visible (hidden, transparent, clipped or off screen): "#
                + "\(delegate.title)")
    }

    @Test func tappingByIdentifierLabelOrTextReachesTheViewThroughTheDevice() throws {
        let (harness, delegate) = launch()
        try harness.tap(accessibilityIdentifier: "cancel")
        #expect(delegate.cancel.log == ["began", "ended"])
        try harness.tap(accessibilityLabel: "Cancel editing")
        #expect(delegate.cancel.log == ["began", "ended", "began", "ended"])
        // The label takes no touches: the finger on its text reaches the view under it.
        try harness.tap(text: "Save")
        #expect(delegate.save.log == ["began", "ended"])
        try harness.tap(accessibilityIdentifier: "save")
        #expect(delegate.save.log == ["began", "ended", "began", "ended"])
        #expect(!harness.device.hasActiveTouches)
    }

    @Test func tappingATextThatIsCoveredSaysWhatCoversIt() {
        let (harness, delegate) = launch()
        let sheet = UIView(frame: CGRect(x: 0, y: 90, width: 375, height: 100))
        delegate.window!.addSubview(sheet)
        #expect(message { try harness.tap(text: "Save") } == "a tap on \(delegate.saveLabel) would reach \(sheet) instead")
        #expect(delegate.save.log.isEmpty)
        // A view that takes no touches does not cover anything from a finger.
        sheet.isUserInteractionEnabled = false
        #expect(message { try harness.tap(text: "Save") } == nil)
        #expect(delegate.save.log == ["began", "ended"])
    }

    @Test func tappingATextWhoseAncestorRefusesTouchesNamesThatAncestor() {
        let (harness, delegate) = launch()
        delegate.save.isUserInteractionEnabled = false
        #expect(message { try harness.tap(text: "Save") }
                == "\(delegate.saveLabel) does not accept touches: userInteractionEnabled is false on its ancestor \(delegate.save)")
        // A plain tap on the label itself still refuses the label, as before.
        delegate.save.isUserInteractionEnabled = true
        #expect(message { try harness.tap(delegate.saveLabel) }
                == "\(delegate.saveLabel) does not accept touches: userInteractionEnabled is false")
    }
}
