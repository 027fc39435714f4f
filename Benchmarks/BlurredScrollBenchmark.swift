// A frame of seed 5's list scrolling under its live-blurred status bar, against the same frame with
// the bar hidden: what the backdrop costs on a frame that redraws the list beneath it.
import Foundation
import UIKit
import SpringBoard
import UIKitTesting
import Gallery

/// The times of the frames while a finger drags seed 5's colour list up 10 pt a frame on an iPhone
/// 15 Pro with a display attached, with the blurred status bar shown or hidden.
@MainActor
func blurredScrollFrameTimes(blurred: Bool, cycles: Int) -> [Double] {
    let app = GalleryApp.named("blurred-status-bar")!
    let harness = AppHarness(model: .iPhone15Pro, application: app.principalClass) { app.makeDelegate() }
    attachDisplay(to: harness)
    try? harness.settle()
    let delegate = harness.application.delegate as! BlurredStatusBarAppDelegate
    delegate.statusBar?.isHidden = !blurred
    try? harness.settle()
    return dragFrameTimes(harness, cycles: cycles)
}

@MainActor
func benchmarkBlurredScroll() {
    _ = blurredScrollFrameTimes(blurred: true, cycles: 1)
    // Rounds alternate, so a change in the machine's load during the run falls on both sides.
    var blurred: [Double] = [], plain: [Double] = []
    for _ in 0..<2 {
        blurred += blurredScrollFrameTimes(blurred: true, cycles: 4)
        plain += blurredScrollFrameTimes(blurred: false, cycles: 4)
    }
    func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
    print("List scrolling under seed 5's blurred status bar (iPhone 15 Pro, display attached), median frame:")
    print(String(format: "  blurred bar %.2f ms, bar hidden %.2f ms; ratio %.2f× (goal ≤ 1.5×)",
                 median(blurred) * 1000, median(plain) * 1000, median(blurred) / median(plain)))
}
