/// How a button's label is drawn, read from the modifiers on the button and on the views of its
/// label: whether it reads as text in the flow, and whether it has an icon a label style can show
/// alone.
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
