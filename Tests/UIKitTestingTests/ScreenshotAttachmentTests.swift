// Imports Testing and UIKit side by side with no flag: the toolchain's cross-import overlays
// `_Testing_UIKit` and `_Testing_CoreGraphics` are found and loaded.
import Foundation
import Testing
import UIKit
import UIKitTesting

/// A window whose root view is a blue square on white.
final class AttachmentDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 40, y: 100, width: 60, height: 60))
        square.backgroundColor = .blue
        controller.view.addSubview(square)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@MainActor struct ScreenshotAttachmentTests {
    @Test func aScreenshotAttachesAsAPNGFileThatDecodesToItsPixels() throws {
        let app = AppHarness(model: .iPhone8) { AttachmentDelegate() }
        try app.settle()
        let screenshot = app.screenshot()
        let attachment = Attachment(screenshot, named: "blue square")
        #expect(attachment.preferredName == "blue square.png")
        let bytes = try attachment.withUnsafeBytes { Data($0) }
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let provider = try #require(CGDataProvider(data: bytes as CFData))
        let decoded = try #require(CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: false,
                                           intent: .defaultIntent))
        #expect(decoded.width == screenshot.width && decoded.height == screenshot.height)
        #expect(decoded.dataProvider?.data == screenshot.dataProvider?.data)
        Attachment.record(screenshot, named: "blue square")
    }

    @Test func aNameThatAlreadyEndsInPNGKeepsItsExtension() {
        let app = AppHarness(model: .iPhone8) { AttachmentDelegate() }
        #expect(Attachment(app.screenshot(), named: "Home.PNG").preferredName == "Home.PNG")
    }
}
