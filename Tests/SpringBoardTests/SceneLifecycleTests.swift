import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// Writes every app and scene delegate call, and every app and scene notification, to one log.
@MainActor final class SceneLog {
    var entries: [String] = []
    private var observers: [NSObjectProtocol] = []
    init() {
        let names: [(Notification.Name, String)] = [
            (UIApplication.didBecomeActiveNotification, "note app didBecomeActive"),
            (UIApplication.willResignActiveNotification, "note app willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "note app didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "note app willEnterForeground"),
            (UIScene.willConnectNotification, "note scene willConnect"),
            (UIScene.didActivateNotification, "note scene didActivate"),
            (UIScene.willDeactivateNotification, "note scene willDeactivate"),
            (UIScene.didEnterBackgroundNotification, "note scene didEnterBackground"),
            (UIScene.willEnterForegroundNotification, "note scene willEnterForeground"),
        ]
        for (name, entry) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.entries.append(entry) }
            })
        }
    }
    func stop() { observers.forEach(NotificationCenter.default.removeObserver) }
}

@MainActor final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
    let log: SceneLog
    var configurationName = "Default Configuration"
    var namesDelegateClass = true
    init(log: SceneLog) { self.log = log }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.entries.append("app willFinishLaunching"); return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.entries.append("app didFinishLaunching"); return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.entries.append("app configurationForConnecting")
        let configuration = UISceneConfiguration(name: configurationName, sessionRole: connectingSceneSession.role)
        if namesDelegateClass { configuration.delegateClass = TemplateSceneDelegate.self }
        return configuration
    }
    func applicationDidBecomeActive(_ application: UIApplication) { log.entries.append("app didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.entries.append("app willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.entries.append("app didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.entries.append("app willEnterForeground") }
}

/// The scene delegate of Xcode's template: it makes the window in `willConnectTo`.
@MainActor final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let log: SceneLog
    let root = UIViewController()
    init(log: SceneLog) { self.log = log }
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log.entries.append("scene willConnectTo")
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = root
        window?.makeKeyAndVisible()
    }
    func sceneDidBecomeActive(_ scene: UIScene) { log.entries.append("scene didBecomeActive \(scene.activationState.rawValue)") }
    func sceneWillResignActive(_ scene: UIScene) { log.entries.append("scene willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { log.entries.append("scene willEnterForeground \(scene.activationState.rawValue)") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.entries.append("scene didEnterBackground") }
}

@MainActor struct SceneLifecycleTests {
    @Test func aSceneAppLaunchesGoesHomeAndComesBackInIOSOrder() {
        let log = SceneLog()
        defer { log.stop() }
        let device = Device(model: .iPhone15Pro)
        var sceneDelegate: TemplateSceneDelegate!
        device.launch(delegate: { SceneAppDelegate(log: log) }, sceneDelegate: {
            sceneDelegate = TemplateSceneDelegate(log: log)
            return sceneDelegate
        })
        let inactive = UIScene.ActivationState.foregroundInactive.rawValue
        #expect(log.entries == ["app willFinishLaunching", "app didFinishLaunching", "app configurationForConnecting",
                                "scene willConnectTo", "note scene willConnect",
                                "scene willEnterForeground \(inactive)", "note scene willEnterForeground",
                                "scene didBecomeActive 0", "note scene didActivate", "note app didBecomeActive"])
        let app = UIApplication.shared
        let scene = app.connectedScenes.first as? UIWindowScene
        #expect(app.connectedScenes.count == 1)
        #expect(scene?.activationState == .foregroundActive)
        #expect(scene?.session.configuration.name == "Default Configuration")
        #expect(scene?.session.configuration.delegateClass == TemplateSceneDelegate.self)
        #expect(scene?.delegate === sceneDelegate)
        #expect(sceneDelegate.window?.windowScene === scene)
        #expect(sceneDelegate.root.view.window?.windowScene === scene)
        #expect(scene?.windows.count == 1)
        #expect(scene?.keyWindow === sceneDelegate.window)
        #expect(sceneDelegate.window?.frame == device.screenBounds)
        #expect(scene?.statusBarManager?.statusBarFrame == app.statusBarFrame)

        log.entries.removeAll()
        device.pressHome()
        #expect(log.entries == ["scene willResignActive", "note scene willDeactivate", "note app willResignActive",
                                "scene didEnterBackground", "note scene didEnterBackground", "note app didEnterBackground"])
        #expect(scene?.activationState == .background)
        device.runFrame()
        log.entries.removeAll()
        device.tap(at: CGPoint(x: 57, y: 105))
        #expect(log.entries == ["scene willEnterForeground \(inactive)", "note scene willEnterForeground", "note app willEnterForeground",
                                "scene didBecomeActive 0", "note scene didActivate", "note app didBecomeActive"])
    }

    @Test func theTemplatesUnnamedConfigurationGetsTheLaunchCallsSceneDelegate() {
        let log = SceneLog()
        defer { log.stop() }
        let device = Device(model: .iPhone15Pro)
        let appDelegate = SceneAppDelegate(log: log)
        appDelegate.namesDelegateClass = false
        device.launch(delegate: { appDelegate }, sceneDelegate: { TemplateSceneDelegate(log: log) })
        let scene = UIApplication.shared.connectedScenes.first
        #expect(scene?.session.configuration.delegateClass == TemplateSceneDelegate.self)
        #expect(log.entries.contains("scene willConnectTo"))
        #expect(!log.entries.contains("app didBecomeActive"))
    }

    @Test func anAppWithoutASceneDelegateStillHasAWindowSceneAndHearsItsLifeThroughTheAppDelegate() {
        let log = SceneLog()
        defer { log.stop() }
        let device = Device(model: .iPhone15Pro)
        let appDelegate = SceneAppDelegate(log: log)
        appDelegate.namesDelegateClass = false
        device.launch(delegate: { appDelegate })
        #expect(log.entries.suffix(2) == ["app didBecomeActive", "note app didBecomeActive"])
        let window = UIWindow(frame: device.screenBounds)
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        #expect(window.windowScene === scene)
        #expect(scene?.windows.contains { $0 === window } == true)
        #expect((UIApplication.shared.connectedScenes.first as? UIWindowScene)?.delegate == nil)
    }

    @Test func beforeIOS13ThereAreNoScenes() {
        let log = SceneLog()
        defer { log.stop() }
        let device = Device(model: .iPhone8, systemVersion: OperatingSystemVersion(majorVersion: 12, minorVersion: 0, patchVersion: 0))
        device.launch(delegate: { SceneAppDelegate(log: log) })
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        #expect(!log.entries.contains("app configurationForConnecting"))
        #expect(UIWindow(frame: .zero).windowScene == nil)
    }
}
