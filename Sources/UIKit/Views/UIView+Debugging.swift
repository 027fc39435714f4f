import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

extension UIView {
    /// The view's description in iOS's format, with `fields` after the frame (a subclass's own, such as a label's text).
    ///
    /// `<Class: 0x…; frame = (x y; w h); …; layer = <LayerClass: 0x…>>`, listing only the flags
    /// that differ from a plain view's: `transform`, `clipsToBounds`, `hidden`, `alpha`,
    /// `opaque`, `autoresize`, `tag` and `userInteractionEnabled`, in that order.
    func describe(adding fields: [String]) -> String {
        var parts = ["<\(type(of: self)): \(Self.address(of: self))", "frame = \(Self.format(frame))"]
        parts += fields
        if transform != .identity {
            let t = transform
            parts.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(Self.format).joined(separator: ", "))]")
        }
        if clipsToBounds { parts.append("clipsToBounds = YES") }
        if isHidden { parts.append("hidden = YES") }
        if alpha != 1 { parts.append("alpha = \(Self.format(alpha))") }
        if !isOpaque { parts.append("opaque = NO") }
        if !autoresizingMask.isEmpty { parts.append("autoresize = \(Self.format(autoresizingMask))") }
        if tag != 0 { parts.append("tag = \(tag)") }
        if !isUserInteractionEnabled { parts.append("userInteractionEnabled = NO") }
        parts.append("layer = <\(type(of: layer)): \(Self.address(of: layer))>>")
        return parts.joined(separator: "; ")
    }

    /// `0x` and the object's address in lowercase hex, as Objective-C prints pointers.
    private static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// A number as `%g` prints it: `20`, `20.5`, `0.333333`.
    private static func format(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }

    /// A rectangle as iOS prints a frame: `(x y; w h)`.
    private static func format(_ rect: CGRect) -> String {
        "(\(format(rect.origin.x)) \(format(rect.origin.y)); \(format(rect.width)) \(format(rect.height)))"
    }

    /// A resizing mask as iOS abbreviates it: `LM+W+RM+TM+H+BM`, each flag present.
    private static func format(_ mask: AutoresizingMask) -> String {
        let names: [(AutoresizingMask, String)] = [
            (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
            (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
        ]
        return names.filter { mask.contains($0.0) }.map(\.1).joined(separator: "+")
    }
}
