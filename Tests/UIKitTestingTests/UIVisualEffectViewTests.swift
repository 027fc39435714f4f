import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A white key window with a colourful test pattern (stripes crossed by a black and a white bar) and
/// an effect view over it at (100, 80, 120, 80), on an iPhone 3GS (1×, so the blur stays cheap in debug builds).
private final class EffectScene: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let effectView: UIVisualEffectView

    init(effect: UIVisualEffect?) {
        effectView = UIVisualEffectView(effect: effect)
    }

    static let effectFrame = CGRect(x: 100, y: 80, width: 120, height: 80)

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        let colours: [(CGFloat, CGFloat, CGFloat)] = [(1, 0.23, 0.19), (1, 0.58, 0), (1, 0.8, 0), (0.2, 0.78, 0.35),
                                                      (0, 0.48, 1), (0.69, 0.32, 0.87)]
        for index in 0..<16 {
            let (r, g, b) = colours[index % colours.count]
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 20, y: 30, width: 20, height: 200))
            stripe.backgroundColor = UIColor(red: r, green: g, blue: b, alpha: 1)
            window.addSubview(stripe)
        }
        let black = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 16))
        black.backgroundColor = .black
        let white = UIView(frame: CGRect(x: 0, y: 140, width: 320, height: 10))
        white.backgroundColor = .white
        window.addSubview(black)
        window.addSubview(white)
        effectView.frame = Self.effectFrame
        window.addSubview(effectView)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor private func launchEffect(_ effect: UIVisualEffect?, style: UIUserInterfaceStyle = .unspecified) throws -> (AppHarness, EffectScene) {
    let scene = EffectScene(effect: effect)
    let harness = AppHarness(model: .iPhone3GS) { scene }
    scene.window?.overrideUserInterfaceStyle = style
    try redraw(harness)
    return (harness, scene)
}

/// The screen around the effect view (8 pt of margin), 1 pixel per point.
@MainActor private func effectShot(_ harness: AppHarness) throws -> CGImage {
    try #require(harness.screenshot().cropping(to: EffectScene.effectFrame.insetBy(dx: -8, dy: -8)))
}

/// Draws a frame, so that layer changes no animation or layout waits for reach the screen, then settles.
@MainActor private func redraw(_ harness: AppHarness) throws {
    harness.device.runFrame()
    try harness.settle()
}

@MainActor private func backdrop(of view: UIVisualEffectView) throws -> CABackdropLayer {
    try #require(view.subviews.first?.layer as? CABackdropLayer)
}

private let effectGoldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

/// Every blur style in a light and a dark interface, with the fixed style whose golden it must match.
private let styleCases: [(UIBlurEffect.Style, UIUserInterfaceStyle, UIBlurEffect.Style)] = [
    (.extraLight, .light, .extraLight), (.light, .light, .light), (.dark, .light, .dark),
    (.extraLight, .dark, .extraLight), (.light, .dark, .light), (.dark, .dark, .dark),
    (.regular, .light, .light), (.regular, .dark, .dark), (.prominent, .light, .extraLight), (.prominent, .dark, .dark),
    (.systemUltraThinMaterial, .light, .systemUltraThinMaterialLight), (.systemUltraThinMaterial, .dark, .systemUltraThinMaterialDark),
    (.systemThinMaterial, .light, .systemThinMaterialLight), (.systemThinMaterial, .dark, .systemThinMaterialDark),
    (.systemMaterial, .light, .systemMaterialLight), (.systemMaterial, .dark, .systemMaterialDark),
    (.systemThickMaterial, .light, .systemThickMaterialLight), (.systemThickMaterial, .dark, .systemThickMaterialDark),
    (.systemChromeMaterial, .light, .systemChromeMaterialLight), (.systemChromeMaterial, .dark, .systemChromeMaterialDark),
    (.systemUltraThinMaterialLight, .dark, .systemUltraThinMaterialLight), (.systemThinMaterialLight, .dark, .systemThinMaterialLight),
    (.systemMaterialLight, .dark, .systemMaterialLight), (.systemThickMaterialLight, .dark, .systemThickMaterialLight),
    (.systemChromeMaterialLight, .dark, .systemChromeMaterialLight),
    (.systemUltraThinMaterialDark, .light, .systemUltraThinMaterialDark), (.systemThinMaterialDark, .light, .systemThinMaterialDark),
    (.systemMaterialDark, .light, .systemMaterialDark), (.systemThickMaterialDark, .light, .systemThickMaterialDark),
    (.systemChromeMaterialDark, .light, .systemChromeMaterialDark),
]

@Suite(.checksInvariants) @MainActor
struct UIVisualEffectViewTests {
    @Test(arguments: styleCases.indices)
    func everyBlurStyleMatchesTheGoldenOfTheStyleItResolvesTo(_ index: Int) throws {
        let (style, interface, fixed) = styleCases[index]
        let (harness, _) = try launchEffect(UIBlurEffect(style: style), style: interface)
        try Snapshot.assertMatches(try effectShot(harness), named: "blur-\(fixed)", in: effectGoldens)
    }

    @Test func theBackdropTakesApplesImageEffectsRecipeForTheClassicStyles() throws {
        let (_, scene) = try launchEffect(UIBlurEffect(style: .light))
        let layer = try backdrop(of: scene.effectView)
        #expect(layer.blurRadius == 30 && layer.saturation == 1.8)
        #expect(layer.tintColor == CGColor(gray: 1, alpha: 0.3))
        scene.effectView.effect = UIBlurEffect(style: .extraLight)
        #expect(layer.blurRadius == 20 && layer.saturation == 1.8)
        #expect(layer.tintColor == CGColor(gray: 0.97, alpha: 0.82))
        scene.effectView.effect = UIBlurEffect(style: .dark)
        #expect(layer.blurRadius == 20 && layer.saturation == 1.8)
        #expect(layer.tintColor == CGColor(gray: 0.11, alpha: 0.73))
    }

    @Test func anAdaptiveBlurResolvesAgainWhenTheInterfaceStyleChanges() throws {
        let (harness, scene) = try launchEffect(UIBlurEffect(style: .regular))
        let layer = try backdrop(of: scene.effectView)
        #expect(layer.tintColor == CGColor(gray: 1, alpha: 0.3))
        let light = try effectShot(harness)
        harness.device.userInterfaceStyle = .dark
        try redraw(harness)
        #expect(layer.blurRadius == 20)
        #expect(layer.tintColor == CGColor(gray: 0.11, alpha: 0.73))
        try Snapshot.assertMatches(try effectShot(harness), named: "blur-dark", in: effectGoldens)
        harness.device.userInterfaceStyle = .light
        try redraw(harness)
        #expect(try effectShot(harness).premultipliedRGBA == light.premultipliedRGBA)
    }

    @Test func effectsAreImmutableValuesThatCompareByStyle() {
        let blur = UIBlurEffect(style: .dark)
        let copied = blur.copy() as AnyObject
        #expect(ObjectIdentifier(copied) == ObjectIdentifier(blur))
        #expect(blur.isEqual(UIBlurEffect(style: .dark)))
        #expect(!blur.isEqual(UIBlurEffect(style: .light)))
        #expect(UIBlurEffect.Style.systemMaterialDark.rawValue == 18 && UIBlurEffect.Style.prominent.rawValue == 5)
        #expect(UIBlurEffect.Style(rawValue: 3) == nil)
        #expect(UIVibrancyEffect(blurEffect: blur).isEqual(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .label)))
        #expect(!UIVibrancyEffect(blurEffect: blur, style: .fill).isEqual(UIVibrancyEffect(blurEffect: blur, style: .label)))
        let view = UIVisualEffectView(effect: blur)
        #expect(view.effect.map(ObjectIdentifier.init) == ObjectIdentifier(blur))
    }

    @Test func theBackdropAndTheContentViewFillTheEffectViewWithTheContentOnTop() throws {
        let (harness, scene) = try launchEffect(UIBlurEffect(style: .light))
        let view = scene.effectView
        #expect(view.subviews.count == 2)
        #expect(view.subviews.last === view.contentView)
        #expect(view.subviews.first?.frame == view.bounds && view.contentView.frame == view.bounds)
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 40)
        #expect(view.subviews.first?.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(!(view.layer is CABackdropLayer))
        try redraw(harness)
    }

    @Test func aNilEffectShowsWhatLiesBeneathUnchanged() throws {
        let (harness, scene) = try launchEffect(UIBlurEffect(style: .dark))
        let blurred = try effectShot(harness)
        scene.effectView.effect = nil
        try redraw(harness)
        let layer = try backdrop(of: scene.effectView)
        #expect(layer.blurRadius == 0 && layer.saturation == 1 && layer.tintColor == nil)
        let cleared = try effectShot(harness)
        scene.effectView.removeFromSuperview()
        try redraw(harness)
        #expect(try effectShot(harness).premultipliedRGBA == cleared.premultipliedRGBA)
        #expect(blurred.premultipliedRGBA != cleared.premultipliedRGBA)
        scene.effectView.effect = UIBlurEffect(style: .dark)
        scene.window?.addSubview(scene.effectView)
        try redraw(harness)
        #expect(try effectShot(harness).premultipliedRGBA == blurred.premultipliedRGBA)
    }

    @Test func settingAnEffectInsideAnAnimationBlurGrowsFromZeroFrameByFrame() throws {
        let (harness, scene) = try launchEffect(nil)
        let layer = try backdrop(of: scene.effectView)
        let before = try effectShot(harness)
        UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear) {
            scene.effectView.effect = UIBlurEffect(style: .light)
        }
        #expect(layer.blurRadius == 30)
        var radii: [CGFloat] = []
        var alphas: [CGFloat] = []
        var middle: CGImage?
        for frame in 0..<12 {
            harness.device.runFrame()
            let presented = try #require(layer.presentation())
            radii.append(presented.blurRadius)
            alphas.append(presented.tintColor?.alpha ?? 0)
            if frame == 5 { middle = try effectShot(harness) }
        }
        #expect(radii.first! < 3, "the blur starts from no blur: \(radii)")
        #expect(zip(radii, radii.dropFirst()).allSatisfy { $0 <= $1 }, "\(radii)")
        #expect(radii.contains { $0 > 10 && $0 < 20 }, "\(radii)")
        #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 <= $1 }, "\(alphas)")
        #expect(radii.last == 30 && alphas.last == 0.3)
        let after = try effectShot(harness)
        let mid = try #require(middle).premultipliedRGBA
        #expect(mid != before.premultipliedRGBA && mid != after.premultipliedRGBA)
        try redraw(harness)
    }

    @Test func goingToNilInsideAnAnimationBlursOutToNothingFrameByFrame() throws {
        let (harness, scene) = try launchEffect(UIBlurEffect(style: .dark))
        let layer = try backdrop(of: scene.effectView)
        UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear) {
            scene.effectView.effect = nil
        }
        #expect(layer.blurRadius == 0 && layer.saturation == 1 && layer.tintColor == nil)
        var radii: [CGFloat] = []
        var saturations: [CGFloat] = []
        var alphas: [CGFloat] = []
        for _ in 0..<12 {
            harness.device.runFrame()
            let presented = try #require(layer.presentation())
            radii.append(presented.blurRadius)
            saturations.append(presented.saturation)
            alphas.append(presented.tintColor?.alpha ?? 0)
        }
        #expect(radii.first! > 17, "\(radii)")
        #expect(zip(radii, radii.dropFirst()).allSatisfy { $0 >= $1 }, "\(radii)")
        #expect(zip(saturations, saturations.dropFirst()).allSatisfy { $0 >= $1 }, "\(saturations)")
        #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 >= $1 }, "\(alphas)")
        #expect(radii.contains { $0 > 5 && $0 < 15 }, "\(radii)")
        #expect(radii.last == 0 && saturations.last == 1 && alphas.last == 0)
        try redraw(harness)
    }

    @Test func theCornerRadiusRoundsTheBlurAndClipsToBoundsClipsTheContent() throws {
        let (harness, scene) = try launchEffect(UIBlurEffect(style: .extraLight))
        let view = scene.effectView
        let badge = UIView(frame: CGRect(x: -6, y: -6, width: 30, height: 20))
        badge.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.contentView.addSubview(badge)
        view.layer.cornerRadius = 20
        try redraw(harness)
        #expect(try backdrop(of: view).cornerRadius == 20)
        // The badge overhangs the rounded corner: unclipped it shows there.
        #expect(pixel(harness, CGPoint(x: 96, y: 76)) == [0, 0, 255, 255])
        try Snapshot.assertMatches(try effectShot(harness), named: "blur-corner-radius", in: effectGoldens)
        view.clipsToBounds = true
        try redraw(harness)
        #expect(pixel(harness, CGPoint(x: 96, y: 76)) != [0, 0, 255, 255])
        try Snapshot.assertMatches(try effectShot(harness), named: "blur-corner-radius-clipped", in: effectGoldens)
    }

    @Test func theCornerRadiusAnimatesOnTheBackdropInsideAnAnimationBlock() throws {
        let (harness, scene) = try launchEffect(UIBlurEffect(style: .light))
        UIView.animate(withDuration: 0.2, delay: 0, options: .curveLinear) {
            scene.effectView.layer.cornerRadius = 20
        }
        harness.advance(by: 0.1)
        let presented = try #require(try backdrop(of: scene.effectView).presentation()).cornerRadius
        #expect(presented > 5 && presented < 15)
        try redraw(harness)
        #expect(try backdrop(of: scene.effectView).presentation()?.cornerRadius == 20)
    }

    @Test func aLabelInAVibrancyViewIsDrawnInTheVibrancyColourOverTheBlur() throws {
        let blur = UIBlurEffect(style: .systemMaterial)
        let (harness, scene) = try launchEffect(blur)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel))
        vibrancy.frame = scene.effectView.bounds
        let label = UILabel(frame: CGRect(x: 8, y: 20, width: 110, height: 40))
        label.text = "Vivid"
        label.font = .boldSystemFont(ofSize: 26)
        label.textColor = .red
        vibrancy.contentView.addSubview(label)
        scene.effectView.contentView.addSubview(vibrancy)
        try redraw(harness)
        #expect(vibrancy.contentView.layer.vibrancyFillColor == UIColor.secondaryLabel.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor)
        let shot = try effectShot(harness)
        try Snapshot.assertMatches(shot, named: "vibrancy-secondary-label-system-material-light", in: effectGoldens)
        // The label's own colour does not show, only its glyphs' coverage.
        label.textColor = .blue
        try redraw(harness)
        #expect(try effectShot(harness).premultipliedRGBA == shot.premultipliedRGBA)
        vibrancy.removeFromSuperview()
        try redraw(harness)
        #expect(try effectShot(harness).premultipliedRGBA != shot.premultipliedRGBA)
        scene.effectView.contentView.addSubview(vibrancy)
        harness.device.userInterfaceStyle = .dark
        try redraw(harness)
        #expect(vibrancy.contentView.layer.vibrancyFillColor == UIColor.secondaryLabel.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor)
        try Snapshot.assertMatches(try effectShot(harness), named: "vibrancy-secondary-label-system-material-dark", in: effectGoldens)
    }
}
