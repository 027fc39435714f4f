import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit

/// A controller that writes its appearance and containment calls, with their flags, to a shared log.
@MainActor final class ContainedController: UIViewController {
    let name: String
    let log: Log
    var forwardsAppearance = true
    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearance }
    private func flags(_ animated: Bool) -> String {
        (animated ? " animated" : "") + (isMovingToParent ? " movingTo" : "") + (isMovingFromParent ? " movingFrom" : "")
            + (isBeingPresented ? " presented" : "") + (isBeingDismissed ? " dismissed" : "")
    }
    override func viewWillAppear(_ animated: Bool) { log("\(name) willAppear" + flags(animated)) }
    override func viewDidAppear(_ animated: Bool) { log("\(name) didAppear" + flags(animated)) }
    override func viewWillDisappear(_ animated: Bool) { log("\(name) willDisappear" + flags(animated)) }
    override func viewDidDisappear(_ animated: Bool) { log("\(name) didDisappear" + flags(animated)) }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log("\(name) willMove(\((parent as? ContainedController)?.name ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log("\(name) didMove(\((parent as? ContainedController)?.name ?? "nil"))")
    }
}

@MainActor struct ViewControllerAppearanceTests {
    @Test func eachRequestThatChangesDirectionOwesOneCallback() {
        var state = ViewControllerAppearance()
        #expect(state.begin(appearing: false, animated: true) == nil)
        #expect(state.end() == nil)
        #expect(state.begin(appearing: true, animated: true) == .willAppear(animated: true))
        #expect(state.begin(appearing: true, animated: false) == nil)
        #expect(state.end() == .didAppear(animated: true))
        #expect(state.end() == nil)
        #expect(state.begin(appearing: true, animated: false) == nil)
        #expect(state.begin(appearing: false, animated: false) == .willDisappear(animated: false))
        #expect(state.end() == .didDisappear(animated: false))
        #expect(state.phase == .disappeared)
    }

    @Test func aTransitionThatReversesMidwayOwesTheOppositeWillCall() {
        var state = ViewControllerAppearance()
        #expect(state.begin(appearing: true, animated: true) == .willAppear(animated: true))
        #expect(state.begin(appearing: false, animated: true) == .willDisappear(animated: true))
        #expect(state.end() == .didDisappear(animated: true))
        var shown = ViewControllerAppearance()
        _ = shown.begin(appearing: true, animated: false)
        _ = shown.end()
        #expect(shown.begin(appearing: false, animated: true) == .willDisappear(animated: true))
        #expect(shown.begin(appearing: true, animated: true) == .willAppear(animated: true))
        #expect(shown.end() == .didAppear(animated: true))
    }
}

@MainActor struct UIViewControllerContainmentTests {
    @Test func addChildCallsWillMoveAndRemoveFromParentCallsDidMove() {
        _ = TestSystem()
        let log = Log()
        let parent = ContainedController("P", log: log), child = ContainedController("C", log: log)
        parent.addChild(child)
        #expect(parent.children.count == 1 && parent.children.first === child)
        #expect(child.parent === parent)
        #expect(child.isMovingToParent)
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        #expect(child.isMovingFromParent)
        child.removeFromParent()
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        #expect(!child.isMovingFromParent && !child.isMovingToParent)
        #expect(log.entries == ["C willMove(P)", "C didMove(P)", "C willMove(nil)", "C didMove(nil)"])
    }

    @Test func addingAChildToAnotherParentRemovesItFromTheFirst() {
        _ = TestSystem()
        let log = Log()
        let first = ContainedController("A", log: log), second = ContainedController("B", log: log)
        let child = ContainedController("C", log: log)
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(second.children.count == 1 && second.children.first === child)
        #expect(log.entries == ["C willMove(A)", "C didMove(nil)", "C willMove(B)"])
    }

    @Test func aChildAddedToAShownParentAppearsThroughItsViewAndDisappearsWhenRemoved() {
        let system = TestSystem()
        let log = Log()
        let parent = ContainedController("P", log: log), child = ContainedController("C", log: log)
        _ = system.makeKeyWindow(rootViewController: parent)
        log.entries.removeAll()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.entries == ["C willMove(P)", "C willAppear movingTo", "C didMove(P)"])
        system.runFrame()
        #expect(log.entries.last == "C didAppear movingTo")
        #expect(!child.isMovingToParent)
        log.entries.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.entries == ["C willMove(nil)", "C willDisappear movingFrom", "C didDisappear movingFrom", "C didMove(nil)"])
    }

    @Test func aViewAddedWithoutContainmentGivesItsControllerNoAppearanceCalls() {
        let system = TestSystem()
        let log = Log()
        let parent = ContainedController("P", log: log), orphan = ContainedController("O", log: log)
        _ = system.makeKeyWindow(rootViewController: parent)
        log.entries.removeAll()
        parent.view.addSubview(orphan.view)
        system.runFrame()
        orphan.view.removeFromSuperview()
        #expect(log.entries.isEmpty)
    }

    @Test func showingAndHidingTheWindowReachesParentsBeforeChildren() {
        let system = TestSystem()
        let log = Log()
        let parent = ContainedController("P", log: log), child = ContainedController("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = system.makeKeyWindow(rootViewController: parent)
        #expect(log.entries == ["C willMove(P)", "C didMove(P)", "P willAppear", "C willAppear movingTo", "P didAppear", "C didAppear movingTo"])
        log.entries.removeAll()
        window.isHidden = true
        #expect(log.entries == ["P willDisappear", "C willDisappear", "P didDisappear", "C didDisappear"])
    }

    @Test func aContainerThatDoesNotForwardDrivesItsChildrenByHand() {
        let system = TestSystem()
        let log = Log()
        let parent = ContainedController("P", log: log), child = ContainedController("C", log: log)
        parent.forwardsAppearance = false
        _ = system.makeKeyWindow(rootViewController: parent)
        log.entries.removeAll()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        system.runFrame()
        #expect(log.entries == ["C willMove(P)"])
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(log.entries == ["C willMove(P)", "C willAppear animated movingTo", "C didAppear animated movingTo"])
    }

    @Test func manualTransitionsForwardToTheChildrenInTheView() {
        let system = TestSystem()
        let log = Log()
        let container = ContainedController("N", log: log)
        let parent = ContainedController("P", log: log), child = ContainedController("C", log: log)
        container.forwardsAppearance = false
        _ = system.makeKeyWindow(rootViewController: container)
        container.addChild(parent)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        log.entries.removeAll()
        parent.beginAppearanceTransition(true, animated: true)
        container.view.addSubview(parent.view)
        parent.endAppearanceTransition()
        system.runFrame()
        #expect(log.entries == ["P willAppear animated movingTo", "C willAppear animated movingTo",
                                "P didAppear animated movingTo", "C didAppear animated movingTo"])
    }

    @Test func aCancelledInteractivePopCallsBothControllersInIOSOrder() {
        let system = TestSystem()
        let log = Log()
        let container = ContainedController("N", log: log)
        container.forwardsAppearance = false
        let a = ContainedController("A", log: log), b = ContainedController("B", log: log)
        _ = system.makeKeyWindow(rootViewController: container)
        for child in [a, b] { container.addChild(child); child.didMove(toParent: container) }
        b.beginAppearanceTransition(true, animated: false)
        container.view.addSubview(b.view)
        b.endAppearanceTransition()
        log.entries.removeAll()
        // The pop starts, then the finger goes back (reference §9.4).
        b.beginAppearanceTransition(false, animated: true)
        a.beginAppearanceTransition(true, animated: true)
        container.view.insertSubview(a.view, belowSubview: b.view)
        a.beginAppearanceTransition(false, animated: true)
        a.view.removeFromSuperview()
        a.endAppearanceTransition()
        b.beginAppearanceTransition(true, animated: true)
        b.endAppearanceTransition()
        // A has never appeared, so it is still moving to its parent.
        #expect(log.entries == ["B willDisappear animated", "A willAppear animated movingTo", "A willDisappear animated movingTo",
                                "A didDisappear animated movingTo", "B willAppear animated", "B didAppear animated"])
    }

    @Test func replacingTheRootControllerMakesTheOldOneDisappearFirst() {
        let system = TestSystem()
        let log = Log()
        let first = ContainedController("A", log: log), second = ContainedController("B", log: log)
        let window = system.makeKeyWindow(rootViewController: first)
        log.entries.removeAll()
        window.rootViewController = second
        system.runFrame()
        #expect(log.entries == ["A willDisappear", "A didDisappear", "B willAppear", "B didAppear"])
    }
}

@MainActor struct UIViewControllerPresentationTests {
    @Test func aFullScreenPresentationCoversThePresenterInIOSCallbackOrder() {
        let system = TestSystem()
        let log = Log()
        let a = ContainedController("A", log: log), b = ContainedController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        let window = system.makeKeyWindow(rootViewController: a)
        log.entries.removeAll()
        var completed = 0
        a.present(b, animated: true) { completed += 1 }
        #expect(log.entries == ["A willDisappear animated", "B willAppear animated presented"])
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(b.next === a)
        system.runFrames(for: 0.25)
        // The card that carries B's view slides up from below the screen.
        let midway = b.view.superview!.layer.presentation()!.frame
        #expect(midway.minY > 0 && midway.minY < window.bounds.height / 2)
        system.runFrames(for: 0.35)
        #expect(log.entries == ["A willDisappear animated", "B willAppear animated presented",
                                "A didDisappear animated", "B didAppear animated presented"])
        #expect(completed == 1)
        #expect(a.view.window == nil)
        #expect(b.view.convert(b.view.bounds, to: window) == window.bounds)
        #expect(!b.isBeingPresented)

        log.entries.removeAll()
        b.dismiss(animated: true) { completed += 1 }
        #expect(a.view.window === window)
        system.runFrames(for: 0.6)
        #expect(log.entries == ["B willDisappear animated dismissed", "A willAppear animated",
                                "B didDisappear animated dismissed", "A didAppear animated"])
        #expect(completed == 2)
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(b.view.window == nil)
    }

    @Test func aPageSheetLeavesThePresenterShownAndShrunkBehindTheCard() {
        let system = TestSystem()
        let log = Log()
        let a = ContainedController("A", log: log), b = ContainedController("B", log: log)
        let window = system.makeKeyWindow(rootViewController: a)
        log.entries.removeAll()
        a.present(b, animated: false)
        system.runFrame()
        #expect(log.entries == ["B willAppear presented", "B didAppear presented"])
        #expect(a.view.window === window)
        let card = b.view.convert(b.view.bounds, to: window)
        #expect(card.minY == window.safeAreaInsets.top + 10)
        #expect(card.maxY == window.bounds.maxY)
        #expect(b.view.safeAreaInsets.top == 0)
        let shrunk = a.view.layer.presentation()!.frame
        #expect(shrunk.minY == window.safeAreaInsets.top)
        #expect(isClose(shrunk.width, window.bounds.width - 32))

        b.dismiss(animated: false)
        #expect(a.view.transform == .identity)
        #expect(b.view.window == nil)
        #expect(a.presentedViewController == nil)
    }

    @Test func beforeIOS13TheAutomaticStyleIsFullScreen() {
        let system = TestSystem.legacyPhone(version: 12)
        let log = Log()
        let a = ContainedController("A", log: log), b = ContainedController("B", log: log)
        _ = system.makeKeyWindow(rootViewController: a)
        a.present(b, animated: false)
        #expect(a.view.window == nil)
        #expect(b.view.frame == system.screen.bounds)
    }

    @Test func aControllerThatAlreadyPresentsPresentsNothingMore() {
        let system = TestSystem()
        let log = Log()
        let a = ContainedController("A", log: log), b = ContainedController("B", log: log), c = ContainedController("C", log: log)
        _ = system.makeKeyWindow(rootViewController: a)
        a.present(b, animated: false)
        var called = false
        a.present(c, animated: false) { called = true }
        #expect(!called)
        #expect(c.presentingViewController == nil)
        #expect(c.viewIfLoaded?.window == nil)
    }

    @Test func aChildPresentsFromItsTopmostContainer() {
        let system = TestSystem()
        let log = Log()
        let parent = ContainedController("P", log: log), child = ContainedController("C", log: log)
        let shown = ContainedController("S", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        _ = system.makeKeyWindow(rootViewController: parent)
        child.present(shown, animated: false)
        #expect(shown.presentingViewController === parent)
        #expect(child.presentedViewController === shown)
        shown.dismiss(animated: false)
        #expect(parent.presentedViewController == nil)
    }
}

@MainActor final class SafeAreaRecordingView: UIView {
    var changes: [UIEdgeInsets] = []
    override func safeAreaInsetsDidChange() { changes.append(safeAreaInsets) }
}

@MainActor final class SafeAreaController: UIViewController {
    var changes: [UIEdgeInsets] = []
    var order: [String] = []
    override func viewSafeAreaInsetsDidChange() {
        changes.append(view.safeAreaInsets)
        order.append("safeAreaDidChange")
    }
    override func viewWillLayoutSubviews() { order.append("willLayout") }
}

@MainActor struct UIViewControllerSafeAreaTests {
    @Test func additionalInsetsShrinkTheSafeAreaOfTheViewAndItsSubviews() {
        let system = TestSystem()
        let controller = SafeAreaController()
        let top = SafeAreaRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let middle = SafeAreaRecordingView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        controller.view.addSubview(top)
        controller.view.addSubview(middle)
        _ = system.makeKeyWindow(rootViewController: controller)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(controller.changes == [UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)])
        #expect(controller.order.prefix(2) == ["safeAreaDidChange", "willLayout"])
        #expect(top.changes == [UIEdgeInsets(top: 59, left: 0, bottom: 0, right: 0)])
        #expect(middle.changes.isEmpty)

        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        system.runFrame()
        #expect(controller.changes.last == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        #expect(controller.changes.count == 2)
        #expect(top.changes.last == UIEdgeInsets(top: 103, left: 0, bottom: 0, right: 0))
        #expect(middle.changes.isEmpty)
        system.runFrame()
        #expect(controller.changes.count == 2)
    }

    @Test func aChildControllersAdditionalInsetsAddToWhatItInherits() {
        let system = TestSystem()
        let parent = UIViewController(), child = UIViewController()
        parent.additionalSafeAreaInsets.top = 44
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.view.frame = CGRect(x: 0, y: 80, width: 393, height: 400)
        child.didMove(toParent: parent)
        child.additionalSafeAreaInsets.top = 10
        _ = system.makeKeyWindow(rootViewController: parent)
        // The parent's safe area reaches 103 pt down; the child starts at 80, so it inherits 23 and adds 10.
        #expect(child.view.safeAreaInsets.top == 33)
        #expect(child.view.safeAreaInsets.bottom == 0)
    }
}
