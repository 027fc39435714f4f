/* Empty on purpose: in OpenUIKit the subclassing API of UIGestureRecognizer (a settable `state`,
   the touch methods, `reset()`, `ignore(_:for:)`, `canPrevent(_:)`, `canBePrevented(by:)` and the
   failure-requirement methods) is part of the UIKit Swift module. See module.modulemap. */
