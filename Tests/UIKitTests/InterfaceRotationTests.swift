import Foundation
import Testing
@testable @_spi(Testing) import UIKit

struct InterfaceRotationTests {
    /// The orientations in the order a device turned left (counterclockwise) shows them.
    static let turningLeft: [UIInterfaceOrientation] = [.portrait, .landscapeRight, .portraitUpsideDown, .landscapeLeft]

    @Test func aQuarterTurnLeftStartsTheOldPictureAQuarterTurnCounterclockwiseFromEveryOrientation() {
        for (i, from) in Self.turningLeft.enumerated() {
            let to = Self.turningLeft[(i + 1) % 4]
            #expect(abs(InterfaceRotation(from: from, to: to).startAngle + .pi / 2) < 1e-12, "\(from) to \(to)")
            #expect(abs(InterfaceRotation(from: to, to: from).startAngle - .pi / 2) < 1e-12, "\(to) to \(from)")
        }
    }

    @Test func aHalfTurnStartsUpsideDownAndNoTurnStartsUpright() {
        #expect(InterfaceRotation(from: .portrait, to: .portraitUpsideDown).startAngle == .pi)
        #expect(InterfaceRotation(from: .portraitUpsideDown, to: .portrait).startAngle == .pi)
        #expect(InterfaceRotation(from: .landscapeLeft, to: .landscapeRight).startAngle == .pi)
        #expect(InterfaceRotation(from: .landscapeRight, to: .landscapeLeft).startAngle == .pi)
        for orientation in Self.turningLeft {
            #expect(InterfaceRotation(from: orientation, to: orientation).startAngle == 0)
        }
        #expect(InterfaceRotation(from: .unknown, to: .portrait).startAngle == 0)
    }
}
