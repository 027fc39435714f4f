import UIKit

/// The gesture gallery: recognizers at work on one screen, written as iOS code writes them.
///
/// A card sits in the middle of the screen, where the simulator's Option-drag puts the two
/// fingers of a pinch around it. A tap recolours it; a double tap (which the tap requires to fail,
/// so a double tap never recolours) puts it back in the middle at its first size and angle; a
/// pan drags it; a pinch scales it while a rotation turns it (the two recognize together); a
/// long press marks it. The bottom third is a list of pages that snaps to whole pages. A label
/// reports the last gesture.
public final class GesturesViewController: UIViewController, UIGestureRecognizerDelegate {
    /// The card that the gestures move.
    public private(set) var card: UIView!
    /// The line that names the last gesture.
    public private(set) var status: UILabel!
    /// The paging list.
    public private(set) var pages: UIScrollView!

    static let colours: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemRed]
    static let cardSize = CGSize(width: 120, height: 120)
    private var colourIndex = 0
    private var scale: CGFloat = 1
    private var angle: CGFloat = 0

    public override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .white
        let bounds = view.bounds
        let top = UIApplication.shared.statusBarFrame.maxY
        let listTop = (bounds.height * 0.7).rounded()

        status = UILabel(frame: CGRect(x: 16, y: top + 8, width: bounds.width - 32, height: 24))
        status.text = "Tap, drag, pinch or hold the card"
        status.accessibilityIdentifier = "status"
        view.addSubview(status)

        card = UIView(frame: CGRect(origin: .zero, size: Self.cardSize))
        card.center = CGPoint(x: bounds.midX, y: bounds.midY)
        card.backgroundColor = Self.colours[0]
        card.accessibilityIdentifier = "card"
        view.addSubview(card)

        let tap = UITapGestureRecognizer(target: self, action: Selector(GesturesViewController.recolour(_:)))
        let doubleTap = UITapGestureRecognizer(target: self, action: Selector(GesturesViewController.recentre(_:)))
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)
        let pan = UIPanGestureRecognizer(target: self, action: Selector(GesturesViewController.drag(_:)))
        let pinch = UIPinchGestureRecognizer(target: self, action: Selector(GesturesViewController.pinch(_:)))
        let rotation = UIRotationGestureRecognizer(target: self, action: Selector(GesturesViewController.rotate(_:)))
        pinch.delegate = self
        rotation.delegate = self
        let hold = UILongPressGestureRecognizer(target: self, action: Selector(GesturesViewController.hold(_:)))
        for recognizer in [tap, doubleTap, pan, pinch, rotation, hold] {
            card.addGestureRecognizer(recognizer)
        }

        pages = UIScrollView(frame: CGRect(x: 0, y: listTop, width: bounds.width, height: bounds.height - listTop))
        pages.isPagingEnabled = true
        pages.backgroundColor = UIColor(white: 0.95, alpha: 1)
        pages.accessibilityIdentifier = "pages"
        let pageHeight = pages.bounds.height
        for index in 0..<5 {
            let page = UIView(frame: CGRect(x: 0, y: CGFloat(index) * pageHeight, width: bounds.width, height: pageHeight))
            page.backgroundColor = index % 2 == 0 ? UIColor(white: 0.95, alpha: 1) : UIColor(white: 0.88, alpha: 1)
            let label = UILabel(frame: CGRect(x: 16, y: pageHeight / 2 - 12, width: bounds.width - 32, height: 24))
            label.text = "Page \(index + 1) of 5"
            label.textAlignment = .center
            page.addSubview(label)
            pages.addSubview(page)
        }
        pages.contentSize = CGSize(width: bounds.width, height: pageHeight * 5)
        view.addSubview(pages)
        self.view = view
    }

    private func report(_ text: String) { status.text = text }

    private func recolour(_ recognizer: UITapGestureRecognizer) {
        colourIndex = (colourIndex + 1) % Self.colours.count
        card.backgroundColor = Self.colours[colourIndex]
        report("Tap: colour \(colourIndex + 1)")
    }

    private func recentre(_ recognizer: UITapGestureRecognizer) {
        scale = 1
        angle = 0
        UIView.animate(withDuration: 0.25) {
            self.card.transform = .identity
            self.card.center = CGPoint(x: self.view.bounds.midX, y: self.view.bounds.midY)
        }
        report("Double tap: back to the middle")
    }

    private func drag(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        card.center = CGPoint(x: card.center.x + translation.x, y: card.center.y + translation.y)
        recognizer.setTranslation(.zero, in: view)
        report("Pan: \(Int(card.center.x)), \(Int(card.center.y))")
    }

    private func pinch(_ recognizer: UIPinchGestureRecognizer) {
        scale = min(3, max(0.5, scale * recognizer.scale))
        recognizer.scale = 1
        applyTransform()
        report("Pinch: ×\(String(format: "%.2f", scale))")
    }

    private func rotate(_ recognizer: UIRotationGestureRecognizer) {
        angle += recognizer.rotation
        recognizer.rotation = 0
        applyTransform()
        report("Rotation: \(Int(angle * 180 / .pi))°")
    }

    private func hold(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        card.alpha = card.alpha < 1 ? 1 : 0.6
        report("Long press")
    }

    private func applyTransform() {
        card.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (gestureRecognizer is UIPinchGestureRecognizer && otherGestureRecognizer is UIRotationGestureRecognizer)
            || (gestureRecognizer is UIRotationGestureRecognizer && otherGestureRecognizer is UIPinchGestureRecognizer)
    }
}

/// The gesture gallery's app delegate: one window with `GesturesViewController`.
public final class GesturesAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = GesturesViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
