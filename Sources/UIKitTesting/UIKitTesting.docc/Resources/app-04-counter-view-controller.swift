import UIKit

/// The app's one screen: a button, and a label that says how often the button was tapped.
final class CounterViewController: UIViewController {
    let countLabel = UILabel()
    let button = TapButton(frame: CGRect(x: 0, y: 0, width: 200, height: 54))
    private(set) var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        countLabel.text = "Tapped 0 times"
        countLabel.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        countLabel.textAlignment = .center
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(countLabel)
        NSLayoutConstraint.activate([
            countLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            countLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            countLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 140),
        ])

        button.titleLabel.text = "Tap me"
        button.accessibilityIdentifier = "tap-button"
        button.accessibilityIdentifier = "tap-button"
        button.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        button.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin,
                                   .flexibleTopMargin, .flexibleBottomMargin]
        button.onTap = { [unowned self] in countTapped() }
        view.addSubview(button)
    }

    private func countTapped() {
        count += 1
        countLabel.text = count == 1 ? "Tapped 1 time" : "Tapped \(count) times"
    }
}
