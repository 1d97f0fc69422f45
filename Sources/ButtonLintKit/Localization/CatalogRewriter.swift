/// Rewrites values of a catalog in its own bytes, so `--fix` can correct a title where its text
/// lives: only the edited values' bytes change, in the file's encoding, with its byte order mark
/// and escaping, and every character the edit keeps is written as it was (`\U00E9` stays an
/// escape). Pure: reading and writing the file is the caller's.
enum CatalogRewriter {
    /// The catalog's bytes with every edit applied, in the file's own encoding, byte order
    /// mark and (for .xcstrings) JSON string escaping; re-read and checked. nil when a range
    /// does not hold `expected`, edits overlap, or the re-read catalog differs in anything
    /// but the edited values. The same edit given twice counts once (two call sites of one key).
    static func rewrite(_ bytes: [UInt8], format: CatalogFile.Format,
                               edits: [CatalogValueEdit]) -> [UInt8]? {
        guard let edits = orderedWithoutOverlap(edits, byteCount: bytes.count) else { return nil }
        switch format {
        case .strings: return rewriteStrings(bytes, edits: edits)
        case .xcstrings: return rewriteXCStrings(bytes, edits: edits)
        }
    }

    /// The edits in file order, duplicates dropped; nil when two overlap or one lies outside the file.
    private static func orderedWithoutOverlap(_ edits: [CatalogValueEdit], byteCount: Int) -> [CatalogValueEdit]? {
        var ordered: [CatalogValueEdit] = []
        for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }) {
            guard edit.range.lowerBound >= 0, edit.range.upperBound <= byteCount else { return nil }
            if let last = ordered.last {
                if last == edit { continue }
                // Equal ranges with other texts overlap too, even when empty.
                guard last.range.upperBound <= edit.range.lowerBound, last.range != edit.range else { return nil }
            }
            ordered.append(edit)
        }
        return ordered
    }

    /// `bytes` with each edit's range replaced by `written(edit)`.
    private static func splice(_ bytes: [UInt8], _ edits: [CatalogValueEdit],
                               written: (CatalogValueEdit) -> [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        var copied = 0
        for edit in edits {
            output.append(contentsOf: bytes[copied..<edit.range.lowerBound])
            output.append(contentsOf: written(edit))
            copied = edit.range.upperBound
        }
        output.append(contentsOf: bytes[copied...])
        return output
    }

    /// Each scalar of `replacement` written as the scalar at the same place of the original was,
    /// when it did not change; changed ones (and all of them, when the count of scalars differs)
    /// in the format's own way. `pieces[i]` is how the i-th scalar of `expected` was written.
    private static func keepingWrittenForm(pieces: [[Unicode.Scalar]], expected: String, replacement: String,
                                           write: (Unicode.Scalar) -> [Unicode.Scalar]) -> [Unicode.Scalar] {
        let old = Array(expected.unicodeScalars)
        let new = Array(replacement.unicodeScalars)
        let aligned = pieces.count == old.count && old.count == new.count
        var scalars: [Unicode.Scalar] = []
        for (index, scalar) in new.enumerated() {
            scalars += aligned && old[index] == scalar ? pieces[index] : write(scalar)
        }
        return scalars
    }
}

// MARK: - .strings

extension CatalogRewriter {
    private static func rewriteStrings(_ bytes: [UInt8], edits: [CatalogValueEdit]) -> [UInt8]? {
        guard let original = try? StringsFile.parse(bytes: bytes) else { return nil }
        for edit in edits {
            guard original.entries.contains(where: { $0.valueRange == edit.range && $0.value == edit.expected }) else {
                return nil
            }
        }
        let encoding = original.encoding
        let output = splice(bytes, edits) { edit in
            let written = decode(Array(bytes[edit.range]), encoding)
            let scalars = keepingWrittenForm(pieces: stringsPieces(written), expected: edit.expected,
                                             replacement: edit.replacement, write: stringsEscaped)
            return encode(scalars, encoding)
        }
        guard let reread = try? StringsFile.parse(bytes: output),
              reread.encoding == original.encoding, reread.byteOrderMarkLength == original.byteOrderMarkLength,
              reread.entries.count == original.entries.count else { return nil }
        var edited = edits.makeIterator()
        var nextEdit = edited.next()
        for (before, after) in zip(original.entries, reread.entries) {
            guard before.key == after.key, before.line == after.line else { return nil }
            if let edit = nextEdit, edit.range == before.valueRange {
                guard after.value == edit.replacement else { return nil }
                nextEdit = edited.next()
            } else if after.value != before.value {
                return nil
            }
        }
        return nextEdit == nil ? output : nil
    }

    /// How each decoded character of a `.strings` value is written: one character, or an escape
    /// (`\"`, `\n`, `\101`, `\U00E9`, a surrogate pair as two `\U` escapes).
    private static func stringsPieces(_ written: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        pieces(written) { letter, index in
            if letter == "U" || letter == "u" { return unicodeEscapeLength(written, at: index) }
            guard ("0"..."7").contains(letter) else { return 2 }
            var length = 2
            while length < 4, index + length < written.count, ("0"..."7").contains(written[index + length]) { length += 1 }
            return length
        }
    }

    /// `written` cut into the writings of one decoded character each: a character alone, or a
    /// backslash and what `escapeLength(letter after it, backslash index)` says belongs to it.
    private static func pieces(_ written: [Unicode.Scalar],
                               escapeLength: (Unicode.Scalar, Int) -> Int) -> [[Unicode.Scalar]] {
        var pieces: [[Unicode.Scalar]] = []
        var index = 0
        while index < written.count {
            let length = written[index] == "\\" && index + 1 < written.count ? escapeLength(written[index + 1], index) : 1
            let end = min(index + length, written.count)
            pieces.append(Array(written[index..<end]))
            index = end
        }
        return pieces
    }

    /// `\u` or `\U` and four hex digits at `index`, or two of them for a surrogate pair.
    private static func unicodeEscapeLength(_ written: [Unicode.Scalar], at index: Int) -> Int {
        guard let unit = hexUnit(written, at: index + 2), UTF16.isLeadSurrogate(unit) else { return 6 }
        return 12
    }

    private static func hexUnit(_ scalars: [Unicode.Scalar], at start: Int) -> UInt16? {
        guard start + 4 <= scalars.count else { return nil }
        var value: UInt16 = 0
        for scalar in scalars[start..<start + 4] {
            guard let digit = CatalogDecoding.hexValue(scalar.value) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    /// A character as the `.strings` reader reads it back inside quotes.
    private static func stringsEscaped(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        switch scalar {
        case "\"": return ["\\", "\""]
        case "\\": return ["\\", "\\"]
        case "\n": return ["\\", "n"]
        case "\r": return ["\\", "r"]
        case "\t": return ["\\", "t"]
        default: return [scalar]
        }
    }

    /// The scalars of a value's bytes in the file's encoding (the reader has decoded them once,
    /// so they decode).
    private static func decode(_ bytes: [UInt8], _ encoding: CatalogEncoding) -> [Unicode.Scalar] {
        switch encoding {
        case .utf8:
            return Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        case .utf16LittleEndian, .utf16BigEndian:
            let bigEndian = encoding == .utf16BigEndian
            let units = stride(from: 0, to: bytes.count - 1, by: 2).map { index -> UInt16 in
                let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
                return bigEndian ? first << 8 | second : second << 8 | first
            }
            return Array(String(decoding: units, as: UTF16.self).unicodeScalars)
        }
    }

    private static func encode(_ scalars: [Unicode.Scalar], _ encoding: CatalogEncoding) -> [UInt8] {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        let string = String(text)
        switch encoding {
        case .utf8:
            return Array(string.utf8)
        case .utf16LittleEndian:
            return string.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
        case .utf16BigEndian:
            return string.utf16.flatMap { [UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0)] }
        }
    }
}

// MARK: - .xcstrings

extension CatalogRewriter {
    private static func rewriteXCStrings(_ bytes: [UInt8], edits: [CatalogValueEdit]) -> [UInt8]? {
        guard let original = try? XCStringsFile.parse(bytes: bytes) else { return nil }
        let values = original.entries.flatMap(\.values)
        for edit in edits {
            guard values.contains(where: { $0.range == edit.range && $0.text == edit.expected }) else { return nil }
        }
        let output = splice(bytes, edits) { edit in
            let token = Array(String(decoding: bytes[edit.range], as: UTF8.self).unicodeScalars)
            // The token's quotes stay; its content is rewritten.
            let content = Array(token.dropFirst().dropLast())
            let scalars = keepingWrittenForm(pieces: jsonPieces(content), expected: edit.expected,
                                             replacement: edit.replacement, write: jsonEscaped)
            return Array(("\"" + String(String.UnicodeScalarView(scalars)) + "\"").utf8)
        }
        guard let reread = try? XCStringsFile.parse(bytes: output), reread.sourceLanguage == original.sourceLanguage,
              sameDocument(bytes, output, edits: edits) else { return nil }
        return output
    }

    /// Every JSON value of the two documents is the same, at the same line under the same keys
    /// (translations, comments and states included), except the edited strings, which now hold
    /// the replacements.
    private static func sameDocument(_ before: [UInt8], _ after: [UInt8], edits: [CatalogValueEdit]) -> Bool {
        guard let old = events(before), let new = events(after), old.count == new.count else { return false }
        var replacements: [Int: String] = [:]
        for edit in edits { replacements[edit.range.lowerBound] = edit.replacement }
        for (was, now) in zip(old, new) {
            guard was.path == now.path, was.line == now.line else { return false }
            if let replacement = replacements.removeValue(forKey: was.range.lowerBound),
               case .string = was.value {
                guard now.value == .string(replacement) else { return false }
            } else if was.value != now.value {
                return false
            }
        }
        return replacements.isEmpty
    }

    private static func events(_ bytes: [UInt8]) -> [JSONEventScanner.Event]? {
        var scanner = JSONEventScanner(bytes: bytes)
        var events: [JSONEventScanner.Event] = []
        do {
            try scanner.scan { events.append($0) }
        } catch {
            return nil
        }
        return events
    }

    /// How each decoded character of a JSON string's content is written: one character, an escape
    /// (`\"`, `\/`, `\n`), `\u00e9`, or a surrogate pair as two `\u` escapes.
    private static func jsonPieces(_ written: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        pieces(written) { letter, index in letter == "u" ? unicodeEscapeLength(written, at: index) : 2 }
    }

    /// A character as Xcode writes it in a String Catalog: `"` and `\` escaped, control
    /// characters as `\n`, `\t`… or `\u00xx`, everything else (`/`, accents, emoji) as itself.
    private static func jsonEscaped(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        guard scalar.value < 0x20 || scalar == "\"" || scalar == "\\" else { return [scalar] }
        return Array(JSONString.quoted(String(scalar)).unicodeScalars.dropFirst().dropLast())
    }
}
