import Foundation

/// What a view controller keeps for navigation: its navigation item (made lazily), its toolbar
/// items, its editing state and its edit button.
@MainActor struct NavigationLinks {
    private var item: UINavigationItem?
    var toolbarItems: [UIBarButtonItem]?
    var isEditing = false
    private var editButton: UIBarButtonItem?
    /// How much of the controller's view its navigation controller's visible bars cover, from
    /// each edge: the view's safe area leaves it out, as iOS's does.
    var barInsets: UIEdgeInsets = .zero

    /// The navigation item, made on first use with `title`.
    mutating func item(title: String?) -> UINavigationItem {
        if let item { return item }
        let made = UINavigationItem()
        made.title = title
        item = made
        return made
    }

    /// The controller's title changed: the navigation item follows.
    func titleDidChange(_ title: String?) { item?.title = title }

    /// The edit button, made on first use, targeting `controller`.
    mutating func editButton(for controller: UIViewController) -> UIBarButtonItem {
        if let editButton { return editButton }
        let button = UIBarButtonItem(title: nil, style: .plain, target: controller,
                                     action: Selector(UIViewController.toggleEditingFromEditButton))
        editButton = button
        updateEditButton()
        return button
    }

    /// Shows "Done" in semibold while editing, "Edit" otherwise.
    func updateEditButton() {
        guard let editButton else { return }
        editButton.title = isEditing ? "Done" : "Edit"
        editButton.style = isEditing ? .done : .plain
    }
}

extension UIViewController {
    /// The nearest navigation controller among the controller's ancestors, or nil.
    public var navigationController: UINavigationController? {
        var ancestor = parent
        while let current = ancestor {
            if let navigation = current as? UINavigationController { return navigation }
            ancestor = current.parent
        }
        return nil
    }

    /// The edit button was tapped.
    func toggleEditingFromEditButton() {
        setEditing(!isEditing, animated: true)
    }
}

extension UIViewController {
    /// The scroll view a navigation bar's large title follows: the controller's view when it
    /// is one, otherwise the first subview of its view when that is one (iOS 11's rule).
    var contentScrollView: UIScrollView? {
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }
}

extension UIScrollView {
    /// Tells the navigation controller that shows this scroll view's controller, if any, that
    /// the content moved.
    func notifyContainingNavigationController() {
        let owner = next as? UIViewController ?? (superview?.subviews.first === self ? superview?.next as? UIViewController : nil)
        guard let owner, let navigation = owner.parent as? UINavigationController else { return }
        navigation.contentScrollViewDidScroll(self)
    }
}
