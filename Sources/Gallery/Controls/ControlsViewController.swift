import UIKit

/// The controls gallery: UIKit's buttons, switch, segmented control, slider, stepper, page
/// control, spinner and a tinted image, on the system background, written as iOS code writes
/// them. A label reports the last control used; the system's dark mode recolours everything.
public final class ControlsViewController: UIViewController {
    /// The line that names the last control used.
    public private(set) var status: UILabel!
    /// The switch.
    public private(set) var toggle: UISwitch!
    /// The segmented control.
    public private(set) var segments: UISegmentedControl!
    /// The slider.
    public private(set) var slider: UISlider!
    /// The stepper.
    public private(set) var stepper: UIStepper!
    /// The page control.
    public private(set) var pages: UIPageControl!

    public override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
        let width = view.bounds.width
        var y = UIApplication.shared.statusBarFrame.maxY + 12

        status = UILabel(frame: CGRect(x: 20, y: y, width: width - 40, height: 24))
        status.text = "Try the controls"
        status.textColor = .secondaryLabel
        status.accessibilityIdentifier = "status"
        view.addSubview(status)
        y += 40

        let system = UIButton(type: .system)
        system.setTitle("System", for: .normal)
        system.addAction(UIAction { [unowned self] _ in self.status.text = "System button" }, for: .touchUpInside)
        system.sizeToFit()
        system.frame.origin = CGPoint(x: 20, y: y)
        view.addSubview(system)

        var x: CGFloat = 120
        for type in [UIButton.ButtonType.contactAdd, .infoLight, .close] {
            let glyph = UIButton(type: type)
            glyph.sizeToFit()
            glyph.center = CGPoint(x: x, y: y + 15)
            view.addSubview(glyph)
            x += 44
        }
        y += 46

        let styles: [(String, UIButton.Configuration)] = [("Filled", .filled()), ("Tinted", .tinted()), ("Gray", .gray()), ("Plain", .plain())]
        x = 20
        for (title, style) in styles {
            var configuration = style
            configuration.title = title
            let button = UIButton(configuration: configuration, primaryAction: UIAction { [unowned self] _ in self.status.text = "\(title) button" })
            button.sizeToFit()
            button.frame.origin = CGPoint(x: x, y: y)
            view.addSubview(button)
            x += button.frame.width + 10
        }
        y += 54

        toggle = UISwitch()
        toggle.frame.origin = CGPoint(x: 20, y: y)
        toggle.addAction(UIAction { [unowned self] _ in self.status.text = "Switch \(self.toggle.isOn ? "on" : "off")" }, for: .valueChanged)
        view.addSubview(toggle)
        let onSwitch = UISwitch()
        onSwitch.isOn = true
        onSwitch.frame.origin = CGPoint(x: 90, y: y)
        view.addSubview(onSwitch)

        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.hidesWhenStopped = false
        spinner.center = CGPoint(x: 180, y: y + 15.5)
        view.addSubview(spinner)
        let large = UIActivityIndicatorView(style: .large)
        large.hidesWhenStopped = false
        large.center = CGPoint(x: 230, y: y + 15.5)
        view.addSubview(large)
        y += 51

        segments = UISegmentedControl(items: ["First", "Second", "Third"])
        segments.selectedSegmentIndex = 0
        segments.frame = CGRect(x: 20, y: y, width: width - 40, height: 32)
        segments.addAction(UIAction { [unowned self] _ in
            self.status.text = "Segment \(self.segments.titleForSegment(at: self.segments.selectedSegmentIndex) ?? "")"
        }, for: .valueChanged)
        view.addSubview(segments)
        y += 52

        slider = UISlider(frame: CGRect(x: 20, y: y, width: width - 40, height: 31))
        slider.value = 0.5
        slider.addAction(UIAction { [unowned self] _ in self.status.text = String(format: "Slider %.2f", self.slider.value) }, for: .valueChanged)
        view.addSubview(slider)
        y += 51

        stepper = UIStepper()
        stepper.frame.origin = CGPoint(x: 20, y: y)
        stepper.value = 5
        stepper.addAction(UIAction { [unowned self] _ in self.status.text = "Stepper \(Int(self.stepper.value))" }, for: .valueChanged)
        view.addSubview(stepper)

        pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 1
        pages.sizeToFit()
        pages.center = CGPoint(x: width - 20 - pages.bounds.width / 2, y: y + 16)
        pages.addAction(UIAction { [unowned self] _ in self.status.text = "Page \(self.pages.currentPage + 1)" }, for: .valueChanged)
        view.addSubview(pages)
        y += 52

        let star = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            let path = CGMutablePath()
            for index in 0..<10 {
                let radius: CGFloat = index % 2 == 0 ? 19 : 8
                let angle = CGFloat(index) * .pi / 5 - .pi / 2
                let point = CGPoint(x: 20 + cos(angle) * radius, y: 21 + sin(angle) * radius)
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
            context.cgContext.addPath(path)
            context.cgContext.setFillColor(UIColor.black.cgColor)
            context.cgContext.fillPath()
        }
        let image = UIImageView(image: star.withRenderingMode(.alwaysTemplate))
        image.frame.origin = CGPoint(x: 20, y: y)
        view.addSubview(image)
        let orange = UIImageView(image: star.withRenderingMode(.alwaysTemplate))
        orange.tintColor = .systemOrange
        orange.frame.origin = CGPoint(x: 70, y: y)
        view.addSubview(orange)

        self.view = view
    }
}

/// The controls gallery's app delegate: one window with a `ControlsViewController`.
public final class ControlsAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ControlsViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
