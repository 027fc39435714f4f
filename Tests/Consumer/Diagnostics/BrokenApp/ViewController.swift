import UIKit

// A misspelled selector: Xcode reports it on this file's line 10, and so must the Linux build.
class ViewController: UIViewController {
    let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(button)
        button.addTarget(self, action: #selector(tappd(_:)), for: .touchUpInside)
    }

    @objc func tapped(_ sender: UIButton) {}
}
