import Foundation
@_spi(UIKit) import CoreGraphics

/// A button in a toolbar or navigation bar: a title, a system item drawn as iOS draws it, a
/// space, or a custom view, that sends an action to a target when tapped.
///
/// Target–action goes through `Selector`, OpenUIKit's stand-in for `#selector` (see the
/// README's departures): `UIBarButtonItem(title: "Edit", style: .plain, target: self,
/// action: Selector(Self.edit(_:)))`. The action is sent with the item as its argument when a
/// touch lifts inside the item's view; with a nil target it goes up the responder chain from
/// that view to the first object of the selector's class. Spaces and custom views send nothing
/// (a custom view handles its own touches). An item with a `primaryAction` runs that action's
/// handler instead, with the item as its sender.
@preconcurrency @MainActor open class UIBarButtonItem: UIBarItem {
    /// How a titled item is drawn (Apple's raw values).
    public enum Style: Int, Sendable {
        /// A plain title, 17 pt regular.
        case plain = 0
        /// Deprecated in iOS 8 (Apple's header); drawn as `.plain`.
        case bordered = 1
        /// The title of an item that finishes a task: 17 pt semibold.
        case done = 2
    }

    /// The items iOS draws itself (Apple's raw values, reference §9.3 [M-H]).
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
        case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
        /// `pageCurl` (23) is deprecated in iOS 11 (Apple's header); `close` (24) is iOS 13's.
        case fastForward, undo, redo, pageCurl, close
    }

    /// What the item is: a title, a system item, a space or a custom view.
    enum Kind: Equatable {
        case titled
        case system(SystemItem)
        case flexibleSpace
        case fixedSpace
    }

    let kind: Kind

    /// How the title is drawn (`.plain` by default).
    open var style: Style = .plain { didSet { if oldValue != style { itemDidChange() } } }

    /// The item's width in the bar: 0 (the default) sizes it to its content; a fixed space's
    /// width is its only size.
    open var width: CGFloat = 0 { didSet { if oldValue != width { itemDidChange() } } }

    /// The view shown instead of a button (nil by default); it gets its own touches, and the
    /// bar keeps its frame's width.
    open var customView: UIView? { didSet { if oldValue !== customView { itemDidChange() } } }

    /// The object the action is sent to; nil sends it up the responder chain.
    open weak var target: AnyObject?

    /// The action sent when the item is tapped (nil sends nothing).
    open var action: Selector?

    /// The colour of the item's title or glyph; nil (the default) takes the bar's tint.
    open var tintColor: UIColor? { didSet { if oldValue != tintColor { itemDidChange() } } }

    /// The action run when the item is tapped, in place of the target and action (iOS 14);
    /// an item without a title or image shows the action's.
    open var primaryAction: UIAction? { didSet { if oldValue !== primaryAction { itemDidChange() } } }

    /// The title the bar shows: the item's, or its primary action's.
    var displayedTitle: String? {
        if title != nil || image != nil { return title }
        return primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
    }

    /// The image the bar shows: the item's, or its primary action's when the item has no title.
    var displayedImage: UIImage? {
        if let image { return image }
        return title == nil ? primaryAction?.image : nil
    }

    /// A plain titled item with no title and no action.
    public override init() {
        kind = .titled
        super.init()
    }

    /// An item showing `title`, drawn in `style`, that sends `action` to `target` when tapped.
    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        kind = .titled
        super.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item showing `image` (a template in the bar's tint), drawn in `style`, that sends
    /// `action` to `target` when tapped.
    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        kind = .titled
        super.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item showing `title` or `image` (or the action's) that runs `primaryAction` when
    /// tapped (iOS 14).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init(title: title, style: .plain, target: nil, action: nil)
        self.image = image
        self.primaryAction = primaryAction
    }

    /// A system item that runs `primaryAction` when tapped (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
    }

    /// A system item, drawn as iOS draws it, that sends `action` to `target` when tapped.
    ///
    /// Done, Cancel, Edit and Save show their titles (Done and Save in semibold, as `.done`);
    /// `.flexibleSpace` and `.fixedSpace` make spaces; the others are glyphs drawn with paths.
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        switch systemItem {
        case .flexibleSpace: kind = .flexibleSpace
        case .fixedSpace: kind = .fixedSpace
        case .done, .cancel, .edit, .save, .add, .compose, .reply, .action, .organize, .bookmarks,
             .search, .refresh, .stop, .camera, .trash, .play, .pause, .rewind, .fastForward, .undo,
             .redo, .pageCurl, .close:
            kind = .system(systemItem)
        }
        super.init()
        self.target = target.map { $0 as AnyObject }
        self.action = action
        if case .system(let item) = kind, let title = Self.systemTitle(item) {
            self.title = title
            if item == .done || item == .save { style = .done }
        }
    }

    /// An item that shows `customView` in the bar.
    public init(customView: UIView) {
        kind = .titled
        super.init()
        self.customView = customView
    }

    /// A space that takes an equal share of the width the bar's other items leave.
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A space of `width` points.
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// The system item the item was made with, if any.
    var systemItem: SystemItem? {
        if case .system(let item) = kind { return item }
        return nil
    }

    /// Whether the item is a space, which has no view.
    var isSpace: Bool { kind == .flexibleSpace || kind == .fixedSpace }

    /// The title iOS shows for a system item that is drawn as text, nil for a glyph.
    static func systemTitle(_ item: SystemItem) -> String? {
        switch item {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .add, .flexibleSpace, .fixedSpace, .compose, .reply, .action, .organize, .bookmarks,
             .search, .refresh, .stop, .camera, .trash, .play, .pause, .rewind, .fastForward, .undo,
             .redo, .pageCurl, .close:
            return nil
        }
    }

    /// Runs the primary action, or sends the item's action, with the item as its argument, to
    /// its target, or up the responder chain from `view` when the target is nil.
    func sendAction(from view: UIView) {
        if let primaryAction {
            primaryAction.perform(sender: self)
            return
        }
        guard let action else { return }
        UIApplication.deliver(action, to: target, from: self, startingAt: view)
    }
}
