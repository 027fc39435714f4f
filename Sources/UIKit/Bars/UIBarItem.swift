import Foundation

/// The abstract superclass of items shown in a bar: a title, an image, an enabled flag and a tag.
///
/// Views that show an item hear about every change to it, so a bar redraws and lays its items
/// out again in the next frame's layout and display phases. The appearance attribute
/// dictionaries (`setTitleTextAttributes(_:for:)`) are absent.
@preconcurrency @MainActor open class UIBarItem: NSObject {
    /// The item's image, drawn as a template in the bar's tint unless it is `.alwaysOriginal`.
    open var image: UIImage? { didSet { if oldValue !== image { itemDidChange() } } }

    /// The title shown for the item (nil by default).
    open var title: String? { didSet { if oldValue != title { itemDidChange() } } }

    /// Whether the item takes touches and is drawn in its tint (true); a disabled item is dimmed.
    open var isEnabled = true { didSet { if oldValue != isEnabled { itemDidChange() } } }

    /// An integer that identifies the item (0 by default).
    open var tag = 0

    /// A string that identifies the item to UI tests; the view that shows the item answers it.
    open var accessibilityIdentifier: String? { didSet { itemDidChange() } }

    /// A short phrase that names the item; by default the view that shows it answers the title.
    open var accessibilityLabel: String? { didSet { itemDidChange() } }

    public override init() { super.init() }

    /// The views showing the item now, told about every change.
    private var observers: [WeakItemObserver] = []

    func addObserver(_ observer: BarItemObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
        observers.append(WeakItemObserver(value: observer))
    }

    func removeObserver(_ observer: BarItemObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
    }

    /// Tells the views showing the item that it changed.
    func itemDidChange() {
        for observer in observers { observer.value?.barItemDidChange(self) }
    }
}

/// A view (or bar) that shows a bar item and redraws when it changes.
@MainActor protocol BarItemObserver: AnyObject {
    func barItemDidChange(_ item: UIBarItem)
}

private struct WeakItemObserver {
    weak var value: BarItemObserver?
}
