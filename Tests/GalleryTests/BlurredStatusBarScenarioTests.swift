import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants
import Gallery

/// Seed 5: the article's live-blurred status bar over a colourful list, through the in-call bar and rotation.
@Suite(.checksInvariants) @MainActor
struct BlurredStatusBarScenarioTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func launch(_ model: DeviceModel = .iPhone8) throws -> (AppHarness, BTBlurredStatusBar) {
        let app = try #require(GalleryApp.named("blurred-status-bar"))
        let harness = AppHarness(model: model, application: app.principalClass) { app.makeDelegate() }
        try harness.settle()
        let delegate = try #require(harness.application.delegate as? BlurredStatusBarAppDelegate)
        return (harness, try #require(delegate.statusBar))
    }

    /// The presentation frame of `view`'s layer in its superview, as it is on screen now.
    func onScreen(_ view: UIView) -> CGRect {
        view.layer.presentation()?.frame ?? view.frame
    }

    /// The red, green and blue of screen pixel (`x`, `y`) in points, at the screenshot's scale.
    func rgb(_ image: CGImage, _ x: CGFloat, _ y: CGFloat, scale: CGFloat) -> [Int] {
        let bytes = image.premultipliedRGBA
        let i = (Int(y * scale) * image.width + Int(x * scale)) * 4
        return [Int(bytes[i]), Int(bytes[i + 1]), Int(bytes[i + 2])]
    }

    @Test func theBarCoversTheStatusBarAndBlursTheListBeneathIt() throws {
        for model in [DeviceModel.iPhone8, .iPhone15Pro] {
            let (harness, bar) = try launch(model)
            let statusBarFrame = harness.application.statusBarFrame
            #expect(bar.frame == CGRect(x: 0, y: 0, width: harness.device.screen.bounds.width,
                                        height: statusBarFrame.height))
            #expect(bar.effectView.frame == bar.bounds)
            #expect(bar.superview === harness.keyWindow)
            #expect((bar.effectView.effect as? UIBlurEffect) != nil)
            let name = model == .iPhone8 ? "iphone-8" : "iphone-15-pro"
            try harness.assertScreenshot(named: "blurred-status-bar-\(name)", in: Self.goldens)
        }
    }

    @Test func theBlurIsLiveWhileTheListScrollsBeneathIt() throws {
        let (harness, _) = try launch()
        let scale = harness.device.screen.scale
        let before = rgb(harness.screenshot(), 300, 10, scale: scale)
        let list = try #require(harness.views(ofType: UITableView.self).first)
        try harness.swipe(.up, from: CGPoint(x: 200, y: 500), distance: 150)
        try harness.settle()
        #expect(list.contentOffset.y > 0)
        let after = rgb(harness.screenshot(), 300, 10, scale: scale)
        #expect(before != after, "the blurred bar shows the rows that scrolled under it: \(before) then \(after)")
    }

    @Test func theInCallBarGrowsTheBlurredBarTo40PointsOverHalfASecond() throws {
        let (harness, bar) = try launch(.iPhone8)
        var heights: [CGFloat] = []
        harness.device.isInCallStatusBarShown = true
        #expect(bar.frame.height == 40, "the model frame is the new one at once")
        for _ in 0..<30 {
            harness.advance(by: 1.0 / 60)
            heights.append(onScreen(bar).height)
            #expect(abs(onScreen(bar.effectView).height - onScreen(bar).height) < 1e-9, "the blur fills the bar")
        }
        #expect(heights.first! > 20 && heights.first! < 21, "\(heights)")
        #expect(heights == heights.sorted(), "the bar grows frame by frame: \(heights)")
        #expect(heights[14] > 25 && heights[14] < 35, "halfway at a quarter of a second: \(heights[14])")
        #expect(heights.last == 40, "40 pt after 0.5 s: \(heights)")
        try harness.settle()
        try harness.assertScreenshot(named: "blurred-status-bar-in-call-iphone-8", in: Self.goldens)
        harness.device.isInCallStatusBarShown = false
        try harness.advance(by: 0.25)
        #expect(onScreen(bar).height > 20 && onScreen(bar).height < 40)
        try harness.settle()
        #expect(bar.frame.height == 20)
    }

    @Test func aBarFollowsItsOwnDevicesStatusBarOnly() throws {
        let (first, firstBar) = try launch(.iPhone8)
        let (second, secondBar) = try launch(.iPhone8)
        second.device.isInCallStatusBarShown = true
        try second.settle()
        try first.settle()
        #expect(secondBar.frame.height == 40)
        #expect(firstBar.frame.height == 20, "the other device's in-call bar is not this app's")
    }

    @Test func rotationToLandscapeFadesTheBarOutAndPortraitBringsItBack() throws {
        let (harness, bar) = try launch(.iPhone8)
        harness.device.rotate(to: .landscapeLeft)
        #expect(bar.alpha == 0)
        var opacities: [Float] = []
        for _ in 0..<30 {
            harness.advance(by: 1.0 / 60)
            opacities.append(bar.layer.presentation()?.opacity ?? -1)
        }
        #expect(opacities.first! < 1 && opacities.first! > 0.9, "\(opacities)")
        #expect(opacities == opacities.sorted(by: >), "fading frame by frame: \(opacities)")
        #expect(opacities.last == 0, "gone after 0.5 s: \(opacities)")
        try harness.settle()
        harness.device.rotate(to: .portrait)
        #expect(bar.alpha == 1)
        harness.advance(by: 0.25)
        let halfway = bar.layer.presentation()?.opacity ?? -1
        #expect(halfway > 0.2 && halfway < 0.8, "halfway back: \(halfway)")
        try harness.settle()
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 375, height: 20))
        try harness.assertScreenshot(named: "blurred-status-bar-iphone-8", in: Self.goldens)
    }
}
