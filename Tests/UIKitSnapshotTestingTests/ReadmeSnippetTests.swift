// The README's "Snapshot tests" example, as pasted there; its references are in __Snapshots__.
import SnapshotTesting
import Testing
import UIKit
import UIKitSnapshotTesting

@MainActor struct CardSnapshotTests {
    @Test func card() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        card.backgroundColor = .systemBackground
        assertSnapshot(of: card, as: .image)
        assertSnapshot(of: card, as: .recursiveDescription)
    }

    @Test func screen() {
        let screen = UIViewController()
        screen.view.backgroundColor = .systemBackground
        let title = UILabel(frame: CGRect(x: 20, y: 80, width: 300, height: 40))
        title.text = "Hello"
        screen.view.addSubview(title)
        assertSnapshot(of: screen, as: .image(on: .iPhone15Pro))
        assertSnapshot(of: screen, as: .image(on: .iPhone8(.landscape), precision: 0.99))
    }
}
