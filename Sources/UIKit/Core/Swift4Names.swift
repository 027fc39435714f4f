// The names Swift 4 gave UIKit's nested types before Swift 4.2 nested them (SE-0189's
// successors in the iOS 12 SDK), as Apple's UIKit still declares them: obsoleted in Swift 4.2 and
// renamed. A target in the Swift 4 language mode, as older Xcode projects are, compiles them; in
// Swift 5 and 6 the compiler gives Apple's diagnostic, "'UIControlEvents' has been renamed to
// 'UIControl.Event'", with its fix-it.

@available(swift, obsoleted: 4.2, renamed: "UIApplication.LaunchOptionsKey") public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
@available(swift, obsoleted: 4.2, renamed: "UIApplication.State") public typealias UIApplicationState = UIApplication.State
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.EditingStyle") public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle") public typealias UITableViewCellStyle = UITableViewCell.CellStyle
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SelectionStyle") public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType") public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType
@available(swift, obsoleted: 4.2, renamed: "UITableView.Style") public typealias UITableViewStyle = UITableView.Style
@available(swift, obsoleted: 4.2, renamed: "UITableView.RowAnimation") public typealias UITableViewRowAnimation = UITableView.RowAnimation
@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition") public typealias UITableViewScrollPosition = UITableView.ScrollPosition
@available(swift, obsoleted: 4.2, renamed: "UIControl.Event") public typealias UIControlEvents = UIControl.Event
@available(swift, obsoleted: 4.2, renamed: "UIControl.State") public typealias UIControlState = UIControl.State
@available(swift, obsoleted: 4.2, renamed: "UIButton.ButtonType") public typealias UIButtonType = UIButton.ButtonType
@available(swift, obsoleted: 4.2, renamed: "UIView.ContentMode") public typealias UIViewContentMode = UIView.ContentMode
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationOptions") public typealias UIViewAnimationOptions = UIView.AnimationOptions
@available(swift, obsoleted: 4.2, renamed: "UIView.AnimationCurve") public typealias UIViewAnimationCurve = UIView.AnimationCurve
@available(swift, obsoleted: 4.2, renamed: "UIView.AutoresizingMask") public typealias UIViewAutoresizing = UIView.AutoresizingMask
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.SystemItem") public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
@available(swift, obsoleted: 4.2, renamed: "UIBarButtonItem.Style") public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
@available(swift, obsoleted: 4.2, renamed: "UIGestureRecognizer.State") public typealias UIGestureRecognizerState = UIGestureRecognizer.State
@available(swift, obsoleted: 4.2, renamed: "UISwipeGestureRecognizer.Direction") public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Alignment") public typealias UIStackViewAlignment = UIStackView.Alignment
@available(swift, obsoleted: 4.2, renamed: "UIStackView.Distribution") public typealias UIStackViewDistribution = UIStackView.Distribution
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Axis") public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Attribute") public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
@available(swift, obsoleted: 4.2, renamed: "NSLayoutConstraint.Relation") public typealias NSLayoutRelation = NSLayoutConstraint.Relation
@available(swift, obsoleted: 4.2, renamed: "UIFont.Weight") public typealias UIFontWeight = UIFont.Weight
@available(swift, obsoleted: 4.2, renamed: "UIScrollView.IndicatorStyle") public typealias UIScrollViewIndicatorStyle = UIScrollView.IndicatorStyle
@available(swift, obsoleted: 4.2, renamed: "UIBlurEffect.Style") public typealias UIBlurEffectStyle = UIBlurEffect.Style
@available(swift, obsoleted: 4.2, renamed: "UIActivityIndicatorView.Style") public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style
@available(swift, obsoleted: 4.2, renamed: "UIImage.RenderingMode") public typealias UIImageRenderingMode = UIImage.RenderingMode
@available(swift, obsoleted: 4.2, renamed: "UIImage.ResizingMode") public typealias UIImageResizingMode = UIImage.ResizingMode
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.SeparatorStyle") public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle
