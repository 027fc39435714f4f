import UIKit

/// The app's one screen: a label that says how often the button was tapped.
final class CounterViewController: UIViewController {
    let countLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        countLabel.text = "Tapped 0 times"
        countLabel.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        countLabel.textAlignment = .center
        countLabel.frame = CGRect(x: 0, y: 200, width: view.bounds.width, height: 40)
        countLabel.autoresizingMask = [.flexibleWidth]
        view.addSubview(countLabel)
    }
}
