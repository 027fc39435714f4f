import Foundation
import UIKit

/// The `tree` message: the app's windows, views and view controllers as the page's inspector
/// shows them, built on the main actor from the app's windows when a page sends `inspect`.
///
/// Its size is bounded whatever the app holds: at most `maximumNodes` views (in depth-first,
/// back-to-front order, the order in which they are drawn), strings cut to `maximumStringLength`
/// characters, at most `maximumConstraints` constraints in all, and the whole text at most
/// `maximumBytes` (a tree over it is built again with half the views, until it fits). A tree that
/// was cut says so (`truncated`) and how many views the app has (`totalNodes`). Numbers that
/// are NaN or infinite, which JSON cannot carry, are sent as 0.
struct ViewTree: Encodable, Equatable {
    /// The most views a tree lists: far more than a screen of an app shows (the gestures app
    /// has 15), few enough that a reply stays in the hundreds of kilobytes.
    static let maximumNodes = 1000
    /// The most constraints a tree lists, all views together.
    static let maximumConstraints = 1000
    /// Class names, identifiers, labels and constraint items are cut to this many characters.
    static let maximumStringLength = 120
    /// The longest `tree` text: 512 KiB.
    static let maximumBytes = 512 * 1024

    var type = "tree"
    /// The app's identifier, as in `hello`.
    var app: String
    /// The screen in points, in the interface's orientation (the screen frames' coordinates).
    var screen: Size
    /// The views listed.
    var nodes: Int
    /// The views the app's windows hold.
    var totalNodes: Int
    /// The most views a tree lists at this size.
    var limit: Int
    /// Whether views (or constraints) were left out.
    var truncated: Bool
    /// The app's windows, back to front.
    var windows: [Node]

    struct Size: Encodable, Equatable {
        var width: Double
        var height: Double
    }

    /// One view.
    struct Node: Encodable, Equatable {
        /// The class, as the view's `description` names it.
        var `class`: String
        /// x, y, width, height in the superview's coordinates.
        var frame: [Double]
        /// x, y, width, height in screen points of the interface's orientation: the box around
        /// the view's bounds on the screen.
        var screenFrame: [Double]
        var bounds: [Double]
        /// a, b, c, d, tx, ty.
        var transform: [Double]
        var alpha: Double
        var isHidden: Bool
        var isUserInteractionEnabled: Bool
        var clipsToBounds: Bool
        var accessibilityIdentifier: String?
        var accessibilityLabel: String?
        /// The class of the view controller whose root view this is.
        var viewController: String?
        /// The constraints the view holds (`UIView.constraints`), when it has any.
        var constraints: [Constraint]?
        var subviews: [Node]
    }

    /// One constraint, as Auto Layout reads it: first.attribute relation multiplier × second.attribute + constant.
    struct Constraint: Encodable, Equatable {
        /// The first item's class (and accessibility identifier in quotes) and attribute, `UILabel'name'.leading`.
        var first: String
        /// `==`, `<=` or `>=`.
        var relation: String
        /// The second item and attribute, absent for a constant size.
        var second: String?
        var multiplier: Double
        var constant: Double
        var priority: Double
        var isActive: Bool
    }

    /// The tree of `application`'s windows on a screen of `screenSize`, with at most `limit`
    /// views; the largest that fits `maximumBytes` is `text(app:application:screenSize:)`'s.
    @MainActor init(app: String, application: UIApplication?, screenSize: CGSize, limit: Int = maximumNodes) {
        var builder = Builder(limit: limit)
        let windows = application?.windows ?? []
        self.app = app
        screen = Size(width: Double(screenSize.width), height: Double(screenSize.height))
        self.windows = windows.compactMap { builder.node(of: $0, in: $0) }
        nodes = builder.nodes
        totalNodes = windows.reduce(0) { $0 + Self.count($1) }
        self.limit = limit
        truncated = builder.truncated || nodes < totalNodes
    }

    /// The `tree` message's text for `application`'s windows: every view up to `maximumNodes`,
    /// and fewer (half at each try) while the text is over `maximumBytes`.
    @MainActor static func text(app: String, application: UIApplication?, screenSize: CGSize) -> String {
        var limit = maximumNodes
        while true {
            let text = ServerMessage.encode(ViewTree(app: app, application: application, screenSize: screenSize, limit: limit))
            if text.utf8.count <= maximumBytes || limit == 0 { return text }
            limit /= 2
        }
    }

    @MainActor private static func count(_ view: UIView) -> Int {
        view.subviews.reduce(1) { $0 + count($1) }
    }

    /// Walks the windows depth-first, counting what it lists.
    @MainActor private struct Builder {
        let limit: Int
        var nodes = 0
        var constraints = 0
        var truncated = false

        mutating func node(of view: UIView, in window: UIWindow) -> Node? {
            guard nodes < limit else {
                truncated = true
                return nil
            }
            nodes += 1
            let t = view.transform
            var owner: String?
            if let controller = view.next as? UIViewController, controller.viewIfLoaded === view {
                owner = ViewTree.cut(String(describing: Swift.type(of: controller)))
            }
            var listed: [Constraint] = []
            for constraint in view.constraints {
                guard constraints < ViewTree.maximumConstraints else {
                    truncated = true
                    break
                }
                constraints += 1
                listed.append(ViewTree.constraint(constraint))
            }
            return Node(
                class: ViewTree.cut(String(describing: Swift.type(of: view))),
                frame: ViewTree.numbers(view.frame),
                screenFrame: ViewTree.numbers(ViewTree.screenFrame(of: view, in: window)),
                bounds: ViewTree.numbers(view.bounds),
                transform: [t.a, t.b, t.c, t.d, t.tx, t.ty].map(ViewTree.finite),
                alpha: ViewTree.finite(view.alpha), isHidden: view.isHidden,
                isUserInteractionEnabled: view.isUserInteractionEnabled, clipsToBounds: view.clipsToBounds,
                accessibilityIdentifier: view.accessibilityIdentifier.map(ViewTree.cut),
                accessibilityLabel: view.accessibilityLabel.map(ViewTree.cut),
                viewController: owner,
                constraints: listed.isEmpty ? nil : listed,
                subviews: view.subviews.compactMap { node(of: $0, in: window) })
        }
    }

    /// The box around `view`'s bounds in screen points: its corners through the window to the screen.
    @MainActor static func screenFrame(of view: UIView, in window: UIWindow) -> CGRect {
        let inWindow = view === window ? window.bounds : view.convert(view.bounds, to: window)
        let corners = [CGPoint(x: inWindow.minX, y: inWindow.minY), CGPoint(x: inWindow.maxX, y: inWindow.minY),
                       CGPoint(x: inWindow.minX, y: inWindow.maxY), CGPoint(x: inWindow.maxX, y: inWindow.maxY)]
            .map { window.convert($0, to: nil) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    @MainActor static func constraint(_ constraint: NSLayoutConstraint) -> Constraint {
        let relation: String
        switch constraint.relation {
        case .lessThanOrEqual: relation = "<="
        case .equal: relation = "=="
        case .greaterThanOrEqual: relation = ">="
        }
        var second: String?
        if let item = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            second = itemName(item) + "." + "\(constraint.secondAttribute)"
        }
        return Constraint(first: itemName(constraint.firstItem) + "." + "\(constraint.firstAttribute)",
                          relation: relation, second: second, multiplier: finite(constraint.multiplier),
                          constant: finite(constraint.constant), priority: Double(constraint.priority.rawValue),
                          isActive: constraint.isActive)
    }

    /// A constraint's item: its class, and a view's accessibility identifier or a guide's identifier in quotes.
    @MainActor private static func itemName(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        var name = String(describing: Swift.type(of: item))
        if let view = item as? UIView, let identifier = view.accessibilityIdentifier {
            name += "'\(identifier)'"
        } else if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
            name += "'\(guide.identifier)'"
        }
        return cut(name)
    }

    private static func numbers(_ rect: CGRect) -> [Double] {
        [rect.origin.x, rect.origin.y, rect.width, rect.height].map(finite)
    }

    /// `value`, or 0 when it is NaN or infinite, which JSON cannot carry.
    private static func finite(_ value: CGFloat) -> Double {
        value.isFinite ? Double(value) : 0
    }

    /// `text` cut to `maximumStringLength` characters, an ellipsis marking the cut.
    static func cut(_ text: String) -> String {
        text.count <= maximumStringLength ? text : String(text.prefix(maximumStringLength - 1)) + "…"
    }
}
