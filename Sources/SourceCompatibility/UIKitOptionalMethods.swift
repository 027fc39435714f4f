/// Optional methods of UIKit's protocols whose mere presence changes what UIKit does, as the
/// Objective-C runtime tells UIKit on iOS (`respondsToSelector:`): a type of the app that
/// implements one is marked with UIKit's marker protocol for it, which UIKit asks.
enum UIKitOptionalMethods {
    struct Method {
        var owner: String
        var base: String
        var labels: [String]
        /// UIKit's marker protocol (SPI), such as `_UITableViewDataSourceMovingRows`.
        var marker: String
    }

    static let methods = [
        // Swipe-to-delete is offered only to a data source that implements commit.
        Method(owner: "UITableViewDataSource", base: "tableView", labels: ["_", "commit", "forRowAt"],
               marker: "_UITableViewDataSourceCommittingEdits"),
        // Reorder controls show only for a data source that implements moveRowAt.
        Method(owner: "UITableViewDataSource", base: "tableView", labels: ["_", "moveRowAt", "to"],
               marker: "_UITableViewDataSourceMovingRows"),
    ]

    /// UIKit's classes that adopt these protocols, so that an app's subclass implementing a
    /// method is marked too.
    static let adopters: [String: Set<String>] = [
        "UITableViewController": ["UITableViewDataSource", "UITableViewDelegate"],
    ]

    /// The markers for a method `base(labels)` declared in `type`.
    static func markers(forMethod base: String, labels: [String], in type: String, index: DeclarationIndex) -> [String] {
        methods.filter { method in
            method.base == base && method.labels == labels
                && (index.inherits(type, from: method.owner) || index.inherits(type, from: "UIKit." + method.owner)
                    || adopters.contains { index.inherits(type, from: $0.key) && $0.value.contains(method.owner) })
        }.map(\.marker)
    }
}
