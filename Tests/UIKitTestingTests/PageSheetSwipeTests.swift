import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A log of appearance and presentation-delegate calls, in order.
@MainActor final class SheetLog: UIAdaptivePresentationControllerDelegate {
    var entries: [String] = []
    var allowsDismissal = true
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        entries.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        entries.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        entries.append("didDismiss presented=\(presentationController.presentingViewController.presentedViewController == nil ? "nil" : "B")")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        entries.append("didAttemptToDismiss")
    }
}

/// A controller that logs its appearance calls, with a coloured view.
final class SheetContentController: UIViewController {
    let name: String
    let log: SheetLog
    let color: UIColor
    init(_ name: String, log: SheetLog, color: UIColor) {
        self.name = name
        self.log = log
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { preconditionFailure("not used") }
    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = color
    }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name) willAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name) didAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name) willDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name) didDisappear(\(animated))") }
}

final class SheetAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let log = SheetLog()
    lazy var root = SheetContentController("A", log: log, color: .systemBlue)
    lazy var sheet = SheetContentController("B", log: log, color: .systemYellow)

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// Launches an app whose root controller A presents B as a page sheet, at rest; the log starts
/// empty. On an iPhone 15 Pro the card's top is 69 pt (59 pt safe area + 10) and it travels
/// 783 pt to leave the 852 pt screen.
@MainActor private func presentSheet(prepare: (SheetAppDelegate) -> Void = { _ in }) throws -> (AppHarness, SheetAppDelegate) {
    let app = SheetAppDelegate()
    let harness = AppHarness(model: .iPhone15Pro) { app }
    try harness.settle()
    prepare(app)
    app.sheet.presentationController?.delegate = app.log
    app.root.present(app.sheet, animated: true)
    try harness.settle()
    app.log.entries.removeAll()
    return (harness, app)
}

/// The card's top in the window, as the compositor shows it.
@MainActor private func cardTop(_ app: SheetAppDelegate) -> CGFloat {
    app.sheet.view.superview!.layer.presentation()!.frame.minY
}

/// Puts a finger down at (200, `y`) and moves it down `steps` times by `step` points, one frame
/// each, returning the card's top after each move.
@MainActor private func dragDown(_ device: Device, app: SheetAppDelegate, from y: CGFloat = 300, steps: Int,
                                 by step: CGFloat) -> [(finger: CGFloat, card: CGFloat)] {
    device.touchDown(at: CGPoint(x: 200, y: y))
    device.runFrame()
    var samples: [(CGFloat, CGFloat)] = []
    var finger = y
    for _ in 0..<steps {
        finger += step
        device.touchMove(to: CGPoint(x: 200, y: finger))
        device.runFrame()
        samples.append((finger, cardTop(app)))
    }
    return samples
}

/// Holds the finger still for `seconds` (so it lifts with no speed), then lifts it.
@MainActor private func holdAndLift(_ device: Device, for seconds: TimeInterval) {
    for _ in 0..<Int(seconds * 60) { device.runFrame() }
    device.touchUp()
    device.runFrame()
}

@Suite(.checksInvariants) @MainActor
struct PageSheetSwipeTests {
    @Test func theCardFollowsTheFingerOneToOneWhileTheDimmingAndThePresentersShrinkFollowTheProgress() throws {
        let (harness, app) = try presentSheet()
        #expect(cardTop(app) == 69)
        let samples = dragDown(harness.device, app: app, steps: 30, by: 10)
        // The pan begins after its 10 pt hysteresis; from then the card moves with the finger.
        for sample in samples where sample.card > 69 {
            #expect(abs(sample.card - (69 + sample.finger - 300 - 10)) < 0.01, "\(sample)")
        }
        let offset = try #require(samples.last).card - 69
        #expect(offset == 290)
        let progress = offset / 783
        let container = try #require(app.sheet.presentationController?.containerView)
        let dimming = try #require(container.subviews.first)
        #expect(abs(dimming.alpha - 0.4 * (1 - progress)) < 0.001)
        // Fully shrunk, A is 16 pt in from each side; part of the way, in proportion.
        let fullScale = (393 - 32) / 393.0
        #expect(abs(app.root.view.transform.a - (fullScale + (1 - fullScale) * progress)) < 0.001)
        #expect(app.root.presentedViewController === app.sheet)
        holdAndLift(harness.device, for: 0.3)
        try harness.settle()
    }

    @Test func aSwipePastHalfWayDismissesWithTheCallbacksInIOSOrder() throws {
        let (harness, app) = try presentSheet()
        var completed = false
        _ = dragDown(harness.device, app: app, steps: 45, by: 10)
        #expect(app.log.entries == ["shouldDismiss", "willDismiss", "B willDisappear(true)"])
        #expect(app.sheet.isBeingDismissed)
        // Nothing is dismissed until the card has gone.
        #expect(app.root.presentedViewController === app.sheet)
        #expect(app.sheet.presentingViewController === app.root)
        holdAndLift(harness.device, for: 0.3)
        #expect(app.root.presentedViewController === app.sheet)
        try harness.settle()
        completed = app.root.presentedViewController == nil
        #expect(app.log.entries == ["shouldDismiss", "willDismiss", "B willDisappear(true)",
                                    "B didDisappear(true)", "didDismiss presented=nil"])
        #expect(completed)
        #expect(app.sheet.presentingViewController == nil)
        #expect(app.sheet.viewIfLoaded?.window == nil)
        #expect(app.root.view.transform == .identity)
        #expect(!app.sheet.isBeingDismissed)
    }

    @Test func aSlowSwipeLetGoShortSpringsBackAndTheAppearanceCallsUndoThemselves() throws {
        let (harness, app) = try presentSheet()
        _ = dragDown(harness.device, app: app, steps: 30, by: 5)
        holdAndLift(harness.device, for: 0.5)
        try harness.settle()
        #expect(app.log.entries == ["shouldDismiss", "willDismiss", "B willDisappear(true)",
                                    "B willAppear(true)", "B didAppear(true)"])
        #expect(cardTop(app) == 69)
        #expect(app.root.presentedViewController === app.sheet)
        #expect(!app.sheet.isBeingDismissed)
        // The sheet can be swiped again, and a programmatic dismissal calls no delegate method.
        app.log.entries.removeAll()
        app.sheet.dismiss(animated: true)
        try harness.settle()
        #expect(app.log.entries == ["B willDisappear(true)", "B didDisappear(true)"])
        #expect(app.root.presentedViewController == nil)
    }

    @Test func aFastFlickOverAShortDistanceDismisses() throws {
        let (harness, app) = try presentSheet()
        let samples = dragDown(harness.device, app: app, steps: 4, by: 40)
        let offset = try #require(samples.last).card - 69
        #expect(offset < 783 / 4)
        harness.device.touchUp()
        harness.device.runFrame()
        try harness.settle()
        #expect(app.root.presentedViewController == nil)
        #expect(app.log.entries.last == "didDismiss presented=nil")
    }

    @Test func aSheetThatIsModalInPresentationResistsAndTellsTheDelegateOnRelease() throws {
        let (harness, app) = try presentSheet { $0.sheet.isModalInPresentation = true }
        let samples = dragDown(harness.device, app: app, steps: 30, by: 10)
        let offset = try #require(samples.last).card - 69
        // 290 pt of pull moves the card along a 100 pt rubber band: about 62 pt.
        #expect(offset > 40 && offset < 70, "\(offset)")
        #expect(app.log.entries.isEmpty)
        harness.device.touchUp()
        harness.device.runFrame()
        #expect(app.log.entries == ["didAttemptToDismiss"])
        try harness.settle()
        #expect(cardTop(app) == 69)
        #expect(app.root.presentedViewController === app.sheet)
        #expect(app.log.entries == ["didAttemptToDismiss"])
    }

    @Test func aDelegateThatRefusesGetsAskedThenToldOfTheAttempt() throws {
        let (harness, app) = try presentSheet { $0.log.allowsDismissal = false }
        _ = dragDown(harness.device, app: app, steps: 60, by: 10)
        #expect(cardTop(app) - 69 < 100)
        harness.device.touchUp()
        harness.device.runFrame()
        try harness.settle()
        #expect(app.log.entries == ["shouldDismiss", "didAttemptToDismiss"])
        #expect(app.root.presentedViewController === app.sheet)
    }
}

/// A sheet whose content is a scroll view.
@Suite(.checksInvariants) @MainActor
struct PageSheetScrollViewTests {
    private func presentScrollingSheet() throws -> (AppHarness, SheetAppDelegate, UIScrollView) {
        let scrollView = UIScrollView()
        let (harness, app) = try presentSheet { app in
            scrollView.frame = app.sheet.view.bounds
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scrollView.contentSize = CGSize(width: 393, height: 3000)
            app.sheet.view.addSubview(scrollView)
        }
        return (harness, app, scrollView)
    }

    @Test func aDownwardDragOnAScrollViewAtItsTopMovesTheSheetInsteadOfRubberBanding() throws {
        let (harness, app, scrollView) = try presentScrollingSheet()
        let top = scrollView.contentOffset.y
        let samples = dragDown(harness.device, app: app, steps: 20, by: 10)
        #expect(try #require(samples.last).card == 69 + 190)
        #expect(scrollView.contentOffset.y == top)
        #expect(!scrollView.isDragging)
        #expect(app.log.entries == ["shouldDismiss", "willDismiss", "B willDisappear(true)"])
        holdAndLift(harness.device, for: 0.5)
        try harness.settle()
        #expect(app.root.presentedViewController === app.sheet)
        #expect(scrollView.contentOffset.y == top)
    }

    @Test func aScrollViewScrolledDownKeepsTheDownwardDragAndTheSheetStays() throws {
        let (harness, app, scrollView) = try presentScrollingSheet()
        scrollView.contentOffset.y = 400
        let samples = dragDown(harness.device, app: app, steps: 20, by: 10)
        #expect(samples.allSatisfy { $0.card == 69 })
        #expect(scrollView.contentOffset.y < 400 - 150)
        #expect(app.log.entries.isEmpty)
        holdAndLift(harness.device, for: 0.3)
        try harness.settle()
    }

    @Test func anUpwardDragAtTheTopScrollsTheContent() throws {
        let (harness, app, scrollView) = try presentScrollingSheet()
        let top = scrollView.contentOffset.y
        _ = dragDown(harness.device, app: app, from: 600, steps: 20, by: -10)
        #expect(cardTop(app) == 69)
        #expect(scrollView.contentOffset.y > top + 150)
        #expect(app.log.entries.isEmpty)
        holdAndLift(harness.device, for: 0.3)
        try harness.settle()
    }
}

/// Page sheets in landscape, where an iPhone's height is compact.
@Suite(.checksInvariants) @MainActor
struct PageSheetLandscapeTests {
    @Test func inLandscapeAPageSheetCoversTheScreenAndThePresenterStaysUnshrunk() throws {
        let app = SheetAppDelegate()
        let harness = AppHarness(model: .iPhone15Pro) { app }
        try harness.settle()
        harness.device.rotate(to: .landscapeLeft)
        try harness.settle()
        app.log.entries.removeAll()
        app.root.present(app.sheet, animated: true)
        try harness.settle()
        let window = try #require(harness.keyWindow)
        #expect(window.bounds.size == CGSize(width: 852, height: 393))
        #expect(app.sheet.view.convert(app.sheet.view.bounds, to: window) == window.bounds)
        #expect(app.sheet.view.superview?.layer.cornerRadius == 0)
        #expect(app.root.view.window === window)
        #expect(app.root.view.transform == .identity)
        #expect(app.log.entries == ["B willAppear(true)", "B didAppear(true)"])
        #expect(app.sheet.presentationController?.presentationStyle == .pageSheet)
    }

    @Test func rotatingWhileASheetIsShownSwitchesBetweenTheCardAndTheFullScreen() throws {
        let (harness, app) = try presentSheet()
        let window = try #require(harness.keyWindow)
        harness.device.rotate(to: .landscapeLeft)
        try harness.settle()
        #expect(app.sheet.view.convert(app.sheet.view.bounds, to: window) == window.bounds)
        #expect(app.root.view.transform == .identity)
        #expect(app.root.view.frame == window.bounds)
        harness.device.rotate(to: .portrait)
        try harness.settle()
        #expect(cardTop(app) == 69)
        #expect(abs(app.sheet.view.convert(app.sheet.view.bounds, to: window).height - (852 - 69)) < 0.01)
        #expect(abs(app.root.view.frame.width - (393 - 32)) < 0.01)
        #expect(app.root.view.frame.minY == 59)
        #expect(app.log.entries.filter { $0.hasPrefix("A ") || $0.contains("Disappear") }.isEmpty)
    }
}

/// The sheet mid-drag, as pixels.
@Suite(.checksInvariants) @MainActor
struct PageSheetGoldenTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test func aSheetHalfWayThroughASwipeLooksAsOnIOS() throws {
        let (harness, app) = try presentSheet { app in
            let label = UILabel()
            label.text = "Sheet"
            label.font = .systemFont(ofSize: 34, weight: .bold)
            label.sizeToFit()
            label.frame.origin = CGPoint(x: 20, y: 20)
            app.sheet.view.addSubview(label)
        }
        _ = dragDown(harness.device, app: app, steps: 25, by: 10)
        for _ in 0..<10 { harness.device.runFrame() }
        // 240 pt down: the card a third of the way, A a third of the way back to full size.
        #expect(abs(cardTop(app) - (69 + 240)) < 0.001)
        let screenshot = Result { try harness.assertScreenshot(named: "page-sheet-mid-swipe-iphone-15-pro", in: Self.goldens) }
        holdAndLift(harness.device, for: 0.3)
        try harness.settle()
        try screenshot.get()
    }
}
