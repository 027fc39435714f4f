import Foundation

/// A rectangle in a view's coordinates that takes part in Auto Layout like a view, without
/// being drawn or receiving touches: spacing between views, or a region such as the safe area,
/// the layout margins or the readable content width.
@preconcurrency @MainActor open class UILayoutGuide: NSObject, LayoutAnchorProviding {
    /// What kind of guide this is: an app's own, or one of the guides UIKit keeps for a view.
    enum Kind {
        case custom, safeArea, layoutMargins, readableContent, scrollContent, scrollFrame
        /// A view controller's `topLayoutGuide` or `bottomLayoutGuide` (see `UILayoutSupport`).
        case topLayoutSupport, bottomLayoutSupport
    }

    let kind: Kind

    /// The view that owns the guide (set by `addLayoutGuide(_:)`).
    open weak var owningView: UIView? {
        willSet { if newValue !== owningView { layoutRecord?.engine?.forget(self) } }
    }

    /// A name for the guide, shown in Auto Layout's messages ("" by default).
    open var identifier = ""

    /// The guide's variables in its engine, while it takes part in layout.
    var layoutRecord: LayoutRecord?

    public override init() {
        kind = .custom
        super.init()
    }

    init(kind: Kind, identifier: String) {
        self.kind = kind
        self.identifier = identifier
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates, as the last layout solved it
    /// (zero before it takes part in layout).
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        owningView.rootLayoutEngineIfExists?.updateIfNeeded()
        return layoutRecord?.frame ?? .zero
    }

    open override var description: String { MainActor.assumeIsolated { mainActorDescription } }

    /// `description`, read on the main actor (NSObject's requirement is nonisolated; UIKit's objects live there).
    private var mainActorDescription: String {
        "<\(type(of: self)): \(LayoutDescription.address(self)) - \(LayoutDescription.rect(layoutFrame)), layoutFrame = \(LayoutDescription.rect(layoutFrame)), owningView = \(owningView.map { "<\(type(of: $0)): \(LayoutDescription.address($0))>" } ?? "(null)")>"
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    open var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    open var widthAnchor: NSLayoutDimension { dimension(.width) }
    open var heightAnchor: NSLayoutDimension { dimension(.height) }
}
