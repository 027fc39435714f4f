import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A screen with a navigation bar, a red square pinned to the top left of the safe area, a blue
/// one to the bottom right and a label in the middle, so that a turn shows which way it goes.
@MainActor final class TurningScreenController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Turning"
        view.backgroundColor = .white
        let red = UIView(), blue = UIView(), label = UILabel()
        red.backgroundColor = .red
        blue.backgroundColor = .blue
        label.text = "Top of the page"
        for subview in [red, blue, label] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            red.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            red.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            red.widthAnchor.constraint(equalToConstant: 80), red.heightAnchor.constraint(equalToConstant: 80),
            blue.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            blue.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -16),
            blue.widthAnchor.constraint(equalToConstant: 120), blue.heightAnchor.constraint(equalToConstant: 60),
            label.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
            label.topAnchor.constraint(equalTo: red.bottomAnchor, constant: 24),
        ])
    }
}

/// What the screen shows while the interface turns.
@Suite(.checksInvariants) @MainActor
struct RotationScreenTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// The red, green and blue of screen pixel (`x`, `y`), in pixels.
    func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let bytes = image.premultipliedRGBA
        let i = (y * image.width + x) * 4
        return [bytes[i], bytes[i + 1], bytes[i + 2]]
    }

    @Test func halfWayThroughATurnTheOldPictureIsAnEighthTurnFromUprightOverTheBlackScreen() throws {
        let harness = AppHarness(model: .iPhone8) { EdgeSwipeDelegate(root: UINavigationController(rootViewController: TurningScreenController())) }
        try harness.settle()
        let start = harness.device.time
        harness.device.rotate(to: .landscapeLeft)
        // Half of the 0.4 s turn.
        harness.advance(by: start + 0.2 - harness.device.time)
        let halfway = harness.screenshot()
        #expect(halfway.width == 1334 && halfway.height == 750)
        // The turning picture leaves the screen's corners black; the middle is the white page.
        #expect(rgb(halfway, 2, 2) == [0, 0, 0] && rgb(halfway, 1331, 747) == [0, 0, 0])
        #expect(rgb(halfway, 667, 375) == [255, 255, 255])
        try harness.assertScreenshot(named: "rotation-half-way-iphone-8", in: Self.goldens)
        try harness.settle()
        let upright = harness.screenshot()
        #expect(rgb(upright, 2, 2) != [0, 0, 0] && rgb(upright, 1331, 747) != [0, 0, 0])
    }
}
