extension StringLiteral {
    /// The text of a terminated literal without interpolation (a catalog key, a table name, an
    /// accessor's key): the same text `LiteralText` reads, without the per-scalar byte map a fix
    /// needs, so a lookup costs one decoding of the literal's bytes. Nil when the literal is
    /// unterminated or holds an interpolation (or the scalar that stands for one).
    func plainText(in source: SourceFile) -> String? {
        guard isTerminated else { return nil }
        let count = segmentCount
        var text = ""
        for index in 0..<count {
            switch segment(at: index) {
            case .text(let range):
                let piece = String(decoding: source.bytes[range], as: UTF8.self)
                if count == 1 { text = piece } else { text += piece }
            case .escape(_, let scalar):
                text.unicodeScalars.append(scalar ?? "\u{FFFD}")
            case .interpolation:
                return nil
            }
        }
        return LiteralText.holdsInterpolationMarker(text) ? nil : text
    }
}

extension LiteralText {
    /// The text as `StringLiteral.plainText` reads it, for a literal already read as a title (a key
    /// no catalog has is its own title, so it is decoded once): nil when it holds U+FFFC, which an
    /// interpolation stands as.
    var plainText: String? {
        isPlainText ? text : nil
    }

    /// Whether `text` is a key as `plainText` reads it, asked without copying the text out (a copy
    /// retained and released it at every lookup).
    var isPlainText: Bool {
        // Text written as one run of ASCII bytes (most keys) holds no U+FFFC: no search.
        isOneASCIIRun || !Self.holdsInterpolationMarker(text)
    }

    /// Whether `text` holds U+FFFC. It is three bytes starting 0xEF: most keys are ASCII and skip
    /// the scalar test.
    static func holdsInterpolationMarker(_ text: String) -> Bool {
        let bytes = text.utf8.span
        for index in bytes.indices where bytes[index] == 0xEF {
            return text.unicodeScalars.contains(interpolationMarker)
        }
        return false
    }
}
