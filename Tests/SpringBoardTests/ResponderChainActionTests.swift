import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard

/// Actions with no target travel the responder chain as on iOS: through the app's
/// `sendAction(_:to:from:for:)`, to the first responder whose `target(forAction:withSender:)`
/// (by default `canPerformAction(_:withSender:)`) takes them.
@MainActor
struct ResponderChainActionTests {
    final class Log { var lines: [String] = [] }

    /// A controller that implements `save(_:)`, and refuses it while `locked`.
    final class Editor: UIViewController {
        let log: Log
        var locked = false
        init(log: Log) {
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        func save(_ sender: Any?) { log.lines.append("editor saved from \(type(of: sender!))") }
        let document: NSString = "Untitled"
        func currentDocument() -> NSString { document }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            locked ? false : super.canPerformAction(action, withSender: sender)
        }
    }

    /// The app's delegate also implements `save(_:)`: the end of the chain.
    final class Delegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        let editor: Editor
        let button = UIButton(type: .system)
        init(log: Log) {
            editor = Editor(log: log)
            super.init()
        }
        func save(_ sender: Any?) { editor.log.lines.append("delegate saved") }
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = editor
            button.frame = CGRect(x: 100, y: 300, width: 120, height: 44)
            button.setTitle("Save", for: .normal)
            editor.view.addSubview(button)
            window?.makeKeyAndVisible()
            return true
        }
    }

    /// An app whose `sendAction` override sees every control action, as an iOS app's does.
    final class ObservingApplication: UIApplication {
        var sent: [String] = []
        override func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
            sent.append("\(action) to \(target.map { "\(type(of: $0))" } ?? "nil")")
            return super.sendAction(action, to: target, from: sender, for: event)
        }
    }

    @Test func aNilTargetedActionReachesTheFirstResponderThatPerformsIt() throws {
        let log = Log()
        let device = Device(model: .iPhone15Pro)
        let delegate = Delegate(log: log)
        device.launch(ObservingApplication.self, delegate: { delegate })
        let save = Selector(Editor.save(_:), name: "save:")
        delegate.button.addTarget(nil, action: save, for: .touchUpInside)

        device.tap(at: CGPoint(x: 160, y: 322))
        #expect(log.lines == ["editor saved from UIButton"])
        let app = try #require(device.application as? ObservingApplication)
        #expect(app.sent == ["save: to nil"])

        // The editor refuses while locked, and nothing else of the chain implements Editor.save.
        delegate.editor.locked = true
        device.advance(by: 1)
        device.tap(at: CGPoint(x: 160, y: 322))
        #expect(log.lines == ["editor saved from UIButton"])
        #expect(delegate.button.target(forAction: save, withSender: nil) == nil)

        // The delegate's own method is another class's: the chain ends at it.
        let delegateSave = Selector(Delegate.save(_:), name: "save:")
        #expect(delegate.button.target(forAction: delegateSave, withSender: nil) as AnyObject? === delegate)
        #expect(app.sendAction(delegateSave, to: nil, from: delegate.button, for: nil))
        #expect(log.lines.last == "delegate saved")
        #expect(!app.sendAction(Selector(Editor.save(_:), name: "save:"), to: nil, from: nil, for: nil))
    }

    @Test func respondsToAndPerformAreTheObjectsOwnMethods() {
        let log = Log()
        let editor = Editor(log: log)
        #expect(editor.responds(to: Selector(Editor.save(_:), name: "save:")))
        #expect(!editor.responds(to: Selector(Delegate.save(_:), name: "save:")))
        editor.perform(Selector(Editor.save(_:), name: "save:"), with: "sender")
        #expect(log.lines == ["editor saved from String"])

        // An object the method returns comes back, unretained, as from Objective-C's performSelector:.
        let returned = editor.perform(Selector(Editor.currentDocument, name: "currentDocument"))
        #expect(returned?.takeUnretainedValue() === editor.document)
        // A method that returns nothing gives nil.
        #expect(editor.perform(Selector(Editor.save(_:), name: "save:"), with: "again") == nil)
    }
}

/// `CADisplayLink(target:selector:)` added to the main run loop fires on the device's frames.
@MainActor
struct DisplayLinkTargetTests {
    final class Animator: NSObject {
        var timestamps: [CFTimeInterval] = []
        var targets: [CFTimeInterval] = []
        func step(_ link: CADisplayLink) {
            timestamps.append(link.timestamp)
            targets.append(link.targetTimestamp)
        }
    }

    @Test func aLinkFiresEachFrameUntilInvalidatedAndKeepsItsTarget() throws {
        let (device, _, _) = launchRecordingApp()
        weak var released: Animator?
        var link: CADisplayLink?
        do {
            let animator = Animator()
            released = animator
            link = CADisplayLink(target: animator, selector: Selector(Animator.step(_:), name: "step:"))
            link?.add(to: .main, forMode: .common)
        }
        #expect(released != nil, "a display link keeps its target")
        device.advance(by: 5 * frame)
        do {
            let animator = try #require(released)
            #expect(animator.timestamps.count == 5)
            #expect(zip(animator.timestamps.dropFirst(), animator.timestamps).allSatisfy { close($0 - $1, frame, within: 1e-6) })
            #expect(zip(animator.targets, animator.timestamps).allSatisfy { close($0 - $1, frame, within: 1e-6) })
        }
        link?.invalidate()
        device.advance(by: 5 * frame)
        #expect(released == nil, "invalidating releases the target")
    }

    @Test func aLowerPreferredRateFiresOnEveryNthFrame() throws {
        let (device, _, _) = launchRecordingApp()
        let animator = Animator()
        let link = CADisplayLink(target: animator, selector: Selector(Animator.step(_:), name: "step:"))
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 30, preferred: 30)
        link.add(to: .main, forMode: .default)
        device.advance(by: 12 * frame)
        #expect(animator.timestamps.count == 6)
        #expect(zip(animator.targets, animator.timestamps).allSatisfy { close($0 - $1, 2 * frame, within: 1e-6) })
        link.remove(from: .main, forMode: .default)
        device.advance(by: 4 * frame)
        #expect(animator.timestamps.count == 6)
        link.invalidate()
    }
}
