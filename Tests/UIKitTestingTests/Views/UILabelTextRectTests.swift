import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// The padded label outside code writes: its text rectangle grown by `insets` around the
/// rectangle the label would give the inset bounds, and its text drawn inside the insets.
private final class PaddedLabel: UILabel {
    let insets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)

    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
        return inner.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }
}

/// A label whose text rectangle is 40 pt taller than its text, and nothing else.
private final class TallTextRectLabel: UILabel {
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        var rect = super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
        rect.size.height += 40
        return rect
    }
}

/// The top-aligned label outside code writes: it draws in the text rectangle of its bounds.
private final class TopAlignedLabel: UILabel {
    override func drawText(in rect: CGRect) {
        super.drawText(in: super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines))
    }
}

/// `labels` in a white window on an iPhone 15 Pro, drawn.
@MainActor private func host(_ labels: [UILabel]) throws -> AppHarness { try hostInWhiteWindow(labels) }

/// The smallest rectangle, in screen points, holding every pixel within `rect` that is not
/// white; nil when all are.
@MainActor private func ink(_ harness: AppHarness, in rect: CGRect) -> CGRect? {
    let image = harness.screenshot()
    let scale = CGFloat(image.width) / harness.device.screen.bounds.width
    let data = image.premultipliedRGBA
    var found: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
        for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
            let offset = (y * image.width + x) * 4
            guard data[offset] < 200 else { continue }
            found = (min(found?.minX ?? x, x), min(found?.minY ?? y, y), max(found?.maxX ?? x, x), max(found?.maxY ?? y, y))
        }
    }
    guard let found else { return nil }
    return CGRect(x: CGFloat(found.minX) / scale, y: CGFloat(found.minY) / scale,
                  width: CGFloat(found.maxX - found.minX + 1) / scale, height: CGFloat(found.maxY - found.minY + 1) / scale)
}

@Suite(.checksInvariants) @MainActor
struct UILabelTextRectTests {
    @Test func theDefaultTextRectangleIsTheTextsSizeAtTheBoundsOrigin() throws {
        let label = UILabel(frame: CGRect(x: 50, y: 200, width: 200, height: 40))
        label.text = "Hello"
        _ = try host([label])
        let size = label.intrinsicContentSize
        let rect = label.textRect(forBounds: CGRect(x: 5, y: 7, width: 300, height: 100), limitedToNumberOfLines: 1)
        #expect(rect.origin == CGPoint(x: 5, y: 7))
        #expect(rect.size.width.rounded(.up) == size.width && rect.size.height.rounded(.up) == size.height)
        // No larger than the bounds.
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 10, height: 5), limitedToNumberOfLines: 1).size == CGSize(width: 10, height: 5))
    }

    @Test func aPaddedLabelIsSizedAndDrawnWithItsPadding() throws {
        let plain = UILabel(), padded = PaddedLabel()
        for label in [plain, padded] { label.text = "Hello" }
        let size = plain.intrinsicContentSize
        #expect(padded.intrinsicContentSize == CGSize(width: size.width + 40, height: size.height + 20))
        #expect(padded.sizeThatFits(CGSize(width: 300, height: 300)) == padded.intrinsicContentSize)
        plain.frame = CGRect(origin: CGPoint(x: 50, y: 200), size: size)
        padded.frame = CGRect(origin: CGPoint(x: 50, y: 300), size: padded.intrinsicContentSize)
        let harness = try host([plain, padded])
        let plainInk = try #require(ink(harness, in: CGRect(x: 40, y: 190, width: 200, height: 60)))
        let paddedInk = try #require(ink(harness, in: CGRect(x: 40, y: 290, width: 200, height: 80)))
        // The same text, 20 pt further in and 10 pt further down within the padded label.
        #expect(abs(paddedInk.minX - 50 - (plainInk.minX - 50) - 20) < 0.5)
        #expect(abs(paddedInk.minY - 300 - (plainInk.minY - 200) - 10) < 0.5)
        #expect(paddedInk.size == plainInk.size)
    }

    @Test func aTallerTextRectangleGrowsTheSizeAndPlacesTheTextHigherInTheLabel() throws {
        let plain = UILabel(), tall = TallTextRectLabel()
        for label in [plain, tall] { label.text = "Hello" }
        let size = plain.intrinsicContentSize
        #expect(tall.intrinsicContentSize == CGSize(width: size.width, height: size.height + 40))
        #expect(tall.sizeThatFits(.zero) == tall.intrinsicContentSize)
        // Both as tall as the tall one wants: the plain label centres its text, 20 pt down; the
        // tall text rectangle fills the label, so its text starts at the top.
        plain.frame = CGRect(x: 50, y: 200, width: 200, height: size.height + 40)
        tall.frame = CGRect(x: 50, y: 400, width: 200, height: size.height + 40)
        let harness = try host([plain, tall])
        let plainInk = try #require(ink(harness, in: CGRect(x: 50, y: 200, width: 200, height: size.height + 40)))
        let tallInk = try #require(ink(harness, in: CGRect(x: 50, y: 400, width: 200, height: size.height + 40)))
        #expect(abs((plainInk.minY - 200) - (tallInk.minY - 400) - 20) < 0.5)
    }

    @Test func aLabelThatDrawsInItsTextRectangleIsTopAligned() throws {
        let plain = UILabel(), top = TopAlignedLabel()
        for label in [plain, top] { label.text = "Hello" }
        let height = plain.intrinsicContentSize.height
        plain.frame = CGRect(x: 50, y: 200, width: 200, height: 100)
        top.frame = CGRect(x: 50, y: 400, width: 200, height: 100)
        let harness = try host([plain, top])
        let plainInk = try #require(ink(harness, in: plain.frame))
        let topInk = try #require(ink(harness, in: top.frame))
        #expect(abs((plainInk.minY - 200) - (topInk.minY - 400) - ((100 - height) / 2).rounded(.down)) < 0.5)
    }
}
