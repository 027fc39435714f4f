import Foundation
@_spi(UIKit) import QuartzCore
@_spi(UIKit) import CoreGraphics

extension UIApplication {
    /// Posted before the status bar's frame changes; `statusBarFrameUserInfoKey` holds the new frame.
    public nonisolated static let willChangeStatusBarFrameNotification = Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    /// Posted after the status bar's frame changed; `statusBarFrameUserInfoKey` holds the old frame.
    public nonisolated static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    /// The user-info key of the status-bar frame notifications (an `NSValue` with a `CGRect`).
    public nonisolated static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
    /// Posted before the interface rotates; `statusBarOrientationUserInfoKey` holds the new orientation.
    public nonisolated static let willChangeStatusBarOrientationNotification = Notification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
    /// Posted after the interface rotated; `statusBarOrientationUserInfoKey` holds the old orientation.
    public nonisolated static let didChangeStatusBarOrientationNotification = Notification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
    /// The user-info key of the orientation notifications (an `NSNumber` with the raw orientation).
    public nonisolated static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"
    /// Posted when the app becomes active.
    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app moved to the background.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to return to the foreground.
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")

    /// Posted when the system is low on memory, after the delegate and the view controllers heard it.
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    private func post(_ name: Notification.Name, _ userInfo: [AnyHashable: Any]? = nil) {
        NotificationCenter.default.post(name: name, object: self, userInfo: userInfo)
    }

    // MARK: Lifecycle, driven by the system

    /// Moves the app to `state`, one step, with UIKit's delegate calls and notifications:
    /// active → inactive (will resign active), inactive → background (did enter background),
    /// background → inactive (will enter foreground), inactive → active (did become active).
    ///
    /// The app's scene moves with it. An app whose scene has a delegate tells that delegate
    /// instead of the app delegate (reference §16); the app's notifications are posted either
    /// way, after the scene's.
    @_spi(SpringBoard) public func transition(to state: State) {
        let from = applicationState
        guard from != state else { return }
        applicationState = state
        let appDelegate = windowScene?.delegate == nil ? delegate : nil
        switch (from, state) {
        case (.active, .inactive):
            windowScene?.transition(to: .foregroundInactive)
            appDelegate?.applicationWillResignActive(self)
            post(Self.willResignActiveNotification)
        case (.inactive, .background):
            windowScene?.transition(to: .background)
            appDelegate?.applicationDidEnterBackground(self)
            post(Self.didEnterBackgroundNotification)
        case (.background, .inactive):
            windowScene?.transition(to: .foregroundInactive)
            appDelegate?.applicationWillEnterForeground(self)
            post(Self.willEnterForegroundNotification)
        case (.inactive, .active):
            windowScene?.transition(to: .foregroundInactive)
            windowScene?.transition(to: .foregroundActive)
            appDelegate?.applicationDidBecomeActive(self)
            post(Self.didBecomeActiveNotification)
        case (.active, .background), (.background, .active), (.active, .active),
             (.inactive, .inactive), (.background, .background):
            preconditionFailure("UIApplication: the app cannot go from \(from) to \(state) in one step")
        }
    }

    // MARK: Memory

    /// Tells the app the system is low on memory: the delegate's
    /// `applicationDidReceiveMemoryWarning(_:)`, then `didReceiveMemoryWarning()` on every view
    /// controller of the app's windows (each parent before its children, then what it presents),
    /// then the notification.
    ///
    /// On iOS each view controller observes the notification itself, so one that is in no window
    /// hears it too; here only the app's own controllers do, so that several devices in one
    /// process (tests run in parallel) do not hear each other's warnings.
    @_spi(SpringBoard) public func receiveMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        func warn(_ controller: UIViewController) {
            controller.didReceiveMemoryWarning()
            controller.children.forEach(warn)
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                warn(presented)
            }
        }
        for window in windows {
            if let root = window.rootViewController { warn(root) }
        }
        post(Self.didReceiveMemoryWarningNotification)
    }

    // MARK: Status bar frame

    /// Tells the app the status bar's frame is about to change to `newFrame` (it shows, hides,
    /// or the in-call bar comes or goes): the delegate's `willChangeStatusBarFrame`, then the
    /// notification, whose user info holds the new frame.
    @_spi(SpringBoard) public func statusBarFrameWillChange(to newFrame: CGRect) {
        delegate?.application(self, willChangeStatusBarFrame: newFrame)
        post(Self.willChangeStatusBarFrameNotification, [Self.statusBarFrameUserInfoKey: NSValue(cgRect: newFrame)])
    }

    /// Tells the app the status bar's frame changed from `oldFrame`: root views take their new
    /// frames, then the delegate's `didChangeStatusBarFrame`, then the notification, whose user
    /// info holds the old frame.
    ///
    /// With an `animationDuration`, the root views move and lay out inside a `UIView`
    /// animation of that duration and `curve` (the status bar's own; ease in and out when nil),
    /// so they glide with the bar (inside an enclosing block, they join its animation); without
    /// one they are marked for the next layout phase.
    @_spi(SpringBoard) public func statusBarFrameDidChange(from oldFrame: CGRect, animationDuration: TimeInterval? = nil,
                                                           curve: UIView.AnimationCurve? = nil) {
        if let animationDuration, animationDuration > 0 {
            let options = UIView.AnimationOptions(rawValue: UInt((curve ?? .easeInOut).rawValue) << 16)
            UIView.animate(withDuration: animationDuration, delay: 0, options: options) {
                for window in windows {
                    window.layoutRootView()
                    window.layoutIfNeeded()
                }
            }
        } else {
            for window in windows { window.layoutRootView() }
        }
        delegate?.application(self, didChangeStatusBarFrame: oldFrame)
        post(Self.didChangeStatusBarFrameNotification, [Self.statusBarFrameUserInfoKey: NSValue(cgRect: oldFrame)])
    }

    // MARK: Rotation

    /// Whether the interface may turn to `orientation` now: the key window's root view
    /// controller must allow autorotation, and both the app (`supportedInterfaceOrientations(for:)`)
    /// and the root controller must support it (iOS 6 and later; before iOS 6 the default
    /// `shouldAutorotateToInterfaceOrientation:` allowed portrait only).
    @_spi(SpringBoard) public func supportsInterfaceOrientation(_ orientation: UIInterfaceOrientation) -> Bool {
        guard let host = screen?.host, host.systemVersion.isAtLeast(6) else { return orientation == .portrait }
        let window = keyWindow
        let root = window?.rootViewController
        guard root?.shouldAutorotate ?? true else { return false }
        let supported = supportedInterfaceOrientations(for: window)
            .intersection(root?.supportedInterfaceOrientations ?? .allButUpsideDown)
        return supported.includes(orientation)
    }

    /// Info.plist's `UISupportedInterfaceOrientations` (iPhone); all but upside down when the app
    /// has none, as Xcode's iPhone template lists.
    var infoPlistSupportedInterfaceOrientations: UIInterfaceOrientationMask {
        guard let names = infoDictionary["UISupportedInterfaceOrientations"] as? [Any] else { return .allButUpsideDown }
        let masks: [String: UIInterfaceOrientationMask] = [
            "UIInterfaceOrientationPortrait": .portrait, "UIInterfaceOrientationPortraitUpsideDown": .portraitUpsideDown,
            "UIInterfaceOrientationLandscapeLeft": .landscapeLeft, "UIInterfaceOrientationLandscapeRight": .landscapeRight,
        ]
        return names.reduce(into: []) { mask, name in
            if let name = name as? String, let one = masks[name] { mask.insert(one) }
        }
    }

    /// Tells the app its interface is about to rotate to `orientation` in an animation of
    /// `duration` seconds: the delegate's `willChangeStatusBarOrientation`, the notification
    /// (whose user info holds the new orientation), then each window's root controller's
    /// `viewWillTransition(to:with:)` with the new size, while the old one is still in place.
    @_spi(SpringBoard) public func interfaceOrientationWillChange(to orientation: UIInterfaceOrientation, duration: TimeInterval) {
        delegate?.application(self, willChangeStatusBarOrientation: orientation, duration: duration)
        post(Self.willChangeStatusBarOrientationNotification, [Self.statusBarOrientationUserInfoKey: NSNumber(value: orientation.rawValue)])
        guard let screen else { return }
        // Each window's root controller hears the new size (its children and presented
        // controllers through it), with a coordinator that finishes when the rotation has.
        let turns = orientation.isLandscape != statusBarOrientation.isLandscape
        let bounds = screen.bounds
        let coordinator = SizeTransitionCoordinator(duration: duration)
        sizeTransition = coordinator
        for window in windows where !window.isHidden {
            guard let root = window.rootViewController else { continue }
            let size = window.frame == bounds && turns ? CGSize(width: bounds.height, height: bounds.width) : window.bounds.size
            root.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// Tells the app its interface rotated, from `old` and a screen of `oldScreenBounds`: the
    /// windows take the new size inside one animation of `duration` seconds, then the
    /// delegate's `didChangeStatusBarOrientation` and the notification (whose user info holds
    /// the old orientation).
    ///
    /// Windows that filled the old screen fill the new one: each keeps its centre on the
    /// screen's centre while its size, the root view's frame and the layout inside it animate
    /// from the old size to the new one, ease in and out, and the coordinator's alongside blocks
    /// run in the same block, so they take its duration and curve. Each such window's layer
    /// also turns, on screen only, from `InterfaceRotation.startAngle` back to its model
    /// transform, so the old picture turns into the new one; model values are final at once,
    /// so hit-testing and frames are right from the start (views animating without
    /// `.allowUserInteraction` take no touches meanwhile, as iOS ignores touches while it rotates).
    /// Other windows keep their frames and lay out again. The coordinator's completions run in
    /// the commit phase after the animations end.
    @_spi(SpringBoard) public func interfaceOrientationDidChange(from old: UIInterfaceOrientation, oldScreenBounds: CGRect,
                                                                 duration: TimeInterval) {
        let coordinator = sizeTransition
        sizeTransition = nil
        if let screen {
            let host = screen.host.animationHost
            let bounds = screen.bounds
            let turning = windows.filter { $0.frame == oldScreenBounds }
            // The centre does not move on screen: the picture turns about it.
            for window in turning { window.center = CGPoint(x: bounds.midX, y: bounds.midY) }
            CATransaction.begin()
            CATransaction.setCompletionBlock { coordinator?.finish() }
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut) {
                for window in windows {
                    if turning.contains(where: { $0 === window }) { window.bounds.size = bounds.size }
                    window.layoutRootView()
                    window.layoutIfNeeded()
                }
                coordinator?.runAlongsideAnimations(on: host)
            }
            if duration > 0 {
                let angle = InterfaceRotation(from: old, to: statusBarOrientation).startAngle
                for window in turning { Self.turn(window.layer, from: angle, duration: duration) }
            }
            CATransaction.commit()
        }
        delegate?.application(self, didChangeStatusBarOrientation: old)
        post(Self.didChangeStatusBarOrientationNotification, [Self.statusBarOrientationUserInfoKey: NSNumber(value: old.rawValue)])
    }

    /// Turns `layer` on screen from `angle` (clockwise, in radians) to its model transform over
    /// `duration` seconds, ease in and out; the model does not change.
    private static func turn(_ layer: CALayer, from angle: CGFloat, duration: TimeInterval) {
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = CATransform3DConcat(layer.transform, CATransform3DMakeRotation(angle, 0, 0, 1))
        turn.toValue = layer.transform
        turn.duration = duration
        turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(turn, forKey: "interfaceRotation")
    }
}

