@testable import SourceCompatibility
import Testing

/// Objective-C names as the Swift compiler gives them to `@objc` members.
struct ObjectiveCNameTests {
    @Test(arguments: [
        ("tick", [String](), "tick"),
        ("tick", ["_"], "tick:"),
        ("move", ["_", "to"], "move:to:"),
        ("load", ["url"], "loadWithUrl:"),
        ("scroll", ["to"], "scrollTo:"),
        ("scrollTo", ["row"], "scrollToRow:"),
        ("button", ["tappedBy"], "buttonWithTappedBy:"),
        ("buttonTapped", ["by"], "buttonTappedBy:"),
        ("handle", ["sender"], "handleWithSender:"),
        ("tableView", ["_", "didSelectRowAt"], "tableView:didSelectRowAt:"),
        ("perform", ["_", "_"], "perform::"),
    ])
    func methodNames(base: String, labels: [String], expected: String) {
        #expect(ObjectiveCName.method(base: base, labels: labels) == expected)
    }

    @Test func propertyAccessorNames() {
        #expect(ObjectiveCName.getter("title") == "title")
        #expect(ObjectiveCName.setter("title") == "setTitle:")
        #expect(ObjectiveCName.setter("isOn") == "setIsOn:")
    }
}
