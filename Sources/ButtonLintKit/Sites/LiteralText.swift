/// The text a string literal stands for, as a title: escapes decoded, each interpolation replaced
/// by U+FFFC, and for every Unicode scalar the bytes of the file it was written as, so a fix can
/// rewrite exactly those bytes.
public struct LiteralText: Sendable, Equatable {
    /// Stands for an interpolation in title text: an opaque word.
    public static let interpolationMarker: Unicode.Scalar = "\u{FFFC}"

    public var text: String
    /// One entry per scalar of `text`: the file bytes it was written as, or nil when it came
    /// from an escape or an interpolation (such scalars are never rewritten).
    public var scalarSources: [Range<Int>?]

    public init(_ literal: StringLiteral, in source: SourceFile) {
        var scalars = String.UnicodeScalarView()
        var sources: [Range<Int>?] = []
        for index in 0..<literal.segmentCount {
            switch literal.segment(at: index) {
            case .text(let range):
                var offset = range.lowerBound
                // After a repaired invalid sequence the byte offsets are unknown: stop mapping.
                var offsetsAreKnown = true
                for scalar in String(decoding: source.bytes[range], as: UTF8.self).unicodeScalars {
                    if scalar == "\u{FFFD}" { offsetsAreKnown = false }
                    let width = UTF8.width(scalar)
                    scalars.append(scalar)
                    sources.append(offsetsAreKnown ? offset..<offset + width : nil)
                    offset += width
                }
            case .escape(_, let scalar):
                scalars.append(scalar ?? "\u{FFFD}")
                sources.append(nil)
            case .interpolation:
                scalars.append(Self.interpolationMarker)
                sources.append(nil)
            }
        }
        self.text = String(scalars)
        self.scalarSources = sources
    }

    /// Text that comes from no literal of the file (a catalog value, an accessor's fallback): no
    /// scalar has bytes here, so no edit of the Swift file can fix it.
    public init(unwritten text: String) {
        self.text = text
        self.scalarSources = Array(repeating: nil, count: text.unicodeScalars.count)
    }

    /// Title text as people read it: each interpolation shown as `\(…)`.
    public static func display(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            if scalar == interpolationMarker { shown += "\\(…)" } else { shown.unicodeScalars.append(scalar) }
        }
        return shown
    }

    /// The edits that turn this text into `corrected`, which must have the same scalars but for
    /// letter case. Nil when a changed scalar came from an escape or would change byte length.
    public func caseEdits(to corrected: String) -> [TextEdit]? {
        let old = Array(text.unicodeScalars)
        let new = Array(corrected.unicodeScalars)
        guard old.count == new.count, old.count == scalarSources.count else { return nil }
        var edits: [TextEdit] = []
        for index in old.indices where old[index] != new[index] {
            guard let range = scalarSources[index] else { return nil }
            let bytes = Array(String(new[index]).utf8)
            guard bytes.count == range.count else { return nil }
            edits.append(TextEdit(range: range, replacement: bytes))
        }
        return edits
    }
}
