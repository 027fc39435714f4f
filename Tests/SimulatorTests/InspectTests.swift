import Foundation
import Logging
import SpringBoard
import Testing
import UIKit
@testable import Simulator

// MARK: An app to inspect

final class InspectedRootView: UIView {}

/// A controller whose root view holds views with known frames, identifiers and constraints.
final class InspectedViewController: UIViewController {
    override func loadView() {
        let root = InspectedRootView(frame: UIScreen.main.bounds)
        root.backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        title.text = "Inspected"
        title.accessibilityIdentifier = "title"
        root.addSubview(title)
        let box = UIView(frame: CGRect(x: 50, y: 100, width: 100, height: 100))
        box.accessibilityIdentifier = "box"
        box.alpha = 0.5
        root.addSubview(box)
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        inner.accessibilityIdentifier = "inner"
        inner.accessibilityLabel = "Inner square"
        inner.isUserInteractionEnabled = false
        box.addSubview(inner)
        let hidden = UIView(frame: CGRect(x: 0, y: 300, width: 10, height: 10))
        hidden.accessibilityIdentifier = "hidden"
        hidden.isHidden = true
        root.addSubview(hidden)
        let turned = UIView(frame: CGRect(x: 200, y: 400, width: 40, height: 20))
        turned.accessibilityIdentifier = "turned"
        turned.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(turned)
        let pinned = UIView()
        pinned.accessibilityIdentifier = "pinned"
        pinned.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            pinned.topAnchor.constraint(equalTo: root.topAnchor, constant: 500),
            pinned.widthAnchor.constraint(equalToConstant: 80),
            pinned.heightAnchor.constraint(equalTo: pinned.widthAnchor, multiplier: 0.5),
        ])
        view = root
    }
}

/// An app whose window's root view controller is `InspectedViewController`, with `extraViews`
/// more plain views (each with `identifierLength` characters "é", two bytes each, of identifier
/// and label) under a container view.
final class InspectedAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var extraViews = 0
    nonisolated(unsafe) static var identifierLength = 0
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = InspectedViewController()
        window.rootViewController = controller
        if Self.extraViews > 0 {
            let container = UIView(frame: CGRect(x: 0, y: 600, width: 10, height: 10))
            let text = String(repeating: "é", count: Self.identifierLength)
            for _ in 0..<Self.extraViews {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
                view.accessibilityIdentifier = text
                view.accessibilityLabel = text
                container.addSubview(view)
            }
            controller.view.addSubview(container)
        }
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

let inspectedApp = SimulatedApp(id: "inspected", title: "Inspected") { InspectedAppDelegate() }

/// A session running the inspected app on an iPhone 8 (375 × 667 pt).
@MainActor func makeInspectedSession() -> DeviceSession {
    DeviceSession(model: .iPhone8, systemVersion: nil, app: inspectedApp, apps: [inspectedApp, touchApp],
                  logger: Logger(label: "SimulatorTests") { _ in LogRecorder().handler })
}

/// The JSON object of a text message.
func jsonObject(_ text: String) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
}

/// The nodes of a tree message's windows, depth first.
func flatNodes(_ tree: [String: Any]) -> [[String: Any]] {
    var nodes: [[String: Any]] = []
    func visit(_ node: [String: Any]) {
        nodes.append(node)
        for child in node["subviews"] as? [[String: Any]] ?? [] { visit(child) }
    }
    for window in tree["windows"] as? [[String: Any]] ?? [] { visit(window) }
    return nodes
}

func node(_ nodes: [[String: Any]], identifier: String) -> [String: Any]? {
    nodes.first { $0["accessibilityIdentifier"] as? String == identifier }
}

// MARK: Tests

@Suite("The inspector's view tree", .serialized)
@MainActor struct InspectTests {

    @Test("inspect is parsed with its seq, extra fields ignored; an unknown type names it among the known ones")
    func parsing() throws {
        #expect(try MessageParser.parse(#"{"type":"inspect","seq":3}"#).get() == InboundMessage(sequence: 3, message: .inspect))
        #expect(try MessageParser.parse(#"{"type":"inspect","depth":"all"}"#).get() == InboundMessage(sequence: nil, message: .inspect))
        #expect(MessageParser.parse(#"{"type":"inspect","seq":-1}"#) == .failure(.invalidField("seq", expected: "an integer from 0 to 4294967295")))
        let padded = #"{"type":"inspect","pad":""# + String(repeating: " ", count: 4100) + #""}"#
        #expect(MessageParser.parse(padded) == .failure(.tooLarge(bytes: padded.utf8.count, limit: 4096)))
        #expect(MessageRejection.unknownType.description.hasSuffix("configure, inspect, display, record, stop, replay"))
    }

    @Test("The tree lists the app's window, the controller's root view and its views with their classes, frames, flags and constraints")
    func treeOfKnownApp() async throws {
        InspectedAppDelegate.extraViews = 0
        let session = makeInspectedSession()
        let page = session.connect()
        session.receive(InboundMessage(sequence: 4, message: .inspect), from: page.id)
        session.step(by: 1.0 / 60.0)
        #expect(session.clients[page.id]?.lastAppliedSequence == 4)
        let trees = await outboxTexts(of: page).map(jsonObject).filter { $0["type"] as? String == "tree" }
        let tree = try #require(trees.first)
        #expect(trees.count == 1)
        #expect(tree["app"] as? String == "inspected")
        #expect(tree["screen"] as? [String: Double] == ["width": 375, "height": 667])
        #expect(tree["truncated"] as? Bool == false)
        let nodes = flatNodes(tree)
        #expect(tree["nodes"] as? Int == nodes.count)
        #expect(tree["totalNodes"] as? Int == nodes.count)
        #expect(nodes.count == 8)

        let window = try #require((tree["windows"] as? [[String: Any]])?.first)
        #expect(window["class"] as? String == "UIWindow")
        #expect(window["screenFrame"] as? [Double] == [0, 0, 375, 667])
        let root = try #require((window["subviews"] as? [[String: Any]])?.first)
        #expect(root["class"] as? String == "InspectedRootView")
        #expect(root["viewController"] as? String == "InspectedViewController")

        let title = try #require(node(nodes, identifier: "title"))
        #expect(title["class"] as? String == "UILabel")
        #expect(title["frame"] as? [Double] == [20, 40, 200, 30])
        #expect(title["accessibilityLabel"] as? String == "Inspected")
        #expect(title["viewController"] == nil)

        let box = try #require(node(nodes, identifier: "box"))
        #expect(box["alpha"] as? Double == 0.5)
        let inner = try #require(node(nodes, identifier: "inner"))
        #expect(inner["frame"] as? [Double] == [10, 10, 20, 20])
        #expect(inner["screenFrame"] as? [Double] == [60, 110, 20, 20])
        #expect(inner["bounds"] as? [Double] == [0, 0, 20, 20])
        #expect(inner["accessibilityLabel"] as? String == "Inner square")
        #expect(inner["isUserInteractionEnabled"] as? Bool == false)
        #expect(inner["isHidden"] as? Bool == false)
        #expect(node(nodes, identifier: "hidden")?["isHidden"] as? Bool == true)

        // Scaled twice about its centre (220, 410): the frame and the screen frame are the box around it.
        let turned = try #require(node(nodes, identifier: "turned"))
        #expect(turned["transform"] as? [Double] == [2, 0, 0, 2, 0, 0])
        #expect(turned["frame"] as? [Double] == [180, 390, 80, 40])
        #expect(turned["screenFrame"] as? [Double] == [180, 390, 80, 40])
        #expect(turned["bounds"] as? [Double] == [0, 0, 40, 20])

        let pinned = try #require(node(nodes, identifier: "pinned"))
        #expect(pinned["frame"] as? [Double] == [16, 500, 80, 40])
        let own = try #require(pinned["constraints"] as? [[String: Any]])
        #expect(own.count == 2)
        #expect(own.contains { $0["first"] as? String == "UIView'pinned'.width" && $0["second"] == nil && $0["constant"] as? Double == 80 })
        #expect(own.contains {
            $0["first"] as? String == "UIView'pinned'.height" && $0["relation"] as? String == "=="
                && $0["second"] as? String == "UIView'pinned'.width" && $0["multiplier"] as? Double == 0.5
        })
        let held = try #require(root["constraints"] as? [[String: Any]])
        let leading = try #require(held.first { $0["first"] as? String == "UIView'pinned'.leading" })
        #expect(leading["second"] as? String == "InspectedRootView.leading")
        #expect(leading["constant"] as? Double == 16)
        #expect(leading["priority"] as? Double == 1000)
        #expect(leading["isActive"] as? Bool == true)
        #expect(title["constraints"] == nil)
    }

    @Test("Screen frames follow the interface's orientation after a rotation")
    func screenFramesAfterRotation() async throws {
        InspectedAppDelegate.extraViews = 0
        let session = makeInspectedSession()
        let page = session.connect()
        session.receive(InboundMessage(sequence: nil, message: .rotate(.left)), from: page.id)
        for _ in 0..<90 { session.step(by: 1.0 / 60.0) }
        session.receive(InboundMessage(sequence: nil, message: .inspect), from: page.id)
        session.step(by: 1.0 / 60.0)
        let tree = try #require(await outboxTexts(of: page).map(jsonObject).last { $0["type"] as? String == "tree" })
        #expect(tree["screen"] as? [String: Double] == ["width": 667, "height": 375])
        let window = try #require((tree["windows"] as? [[String: Any]])?.first)
        #expect(window["screenFrame"] as? [Double] == [0, 0, 667, 375])
        #expect(node(flatNodes(tree), identifier: "title")?["screenFrame"] as? [Double] == [20, 40, 200, 30])
    }

    @Test("Many inspect messages in one frame, from two pages, build one tree that each page gets once")
    func requestsCoalesce() async {
        InspectedAppDelegate.extraViews = 0
        let session = makeInspectedSession()
        let first = session.connect(), second = session.connect(), idle = session.connect()
        for _ in 0..<50 { session.receive(InboundMessage(sequence: nil, message: .inspect), from: first.id) }
        session.receive(InboundMessage(sequence: nil, message: .inspect), from: second.id)
        session.step(by: 1.0 / 60.0)
        session.step(by: 1.0 / 60.0)
        let isTree = { (text: String) in jsonObject(text)["type"] as? String == "tree" }
        let firstTrees = await outboxTexts(of: first).filter(isTree)
        let secondTrees = await outboxTexts(of: second).filter(isTree)
        #expect(firstTrees.count == 1)
        #expect(secondTrees == firstTrees)
        #expect(await outboxTexts(of: idle).filter(isTree).isEmpty)
    }

    @Test("A tree is cut at 1000 views and says so; long identifiers are cut to 120 characters")
    func nodeCap() throws {
        InspectedAppDelegate.extraViews = 3000
        InspectedAppDelegate.identifierLength = 5000
        defer { InspectedAppDelegate.extraViews = 0; InspectedAppDelegate.identifierLength = 0 }
        let session = makeInspectedSession()
        session.step(by: 1.0 / 60.0)
        let tree = ViewTree(app: "inspected", application: session.device.application, screenSize: session.device.screenBounds.size)
        #expect(tree.nodes == ViewTree.maximumNodes)
        #expect(tree.totalNodes == 8 + 1 + 3000)
        #expect(tree.truncated)
        let text = ViewTree.text(app: "inspected", application: session.device.application, screenSize: session.device.screenBounds.size)
        #expect(text.utf8.count <= ViewTree.maximumBytes)
        let object = jsonObject(text)
        let nodes = flatNodes(object)
        #expect(object["truncated"] as? Bool == true)
        #expect(object["nodes"] as? Int == nodes.count)
        // A thousand views with two strings of 240 bytes each are over 512 KiB, so half are sent.
        #expect(object["limit"] as? Int == 500)
        #expect(nodes.count == 500)
        let cut = try #require(nodes.last?["accessibilityIdentifier"] as? String)
        #expect(cut.count == ViewTree.maximumStringLength)
        #expect(cut.hasSuffix("…"))
    }

    @Test("A small tree is not cut")
    func smallTreeIsWhole() {
        InspectedAppDelegate.extraViews = 10
        InspectedAppDelegate.identifierLength = 3
        defer { InspectedAppDelegate.extraViews = 0; InspectedAppDelegate.identifierLength = 0 }
        let session = makeInspectedSession()
        session.step(by: 1.0 / 60.0)
        let object = jsonObject(ViewTree.text(app: "inspected", application: session.device.application,
                                              screenSize: session.device.screenBounds.size))
        #expect(object["truncated"] as? Bool == false)
        #expect(object["nodes"] as? Int == 19)
        #expect(object["limit"] as? Int == ViewTree.maximumNodes)
    }
}
