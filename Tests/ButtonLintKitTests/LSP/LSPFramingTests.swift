import Testing
@testable import ButtonLintLSP

@Suite struct LSPFramingTests {
    @Test func messagesSplitAcrossFeedsComeOutWhole() {
        var framer = MessageFramer()
        let bytes = MessageFramer.frame(Array(#"{"a":1}"#.utf8)) + MessageFramer.frame(Array(#"{"b":"é"}"#.utf8))
        var pieces: [MessageFramer.Piece] = []
        for byte in bytes { pieces += framer.feed([byte]) }
        #expect(pieces == [.message(Array(#"{"a":1}"#.utf8)), .message(Array(#"{"b":"é"}"#.utf8))])
    }

    @Test func otherHeadersAndLowercaseNamesAreRead() {
        var framer = MessageFramer()
        let pieces = framer.feed(Array("content-length: 2\r\nContent-Type: application/vscode-jsonrpc\r\n\r\n{}".utf8))
        #expect(pieces == [.message(Array("{}".utf8))])
    }

    @Test func aHeaderWithoutALengthIsDroppedAndReadingGoesOn() {
        var framer = MessageFramer()
        let pieces = framer.feed(Array("Content-Length: many\r\n\r\n".utf8) + MessageFramer.frame(Array("[]".utf8)))
        #expect(pieces.count == 2)
        #expect(pieces.last == .message(Array("[]".utf8)))
        if case .malformedHeader = pieces.first {} else { Issue.record("expected a malformed header first") }
    }

    @Test func anAbsurdLengthIsRefusedInsteadOfAwaited() {
        var framer = MessageFramer()
        let pieces = framer.feed(Array("Content-Length: 99999999999\r\n\r\n".utf8))
        #expect(pieces.count == 1)
    }

    @Test func jsonRoundTripsThroughTheWriter() {
        let value: JSON = ["s": "a\"b\\c\n\u{1}é", "n": 3, "f": .number(1.5), "b": true, "z": nil, "l": [1, "x"]]
        #expect(String(decoding: value.serialized, as: UTF8.self)
            == #"{"b":true,"f":1.5,"l":[1,"x"],"n":3,"s":"a\"b\\c\n\u0001é","z":null}"#)
        #expect(JSON.parse(value.serialized) == value)
        #expect(JSON.parse(Array("{x".utf8)) == nil)
    }
}

@Suite struct LSPPositionTests {
    // "🎉" is 4 bytes and 2 UTF-16 units, "é" 2 bytes and 1 unit.
    let index = LineIndex(Array("a🎉é\"x\"\r\nsecond\rthird\n".utf8))

    @Test func lineBreaksAreLFCRLFAndLoneCR() {
        #expect(index.starts == [0, 12, 19, 25])
    }

    @Test func utf16AndUTF8ColumnsConvertBothWays() {
        // The `"` after é: byte 7 of the line, UTF-16 unit 4.
        #expect(index.position(line: 1, column: 8, encoding: .utf16) == Position(line: 0, character: 4))
        #expect(index.position(line: 1, column: 8, encoding: .utf8) == Position(line: 0, character: 7))
        #expect(index.offset(of: Position(line: 0, character: 4), encoding: .utf16) == 7)
        #expect(index.offset(of: Position(line: 0, character: 7), encoding: .utf8) == 7)
        #expect(index.position(of: 7, encoding: .utf16) == Position(line: 0, character: 4))
        #expect(index.position(of: 22, encoding: .utf8) == Position(line: 2, character: 3))
    }

    @Test func positionsPastTheLineOrTheTextAreClamped() {
        #expect(index.offset(of: Position(line: 0, character: 99), encoding: .utf16) == 10)
        #expect(index.offset(of: Position(line: 9, character: 0), encoding: .utf16) == index.bytes.count)
        // Inside the emoji's surrogate pair or its bytes: the start of the emoji.
        #expect(index.offset(of: Position(line: 0, character: 2), encoding: .utf16) == 1)
        #expect(index.offset(of: Position(line: 0, character: 3), encoding: .utf8) == 1)
    }
}

@Suite struct LSPDocumentStoreTests {
    func change(_ text: String, _ edits: [(Int, Int, Int, Int, String)], encoding: PositionEncoding = .utf16) -> String {
        var store = DocumentStore()
        store.open(uri: "u", path: "/p.swift", version: 1, text: text)
        let changes = edits.map { DocumentStore.Change(range: (Position(line: $0.0, character: $0.1),
                                                                Position(line: $0.2, character: $0.3)), text: $0.4) }
        let changed = store.change(uri: "u", version: 2, changes: changes, encoding: encoding)
        #expect(changed)
        #expect(store["u"]?.version == 2)
        return String(decoding: store["u"]!.bytes, as: UTF8.self)
    }

    @Test func editsSplitAndJoinLinesInOrder() {
        #expect(change("ab\ncd\n", [(0, 1, 0, 1, "\n")]) == "a\nb\ncd\n")
        #expect(change("ab\ncd\n", [(0, 2, 1, 0, "")]) == "abcd\n")
        #expect(change("ab\ncd\n", [(0, 2, 1, 0, ""), (0, 0, 0, 1, "X")]) == "Xbcd\n")
    }

    @Test func editsAfterNonASCIITextUseTheNegotiatedEncoding() {
        #expect(change("🎉ab", [(0, 2, 0, 3, "X")]) == "🎉Xb")
        #expect(change("🎉ab", [(0, 4, 0, 5, "X")], encoding: .utf8) == "🎉Xb")
    }

    @Test func aChangeWithoutARangeReplacesTheText() {
        var store = DocumentStore()
        store.open(uri: "u", path: "/p.swift", version: 1, text: "old")
        store.change(uri: "u", version: nil, changes: [DocumentStore.Change(range: nil, text: "new")], encoding: .utf16)
        #expect(store["u"]?.bytes == Array("new".utf8))
        let changedOther = store.change(uri: "other", version: 1, changes: [], encoding: .utf16)
        #expect(!changedOther)
    }
}
