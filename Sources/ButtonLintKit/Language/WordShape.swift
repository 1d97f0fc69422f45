/// How a word is written, which decides whether title case may touch it at all.
enum WordShape {
    /// Spelled on purpose and left alone: inner capitals or digits (iPhone, AirDrop, macOS,
    /// 2FA), all-caps acronyms (URL, PDF), dotted or ampersand words (Node.js, Q&A), or a first
    /// letter without case.
    case deliberate
    /// An ordinary word: the first letter at `firstLetter` in either case, no capital after it
    /// (in the first hyphen part; later parts may be either case).
    case plain(firstLetter: Int, isCapitalized: Bool)

    init(of word: TitleWords.Word, in scalars: [Unicode.Scalar]) {
        let whole = scalars[word.range]
        if whole.contains(where: ScalarCase.isDigit) || whole.contains(".") || whole.contains("&") {
            self = .deliberate
            return
        }
        let firstPart = scalars[word.parts[0]]
        let letters = firstPart.indices.filter { ScalarCase.isLetter(scalars[$0]) }
        guard let first = letters.first else {
            self = .deliberate
            return
        }
        let later = letters.dropFirst()
        let firstIsUpper = ScalarCase.isUppercase(scalars[first])
        let firstIsLower = ScalarCase.isLowercase(scalars[first])
        if later.contains(where: { ScalarCase.isUppercase(scalars[$0]) }) || !(firstIsUpper || firstIsLower) {
            // Inner capitals (iCloud, AirDrop) and acronyms (URL) both land here; so do
            // letters without case.
            self = .deliberate
            return
        }
        self = .plain(firstLetter: first, isCapitalized: firstIsUpper)
    }
}
