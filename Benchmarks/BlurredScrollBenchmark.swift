// A frame of seed 5's list scrolling under its live-blurred status bar, against the same frame with
// the bar hidden: what the backdrop costs on a frame that redraws the list beneath it.
import Foundation
import UIKit
import SpringBoard
import UIKitTesting
import Gallery

/// The median time of a frame while a finger drags seed 5's colour list up 10 pt a frame on an
/// iPhone 15 Pro with a display attached, with the blurred status bar shown or hidden.
@MainActor
func blurredScrollFrameMedian(blurred: Bool, cycles: Int) -> Double {
    let app = GalleryApp.named("blurred-status-bar")!
    let harness = AppHarness(model: .iPhone15Pro, application: app.principalClass) { app.makeDelegate() }
    attachDisplay(to: harness)
    try? harness.settle()
    let delegate = harness.application.delegate as! BlurredStatusBarAppDelegate
    delegate.statusBar?.isHidden = !blurred
    try? harness.settle()
    let samples = dragFrameTimes(harness, cycles: cycles).sorted()
    return samples[samples.count / 2]
}

@MainActor
func benchmarkBlurredScroll() {
    _ = blurredScrollFrameMedian(blurred: true, cycles: 1)
    let blurred = blurredScrollFrameMedian(blurred: true, cycles: 4)
    let plain = blurredScrollFrameMedian(blurred: false, cycles: 4)
    print("List scrolling under seed 5's blurred status bar (iPhone 15 Pro, display attached), median frame:")
    print(String(format: "  blurred bar %.2f ms, bar hidden %.2f ms; ratio %.2f× (goal ≤ 1.5×)",
                 blurred * 1000, plain * 1000, blurred / plain))
}
