import Foundation

/// The animatable and rendered properties of one layer, as a value.
///
/// A layer keeps one of these as its model and the host evaluates animations into a second one,
/// its presentation; the compositor reads presentation states only.
struct CALayerState: Equatable {
    var bounds: CGRect = .zero
    var position: CGPoint = .zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var zPosition: CGFloat = 0
    var transform = CATransform3DIdentity
    var sublayerTransform = CATransform3DIdentity
    var opacity: Float = 1
    var isHidden = false
    var masksToBounds = false
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var backgroundColor: CGColor?
    var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    var shadowOpacity: Float = 0
    var shadowRadius: CGFloat = 3
    var shadowOffset = CGSize(width: 0, height: -3)
    var contents: CALayerContents?
    var contentsGravity: CALayerContentsGravity = .resize
    var contentsScale: CGFloat = 1
    /// Whether the layer shows what lies beneath it, blurred, saturated and tinted (`CABackdropLayer`).
    var capturesBackdrop = false
    /// The backdrop's Gaussian blur radius in points (its standard deviation at the layer's scale).
    var backdropBlurRadius: CGFloat = 0
    /// The backdrop's saturation factor: 1 leaves colours as they are, 0 makes them grey.
    var backdropSaturation: CGFloat = 1
    /// The colour composited source-over on the blurred, saturated backdrop, if any.
    var backdropTintColor: CGColor?
    /// The colour the layer's subtree is composited in, at its own coverage, if any (vibrancy).
    var vibrancyFillColor: CGColor?
    /// The backdrop's two colours, one of which it takes by the luma beneath it, if any (the home indicator).
    var backdropContrastFill: CABackdropContrastFill?

    /// The key paths that `CABasicAnimation` can animate, with the value type each one takes.
    static let animatableKeyPaths: [String: String] = [
        "bounds": "CGRect", "bounds.origin": "CGPoint", "bounds.size": "CGSize",
        "bounds.origin.x": "CGFloat", "bounds.origin.y": "CGFloat",
        "bounds.size.width": "CGFloat", "bounds.size.height": "CGFloat",
        "position": "CGPoint", "position.x": "CGFloat", "position.y": "CGFloat",
        "anchorPoint": "CGPoint", "zPosition": "CGFloat",
        "transform": "CATransform3D", "sublayerTransform": "CATransform3D",
        "opacity": "Float", "cornerRadius": "CGFloat", "borderWidth": "CGFloat",
        "borderColor": "CGColor", "backgroundColor": "CGColor", "shadowColor": "CGColor",
        "shadowOpacity": "Float", "shadowRadius": "CGFloat", "shadowOffset": "CGSize",
        "backdropBlurRadius": "CGFloat", "backdropSaturation": "CGFloat", "backdropTintColor": "CGColor",
    ]

    /// The value at an animatable key path; nil for a nil colour.
    func value(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "bounds": return bounds
        case "bounds.origin": return bounds.origin
        case "bounds.size": return bounds.size
        case "bounds.origin.x": return bounds.origin.x
        case "bounds.origin.y": return bounds.origin.y
        case "bounds.size.width": return bounds.size.width
        case "bounds.size.height": return bounds.size.height
        case "position": return position
        case "position.x": return position.x
        case "position.y": return position.y
        case "anchorPoint": return anchorPoint
        case "zPosition": return zPosition
        case "transform": return transform
        case "sublayerTransform": return sublayerTransform
        case "opacity": return opacity
        case "cornerRadius": return cornerRadius
        case "borderWidth": return borderWidth
        case "borderColor": return borderColor
        case "backgroundColor": return backgroundColor
        case "shadowColor": return shadowColor
        case "shadowOpacity": return shadowOpacity
        case "shadowRadius": return shadowRadius
        case "shadowOffset": return shadowOffset
        case "backdropBlurRadius": return backdropBlurRadius
        case "backdropSaturation": return backdropSaturation
        case "backdropTintColor": return backdropTintColor
        default: preconditionFailure("CALayer: '\(keyPath)' is not an animatable key path")
        }
    }

    /// Writes an animation's value at an animatable key path; a value of the wrong type traps.
    mutating func setValue(_ value: Any?, forKeyPath keyPath: String) {
        func cast<T>(_ type: T.Type) -> T {
            guard let typed = value as? T else {
                preconditionFailure("CAAnimation: value \(String(describing: value)) for key path '\(keyPath)' is not a \(T.self)")
            }
            return typed
        }
        switch keyPath {
        case "bounds": bounds = cast(CGRect.self)
        case "bounds.origin": bounds.origin = cast(CGPoint.self)
        case "bounds.size": bounds.size = cast(CGSize.self)
        case "bounds.origin.x": bounds.origin.x = cast(CGFloat.self)
        case "bounds.origin.y": bounds.origin.y = cast(CGFloat.self)
        case "bounds.size.width": bounds.size.width = cast(CGFloat.self)
        case "bounds.size.height": bounds.size.height = cast(CGFloat.self)
        case "position": position = cast(CGPoint.self)
        case "position.x": position.x = cast(CGFloat.self)
        case "position.y": position.y = cast(CGFloat.self)
        case "anchorPoint": anchorPoint = cast(CGPoint.self)
        case "zPosition": zPosition = cast(CGFloat.self)
        case "transform": transform = cast(CATransform3D.self)
        case "sublayerTransform": sublayerTransform = cast(CATransform3D.self)
        case "opacity": opacity = cast(Float.self)
        case "cornerRadius": cornerRadius = cast(CGFloat.self)
        case "borderWidth": borderWidth = cast(CGFloat.self)
        case "borderColor": borderColor = value.map { _ in cast(CGColor.self) }
        case "backgroundColor": backgroundColor = value.map { _ in cast(CGColor.self) }
        case "shadowColor": shadowColor = value.map { _ in cast(CGColor.self) }
        case "shadowOpacity": shadowOpacity = cast(Float.self)
        case "shadowRadius": shadowRadius = cast(CGFloat.self)
        case "shadowOffset": shadowOffset = cast(CGSize.self)
        case "backdropBlurRadius": backdropBlurRadius = cast(CGFloat.self)
        case "backdropSaturation": backdropSaturation = cast(CGFloat.self)
        case "backdropTintColor": backdropTintColor = value.map { _ in cast(CGColor.self) }
        default: preconditionFailure("CALayer: '\(keyPath)' is not an animatable key path")
        }
    }

    /// The rectangle the layer occupies in its superlayer's coordinates, ignoring its transform's
    /// effect only when that transform is the identity (as `CALayer.frame` does).
    var frame: CGRect {
        let size = bounds.size
        let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
                           width: size.width, height: size.height)
        let affine = CATransform3DGetAffineTransform(transform)
        return local.applying(affine).offsetBy(dx: position.x, dy: position.y)
    }

    /// The affine transform from this layer's coordinates to its superlayer's (ignoring the
    /// superlayer's `sublayerTransform`).
    var transformToSuperlayer: CGAffineTransform {
        let size = bounds.size
        let anchorOffset = CGPoint(x: bounds.origin.x + anchorPoint.x * size.width,
                                   y: bounds.origin.y + anchorPoint.y * size.height)
        return CGAffineTransform(translationX: -anchorOffset.x, y: -anchorOffset.y)
            .concatenating(CATransform3DGetAffineTransform(transform))
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }
}

/// A layer's bitmap contents, compared by identity.
struct CALayerContents: Equatable {
    let image: CGImage
    static func == (a: CALayerContents, b: CALayerContents) -> Bool { a.image === b.image }
}

/// How a layer's contents image is placed in its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretch to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scale to fit inside the bounds, keeping the aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scale to fill the bounds, keeping the aspect ratio and cropping.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The rectangle, in a layer's bounds, where an image of `imageSize` points is drawn.
    ///
    /// Gravity names follow Core Animation's y-up geometry, so on iOS, whose layers are not
    /// flipped, `.top` places the image at the maximum y (the bottom of the screen), as Apple's does.
    @_spi(Testing) public func rect(forImageOfSize imageSize: CGSize, in bounds: CGRect) -> CGRect {
        let w = imageSize.width, h = imageSize.height
        switch self {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            guard w > 0, h > 0 else { return bounds }
            let sx = bounds.width / w, sy = bounds.height / h
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let size = CGSize(width: w * s, height: h * s)
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                          width: size.width, height: size.height)
        default:
            let x: CGFloat
            let y: CGFloat
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - w
            default: x = bounds.midX - w / 2
            }
            switch self {
            case .top, .topLeft, .topRight: y = bounds.maxY - h
            case .bottom, .bottomLeft, .bottomRight: y = bounds.minY
            default: y = bounds.midY - h / 2
            }
            return CGRect(x: x, y: y, width: w, height: h)
        }
    }
}
