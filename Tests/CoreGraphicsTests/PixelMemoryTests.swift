import Testing
@_spi(QuartzCore) @_spi(UIKit) @_spi(SpringBoard) @_spi(UIKitTesting) @_spi(Simulator) @_spi(Testing) import CoreGraphics

struct PixelMemoryTests {
    @Test(arguments: [0, 1, 2, 3, 7, 8, 9, 1000, 1179])
    func aFillSetsExactlyTheCountedElementsAndNothingAround(count: Int) {
        let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: count + 2)
        defer { pixels.deallocate() }
        pixels.initialize(repeating: 0xDEAD_BEEF, count: count + 2)
        PixelMemory.fill(pixels + 1, with: 0x1122_3344, count: count)
        #expect(pixels[0] == 0xDEAD_BEEF)
        #expect((1...count + 1).filter { pixels[$0] != 0x1122_3344 } == [count + 1])
        #expect(pixels[count + 1] == 0xDEAD_BEEF)

        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: count + 2)
        defer { bytes.deallocate() }
        bytes.initialize(repeating: 7, count: count + 2)
        PixelMemory.fill(bytes + 1, byte: 200, count: count)
        #expect(Array(UnsafeBufferPointer(start: bytes, count: count + 2)) == [7] + Array(repeating: 200, count: count) + [7])
    }

    @Test func wideElementsKeepTheirWholeValue() {
        let cells = UnsafeMutablePointer<Int>.allocate(capacity: 5)
        defer { cells.deallocate() }
        PixelMemory.fill(cells, with: Int.min, count: 5)
        #expect(Array(UnsafeBufferPointer(start: cells, count: 5)) == Array(repeating: Int.min, count: 5))
    }
}
