import Testing
@testable import ButtonLintKit

/// The YAML subset: what it reads, and where it stops with which message.
@Suite struct YAMLReaderTests {
    /// The node as a compact string: maps `{k: v}`, lists `[a, b]`, quoted scalars in quotes.
    static func shape(_ node: YAMLNode) -> String {
        switch node.value {
        case .scalar(let text, let quoted): quoted ? "\"\(text)\"" : text
        case .list(let items): "[" + items.map(shape).joined(separator: ", ") + "]"
        case .map(let entries): "{" + entries.map { "\($0.key): \(shape($0.value))" }.joined(separator: ", ") + "}"
        case .empty: "~"
        }
    }

    static func read(_ text: String) throws -> String { shape(try YAMLReader.parse(text)) }

    static func failure(_ text: String) -> YAMLError? {
        do {
            _ = try YAMLReader.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func blockMapsAndLists() throws {
        let text = """
            # a comment
            included:
              - Sources
              - "Tests/Unit"   # trailing comment
            rules:
              title-length:
                max-characters: 30
              sheet-length: {max-actions: 4, severity: error}
            """
        #expect(try Self.read(text)
            == "{included: [Sources, \"Tests/Unit\"], rules: {title-length: {max-characters: 30}, sheet-length: {max-actions: 4, severity: error}}}")
    }

    @Test func listAtTheKeysIndentation() throws {
        #expect(try Self.read("a:\n- x\n- y\nb: 1\n") == "{a: [x, y], b: 1}")
        #expect(try Self.read("outer:\n  a:\n  - x\n  b: 2\n") == "{outer: {a: [x], b: 2}}")
    }

    @Test func listItemsThatAreMaps() throws {
        let text = """
            builders:
              - call: PrimaryButton
                title: title
                role: role
              - call: DangerButton
                title: _
            """
        #expect(try Self.read(text)
            == "{builders: [{call: PrimaryButton, title: title, role: role}, {call: DangerButton, title: _}]}")
    }

    @Test func nestedBlockLists() throws {
        #expect(try Self.read("- - a\n  - b\n- c\n") == "[[a, b], c]")
    }

    @Test func flowCollectionsAcrossLines() throws {
        #expect(try Self.read("keep: [iCloud Drive,\n  'Sign in with Apple', # note\n  x]\n")
            == "{keep: [iCloud Drive, \"Sign in with Apple\", x]}")
        #expect(try Self.read("a: {b: [1, {c: d}], e: }") == "{a: {b: [1, {c: d}], e: ~}}")
        #expect(try Self.read("a: [x, y,]") == "{a: [x, y]}")
        #expect(try Self.read("a: []\nb: {}") == "{a: [], b: {}}")
    }

    @Test func plainScalarsKeepInnerPunctuation() throws {
        #expect(try Self.read("a: Don't Allow\nb: x#y\nc: http://x.y:80/z\n") == "{a: Don't Allow, b: x#y, c: http://x.y:80/z}")
    }

    @Test func quotedScalarsAndTheirEscapes() throws {
        #expect(try Self.read(#"a: 'it''s # not a comment'"#) == #"{a: "it's # not a comment"}"#)
        let node = try YAMLReader.parse(#"a: "tab\there \"q\" \\ \u00E9 \x41 \U0001F5D1 \/""#)
        guard case .map(let entries) = node.value, case .scalar(let text, true) = entries[0].value.value else {
            Issue.record("not a quoted scalar")
            return
        }
        #expect(text == "tab\there \"q\" \\ é A 🗑 /")
    }

    @Test func emptyValuesDocumentMarkerAndEmptyFile() throws {
        #expect(try Self.read("a:\nb: 1") == "{a: ~, b: 1}")
        #expect(try Self.read("---\na: 1\n") == "{a: 1}")
        #expect(try Self.read("") == "{}")
        #expect(try Self.read("# only a comment\n\n") == "{}")
        #expect(try Self.read("\u{FEFF}a: 1\r\nb: 2\r\n") == "{a: 1, b: 2}")
    }

    @Test func positionsAreOneBasedLineAndByteColumn() throws {
        let node = try YAMLReader.parse("a:\n  b: [x, 'y']\n")
        guard case .map(let outer) = node.value, case .map(let inner) = outer[0].value.value,
              case .list(let items) = inner[0].value.value else {
            Issue.record("unexpected shape")
            return
        }
        #expect(inner[0].keyPosition == YAMLPosition(line: 2, column: 3))
        #expect(items[1].position == YAMLPosition(line: 2, column: 10))
    }

    @Test(arguments: [
        ("a: &anchor 1", 1, 4, "anchors"),
        ("a: *alias", 1, 4, "aliases"),
        ("a: !tag x", 1, 4, "tags"),
        ("a: |\n  text", 1, 4, "block scalars"),
        ("a: >\n  text", 1, 4, "block scalars"),
        ("? a\n: b", 1, 1, "complex keys"),
        ("%YAML 1.2\n---\na: 1", 1, 1, "directives"),
        ("a: 1\n---\nb: 2", 2, 1, "one YAML document"),
        ("a: 1\na: 2", 2, 1, "duplicate key 'a'"),
        ("a: {b: 1, b: 2}", 1, 11, "duplicate key 'b'"),
        ("a:\n\tb: 1", 2, 1, "tab"),
        ("a: [x, y", 1, 9, "unclosed '['"),
        ("a: {x: 1", 1, 9, "unclosed '{'"),
        ("a: [x y] z", 1, 10, "after the flow collection"),
        ("a: 'open", 1, 9, "unterminated"),
        ("a: \"bad \\q\"", 1, 9, "unknown escape"),
        ("a: \"\\u12\"", 1, 5, "4 hexadecimal digits"),
        ("a: b: c", 1, 5, "after the value"),
        ("a: 1\n  b: 2", 2, 3, "unexpected indentation"),
        ("a:\n    b: 1\n  c: 2", 3, 3, "unexpected indentation"),
        ("a: x\n  continued", 2, 3, "unexpected indentation"),
        ("a: - x", 1, 4, "must start on the next line"),
        ("a: {b}", 1, 6, "expected ':'"),
        ("a: [x, , y]", 1, 8, "expected a value"),
    ] as [(String, Int, Int, String)])
    func outsideTheSubsetIsAnErrorAtItsPlace(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(Self.failure(text), "no error for \(text)")
        #expect(error.position == YAMLPosition(line: line, column: column), "\(text): \(error.message)")
        #expect(error.message.contains(message), "\(text): \(error.message)")
    }

    @Test func invalidUTF8IsAnError() {
        #expect(throws: YAMLError.self) { try YAMLReader.parse([0x61, 0x3A, 0x20, 0xFF]) }
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        for opener in ["[", "{a: ", "- "] {
            let error = try #require(Self.failure(String(repeating: opener, count: 100_000)))
            #expect(error.message.contains("nesting deeper"), "\(opener)")
            #expect(error.position.line == 1)
        }
        let block = (0..<200).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
        #expect(Self.failure(block)?.message.contains("nesting deeper") == true)
    }
}

/// The reader on damaged input: every prefix and every single-byte change of a real
/// configuration either reads or throws a positioned error; none crashes or hangs.
@Suite struct YAMLReaderRobustnessTests {
    static let sample = Array("""
        included: [Sources, "Tests/Unit"]   # comment
        rules:
          title-length: {max-characters: 30, max-words: 6}
          title-verb:
            allow: [OK, 'Don''t Allow', "\\u00E9t\\u00E9"]
        builders:
          - call: PrimaryButton
            title: _
        words:
        - a
        """.utf8)

    static func check(_ bytes: [UInt8]) {
        do {
            _ = try YAMLReader.parse(bytes)
        } catch {
            let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
            #expect(error.position.line >= 1 && error.position.line <= lines + 1, "line \(error.position.line) of \(lines)")
            #expect(error.position.column >= 1)
        }
    }

    @Test func everyPrefixReadsOrFailsAtAPosition() {
        for end in 0...Self.sample.count { Self.check(Array(Self.sample[..<end])) }
    }

    @Test func everySingleByteChangeReadsOrFailsAtAPosition() {
        let replacements: [UInt8] = [0x09, 0x0A, 0x0D, 0x20, 0x22, 0x23, 0x27, 0x2C, 0x2D, 0x3A, 0x5B, 0x5C, 0x5D, 0x7B, 0x7D, 0xFF]
        for index in Self.sample.indices {
            for byte in replacements {
                var bytes = Self.sample
                bytes[index] = byte
                Self.check(bytes)
            }
        }
    }
}
