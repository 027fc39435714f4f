import Foundation

/// Which title the back button shows for the item below the top: a rule over the item's
/// titles and a test of what fits, computed without views.
///
/// With `.default`, the candidates are the previous item's `backButtonTitle`, then its `title`
/// (or "Back" when it is nil), then "Back", then none; `.generic` starts at "Back"; `.minimal`
/// shows the chevron alone. The first candidate that fits wins (reference §12.2 [H]). A
/// `backBarButtonItem` on the previous item overrides the rule: its title is shown whether it
/// fits or not.
@_spi(Testing) public enum BackButtonTitle {
    /// The back title for `previous`, given what fits; nil for the chevron alone.
    @MainActor public static func resolve(for previous: UINavigationItem, fits: (String) -> Bool) -> String? {
        if let custom = previous.backBarButtonItem { return custom.title }
        let generic = UIKitConstants.genericBackButtonTitle
        var candidates: [String] = []
        switch previous.backButtonDisplayMode {
        case .default:
            if let back = previous.backButtonTitle { candidates.append(back) }
            candidates.append(previous.title ?? generic)
            candidates.append(generic)
        case .generic:
            candidates.append(generic)
        case .minimal:
            return nil
        }
        return candidates.first(where: fits)
    }
}
