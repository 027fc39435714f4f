import Combine
import os
import UIKit

/// A streak of taps that counts once the taps pause, written as an iOS app writes it with
/// Combine and os beside UIKit: the consumer's check that both come with the UIKit product,
/// through the plugin.
final class TapStreak: ObservableObject {
    @Published var taps = 0
    /// The number of taps when they last paused for half a second.
    @Published private(set) var settledTaps = 0

    private let logger = Logger(subsystem: "com.example.counter", category: "streak")
    private var cancellables = Set<AnyCancellable>()

    init() {
        $taps
            .dropFirst()
            .debounce(for: .milliseconds(500), scheduler: DispatchQueue.main)
            .sink { [weak self] taps in
                self?.logger.info("Streak paused at \(taps) taps")
                self?.settledTaps = taps
            }
            .store(in: &cancellables)
    }
}
