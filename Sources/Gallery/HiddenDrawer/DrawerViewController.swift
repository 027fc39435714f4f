import UIKit

/// The drawer that hides under the status bar: a dark panel with a title and a hint.
public final class DrawerViewController: UIViewController {
    /// The drawer's height, as the nib of the article's sample.
    public static let height: CGFloat = 88

    public override func loadView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: Self.height))
        view.backgroundColor = UIColor(red: 0.16, green: 0.22, blue: 0.32, alpha: 1)
        let title = UILabel(frame: CGRect(x: 16, y: 14, width: view.bounds.width - 32, height: 26))
        title.text = "Hidden Drawer"
        title.font = UIFont.boldSystemFont(ofSize: 20)
        title.textColor = .white
        view.addSubview(title)
        let hint = UILabel(frame: CGRect(x: 16, y: 46, width: view.bounds.width - 32, height: 22))
        hint.text = "Tap the status bar to close"
        hint.font = UIFont.systemFont(ofSize: 15)
        hint.textColor = UIColor(white: 0.85, alpha: 1)
        view.addSubview(hint)
        self.view = view
    }
}
