/// How a word is written, which decides whether title case may touch it at all.
enum WordShape {
    /// Spelled on purpose and left alone: inner capitals or digits (iPhone, AirDrop, macOS,
    /// 2FA), all-caps acronyms (URL, PDF), dotted or ampersand words (Node.js, Q&A), or a first
    /// letter without case.
    case deliberate
    /// An ordinary word: the first letter at `firstLetter` in either case, no capital after it
    /// (in the first hyphen part; later parts may be either case).
    case plain(firstLetter: Int, isCapitalized: Bool)

    /// The shape of the word at `range` of `scalars` whose first hyphen part ends at `firstPartEnd`.
    init(of range: Range<Int>, firstPartEnd: Int, in scalars: [Unicode.Scalar]) {
        // One pass over the word: a dot, an ampersand or a digit anywhere, or a second capital
        // in the first part (which starts where the word does), each makes it deliberate.
        var first: Int?
        for index in range {
            let scalar = scalars[index]
            if scalar == "." || scalar == "&" || ScalarCase.isDigit(scalar) {
                self = .deliberate
                return
            }
            guard index < firstPartEnd, ScalarCase.isLetter(scalar) else { continue }
            if first == nil {
                first = index
            } else if ScalarCase.isUppercase(scalar) {
                // Inner capitals (iCloud, AirDrop) and acronyms (URL) both land here.
                self = .deliberate
                return
            }
        }
        guard let first else {
            self = .deliberate
            return
        }
        let firstIsUpper = ScalarCase.isUppercase(scalars[first])
        // A first letter without case is left alone too.
        guard firstIsUpper || ScalarCase.isLowercase(scalars[first]) else {
            self = .deliberate
            return
        }
        self = .plain(firstLetter: first, isCapitalized: firstIsUpper)
    }
}
