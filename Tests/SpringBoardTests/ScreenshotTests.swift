import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import CoreGraphics
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
@testable import SpringBoard

@MainActor
struct ScreenshotTests {
    /// The number of pixels in `rect` (pixels) that differ from `background`.
    func inkPixels(_ image: CGImage, in rect: CGRect, background: (UInt8, UInt8, UInt8)) -> Int {
        let bytes = image.premultipliedRGBA
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let i = (y * image.width + x) * 4
                if bytes[i] != background.0 || bytes[i + 1] != background.1 || bytes[i + 2] != background.2 { count += 1 }
            }
        }
        return count
    }

    @Test func screenshotsHaveTheDevicePixelSizeAndDrawTheStatusBarOverTheApp() {
        let (device, _, _) = launchRecordingApp(.iPhone15Pro)
        let image = device.screenshot()
        #expect(image.width == 1179 && image.height == 2556)
        // The white window shows below the status bar; the bar's dark ink sits inside its 54 pt.
        let bar = CGRect(x: 0, y: 0, width: 1179, height: 54 * 3)
        #expect(inkPixels(image, in: bar, background: (255, 255, 255)) > 500)
        #expect(inkPixels(image, in: CGRect(x: 0, y: 300, width: 1179, height: 300), background: (255, 255, 255)) == 0)
    }

    @Test func hidingTheStatusBarLeavesOnlyTheApp() throws {
        let (device, _, _) = launchRecordingApp(.iPhone8)
        device.statusBar.isHidden = true
        try device.settle()
        device.runFrame()
        #expect(inkPixels(device.screenshot(), in: CGRect(x: 0, y: 0, width: 750, height: 40), background: (255, 255, 255)) == 0)
    }

    @Test func aChangeMadeBetweenFramesIsDrawnWhenTheDeviceSettles() throws {
        let (device, _, delegate) = launchRecordingApp(.iPhone8)
        let band = CGRect(x: 0, y: 300, width: 750, height: 300)
        #expect(inkPixels(device.screenshot(), in: band, background: (255, 255, 255)) == 0)
        delegate.view.backgroundColor = .black
        // The change waits for a frame, as a Core Animation commit waits for the run loop's turn.
        #expect(!device.isIdle)
        #expect(device.busyDescriptions.contains { $0.contains("layer changes") })
        try device.settle()
        #expect(inkPixels(device.screenshot(), in: band, background: (0, 0, 0)) == 0)
        #expect(device.isIdle)
    }

    @Test func pngScreenshotsDecodeToTheSameImage() throws {
        let (device, _, _) = launchRecordingApp(.iPhone3GS)
        let data = try device.screenshotPNG()
        let decoded = CGImage(pngDataProviderSource: CGDataProvider(data: data as CFData)!, decode: nil, shouldInterpolate: false, intent: .defaultIntent)!
        #expect(CGImageComparison(expected: device.screenshot(), actual: decoded).isIdentical)
    }

    @Test func aDeviceWithoutADisplayDrawsWhenAScreenshotLooksWithThePixelsOfOneWhoseDisplayDrewEveryFrame() throws {
        let (headless, _, quiet) = launchRecordingApp(.iPhone8)
        let (displayed, _, watched) = launchRecordingApp(.iPhone8)
        var presented: [[CGRect]] = []
        displayed.onPresent = { _, damage in presented.append(damage) }
        try headless.settle()
        try displayed.settle()
        for (device, delegate) in [(headless, quiet), (displayed, watched)] {
            device.makeCurrent()
            let marker = UIView(frame: CGRect(x: 10, y: 100, width: 20, height: 20))
            marker.backgroundColor = .red
            delegate.view.addSubview(marker)
            UIView.animate(withDuration: 0.25) { marker.frame.origin = CGPoint(x: 200, y: 400) }
        }
        presented.removeAll()
        for _ in 0..<7 {
            headless.runFrame()
            displayed.runFrame()
        }
        // Mid-flight: the headless device drew nothing yet, the displayed one drew every frame.
        #expect(headless.compositor.pendingDamage.isEmpty == false)
        #expect(displayed.compositor.pendingDamage.isEmpty)
        #expect(presented.count == 7 && presented.allSatisfy { !$0.isEmpty })
        #expect(CGImageComparison(expected: displayed.screenshot(), actual: headless.screenshot()).isIdentical)
        #expect(headless.compositor.pendingDamage.isEmpty)
        try headless.settle()
        try displayed.settle()
        #expect(CGImageComparison(expected: displayed.screenshot(), actual: headless.screenshot()).isIdentical)
    }

    @Test func nothingChangedMeansNoDamage() throws {
        let (device, _, delegate) = launchRecordingApp(.iPhone8)
        try device.settle()
        device.runFrame()
        #expect(device.lastDamage.isEmpty)
        let marker = UIView(frame: CGRect(x: 10, y: 100, width: 20, height: 20))
        marker.backgroundColor = .red
        delegate.view.addSubview(marker)
        device.runFrame()
        let damaged = device.lastDamage.reduce(CGRect.null) { $0.union($1) }
        #expect(damaged.contains(CGRect(x: 20, y: 200, width: 40, height: 40)))
        #expect(damaged.width * damaged.height < 750 * 1334 / 10)
    }
}
