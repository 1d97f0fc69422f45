// What the control forms read around a title: how its label is drawn and what its action does.

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
    /// `.caption.weight(.bold)`, `.system(.footnote)`), the first of each; a fixed point size
    /// (`.system(size: 12)`) reads as the text style of that size (`pointSizeStyles`).
    private func textStyles(setBy modifiers: [Int]) -> [String] {
        var styles: [String] = []
        for modifier in modifiers where tree.calls[modifier].name == names.fontModifier {
            guard let value = tree.calls[modifier].arguments.first?.value else { continue }
            if let style = value.first(where: { tree.tokens[$0].kind == .identifier && names.textStyles.contains(tree.text($0)) }) {
                styles.append(tree.text(style))
            } else if let style = pointSizeStyle(in: value) {
                styles.append(style)
            }
        }
        return styles
    }

    /// The text style a `.system(size: N, …)` among `tokens` reads as: the first of
    /// `pointSizeStyles` at least N points; nil for another font, or a size not written as a number.
    private func pointSizeStyle(in tokens: Range<Int>) -> String? {
        guard let system = tokens.first(where: { tree.tokens[$0].kind == .identifier && tree.token($0, is: names.systemFontCall) }),
              system + 4 < tokens.upperBound, tree.tokens[system + 1].kind == .leftParen,
              tree.token(system + 2, is: names.systemFontSizeLabel), tree.tokens[system + 3].kind == .colon,
              tree.tokens[system + 4].kind == .integerLiteral || tree.tokens[system + 4].kind == .floatLiteral,
              let points = Double(tree.text(system + 4))
        else { return nil }
        return names.pointSizeStyles.first { points <= $0.points }?.style
    }
}

/// What a button's or an alert action's closure does, read from its tokens: whether it does
/// nothing but open a place (navigate, present, set a presentation flag), and what it assigns.
/// Anything the reading does not recognise makes the closure an action like any other.
struct ActionClosures {
    let tree: SyntaxTree
    let names: ControlFormNames

    /// One assignment in a closure: the names of its target (`self` left out) and its value as
    /// written.
    struct Assignment: Equatable {
        var target: [String]
        var value: String
    }

    /// The handler closure of the call at `index`: its action closure (`action:` or the first
    /// unlabeled trailing closure) or its `handler:` argument.
    func handlerBody(ofCallAt index: Int) -> Range<Int>? {
        if let body = tree.actionBody(ofCallAt: index) { return body }
        for argument in tree.calls[index].arguments {
            guard let label = argument.label, names.handlerLabels.contains(label), let first = argument.value.first,
                  tree.tokens[first].kind == .leftBrace, argument.value.count >= 2 else { continue }
            return (argument.value.lowerBound + 1)..<(argument.value.upperBound - 1)
        }
        return nil
    }

    /// The first token of the statements of the closure whose inside is `body`: after its
    /// signature (`_ in`, `[self] action in`), as the parser reads closure parameters.
    func statementsStart(of body: Range<Int>) -> Int {
        let brace = body.lowerBound - 1
        guard brace >= 0, tree.tokens[brace].kind == .leftBrace else { return body.lowerBound }
        let reader = TokenReader(tokens: tree.tokens, bytes: tree.source.bytes)
        return min(max(reader.closureStatementsStart(after: brace), body.lowerBound), body.upperBound)
    }

    /// Whether the closure `body` of the call at `button` does nothing but open a place: every
    /// call in it (outside animation wrappers) navigates or presents (`router.route(to: …)`,
    /// `showPermissionsSheet()`, `path.append(…)`), every assignment sets a presentation flag to
    /// `true` (or, beside an opening, closes what is shown: `showViewOptions = false`), and nothing
    /// else is written. `inside` are the calls made in `body` (`SyntaxTree.calls(inActionBody:ofCallAt:)`).
    func opensAPlace(_ body: Range<Int>, ofCallAt button: Int, calls inside: [Int]) -> Bool {
        let start = statementsStart(of: body)
        guard start < body.upperBound else { return false }
        let tokens = tree.tokens
        var covered = [Bool](repeating: false, count: body.upperBound - start)
        func cover(_ range: ClosedRange<Int>) {
            for token in range where token >= start && token < body.upperBound { covered[token - start] = true }
        }
        var places = 0
        // The button and the animation wrappers in its body: a few, so a list.
        var holders: [Int] = [button]
        for index in inside {
            let call = tree.calls[index]
            // A call inside another's arguments builds its destination (`.userSecurity(…)`).
            guard let slot = call.parent, holders.contains(slot.call) else { continue }
            if slot.call != button, case .argument = slot.position { continue }
            if names.actionWrappers.contains(call.name), let firstClosure = call.trailingClosures.first {
                holders.append(index)
                cover(call.nameToken...(firstClosure.body.lowerBound - 1))
                for closure in call.trailingClosures { cover(closure.body.upperBound...closure.body.upperBound) }
                continue
            }
            guard isNavigation(call) else { return false }
            places += 1
            cover(receiverStart(of: call, from: start)...call.endToken)
        }
        for index in start..<body.upperBound where !covered[index - start] {
            guard tokens[index].kind == .operatorSymbol, tree.token(index, is: "="), index + 1 < body.upperBound,
                  tree.token(index + 1, is: "true") || tree.token(index + 1, is: "false") else { continue }
            let target = assignmentTarget(endingAt: index - 1, from: start)
            guard let last = target.names.last, isPresentationFlag(last) else { return false }
            cover(target.start...(index + 1))
            // Closing what is shown (the popover the button sits in) opens nothing by itself.
            if tree.token(index + 1, is: "true") { places += 1 }
        }
        for index in start..<body.upperBound where !covered[index - start] {
            switch tokens[index].kind {
            case .period, .semicolon: continue
            case .operatorSymbol where tree.token(index, is: "?") || tree.token(index, is: "!"): continue
            case .identifier where tree.token(index, is: "self") || tree.token(index, is: "try")
                || tree.token(index, is: "await"): continue
            default: return false
            }
        }
        return places > 0
    }

    /// Every assignment in `body` (`settings.buttonLayout = .left`, `layout = .grid`), in order.
    func assignments(in body: Range<Int>) -> [Assignment] {
        let start = statementsStart(of: body)
        let tokens = tree.tokens
        var found: [Assignment] = []
        for index in start..<body.upperBound where tokens[index].kind == .operatorSymbol && tree.token(index, is: "=") {
            let target = assignmentTarget(endingAt: index - 1, from: start)
            guard !target.names.isEmpty else { continue }
            // `let x = …` binds a name; it assigns nothing shared.
            if target.start > start, tokens[target.start - 1].keyword == .let || tokens[target.start - 1].keyword == .var {
                continue
            }
            var value: [String] = []
            var depth = 0
            var next = index + 1
            while next < body.upperBound {
                let kind = tokens[next].kind
                if depth == 0, tokens[next].isAtStartOfLine || kind == .semicolon || kind == .rightBrace { break }
                switch kind {
                case .leftParen, .leftBracket, .leftBrace: depth += 1
                case .rightParen, .rightBracket, .rightBrace: depth -= 1
                default: break
                }
                value.append(tree.text(next))
                next += 1
            }
            found.append(Assignment(target: target.names, value: value.joined()))
        }
        return found
    }

    /// The names of the member chain that ends at `end` (`self.settings.layout`), `self` left
    /// out, and where the chain starts; no names when `end` is not a name.
    private func assignmentTarget(endingAt end: Int, from start: Int) -> (names: [String], start: Int) {
        var names: [String] = []
        var first = end
        while first >= start, tree.tokens[first].kind == .identifier {
            if !tree.token(first, is: "self") { names.insert(tree.text(first), at: 0) }
            var before = first - 1
            while before >= start, tree.tokens[before].kind == .operatorSymbol,
                  tree.token(before, is: "?") || tree.token(before, is: "!") { before -= 1 }
            guard before - 1 >= start, tree.tokens[before].kind == .period,
                  tree.tokens[before - 1].kind == .identifier else { break }
            first = before - 1
        }
        return (first <= end && tree.tokens[first].kind == .identifier ? names : [], first)
    }

    /// Where the receiver chain of `call` starts (`router` in `router.route(to:)`), no earlier
    /// than `start`.
    private func receiverStart(of call: Call, from start: Int) -> Int {
        var first = call.nameToken
        while first - 2 >= start, tree.tokens[first - 1].kind == .period {
            var before = first - 2
            while before > start, tree.tokens[before].kind == .operatorSymbol,
                  tree.token(before, is: "?") || tree.token(before, is: "!") { before -= 1 }
            guard tree.tokens[before].kind == .identifier else { break }
            first = before
        }
        return first
    }

    /// A call that navigates or presents: its name's first word is a navigation word, or it
    /// appends to a navigation path.
    private func isNavigation(_ call: Call) -> Bool {
        if NameForms.firstWord(of: call.name, mayBeOneOf: names.navigationWords),
           let first = NameForms.lowercasedWords(of: call.name).first, names.navigationWords.contains(first) { return true }
        guard call.name == names.pathAppendCall, let receiver = call.receiver?.last else { return false }
        return receiver.lowercased().hasSuffix(names.pathReceiverEnding)
    }

    /// `showingErrorSheet`, `isPresented`, `isShowingSettings`: a flag that presents something.
    private func isPresentationFlag(_ name: String) -> Bool {
        guard NameForms.firstWord(of: name, mayBeOneOf: names.presentationFlagStarts.lazy.map { $0.first ?? "" })
        else { return false }
        let words = NameForms.lowercasedWords(of: name)
        return names.presentationFlagStarts.contains { start in
            guard words.count >= start.count, words.starts(with: start) else { return false }
            // A lone `show` names no flag; `isPresented` is one.
            return words.count > start.count || start.count > 1
        }
    }
}
