import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

@MainActor private func launchButtons() throws -> (AppHarness, UIWindow) { try launchWhiteWindow() }

/// A subclass as iOS apps write one: its own `init(frame:)` and `init(coder:)`, made with
/// `init(type:)` or `init()`, which it inherits.
private final class RoundButton: UIButton {
    private(set) var madeThroughFrame = false
    override init(frame: CGRect) {
        super.init(frame: frame)
        madeThroughFrame = true
        layer.cornerRadius = 8
    }
    required init?(coder: NSCoder) { fatalError() }
}

@Suite(.checksInvariants) @MainActor
struct UIButtonTests {
    @Test func aSubclassInheritsInitTypeAndInitThroughItsInitFrame() throws {
        let (harness, window) = try launchButtons()
        let system = RoundButton(type: .system)
        #expect(system.buttonType == .system && system.madeThroughFrame)
        let plain = RoundButton()
        #expect(plain.buttonType == .custom && plain.madeThroughFrame)
        let reference = UIButton(type: .system)
        for (i, button) in [system, plain, reference].enumerated() {
            button.setTitle("Go", for: .normal)
            button.frame = CGRect(x: 40, y: 200 + 60 * CGFloat(i), width: 100, height: 44)
            window.addSubview(button)
        }
        try harness.settle()
        // A system button's title takes the tint, as UIButton(type: .system)'s does.
        #expect(system.titleColor(for: .normal) == reference.titleColor(for: .normal))
        #expect(system.titleColor(for: .normal) != plain.titleColor(for: .normal))
    }
    @Test func perStateValuesFallBackToTheNormalStates() throws {
        let (harness, _) = try launchButtons()
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        button.setTitle("Sending", for: .highlighted)
        button.setTitleColor(.systemRed, for: .selected)
        #expect(button.currentTitle == "Send")
        #expect(button.title(for: .disabled) == "Send")
        #expect(button.title(for: [.selected, .highlighted]) == "Send")
        #expect(button.titleColor(for: .normal) === UIColor.systemBlue)
        #expect(button.titleColor(for: .disabled) === UIColor.systemGray)
        button.isSelected = true
        #expect(button.currentTitleColor === UIColor.systemRed)
        #expect(button.titleLabel?.textColor === UIColor.systemRed)
        button.isHighlighted = true
        #expect(button.titleLabel?.text == "Send")
        button.isSelected = false
        #expect(button.titleLabel?.text == "Sending")
        button.isHighlighted = false
        #expect(UIButton(type: .custom).titleColor(for: .normal) === UIColor.white)
        #expect(UIButton(frame: .zero).buttonType == .custom)
        try harness.settle()
    }

    @Test func aSystemButtonsTitleIsTheTintAndItsSizeFitsIt() throws {
        let (harness, window) = try launchButtons()
        let button = UIButton(type: .system)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
        button.setTitle("Button", for: .normal)
        #expect(button.titleLabel?.font.pointSize == 15)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 10, bottom: 4, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 20, height: title.height + 18))
        button.sizeToFit()
        button.frame.origin = CGPoint(x: 100, y: 300)
        window.addSubview(button)
        try harness.settle()
        #expect(button.titleLabel!.frame.midX == button.bounds.midX)
        let screenshot = harness.screenshot()
        let crop = try #require(screenshot.cropping(to: button.frame.applying(CGAffineTransform(scaleX: 3, y: 3))))
        // The title's darkest pixels are the system blue: their red is far below their blue.
        let bytes = [UInt8](crop.premultipliedRGBA)
        let inked = stride(from: 0, to: bytes.count, by: 4).filter { bytes[$0] < 60 }
        #expect(inked.count > 20)
        #expect(inked.allSatisfy { bytes[$0 + 2] == 255 })
        window.tintColor = .systemGreen
        try harness.settle()
        #expect(button.titleLabel?.textColor === UIColor.systemGreen)
    }

    @Test func pressingASystemButtonDimsItsContentAndReleasingFadesItBack() throws {
        let (harness, window) = try launchButtons()
        let button = UIButton(type: .system)
        button.setTitle("Press", for: .normal)
        button.frame = CGRect(x: 100, y: 300, width: 120, height: 44)
        window.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("upInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        harness.device.touchDown(at: CGPoint(x: 160, y: 322))
        harness.device.runFrame()
        #expect(button.isHighlighted)
        #expect(abs(button.titleLabel!.alpha - 0.2) < 1e-6)
        harness.device.touchUp()
        harness.device.runFrame()
        #expect(events == ["upInside", "primary"])
        #expect(!button.isHighlighted)
        // The model is back at 1 at once; the presentation fades over 0.2 s.
        #expect(button.titleLabel?.alpha == 1)
        let start = harness.device.time
        harness.advance(by: 0.1)
        let midway = try #require(button.titleLabel?.layer.presentation()?.opacity)
        #expect(midway > 0.25 && midway < 0.95, "opacity \(midway) at \(harness.device.time - start) s")
        try harness.settle()
        #expect(button.titleLabel?.layer.presentation()?.opacity == 1)
        #expect(button.accessibilityTraits == .button)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Press")
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        try harness.settle()
    }

    @Test func aTapFoundByTitleRunsThePrimaryAction() throws {
        let (harness, window) = try launchButtons()
        var taps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        #expect(button.currentTitle == "Go")
        button.frame = CGRect(x: 50, y: 200, width: 100, height: 44)
        window.addSubview(button)
        try harness.settle()
        try harness.tap(accessibilityLabel: "Go")
        try harness.settle()
        #expect(taps == 1)
    }

    @Test func systemButtonsTintTheirImagesAndTheGlyphTypesDrawOne() throws {
        let (harness, window) = try launchButtons()
        let add = UIButton(type: .contactAdd)
        #expect(add.currentImage?.size == CGSize(width: 22, height: 22))
        #expect(add.intrinsicContentSize == CGSize(width: 22, height: 22))
        add.frame = CGRect(x: 100, y: 100, width: 22, height: 22)
        add.tintColor = .systemRed
        let close = UIButton(type: .close)
        #expect(close.currentImage?.size == CGSize(width: 30, height: 30))
        close.frame = CGRect(x: 200, y: 100, width: 30, height: 30)
        window.addSubview(add)
        window.addSubview(close)
        try harness.settle()
        // The plus's centre is drawn in the tint; the close glyph's ring is grey, not tinted.
        #expect(pixel(harness, CGPoint(x: 111, y: 111)) == [255, 59, 48, 255])
        let ring = pixel(harness, CGPoint(x: 203, y: 115))
        #expect(ring[0] == ring[1] && ring[0] < 250 && ring[0] > 200)
        harness.device.userInterfaceStyle = .dark
        try harness.settle()
        let darkRing = pixel(harness, CGPoint(x: 203, y: 115))
        #expect(darkRing != ring)
        #expect(pixel(harness, CGPoint(x: 111, y: 111)) == [255, 69, 58, 255])
    }

    @Test func aCustomButtonShowsItsHighlightedImagesWhilePressed() throws {
        let (harness, window) = try launchButtons()
        func solid(_ color: UIColor, _ side: CGFloat) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: side, height: side))
            }
        }
        let button = UIButton(type: .custom)
        button.setImage(solid(.red, 10), for: .normal)
        button.setImage(solid(.green, 10), for: .highlighted)
        button.setBackgroundImage(solid(.blue, 3).resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)), for: .normal)
        #expect(button.backgroundImage(for: .highlighted) === button.backgroundImage(for: .normal))
        #expect(button.intrinsicContentSize == CGSize(width: 10, height: 10))
        button.frame = CGRect(x: 100, y: 500, width: 80, height: 40)
        window.addSubview(button)
        try harness.settle()
        // The image, not tinted (a custom button keeps its colours), centred on the stretched background.
        #expect(pixel(harness, CGPoint(x: 140, y: 520)) == [255, 0, 0, 255])
        #expect(pixel(harness, CGPoint(x: 105, y: 505)) == [0, 0, 255, 255])
        harness.device.touchDown(at: CGPoint(x: 140, y: 520))
        harness.device.runFrame()
        #expect(button.currentImage === button.image(for: .highlighted))
        #expect(pixel(harness, CGPoint(x: 140, y: 520)) == [0, 255, 0, 255])
        #expect(button.imageView?.alpha == 1)
        harness.device.touchUp()
        try harness.settle()
        #expect(pixel(harness, CGPoint(x: 140, y: 520)) == [255, 0, 0, 255])
    }

    @Test func filledConfigurationsDrawWhiteOnTheTintInsideTheirInsets() throws {
        let (harness, window) = try launchButtons()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Filled"
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(title.width > 30)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
        button.sizeToFit()
        button.frame.origin = CGPoint(x: 100, y: 400)
        window.addSubview(button)
        try harness.settle()
        #expect(pixel(harness, CGPoint(x: 104 + button.bounds.height / 2, y: 402)) == [0, 122, 255, 255])
        #expect(pixel(harness, CGPoint(x: 101, y: 401)) == [255, 255, 255, 255])

        var gray = UIButton.Configuration.gray()
        gray.title = "Gray"
        gray.subtitle = "Subtitle"
        gray.titlePadding = 4
        button.configuration = gray
        let sub = button.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Subtitle" }
        let subtitle = try #require(sub).intrinsicContentSize
        let grayTitle = button.titleLabel!.intrinsicContentSize
        #expect(button.intrinsicContentSize.height == 14 + grayTitle.height + 4 + subtitle.height)
        #expect(button.titleLabel?.textColor === UIColor.systemBlue)

        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Tinted"
        tinted.baseBackgroundColor = .systemRed
        tinted.baseForegroundColor = .systemRed
        button.configuration = tinted
        button.sizeToFit()
        try harness.settle()
        // 15 % red over white.
        #expect(pixel(harness, CGPoint(x: 103, y: 402 + button.bounds.height / 2)) == [255, 226, 224, 255])
    }
}
