/// The text of each line a file's findings are on, made once per line: the findings on one line
/// share one `String`. A generated one-line file holds every finding on the same line, and a copy
/// of that line per finding grew with the file times its findings (the parts of a huge file share
/// one `LineTexts` too).
final class LineTexts {
    private let source: SourceFile
    private var textByLine: [Int: String] = [:]

    init(source: SourceFile) {
        self.source = source
    }

    func text(ofLine line: Int) -> String {
        if let text = textByLine[line] { return text }
        let text = source.lineText(line)
        textByLine[line] = text
        return text
    }
}
