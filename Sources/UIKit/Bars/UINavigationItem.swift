import Foundation

/// What a navigation bar shows while an item is on top of its stack: a title or title view,
/// leading and trailing bar button items, and what the back button says on the item above it.
///
/// A navigation bar observes the items in its stack and lays itself out again when one
/// changes. `prompt` and the search controller are absent.
@preconcurrency @MainActor open class UINavigationItem: NSObject {
    /// How the back button to this item appears on the item pushed over it (iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The back title, the title, "Back", or no title, the first that fits (reference §12.2 [H]).
        case `default` = 0
        /// "Back", or no title when it does not fit.
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    /// When the item shows a large title (iOS 11).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it does (large at the bottom of the stack when the bar prefers it).
        case automatic = 0
        /// Large whenever the bar prefers large titles.
        case always = 1
        /// Never large.
        case never = 2
    }

    /// The title shown in the bar's centre (and in the back button of the item above).
    open var title: String? { didSet { if oldValue != title { itemDidChange() } } }

    /// A view shown instead of the title (nil by default); the bar keeps its frame's size.
    open var titleView: UIView? { didSet { if oldValue !== titleView { itemDidChange() } } }

    /// The item shown as the back button when this item is below the top (nil: the bar makes one).
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }

    /// The back button's title when this item is below the top (iOS 11); nil uses `title`.
    open var backButtonTitle: String? { didSet { itemDidChange() } }

    /// How the back button to this item appears (`.default`).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemDidChange() } }

    /// Whether the bar hides the back button while this item is on top (false).
    open var hidesBackButton = false { didSet { if oldValue != hidesBackButton { itemDidChange() } } }

    /// Whether the leading items follow the back button instead of replacing it (false).
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }

    /// When the item shows a large title (`.automatic`).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }

    /// The leading items, the first nearest the edge (nil by default).
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }

    /// The trailing items, the first nearest the edge (nil by default).
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }

    /// The first leading item; setting it replaces them all.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing item; setting it replaces them all.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// An item with no title.
    public override init() { super.init() }

    /// An item with `title`.
    public init(title: String) {
        super.init()
        self.title = title
    }

    /// Hides or shows the back button while this item is on top; with `animated`, the bar's
    /// contents cross-fade to the new state.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        changeAnimated(animated) { self.hidesBackButton = hidesBackButton }
    }

    /// Replaces the leading items; with `animated`, the bar's contents cross-fade.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        changeAnimated(animated) { leftBarButtonItems = items }
    }
    /// Replaces the trailing items; with `animated`, the bar's contents cross-fade.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        changeAnimated(animated) { rightBarButtonItems = items }
    }
    /// Replaces the leading items with one; with `animated`, the bar's contents cross-fade.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        changeAnimated(animated) { leftBarButtonItem = item }
    }
    /// Replaces the trailing items with one; with `animated`, the bar's contents cross-fade.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        changeAnimated(animated) { rightBarButtonItem = item }
    }

    /// Whether the change being made should cross-fade the bars showing the item.
    private var changeIsAnimated = false

    private func changeAnimated(_ animated: Bool, _ change: () -> Void) {
        let outer = changeIsAnimated
        changeIsAnimated = animated
        change()
        changeIsAnimated = outer
    }

    /// The bars showing the item, told about every change.
    private var observers: [WeakNavigationItemObserver] = []

    func addObserver(_ observer: UINavigationBar) {
        observers.removeAll { $0.value == nil || $0.value === observer }
        observers.append(WeakNavigationItemObserver(value: observer))
    }

    func removeObserver(_ observer: UINavigationBar) {
        observers.removeAll { $0.value == nil || $0.value === observer }
    }

    private func itemDidChange() {
        for observer in observers { observer.value?.navigationItemDidChange(self, animated: changeIsAnimated) }
    }
}

private struct WeakNavigationItemObserver {
    weak var value: UINavigationBar?
}
