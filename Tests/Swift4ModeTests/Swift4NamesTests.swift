import UIKit
import XCTest

/// Code written for Swift 4, as Xcode projects of 2017 and 2018 are, in the Swift 4 language
/// mode: UIKit's Swift 4 names of its nested types compile, as Apple's SDK still declares them
/// (obsoleted in Swift 4.2, so the Swift 5 mode reports Apple's "has been renamed" error).
final class Swift4NamesTests: XCTestCase {
    func testSwift4NamesAreTheNestedTypes() {
        let events: UIControlEvents = [.touchUpInside, .valueChanged]
        XCTAssertEqual(events, [UIControl.Event.touchUpInside, UIControl.Event.valueChanged])
        let style: UITableViewCellEditingStyle = .delete
        XCTAssertEqual(style, UITableViewCell.EditingStyle.delete)
        let options: [UIApplicationLaunchOptionsKey: Any] = [:]
        XCTAssertTrue(options.isEmpty)
        let attribute: NSLayoutAttribute = .centerX
        XCTAssertEqual(attribute, NSLayoutConstraint.Attribute.centerX)
        let state: UIGestureRecognizerState = .began
        XCTAssertEqual(state, UIGestureRecognizer.State.began)
    }
}
