// swift-tools-version: 6.0
// A user's package that depends on OpenUIKit by version, as an iOS team adds it: an app library,
// the app in the live simulator (with options of its own in HelloApp), Swift Testing and XCTest
// targets. The DocC tutorial's final files are linked here, and the README's code is here as
// pasted (run.sh checks both). CI builds and tests it against a tagged clone of the checkout
// under test: `Tests/Consumer/run.sh` passes that clone's URL in OPENUIKIT_URL.
import PackageDescription

guard let openUIKit = Context.environment["OPENUIKIT_URL"] else {
    fatalError("Set OPENUIKIT_URL to a git URL of OpenUIKit with a version tag, or run Tests/Consumer/run.sh")
}

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: openUIKit, from: "0.1.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "CounterApp", dependencies: [
            .product(name: "UIKit", package: "OpenUIKit"),
        ]),
        // The app in the live simulator, as the DocC tutorial runs it.
        .executableTarget(name: "CounterSimulator", dependencies: [
            "CounterApp",
            .product(name: "UIKit", package: "OpenUIKit"),
            .product(name: "Simulator", package: "OpenUIKit"),
        ]),
        // An app with a command-line option of its own beside the simulator's (README).
        .executableTarget(name: "HelloApp", dependencies: [
            .product(name: "UIKit", package: "OpenUIKit"),
            .product(name: "Simulator", package: "OpenUIKit"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // An iOS app's folder as Xcode has it (iOSApp/Notes: app delegate, scene delegate, Info.plist,
        // @objc, #selector, @IBAction, #available), compiled unchanged through the plugin, in Swift 5
        // mode as Xcode's template builds it. Its one file names the folder.
        .executableTarget(name: "Notes", dependencies: [
            .product(name: "UIKit", package: "OpenUIKit"),
            .product(name: "Simulator", package: "OpenUIKit"),
        ], swiftSettings: [.swiftLanguageMode(.v5)],
        plugins: [.plugin(name: "UIKitSourceCompatibility", package: "OpenUIKit")]),
        .testTarget(name: "NotesAppTests", dependencies: [
            "Notes",
            .product(name: "UIKit", package: "OpenUIKit"),
            .product(name: "UIKitTesting", package: "OpenUIKit"),
            .product(name: "UIKitTestingInvariants", package: "OpenUIKit"),
        ]),
        // The iOS project's own XCTest file (iOSApp/NotesTests), through the plugin too.
        .testTarget(name: "NotesXCTests", dependencies: [
            "Notes",
            .product(name: "UIKit", package: "OpenUIKit"),
        ], swiftSettings: [.swiftLanguageMode(.v5)],
        plugins: [.plugin(name: "UIKitSourceCompatibility", package: "OpenUIKit")]),
        .testTarget(name: "CounterAppTests", dependencies: [
            "CounterApp",
            .product(name: "UIKit", package: "OpenUIKit"),
            .product(name: "UIKitTesting", package: "OpenUIKit"),
            .product(name: "UIKitTestingInvariants", package: "OpenUIKit"),
        ]),
        .testTarget(name: "CounterAppXCTests", dependencies: [
            "CounterApp",
            .product(name: "UIKit", package: "OpenUIKit"),
            .product(name: "UIKitTesting", package: "OpenUIKit"),
            .product(name: "UIKitTestingInvariants", package: "OpenUIKit"),
        ]),
        // The README's snapshot tests, with their references, through swift-snapshot-testing.
        .testTarget(name: "CounterAppSnapshotTests", dependencies: [
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            .product(name: "UIKit", package: "OpenUIKit"),
            .product(name: "UIKitSnapshotTesting", package: "OpenUIKit"),
        ], exclude: ["__Snapshots__"]),
    ]
)

// An app whose folder (Diagnostics/BrokenApp) misspells a selector: run.sh builds it alone, with
// CONSUMER_BROKEN_APP set, and checks that the compiler's error names the app's own file and line.
if Context.environment["CONSUMER_BROKEN_APP"] != nil {
    package.targets.append(.target(name: "BrokenApp", dependencies: [.product(name: "UIKit", package: "OpenUIKit")],
                                   path: "Diagnostics/BrokenAppLinux",
                                   plugins: [.plugin(name: "UIKitSourceCompatibility", package: "OpenUIKit")]))
}
