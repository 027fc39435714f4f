import UIKit

/// A scrolling list of rows, the table of the article's sample.
public final class ListViewController: UIViewController, UIScrollViewDelegate {
    /// The height of a row, as a plain table view's default row.
    public static let rowHeight: CGFloat = 44
    /// How many rows the list has.
    public static let rowCount = 40

    /// The scroll view that holds the rows.
    public private(set) var scrollView: UIScrollView!

    public override func loadView() {
        let scrollView = UIScrollView(frame: UIScreen.main.bounds)
        scrollView.backgroundColor = .white
        scrollView.delegate = self
        let width = scrollView.bounds.width
        let hairline = 1 / UIScreen.main.scale
        for index in 0..<Self.rowCount {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: width, height: Self.rowHeight))
            row.autoresizingMask = [.flexibleWidth]
            let label = UILabel(frame: CGRect(x: 16, y: 0, width: width - 32, height: Self.rowHeight))
            label.autoresizingMask = [.flexibleWidth]
            label.text = "Row \(index + 1)"
            label.font = UIFont.systemFont(ofSize: 17)
            row.addSubview(label)
            let separator = UIView(frame: CGRect(x: 16, y: Self.rowHeight - hairline, width: width - 16, height: hairline))
            separator.autoresizingMask = [.flexibleWidth]
            separator.backgroundColor = UIColor(white: 0.78, alpha: 1)
            row.addSubview(separator)
            scrollView.addSubview(row)
        }
        scrollView.contentSize = CGSize(width: width, height: CGFloat(Self.rowCount) * Self.rowHeight)
        self.scrollView = scrollView
        view = scrollView
    }
}
