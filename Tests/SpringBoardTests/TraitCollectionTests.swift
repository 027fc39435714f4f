import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// A view that records its trait and tint changes, into a log it may share.
private final class TraitRecordingView: UIView {
    var log: [String] = []
    var name = "view"
    var shared: TraitLog?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        let entry = "\(name) \(previousTraitCollection?.userInterfaceStyle.rawValue ?? -1)→\(traitCollection.userInterfaceStyle.rawValue) "
            + "v\(previousTraitCollection?.verticalSizeClass.rawValue ?? -1)→\(traitCollection.verticalSizeClass.rawValue)"
        log.append(entry)
        shared?.entries.append(entry)
    }
    override func tintColorDidChange() { log.append("\(name) tint") }
}

@MainActor private final class TraitLog { var entries: [String] = [] }

private final class TraitRecordingController: UIViewController {
    var shared: TraitLog?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        shared?.entries.append("controller \(previousTraitCollection?.userInterfaceStyle.rawValue ?? -1)→\(traitCollection.userInterfaceStyle.rawValue)")
    }
}

/// A key window whose root controller's view holds a labelled, coloured child view.
private final class TraitScene: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let controller = TraitRecordingController()
    let child = TraitRecordingView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    let label = UILabel(frame: CGRect(x: 20, y: 300, width: 200, height: 40))

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        controller.view.backgroundColor = .systemBackground
        child.backgroundColor = .secondarySystemBackground
        label.text = "Label"
        controller.view.addSubview(child)
        controller.view.addSubview(label)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor private func launchTraitScene(_ model: DeviceModel = .iPhone15Pro) -> (Device, TraitScene) {
    let device = Device(model: model)
    let scene = TraitScene()
    device.launch(UIApplication.self, delegate: { scene })
    device.runFrame()
    return (device, scene)
}

/// The screenshot's pixel at a point, as 0–255 RGBA.
@MainActor private func pixel(_ device: Device, _ point: CGPoint) -> [UInt8] {
    let image = device.screenshot()
    let scale = CGFloat(image.width) / device.screen.bounds.width
    let x = Int(point.x * scale), y = Int(point.y * scale)
    let data = image.premultipliedRGBA
    let offset = (y * image.width + x) * 4
    return Array(data[offset..<offset + 4])
}

@MainActor struct TraitCollectionTests {
    @Test func aViewInAPortraitIPhoneWindowIsCompactWideRegularTallLightAtTheScreenScale() {
        let (_, scene) = launchTraitScene()
        let traits = scene.child.traitCollection
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.displayScale == 3)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(scene.controller.traitCollection == traits)
        #expect(scene.child.log.isEmpty)
    }

    @Test func rotatingToLandscapeMakesTheHeightCompactAndTellsEachViewOnce() {
        let (device, scene) = launchTraitScene()
        device.rotate(to: .landscapeLeft)
        #expect(scene.child.traitCollection.verticalSizeClass == .compact)
        #expect(scene.child.traitCollection.horizontalSizeClass == .compact)
        #expect(scene.child.log == ["view 1→1 v2→1"])
        device.rotate(to: .portrait)
        #expect(scene.child.log == ["view 1→1 v2→1", "view 1→1 v1→2"])
    }

    @Test func theSystemGoingDarkResolvesBackgroundsAndRedrawsLabelsInDarkColours() throws {
        let (device, scene) = launchTraitScene()
        #expect(pixel(device, CGPoint(x: 300, y: 500)) == [255, 255, 255, 255])
        #expect(pixel(device, CGPoint(x: 120, y: 150)) == [242, 242, 247, 255])
        let lightLabel = try #require(device.screenshot().cropping(to: CGRect(x: 60, y: 900, width: 600, height: 120)))

        let lightBar = try #require(device.screenshot().cropping(to: CGRect(x: 120, y: 45, width: 240, height: 60)))
        device.userInterfaceStyle = .dark
        device.runFrame()
        // The status bar's default style follows: white ink on the black background.
        let darkBar = try #require(device.screenshot().cropping(to: CGRect(x: 120, y: 45, width: 240, height: 60)))
        #expect(lightBar.premultipliedRGBA.min() == 0 && lightBar.premultipliedRGBA.max() == 255)
        #expect(darkBar.premultipliedRGBA.filter { $0 > 200 }.count > 100)
        #expect(lightBar.premultipliedRGBA != darkBar.premultipliedRGBA)
        #expect(scene.controller.view.backgroundColor === UIColor.systemBackground)
        #expect(scene.controller.view.layer.backgroundColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(pixel(device, CGPoint(x: 300, y: 500)) == [0, 0, 0, 255])
        #expect(pixel(device, CGPoint(x: 120, y: 150)) == [28, 28, 30, 255])
        #expect(scene.child.log == ["view 1→2 v2→2"])
        // The label's text is drawn again, white: its brightest pixel went from dark to light.
        let darkLabel = try #require(device.screenshot().cropping(to: CGRect(x: 60, y: 900, width: 600, height: 120)))
        #expect(lightLabel.premultipliedRGBA.min() == 0)
        #expect(darkLabel.premultipliedRGBA.max() == 255)
        #expect(darkLabel.premultipliedRGBA.filter { $0 > 200 }.count > 100)
        #expect(lightLabel.premultipliedRGBA != darkLabel.premultipliedRGBA)
    }

    @Test func anOverrideDarkensOnlyItsSubtreeAndTheControllerHearsBeforeItsView() {
        let (device, scene) = launchTraitScene()
        let log = TraitLog()
        let grandchild = TraitRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        grandchild.name = "grandchild"
        grandchild.shared = log
        scene.child.name = "child"
        scene.child.shared = log
        scene.child.addSubview(grandchild)
        scene.controller.shared = log

        scene.child.overrideUserInterfaceStyle = .dark
        #expect(grandchild.traitCollection.userInterfaceStyle == .dark)
        #expect(scene.controller.view.traitCollection.userInterfaceStyle == .light)
        #expect(log.entries == ["child 1→2 v2→2", "grandchild 1→2 v2→2"])
        #expect(scene.child.layer.backgroundColor == CGColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))

        log.entries = []
        scene.controller.overrideUserInterfaceStyle = .dark
        #expect(log.entries == ["controller 1→2"])
        #expect(scene.controller.traitCollection.userInterfaceStyle == .dark)
        device.runFrame()
        #expect(pixel(device, CGPoint(x: 300, y: 500)) == [0, 0, 0, 255])

        // A view that moves under other traits hears of it.
        log.entries = []
        scene.child.overrideUserInterfaceStyle = .light
        #expect(log.entries == ["child 2→1 v2→2", "grandchild 2→1 v2→2"])
        log.entries = []
        scene.controller.view.addSubview(grandchild)
        #expect(log.entries == ["grandchild 1→2 v2→2"])
    }

    @Test func dynamicColoursResolvePerTraitCollectionAndAgainstTheCurrentOne() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.systemBlue.resolvedColor(with: light) == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        #expect(UIColor.systemBlue.resolvedColor(with: dark) == UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1))
        #expect(UIColor.secondaryLabel.resolvedColor(with: dark) == UIColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, alpha: 0.6))
        #expect(UIColor.systemGroupedBackground.resolvedColor(with: dark) == UIColor(white: 0, alpha: 1))
        #expect(UIColor.systemGray6.resolvedColor(with: light) == UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1))
        #expect(UIColor.label.cgColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        dark.performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
            #expect(UIColor.label.cgColor == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
            #expect(UIColor.separator.withAlphaComponent(1).cgColor == CGColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 1))
        }
        #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)
        let custom = UIColor { $0.horizontalSizeClass == .regular ? .red : .blue }
        #expect(custom.resolvedColor(with: UITraitCollection(horizontalSizeClass: .regular)) == .red)
        #expect(custom.resolvedColor(with: UITraitCollection(traitsFrom: [dark, UITraitCollection(displayScale: 2)])) == .blue)
        #expect(custom == custom)
        #expect(custom != UIColor { _ in .blue })
        let combined = UITraitCollection(traitsFrom: [dark, UITraitCollection(displayScale: 2), light])
        #expect(combined.userInterfaceStyle == .light && combined.displayScale == 2)
        #expect(combined.containsTraits(in: UITraitCollection(displayScale: 2)))
        #expect(!combined.containsTraits(in: dark))
    }

    @Test func theTintIsInheritedAndEachInheritingDescendantHearsOfAChange() {
        let (_, scene) = launchTraitScene()
        let inner = TraitRecordingView(frame: .zero)
        inner.name = "inner"
        let own = TraitRecordingView(frame: .zero)
        own.name = "own"
        own.tintColor = .systemPink
        scene.child.addSubview(inner)
        scene.child.addSubview(own)
        #expect(inner.tintColor === UIColor.systemBlue)
        #expect(own.log == ["own tint"])
        scene.child.log = []
        own.log = []
        scene.child.tintColor = .systemRed
        #expect(inner.tintColor === UIColor.systemRed)
        #expect(own.tintColor === UIColor.systemPink)
        #expect(scene.child.log == ["view tint"])
        #expect(inner.log == ["inner tint"])
        #expect(own.log.isEmpty)
        // Moving to a superview with another tint counts as a change.
        scene.controller.view.addSubview(inner)
        #expect(inner.log == ["inner tint", "inner tint"])
        // UIColor.tintColor resolves to the view's tint.
        scene.child.backgroundColor = .tintColor
        #expect(scene.child.layer.backgroundColor == UIColor.systemRed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor)
        scene.child.tintColor = .systemGreen
        #expect(scene.child.layer.backgroundColor == CGColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1))
    }
}
