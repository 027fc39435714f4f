import UIKit

/// The sign-in gallery: a profile card and a sign-in form, laid out the way iOS apps have done
/// since iOS 9, with anchors on the safe area and the layout margins and nested stack views.
///
/// In portrait the card sits above the form; in landscape (a compact height) the two stand side
/// by side, the outer stack view turning horizontal. OpenUIKit has no `UITextField` yet, so each
/// field is a label above a bordered box holding its placeholder text.
public final class SignInViewController: UIViewController {
    /// The stack of the card and the form: vertical in portrait, horizontal in landscape.
    public private(set) var columns: UIStackView!
    /// The profile card.
    public private(set) var card: UIView!
    /// The sign-in form's panel.
    public private(set) var form: UIView!
    /// The "Sign In" button.
    public private(set) var signInButton: UIButton!
    /// The "Forgot password?" button.
    public private(set) var forgotButton: UIButton!
    /// The line under the buttons that says what was tapped (hidden until a button is tapped).
    public private(set) var status: UILabel!

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        card = makeProfileCard()
        form = makeSignInForm()
        columns = UIStackView(arrangedSubviews: [card, form])
        columns.translatesAutoresizingMaskIntoConstraints = false
        columns.spacing = 20
        columns.alignment = .top
        view.addSubview(columns)

        let margins = view.layoutMarginsGuide
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            columns.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            columns.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            columns.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
            columns.bottomAnchor.constraint(lessThanOrEqualTo: safeArea.bottomAnchor, constant: -16),
        ])
        arrangeColumns()
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        arrangeColumns()
    }

    /// Side by side when the height is compact (landscape), one above the other otherwise.
    private func arrangeColumns() {
        guard let columns else { return }
        let landscape = traitCollection.verticalSizeClass == .compact
        columns.axis = landscape ? .horizontal : .vertical
        columns.alignment = landscape ? .top : .fill
        columns.distribution = landscape ? .fillEqually : .fill
    }

    // MARK: Profile card

    private func makeProfileCard() -> UIView {
        let avatar = UIView()
        avatar.backgroundColor = .systemIndigo
        avatar.layer.cornerRadius = 36
        let initials = label("JA", size: 28, weight: .semibold, color: .white)
        initials.translatesAutoresizingMaskIntoConstraints = false
        avatar.addSubview(initials)
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 72),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            initials.centerXAnchor.constraint(equalTo: avatar.centerXAnchor),
            initials.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
        ])

        let name = label("Jane Appleseed", size: 22, weight: .bold)
        let subtitle = label("iOS Engineer · Cupertino", size: 15, color: .secondaryLabel)

        let stats = UIStackView(arrangedSubviews: [
            statColumn(value: "128", caption: "Posts"),
            statColumn(value: "4.2K", caption: "Followers"),
            statColumn(value: "312", caption: "Following"),
        ])
        stats.distribution = .fillEqually

        let content = UIStackView(arrangedSubviews: [avatar, name, subtitle, stats])
        content.axis = .vertical
        content.alignment = .center
        content.spacing = 4
        content.setCustomSpacing(12, after: avatar)
        content.setCustomSpacing(16, after: subtitle)
        stats.widthAnchor.constraint(equalTo: content.widthAnchor).isActive = true
        return panel(holding: content)
    }

    private func statColumn(value: String, caption: String) -> UIStackView {
        let column = UIStackView(arrangedSubviews: [
            label(value, size: 17, weight: .semibold),
            label(caption, size: 12, color: .secondaryLabel),
        ])
        column.axis = .vertical
        column.alignment = .center
        column.spacing = 2
        return column
    }

    // MARK: Sign-in form

    private func makeSignInForm() -> UIView {
        let title = label("Sign In", size: 28, weight: .bold)
        title.textAlignment = .natural

        var filled = UIButton.Configuration.filled()
        filled.title = "Sign In"
        signInButton = UIButton(configuration: filled, primaryAction: UIAction { [unowned self] _ in
            self.report("Signing in…")
        })
        signInButton.heightAnchor.constraint(equalToConstant: 44).isActive = true

        forgotButton = UIButton(type: .system)
        forgotButton.setTitle("Forgot password?", for: .normal)
        forgotButton.addAction(UIAction { [unowned self] _ in self.report("Check your email") }, for: .touchUpInside)

        status = label("", size: 13, color: .secondaryLabel)
        status.textAlignment = .center
        status.isHidden = true

        let fields = UIStackView(arrangedSubviews: [
            field(title: "Email", placeholder: "name@example.com"),
            field(title: "Password", placeholder: "Required"),
        ])
        fields.axis = .vertical
        fields.spacing = 12

        let content = UIStackView(arrangedSubviews: [title, fields, signInButton, forgotButton, status])
        content.axis = .vertical
        content.spacing = 16
        content.setCustomSpacing(20, after: fields)
        content.setCustomSpacing(4, after: signInButton)
        content.setCustomSpacing(0, after: forgotButton)
        return panel(holding: content)
    }

    /// Shows `message` under the buttons; the line, hidden until then, opens with an animation.
    private func report(_ message: String) {
        status.text = message
        guard status.isHidden else { return }
        UIView.animate(withDuration: 0.25) {
            self.status.isHidden = false
            self.view.layoutIfNeeded()
        }
    }

    /// A caption above a bordered box with placeholder text, standing in for a text field.
    private func field(title: String, placeholder: String) -> UIStackView {
        let caption = label(title, size: 13, weight: .semibold, color: .secondaryLabel)
        let box = UIView()
        box.backgroundColor = .systemBackground
        box.layer.cornerRadius = 8
        box.layer.borderWidth = 1
        box.layer.borderColor = UIColor.systemGray4.cgColor
        box.accessibilityLabel = title
        let hint = label(placeholder, size: 17, color: .placeholderText)
        hint.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(hint)
        NSLayoutConstraint.activate([
            box.heightAnchor.constraint(equalToConstant: 44),
            hint.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 12),
            hint.trailingAnchor.constraint(lessThanOrEqualTo: box.trailingAnchor, constant: -12),
            hint.centerYAnchor.constraint(equalTo: box.centerYAnchor),
        ])
        let row = UIStackView(arrangedSubviews: [caption, box])
        row.axis = .vertical
        row.spacing = 6
        return row
    }

    // MARK: Building blocks

    /// A rounded panel on the grouped background, `content` inside its margins.
    private func panel(holding content: UIView) -> UIView {
        let panel = UIView()
        panel.backgroundColor = .secondarySystemGroupedBackground
        panel.layer.cornerRadius = 12
        panel.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
        content.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(content)
        let margins = panel.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        return panel
    }

    private func label(_ text: String, size: CGFloat, weight: UIFont.Weight = .regular, color: UIColor = .label) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size, weight: weight)
        label.textColor = color
        return label
    }
}

/// The sign-in gallery's app delegate: one window with a `SignInViewController`.
public final class SignInAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = SignInViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
