// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Counter",
    dependencies: [
        // The URL you clone OpenUIKit from.
        .package(url: "https://github.com/OWNER/OpenUIKit.git", from: "0.1.0"),
    ],
    targets: [
        // The app: everything an iOS app target holds, as a library.
        .target(name: "CounterApp", dependencies: [
            .product(name: "UIKit", package: "OpenUIKit"),
        ]),
        .testTarget(name: "CounterAppTests", dependencies: [
            "CounterApp",
            .product(name: "UIKit", package: "OpenUIKit"),
            .product(name: "UIKitTesting", package: "OpenUIKit"),
            .product(name: "UIKitTestingInvariants", package: "OpenUIKit"),
        ]),
        // The same app in the live simulator.
        .executableTarget(name: "CounterSimulator", dependencies: [
            "CounterApp",
            .product(name: "UIKit", package: "OpenUIKit"),
            .product(name: "Simulator", package: "OpenUIKit"),
        ]),
    ]
)
