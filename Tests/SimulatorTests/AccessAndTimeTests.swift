import Foundation
import Testing
@testable import Simulator

@Suite("Access rules")
struct AccessPolicyTests {
    @Test("Loopback names and addresses are recognised, others are not")
    func loopback() {
        for host in ["127.0.0.1", "127.1.2.3", "localhost", "LOCALHOST", "::1", "[::1]", "app.localhost"] {
            #expect(AccessPolicy.isLoopback(host), "\(host)")
        }
        for host in ["0.0.0.0", "192.168.1.2", "example.com", "127.0.0.1.example.com", "::", "128.0.0.1"] {
            #expect(!AccessPolicy.isLoopback(host), "\(host)")
        }
        #expect(AccessPolicy.hostName(ofAuthority: "127.0.0.1:8080") == "127.0.0.1")
        #expect(AccessPolicy.hostName(ofAuthority: "[::1]:8080") == "::1")
        #expect(AccessPolicy.hostName(ofAuthority: "localhost") == "localhost")
    }

    @Test("Without a token, only loopback Host names pass; with one, only the token does")
    func requests() {
        let open = AccessPolicy(token: nil)
        #expect(open.check(queryToken: nil, host: "127.0.0.1:8080") == .allowed)
        #expect(open.check(queryToken: nil, host: "evil.example:8080") != .allowed)
        #expect(open.check(queryToken: nil, host: nil) != .allowed)
        let locked = AccessPolicy(token: "abc")
        #expect(locked.check(queryToken: nil, host: "10.0.0.1:8080") == .unauthorized)
        #expect(locked.check(queryToken: "abd", host: "10.0.0.1:8080") == .unauthorized)
        #expect(locked.check(queryToken: "abc", host: "10.0.0.1:8080") == .allowed)
    }

    @Test("An upgrade passes only from the server's own origin or from no page at all")
    func origins() {
        let policy = AccessPolicy(token: nil)
        let host = "127.0.0.1:8080"
        #expect(policy.checkUpgrade(queryToken: nil, host: host, origins: []) == .allowed)
        #expect(policy.checkUpgrade(queryToken: nil, host: host, origins: ["http://127.0.0.1:8080"]) == .allowed)
        #expect(policy.checkUpgrade(queryToken: nil, host: host, origins: ["ws://localhost"]) == .allowed, "a WebSocket library, not a page")
        #expect(policy.checkUpgrade(queryToken: nil, host: host, origins: ["http://127.0.0.1:9090"]) != .allowed)
        #expect(policy.checkUpgrade(queryToken: nil, host: host, origins: ["https://127.0.0.1:8080"]) != .allowed)
        #expect(policy.checkUpgrade(queryToken: nil, host: host, origins: ["null"]) != .allowed)
        #expect(policy.checkUpgrade(queryToken: nil, host: host, origins: ["http://evil.example"]) != .allowed)
        #expect(policy.checkUpgrade(queryToken: nil, host: host, origins: ["ws://localhost", "http://evil.example"]) != .allowed)
    }

    @Test("Tokens are 32 hex digits and differ each time")
    func tokens() {
        let a = AccessPolicy.makeToken(), b = AccessPolicy.makeToken()
        #expect(a.count == 32 && a.allSatisfy(\.isHexDigit))
        #expect(a != b)
    }
}

@Suite("Browser timestamps on the device's clock")
struct BrowserTimeMappingTests {
    @Test("Intervals between the page's events are kept")
    func keepsIntervals() {
        var mapping = BrowserTimeMapping()
        #expect(mapping.deviceTime(forBrowserMilliseconds: 10_000, now: 5) == 5)
        // Delivered a frame later, 8 ms after the first on the browser's clock.
        #expect(abs(mapping.deviceTime(forBrowserMilliseconds: 10_008, now: 5.02) - 5.008) < 1e-9)
        #expect(abs(mapping.deviceTime(forBrowserMilliseconds: 10_300, now: 5.31) - 5.3) < 1e-9)
    }

    @Test("An event that would land in the device's future is re-anchored at the present")
    func neverInTheFuture() {
        var mapping = BrowserTimeMapping()
        _ = mapping.deviceTime(forBrowserMilliseconds: 0, now: 1)
        // The device slept: 5 s passed in the browser, 1 s on the device.
        #expect(mapping.deviceTime(forBrowserMilliseconds: 5000, now: 2) == 2)
        #expect(abs(mapping.deviceTime(forBrowserMilliseconds: 5100, now: 2.2) - 2.1) < 1e-9)
    }

    @Test("Results never decrease, even when the browser's timestamps do")
    func monotonic() {
        var mapping = BrowserTimeMapping()
        let first = mapping.deviceTime(forBrowserMilliseconds: 1000, now: 3)
        let second = mapping.deviceTime(forBrowserMilliseconds: 900, now: 3.1)
        #expect(second >= first)
    }
}
