import UIKit

/// Seed 5's live-blurred status bar, ported line by line from the article's Objective-C.
///
/// A plain `UIView` the size of the status bar with a `UIVisualEffectView` in it. It follows the status
/// bar through two notifications: a frame change (the 40 pt in-call bar) resizes it over 0.5 s, and
/// rotation fades it out in landscape, where iOS 8 hides the status bar, and back in in portrait.
/// `#selector` becomes `Selector(…)`, OpenUIKit's one departure for target–action. One line is added:
/// the article sets the effect view's frame once, so its blur would stay at the old height while the
/// bar grows; the autoresizing mask keeps it filling the bar.
public final class BTBlurredStatusBar: UIView {
    /// The effect view that blurs what lies beneath the bar.
    public private(set) var effectView: UIVisualEffectView!

    // - (id)initWithStyle:(UIBlurEffectStyle)style
    public init(style: UIBlurEffect.Style) {
        // self = [super initWithFrame:CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width,
        //                                         [UIApplication sharedApplication].statusBarFrame.size.height)];
        super.init(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.size.width,
                                 height: UIApplication.shared.statusBarFrame.size.height))
        // UIBlurEffect *blur = [UIBlurEffect effectWithStyle:style];
        let blur = UIBlurEffect(style: style)
        // UIVisualEffectView *effectView = [[UIVisualEffectView alloc] initWithEffect:blur];
        let effectView = UIVisualEffectView(effect: blur)
        // [effectView setFrame:self.bounds];
        effectView.frame = self.bounds
        // Added: keep the blur filling the bar when the bar's frame changes.
        effectView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // [self addSubview:effectView];
        self.addSubview(effectView)
        self.effectView = effectView

        // [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(rotated:)
        //     name:UIApplicationWillChangeStatusBarOrientationNotification object:nil];
        NotificationCenter.default.addObserver(self, selector: Selector(BTBlurredStatusBar.rotated(_:)),
                                               name: UIApplication.willChangeStatusBarOrientationNotification,
                                               object: nil)
        // [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(changedFrame:)
        //     name:UIApplicationWillChangeStatusBarFrameNotification object:nil];
        NotificationCenter.default.addObserver(self, selector: Selector(BTBlurredStatusBar.changedFrame(_:)),
                                               name: UIApplication.willChangeStatusBarFrameNotification,
                                               object: nil)
    }

    public required init?(coder: NSCoder) {
        fatalError("BTBlurredStatusBar is made with init(style:)")
    }

    // - (void)rotated:(NSNotification *)notification
    func rotated(_ notification: Notification) {
        // int number = [[notification.userInfo objectForKey:UIApplicationStatusBarOrientationUserInfoKey] intValue];
        let number = (notification.userInfo?[UIApplication.statusBarOrientationUserInfoKey] as? NSNumber)?.intValue
        // if (number == UIInterfaceOrientationPortrait || number == UIInterfaceOrientationPortraitUpsideDown)
        if number == UIInterfaceOrientation.portrait.rawValue || number == UIInterfaceOrientation.portraitUpsideDown.rawValue {
            // [UIView animateWithDuration:0.5 animations:^{ self.alpha = 1; }];
            UIView.animate(withDuration: 0.5, animations: {
                self.alpha = 1
            })
        } else {
            // [UIView animateWithDuration:0.5 animations:^{ self.alpha = 0; }];
            UIView.animate(withDuration: 0.5, animations: {
                self.alpha = 0
            })
        }
    }

    // - (void)changedFrame:(NSNotification *)notification
    func changedFrame(_ notification: Notification) {
        // NSValue *value = [notification.userInfo objectForKey:UIApplicationStatusBarFrameUserInfoKey];
        let value = notification.userInfo?[UIApplication.statusBarFrameUserInfoKey] as! NSValue
        // CGRect newRect = [value CGRectValue];
        let newRect = value.cgRectValue

        // [UIView animateWithDuration:0.5 animations:^{ [self setFrame:CGRectMake(self.frame.origin.x,
        //     self.frame.origin.y, newRect.size.width, newRect.size.height)]; }];
        UIView.animate(withDuration: 0.5, animations: {
            self.frame = CGRect(x: self.frame.origin.x, y: self.frame.origin.y, width: newRect.size.width,
                                height: newRect.size.height)
        })
    }
}
