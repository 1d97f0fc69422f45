/// The text a string literal stands for, as a title: escapes decoded, each interpolation replaced
/// by U+FFFC, and where each Unicode scalar was written in the file, so a fix can rewrite exactly
/// those bytes.
public struct LiteralText: Sendable, Equatable {
    /// Stands for an interpolation in title text: an opaque word.
    public static let interpolationMarker: Unicode.Scalar = "\u{FFFC}"

    public var text: String
    /// Where the text's scalars were written: runs of scalars taken from the file as they are,
    /// each scalar's bytes right after the one before. Scalars in no run came from an escape or an
    /// interpolation (or follow a repaired invalid sequence) and are never rewritten. A run per
    /// piece of text instead of a byte range per scalar: a plain literal keeps one, held in
    /// `firstRun` (no array to allocate, and none to count references on when a title is copied).
    private var firstRun: SourceRun?
    /// The runs after the first, in order.
    private var laterRuns: [SourceRun]
    /// Scalars in `text`.
    private var scalarCount: Int

    struct SourceRun: Sendable, Equatable {
        /// Scalar offsets into `text`.
        var scalars: Range<Int>
        /// Where the first of them starts in the file.
        var byteStart: Int
    }

    /// The bytes of `range` as a String when they are all ASCII, else nil.
    static func asciiText(_ range: Range<Int>, in bytes: [UInt8]) -> String? {
        let piece = bytes[range]
        for byte in piece where byte >= 0x80 { return nil }
        return String(decoding: piece, as: UTF8.self)
    }

    /// The literal and its file are borrowed, not copied in and destroyed here as initializer
    /// arguments are by default.
    public init(_ literal: borrowing StringLiteral, in source: borrowing SourceFile) {
        // Most titles are one piece of ASCII text: the text is the file's bytes, in one run.
        if literal.segmentCount == 1, case .text(let range) = literal.segment(at: 0),
           let ascii = Self.asciiText(range, in: source.bytes) {
            text = ascii
            firstRun = range.isEmpty ? nil : SourceRun(scalars: 0..<range.count, byteStart: range.lowerBound)
            laterRuns = []
            scalarCount = range.count
            return
        }
        var scalars = String.UnicodeScalarView()
        var runs: [SourceRun] = []
        var count = 0
        for index in 0..<literal.segmentCount {
            switch literal.segment(at: index) {
            case .text(let range):
                let runStart = count
                // After a repaired invalid sequence the byte offsets are unknown: stop mapping.
                var offsetsAreKnown = true
                var runEnd = count
                for scalar in String(decoding: source.bytes[range], as: UTF8.self).unicodeScalars {
                    if scalar == "\u{FFFD}" { offsetsAreKnown = false }
                    scalars.append(scalar)
                    count += 1
                    if offsetsAreKnown { runEnd = count }
                }
                if runEnd > runStart { runs.append(SourceRun(scalars: runStart..<runEnd, byteStart: range.lowerBound)) }
            case .escape(_, let scalar):
                scalars.append(scalar ?? "\u{FFFD}")
                count += 1
            case .interpolation:
                scalars.append(Self.interpolationMarker)
                count += 1
            }
        }
        self.text = String(scalars)
        self.firstRun = runs.first
        self.laterRuns = Array(runs.dropFirst())
        self.scalarCount = count
    }

    /// Text that comes from no literal of the file (a catalog value, an accessor's fallback): no
    /// scalar has bytes here, so no edit of the Swift file can fix it.
    public init(unwritten text: String) {
        self.text = text
        self.firstRun = nil
        self.laterRuns = []
        self.scalarCount = Self.scalarCount(of: text)
    }

    /// The Unicode scalars of `text`, counted from its UTF-8 bytes: each scalar has one byte that
    /// is no continuation byte (`10xxxxxx`).
    private static func scalarCount(of text: String) -> Int {
        let bytes = text.utf8.span
        var count = 0
        for index in bytes.indices where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The runs, in order.
    private var runCount: Int { firstRun == nil ? 0 : 1 + laterRuns.count }

    /// Whether every scalar is one ASCII byte of a single run of the file: the text is those
    /// bytes as written, with no escape, interpolation or other scalar in it.
    var isOneASCIIRun: Bool {
        guard laterRuns.isEmpty, let run = firstRun else { return false }
        return run.scalars == 0..<scalarCount && text.utf8.count == scalarCount
    }

    private func run(_ index: Int) -> SourceRun {
        index == 0 ? firstRun! : laterRuns[index - 1]
    }

    /// The file bytes each scalar of `text` was written as, or nil when it came from an escape
    /// or an interpolation.
    public var scalarSources: [Range<Int>?] {
        var sources: [Range<Int>?] = []
        sources.reserveCapacity(scalarCount)
        forEachScalar { _, source in sources.append(source) }
        return sources
    }

    /// Calls `body` with each scalar of `text` and the file bytes it was written as, in order.
    private func forEachScalar(_ body: (Unicode.Scalar, Range<Int>?) -> Void) {
        var nextRun = 0
        var offset = 0
        let runCount = self.runCount
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if nextRun < runCount, run(nextRun).scalars.lowerBound == index { offset = run(nextRun).byteStart }
            if nextRun < runCount, run(nextRun).scalars.contains(index) {
                let width = UTF8.width(scalar)
                body(scalar, offset..<offset + width)
                offset += width
                if index + 1 == run(nextRun).scalars.upperBound { nextRun += 1 }
            } else {
                body(scalar, nil)
            }
        }
    }

    /// Title text as people read it: each interpolation shown as `\(…)`.
    public static func display(_ text: String) -> String {
        guard holdsInterpolationMarker(text) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if scalar == interpolationMarker { shown += "\\(…)" } else { shown.unicodeScalars.append(scalar) }
        }
        return shown
    }

    /// The edits that turn this text into `corrected`, which must have the same scalars but for
    /// letter case. Nil when a changed scalar came from an escape or would change byte length.
    public func caseEdits(to corrected: String) -> [TextEdit]? {
        if let edits = asciiRunCaseEdits(to: corrected) { return edits }
        let new = Array(corrected.unicodeScalars)
        guard new.count == scalarCount else { return nil }
        var edits: [TextEdit] = []
        var index = 0
        var isFixable = true
        forEachScalar { scalar, source in
            defer { index += 1 }
            guard isFixable, scalar != new[index] else { return }
            // Encoded directly: `Array(String(scalar).utf8)` here is miscompiled in the fuzz build
            // (Swift 6.3.1, -O with AddressSanitizer, whole module), which frees the array before
            // copying the bytes into it.
            var bytes: [UInt8] = []
            UTF8.encode(new[index]) { bytes.append($0) }
            guard let range = source, bytes.count == range.count else {
                isFixable = false
                return
            }
            edits.append(TextEdit(range: range, replacement: bytes))
        }
        return isFixable ? edits : nil
    }

    /// `caseEdits` for the common title: ASCII text written as one run and an ASCII correction of
    /// the same length, compared byte by byte (each byte is a scalar and its own source byte),
    /// with no walk over scalars. Nil when the title is another kind.
    private func asciiRunCaseEdits(to corrected: String) -> [TextEdit]? {
        guard laterRuns.isEmpty, let run = firstRun, run.scalars == 0..<scalarCount,
              text.utf8.count == scalarCount, corrected.utf8.count == scalarCount else { return nil }
        let old = text.utf8.span
        let new = corrected.utf8.span
        for index in new.indices where new[index] >= 0x80 { return nil }
        var edits: [TextEdit] = []
        for index in 0..<scalarCount where old[index] != new[index] {
            let byte = run.byteStart + index
            edits.append(TextEdit(range: byte..<byte + 1, replacement: [new[index]]))
        }
        return edits
    }
}
