/// Findings count columns in UTF-8 bytes (as compilers do); SARIF and SonarQube count
/// characters. With the finding's source line the two convert both ways; without it (or past
/// the line's end) a column is left as it is, which is exact for ASCII.
enum CharacterColumns {
    /// The 1-based Unicode scalar column of a 1-based UTF-8 byte column in `line`.
    static func scalarColumn(ofByteColumn column: Int, in line: String?) -> Int {
        guard let line, column > 1 else { return column }
        var bytes = 0
        var scalars = 0
        for scalar in line.unicodeScalars {
            let width = UTF8.width(scalar)
            guard bytes + width <= column - 1 else { break }
            bytes += width
            scalars += 1
        }
        return scalars + (column - 1 - bytes) + 1
    }

    /// The inverse: the 1-based UTF-8 byte column of a 1-based scalar column in `line`.
    static func byteColumn(ofScalarColumn column: Int, in line: String?) -> Int {
        guard let line, column > 1 else { return column }
        var bytes = 0
        var scalars = 0
        for scalar in line.unicodeScalars {
            guard scalars < column - 1 else { break }
            bytes += UTF8.width(scalar)
            scalars += 1
        }
        return bytes + (column - 1 - scalars) + 1
    }

    /// A finding's start and end columns in scalars (the end only when it is on the start's line,
    /// the one line a finding carries).
    static func scalarColumns(of finding: Finding) -> (start: Int, end: Int) {
        let start = scalarColumn(ofByteColumn: finding.start.column, in: finding.sourceLine)
        let end = finding.end.line == finding.start.line
            ? scalarColumn(ofByteColumn: finding.end.column, in: finding.sourceLine) : finding.end.column
        return (start, end)
    }
}

extension CharacterColumns {
    /// The 0-based UTF-16 offset of a 1-based UTF-8 byte column in `line` (SonarQube's columns);
    /// nil when the column lies past the line's end.
    static func utf16Offset(ofByteColumn column: Int, in line: String) -> Int? {
        let bytes = Array(line.utf8)
        guard column >= 1, column - 1 <= bytes.count else { return nil }
        return String(decoding: bytes[..<(column - 1)], as: UTF8.self).utf16.count
    }
}
