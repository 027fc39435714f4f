import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// A key window with a white background and nothing else, for image views.
private final class ImageScene: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor private func launchImageScene() -> (Device, UIWindow) {
    let device = Device(model: .iPhone15Pro)
    let scene = ImageScene()
    device.launch(UIApplication.self, delegate: { scene })
    device.runFrame()
    return (device, scene.window!)
}

/// The pixel at `(x, y)` pixels of `image`, as 0–255 premultiplied RGBA.
private func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
    let offset = (y * image.width + x) * 4
    return Array(image.premultipliedRGBA[offset..<offset + 4])
}

/// The screenshot's pixel at a point.
@MainActor private func screenPixel(_ device: Device, _ point: CGPoint) -> [UInt8] {
    let image = device.screenshot()
    let scale = CGFloat(image.width) / device.screen.bounds.width
    return pixel(image, Int(point.x * scale), Int(point.y * scale))
}

/// A `size`-point image at `scale` filled with `color`.
@MainActor private func solidImage(_ size: CGSize, scale: CGFloat, _ color: UIColor) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        color.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
}

/// A directory standing in for a bundle, holding `files` (name → PNG data).
private func bundle(with files: [String: Data]) throws -> Bundle {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-images-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, data) in files { try data.write(to: url.appendingPathComponent(name)) }
    return try #require(Bundle(path: url.path))
}

@MainActor struct UIImageTests {
    @Test func anImageFromPNGDataHasItsSizeInPointsAtItsScaleAndBadDataGivesNil() throws {
        _ = launchImageScene()
        let drawn = solidImage(CGSize(width: 10, height: 6), scale: 2, .systemRed)
        #expect(drawn.scale == 2)
        #expect(drawn.size == CGSize(width: 10, height: 6))
        #expect(drawn.cgImage?.width == 20 && drawn.cgImage?.height == 12)
        let data = try #require(drawn.pngData())
        let decoded = try #require(UIImage(data: data, scale: 2))
        #expect(decoded.size == CGSize(width: 10, height: 6))
        #expect(pixel(decoded.cgImage!, 5, 5) == [255, 59, 48, 255])
        #expect(UIImage(data: data)?.size == CGSize(width: 20, height: 12))
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: data.prefix(40)) == nil)
    }

    @Test func filesAndNamedImagesTakeTheirScaleFromTheNameAndPreferTheScreensScale() throws {
        _ = launchImageScene()
        let one = try #require(solidImage(CGSize(width: 4, height: 4), scale: 1, .red).pngData())
        let two = try #require(solidImage(CGSize(width: 4, height: 4), scale: 2, .green).pngData())
        let three = try #require(solidImage(CGSize(width: 4, height: 4), scale: 3, .blue).pngData())
        let full = try bundle(with: ["icon.png": one, "icon@2x.png": two, "icon@3x.png": three, "flat.png": one, "pair@2x.png": two, "pair.png": one])

        let onScreen = try #require(UIImage(named: "icon", in: full, compatibleWith: nil))
        #expect(onScreen.scale == 3 && onScreen.size == CGSize(width: 4, height: 4))
        #expect(pixel(onScreen.cgImage!, 0, 0) == [0, 0, 255, 255])
        let forTwo = try #require(UIImage(named: "icon.png", in: full, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(forTwo.scale == 2 && forTwo.cgImage?.width == 8)
        // Without a 3x variant the 2x one is taken, then the plain one.
        #expect(UIImage(named: "pair", in: full, compatibleWith: nil)?.scale == 2)
        #expect(UIImage(named: "flat", in: full, compatibleWith: nil)?.scale == 1)
        #expect(UIImage(named: "missing", in: full, compatibleWith: nil) == nil)

        let path = try #require(full.path(forResource: "icon@3x", ofType: "png"))
        #expect(UIImage(contentsOfFile: path)?.scale == 3)
        #expect(UIImage(contentsOfFile: path + ".absent") == nil)
    }

    @Test func aTemplateImageInAnImageViewTakesTheTintAndFollowsItsChanges() throws {
        let (device, window) = launchImageScene()
        let glyph = solidImage(CGSize(width: 20, height: 20), scale: 3, .black).withRenderingMode(.alwaysTemplate)
        let view = UIImageView(image: glyph)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(!view.isUserInteractionEnabled)
        view.frame.origin = CGPoint(x: 100, y: 200)
        window.addSubview(view)
        device.runFrame()
        #expect(screenPixel(device, CGPoint(x: 110, y: 210)) == [0, 122, 255, 255])
        window.tintColor = .systemRed
        device.runFrame()
        #expect(screenPixel(device, CGPoint(x: 110, y: 210)) == [255, 59, 48, 255])
        device.screen.userInterfaceStyle = .dark
        device.runFrame()
        #expect(screenPixel(device, CGPoint(x: 110, y: 210)) == [255, 69, 58, 255])
        // The original rendering mode keeps the image's own colour.
        view.image = glyph.withRenderingMode(.alwaysOriginal)
        device.runFrame()
        #expect(screenPixel(device, CGPoint(x: 110, y: 210)) == [0, 0, 0, 255])
    }

    @Test func contentModesPlaceTheImageAsIOSDoes() throws {
        let (device, window) = launchImageScene()
        let image = solidImage(CGSize(width: 20, height: 10), scale: 3, .blue)
        let view = UIImageView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.image = image
        window.addSubview(view)
        let blue: [UInt8] = [0, 0, 255, 255], white: [UInt8] = [255, 255, 255, 255]
        device.runFrame()
        // .scaleToFill stretches over the bounds.
        #expect(screenPixel(device, CGPoint(x: 102, y: 102)) == blue)
        view.contentMode = .scaleAspectFit
        device.runFrame()
        #expect(screenPixel(device, CGPoint(x: 102, y: 102)) == white)
        #expect(screenPixel(device, CGPoint(x: 102, y: 130)) == blue)
        #expect(screenPixel(device, CGPoint(x: 102, y: 170)) == blue)
        #expect(screenPixel(device, CGPoint(x: 102, y: 180)) == white)
        view.contentMode = .center
        device.runFrame()
        #expect(screenPixel(device, CGPoint(x: 145, y: 150)) == blue)
        #expect(screenPixel(device, CGPoint(x: 135, y: 150)) == white)
        view.contentMode = .topLeft
        device.runFrame()
        #expect(screenPixel(device, CGPoint(x: 101, y: 101)) == blue)
        #expect(screenPixel(device, CGPoint(x: 119, y: 109)) == blue)
        #expect(screenPixel(device, CGPoint(x: 121, y: 111)) == white)
        view.contentMode = .bottom
        device.runFrame()
        #expect(screenPixel(device, CGPoint(x: 150, y: 195)) == blue)
        #expect(screenPixel(device, CGPoint(x: 150, y: 185)) == white)
        // .scaleAspectFill overflows the bounds unless they clip.
        view.contentMode = .scaleAspectFill
        device.runFrame()
        #expect(screenPixel(device, CGPoint(x: 60, y: 150)) == blue)
        view.clipsToBounds = true
        device.runFrame()
        #expect(screenPixel(device, CGPoint(x: 60, y: 150)) == white)
    }

    @Test func theHighlightedImageShowsWhileHighlighted() {
        let (device, window) = launchImageScene()
        let view = UIImageView(image: solidImage(CGSize(width: 10, height: 10), scale: 3, .red),
                               highlightedImage: solidImage(CGSize(width: 10, height: 10), scale: 3, .green))
        view.frame.origin = CGPoint(x: 50, y: 50)
        window.addSubview(view)
        device.runFrame()
        #expect(screenPixel(device, CGPoint(x: 55, y: 55)) == [255, 0, 0, 255])
        view.isHighlighted = true
        device.runFrame()
        #expect(screenPixel(device, CGPoint(x: 55, y: 55)) == [0, 255, 0, 255])
    }

    @Test func aResizableImageKeepsItsCapsAndStretchesOrTilesItsMiddle() throws {
        _ = launchImageScene()
        // A 3 × 3 point image at scale 1: a red frame one point wide around a green centre.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let source = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
            UIColor.green.setFill()
            context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        let insets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        for mode in [UIImage.ResizingMode.stretch, .tile] {
            let resizable = source.resizableImage(withCapInsets: insets, resizingMode: mode)
            #expect(resizable.capInsets == insets && resizable.resizingMode == mode)
            let drawn = try #require(UIGraphicsImageRenderer(size: CGSize(width: 12, height: 8), format: format).image { _ in
                resizable.draw(in: CGRect(x: 0, y: 0, width: 12, height: 8))
            }.cgImage)
            for (x, y) in [(0, 0), (11, 0), (0, 7), (11, 7), (5, 0), (0, 4), (11, 4), (5, 7)] {
                #expect(pixel(drawn, x, y) == [255, 0, 0, 255], "edge pixel (\(x), \(y)) in \(mode)")
            }
            for (x, y) in [(1, 1), (10, 6), (5, 4)] {
                #expect(pixel(drawn, x, y) == [0, 255, 0, 255], "middle pixel (\(x), \(y)) in \(mode)")
            }
        }
        // Not resizable, the same image scales as a whole: its red border grows.
        let whole = try #require(UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12), format: format).image { _ in
            source.draw(in: CGRect(x: 0, y: 0, width: 12, height: 12))
        }.cgImage)
        #expect(pixel(whole, 2, 6)[0] > 200)
    }

    @Test func drawingAtAPointKeepsTheImageUprightAtItsSize() throws {
        _ = launchImageScene()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let topRed = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        }
        let drawn = try #require(UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
            topRed.draw(at: CGPoint(x: 3, y: 2))
        }.cgImage)
        #expect(pixel(drawn, 3, 2) == [255, 0, 0, 255])
        #expect(pixel(drawn, 3, 5) == [0, 0, 0, 0])
        #expect(pixel(drawn, 2, 2) == [0, 0, 0, 0])
    }
}

/// `#imageLiteral(resourceName:)`, which is not optional.
struct UIImageLiteralTests {
    @Test func aLiteralNamingNoImageTrapsWithItsName() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let image: UIImage = #imageLiteral(resourceName: "no-such-image")
                _ = image
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains(#"#imageLiteral(resourceName: "no-such-image"): the app's main bundle has no image of that name"#))
    }
}
