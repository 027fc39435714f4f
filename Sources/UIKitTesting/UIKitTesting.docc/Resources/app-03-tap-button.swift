import UIKit

/// A rounded button that calls `onTap` when a finger lifts inside it, as a `UIButton` sends
/// `.touchUpInside`.
final class TapButton: UIView {
    let titleLabel = UILabel()
    var onTap: (() -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        layer.cornerRadius = 12

        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        titleLabel.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
        titleLabel.frame = bounds
        titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        alpha = 0.5
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        fadeIn()
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onTap?()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        fadeIn()
    }

    /// Fades back in; `.allowUserInteraction` keeps the button tappable while it fades, since
    /// UIKit hands no touches to a view that animates without it.
    private func fadeIn() {
        UIView.animate(withDuration: 0.2, delay: 0, options: [.allowUserInteraction],
                       animations: { self.alpha = 1 })
    }
}
