import UIKit

@objc protocol NoteCounting: AnyObject {
    func noteCountDidChange(_ count: Int)
    @objc optional func noteCountWasReset()
    @objc optional func label(forCount count: Int) -> String
}

/// Records what the notes screen tells it; implements one of the two optional requirements.
final class NoteLog: NSObject, NoteCounting {
    private(set) var events: [String] = []

    func noteCountDidChange(_ count: Int) {
        events.append("count \(count)")
    }

    func noteCountWasReset() {
        events.append("reset")
    }
}

/// Names the count itself; implements the other optional requirement.
final class ShortLabels: NoteCounting {
    func noteCountDidChange(_ count: Int) {}

    func label(forCount count: Int) -> String {
        "#\(count)"
    }
}

class NotesViewController: UIViewController {

    @IBOutlet weak var countLabel: UILabel!
    private(set) var addButton = UIButton(type: .system)
    @objc dynamic var count = 0
    private(set) var styleDescription = ""
    weak var counter: NoteCounting?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .trash, target: self, action: #selector(clearAll))

        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.textAlignment = .center
        view.addSubview(label)
        countLabel = label

        addButton.translatesAutoresizingMaskIntoConstraints = false
        addButton.setTitle("Add note", for: .normal)
        addButton.addTarget(self, action: #selector(addNote(_:)), for: .touchUpInside)
        view.addSubview(addButton)

        let hold = UILongPressGestureRecognizer(target: self, action: #selector(NotesViewController.held(_:)))
        addButton.addGestureRecognizer(hold)

        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            addButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            addButton.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 20),
        ])

        if #available(iOS 15.0, *) {
            styleDescription = "iOS 15 and later"
        } else {
            styleDescription = "before iOS 15"
        }
        #if os(iOS) && targetEnvironment(simulator)
        label.accessibilityIdentifier = "count"
        #endif
        update()
    }

    @IBAction func addNote(_ sender: UIButton) {
        count += 1
        update()
    }

    @objc func clearAll() {
        count = 0
        counter?.noteCountWasReset?()
        update()
    }

    @objc private func held(_ recognizer: UILongPressGestureRecognizer) {
        if recognizer.state == .began {
            count += 10
            update()
        }
    }

    private func update() {
        counter?.noteCountDidChange(count)
        countLabel.text = counter?.label?(forCount: count) ?? (count == 1 ? "1 note" : "\(count) notes")
    }
}
