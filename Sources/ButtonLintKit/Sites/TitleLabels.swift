/// A label a title starts with that says whom it is for (`Debug:` in "Debug: Low Memory"), and
/// how it may be written: followed by a colon, followed by a dash, or in brackets.
struct TitleLabel: Sendable {
    enum Form: Sendable {
        /// `Debug: Low Memory`.
        case colon
        /// `Debug – Reset Cache`, `Debug - Reset Cache`: a dash with a space on one side at
        /// least, so a hyphenated word ("Debug-Only Settings") is not a label.
        case dash
        /// `[Debug] Reload`, `(Debug) Reload`.
        case bracketed
    }

    /// The label's word, compared with the title's whole first word.
    var word: String
    /// Whether only this spelling counts (`DEV`), rather than any case.
    var matchingCase: Bool
    var forms: Set<Form>

    init(_ word: String, matchingCase: Bool = false, forms: Set<Form>) {
        self.word = word
        self.matchingCase = matchingCase
        self.forms = forms
    }

    /// Whether a title's start, as `start(of:)` reads it, is this label in one of its forms.
    func labels(_ start: (word: Substring, form: Form?)) -> Bool {
        start.form.map(forms.contains) == true && names(start.word)
    }

    private func names(_ candidate: Substring) -> Bool {
        matchingCase ? candidate == word[...] : candidate.lowercased() == word.lowercased()
    }

    /// The first word of `title` and the form it is written in: the word inside brackets that
    /// open the title, or a leading run of letters and what follows it. Nil when the title
    /// starts with anything else (a symbol, an emoji, an interpolation).
    static func start(of title: String) -> (word: Substring, form: Form?)? {
        let text = title.drop { $0 == " " || $0 == "\t" }
        guard let first = text.first else { return nil }
        if let close = closingBracket[first] {
            guard let end = text.firstIndex(of: close) else { return nil }
            let inside = text[text.index(after: text.startIndex)..<end].trimmingSpaces()
            return inside.allSatisfy(\.isLetter) && !inside.isEmpty ? (inside, .bracketed) : nil
        }
        let word = text.prefix { $0.isLetter }
        guard !word.isEmpty else { return nil }
        let afterWord = text[word.endIndex...]
        let rest = afterWord.drop { $0 == " " }
        guard let mark = rest.first else { return (word, nil) }
        if mark == ":" { return (word, .colon) }
        guard dashes.contains(mark) else { return (word, nil) }
        // A hyphen right between two words joins them; a dash apart from one of them labels.
        let spacedBefore = rest.startIndex != afterWord.startIndex
        let spacedAfter = rest.dropFirst().first.map { $0 == " " } ?? true
        return mark != "-" || spacedBefore || spacedAfter ? (word, .dash) : (word, nil)
    }

    private static let closingBracket: [Character: Character] = ["[": "]", "(": ")"]
    private static let dashes: Set<Character> = ["-", "\u{2013}", "\u{2014}"]
}

extension ContextTable {
    /// The context a title's label puts its site in (`titleLabels`), nil for none.
    static func context(ofTitle title: String) -> SiteContext? {
        // Most titles start with a letter other than a label's first one: no word is cut out.
        guard let first = title.unicodeScalars.first(where: { $0 != " " && $0 != "\t" }),
              labelFirstLetters.contains(first), holdsLabelMark(title) else { return nil }
        guard let start = TitleLabel.start(of: title), start.form != nil else { return nil }
        return titleLabels.first { $0.label.labels(start) }?.context
    }

    /// Whether `title` holds a byte a label's form needs: a colon, a hyphen, the lead byte of an
    /// en or em dash, or a closing bracket. "Delete Photo" holds none, and is not cut into words.
    private static func holdsLabelMark(_ title: String) -> Bool {
        title.utf8.contains { byte in
            byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")")
                || byte == 0xE2
        }
    }

    /// The first scalars a labelled title can start with: a bracket, or a label's first letter
    /// in either case.
    private static let labelFirstLetters: Set<Unicode.Scalar> = {
        var scalars: Set<Unicode.Scalar> = ["[", "("]
        for entry in titleLabels {
            for form in [entry.label.word.lowercased(), entry.label.word.uppercased()] {
                if let scalar = form.unicodeScalars.first { scalars.insert(scalar) }
            }
        }
        return scalars
    }()
}

private extension Substring {
    func trimmingSpaces() -> Substring {
        var result = self
        while result.first == " " { result = result.dropFirst() }
        while result.last == " " { result = result.dropLast() }
        return result
    }
}
