import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// A key window with a 100 × 44 control at (100, 300).
private final class ActionScene: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let control = UIControl(frame: CGRect(x: 100, y: 300, width: 100, height: 44))

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.addSubview(control)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor private final class Recorder: Hashable {
    var log: [String] = []
    func tapped(_ sender: UIControl) { log.append("target") }
    nonisolated static func == (a: Recorder, b: Recorder) -> Bool { a === b }
    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@MainActor private func launchActionScene() -> (Device, ActionScene) {
    let device = Device(model: .iPhone15Pro)
    let scene = ActionScene()
    device.launch(UIApplication.self, delegate: { scene })
    return (device, scene)
}

@MainActor struct UIControlActionTests {
    @Test func actionsRunInOrderWithTargetsAndSeeTheControlAsSender() {
        let (device, scene) = launchActionScene()
        let recorder = Recorder()
        var senders: [ObjectIdentifier] = []
        scene.control.addAction(UIAction(title: "First") { action in
            recorder.log.append("first \(action.title)")
            senders.append(ObjectIdentifier(action.sender as! UIControl))
        }, for: .touchUpInside)
        scene.control.addTarget(recorder, action: Selector(Recorder.tapped(_:)), for: .touchUpInside)
        let second = UIAction { _ in recorder.log.append("second") }
        scene.control.addAction(second, for: [.touchDown, .touchUpInside])

        device.tap(at: CGPoint(x: 150, y: 320))
        #expect(recorder.log == ["second", "first First", "target", "second"])
        #expect(senders == [ObjectIdentifier(scene.control)])
        #expect(second.sender == nil)

        recorder.log = []
        scene.control.removeAction(second, for: .touchUpInside)
        device.advance(by: 1)
        device.tap(at: CGPoint(x: 150, y: 320))
        #expect(recorder.log == ["second", "first First", "target"])
        #expect(scene.control.allControlEvents == [.touchDown, .touchUpInside])
    }

    @Test func anActionWithTheSameIdentifierReplacesTheEarlierOneInItsPlace() {
        let (_, scene) = launchActionScene()
        var log: [String] = []
        let identifier = UIAction.Identifier("refresh")
        scene.control.addAction(UIAction(identifier: identifier) { _ in log.append("old") }, for: .valueChanged)
        scene.control.addAction(UIAction { _ in log.append("other") }, for: .valueChanged)
        scene.control.addAction(UIAction(identifier: identifier) { _ in log.append("new") }, for: .valueChanged)
        scene.control.sendActions(for: .valueChanged)
        #expect(log == ["new", "other"])
        scene.control.removeAction(identifiedBy: identifier, for: .valueChanged)
        log = []
        scene.control.sendActions(for: .valueChanged)
        #expect(log == ["other"])
    }

    @Test func allTargetsAndActionsForATargetListTheTargetActionPairs() {
        let (_, scene) = launchActionScene()
        let recorder = Recorder()
        #expect(scene.control.allTargets.isEmpty)
        scene.control.addTarget(recorder, action: Selector(Recorder.tapped(_:)), for: .touchUpInside)
        scene.control.addTarget(nil, action: Selector(Recorder.tapped(_:)), for: .touchDown)
        scene.control.addAction(UIAction { _ in }, for: .touchUpInside)
        let targets = scene.control.allTargets
        #expect(targets.count == 2)
        #expect(targets.contains(AnyHashable(recorder)))
        #expect(targets.contains { $0.base is NSNull })
        #expect(scene.control.actions(forTarget: recorder, forControlEvent: .touchUpInside) == ["Selector(Recorder.<method>(UIControl))"])
        #expect(scene.control.actions(forTarget: recorder, forControlEvent: .touchDown) == nil)
        #expect(scene.control.actions(forTarget: nil, forControlEvent: .touchDown)?.count == 1)
    }

    @Test func accessibilityDefaultsFollowTheClassAndTheControlsState() {
        let (_, scene) = launchActionScene()
        #expect(!UIView().isAccessibilityElement)
        #expect(UIView().accessibilityTraits == .none)
        let label = UILabel()
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityTraits == .staticText)
        #expect(UIImageView().accessibilityTraits == .image)
        #expect(scene.control.accessibilityTraits == [])
        scene.control.isEnabled = false
        scene.control.isSelected = true
        #expect(scene.control.accessibilityTraits == [.notEnabled, .selected])
        scene.control.accessibilityTraits = .link
        #expect(scene.control.accessibilityTraits == .link)
        label.isAccessibilityElement = false
        #expect(!label.isAccessibilityElement)
        #expect(UIAccessibilityTraits.header.rawValue == 0x10000)
        #expect(UIAccessibilityTraits.adjustable.rawValue == 0x1000)
        #expect(UIAccessibilityTraits.notEnabled.rawValue == 0x100)
    }
}
