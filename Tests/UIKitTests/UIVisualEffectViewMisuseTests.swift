import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit

@MainActor
struct UIVisualEffectViewMisuseTests {
    @Test func addingASubviewToTheEffectViewItselfTrapsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
                effectView.addSubview(UILabel(frame: CGRect(x: 5, y: 10, width: 55, height: 20)))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '<UILabel: 0x"))
        #expect(message.contains("has been added as a subview to <UIVisualEffectView: 0x"))
        #expect(message.contains("layer = <CALayer: 0x"))
        #expect(message.contains(">. Do not add subviews directly to the visual effect view itself, instead add them to the -contentView.'"))
    }

    @Test func insertingASubviewBelowTheContentViewTrapsToo() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let effectView = UIVisualEffectView(effect: nil)
                effectView.insertSubview(UIView(), belowSubview: effectView.contentView)
            }
        }
    }

    @Test func subviewsOfTheContentViewAndReorderingTheEffectViewsOwnPartsAreAllowed() {
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        let child = UIView()
        effectView.contentView.addSubview(child)
        effectView.bringSubviewToFront(effectView.contentView)
        #expect(child.superview === effectView.contentView)
        #expect(effectView.subviews.last === effectView.contentView)
    }
}
