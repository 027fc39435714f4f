import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) import UIKit

/// Responders, layers and animations are `NSObject`s, as in Apple's SDK: equal and hashed by
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
}
