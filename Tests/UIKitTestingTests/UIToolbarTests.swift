import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// Toolbars and their items, driven through the device's touch input.
@Suite(.checksInvariants) @MainActor
struct UIToolbarTests {
    @Test func aToolbarIsFortyFourPointsTallInPortraitAndThirtyTwoInLandscape() throws {
        let (harness, scene) = try launchBars()
        #expect(scene.toolbar.sizeThatFits(.zero).height == 44)
        harness.device.rotate(to: .landscapeLeft)
        try harness.settle()
        #expect(scene.toolbar.sizeThatFits(.zero).height == 32)
    }

    @Test func flexibleSpacesShareTheLeftoverWidthAndFixedSpacesKeepTheirs() throws {
        let (harness, scene) = try launchBars()
        let a = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
        let b = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let c = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        scene.toolbar.items = [a, .flexibleSpace(), b, .fixedSpace(30), c, .flexibleSpace()]
        try harness.settle()
        let width = scene.toolbar.bounds.width // 393
        let aView = try #require(scene.toolbar.view(for: a)), bView = try #require(scene.toolbar.view(for: b))
        let cView = try #require(scene.toolbar.view(for: c))
        // 16 pt padding each side; the two flexible spaces split what A, 24 + 30 + 24 leave.
        let aWidth = aView.frame.width
        let share = (width - 32 - aWidth - 24 - 30 - 24) / 2
        #expect(aView.frame.minX == 16)
        #expect(abs(bView.frame.minX - (16 + aWidth + share)) <= 0.5)
        #expect(abs(cView.frame.minX - (bView.frame.maxX + 30)) <= 0.5)
        #expect(abs((width - 16) - cView.frame.maxX - share) <= 1)
        // Items sit in the 44 pt band at the top, though the bar reaches under the home indicator.
        #expect(bView.frame.height == 44 && bView.frame.minY == 0)
        #expect(abs(scene.toolbar.bounds.height - (44 + 34)) < 0.001)
    }

    @Test func itemsWithoutFlexibleSpacesArePackedEightPointsApartFromTheLeadingEdge() throws {
        let (harness, scene) = try launchBars()
        let items = [UIBarButtonItem.SystemItem.reply, .action, .camera].map {
            UIBarButtonItem(barButtonSystemItem: $0, target: nil, action: nil)
        }
        scene.toolbar.items = items
        try harness.settle()
        let frames = items.map { scene.toolbar.view(for: $0)!.frame }
        #expect(frames.map(\.minX) == [16, 48, 80])
        #expect(frames.map(\.width) == [24, 24, 24])
    }

    @Test func tappingAnItemSendsItsActionWithTheItemAndHighlightsItWhilePressed() throws {
        let (harness, scene) = try launchBars()
        let log = BarActionLog()
        let save = UIBarButtonItem(barButtonSystemItem: .save, target: log, action: Selector(BarActionLog.tapped(_:)))
        scene.toolbar.items = [.flexibleSpace(), save]
        try harness.settle()
        let view = try #require(scene.toolbar.view(for: save) as? UIControl)
        harness.device.touchDown(at: screenCentre(of: view))
        harness.device.runFrame()
        #expect(view.isHighlighted)
        #expect(log.entries.isEmpty)
        harness.device.touchUp()
        harness.device.runFrame()
        #expect(!view.isHighlighted)
        #expect(log.entries == ["Save"])
        try harness.settle()
    }

    @Test func anItemWithNoTargetSendsItsActionUpTheResponderChain() throws {
        let (harness, scene) = try launchBars()
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: Selector(ChainCatcher.done(_:)))
        let catcher = ChainCatcher()
        scene.toolbar.removeFromSuperview()
        catcher.addSubview(scene.toolbar)
        scene.window!.addSubview(catcher)
        catcher.frame = scene.window!.bounds
        scene.toolbar.items = [done]
        try harness.settle()
        try harness.tap(accessibilityLabel: "Done")
        #expect(catcher.received === done)
    }

    @Test func aDisabledItemIsDimmedAndIgnoresTaps() throws {
        let (harness, scene) = try launchBars()
        let log = BarActionLog()
        let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: log, action: Selector(BarActionLog.tapped(_:)))
        scene.toolbar.items = [edit]
        try harness.settle()
        edit.isEnabled = false
        try harness.settle()
        let view = try #require(scene.toolbar.view(for: edit) as? BarButtonItemView)
        #expect(view.drawingColor == UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3))
        harness.tap(at: screenCentre(of: view))
        try harness.settle()
        #expect(log.entries.isEmpty)
        edit.isEnabled = true
        harness.tap(at: screenCentre(of: view))
        try harness.settle()
        #expect(log.entries == ["Edit"])
    }

    @Test func settingItemsAnimatedCrossFadesTheOldViewsOutAndTheNewOnesIn() throws {
        let (harness, scene) = try launchBars()
        let old = UIBarButtonItem(title: "Old", style: .plain, target: nil, action: nil)
        let kept = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        let new = UIBarButtonItem(title: "New", style: .plain, target: nil, action: nil)
        scene.toolbar.items = [old, .flexibleSpace(), kept]
        try harness.settle()
        let oldView = try #require(scene.toolbar.view(for: old))
        let keptView = try #require(scene.toolbar.view(for: kept))
        scene.toolbar.setItems([new, kept], animated: true)
        let newView = try #require(scene.toolbar.view(for: new))
        #expect(scene.toolbar.view(for: kept) === keptView)
        harness.advance(by: 0.1)
        // Half way through the 0.2 s ease-in-out fade.
        let oldAlpha = oldView.layer.presentation()!.opacity, newAlpha = newView.layer.presentation()!.opacity
        #expect(abs(oldAlpha - 0.5) < 0.1 && abs(newAlpha - 0.5) < 0.1, "old \(oldAlpha), new \(newAlpha)")
        #expect(oldView.superview === scene.toolbar)
        try harness.settle()
        #expect(oldView.superview == nil)
        #expect(newView.alpha == 1)
        // The kept trash can moved from the trailing edge to after "New".
        #expect(keptView.frame.minX == newView.frame.maxX + 8)
    }

    @Test func aCustomViewKeepsItsWidthAndItsOwnTouches() throws {
        let (harness, scene) = try launchBars()
        let custom = TouchLog(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        scene.toolbar.items = [.flexibleSpace(), UIBarButtonItem(customView: custom), .flexibleSpace()]
        try harness.settle()
        // (393 − 120) / 2 = 136.5, rounded to whole points.
        #expect(custom.frame == CGRect(x: 137, y: 7, width: 120, height: 30))
        harness.tap(at: screenCentre(of: custom))
        try harness.settle()
        #expect(custom.log == ["began", "ended"])
    }

    @Test func everySystemItemIsDrawnAsIOSDrawsIt() throws {
        let (harness, scene) = try launchBars()
        let glyphs: [UIBarButtonItem.SystemItem] = [.add, .compose, .reply, .action, .organize, .bookmarks,
                                                    .search, .refresh, .stop, .camera, .trash]
        scene.toolbar.items = glyphs.map { UIBarButtonItem(barButtonSystemItem: $0, target: nil, action: nil) }
        let media: [UIBarButtonItem.SystemItem] = [.rewind, .play, .pause, .fastForward, .undo, .redo, .close]
        var items: [UIBarButtonItem] = [UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)]
        for item in media { items.append(UIBarButtonItem(barButtonSystemItem: item, target: nil, action: nil)) }
        items.append(.flexibleSpace())
        items.append(UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil))
        scene.navigationBar.items = [UINavigationItem(title: "Glyphs")]
        let second = UIToolbar(frame: CGRect(x: 0, y: 300, width: 393, height: 44))
        second.items = items
        scene.window!.addSubview(second)
        let third = UIToolbar(frame: CGRect(x: 0, y: 400, width: 393, height: 44))
        let disabled = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        disabled.isEnabled = false
        let tinted = UIBarButtonItem(barButtonSystemItem: .save, target: nil, action: nil)
        tinted.tintColor = .systemRed
        third.items = [disabled, .flexibleSpace(), UIBarButtonItem(title: "Plain", style: .plain, target: nil, action: nil), tinted]
        third.isTranslucent = false
        scene.window!.addSubview(third)
        try harness.settle()
        try harness.assertScreenshot(named: "toolbar-system-items-iphone-15-pro", in: barsGoldens)
    }
}

/// A view that catches `done(_:)` sent up the responder chain.
final class ChainCatcher: UIView {
    var received: UIBarButtonItem?
    func done(_ sender: UIBarButtonItem) { received = sender }
}

/// Items made from images and from `UIAction`s (iOS 14's primary action).
@Suite(.checksInvariants) @MainActor
struct UIBarButtonItemImageAndActionTests {
    /// A 20 × 10 pt black image, drawn at 3×.
    func blackBar() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
    }

    @Test func anImageItemIsSizedByItsImageAndDrawnInTheBarsTint() throws {
        let (harness, scene) = try launchBars()
        let item = UIBarButtonItem(image: blackBar(), style: .plain, target: nil, action: nil)
        scene.toolbar.items = [item]
        try harness.settle()
        let view = try #require(scene.toolbar.view(for: item))
        #expect(view.frame.width == 20)
        let colour = pixel(harness, screenCentre(of: view))
        // The template takes systemBlue (0, 122, 255), not the image's black.
        #expect(colour[2] > 200 && colour[0] < 40)
    }

    @Test func titledItemsAreTextOnScreenThatTheTestKitFindsAndTapsByTheirTitles() throws {
        let (harness, scene) = try launchBars()
        let log = BarActionLog()
        let archive = UIBarButtonItem(title: "Archive", style: .plain, target: log, action: Selector(BarActionLog.tapped(_:)))
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: log, action: Selector(BarActionLog.tapped(_:)))
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: log, action: Selector(BarActionLog.tapped(_:)))
        scene.toolbar.items = [archive, .flexibleSpace(), add, done]
        try harness.settle()
        // The titles are on screen as text (the glyph item shows none), in the item's font and colour.
        #expect(harness.visibleTexts == ["Archive", "Done"])
        let label = try harness.view(showingText: "Done")
        #expect(label.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(label.textColor == UIColor.systemBlue)
        #expect(label.isDescendant(of: try #require(scene.toolbar.view(for: done))))
        // The bar button stays one accessibility element, found by its label as before.
        #expect(try harness.view(withAccessibilityLabel: "Archive") === scene.toolbar.view(for: archive))
        try harness.tap(text: "Archive")
        try harness.settle()
        harness.advance(by: 1)
        try harness.tap(text: "Done")
        try harness.settle()
        #expect(log.entries == ["Archive", "Done"])
        // A new title shows at once; a hidden toolbar's titles are not on screen.
        archive.title = "Unarchive"
        try harness.settle()
        #expect(harness.visibleTexts == ["Unarchive", "Done"])
        scene.toolbar.isHidden = true
        #expect(harness.visibleTexts.isEmpty)
        #expect(throws: HarnessError.self) { try harness.tap(text: "Done") }
    }

    @Test func anItemWithAPrimaryActionRunsItWithTheItemAsSenderAndShowsItsTitle() throws {
        let (harness, scene) = try launchBars()
        var senders: [Any?] = []
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Share") { action in senders.append(action.sender) })
        scene.toolbar.items = [.flexibleSpace(), item]
        try harness.settle()
        try harness.tap(accessibilityLabel: "Share")
        try harness.settle()
        #expect(senders.count == 1)
        #expect((senders.first as? UIBarButtonItem) === item)
    }
}
