import Foundation
import Testing
@preconcurrency import SnapshotTesting
import UIKit
import SpringBoard
@_spi(QuartzCore) @_spi(UIKitTesting) @_spi(Testing) import CoreGraphics
@testable import UIKitSnapshotTesting

/// A directory of its own for one test's reference files, removed when the test ends.
final class SnapshotDirectory {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("UIKitSnapshotTestingTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The names of the files in the directory, sorted.
    func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// The bytes of the file `name`.
    func contents(of name: String) throws -> Data {
        try Data(contentsOf: url.appendingPathComponent(name))
    }
}

/// The premultiplied RGBA bytes of pixel (`x`, `y`) of `image`, row 0 at the top.
func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
    let bytes = image.premultipliedRGBA
    let i = (y * image.width + x) * 4
    return [bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]
}

/// An image of `width`×`height` pixels of one premultiplied colour, with `changed` pixels set to `other`.
func solidImage(width: Int, height: Int, _ rgba: [UInt8], changing changed: [(Int, Int)] = [],
                to other: [UInt8] = [0, 0, 0, 255]) -> CGImage {
    var bytes = Data(count: width * height * 4)
    for i in 0..<(width * height) {
        for c in 0..<4 { bytes[i * 4 + c] = rgba[c] }
    }
    for (x, y) in changed {
        for c in 0..<4 { bytes[(y * width + x) * 4 + c] = other[c] }
    }
    return CGImage(width: width, height: height, premultipliedRGBA: bytes)
}

/// The image `strategy` takes of `value`, as `verifySnapshot` takes it.
@MainActor func take<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>) -> Format {
    var result: Format?
    strategy.snapshot(value).run { result = $0 }
    return result!
}

let red: [UInt8] = [255, 0, 0, 255]
let blue: [UInt8] = [0, 0, 255, 255]
let white: [UInt8] = [255, 255, 255, 255]
let transparent: [UInt8] = [0, 0, 0, 0]

/// A view of 40×20 points, blue, with a red 10×10 square at (5, 5).
@MainActor func makeBadge() -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    view.backgroundColor = .blue
    let square = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    square.backgroundColor = .red
    view.addSubview(square)
    return view
}

/// A view controller whose white view holds a red bar along the top of its safe area, laid out in `viewDidLayoutSubviews`.
@MainActor final class SafeAreaController: UIViewController {
    let bar = UIView()
    private(set) var events: [String] = []

    override func viewDidLoad() {
        view.backgroundColor = .white
        bar.backgroundColor = .red
        view.addSubview(bar)
    }

    override func viewDidLayoutSubviews() {
        let insets = view.safeAreaInsets
        bar.frame = CGRect(x: insets.left, y: insets.top, width: view.bounds.width - insets.left - insets.right, height: 10)
    }

    override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear") }
}
