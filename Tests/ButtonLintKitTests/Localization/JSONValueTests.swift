@testable import ButtonLintKit
import Testing

@Suite struct JSONValueTests {
    private func value(_ text: String) -> JSONValue? {
        JSONValue.parse(Array(text.utf8))
    }

    @Test func scalarsAtTheRoot() {
        #expect(value("null") == .null)
        #expect(value(" true ") == .bool(true))
        #expect(value("-12.5e1") == .number(-125))
        #expect(value(#""a\nb\u00e9\ud83d\ude00""#) == .string("a\nbé😀"))
    }

    @Test func containersInsideContainersKeepTheirMembersAndOrder() {
        let text = #"{"a": [1, {"b": [], "c": {}}, [true, null]], "d": "x", "e": {"f": {"g": [[2]]}}}"#
        let expected: JSONValue = .object([
            "a": .array([.number(1), .object(["b": .array([]), "c": .object([:])]), .array([.bool(true), .null])]),
            "d": .string("x"),
            "e": .object(["f": .object(["g": .array([.array([.number(2)])])])]),
        ])
        #expect(value(text) == expected)
        #expect(value("[]") == .array([]))
        #expect(value("{}") == .object([:]))
    }

    @Test func aRepeatedKeyKeepsItsLastValue() {
        #expect(value(#"{"a": 1, "a": 2}"#) == .object(["a": .number(2)]))
    }

    @Test func accessorsAnswerOnlyForTheirKind() {
        let document = value(#"{"count": 3, "half": 1.5, "name": "n", "list": [1], "flag": false}"#)!
        #expect(document["count"]?.int == 3)
        #expect(document["half"]?.int == nil)
        #expect(document["name"]?.string == "n")
        #expect(document["name"]?.int == nil)
        #expect(document["list"]?.array == [.number(1)])
        #expect(document["flag"]?.bool == false)
        #expect(document["missing"] == nil)
        #expect(document["list"]?["count"] == nil)
    }

    @Test func malformedTextIsRefusedWithItsLine() {
        for text in ["", "{", "[1,]", "{\"a\" 1}", "[1] 2", "'a'", "[tru]", "\"\\x\"", "{\"a\":\n  -}"] {
            #expect(value(text) == nil, "\(text)")
        }
        #expect(throws: CatalogReadError.self) { try JSONValue.read(Array("{\"a\":\n  -}".utf8)) }
        do {
            _ = try JSONValue.read(Array("[1,\n\n 2,,]".utf8))
            Issue.record("read a malformed array")
        } catch {
            #expect(error.line == 3)
        }
    }

    @Test func nestingBeyondTheLimitIsRefusedAndWithinItRead() {
        let limit = JSONValue.deepestNesting
        let within = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(value(within) != nil)
        let beyond = String(repeating: "[", count: limit + 1) + "1" + String(repeating: "]", count: limit + 1)
        #expect(value(beyond) == nil)
        let huge = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(value(huge) == nil)
        let wide = "[" + String(repeating: "{\"a\": [[1]]}, ", count: 1_000) + "0]"
        #expect(value(wide)?.array?.count == 1_001)
    }
}
