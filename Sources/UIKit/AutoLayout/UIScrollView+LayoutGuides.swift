import Foundation

extension UIScrollView {
    /// A guide for the scrollable content: its origin is the content's origin and the size the
    /// constraints give it becomes `contentSize`, so content pinned to its four edges sizes the
    /// scrolling area.
    public var contentLayoutGuide: UILayoutGuide {
        systemGuide(\.scrollContentGuide, .scrollContent, "UIScrollView-contentLayoutGuide")
    }

    /// A guide for the scroll view's own frame, which does not scroll: content pinned to its
    /// width scrolls only vertically, and a view pinned to its edges stays in place on screen
    /// while the content scrolls (the guide follows the bounds origin, re-solved on each scroll).
    public var frameLayoutGuide: UILayoutGuide {
        systemGuide(\.scrollFrameGuide, .scrollFrame, "UIScrollView-frameLayoutGuide")
    }
}
