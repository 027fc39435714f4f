// swift-tools-version: 6.0
import PackageDescription

/// Swift Testing's cross-import overlays for CoreGraphics and UIKit, which the toolchain looks for
/// in every file that imports Testing beside one of them (`Sources/_Testing_*`). Every target
/// that imports Testing and an Apple-named module depends on them; the test-kit products carry them.
let testingOverlays: [Target.Dependency] = ["_Testing_CoreGraphics", "_Testing_UIKit"]

let package = Package(
    name: "OpenUIKit",
    platforms: [.macOS(.v14)],
    products: [
        // An app's code imports UIKit, and beside it the Apple frameworks that Linux lacks:
        // Combine (`_Combine`: OpenCombine on the device clock) and os (`_os`: unified logging over
        // swift-log), which the source-compatibility plugin's rewrite of `import Combine` and
        // `import os` names. Not Apple's names: `canImport(Combine)` and `canImport(os)` are how
        // packages ask for Apple's frameworks, and SwiftPM lets every target see every module
        // built before it.
        .library(name: "UIKit", targets: ["UIKit", "_Combine", "_os"]),
        .library(name: "SpringBoard", targets: ["SpringBoard"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting", "_Testing_CoreGraphics", "_Testing_UIKit"]),
        .library(name: "UIKitTestingInvariants", targets: ["UIKitTestingInvariants", "_Testing_CoreGraphics", "_Testing_UIKit"]),
        .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting", "_Testing_CoreGraphics", "_Testing_UIKit"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .library(name: "Simulator", targets: ["Simulator"]),
        .executable(name: "simulator", targets: ["simulator"]),
        // iOS app sources compiled unchanged: a build-tool plugin that rewrites what Linux Swift
        // cannot compile (README, "An iOS app's folder, unchanged").
        .plugin(name: "UIKitSourceCompatibility", targets: ["UIKitSourceCompatibility"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        // The `Combine` module's publishers and subscribers.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // The source-compatibility plugin's parser. Any release from 600 on: an app's macro
        // packages pin their own, and the plugin uses only the syntax tree's stable API.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"700.0.0"),
    ],
    targets: [
        // Row 0: system libraries.
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        // zlib's raw deflate, for the live simulator's compressed frames.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib",
                       providers: [.apt(["zlib1g-dev"])]),
        // `import UIKit.UIGestureRecognizerSubclass` (an empty Clang submodule; see its module map).
        .systemLibrary(name: "UIGestureRecognizerSubclass", path: "Sources/UIGestureRecognizerSubclass"),
        // Row 1.
        // Apple's os: `Logger`, `OSLog`, `os_log` over swift-log, and `os_unfair_lock`.
        .target(name: "_os", dependencies: [.product(name: "Logging", package: "swift-log")]),
        .target(name: "CoreGraphics", dependencies: ["CFreeType", "CPNG"]),
        // `Selector` and NSObject's selector members, which QuartzCore's display links and UIKit's
        // target-action take. Not named `ObjectiveC`: `canImport(ObjectiveC)` is how packages ask
        // for the Objective-C runtime (swift-snapshot-testing then writes `@objc`), and SwiftPM
        // lets every target of a build see every module built before it.
        .target(name: "_ObjectiveC"),
        // Row 2.
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "_ObjectiveC"]),
        // Row 3.
        .target(name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics", "_ObjectiveC", "UIGestureRecognizerSubclass", .product(name: "Logging", package: "swift-log")]),
        // Row 4.
        // Apple's Combine: OpenCombine, with Dispatch, RunLoop and OperationQueue as schedulers
        // whose main-thread work goes where UIKit puts the main queue's (its SPI).
        .target(name: "_Combine", dependencies: ["UIKit", .product(name: "OpenCombine", package: "OpenCombine")]),
        .target(name: "SpringBoard", dependencies: ["UIKit", "QuartzCore", "CoreGraphics", .product(name: "Logging", package: "swift-log")]),
        // Swift Testing's overlays, beside the rows of the modules they extend.
        .target(name: "_Testing_CoreGraphics", dependencies: ["CoreGraphics"]),
        .target(name: "_Testing_UIKit", dependencies: ["_Testing_CoreGraphics", "UIKit"]),
        // Row 5.
        .target(name: "UIKitTesting", dependencies: ["SpringBoard", "UIKit", "QuartzCore", "CoreGraphics"]),
        .target(name: "Gallery", dependencies: ["UIKit"]),
        .target(name: "Simulator", dependencies: [
            "SpringBoard", "UIKit", "QuartzCore", "CoreGraphics", "CZlib",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
        ], resources: [.copy("Resources")]),
        // Row 6.
        // The test kit's end-of-test checks for Swift Testing and XCTest, apart from UIKitTesting so
        // that code using the kit outside a test bundle (Benchmarks) links neither framework:
        // XCTest has no static library, so `--static-swift-stdlib` builds cannot import it. Each
        // file imports Testing or XCTest beside UIKitTesting only, never an Apple-named module, so
        // no cross-import overlay is looked up.
        .target(name: "UIKitTestingInvariants", dependencies: ["UIKitTesting"]),
        // swift-snapshot-testing's strategies for OpenUIKit's views and view controllers, beside it in a user's package.
        .target(name: "UIKitSnapshotTesting", dependencies: [
            "UIKitTesting", "SpringBoard", "UIKit", "QuartzCore", "CoreGraphics",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .executableTarget(name: "simulator", dependencies: [
            "Simulator", "SpringBoard", "UIKit", "Gallery", "CoreGraphics",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // A user's own app in the live simulator: UIKit and Simulator only (README, "Your app in the simulator").
        // The source-compatibility plugin, its tool and the rewriting they share, beside the rows:
        // they run at build time and import no project module.
        .target(name: "SourceCompatibility", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .executableTarget(name: "uikit-source-compat", dependencies: ["SourceCompatibility"]),
        .plugin(name: "UIKitSourceCompatibility", capability: .buildTool(), dependencies: ["uikit-source-compat"]),
        .executableTarget(name: "HelloSimulator", dependencies: ["UIKit", "Simulator"], path: "Examples/HelloSimulator"),
        .executableTarget(name: "Benchmarks", dependencies: [
            "UIKitTesting", "SpringBoard", "UIKit", "QuartzCore", "CoreGraphics", "Gallery",
        ], path: "Benchmarks", exclude: ["README.md", "skia_peer.py", "plugin-cost.sh"]),

        .testTarget(name: "CoreGraphicsTests", dependencies: testingOverlays + ["CoreGraphics"],
                    exclude: ["Golden"]),
        .testTarget(name: "QuartzCoreTests", dependencies: testingOverlays + ["QuartzCore", "CoreGraphics"],
                    exclude: ["Golden"]),
        // Test helpers of the UIKit layer that more than one test target uses.
        .target(name: "UIKitTestSupport", dependencies: ["UIKit", .product(name: "Logging", package: "swift-log")],
                path: "Tests/UIKitTestSupport"),
        .testTarget(name: "UIKitTests", dependencies: testingOverlays + ["UIKit", "SpringBoard", "QuartzCore", "CoreGraphics", "UIKitTestSupport",
                                                                   .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "CombineTests", dependencies: testingOverlays + ["_Combine", "SpringBoard", "UIKit", "QuartzCore", "CoreGraphics",
                                                                     "UIKitTestSupport"]),
        .testTarget(name: "OSLogTests", dependencies: ["_os", "UIKitTestSupport", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "SpringBoardTests", dependencies: testingOverlays + ["SpringBoard", "UIKit", "QuartzCore", "CoreGraphics", "UIKitTestSupport",
                                                                   .product(name: "Logging", package: "swift-log"),
                                                                   .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(name: "UIKitTestingTests", dependencies: testingOverlays + ["UIKitTesting", "UIKitTestingInvariants", "SpringBoard", "UIKit",
                                                              "CoreGraphics"],
                    exclude: ["Golden"]),
        .testTarget(name: "UIKitSnapshotTestingTests", dependencies: testingOverlays + [
            "UIKitSnapshotTesting", "SpringBoard", "UIKit", "CoreGraphics",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
        .testTarget(name: "UIKitTestingInvariantsTests", dependencies: testingOverlays + ["UIKitTestingInvariants", "UIKitTesting", "SpringBoard",
                                                                        "UIKit", "CoreGraphics"]),
        .testTarget(name: "GalleryTests", dependencies: testingOverlays + ["Gallery", "UIKitTesting", "UIKitTestingInvariants", "SpringBoard", "UIKit",
                                                         "CoreGraphics"],
                    // Recorded/: tests exported from the simulator's recorder, beside their recordings and goldens.
                    exclude: ["Golden", "Recorded/Golden", "Recorded/recorded-hidden-drawer-iphone-15-pro.json"]),
        // Code written the way iOS apps were before Swift concurrency, in Swift 5 mode: it must
        // compile with warnings only, as against Apple's `@preconcurrency` UIKit.
        // Code of Xcode projects still in the Swift 4 language mode: UIKit's Swift 4 names compile.
        .testTarget(name: "Swift4ModeTests", dependencies: ["UIKit"], swiftSettings: [.swiftLanguageMode(.v4)]),
        .testTarget(name: "Swift5ModeTests", dependencies: testingOverlays + ["UIKitTesting", "UIKit"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "SourceCompatibilityTests", dependencies: ["SourceCompatibility"]),
        .testTarget(name: "SimulatorTests", dependencies: testingOverlays + [
            "Simulator", "SpringBoard", "UIKit", "CoreGraphics", "Gallery",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
