import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants
import Gallery

/// Whether two coordinates are equal to within a thousandth of a point (frames converted
/// between views add floating-point noise).
func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

/// The sign-in gallery app: a profile card and a sign-in form laid out with anchors and stack views.
@Suite(.checksInvariants) @MainActor
struct SignInScenarioTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func launch(model: DeviceModel = .iPhone15Pro) throws -> (AppHarness, SignInViewController) {
        let app = try #require(GalleryApp.named("sign-in"))
        let harness = AppHarness(model: model, application: app.principalClass) { app.makeDelegate() }
        try harness.settle()
        let controller = try #require(harness.keyWindow?.rootViewController as? SignInViewController)
        return (harness, controller)
    }

    @Test func theCardStandsAboveTheFormInPortraitAndBesideItInLandscape() throws {
        let (harness, controller) = try launch()
        let window = try #require(controller.view.window)
        let card = controller.card.convert(controller.card.bounds, to: window)
        let form = controller.form.convert(controller.form.bounds, to: window)
        // Portrait: both span the root view's margins (20 pt on a 393-pt-wide phone, §15),
        // 16 pt below the safe area's top (59 pt, §10.2), 20 pt apart.
        #expect(controller.columns.axis == .vertical)
        #expect(close(card.minX, 20) && close(card.width, 353))
        #expect(close(card.minY, 59 + 16))
        #expect(close(form.minX, 20) && close(form.width, 353))
        #expect(close(form.minY, card.maxY + 20))
        #expect(form.maxY <= 852 - 34 - 16)
        try harness.assertScreenshot(named: "sign-in-portrait-iphone-15-pro", in: Self.goldens)

        harness.device.rotate(to: .landscapeLeft)
        try harness.settle()
        let wideCard = controller.card.convert(controller.card.bounds, to: window)
        let wideForm = controller.form.convert(controller.form.bounds, to: window)
        // Landscape: side by side within the safe area's sides (59 pt each, §10.2), equally
        // wide, 20 pt apart, below the hidden status bar.
        #expect(controller.columns.axis == .horizontal)
        #expect(close(wideCard.minX, 59) && close(wideForm.maxX, 852 - 59))
        #expect(close(wideCard.width, wideForm.width))
        #expect(close(wideForm.minX, wideCard.maxX + 20))
        #expect(close(wideCard.minY, 16) && close(wideForm.minY, 16))
        #expect(wideForm.maxY <= 393 - 21 - 16)
        try harness.assertScreenshot(named: "sign-in-landscape-iphone-15-pro", in: Self.goldens)

        harness.device.rotate(to: .portrait)
        try harness.settle()
        #expect(controller.card.convert(controller.card.bounds, to: window) == card)
        #expect(controller.form.convert(controller.form.bounds, to: window) == form)
        #expect(controller.columns.axis == .vertical)
    }

    @Test func aTappedButtonOpensTheStatusLineUnderTheForm() throws {
        let (harness, controller) = try launch()
        let form = controller.form.bounds.height
        #expect(controller.status.isHidden)
        try harness.tap(controller.signInButton)
        #expect(controller.status.text == "Signing in…")
        #expect(!controller.status.isHidden)
        try harness.settle()
        // The form grew by the line's height (the spacing before it is 0).
        #expect(close(controller.form.bounds.height, form + controller.status.intrinsicContentSize.height))
        try harness.tap(controller.forgotButton)
        try harness.settle()
        #expect(controller.status.text == "Check your email")
    }
}
