import Foundation
import CoreGraphics
import UIKit
import SpringBoard
import UIKitTesting
import Gallery

/// The median per-frame time of push and pop animations in the toolbar-controller app over
/// `cycles` push-then-pop cycles, and how many frames were timed.
///
/// Each cycle taps the "Level 2 A" row (a push with the parallax slide, the bar's and the toolbar's
/// cross-fades) and times every frame until the device is idle, then taps the back button and
/// does the same for the pop.
@MainActor
func navigationTransitionFrameMedian(_ harness: AppHarness, cycles: Int) -> (median: Double, frames: Int) {
    let clock = ContinuousClock()
    var samples: [Double] = []
    // Only the transition's own 0.5 s of frames are timed; what follows it (the table's
    // selection fading, scroll indicators) runs untimed, so idle frames do not make the median.
    func timeTransition(to depth: Int) {
        let navigation = (harness.keyWindow?.rootViewController as? CWToolbarController)?.contentViewController as? UINavigationController
        precondition(navigation?.viewControllers.count == depth, "the tap did not start a transition to depth \(depth)")
        for _ in 0..<30 {
            let elapsed = clock.measure { harness.device.runFrame() }
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        try? harness.settle()
    }
    for _ in 0..<cycles {
        try? harness.tap(text: "Level 2 A")
        timeTransition(to: 2)
        try? harness.tap(accessibilityLabel: "Level 1")
        timeTransition(to: 1)
    }
    samples.sort()
    return (samples[samples.count / 2], samples.count)
}

@MainActor
func benchmarkNavigationPushFrame() {
    // One frame of a push or pop on the iPhone 15 Pro: two full-screen views sliding with
    // parallax, a dimming view, an edge shadow, and the bars' items cross-fading.
    // Peer: filling the screen's number of RGBA pixels with one colour in a plain loop.
    let harness = AppHarness(model: .iPhone15Pro) { ToolbarControllerAppDelegate() }
    attachDisplay(to: harness)
    try? harness.settle()
    _ = navigationTransitionFrameMedian(harness, cycles: 1)
    let (frame, frames) = navigationTransitionFrameMedian(harness, cycles: 5)
    let (w, h) = DeviceModel.iPhone15Pro.pixelSize
    let fill = screenFillMedian()
    print("Navigation push/pop frame, iPhone 15 Pro (median of \(frames) frames, 5 push/pop cycles): \(format(frame))")
    print("  peer: filling \(w * h) RGBA pixels in a loop: \(format(fill))")
    print(String(format: "  ratio frame / fill: %.1f×", frame / fill))
}
