import Foundation
import NIOCore
import Testing
@testable import Simulator
import SpringBoard

@Suite("Parsing the page's messages")
struct MessageParserTests {
    private func parse(_ text: String) -> Result<InboundMessage, MessageRejection> { MessageParser.parse(text) }

    @Test("Every message type of the protocol parses with its fields")
    func validMessages() throws {
        #expect(try parse(#"{"type":"touch","phase":"down","id":3,"x":10.5,"y":20,"t":1234.5,"seq":7}"#).get()
            == InboundMessage(sequence: 7, message: .touch(phase: .down, finger: 3, point: CGPoint(x: 10.5, y: 20), browserTime: 1234.5)))
        #expect(try parse(#"{"type":"touch","phase":"up","id":0,"t":5}"#).get()
            == InboundMessage(sequence: nil, message: .touch(phase: .up, finger: 0, point: nil, browserTime: 5)))
        #expect(try parse(#"{"type":"home"}"#).get().message == .home)
        #expect(try parse(#"{"type":"controlCenter"}"#).get().message == .systemOverlay(.controlCenter))
        #expect(try parse(#"{"type":"notificationCenter"}"#).get().message == .systemOverlay(.notificationCenter))
        #expect(try parse(#"{"type":"rotate","direction":"left"}"#).get().message == .rotate(.left))
        #expect(try parse(#"{"type":"inCall","enabled":true}"#).get().message == .inCall(enabled: true))
        #expect(try parse(#"{"type":"slowAnimations","enabled":false}"#).get().message == .slowAnimations(enabled: false))
        #expect(try parse(#"{"type":"configure","model":"iphone-4","app":"x","extra":[1,2]}"#).get().message
            == .configure(model: "iphone-4", os: nil, app: "x"))
        #expect(try parse(#"{"type":"configure","model":"iphone-4","os":"5.0","app":"x"}"#).get().message
            == .configure(model: "iphone-4", os: "5.0", app: "x"))
    }

    @Test("A message over 4096 bytes is refused before it is parsed")
    func tooLarge() {
        let text = #"{"type":"home","pad":""# + String(repeating: "x", count: 4096) + #""}"#
        #expect(parse(text) == .failure(.tooLarge(bytes: text.utf8.count, limit: 4096)))
    }

    @Test("Malformed JSON, non-objects, unknown types and missing or mistyped fields are each refused with their reason")
    func refusals() {
        #expect(parse("{\"type\":") == .failure(.malformedJSON))
        #expect(parse("not json") == .failure(.malformedJSON))
        #expect(parse("[1,2]") == .failure(.notAnObject))
        #expect(parse("42") == .failure(.notAnObject))
        #expect(parse(#"{"type":"explode"}"#) == .failure(.unknownType))
        #expect(parse(#"{"phase":"down"}"#) == .failure(.missingField("type")))
        #expect(parse(#"{"type":"touch","phase":"down","id":0,"y":1,"t":0}"#) == .failure(.missingField("x")))
        #expect(parse(#"{"type":"touch","phase":"down","id":0,"x":1,"y":1}"#) == .failure(.missingField("t")))
        #expect(parse(#"{"type":"touch","phase":"down","id":12,"x":1,"y":1,"t":0}"#)
            == .failure(.invalidField("id", expected: "an integer from 0 to 9")))
        #expect(parse(#"{"type":"touch","phase":"down","id":1.5,"x":1,"y":1,"t":0}"#)
            == .failure(.invalidField("id", expected: "an integer from 0 to 9")))
        #expect(parse(#"{"type":"touch","phase":"hover","id":0,"x":1,"y":1,"t":0}"#)
            == .failure(.invalidField("phase", expected: "down, move, up or cancel")))
        #expect(parse(#"{"type":"touch","phase":"down","id":0,"x":"1","y":1,"t":0}"#)
            == .failure(.invalidField("x", expected: "a number")))
        #expect(parse(#"{"type":"touch","phase":"down","id":0,"x":null,"y":1,"t":0}"#)
            == .failure(.invalidField("x", expected: "a number")))
        #expect(parse(#"{"type":"rotate","direction":"up"}"#) == .failure(.invalidField("direction", expected: "left or right")))
        #expect(parse(#"{"type":"inCall","enabled":1}"#) == .failure(.invalidField("enabled", expected: "true or false")))
        #expect(parse(#"{"type":"slowAnimations","enabled":"yes"}"#) == .failure(.invalidField("enabled", expected: "true or false")))
        #expect(parse(#"{"type":"slowAnimations"}"#) == .failure(.missingField("enabled")))
        #expect(parse(#"{"type":"configure","app":"x"}"#) == .failure(.missingField("model")))
        #expect(parse(#"{"type":"home","seq":-1}"#) == .failure(.invalidField("seq", expected: "an integer from 0 to 4294967295")))
        #expect(parse(#"{"type":"home","seq":4294967296}"#) == .failure(.invalidField("seq", expected: "an integer from 0 to 4294967295")))
    }

    @Test("Deeply nested JSON is refused, not a crash")
    func deepNesting() {
        let text = #"{"type":"home","x":"# + String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000) + "}"
        #expect(text.utf8.count <= 4096)
        #expect(parse(text) == .failure(.malformedJSON))
        let unbalanced = String(repeating: "[", count: 4000)
        #expect(parse(unbalanced) == .failure(.malformedJSON))
    }
}

@Suite("Joining WebSocket frames into messages")
struct InboundMessageAssemblerTests {
    @Test("Fragments join into one message; a message over the limit is reported whole, then the next one passes")
    func fragmentsAndLimit() {
        var assembler = InboundMessageAssembler(limit: 8)
        #expect(assembler.receive(.text, fin: false, payload: ByteBuffer(string: "abc")) == nil)
        #expect(assembler.receive(.continuation, fin: true, payload: ByteBuffer(string: "def")) == .text("abcdef"))
        #expect(assembler.receive(.text, fin: false, payload: ByteBuffer(string: "12345")) == nil)
        #expect(assembler.receive(.continuation, fin: false, payload: ByteBuffer(string: "67890")) == nil)
        #expect(assembler.receive(.continuation, fin: true, payload: ByteBuffer(string: "x")) == .tooLarge(bytes: 11))
        #expect(assembler.receive(.text, fin: true, payload: ByteBuffer(string: "ok")) == .text("ok"))
        #expect(assembler.receive(.binary, fin: true, payload: ByteBuffer(string: "b")) == .binary)
        #expect(assembler.receive(.continuation, fin: true, payload: ByteBuffer(string: "?")) == .unexpectedContinuation)
    }
}
