/// The text of each line a file's findings are on, made once per line: the findings on one line
/// share one `String`. A generated one-line file holds every finding on the same line, and a copy
/// of that line per finding grew with the file times its findings (the parts of a huge file share
/// one `LineTexts` too).
final class LineTexts {
    private let source: SourceFile
    /// The lines asked for so far, searched in turn while they are few: a file has a handful of
    /// findings, and a dictionary per file would hash each line and grow from empty. Made at
    /// `linearLimit` on first use: one allocation a file.
    private var recent: [(line: Int, text: String)] = []
    /// Every line asked for, once there are more than `linearLimit`.
    private var textByLine: [Int: String]?

    private static let linearLimit = 16

    init(source: SourceFile) {
        self.source = source
    }

    func text(ofLine line: Int) -> String {
        if let textByLine {
            if let text = textByLine[line] { return text }
        } else if let known = recent.lastIndex(where: { $0.line == line }) {
            return recent[known].text
        }
        let text = source.lineText(line)
        keep(text, ofLine: line)
        return text
    }

    private func keep(_ text: String, ofLine line: Int) {
        if textByLine != nil {
            textByLine![line] = text
        } else if recent.count < Self.linearLimit {
            if recent.isEmpty { recent.reserveCapacity(Self.linearLimit) }
            recent.append((line, text))
        } else {
            var byLine = Dictionary(uniqueKeysWithValues: recent.lazy.map { ($0.line, $0.text) })
            byLine[line] = text
            textByLine = byLine
            recent = []
        }
    }
}
