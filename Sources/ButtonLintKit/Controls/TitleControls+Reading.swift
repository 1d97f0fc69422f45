/// How a button's label is drawn, read from the modifiers on the button and on the views of its
/// label: whether it reads as text in the flow, and whether it has an icon a label style can show
/// alone. Below, the words of the names the control forms read.
extension TitleControls {
    /// A button whose label is one text in a small text style (`.caption`, `.caption2`,
    /// `.footnote`; `.subheadline` when the label is not padded) with no shape drawn around it
    /// (`.background`, `.overlay`): under a `.plain` or `.borderless` style it reads as text in
    /// the flow ("Show more replies" under a comment). The text's own font wins over a font set
    /// on the label's other views, which wins over the button's.
    func readsAsInlineText(callAt index: Int) -> Bool {
        let calls = tree.calls
        let buttonModifiers = tree.chainedModifiers(of: index)
        if buttonModifiers.contains(where: { names.shapeModifiers.contains(calls[$0].name) }) { return false }
        var styles = textStyles(setBy: buttonModifiers)
        var padded = false
        if let label = labelClosure(of: calls[index]) {
            var texts = 0
            var textFonts: [String] = [], labelFonts: [String] = []
            var inner = index + 1
            while inner < calls.count, calls[inner].nameToken < label.upperBound {
                defer { inner += 1 }
                guard calls[inner].nameToken >= label.lowerBound else { continue }
                let name = calls[inner].name
                if names.shapeModifiers.contains(name) { return false }
                if name == names.paddingModifier { padded = true }
                if name == names.fontModifier { labelFonts += textStyles(setBy: [inner]) }
                if name == "Text", calls[inner].receiver == [] {
                    texts += 1
                    textFonts += textStyles(setBy: tree.chainedModifiers(of: inner))
                }
            }
            guard texts == 1 else { return false }
            if !textFonts.isEmpty {
                styles = textFonts
            } else if !labelFonts.isEmpty {
                styles = labelFonts
            }
        }
        // Fonts set in `#if` branches are alternatives: any small one makes the text small.
        return styles.contains { style in
            names.smallTextStyles.contains(style) || (!padded && names.smallUnpaddedTextStyles.contains(style))
        }
    }

    /// Whether the button's label has an icon beside its title: `systemImage:` or `image:`, or
    /// a `Label` in its label closure.
    func showsIconLabel(callAt index: Int) -> Bool {
        let call = tree.calls[index]
        if call.arguments.contains(where: { $0.label.map(names.iconArguments.contains) == true }) { return true }
        guard let label = labelClosure(of: call) else { return false }
        var inner = index + 1
        while inner < tree.calls.count, tree.calls[inner].nameToken < label.upperBound {
            defer { inner += 1 }
            if tree.calls[inner].nameToken >= label.lowerBound, tree.calls[inner].name == names.iconLabelView,
               tree.calls[inner].receiver == [] { return true }
        }
        return false
    }

    /// The text styles the `.font(…)` modifiers among `modifiers` name (`.caption`,
    /// `.caption.weight(.bold)`, `.system(.footnote)`), the first of each.
    private func textStyles(setBy modifiers: [Int]) -> [String] {
        var styles: [String] = []
        for modifier in modifiers where tree.calls[modifier].name == names.fontModifier {
            guard let value = tree.calls[modifier].arguments.first?.value else { continue }
            if let style = value.first(where: { tree.tokens[$0].kind == .identifier && names.textStyles.contains(tree.text($0)) }) {
                styles.append(tree.text(style))
            }
        }
        return styles
    }
}

/// The words of a name (a call's, a style's, a type's, a flag's) as the control forms compare
/// them, and the tests that answer for most names without splitting them.
extension TitleControls {
    /// `LinkButtonStyle` → link, button, style; `toggleButtonStyle` → toggle, button, style: a
    /// name's words as a path's or a type's are split (`NameForms`), in lowercase.
    static func words(of name: String) -> [String] {
        NameForms.words(of: Substring(name)).map { $0.lowercased() }
    }

    /// Whether `words(of: name)` may hold `word` (lowercase ASCII): a name of ASCII holds each of
    /// its words, so one that holds `word` in no case has no such word, and is answered without
    /// splitting it. A name outside ASCII is left to the split.
    static func mayHaveWord(_ word: String, in name: String) -> Bool {
        let bytes = name.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return true }
        let target = Array(word.utf8)
        guard !target.isEmpty else { return true }
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(where: { $0 | 0x20 == target[0] }) {
            if bytes[found...].count >= target.count,
               zip(bytes[found...], target).allSatisfy({ $0 | 0x20 == $1 || $0 == $1 }) { return true }
            start = bytes.index(after: found)
        }
        return false
    }

    /// Whether the first of `words(of: name)` may be one of `candidates` (lowercase ASCII): the
    /// first word of a name of ASCII starts at its first letter or digit, so a name that does not
    /// go on from there with a candidate, in any case, has none of them first. A name outside
    /// ASCII is left to the split.
    static func firstWord<Candidates: Sequence<String>>(of name: String, mayBeOneOf candidates: Candidates) -> Bool {
        let bytes = name.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return true }
        guard let first = bytes.firstIndex(where: { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }) else { return false }
        let rest = bytes[first...]
        return candidates.contains { candidate in
            rest.count >= candidate.utf8.count && zip(rest, candidate.utf8).allSatisfy { $0 == $1 || $0 | 0x20 == $1 }
        }
    }
}
