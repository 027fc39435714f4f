/// Apple's frameworks, as an iOS app imports them, that OpenUIKit does not provide: importing one
/// is an error at the import, naming it, rather than the compiler's "no such module".
///
/// Provided: UIKit (with `UIKit.UIGestureRecognizerSubclass`), Foundation, CoreGraphics,
/// QuartzCore, Dispatch, CoreFoundation, XCTest, Combine and os. The list is of the frameworks
/// in Apple's iOS SDK (https://developer.apple.com/documentation/technologies) that iOS apps
/// commonly import.
enum AppleFrameworks {
    static let unprovided: Set<String> = [
        "Accelerate", "Accessibility", "AdSupport", "AppTrackingTransparency", "ARKit", "AudioToolbox",
        "AuthenticationServices", "AVFAudio", "AVFoundation", "AVKit", "BackgroundTasks", "CallKit",
        "CarPlay", "Charts", "CloudKit", "Contacts", "ContactsUI", "CoreAudio", "CoreBluetooth",
        "CoreData", "CoreHaptics", "CoreImage", "CoreLocation", "CoreLocationUI", "CoreML",
        "CoreMedia", "CoreMotion", "CoreNFC", "CoreServices", "CoreSpotlight", "CoreTelephony",
        "CoreText", "CoreVideo", "CryptoKit", "EventKit", "EventKitUI", "FileProvider", "GameController",
        "GameKit", "GameplayKit", "GLKit", "HealthKit", "HomeKit", "ImageIO", "Intents", "IntentsUI",
        "JavaScriptCore", "LinkPresentation", "LocalAuthentication", "MapKit", "MediaPlayer",
        "MessageUI", "Messages", "Metal", "MetalKit", "MobileCoreServices", "MultipeerConnectivity",
        "NaturalLanguage", "Network", "NotificationCenter", "OpenGLES", "PassKit", "PDFKit",
        "PencilKit", "Photos", "PhotosUI", "QuickLook", "RealityKit", "SafariServices", "SceneKit",
        "Security", "SensorKit", "Social", "Speech", "SpriteKit", "StoreKit", "SwiftData", "SwiftUI",
        "SystemConfiguration", "UniformTypeIdentifiers", "UserNotifications", "UserNotificationsUI",
        "Vision", "VisionKit", "WatchConnectivity", "WebKit", "WidgetKit",
    ]
}
