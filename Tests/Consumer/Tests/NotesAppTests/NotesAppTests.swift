import Foundation
import Testing
import UIKit
import UIKitTesting
import UIKitTestingInvariants
@testable import Notes

/// The iOS app in iOSApp/Notes, compiled unchanged through OpenUIKit's source-compatibility plugin
/// (`@UIApplicationMain`, `@objc`, `@IBAction`, `@IBOutlet`, `#selector`, `#available`, `#if os(iOS)`),
/// launched headless as its Info.plist says, with its scene delegate, and driven through touches.
@Suite(.checksInvariants) @MainActor
struct NotesAppTests {
    func launch(iOS14OniPhoneX: Bool = false) throws -> (AppHarness, NotesViewController) {
        let app = iOS14OniPhoneX
            ? AppHarness(model: .iPhoneX, systemVersion: OperatingSystemVersion(majorVersion: 14, minorVersion: 0, patchVersion: 0),
                         delegate: { AppDelegate() }, sceneDelegate: { SceneDelegate() })
            : AppHarness(model: .iPhone15Pro, delegate: { AppDelegate() }, sceneDelegate: { SceneDelegate() })
        try app.settle()
        let navigation = try #require(app.keyWindow?.rootViewController as? UINavigationController)
        return (app, try #require(navigation.topViewController as? NotesViewController))
    }

    @Test func theSceneDelegateBuildsTheWindow() throws {
        let (app, _) = try launch()
        #expect(app.visibleTexts.contains("0 notes"))
        #expect(app.visibleTexts.contains("Notes"))
        #expect(app.keyWindow?.windowScene?.delegate is SceneDelegate)
    }

    @Test func selectorActionsReachTheirMethods() throws {
        let (app, notes) = try launch()
        try app.tap(text: "Add note")
        try app.tap(text: "Add note")
        try app.settle()
        #expect(notes.count == 2)
        #expect(app.visibleTexts.contains("2 notes"))

        // The bar button item's #selector(clearAll).
        let trash = try #require(notes.navigationItem.rightBarButtonItem)
        #expect(trash.action?.description == "clearAll")
        try app.tap(accessibilityLabel: "trash")
        try app.settle()
        #expect(app.visibleTexts.contains("0 notes"))
    }

    @Test func aLongPressRecognizerCallsItsQualifiedSelector() throws {
        let (app, notes) = try launch()
        try app.longPress(notes.addButton)
        try app.settle()
        #expect(notes.count == 10)
    }

    @Test func optionalRequirementsAreCalledOnlyWhereImplemented() throws {
        let (app, notes) = try launch()
        let log = NoteLog()
        notes.counter = log
        try app.tap(text: "Add note")
        try app.tap(accessibilityLabel: "trash")
        try app.settle()
        // NoteLog implements noteCountWasReset but not label(forCount:): the label keeps its own text.
        #expect(log.events == ["count 1", "reset", "count 0"])
        #expect(app.visibleTexts.contains("0 notes"))

        let labels = ShortLabels()
        notes.counter = labels
        try app.tap(text: "Add note")
        try app.settle()
        #expect(app.visibleTexts.contains("#1"))
        withExtendedLifetime(labels) {}
    }

    @Test func availabilityFollowsTheSimulatedIOSVersion() throws {
        let (_, newer) = try launch()
        #expect(newer.styleDescription == "iOS 15 and later")
        let (_, older) = try launch(iOS14OniPhoneX: true)
        #expect(older.styleDescription == "before iOS 15")
    }

    @Test func platformConditionsAreAnIPhoneSimulators() throws {
        let (_, notes) = try launch()
        #expect(notes.countLabel.accessibilityIdentifier == "count")
    }
}
