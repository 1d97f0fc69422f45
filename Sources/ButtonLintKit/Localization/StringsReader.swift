/// The scanner behind `StringsFile.parse`: a cursor over decoded scalars that reads
/// `key = value;` entries one after another in a loop (the format has no nesting we accept).
struct StringsReader {
    private let text: DecodedCatalogText
    private var position = 0
    private var lines: LineCounter

    init(text: DecodedCatalogText) {
        self.text = text
        self.lines = LineCounter(scalars: text.scalars)
    }

    mutating func readEntries() throws(CatalogReadError) -> [StringsEntry] {
        var entries: [StringsEntry] = []
        while true {
            try skipTrivia()
            guard position < text.scalars.count else { return entries }
            let keyStart = position
            let key = try readString(role: "key")
            try skipTrivia()
            guard let next = current else { throw error("an entry that ends before its ';'") }
            if next == ";" {
                // `"key";` is shorthand for `"key" = "key";` in the property list syntax.
                position += 1
                entries.append(StringsEntry(key: key.text, value: key.text, valueRange: key.range,
                                            line: lines.line(at: keyStart)))
                continue
            }
            guard next == "=" else { throw error("expected '=' or ';' after the key, found \(describe(next))") }
            position += 1
            try skipTrivia()
            let value = try readString(role: "value")
            try skipTrivia()
            guard current == ";" else {
                throw error(current.map { "expected ';' after the value, found \(describe($0))" }
                            ?? "an entry that ends before its ';'")
            }
            position += 1
            entries.append(StringsEntry(key: key.text, value: value.text, valueRange: value.range,
                                        line: lines.line(at: keyStart)))
        }
    }

    private var current: Unicode.Scalar? {
        position < text.scalars.count ? text.scalars[position] : nil
    }

    private func peek(_ distance: Int) -> Unicode.Scalar? {
        position + distance < text.scalars.count ? text.scalars[position + distance] : nil
    }

    /// Whitespace and comments between tokens.
    private mutating func skipTrivia() throws(CatalogReadError) {
        while let scalar = current {
            if StringsReader.isWhitespace(scalar) {
                position += 1
            } else if scalar == "/" && peek(1) == "*" {
                guard let end = StringsReader.commentEnd(in: text.scalars, from: position + 2) else {
                    throw text.error(atScalar: position, "a '/*' comment that is never closed")
                }
                position = end
            } else if scalar == "/" && peek(1) == "/" {
                while let next = current, next != "\n" && next != "\r" { position += 1 }
            } else {
                return
            }
        }
    }

    /// Just after the first `*/` at or after `start`; nil when there is none.
    private static func commentEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index + 1 < scalars.count {
            if scalars[index] == "*" && scalars[index + 1] == "/" { return index + 2 }
            index += 1
        }
        return nil
    }

    /// A quoted string with its escapes decoded, or an unquoted word; the range is its content's
    /// bytes (inside the quotes).
    private mutating func readString(role: String) throws(CatalogReadError) -> (text: String, range: Range<Int>) {
        guard let first = current else { throw error("expected a \(role), found the end of the file") }
        if first == "\"" { return try readQuoted(role: role) }
        let start = position
        while let scalar = current, StringsReader.isUnquotedCharacter(scalar) { position += 1 }
        guard position > start else { throw error("expected a \(role), found \(describe(first))") }
        return (StringsReader.string(of: text.scalars[start..<position]), text.offsets[start]..<text.offsets[position])
    }

    private mutating func readQuoted(role: String) throws(CatalogReadError) -> (text: String, range: Range<Int>) {
        let opening = position
        position += 1
        let contentStart = position
        // A value without escapes is one String made at once: a UTF-8 file's bytes up to the
        // closing quote, else its scalars encoded.
        var end = position
        while end < text.scalars.count, text.scalars[end] != "\"", text.scalars[end] != "\\" { end += 1 }
        if end < text.scalars.count, text.scalars[end] == "\"" {
            let range = text.offsets[contentStart]..<text.offsets[end]
            let value = text.utf8Bytes.map { String(decoding: $0[range], as: UTF8.self) }
                ?? StringsReader.string(of: text.scalars[contentStart..<end])
            position = end + 1
            return (value, range)
        }
        // Gathered as UTF-8 and made a String once, not grown a scalar at a time.
        var decoded: [UInt8] = []
        while true {
            guard let scalar = current else {
                throw text.error(atScalar: opening, "a quoted \(role) that is never closed")
            }
            if scalar == "\"" { break }
            if scalar == "\\" {
                StringsReader.appendUTF8(of: try readEscape(), to: &decoded)
            } else {
                StringsReader.appendUTF8(of: scalar, to: &decoded)
                position += 1
            }
        }
        let range = text.offsets[contentStart]..<text.offsets[position]
        position += 1
        return (String(decoding: decoded, as: UTF8.self), range)
    }

    /// The scalars as a String, gathered as UTF-8 and made a String once.
    private static func string(of scalars: ArraySlice<Unicode.Scalar>) -> String {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(scalars.count)
        for scalar in scalars { appendUTF8(of: scalar, to: &utf8) }
        return String(decoding: utf8, as: UTF8.self)
    }

    private static func appendUTF8(of scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        if scalar.isASCII {
            bytes.append(UInt8(truncatingIfNeeded: scalar.value))
        } else {
            UTF8.encode(scalar) { bytes.append($0) }
        }
    }

    /// One escape sequence starting at the backslash. Like Xcode's own reader, a backslash before
    /// any other character stands for that character (`\"`, `\\`, `\'`).
    private mutating func readEscape() throws(CatalogReadError) -> Unicode.Scalar {
        let backslash = position
        position += 1
        guard let letter = current else { throw text.error(atScalar: backslash, "a '\\' at the end of the file") }
        if let simple = StringsReader.simpleEscapes[letter] {
            position += 1
            return simple
        }
        if letter == "U" || letter == "u" {
            let unit = try readHexUnit(escapeAt: backslash)
            if UTF16.isTrailSurrogate(unit) {
                throw text.error(atScalar: backslash, "a \\U escape that is the second half of a surrogate pair without the first")
            }
            if UTF16.isLeadSurrogate(unit) {
                guard current == "\\", peek(1) == "U" || peek(1) == "u" else {
                    throw text.error(atScalar: backslash, "a \\U escape that starts a surrogate pair without its second half")
                }
                let secondBackslash = position
                position += 1
                let trail = try readHexUnit(escapeAt: secondBackslash)
                guard UTF16.isTrailSurrogate(trail) else {
                    throw text.error(atScalar: secondBackslash, "a \\U escape that does not complete the surrogate pair before it")
                }
                return CatalogDecoding.scalar(lead: unit, trail: trail)
            }
            return Unicode.Scalar(unit)!
        }
        if let digit = StringsReader.octalValue(letter) {
            var value = digit
            position += 1
            for _ in 0..<2 {
                guard let scalar = current, let next = StringsReader.octalValue(scalar) else { break }
                value = value * 8 + next
                position += 1
            }
            return Unicode.Scalar(value)!
        }
        position += 1
        return letter
    }

    /// The four hex digits after `\U`; `position` is at the `U`.
    private mutating func readHexUnit(escapeAt backslash: Int) throws(CatalogReadError) -> UInt16 {
        position += 1
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let scalar = current, let digit = CatalogDecoding.hexValue(scalar.value) else {
                throw text.error(atScalar: backslash, "a \\U escape without four hex digits")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private static func octalValue(_ scalar: Unicode.Scalar) -> UInt32? {
        scalar.value >= 0x30 && scalar.value <= 0x37 ? scalar.value - 0x30 : nil
    }

    private static let simpleEscapes: [Unicode.Scalar: Unicode.Scalar] = [
        "n": "\n", "t": "\t", "r": "\r", "a": "\u{07}", "b": "\u{08}", "f": "\u{0C}", "v": "\u{0B}",
    ]

    /// Unicode's white space; ASCII (tab to carriage return, space) without asking the
    /// scalar's properties, which cost a table lookup each.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value == 0x20 || (scalar.value >= 0x09 && scalar.value <= 0x0D) }
        return scalar.properties.isWhitespace
    }

    /// Characters of an unquoted string in the property list syntax.
    private static func isUnquotedCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": return true
        default: return false
        }
    }

    private func describe(_ scalar: Unicode.Scalar) -> String {
        scalar.properties.isWhitespace || scalar.value < 0x20
            ? "U+" + String(scalar.value, radix: 16, uppercase: true) : "'\(scalar)'"
    }

    private func error(_ reason: String) -> CatalogReadError {
        text.error(atScalar: position, reason)
    }
}

/// Lines of positions asked for in increasing order, counted once from the last position asked.
struct LineCounter {
    private let scalars: [Unicode.Scalar]
    private var scanned = 0
    private var line = 1

    init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func line(at index: Int) -> Int {
        guard scanned < index else { return line }
        // Only a scalar up to `\r` may end a line: the rest cost a compare each.
        for position in scanned..<index where scalars[position].value <= 0x0D && CatalogDecoding.endsLine(scalars, at: position) {
            line += 1
        }
        scanned = index
        return line
    }
}
