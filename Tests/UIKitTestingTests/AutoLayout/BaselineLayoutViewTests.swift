import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import UIKit
import SpringBoard
import UIKitTesting
import UIKitTestingInvariants

/// A 120 pt wide card with a title 10 pt from its top and a caption 30 pt below the title and
/// 20 pt above its bottom, whose first baseline is the title's and last baseline the caption's.
final class CaptionedCard: UIView {
    let title = UILabel()
    let caption = UILabel()

    init() {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = .systemGray5
        title.text = "Title"
        caption.text = "Caption"
        for label in [title, caption] {
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: leadingAnchor),
            caption.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 30),
            caption.leadingAnchor.constraint(equalTo: leadingAnchor),
            caption.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -20),
            widthAnchor.constraint(equalToConstant: 120),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override var forFirstBaselineLayout: UIView { title }
    override var forLastBaselineLayout: UIView { caption }
}

/// A card that names only its last baseline's view, the caption.
final class LastBaselineCard: UIView {
    let card = CaptionedCard()
    init() {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        addSubview(card)
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: topAnchor), card.bottomAnchor.constraint(equalTo: bottomAnchor),
            card.leadingAnchor.constraint(equalTo: leadingAnchor), card.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }
    required init?(coder: NSCoder) { nil }
    /// The inner card, whose own `forLastBaselineLayout` is its caption.
    override var forLastBaselineLayout: UIView { card }
}

/// A one-line label in the system font, using Auto Layout.
@MainActor private func label(_ text: String, in view: UIView) -> UILabel {
    let label = UILabel()
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    return label
}

/// The top of `view` in window coordinates.
@MainActor private func windowTop(_ view: UIView) -> CGFloat {
    view.convert(view.bounds, to: nil as UIView?).minY
}

@Suite(.checksInvariants) @MainActor
struct BaselineLayoutViewTests {
    /// Labels of one font share their baselines exactly when their tops match, so each outside
    /// label's top must be that of the card's label it is held to.
    @Test func baselineConstraintsHoldTheViewsTheirViewsNameForTheirBaselines() throws {
        let card = CaptionedCard()
        var first: UILabel!, last: UILabel!, bottom: UILabel!
        let controller = BlockViewController { controller in
            let view = controller.view!
            view.addSubview(card)
            first = label("First", in: view)
            last = label("Last", in: view)
            bottom = label("Bottom", in: view)
            NSLayoutConstraint.activate([
                card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 100),
                card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                first.firstBaselineAnchor.constraint(equalTo: card.firstBaselineAnchor),
                first.leadingAnchor.constraint(equalTo: card.trailingAnchor, constant: 10),
                last.lastBaselineAnchor.constraint(equalTo: card.lastBaselineAnchor),
                last.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
                bottom.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 40),
                bottom.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            ])
        }
        _ = try launchConstraints(controller)
        #expect(nearly(windowTop(first), windowTop(card.title)))
        #expect(nearly(windowTop(last), windowTop(card.caption)))
        #expect(windowTop(card.caption) > windowTop(card.title) + 40)
        // A plain view's baselines are its own: the bottom label's are where its text sits.
        #expect(bottom.forFirstBaselineLayout === bottom && bottom.forLastBaselineLayout === bottom)
    }

    @Test func theFirstBaselineViewIsTheLastBaselineViewUnlessOverriddenAndIsFollowedOn() throws {
        let outer = LastBaselineCard()
        // Only the last is overridden: the first is the same view, as Apple documents.
        #expect(outer.forFirstBaselineLayout === outer.card)
        var label1: UILabel!
        let controller = BlockViewController { controller in
            let view = controller.view!
            view.addSubview(outer)
            label1 = label("Beside", in: view)
            NSLayoutConstraint.activate([
                outer.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 50),
                outer.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                label1.firstBaselineAnchor.constraint(equalTo: outer.firstBaselineAnchor),
                label1.leadingAnchor.constraint(equalTo: outer.trailingAnchor, constant: 10),
            ])
        }
        _ = try launchConstraints(controller)
        // The outer view's first baseline is the inner card's, which is its title's.
        #expect(nearly(windowTop(label1), windowTop(outer.card.title)))
    }

    @Test(arguments: [UIStackView.Alignment.firstBaseline, .lastBaseline])
    func aStackViewAlignsTheBaselinesItsViewsName(alignment: UIStackView.Alignment) throws {
        let card = CaptionedCard()
        let beside = UILabel()
        beside.text = "Beside"
        let stack = UIStackView(arrangedSubviews: [card, beside])
        stack.axis = .horizontal
        stack.alignment = alignment
        stack.spacing = 8
        _ = try launchStack(stack)
        let target = alignment == .firstBaseline ? card.title : card.caption
        #expect(nearly(windowTop(beside), windowTop(target)))
        #expect(beside.frame.minX == card.frame.maxX + 8)
    }
}
