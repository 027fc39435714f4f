import Foundation
import Testing
@_spi(SpringBoard) import UIKit
@testable import SpringBoard

/// Where each model and OS version starts the system's edge pulls, and when an app defers them (reference §3).
struct SystemEdgeRulesTests {
    static func rules(_ model: DeviceModel, _ major: Int) -> SystemEdgeRules {
        SystemEdgeRules(model: model, systemVersion: OperatingSystemVersion(majorVersion: major, minorVersion: 0, patchVersion: 0))
    }

    /// (model, iOS, where the finger goes down, the pull it starts) — nil: none.
    static let regions: [(DeviceModel, Int, CGPoint, SystemEdgeGesture?)] = [
        // iPhone OS 3 and iOS 4: no system pulls at all.
        (.iPhone3GS, 3, CGPoint(x: 160, y: 5), nil), (.iPhone3GS, 3, CGPoint(x: 160, y: 475), nil),
        (.iPhone4, 4, CGPoint(x: 160, y: 5), nil),
        // iOS 5 and 6: Notification Center from the top only.
        (.iPhone3GS, 5, CGPoint(x: 160, y: 5), .notificationCenter), (.iPhone3GS, 6, CGPoint(x: 300, y: 19), .notificationCenter),
        (.iPhone3GS, 6, CGPoint(x: 160, y: 475), nil), (.iPhone4, 6, CGPoint(x: 160, y: 20), nil),
        // iOS 7 to 10: Control Center from the bottom too.
        (.iPhone4, 7, CGPoint(x: 160, y: 470), .controlCenter), (.iPhone4, 7, CGPoint(x: 10, y: 2), .notificationCenter),
        (.iPhone6s, 9, CGPoint(x: 187, y: 660), .controlCenter), (.iPhone6s, 9, CGPoint(x: 187, y: 646), nil),
        (.iPhone6s, 10, CGPoint(x: 350, y: 10), .notificationCenter), (.iPhone6s, 9, CGPoint(x: 187, y: 300), nil),
        // iOS 11 on a home-button model: the same two.
        (.iPhone8, 11, CGPoint(x: 187, y: 650), .controlCenter), (.iPhone8, 16, CGPoint(x: 360, y: 5), .notificationCenter),
        // X-class: Notification Center from the top's left and centre, Control Center from the right ear, Home from the indicator.
        (.iPhoneX, 11, CGPoint(x: 40, y: 10), .notificationCenter), (.iPhoneX, 11, CGPoint(x: 187, y: 30), .notificationCenter),
        (.iPhoneX, 11, CGPoint(x: 340, y: 20), .controlCenter), (.iPhoneX, 11, CGPoint(x: 187, y: 800), .home),
        (.iPhoneX, 11, CGPoint(x: 187, y: 778), .home), (.iPhoneX, 11, CGPoint(x: 187, y: 777), nil),
        (.iPhoneX, 11, CGPoint(x: 187, y: 44), nil),
        (.iPhone15Pro, 17, CGPoint(x: 300, y: 53), .controlCenter), (.iPhone15Pro, 17, CGPoint(x: 290, y: 20), .notificationCenter),
        (.iPhone15Pro, 26, CGPoint(x: 10, y: 840), .home), (.iPhone15Pro, 17, CGPoint(x: 196, y: 400), nil),
        // Off the screen: nothing.
        (.iPhone15Pro, 17, CGPoint(x: -1, y: 10), nil), (.iPhone15Pro, 17, CGPoint(x: 196, y: 852), nil),
    ]

    @Test(arguments: regions.indices)
    func eachModelAndVersionStartsItsPullsFromItsEdges(_ index: Int) {
        let (model, major, point, expected) = Self.regions[index]
        let found = Self.rules(model, major).gesture(at: point)
        #expect(found?.gesture == expected, "\(model) iOS \(major) at \(point)")
        if let found { #expect(found.edge == (point.y < model.screenSize.height / 2 ? .top : .bottom)) }
    }

    /// (model, iOS, where the finger goes down in the landscape interface's points, the pull it starts) — nil: none.
    static let landscapeRegions: [(DeviceModel, Int, CGPoint, SystemEdgeGesture?)] = [
        // The interface's top and bottom edges, 20 pt deep at the top; the indicator's 21 pt at the bottom.
        (.iPhoneX, 16, CGPoint(x: 300, y: 10), .notificationCenter), (.iPhoneX, 16, CGPoint(x: 700, y: 10), .controlCenter),
        (.iPhoneX, 16, CGPoint(x: 300, y: 25), nil), (.iPhoneX, 16, CGPoint(x: 406, y: 360), .home),
        (.iPhoneX, 16, CGPoint(x: 406, y: 350), nil), (.iPhoneX, 16, CGPoint(x: 406, y: 600), nil),
        (.iPhone15Pro, 17, CGPoint(x: 426, y: 380), .home), (.iPhone15Pro, 17, CGPoint(x: 800, y: 19), .controlCenter),
        (.iPhone8, 16, CGPoint(x: 333, y: 360), .controlCenter), (.iPhone8, 16, CGPoint(x: 333, y: 5), .notificationCenter),
        (.iPhone8, 16, CGPoint(x: 333, y: 340), nil),
    ]

    @Test(arguments: landscapeRegions.indices)
    func inLandscapeThePullsComeFromTheInterfacesTopAndBottom(_ index: Int) {
        let (model, major, point, expected) = Self.landscapeRegions[index]
        let rules = SystemEdgeRules(model: model, systemVersion: OperatingSystemVersion(majorVersion: major, minorVersion: 0, patchVersion: 0),
                                    orientation: .landscapeLeft)
        let found = rules.gesture(at: point)
        #expect(found?.gesture == expected, "\(model) iOS \(major) at \(point)")
        if let found { #expect(found.edge == (point.y < model.screenSize.width / 2 ? .top : .bottom)) }
    }

    /// (iOS, the app's deferred edges, status bar hidden, edge, deferred?)
    static let deferrals: [(Int, UIRectEdge, Bool, UIRectEdge, Bool)] = [
        // Before iOS 11 a hidden status bar defers the top and the bottom, and only it does.
        (9, [], true, .top, true), (9, [], true, .bottom, true), (9, [], false, .top, false), (9, [], false, .bottom, false),
        (10, .all, false, .bottom, false), (7, [], true, .bottom, true), (5, [], true, .top, true),
        // From iOS 11 the app's edges decide, and a hidden status bar defers nothing.
        (11, [], true, .top, false), (11, [], true, .bottom, false), (11, [.top, .bottom], false, .top, true),
        (11, [.top, .bottom], true, .bottom, true), (16, .bottom, false, .top, false), (17, .bottom, false, .bottom, true),
        (17, [.left, .right], false, .bottom, false),
    ]

    @Test(arguments: deferrals.indices)
    func deferralFollowsTheStatusBarBeforeiOS11AndTheAppsEdgesAfter(_ index: Int) {
        let (major, edges, hidden, edge, expected) = Self.deferrals[index]
        let model: DeviceModel = major >= 11 ? .iPhoneX : .iPhone6s
        let preferences = UISystemGesturePreferences(screenEdgesDeferringSystemGestures: edges)
        #expect(Self.rules(model, major).defers(edge, preferences: preferences, isStatusBarHidden: hidden) == expected,
                "iOS \(major), deferring \(edges.rawValue), status bar hidden \(hidden), \(edge.rawValue)")
    }
}
