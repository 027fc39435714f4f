import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A white key window with one switch at (100, 300), whose events are logged.
private final class SwitchScene: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let toggle = UISwitch(frame: CGRect(x: 100, y: 300, width: 200, height: 200))
    var log: [String] = []

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.addSubview(toggle)
        for (event, name) in [(UIControl.Event.touchDown, "down"), (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"),
                              (.valueChanged, "valueChanged")] {
            toggle.addAction(UIAction { [unowned self] action in
                self.log.append("\(name) \((action.sender as! UISwitch).isOn ? "on" : "off")")
            }, for: event)
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor private func launchSwitch() throws -> (AppHarness, SwitchScene) {
    let scene = SwitchScene()
    let harness = AppHarness(model: .iPhone15Pro) { scene }
    try harness.settle()
    return (harness, scene)
}

@Suite(.checksInvariants) @MainActor
struct UISwitchTests {
    @Test func aSwitchIsFiftyOneByThirtyOneWhateverFrameItIsGiven() throws {
        let (_, scene) = try launchSwitch()
        #expect(scene.toggle.frame == CGRect(x: 100, y: 300, width: 51, height: 31))
        scene.toggle.frame = CGRect(x: 10, y: 20, width: 5, height: 5)
        #expect(scene.toggle.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(scene.toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(!scene.toggle.isOn)
        #expect(scene.toggle.accessibilityTraits == .button)
    }

    @Test func aTapTogglesAndSendsValueChangedAfterTouchUpInside() throws {
        let (harness, scene) = try launchSwitch()
        try harness.tap(scene.toggle)
        try harness.settle()
        #expect(scene.toggle.isOn)
        #expect(scene.log == ["down off", "upInside on", "valueChanged on"])
        // Track green, thumb on the right.
        #expect(pixel(harness, CGPoint(x: 108, y: 315)) == [52, 199, 89, 255])
        #expect(pixel(harness, CGPoint(x: 136, y: 315)) == [255, 255, 255, 255])
        scene.log = []
        harness.advance(by: 1)
        try harness.tap(scene.toggle)
        try harness.settle()
        #expect(!scene.toggle.isOn)
        #expect(scene.log == ["down on", "upInside off", "valueChanged off"])
        #expect(pixel(harness, CGPoint(x: 115, y: 315)) == [255, 255, 255, 255])
        #expect(pixel(harness, CGPoint(x: 145, y: 315)) != [52, 199, 89, 255])
    }

    @Test func theThumbSlidesOverThreeTenthsOfASecond() throws {
        let (harness, scene) = try launchSwitch()
        try harness.tap(scene.toggle)
        harness.device.runFrame()
        let thumb = try #require(scene.toggle.subviews.first?.subviews.last)
        #expect(thumb.frame.midX == 35.5)
        harness.advance(by: 0.15)
        let x = try #require(thumb.layer.presentation()?.frame.midX)
        #expect(x > 16 && x < 35, "thumb centre \(x) halfway")
        try harness.settle()
        #expect(thumb.layer.presentation()?.frame.midX == 35.5)
    }

    @Test func draggingTheThumbLeftFromOnTurnsItOffWithoutAToggle() throws {
        let (harness, scene) = try launchSwitch()
        scene.toggle.setOn(true, animated: false)
        #expect(scene.log.isEmpty)
        // Dragging right when already on leaves it on: no change, no valueChanged.
        try harness.drag(from: CGPoint(x: 115, y: 315), to: CGPoint(x: 145, y: 315), duration: 0.2, thenHoldFor: 0.05)
        try harness.settle()
        #expect(scene.toggle.isOn)
        #expect(scene.log == ["down on", "upInside on"])
        scene.log = []
        try harness.drag(from: CGPoint(x: 140, y: 315), to: CGPoint(x: 105, y: 315), duration: 0.2, thenHoldFor: 0.05)
        try harness.settle()
        #expect(!scene.toggle.isOn)
        #expect(scene.log == ["down on", "upInside off", "valueChanged off"])
    }

    @Test func theThumbFollowsADragToTheOtherSideBeforeTheRelease() throws {
        let (harness, scene) = try launchSwitch()
        harness.device.touchDown(at: CGPoint(x: 110, y: 315))
        harness.device.runFrame()
        for x in stride(from: 115, through: 140, by: 5) {
            harness.device.touchMove(to: CGPoint(x: CGFloat(x), y: 315))
            harness.device.runFrame()
        }
        try harness.settle()
        let thumb = try #require(scene.toggle.subviews.first?.subviews.last)
        // Pressed and pulled right: the wide thumb sits on the on side over a green track, not yet on.
        #expect(thumb.frame == CGRect(x: 15, y: 2, width: 34, height: 27))
        #expect(!scene.toggle.isOn)
        #expect(pixel(harness, CGPoint(x: 105, y: 315)) == [52, 199, 89, 255])
        harness.device.touchUp()
        try harness.settle()
        #expect(scene.toggle.isOn)
        #expect(scene.log == ["down off", "upInside on", "valueChanged on"])
    }

    @Test func leavingTheSwitchUnpressesItAndTheReleaseDoesNothing() throws {
        let (harness, scene) = try launchSwitch()
        try harness.drag(from: CGPoint(x: 110, y: 315), to: CGPoint(x: 110, y: 500), duration: 0.2, thenHoldFor: 0.05)
        try harness.settle()
        #expect(!scene.toggle.isOn)
        #expect(scene.log == ["down off", "upOutside off"])
        let thumb = try #require(scene.toggle.subviews.first?.subviews.last)
        #expect(thumb.frame.width == 27)
    }

    @Test func thePressedThumbWidensTowardTheMiddle() throws {
        let (harness, scene) = try launchSwitch()
        harness.device.touchDown(at: CGPoint(x: 120, y: 315))
        harness.device.runFrame()
        let thumb = try #require(scene.toggle.subviews.first?.subviews.last)
        #expect(thumb.frame == CGRect(x: 2, y: 2, width: 34, height: 27))
        harness.device.touchUp()
        try harness.settle()
        #expect(thumb.frame == CGRect(x: 22, y: 2, width: 27, height: 27))
    }
}
