import Testing
@testable import CoreGraphics

@Test func clipsToRectsAndPathsWithAntialiasedEdges() throws {
    let context = makeWhiteContext(width: 96, height: 64)
    context.saveGState()
    context.clip(to: CGRect(x: 4.5, y: 4.5, width: 40, height: 55))
    context.addEllipse(in: CGRect(x: 10, y: 0, width: 60, height: 50))
    context.clip()
    context.setFillColor(red: 0.9, green: 0.5, blue: 0, alpha: 1)
    context.fill(CGRect(x: 0, y: 0, width: 96, height: 64))
    context.restoreGState()
    context.clip(to: [CGRect(x: 60, y: 4, width: 10, height: 56), CGRect(x: 76, y: 4, width: 10, height: 56)])
    context.setFillColor(red: 0.1, green: 0.1, blue: 0.6, alpha: 1)
    context.fillEllipse(in: CGRect(x: 54, y: 10, width: 40, height: 40))
    try expectGolden(context.makeImage(), named: "clip-rects-paths")
}

@Test func restoringTheStateRemovesTheClip() {
    let context = makeClearContext(width: 16, height: 16)
    context.saveGState()
    context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 4, height: 4))
    context.restoreGState()
    #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 16, height: 16))
    context.setFillColor(CGColor.black)
    context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
    #expect(pixel(context, x: 15, y: 0)[3] == 255)
}

@Test func clipBoundingBoxIsReportedInUserSpace() {
    let context = makeClearContext(width: 100, height: 100)
    context.translateBy(x: 10, y: 20)
    context.clip(to: CGRect(x: 0, y: 0, width: 30, height: 40))
    #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 30, height: 40))
    context.scaleBy(x: 2, y: 2)
    #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 15, height: 20))
}

@Test func nestedClipsIntersect() {
    let context = makeClearContext(width: 20, height: 20)
    context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
    context.addEllipse(in: CGRect(x: 5, y: 0, width: 15, height: 20))
    context.clip()
    context.setFillColor(CGColor.black)
    context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(pixel(context, x: 2, y: 10)[3] == 0)
    #expect(pixel(context, x: 9, y: 10)[3] == 255)
    #expect(pixel(context, x: 12, y: 10)[3] == 0)
}
