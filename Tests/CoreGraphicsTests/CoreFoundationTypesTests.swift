import Foundation
import Testing
import CoreGraphics

/// Core Foundation's spellings, as iOS image code writes them beside CoreGraphics.
struct CoreFoundationTypesTests {
    @Test func bytesGoInAsCFDataAndComeOutThroughAProviderAndCFDataGetBytePtr() throws {
        let bytes = Data([3, 1, 4, 1, 5, 9])
        let provider = try #require(CGDataProvider(data: bytes as CFData))
        let data = try #require(provider.data)
        #expect(CFDataGetLength(data) == 6)
        let pointer = try #require(CFDataGetBytePtr(data))
        #expect(Array(UnsafeBufferPointer(start: pointer, count: CFDataGetLength(data))) == [3, 1, 4, 1, 5, 9])
        #expect(data as Data == bytes)
    }

    @Test func aProviderReadsAFileNamedByACFURLAndRefusesOneThatIsMissing() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cf-\(UUID().uuidString).bin")
        try Data([7, 7]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(CGDataProvider(url: url as CFURL)?.data.map { $0 as Data } == Data([7, 7]))
        #expect(CGDataProvider(url: url.appendingPathExtension("missing") as CFURL) == nil)
        let name: CFString = "name" as NSString
        #expect(name as String == "name")
    }
}
