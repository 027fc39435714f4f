import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) import UIKit

/// Responders, layers, animations, colours and images are `NSObject`s, as in Apple's SDK: equal and hashed by
/// identity, kinds told by class, so the collection code iOS apps write about them compiles and works.
@MainActor struct UIResponderObjectTests {
    @Test func viewsCompareAndHashByIdentityInSetsAndArrays() {
        let a = UIView(), b = UIView(), c = UILabel()
        #expect(a == a && a != b)
        #expect(Set([a, b, a, c]).count == 3)
        let views: [UIView] = [a, b, c]
        #expect(views.firstIndex(of: c) == 2 && views.contains(b) && !views.contains(UIView()))
        let stack = UIStackView(arrangedSubviews: views)
        #expect(stack.arrangedSubviews == views)
        #expect(a.hash == a.hash && a.isEqual(a) && !a.isEqual(b))
    }

    @Test func kindsAreToldByClassAsObjectiveCTellsThem() {
        let label = UILabel()
        #expect(label.isKind(of: UIView.self) && label.isKind(of: UIResponder.self))
        #expect(label.isMember(of: UILabel.self) && !label.isMember(of: UIView.self))
        let controller = UIViewController()
        let object: NSObject = controller
        #expect(!object.isKind(of: UIView.self))
    }

    @Test func aViewDescribesItselfAsUIKitPrintsIt() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(view.description.hasPrefix("<UIView: 0x"))
        #expect("\(view)" == view.description)
    }

    @Test func layersAndAnimationsAreObjectsAndAnAnimationCopiesItsSettings() {
        let layer = CALayer(), other = CALayer()
        #expect(Set([layer, other, layer]).count == 2 && layer != other)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.duration = 2
        animation.toValue = 0.5
        let copy = animation.copy() as? CABasicAnimation
        #expect(copy !== animation)
        #expect(copy?.keyPath == "opacity" && copy?.duration == 2 && copy?.toValue as? Double == 0.5)
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.damping = 7
        #expect((spring.copy() as? CASpringAnimation)?.damping == 7)
    }

    @Test func coloursStayEqualByComponentsAndImagesByIdentityAsObjects() {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red == UIColor.red && red.isEqual(UIColor.red) && red.hash == UIColor.red.hash)
        #expect(Set([red, .red, .blue]).count == 2)
        let object: NSObject = red
        #expect(object.isKind(of: UIColor.self) && !red.isEqual(UIImage()))
        let dynamic = UIColor { _ in .red }
        #expect(dynamic == dynamic && dynamic != UIColor.red, "a dynamic colour equals only itself")
        let image = UIImage(), other = UIImage()
        #expect(image == image && image != other && [image, other].firstIndex(of: other) == 1)
    }
}

/// The Objective-C-era shapes of small UIKit types that iOS code relies on.
@MainActor struct UIKitObjectiveCShapeTests {
    @Test func aColourLiteralBuildsAUIColor() {
        let color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect((r, g, b, a) == (1, 0.5, 0, 1))
    }

    @Test func theDeviceAndTheTraitCollectionShareOneIdiomType() {
        let system = TestSystem()
        let idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom
        #expect(idiom == .phone && UIDevice.current.userInterfaceIdiom == system.screen.traitCollection.userInterfaceIdiom)
        #expect(UIDevice.current.isKind(of: NSObject.self))
    }

    @Test func geometryBoxesInNSValueAndComesBackOut() {
        let frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let userInfo: [AnyHashable: Any] = ["frame": NSValue(cgRect: frame)]
        #expect((userInfo["frame"] as? NSValue)?.cgRectValue == frame)
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
    }
}
