// OpenUIKit benchmarks: release builds only (`swift run -c release Benchmarks`).
//
// Each figure is reported as a ratio against a peer run in the same process, so the numbers
// compare across machines; absolute times are printed for reference only. This executable
// reads the wall clock; library code never does.
import Foundation
@_spi(OpenUIKit) import CoreGraphics
@_spi(OpenUIKit) import UIKit
import SpringBoard
import UIKitTesting
import Gallery

/// The median time of `body` over `runs` runs after `warmup` unmeasured ones, in seconds.
@MainActor
func median(runs: Int, warmup: Int = 3, _ body: () -> Void) -> Double {
    for _ in 0..<warmup { body() }
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<runs {
        let elapsed = clock.measure(body)
        samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    samples.sort()
    return samples[samples.count / 2]
}

func format(_ seconds: Double) -> String {
    seconds < 1e-3 ? String(format: "%.2f µs", seconds * 1e6) : String(format: "%.3f ms", seconds * 1e3)
}

/// Records touches without doing anything else: the target of the direct-call peer.
final class CountingView: UIView {
    var began = 0
    var ended = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
}

@MainActor
func benchmarkTap() {
    // One synthesized tap through the whole pipeline: raw input in screen points, the frame's
    // input phase, UIApplication.sendEvent, UIWindow hit testing and delivery, and the frames
    // that present the result. Peer: the article's shortcut, calling the view's touch methods
    // directly with a synthesized touch and event.
    let harness = AppHarness(model: .iPhone15Pro, application: HiddenDrawerApplication.self) { HiddenDrawerAppDelegate() }
    try? harness.settle()
    let window = harness.keyWindow!
    let target = CountingView(frame: CGRect(x: 100, y: 300, width: 120, height: 120))
    window.addSubview(target)
    try? harness.settle()
    let point = CGPoint(x: 160, y: 360)
    let pipeline = median(runs: 200) {
        harness.device.touchDown(at: point)
        harness.device.runFrame()
        harness.device.touchUp()
        harness.device.runFrame()
    }
    let direct = median(runs: 200) {
        let touch = UITouch(in: target)
        let down = UIEvent(touch: touch)
        target.touchesBegan(down.allTouches!, with: down)
        touch.changeToPhase(.ended)
        let up = UIEvent(touch: touch)
        target.touchesEnded(up.allTouches!, with: up)
    }
    precondition(target.began > 0 && target.ended > 0, "the tap never reached the view")
    print("Synthesized tap through the pipeline (iPhone 15 Pro, 2 frames): \(format(pipeline))")
    print("  peer: direct touchesBegan/touchesEnded call (the article's shortcut): \(format(direct))")
    print(String(format: "  ratio pipeline / direct call: %.1f×", pipeline / direct))
}

@MainActor
func benchmarkFullScreenFrame() {
    // One full-screen frame on the iPhone 15 Pro (1179 × 2556 px): the list app with its
    // window's layer moved by a point each frame, so every pixel is damaged and redrawn.
    // Peer: filling the same number of RGBA pixels with one colour in a plain loop.
    let harness = AppHarness(model: .iPhone15Pro, application: HiddenDrawerApplication.self) { HiddenDrawerAppDelegate() }
    try? harness.settle()
    let window = harness.keyWindow!
    var toggle = false
    let frame = median(runs: 30) {
        toggle.toggle()
        window.frame.origin.y = toggle ? 1 : 0
        harness.device.runFrame()
    }
    let damage = harness.device.lastDamage.reduce(0) { $0 + Int($1.width * $1.height) }
    let (w, h) = DeviceModel.iPhone15Pro.pixelSize
    var buffer = [UInt32](repeating: 0, count: w * h)
    var value: UInt32 = 0xFF00_0000
    let fill = median(runs: 30) {
        value &+= 1
        buffer.withUnsafeMutableBufferPointer { pixels in
            for i in pixels.indices { pixels[i] = value }
        }
    }
    precondition(buffer[w * h / 2] == value)
    print("Full-screen frame, iPhone 15 Pro (\(w) × \(h) px, \(damage) px damaged): \(format(frame))")
    print("  peer: filling \(w * h) RGBA pixels in a loop: \(format(fill))")
    print(String(format: "  ratio frame / fill: %.1f×", frame / fill))
}

@MainActor
func runAll() {
    benchmarkTap()
    benchmarkFullScreenFrame()
}

MainActor.assumeIsolated { runAll() }
