// swift-tools-version: 6.0
import PackageDescription

/// The toolchain ships Swift Testing cross-import overlays for Apple's CoreGraphics and UIKit,
/// which do not exist on Linux; without this, `import Testing` next to `import UIKit` fails.
/// The rasterizer and compositor touch every pixel of 3× screens; unoptimised they make the
/// UI tests slow, so they are optimised in debug builds too.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let testSettings: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]

let package = Package(
    name: "OpenUIKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "SpringBoard", targets: ["SpringBoard"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .library(name: "UIKitTestingInvariants", targets: ["UIKitTestingInvariants"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "simulator", targets: ["simulator"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
    ],
    targets: [
        // Row 0: system libraries.
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        // Row 1.
        .target(name: "CoreGraphics", dependencies: ["CFreeType", "CPNG"], swiftSettings: optimizedInDebug),
        // Row 2.
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"], swiftSettings: optimizedInDebug),
        // Row 3.
        .target(name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics", .product(name: "Logging", package: "swift-log")]),
        // Row 4.
        .target(name: "SpringBoard", dependencies: ["UIKit", "QuartzCore", "CoreGraphics", .product(name: "Logging", package: "swift-log")]),
        // Row 5.
        .target(name: "UIKitTesting", dependencies: ["SpringBoard", "UIKit", "QuartzCore", "CoreGraphics"]),
        .target(name: "Gallery", dependencies: ["UIKit"]),
        .target(name: "Simulator", dependencies: [
            "SpringBoard", "UIKit", "QuartzCore", "CoreGraphics",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        ], resources: [.copy("Resources")]),
        // Row 6.
        // The test kit's end-of-test checks for Swift Testing and XCTest, apart from UIKitTesting so
        // that code using the kit outside a test bundle (Benchmarks) links neither framework:
        // XCTest has no static library, so `--static-swift-stdlib` builds cannot import it. Each
        // file imports Testing or XCTest beside UIKitTesting only, never an Apple-named module, so
        // no cross-import overlay is looked up and no unsafe flag is needed.
        .target(name: "UIKitTestingInvariants", dependencies: ["UIKitTesting"]),
        .executableTarget(name: "simulator", dependencies: [
            "Simulator", "SpringBoard", "UIKit", "Gallery", "CoreGraphics",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // A user's own app in the live simulator: UIKit and Simulator only (README, "Your app in the simulator").
        .executableTarget(name: "HelloSimulator", dependencies: ["UIKit", "Simulator"], path: "Examples/HelloSimulator"),
        .executableTarget(name: "Benchmarks", dependencies: [
            "UIKitTesting", "SpringBoard", "UIKit", "QuartzCore", "CoreGraphics", "Gallery",
        ], path: "Benchmarks", exclude: ["README.md"]),

        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"],
                    exclude: ["Golden"], swiftSettings: testSettings),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "CoreGraphics"],
                    exclude: ["Golden"], swiftSettings: testSettings),
        // Test helpers of the UIKit layer that more than one test target uses.
        .target(name: "UIKitTestSupport", dependencies: ["UIKit", .product(name: "Logging", package: "swift-log")],
                path: "Tests/UIKitTestSupport"),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "QuartzCore", "CoreGraphics", "UIKitTestSupport",
                                                  .product(name: "Logging", package: "swift-log")],
                    swiftSettings: testSettings),
        .testTarget(name: "SpringBoardTests", dependencies: ["SpringBoard", "UIKit", "QuartzCore", "CoreGraphics", "UIKitTestSupport",
                                                       .product(name: "Logging", package: "swift-log")],
                    swiftSettings: testSettings),
        .testTarget(name: "UIKitTestingTests", dependencies: ["UIKitTesting", "UIKitTestingInvariants", "SpringBoard", "UIKit",
                                                              "CoreGraphics"],
                    swiftSettings: testSettings),
        .testTarget(name: "UIKitTestingInvariantsTests", dependencies: ["UIKitTestingInvariants", "UIKitTesting", "SpringBoard",
                                                                        "UIKit", "CoreGraphics"],
                    swiftSettings: testSettings),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "UIKitTesting", "UIKitTestingInvariants", "SpringBoard", "UIKit",
                                                         "CoreGraphics"],
                    exclude: ["Golden"], swiftSettings: testSettings),
        // Code written the way iOS apps were before Swift concurrency, in Swift 5 mode: it must
        // compile with warnings only, as against Apple's `@preconcurrency` UIKit.
        .testTarget(name: "Swift5ModeTests", dependencies: ["UIKitTesting", "UIKit"],
                    swiftSettings: testSettings + [.swiftLanguageMode(.v5)]),
        .testTarget(name: "SimulatorTests", dependencies: [
            "Simulator", "SpringBoard", "UIKit", "CoreGraphics",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
        ], swiftSettings: testSettings),
    ],
    swiftLanguageModes: [.v6]
)
