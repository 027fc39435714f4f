import _Combine
import Foundation
import SpringBoard
import Testing
import UIKit

/// `@Published` and `ObservableObject` as iOS view models use them.
@MainActor struct ObservableObjectTests {
    final class SearchModel: ObservableObject {
        @Published var query = ""
        @Published var results: [String] = []
        var notPublished = 0
    }

    @Test func objectWillChangeFiresBeforeEachPublishedChange() {
        let model = SearchModel()
        var seenBeforeChange: [String] = []
        let cancellable = model.objectWillChange.sink { [unowned model] in seenBeforeChange.append(model.query) }
        model.query = "a"
        model.query = "ab"
        model.results = ["x"]
        model.notPublished = 3
        #expect(seenBeforeChange == ["", "a", "ab"], "three published changes, each seen before it lands")
        cancellable.cancel()
    }

    @Test func aPublishedPropertysPublisherSendsTheCurrentValueThenEachNewOne() {
        let model = SearchModel()
        var queries: [String] = []
        let cancellable = model.$query.sink { queries.append($0) }
        model.query = "swift"
        #expect(queries == ["", "swift"])
        cancellable.cancel()
    }

    @Test func assignToOnAndAssignToPublishedKeepThemInStep() {
        let model = SearchModel()
        let label = UILabel()
        var cancellables = Set<AnyCancellable>()
        model.$query.map { "Searching for \($0)" }.assign(to: \.text, on: label).store(in: &cancellables)
        let counts = SearchModel()
        model.$query.map { [$0] }.assign(to: &counts.$results)
        model.query = "lisp"
        #expect(label.text == "Searching for lisp")
        #expect(counts.results == ["lisp"])
        #expect(cancellables.count == 1)
    }

    @Test func aDebouncedQueryUpdatesTheScreenOnTheDeviceClock() throws {
        let device = try launchedDevice()
        let model = SearchModel()
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        let window = try #require(device.application?.keyWindow)
        window.rootViewController?.view.addSubview(label)
        let cancellable = model.$query
            .dropFirst()
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .removeDuplicates()
            .map { "Results for \($0)" }
            .sink { text in MainActor.assumeIsolated { label.text = text } }
        for (index, letter) in ["u", "ui", "uik"].enumerated() {
            model.query = letter
            device.advance(by: index == 2 ? 0 : 0.1)
        }
        device.advance(by: 0.29)
        #expect(label.text == nil)
        device.advance(by: 0.02)
        #expect(label.text == "Results for uik")
        try device.settle()
        cancellable.cancel()
    }
}
