import Foundation
import Testing
import SpringBoard
import UIKit

@MainActor
struct DeviceModelTests {
    @Test func modelsHaveTheReferenceScreensScalesAndStatusBars() {
        let expected: [(DeviceModel, CGSize, CGFloat, CGFloat, Int, Int)] = [
            (.iPhone3GS, CGSize(width: 320, height: 480), 1, 20, 320, 480),
            (.iPhone4, CGSize(width: 320, height: 480), 2, 20, 640, 960),
            (.iPhone8, CGSize(width: 375, height: 667), 2, 20, 750, 1334),
            (.iPhoneX, CGSize(width: 375, height: 812), 3, 44, 1125, 2436),
            (.iPhone15Pro, CGSize(width: 393, height: 852), 3, 54, 1179, 2556),
        ]
        for (model, size, scale, bar, w, h) in expected {
            #expect(model.screenSize == size)
            #expect(model.scale == scale)
            #expect(model.statusBarHeight == bar)
            #expect(model.pixelSize.width == w && model.pixelSize.height == h)
        }
        #expect(DeviceModel.iPhone15Pro.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(DeviceModel.iPhoneX.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    }

    @Test func modelsAreFoundByIdentifier() {
        #expect(DeviceModel.named("iphone-15-pro") == .iPhone15Pro)
        #expect(DeviceModel.named("IPHONE-3GS") == .iPhone3GS)
        #expect(DeviceModel.named("iphone-16") == nil)
    }

    @Test func versionsParseFromOneToThreeParts() {
        #expect(OperatingSystemVersion(parsing: "17")?.versionString == "17.0")
        #expect(OperatingSystemVersion(parsing: "3.1.2")?.versionString == "3.1.2")
        #expect(OperatingSystemVersion(parsing: "seventeen") == nil)
        #expect(OperatingSystemVersion(parsing: "17..1") == nil)
        #expect(OperatingSystemVersion(parsing: "") == nil)
    }

    @Test func aDeviceReportsItsModelAndVersionThroughUIKit() {
        let device = Device(model: .iPhone3GS)
        device.launch(delegate: { PlainDelegate() })
        #expect(UIDevice.current.systemVersion == "3.0")
        #expect(UIDevice.current.name == "iPhone 3GS")
        #expect(UIScreen.main.scale == 1)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 320, height: 480))
    }
}
