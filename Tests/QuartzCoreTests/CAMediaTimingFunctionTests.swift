import Foundation
import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import QuartzCore

@MainActor struct CAMediaTimingFunctionTests {
    private func controlPoints(_ f: CAMediaTimingFunction) -> [Float] {
        var out: [Float] = []
        for i in 0...3 {
            var pair: [Float] = [0, 0]
            pair.withUnsafeMutableBufferPointer { f.getControlPoint(at: i, values: $0.baseAddress!) }
            out += pair
        }
        return out
    }

    @Test(arguments: [
        (CAMediaTimingFunctionName.linear, [Float(0), 0, 1, 1]),
        (.easeIn, [0.42, 0, 1, 1]),
        (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]),
        (.default, [0.25, 0.1, 0.25, 1]),
    ])
    func namedFunctionsHaveAppleDocumentedControlPoints(name: CAMediaTimingFunctionName, inner: [Float]) {
        let points = controlPoints(CAMediaTimingFunction(name: name))
        #expect(points == [0, 0] + inner + [1, 1])
    }

    @Test func easeInEaseOutIsHalfwayAtHalfTime() {
        #expect(isClose(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.5), 0.5, within: 1e-6))
    }

    @Test func linearMapsTimeToItself() {
        let f = CAMediaTimingFunction(name: .linear)
        for x in stride(from: 0.0, through: 1.0, by: 0.1) { #expect(isClose(f.progress(at: x), x, within: 1e-6)) }
    }

    @Test func namedFunctionsSolveToIndependentlyComputedValues() {
        // Values from bisection of the Bézier x(t) in a separate script.
        #expect(isClose(CAMediaTimingFunction(name: .easeIn).progress(at: 0.5), 0.3153568, within: 1e-5))
        #expect(isClose(CAMediaTimingFunction(name: .easeOut).progress(at: 0.5), 0.6846432, within: 1e-5))
        #expect(isClose(CAMediaTimingFunction(name: .default).progress(at: 0.5), 0.8024034, within: 1e-5))
        #expect(isClose(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.25), 0.1291619, within: 1e-5))
    }

    @Test(arguments: [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default])
    func namedFunctionsRiseMonotonicallyFromZeroToOne(name: CAMediaTimingFunctionName) {
        let f = CAMediaTimingFunction(name: name)
        #expect(f.progress(at: 0) == 0)
        #expect(f.progress(at: 1) == 1)
        var previous = 0.0
        for i in 1...200 {
            let y = f.progress(at: Double(i) / 200)
            #expect(y >= previous - 1e-9, "\(name.rawValue) fell at x = \(Double(i) / 200)")
            previous = y
        }
    }

    @Test func inputsOutsideZeroToOneClamp() {
        let f = CAMediaTimingFunction(name: .easeOut)
        #expect(f.progress(at: -0.5) == 0)
        #expect(f.progress(at: 1.5) == 1)
    }
}
