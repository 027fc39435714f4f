import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A label that uses Auto Layout, added to `superview`.
@MainActor func constrainedLabel(_ text: String, in superview: UIView, lines: Int = 1, font: UIFont = .systemFont(ofSize: 17)) -> UILabel {
    let label = UILabel()
    label.text = text
    label.numberOfLines = lines
    label.font = font
    label.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(label)
    return label
}

let longText = "The quick brown fox jumps over the lazy dog while the cat watches from the warm windowsill all afternoon"

@Suite(.checksInvariants) @MainActor
struct IntrinsicSizeTests {
    // MARK: Labels

    @Test func aMultiLineLabelWrapsAtTheWidthAutoLayoutGivesIt() throws {
        var label: UILabel!
        var trailing: NSLayoutConstraint!
        let controller = BlockViewController { controller in
            label = constrainedLabel(longText, in: controller.view, lines: 0)
            trailing = label.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -20)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
                trailing,
                label.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
            ])
        }
        let harness = try launchConstraints(controller)
        let width = harness.device.screen.bounds.width - 40
        #expect(label.frame.width == width)
        let wrapped = label.sizeThatFits(CGSize(width: width, height: 0)).height
        #expect(wrapped > label.font.lineHeight * 2)
        #expect(label.frame.height == wrapped)
        #expect(label.intrinsicContentSize.height == wrapped)
        // A narrower label wraps to more lines once the engine has solved again.
        trailing.constant = -150
        try harness.settle()
        let narrower = label.sizeThatFits(CGSize(width: width - 130, height: 0)).height
        #expect(narrower > wrapped)
        #expect(label.frame.width == width - 130)
        #expect(label.frame.height == narrower)
    }

    @Test func preferredMaxLayoutWidthSetsWhereTheIntrinsicSizeWraps() throws {
        var label: UILabel!
        let controller = BlockViewController { controller in
            label = constrainedLabel(longText, in: controller.view, lines: 0)
            label.preferredMaxLayoutWidth = 120
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
            ])
        }
        let harness = try launchConstraints(controller)
        let at120 = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(label.frame.size == at120)
        #expect(label.frame.width <= 120)
        label.preferredMaxLayoutWidth = 240
        try harness.settle()
        let at240 = label.sizeThatFits(CGSize(width: 240, height: 0))
        #expect(label.frame.size == at240)
        #expect(at240.height < at120.height)
        // One line: the preferred width does not wrap the intrinsic size.
        label.numberOfLines = 1
        try harness.settle()
        #expect(label.frame.size == label.sizeThatFits(.zero))
    }

    @Test func baselinesAlignTheTextOfLabelsInDifferentFonts() throws {
        var big: UILabel!
        var small: UILabel!
        var note: UILabel!
        var after: UILabel!
        let controller = BlockViewController { controller in
            big = constrainedLabel("Title", in: controller.view, font: .systemFont(ofSize: 34))
            small = constrainedLabel("caption", in: controller.view, font: .systemFont(ofSize: 12))
            note = constrainedLabel("one\ntwo\nthree", in: controller.view, lines: 0)
            after = constrainedLabel("end", in: controller.view, font: .systemFont(ofSize: 12))
            NSLayoutConstraint.activate([
                big.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
                big.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
                small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
                small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
                note.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
                note.topAnchor.constraint(equalTo: big.bottomAnchor, constant: 20),
                after.leadingAnchor.constraint(equalTo: note.trailingAnchor, constant: 8),
                after.firstBaselineAnchor.constraint(equalTo: note.lastBaselineAnchor),
            ])
        }
        _ = try launchConstraints(controller)
        // Each label is its text's height, so its first baseline is its top plus the ascender.
        let bigBaseline = big.frame.minY + big.font.ascender
        let smallBaseline = small.frame.minY + small.font.ascender
        #expect(abs(bigBaseline - smallBaseline) < 0.5)
        #expect(small.frame.minY > big.frame.minY + 10)
        // The last baseline of three lines is two line heights below the first.
        let noteLast = note.frame.minY + 2 * note.font.lineHeight + note.font.ascender
        #expect(abs(after.frame.minY + after.font.ascender - noteLast) < 0.5)
    }

    @Test func aButtonsBaselineIsItsTitles() throws {
        var button: UIButton!
        var label: UILabel!
        let controller = BlockViewController { controller in
            button = UIButton(type: .system)
            button.setTitle("Sign in", for: .normal)
            button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 12, bottom: 4, right: 12)
            button.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(button)
            label = constrainedLabel("Forgot?", in: controller.view, font: .systemFont(ofSize: 24))
            NSLayoutConstraint.activate([
                button.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
                button.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 200),
                label.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 8),
                label.lastBaselineAnchor.constraint(equalTo: button.lastBaselineAnchor),
            ])
        }
        _ = try launchConstraints(controller)
        let title = try #require(button.titleLabel)
        let titleBaseline = button.convert(CGPoint(x: 0, y: title.frame.minY + title.font.ascender), to: controller.view).y
        #expect(abs(label.frame.minY + label.font.ascender - titleBaseline) < 0.5)
    }

    // MARK: Controls

    @Test func controlsPinnedByOneCornerTakeTheirIntrinsicSizesAndFollowChanges() throws {
        var button: UIButton!
        var toggle: UISwitch!
        var image: UIImageView!
        var segments: UISegmentedControl!
        var slider: UISlider!
        let controller = BlockViewController { controller in
            button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            toggle = UISwitch()
            image = UIImageView(image: UIImage.filled(CGSize(width: 40, height: 30)))
            segments = UISegmentedControl(items: ["One", "Two"])
            slider = UISlider()
            var y: CGFloat = 100
            for view in [button!, toggle!, image!, segments!] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                controller.view.addSubview(view)
                NSLayoutConstraint.activate([
                    view.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
                    view.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: y),
                ])
                y += 60
            }
            slider.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(slider)
            NSLayoutConstraint.activate([
                slider.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
                slider.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -20),
                slider.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: y),
            ])
        }
        let harness = try launchConstraints(controller)
        // A system button is its 15 pt title plus 6 pt above and below (reference §13.3).
        let goWidth = button.titleLabel!.intrinsicContentSize.width
        #expect(button.frame.size == CGSize(width: goWidth, height: 30))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(image.frame.size == CGSize(width: 40, height: 30))
        #expect(segments.frame.size == segments.intrinsicContentSize)
        #expect(segments.frame.height == 32)
        #expect(slider.frame.height == 31)
        #expect(slider.frame.width == harness.device.screen.bounds.width - 40)
        #expect(slider.intrinsicContentSize.width == UIView.noIntrinsicMetric)
        let twoSegments = segments.frame.width

        button.setTitle("Continue to checkout", for: .normal)
        image.image = UIImage.filled(CGSize(width: 64, height: 48))
        segments.insertSegment(withTitle: "Three", at: 2, animated: false)
        try harness.settle()
        #expect(button.frame.width == button.titleLabel!.intrinsicContentSize.width)
        #expect(button.frame.width > goWidth + 50)
        #expect(image.frame.size == CGSize(width: 64, height: 48))
        #expect(segments.frame.width == segments.intrinsicContentSize.width)
        #expect(segments.frame.width > twoSegments)

        segments.removeAllSegments()
        segments.insertSegment(withTitle: "A", at: 0, animated: false)
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        try harness.settle()
        #expect(segments.frame.width < twoSegments)
        #expect(button.frame.width == button.titleLabel!.intrinsicContentSize.width + 20)
    }

    @Test func anImageViewWithoutAnImageHasNoIntrinsicSize() throws {
        let view = UIImageView(image: nil)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        var image: UIImageView!
        let controller = BlockViewController { controller in
            image = UIImageView(image: UIImage.filled(CGSize(width: 20, height: 20)))
            image.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(image)
            NSLayoutConstraint.activate([
                image.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
                image.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
                image.widthAnchor.constraint(equalToConstant: 50).withPriority(.defaultLow - 10),
                image.heightAnchor.constraint(equalToConstant: 70).withPriority(.defaultLow - 10),
            ])
        }
        let harness = try launchConstraints(controller)
        #expect(image.frame.size == CGSize(width: 20, height: 20))
        // Without an image, the weak size constraints have nothing to beat.
        image.image = nil
        try harness.settle()
        #expect(image.frame.size == CGSize(width: 50, height: 70))
    }

    // MARK: Hugging and compression resistance

    @Test func ofTwoLabelsInARowTheOneThatHugsLessGrows() throws {
        var name: UILabel!
        var value: UILabel!
        let controller = BlockViewController { controller in
            name = constrainedLabel("Name", in: controller.view)
            value = constrainedLabel("Ada", in: controller.view)
            NSLayoutConstraint.activate([
                name.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
                name.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
                value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
                value.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -20),
                value.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
            ])
            name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        }
        let harness = try launchConstraints(controller)
        let row = harness.device.screen.bounds.width - 48
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(value.frame.width == row - name.frame.width)
        // The other way round, the name takes the room.
        name.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        try harness.settle()
        #expect(value.frame.width == value.intrinsicContentSize.width)
        #expect(name.frame.width == row - value.frame.width)
    }

    @Test func ofTwoLabelsTooWideForARowTheOneThatResistsLessIsTruncated() throws {
        var first: UILabel!
        var second: UILabel!
        let controller = BlockViewController { controller in
            first = constrainedLabel("A rather long first label that does not fit", in: controller.view)
            second = constrainedLabel("And a second, shorter one", in: controller.view)
            NSLayoutConstraint.activate([
                first.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
                first.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
                second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
                second.trailingAnchor.constraint(lessThanOrEqualTo: controller.view.trailingAnchor, constant: -20),
                second.topAnchor.constraint(equalTo: first.topAnchor),
            ])
            first.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        }
        let harness = try launchConstraints(controller)
        let row = harness.device.screen.bounds.width - 48
        #expect(second.intrinsicContentSize.width < row)
        #expect(second.frame.width == second.intrinsicContentSize.width)
        #expect(first.frame.width == row - second.frame.width)
        #expect(first.frame.width < first.intrinsicContentSize.width)
        // Lowering the second's resistance below the first's swaps them.
        second.setContentCompressionResistancePriority(.defaultHigh - 2, for: .horizontal)
        try harness.settle()
        #expect(first.frame.width == first.intrinsicContentSize.width)
        #expect(second.frame.width == row - first.frame.width)
        #expect(second.frame.width < second.intrinsicContentSize.width)
    }
}

extension NSLayoutConstraint {
    /// The constraint at `priority`, for building lists.
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

extension UIImage {
    /// A grey image of `size` points at scale 1.
    @MainActor static func filled(_ size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            UIColor.gray.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }
}
