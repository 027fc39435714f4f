import Testing
@testable import CoreGraphics

@Test func restoringWithoutASavedStateTraps() async {
    await #expect(processExitsWith: .failure) {
        let context = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.restoreGState()
    }
}

@Test func addingALineWithoutACurrentPointTraps() async {
    await #expect(processExitsWith: .failure) {
        CGMutablePath().addLine(to: CGPoint(x: 1, y: 1))
    }
}

@Test func clearBlendModeErasesWhereDrawn() {
    let context = makeWhiteContext(width: 4, height: 4)
    context.setBlendMode(.clear)
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
    #expect(pixel(context, x: 0, y: 0) == [0, 0, 0, 0])
    #expect(pixel(context, x: 2, y: 0) == [255, 255, 255, 255])
}
