/// Reads the accessors of a generated strings file in SwiftGen's shape from its tokens alone,
/// without the call parser: the accessor directory parses every file declaring a root a title
/// names (each module's `L10n` on a large app), and the parse cost more than the lexing.
///
/// It knows only the shape generators write: `import`s; enums and extensions holding enums,
/// `static let name = Root.tr("Table", "key", fallback: "…")` and `static func name(…) -> String
/// { return Root.tr(…) }`; other functions and top-level classes or structs, whose bodies declare
/// no accessor and are skipped whole. Anything else in the file (an attribute, a `#if`, a `var`,
/// a `let` with another value, a lookup with an argument `GeneratedAccessor.declared` would not
/// take) makes it give up, and the file is parsed instead: its answer is then either nil or
/// exactly what `GeneratedAccessor.declared` finds in the parsed file (tests hold it to that).
struct GeneratedAccessorReader {
    private let lexed: LexedFile
    private let tokens: TokenList
    private var index = 0
    /// The names of the enums and extensions around the current member, outermost first.
    private var enumNames: [String] = []
    private var accessors: [GeneratedAccessor] = []
    /// The last table literal read and its text: a file's lookups name one table or a few, so
    /// the same bytes are not checked and made into a String again for every accessor.
    private var lastTable: (token: Int, text: String)?
    /// The file's line starts and the line of the last accessor: accessors are read in file order,
    /// so each one's line is found by walking on from the last (`SourceFile.location` took the line
    /// table's lock and searched it from the start for every accessor).
    private let lineStarts: [Int]
    private var lineIndex = 0

    private init(_ lexed: LexedFile) {
        self.lexed = lexed
        tokens = lexed.tokens
        lineStarts = lexed.source.lineStarts
    }

    /// The accessors the file declares, or nil when it is not in the shape this reader knows.
    static func accessors(in lexed: LexedFile) -> [GeneratedAccessor]? {
        guard lexed.diagnostics.isEmpty else { return nil }
        var reader = GeneratedAccessorReader(lexed)
        return reader.readFile() ? reader.accessors : nil
    }

    // MARK: - Declarations

    private mutating func readFile() -> Bool {
        while index < tokens.count {
            if keyword(index) == .import {
                guard readImport() else { return false }
                continue
            }
            skipModifiers()
            switch keyword(index) {
            case .enum, .extension:
                guard readEnum() else { return false }
            case .class, .struct:
                guard skipTypeBody() else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// `import Foundation`, alone on its line.
    private mutating func readImport() -> Bool {
        index += 1
        guard isPlainName(index) else { return false }
        index += 1
        while isKind(index, .period), isPlainName(index + 1) { index += 2 }
        return startsLine(index)
    }

    /// `enum Name {` or `extension A.B {`, its members, and its `}`.
    private mutating func readEnum() -> Bool {
        let isExtension = keyword(index) == .extension
        index += 1
        let outerCount = enumNames.count
        guard isPlainName(index) else { return false }
        enumNames.append(text(index))
        index += 1
        while isExtension, isKind(index, .period), isPlainName(index + 1) {
            enumNames.append(text(index + 1))
            index += 2
        }
        guard isKind(index, .leftBrace), !startsLine(index) else { return false }
        index += 1
        while !isKind(index, .rightBrace) {
            guard index < tokens.count, startsLine(index), readMember() else { return false }
        }
        index += 1
        enumNames.removeSubrange(outerCount...)
        return startsLine(index)
    }

    /// One member of an enum: a nested enum, a `static let` accessor or a `static func`.
    private mutating func readMember() -> Bool {
        skipModifiers()
        switch keyword(index) {
        case .enum:
            return readEnum()
        case .let:
            return readConstant()
        case .func:
            return readFunction()
        default:
            return false
        }
    }

    /// `let name = Root.tr(…)` on one line. A name the parser takes for a keyword (`open`) makes no
    /// binding there, so no accessor here either.
    private mutating func readConstant() -> Bool {
        let nameToken = index + 1
        guard isKind(nameToken, .identifier), isKind(nameToken + 1, .operatorSymbol), spells(nameToken + 1, "="),
              !startsLine(nameToken), !startsLine(nameToken + 1) else { return false }
        index = nameToken + 2
        guard !startsLine(index), let (lookup, name) = readLookup() else { return false }
        guard startsLine(index) else { return false }
        if keyword(nameToken) == nil {
            append(name: text(nameToken), isFunction: false, lookup, callName: name)
        }
        return true
    }

    /// `func name(…) -> String { … }`: an accessor when its body is one lookup, after an optional
    /// `return`; any other body declares nothing and is skipped.
    private mutating func readFunction() -> Bool {
        let nameToken = index + 1
        guard isKind(nameToken, .identifier), isKind(nameToken + 1, .leftParen), !startsLine(nameToken) else { return false }
        index = nameToken + 1
        guard let parameters = skipBalanced() else { return false }
        // The result type: names, `->`, `?`, `!`, `...`, brackets and colons up to the body's brace.
        while !isKind(index, .leftBrace) {
            guard index < tokens.count, !startsLine(index) else { return false }
            switch tokens[index].kind {
            case .identifier, .period, .operatorSymbol, .leftBracket, .rightBracket, .colon, .comma:
                if tokens[index].kind == .operatorSymbol, spells(index, "=") { return false }
                index += 1
            default:
                return false
            }
        }
        // A parameter list with parameters: the parser's labels are their first names.
        let hasParameters = parameters.count > 2
        guard !hasParameters || isKind(parameters.lowerBound + 1, .identifier) else { return false }
        let body = index
        var start = body + 1
        if keyword(start) == .return { start += 1 }
        if isKind(start, .identifier), !Self.startsStatement(keyword(start)) {
            // A body starting with a name may be one call filling it: only a lookup is read.
            index = start
            guard isPlainName(start), let (lookup, name) = readLookup(), isKind(index, .rightBrace) else { return false }
            append(name: text(nameToken), isFunction: hasParameters, lookup, callName: name)
            index += 1
            return startsLine(index)
        }
        index = body
        guard skipBalanced() != nil else { return false }
        return startsLine(index)
    }

    /// A top-level `class` or `struct` with its body: nothing in it declares an accessor.
    private mutating func skipTypeBody() -> Bool {
        index += 1
        guard isPlainName(index) else { return false }
        index += 1
        if isKind(index, .colon) {
            index += 1
            while isPlainName(index) || isKind(index, .comma) || isKind(index, .period) { index += 1 }
        }
        guard isKind(index, .leftBrace), !startsLine(index), skipBalanced() != nil else { return false }
        return startsLine(index)
    }

    /// `internal`, `public`, `private`, `fileprivate`, `static`, `final` (a switch: a set of
    /// keywords hashes each one).
    private mutating func skipModifiers() {
        while index < tokens.count {
            switch tokens[index].keyword {
            case .internal?, .public?, .private?, .fileprivate?, .static?, .final?:
                index += 1
            default:
                return
            }
        }
    }

    /// Whether a body starting with `keyword` is a statement no call starts (`let format = …`).
    private static func startsStatement(_ keyword: Keyword?) -> Bool {
        switch keyword {
        case .let?, .var?, .if?, .guard?, .switch?, .for?, .while?, .do?, .return?, .throw?, .defer?:
            return true
        default:
            return false
        }
    }

    // MARK: - The lookup call

    /// `Root.tr("Table", "key", p1, fallback: "Text")` from `index`: a plain chain of names, then
    /// arguments of one token each, as `LookupArguments` takes them. Leaves `index` after the `)`.
    private mutating func readLookup() -> (LookupArguments, nameToken: Int)? {
        guard isPlainName(index) else { return nil }
        var name = index
        while isKind(name + 1, .period), isPlainName(name + 2), !startsLine(name + 1) { name += 2 }
        let open = name + 1
        guard isKind(open, .leftParen), !startsLine(open) else { return nil }
        // The first two values, the `fallback:` text and how many arguments: no array per call.
        var values: (table: Int, key: Int) = (0, 0)
        var fallback: String?
        var count = 0
        var cursor = open + 1
        while !isKind(cursor, .rightParen) {
            guard !startsLine(cursor) else { return nil }
            var label: Int?
            if isKind(cursor, .identifier), isKind(cursor + 1, .colon) {
                label = cursor
                cursor += 2
            }
            guard cursor < tokens.count else { return nil }
            switch tokens[cursor].kind {
            case .identifier, .stringLiteral, .integerLiteral, .floatLiteral:
                break
            default:
                return nil
            }
            switch count {
            case 0, 1:
                // The table and the key are unlabeled.
                guard label == nil else { return nil }
                if count == 0 { values.table = cursor } else { values.key = cursor }
            default:
                if let label {
                    // Each `fallback:` must be a plain literal, as `LookupArguments` takes them.
                    guard spells(label, "fallback"), let text = LookupArguments.plainLiteral(cursor, in: lexed)
                    else { return nil }
                    fallback = text
                }
            }
            count += 1
            cursor += 1
            if isKind(cursor, .comma) {
                cursor += 1
            } else if !isKind(cursor, .rightParen) {
                return nil
            }
        }
        guard count >= 2, let table = tableName(values.table),
              let key = LookupArguments.plainLiteral(values.key, in: lexed) else { return nil }
        index = cursor + 1
        return (LookupArguments(table: table, key: key, fallback: fallback), name)
    }

    /// The table a lookup names: the last one's String when the literal's bytes are the same.
    private mutating func tableName(_ token: Int) -> String? {
        if let lastTable, tokens[token].kind == .stringLiteral, sameBytes(token, lastTable.token) { return lastTable.text }
        guard let text = LookupArguments.plainLiteral(token, in: lexed) else { return nil }
        lastTable = (token, text)
        return text
    }

    /// Whether two tokens are spelled with the same bytes.
    private func sameBytes(_ first: Int, _ second: Int) -> Bool {
        let one = tokens[first].range, other = tokens[second].range
        let bytes = lexed.source.bytes
        return one.count == other.count && bytes[one].elementsEqual(bytes[other])
    }

    /// An accessor named `name` in the current enums, declared where the lookup's callee is.
    private mutating func append(name: String, isFunction: Bool, _ lookup: LookupArguments, callName: Int) {
        let start = tokens[callName].range.lowerBound
        // Made at its size: `enumNames + [name]` copied the names into a buffer it then grew.
        var memberPath: [String] = []
        memberPath.reserveCapacity(enumNames.count + 1)
        memberPath.append(contentsOf: enumNames)
        memberPath.append(name)
        accessors.append(GeneratedAccessor(memberPath: memberPath, isFunction: isFunction, table: lookup.table,
                                           key: lookup.key, fallback: lookup.fallback, path: lexed.source.path,
                                           line: line(of: start)))
    }

    /// The 1-based line of `offset`, at or after the last accessor's (as `SourceFile.location`
    /// counts it: the last line starting at or before the offset).
    private mutating func line(of offset: Int) -> Int {
        while lineIndex + 1 < lineStarts.count, lineStarts[lineIndex + 1] <= offset { lineIndex += 1 }
        return lineIndex + 1
    }

    // MARK: - Tokens

    /// Skips from the opening `(`, `[` or `{` at `index` past its closing token, every kind of
    /// bracket balanced and no compiler directive inside; returns the tokens skipped.
    private mutating func skipBalanced() -> Range<Int>? {
        let start = index
        var depth = 0
        repeat {
            guard index < tokens.count else { return nil }
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace:
                depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
                guard depth >= 0 else { return nil }
            case .poundDirective, .unknown:
                return nil
            default:
                break
            }
            index += 1
        } while depth > 0
        return start..<index
    }

    private func isKind(_ token: Int, _ kind: TokenKind) -> Bool {
        token < tokens.count && tokens[token].kind == kind
    }

    private func keyword(_ token: Int) -> Keyword? {
        token < tokens.count ? tokens[token].keyword : nil
    }

    /// An identifier that is no keyword.
    private func isPlainName(_ token: Int) -> Bool {
        isKind(token, .identifier) && tokens[token].keyword == nil
    }

    /// Whether the token starts a line; the end of the file counts as a new line.
    private func startsLine(_ token: Int) -> Bool {
        token >= tokens.count || tokens[token].isAtStartOfLine
    }

    private func text(_ token: Int) -> String {
        String(decoding: lexed.source.bytes[tokens[token].range], as: UTF8.self)
    }

    private func spells(_ token: Int, _ name: String) -> Bool {
        lexed.source.bytes[tokens[token].range].elementsEqual(name.utf8)
    }
}
