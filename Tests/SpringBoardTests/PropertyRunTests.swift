import PropertyBased
import Testing

/// The bounds and seeds of the property runs themselves.
struct PropertyRunTests {
    @Test func swiftTestRunsTheDefaultCasesFromSeedOneAndTheEnvironmentWidensThem() {
        let plain = PropertyRun(defaultCases: 3, environment: [:])
        #expect(plain.seeds == [1, 2, 3])
        let wide = PropertyRun(defaultCases: 3, environment: ["OPENUIKIT_PROPERTY_CASES": "5", "OPENUIKIT_PROPERTY_SEED": "341"])
        #expect(wide.seeds == [341, 342, 343, 344, 345])
        let garbled = PropertyRun(defaultCases: 3, environment: ["OPENUIKIT_PROPERTY_CASES": "-4", "OPENUIKIT_PROPERTY_SEED": "day"])
        #expect(garbled.cases == 0 && garbled.firstSeed == 1)
    }

    @Test func aCaseIsTheSameAloneAsInItsRunAndNeighbouringSeedsDiffer() async {
        let input = Gen.int(in: 0...1_000_000).array(of: 5...5)
        var inRun: [[Int]] = []
        await PropertyRun(defaultCases: 4, environment: ["OPENUIKIT_PROPERTY_SEED": "10"]).check("seeds", input: input) { inRun.append($0) }
        var alone: [Int] = []
        await PropertyRun.check(seed: 12, input: input) { alone = $0 }
        #expect(inRun.count == 4 && inRun[2] == alone)
        #expect(Set(inRun).count == 4)
    }
}
