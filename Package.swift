// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "OpenUIKit",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "SpringBoard", targets: ["SpringBoard"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .library(name: "Gallery", targets: ["Gallery"]),
        .executable(name: "simulator", targets: ["simulator"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Row 0: system libraries.
        .systemLibrary(name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        // Row 1.
        .target(name: "CoreGraphics", dependencies: ["CFreeType", "CPNG"]),
        // Row 2.
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
        // Row 3.
        .target(name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics"]),
        // Row 4.
        .target(name: "SpringBoard", dependencies: ["UIKit", "QuartzCore", "CoreGraphics"]),
        // Row 5.
        .target(name: "UIKitTesting", dependencies: ["SpringBoard", "UIKit", "QuartzCore", "CoreGraphics"]),
        .target(name: "Gallery", dependencies: ["UIKit"]),
        // Row 6.
        .executableTarget(name: "simulator", dependencies: [
            "SpringBoard", "UIKit", "Gallery", "CoreGraphics",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "Benchmarks", dependencies: [
            "UIKitTesting", "SpringBoard", "UIKit", "QuartzCore", "CoreGraphics", "Gallery",
        ], path: "Benchmarks"),

        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "CoreGraphics"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "QuartzCore", "CoreGraphics"]),
        .testTarget(name: "SpringBoardTests", dependencies: ["SpringBoard", "UIKit", "QuartzCore", "CoreGraphics"]),
        .testTarget(name: "UIKitTestingTests", dependencies: ["UIKitTesting", "SpringBoard", "UIKit", "CoreGraphics"]),
        .testTarget(name: "GalleryTests", dependencies: ["Gallery", "UIKitTesting", "SpringBoard", "UIKit", "CoreGraphics"]),
    ],
    swiftLanguageModes: [.v6]
)
