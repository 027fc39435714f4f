import Foundation

/// Who may use the server: the access token, the Host names accepted, and the WebSocket Origin rule.
///
/// Contract (docs/simulator-protocol.md, "Access"):
/// - With a token, every request and the WebSocket upgrade must carry `token=<token>` in the
///   query; otherwise 401. The comparison takes the same time whatever the mismatch.
/// - Without a token (the default on loopback), a request whose `Host` is not a loopback name
///   is refused with 403, so that a web page whose DNS name is made to point at 127.0.0.1 (DNS
///   rebinding) cannot reach the device.
/// - A WebSocket upgrade with an `Origin` header that is not `http://` followed by the request's
///   own `Host` is refused with 403. Requests without `Origin` come from programs, not pages, and
///   so do origins with a `ws:` or `wss:` scheme, which WebSocket client libraries send and no
///   browser ever does (a page's origin is that of its document). With several `Origin`
///   headers, each must pass.
struct AccessPolicy: Sendable {
    /// A decision about one request.
    enum Decision: Equatable, Sendable {
        case allowed
        /// 401: the token is missing or wrong.
        case unauthorized
        /// 403, with the reason for the log.
        case forbidden(String)
    }

    /// The token every request must carry, or nil when none is needed.
    let token: String?

    /// The decision for an HTTP request with query token `queryToken` and `Host` header `host`.
    func check(queryToken: String?, host: String?) -> Decision {
        if let token {
            guard let queryToken, Self.constantTimeEqual(queryToken, token) else { return .unauthorized }
            return .allowed
        }
        guard let host, Self.isLoopback(Self.hostName(ofAuthority: host)) else {
            return .forbidden("Host \(host.map { "\"\($0)\"" } ?? "missing") is not a loopback name")
        }
        return .allowed
    }

    /// The decision for a WebSocket upgrade: the request's rules, then the Origin rule for each
    /// of the request's `Origin` headers.
    func checkUpgrade(queryToken: String?, host: String?, origins: [String]) -> Decision {
        let request = check(queryToken: queryToken, host: host)
        guard request == .allowed else { return request }
        for origin in origins {
            let lowered = origin.lowercased()
            if lowered.hasPrefix("ws://") || lowered.hasPrefix("wss://") { continue }
            guard let host, lowered == "http://" + host.lowercased() else {
                return .forbidden("Origin \"\(origin)\" is not this server's (http://\(host ?? "?"))")
            }
        }
        return .allowed
    }

    /// Whether `host` (a name or address, without port) is this machine's loopback interface.
    static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased()
        if name == "localhost" || name.hasSuffix(".localhost") || name == "::1" || name == "[::1]" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// The host part of an authority such as "127.0.0.1:8080", "[::1]:8080" or "localhost".
    static func hostName(ofAuthority authority: String) -> String {
        if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<end])
        }
        if let colon = authority.lastIndex(of: ":"), authority.firstIndex(of: ":") == colon {
            return String(authority[..<colon])
        }
        return authority
    }

    /// A new random token: 128 bits from the system's secure generator, as 32 hex digits.
    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = UInt32.random(in: .min ... .max, using: &generator)
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 8 - hex.count) + hex
        }.joined()
    }

    /// Compares in time that depends only on the lengths.
    static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for i in 0..<x.count { difference |= x[i] ^ y[i] }
        return difference == 0
    }
}
