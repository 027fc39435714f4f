// OpenUIKit benchmarks: release builds only (`swift run -c release Benchmarks`).
//
// Each figure is reported as a ratio against a peer run in the same process, so the numbers
// compare across machines; absolute times are printed for reference only. This executable
// reads the wall clock; library code never does.
import Foundation
import CoreGraphics
import UIKit
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
    attachDisplay(to: harness)
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
    precondition(target.began == 203 && target.ended == 203, "the pipeline delivered \(target.began) of 203 taps")
    let direct = median(runs: 200) {
        let touch = UITouch(in: target)
        let down = UIEvent(touch: touch)
        target.touchesBegan(down.allTouches!, with: down)
        touch.changeToPhase(.ended)
        let up = UIEvent(touch: touch)
        target.touchesEnded(up.allTouches!, with: up)
    }
    print("Synthesized tap through the pipeline (iPhone 15 Pro, 2 frames): \(format(pipeline))")
    print("  peer: direct touchesBegan/touchesEnded call (the article's shortcut): \(format(direct))")
    print(String(format: "  ratio pipeline / direct call: %.1f×", pipeline / direct))
}

/// The median time of filling the iPhone 15 Pro's number of RGBA pixels with one colour in a plain loop: the frame benchmarks' peer.
@MainActor
func screenFillMedian() -> Double {
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
    return fill
}

/// The median time of a `memcpy` of the iPhone 15 Pro screen's RGBA bytes into another buffer: the drawer frame's second peer.
@MainActor
func screenCopyMedian() -> Double {
    let (w, h) = DeviceModel.iPhone15Pro.pixelSize
    let count = w * h * 4
    let source = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
    let destination = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
    defer {
        source.deallocate()
        destination.deallocate()
    }
    memset(source, 0x5A, count)
    memset(destination, 0, count)
    var round: UInt8 = 0
    let copy = median(runs: 30) {
        round &+= 1
        source.storeBytes(of: round, as: UInt8.self)
        memcpy(destination, source, count)
    }
    precondition(destination.load(as: UInt8.self) == round && destination.load(fromByteOffset: count - 1, as: UInt8.self) == 0x5A)
    return copy
}

/// Attaches a display that consumes every frame, so each frame is drawn as it is presented.
///
/// Headless, a device records frames and draws them only when a screenshot looks; the frame
/// benchmarks measure what a frame costs on a display, as in the live simulator.
@MainActor
func attachDisplay(to harness: AppHarness) {
    harness.device.onPresent = { _, _ in }
}

@MainActor
func benchmarkFullScreenFrame() {
    // One full-screen frame on the iPhone 15 Pro (1179 × 2556 px): the list app with its
    // window's layer moved by a point each frame, so every pixel is damaged and redrawn.
    // Peer: filling the same number of RGBA pixels with one colour in a plain loop.
    let harness = AppHarness(model: .iPhone15Pro, application: HiddenDrawerApplication.self) { HiddenDrawerAppDelegate() }
    attachDisplay(to: harness)
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
    let fill = screenFillMedian()
    print("Full-screen frame, iPhone 15 Pro (\(w) × \(h) px, \(damage) px damaged): \(format(frame))")
    print("  peer: filling \(w * h) RGBA pixels in a loop: \(format(fill))")
    print(String(format: "  ratio frame / fill: %.1f×", frame / fill))
}

/// The median of the per-frame times of the hidden drawer's open and close animations over `cycles` taps.
///
/// Each cycle taps the status bar (x 200, y 20 points), runs the frame that delivers the tap and
/// starts the 0.2 s animation, lifts the finger, then times every following frame until the device
/// is idle again. The list moves by a fractional number of points each frame, so the rows' label
/// images land between device pixels and are resampled. Also returns how many frames were timed.
@MainActor
func drawerAnimationFrameMedian(_ harness: AppHarness, cycles: Int) -> (median: Double, frames: Int) {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<cycles {
        harness.device.touchDown(at: CGPoint(x: 200, y: 20))
        harness.device.runFrame()
        harness.device.touchUp()
        var guardFrames = 0
        while !harness.device.isIdle {
            let elapsed = clock.measure { harness.device.runFrame() }
            samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            guardFrames += 1
            precondition(guardFrames < 120, "the drawer animation did not finish in 2 s of frames")
        }
    }
    samples.sort()
    return (samples[samples.count / 2], samples.count)
}

@MainActor
func benchmarkDrawerAnimationFrame() {
    // One frame of the hidden drawer sliding out and back on the iPhone 15 Pro: the list's rows
    // sit on fractional device pixels while the animation runs, so every row's label image goes
    // through CoreGraphics' resampling rather than its whole-pixel copy.
    // Peer: filling the screen's number of RGBA pixels with one colour in a plain loop, as for the
    // full-screen frame.
    let harness = AppHarness(model: .iPhone15Pro, application: HiddenDrawerApplication.self) { HiddenDrawerAppDelegate() }
    attachDisplay(to: harness)
    try? harness.settle()
    _ = drawerAnimationFrameMedian(harness, cycles: 2)
    let (frame, frames) = drawerAnimationFrameMedian(harness, cycles: 10)
    let (w, h) = DeviceModel.iPhone15Pro.pixelSize
    let fill = screenFillMedian()
    let copy = screenCopyMedian()
    print("Hidden drawer animation frame, iPhone 15 Pro (median of \(frames) frames, 10 open/close cycles): \(format(frame))")
    print("  peer: filling \(w * h) RGBA pixels in a loop: \(format(fill))")
    print("  peer: memcpy of the screen's \(w * h * 4) bytes: \(format(copy))")
    print(String(format: "  ratio frame / fill: %.1f×, frame / memcpy: %.2f× (goal ≤ 1.5×)", frame / fill, frame / copy))
}

/// An app whose window shows `count` small coloured views in rows of up to 100, like a dense list.
final class GridAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let count: Int
    /// The small views, row by row.
    private(set) var cells: [UIView] = []

    init(count: Int) {
        self.count = count
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        let controller = UIViewController()
        window.rootViewController = controller
        let root = controller.view!
        let rows = (count + 99) / 100
        for r in 0..<rows {
            let row = UIView(frame: CGRect(x: 0, y: 60 + CGFloat(r) * 7, width: 393, height: 6))
            root.addSubview(row)
            for c in 0..<min(100, count - r * 100) {
                let cell = UIView(frame: CGRect(x: CGFloat(c) * 3.9, y: 0, width: 3, height: 6))
                cell.backgroundColor = UIColor(red: CGFloat(c) / 100, green: CGFloat(r) / 100, blue: 0.5, alpha: 1)
                row.addSubview(cell)
                cells.append(cell)
            }
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The median time of a frame in which one small view of a grid of `count` views changes colour.
@MainActor
func colourChangeFrameMedian(views count: Int) -> Double {
    let delegate = GridAppDelegate(count: count)
    let harness = AppHarness(model: .iPhone15Pro) { delegate }
    attachDisplay(to: harness)
    try? harness.settle()
    let cell = delegate.cells[delegate.cells.count / 2]
    var toggle = false
    let frame = median(runs: 100) {
        toggle.toggle()
        cell.backgroundColor = toggle ? .red : .blue
        harness.device.runFrame()
    }
    let damage = harness.device.lastDamage.reduce(0) { $0 + Int($1.width * $1.height) }
    precondition(damage > 0 && damage < 1000, "the colour change damaged \(damage) px, not one small view")
    return frame
}

@MainActor
func benchmarkColourChangeFrame() {
    // One frame in which one small view (3 × 6 pt) changes colour, on a screen of 10,000 small
    // views in rows of 100. Peer: the same frame on a screen of 100 such views. A frame should
    // cost what changed, so the two should be close.
    let small = colourChangeFrameMedian(views: 100)
    let large = colourChangeFrameMedian(views: 10_000)
    print("Frame with one small view recoloured among 10,000 views: \(format(large))")
    print("  peer: the same frame among 100 views: \(format(small))")
    print(String(format: "  ratio 10,000 views / 100 views: %.1f×", large / small))
}

/// Builds a chain of `depth` nested views in `window`, each inside the previous one, and returns the innermost.
///
/// Every level is offset in its superview, some scroll their bounds and some are rotated, so each
/// conversion does real work.
@MainActor
func makeChain(depth: Int, in window: UIWindow) -> (outer: UIView, inner: UIView) {
    let outer = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 500))
    window.addSubview(outer)
    var view = outer
    for level in 1..<depth {
        let next = UIView(frame: CGRect(x: 0.05, y: 0.025, width: 300, height: 500))
        if level % 7 == 0 { next.bounds.origin = CGPoint(x: 0.5, y: -0.25) }
        if level % 11 == 0 { next.transform = CGAffineTransform(rotationAngle: 0.0005) }
        view.addSubview(next)
        view = next
    }
    return (outer, view)
}

/// The median time of hit testing a point through a chain of `depth` views and converting it to and from the innermost one.
@MainActor
func chainHitTestMedian(_ window: UIWindow, depth: Int) -> Double {
    let (outer, inner) = makeChain(depth: depth, in: window)
    defer { outer.removeFromSuperview() }
    let point = CGPoint(x: 200, y: 400)
    var sink = CGPoint.zero
    let time = median(runs: 20) {
        let hit = window.hitTest(point, with: nil)
        precondition(hit === inner, "the hit test stopped at \(String(describing: hit)) in a chain of \(depth)")
        let local = inner.convert(point, from: window)
        let back = inner.convert(local, to: nil)
        sink.x += local.x + back.x
    }
    precondition(sink.x.isFinite)
    return time
}

@MainActor
func benchmarkChainHitTesting() {
    // Hit testing a point through a chain of 1,000 nested views, then converting it to the
    // innermost view and back to the window. Peer: the same through a chain of 100. Linear cost
    // in depth makes the ratio 10.
    let harness = AppHarness(model: .iPhone15Pro, application: HiddenDrawerApplication.self) { HiddenDrawerAppDelegate() }
    try? harness.settle()
    let window = harness.keyWindow!
    _ = chainHitTestMedian(window, depth: 100)
    let short = chainHitTestMedian(window, depth: 100)
    let long = chainHitTestMedian(window, depth: 1_000)
    print("Hit test and conversion through a chain of 1,000 views: \(format(long))")
    print("  peer: the same through a chain of 100 views: \(format(short))")
    print(String(format: "  ratio 1,000 / 100: %.1f×", long / short))
}

/// One empty key window.
final class PlainWindowDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.makeKeyAndVisible()
        return true
    }
}

/// Counts a pan's action messages.
@MainActor final class PanCounter {
    var changes = 0
    func pan(_ recognizer: UIPanGestureRecognizer) { if recognizer.state == .changed { changes += 1 } }
}

/// Plays a 60-move vertical drag through the device: down, 60 moves of 2 pt a frame, up.
@MainActor
func sixtyMovePan(_ harness: AppHarness, at start: CGPoint) {
    let device = harness.device
    device.touchDown(at: start)
    device.runFrame()
    for step in 1...60 {
        device.touchMove(to: CGPoint(x: start.x, y: start.y + CGFloat(2 * step)))
        device.runFrame()
    }
    device.touchUp()
    device.runFrame()
}

@MainActor
func benchmarkPan() {
    // A 60-move pan through the whole pipeline with a UIPanGestureRecognizer on the touched view:
    // raw input, the input phase, the gesture environment and arbiter, the recognizer's
    // hysteresis, translation and velocity, its 50-odd action messages, and the frames. Peer: the
    // same 60 moves on a view without recognizers, so the ratio is the cost of the gesture system.
    func harness(withPan: Bool) -> (AppHarness, PanCounter) {
        let harness = AppHarness(model: .iPhone15Pro) { PlainWindowDelegate() }
        attachDisplay(to: harness)
        try? harness.settle()
        let target = CountingView(frame: CGRect(x: 0, y: 100, width: 393, height: 600))
        harness.keyWindow!.addSubview(target)
        let counter = PanCounter()
        if withPan { target.addGestureRecognizer(UIPanGestureRecognizer(target: counter, action: Selector(PanCounter.pan(_:)))) }
        try? harness.settle()
        return (harness, counter)
    }
    let (panHarness, counter) = harness(withPan: true)
    let pan = median(runs: 30) { sixtyMovePan(panHarness, at: CGPoint(x: 200, y: 150)) }
    precondition(counter.changes > 30 * 50, "the pan recognized only \(counter.changes) changes")
    let (plainHarness, _) = harness(withPan: false)
    let plain = median(runs: 30) { sixtyMovePan(plainHarness, at: CGPoint(x: 200, y: 150)) }
    print("60-move pan through the pipeline with a UIPanGestureRecognizer (62 frames): \(format(pan))")
    print("  peer: the same 60 moves on a view without recognizers: \(format(plain))")
    print(String(format: "  ratio pan / plain touches: %.2f×", pan / plain))
}

/// Runs every benchmark, or with arguments only those whose name contains one of them (`tap`, `full-screen`, `drawer`, `colour`, `hit-test`, `pan`, `push`, `solver`, `blur`, `blurred-scroll`, `raster`).
@MainActor
func runAll() {
    let benchmarks: [(String, @MainActor () -> Void)] = [
        ("tap", benchmarkTap),
        ("full-screen", benchmarkFullScreenFrame),
        ("drawer", benchmarkDrawerAnimationFrame),
        ("colour", benchmarkColourChangeFrame),
        ("hit-test", benchmarkChainHitTesting),
        ("pan", benchmarkPan),
        ("table", benchmarkTableScroll),
        ("push", benchmarkNavigationPushFrame),
        ("solver", benchmarkSolver),
        ("blur", benchmarkBlur),
        ("blurred-scroll", benchmarkBlurredScroll),
        ("raster", benchmarkRasterAgainstSkia),
    ]
    let filters = CommandLine.arguments.dropFirst()
    for (name, run) in benchmarks where filters.isEmpty || filters.contains(where: { name.contains($0) }) {
        run()
    }
}

MainActor.assumeIsolated { runAll() }
