import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

@MainActor
struct ScrollIndicatorTests {
    /// The red channel of the screenshot's pixel under the point `(x, y)`.
    func red(_ image: CGImage, at point: CGPoint, scale: CGFloat = 3) -> UInt8 {
        let bytes = image.premultipliedRGBA
        let x = Int(point.x * scale), y = Int(point.y * scale)
        return bytes[bytes.startIndex + (y * image.width + x) * 4]
    }

    @Test func theVerticalIndicatorIsADarkTranslucentBarAtTheRightWhileDraggingAndFadesAfter() throws {
        let (device, app) = try launchDragApp()
        device.drag(from: CGPoint(x: 300, y: 700), by: CGPoint(x: 0, y: -200), steps: 4, lift: false)
        // The indicators are layers: the app's subviews are untouched.
        #expect(app.scrollView.subviews.count == 1 && app.scrollView.subviews[0] === app.button)
        let image = device.screenshot()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-scroll-indicator.png")
        try image.pngData().write(to: url)
        Attachment.record(image, named: "scroll-indicator")
        // Offset 190 of 4148; track 62…815 below the safe area's top, bar 753·852/5000 long:
        // it spans about y 91…219 on the screen, x 387…390.
        let bar = red(image, at: CGPoint(x: 388.5, y: 150))
        #expect(bar > 150 && bar < 180, "black at 35 % over white is 166; found \(bar)")
        #expect(red(image, at: CGPoint(x: 388.5, y: 400)) == 255)
        #expect(red(image, at: CGPoint(x: 385.5, y: 150)) == 255)
        device.touchUp()
        device.runFrame()
        try device.settle()
        #expect(red(device.screenshot(), at: CGPoint(x: 388.5, y: 150)) == 255)
        #expect(app.scrollView.scrollIndicatorLayers?.vertical.opacity == 0)
    }

    @Test func theIndicatorFadesHalfASecondAfterScrollingStopsNotBefore() throws {
        let (device, app) = try launchDragApp()
        device.drag(from: CGPoint(x: 300, y: 700), by: CGPoint(x: 0, y: -100), steps: 20, lift: false)
        device.advance(by: 0.5)
        device.touchUp()
        device.runFrame()
        while app.scrollView.isDecelerating { device.runFrame() }
        device.advance(by: 0.4)
        #expect(app.scrollView.scrollIndicatorLayers?.vertical.opacity == 1)
        device.advance(by: 0.2)
        #expect(app.scrollView.scrollIndicatorLayers?.vertical.opacity == 0)
        try device.settle()
    }

    @Test func flashingShowsTheIndicatorsForASecond() throws {
        let (device, app) = try launchDragApp()
        app.scrollView.flashScrollIndicators()
        device.runFrame()
        #expect(app.scrollView.scrollIndicatorLayers?.vertical.opacity == 1)
        #expect(app.scrollView.scrollIndicatorLayers?.horizontal.opacity == 0)
        device.advance(by: 0.9)
        #expect(app.scrollView.scrollIndicatorLayers?.vertical.opacity == 1)
        device.advance(by: 0.2)
        #expect(app.scrollView.scrollIndicatorLayers?.vertical.opacity == 0)
        try device.settle()
        #expect(device.isIdle)
    }

    @Test func theWhiteStyleAndHiddenIndicatorsAreHonoured() throws {
        let (device, app) = try launchDragApp()
        app.scrollView.indicatorStyle = .white
        app.scrollView.flashScrollIndicators()
        #expect(app.scrollView.scrollIndicatorLayers?.vertical.backgroundColor == CGColor(gray: 1, alpha: 0.35))
        app.scrollView.showsVerticalScrollIndicator = false
        #expect(app.scrollView.scrollIndicatorLayers?.vertical.opacity == 0)
        try device.settle()
    }
}
