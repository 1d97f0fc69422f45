/// Finds calls, scopes, bindings and member assignments in a token stream.
///
/// Lightweight on purpose: bracket structure plus the few keywords that decide what a `{` opens
/// (a type, a function, a statement block, or a closure). One pass, one explicit stack of open
/// brackets: no recursion, so 50,000 nested parentheses cost memory, not the call stack.
///
/// The builder's work is split by concern: brackets and what a `{` opens
/// (`CallParser+Brackets`), calls and their arguments (below), declarations and
/// parameter lists (`CallParser+Declarations`), bindings, member assignments and statements
/// (`CallParser+Bindings`); `TokenReader` reads tokens for all of them.
enum CallParser {
    static func parse(_ lexed: LexedFile) -> SyntaxTree {
        var builder = SyntaxTreeBuilder(lexed: lexed)
        builder.run()
        builder.attachCallParts()
        return SyntaxTree(lexed: lexed, calls: builder.calls, scopes: builder.scopes,
                          bindings: builder.bindings, assignments: builder.assignments,
                          blocks: builder.blocks, declaredNames: builder.declaredNames,
                          imports: builder.imports, statements: builder.finishedStatements(),
                          previewMacros: builder.previewMacros,
                          conditionalRegions: builder.conditionalRegions.regions)
    }
}

/// The state of one parse: what the tree will hold, and what is open (brackets, arguments,
/// parameter lists, values) while the tokens are read in order.
struct SyntaxTreeBuilder {
    let lexed: LexedFile
    let tokens: TokenList
    let reader: TokenReader

    var calls: [Call] = []
    var scopes: [Scope]
    var bindings: [Binding] = []
    var assignments: [MemberAssignment] = []
    var blocks: [Block] = []
    /// Declared names (`let`/`var`, `for` and `case` pattern variables) as tokens, counted by
    /// the tree when asked.
    var declaredNames: [Int] = []
    var imports: [String] = []
    var statements: [StatementRange] = []
    /// `#Preview` tokens, for the preview bodies titles in them are skipped in.
    var previewMacros: [Int] = []
    /// The branches of `#if` chains, for the contexts and platforms their conditions name.
    var conditionalRegions = ConditionalRegionRecorder()

    /// The open brackets, innermost last; the file itself at the bottom.
    var frames: [Frame]
    /// Arguments of the calls whose parentheses are open, innermost call's last: a call's are
    /// moved to `finishedArguments` when its `)` closes them, so each call's stay together.
    var openArguments: [OpenArgument] = []
    /// Arguments of closed calls, each call's together (its `arguments` are placed on them as it
    /// closes); handed to the calls with their trailing closures when the parse ends.
    var finishedArguments: [Argument] = []
    /// Trailing closures as the parse opens them, with their call; each call's are in order.
    /// `attachCallParts` gathers them by call.
    var openedTrailingClosures: [OpenedTrailingClosure] = []
    var openParameterLists: [OpenParameterList] = []
    /// Closed parameter lists of function declarations, for `PendingBlock.function`.
    var parameterLists: [(labels: [Int], names: [Int])] = []
    /// How many trailing closures each call has so far (a `label: {` follows the previous one).
    var trailingClosureCounts: [Int32] = []
    var openValues: [OpenValue] = []
    var pendingBinding: PendingBinding?
    /// The `)` that just closed a call's arguments, so a following `{` is its trailing closure.
    var lastClosedCall: (token: Int, call: Int)?
    /// A `label: {` after a trailing closure: the brace token, the call and the label.
    var labeledTrailing: (brace: Int, call: Int, labelToken: Int)?

    init(lexed: LexedFile) {
        self.lexed = lexed
        self.tokens = lexed.tokens
        self.reader = TokenReader(tokens: lexed.tokens, bytes: lexed.source.bytes)
        self.scopes = []
        self.frames = [Frame(kind: .file, openToken: -1, scope: 0)]
        frames.reserveCapacity(32)
        // Room for a usual file's calls and statements (a tenth of its tokens or fewer), capped
        // so a huge file grows its arrays as it needs them.
        let expected = min(lexed.tokens.count / 8, 8192)
        calls.reserveCapacity(expected)
        trailingClosureCounts.reserveCapacity(expected)
        statements.reserveCapacity(expected * 2)
        finishedArguments.reserveCapacity(expected)
        openedTrailingClosures.reserveCapacity(expected / 2)
        scopes.reserveCapacity(expected)
        bindings.reserveCapacity(expected / 4)
        declaredNames.reserveCapacity(expected / 2)
        openArguments.reserveCapacity(16)
        // The file's scope, in the room just made.
        scopes.append(Scope(kind: .file, body: 0..<lexed.tokens.count, parent: nil, parameterNames: []))
    }

    // MARK: - Driver

    mutating func run() {
        var index = 0
        let count = tokens.count
        while index < count {
            let token = tokens[index]
            if token.kind == .poundDirective {
                // `#if os(iOS)` is transparent to calls: the directive and its condition are
                // skipped, and the branch is noted.
                let directive = index
                index += 1
                while index < count, !tokens[index].isAtStartOfLine {
                    if tokens[index].kind == .poundKeyword { notePoundKeyword(index) }
                    index += 1
                }
                noteDirective(directive, conditionEnd: index)
                continue
            }
            // Most tokens neither start a line nor begin a statement: test that here, call out rarely.
            if token.isAtStartOfLine, index > 0 { endStatementIfNeeded(at: index) }
            let top = frames.count - 1
            if frames[top].statementStart == nil, frames[top].kind == .brace || frames[top].kind == .file {
                beginStatementIfNeeded(at: index, kind: token.kind)
            }
            switch token.kind {
            case .identifier:
                // Most names are no keyword and stand outside a parameter list: nothing to do.
                if token.keyword != nil || frames[top].isParameterList { handleIdentifier(index) }
            case .operatorSymbol: if reader.isSingleByte(index, "=") { handleEquals(index) }
            case .comma: handleComma(index)
            case .colon: if frames[frames.count - 1].isParameterList { openParameterLists[openParameterLists.count - 1].colonSeen = true }
            case .semicolon:
                closeOpenValues(deeperThan: frames.count - 1, end: index)
                endStatement(in: frames.count - 1, lastToken: index - 1)
            case .leftParen: openParen(index)
            case .leftBracket: push(kind: .bracket, at: index)
            case .leftBrace: openBrace(index)
            case .rightParen: close(.paren, at: index)
            case .rightBracket: close(.bracket, at: index)
            case .rightBrace: close(.brace, at: index)
            case .poundKeyword: notePoundKeyword(index)
            default: break
            }
            index += 1
        }
        conditionalRegions.finish(at: lexed.source.bytes.count)
        closeOpenValues(deeperThan: 0, end: count)
        while frames.count > 1 { popFrame(endingAt: count) }
        endStatement(in: 0, lastToken: count - 1)
    }

    /// Notes the directive at `directive` whose condition runs to the token before `conditionEnd`:
    /// its condition is kept as its tokens' texts with no whitespace between them.
    @inline(never)  // rare: kept out of the token loop
    mutating func noteDirective(_ directive: Int, conditionEnd: Int) {
        var condition = ""
        for token in directive + 1 ..< conditionEnd { condition += reader.text(token) }
        conditionalRegions.note(reader.text(directive), condition: condition,
                                directiveStart: Int(tokens[directive].start),
                                lineEnd: Int(tokens[conditionEnd - 1].end))
    }

    /// Keeps a `#Preview` token (the tokens a run passes, the condition of `#if` included, are
    /// every token of the file).
    @inline(never)  // rare: kept out of the token loop
    mutating func notePoundKeyword(_ index: Int) {
        if reader.spells(index, "#Preview") { previewMacros.append(index) }
    }
}

/// Builds the regions as the parser passes the directives, innermost chain last.
struct ConditionalRegionRecorder {
    private(set) var regions: [ConditionalRegion] = []
    /// The open chains: the conditions met so far and where the current branch began.
    private var open: [(conditions: [String], condition: String, start: Int)] = []

    /// A directive `name` (`#if`, `#elseif`, `#else`, `#endif`) with its condition, whose line
    /// ends at byte `lineEnd`; `directiveStart` is where the directive begins.
    mutating func note(_ name: String, condition: String, directiveStart: Int, lineEnd: Int) {
        switch name {
        case "#if":
            open.append((conditions: [], condition: condition, start: lineEnd))
        case "#elseif", "#else":
            guard var chain = open.popLast() else { return }
            close(chain, at: directiveStart)
            chain.conditions.append(chain.condition)
            chain.condition = name == "#else" ? "" : condition
            chain.start = lineEnd
            open.append(chain)
        case "#endif":
            guard let chain = open.popLast() else { return }
            close(chain, at: directiveStart)
        default:
            break
        }
    }

    /// Closes the chains left open at the end of the file.
    mutating func finish(at end: Int) {
        while let chain = open.popLast() { close(chain, at: end) }
    }

    private mutating func close(_ chain: (conditions: [String], condition: String, start: Int), at end: Int) {
        guard end >= chain.start else { return }
        regions.append(ConditionalRegion(condition: chain.condition, earlierConditions: chain.conditions,
                                         bytes: chain.start..<end))
    }
}

/// An argument as the parse finishes it: its label's token (-1 for none) and its value.
struct OpenArgument {
    var labelToken: Int
    var start: Int
    var end: Int
}

/// A trailing closure as the parse opens it: its call, its label's token, its body.
struct OpenedTrailingClosure {
    var call: Int32
    var labelToken: Int
    var body: Range<Int>
}

extension SyntaxTreeBuilder {
    mutating func currentSlot() -> CallSlot? {
        let top = frames.count - 1
        guard let call = frames[top].ownCall else { return frames[top].inheritedSlot }
        switch frames[top].kind {
        case .paren: return CallSlot(call: call, position: .argument(frames[top].argumentIndex))
        default: return CallSlot(call: call, position: .trailingClosure(frames[top].trailingIndex))
        }
    }

    mutating func makeCall(nameToken: Int, openParen: Int?) -> Int {
        let (receiver, isImplicit) = reader.receiverChain(before: nameToken)
        calls.append(Call.parsed(name: reader.text(nameToken), nameToken: nameToken, receiver: receiver, isImplicitMember: isImplicit,
                          openParen: openParen, endToken: openParen ?? nameToken, parent: currentSlot(),
                          scope: frames[frames.count - 1].scope, block: frames[frames.count - 1].block))
        trailingClosureCounts.append(0)
        return calls.count - 1
    }

    mutating func beginArgument(in frame: Int, at index: Int) {
        if index + 1 < tokens.count, tokens[index].kind == .identifier, tokens[index + 1].kind == .colon {
            frames[frame].argumentLabelToken = index
            frames[frame].argumentStart = index + 2
        } else {
            frames[frame].argumentLabelToken = nil
            frames[frame].argumentStart = index
        }
    }

    mutating func finishArgument(in frame: Int, end: Int) {
        guard frames[frame].ownCall != nil else { return }
        finishArgument(labelToken: frames[frame].argumentLabelToken, start: frames[frame].argumentStart, end: end)
    }

    /// An argument of the innermost open call.
    mutating func finishArgument(labelToken: Int?, start: Int, end: Int) {
        openArguments.append(OpenArgument(labelToken: labelToken ?? -1, start: start, end: max(start, end)))
    }

    mutating func handleComma(_ index: Int) {
        closeOpenValues(deeperThan: frames.count - 1, end: index)
        let top = frames.count - 1
        if frames[top].isParameterList {
            finishParameter()
        } else if frames[top].kind == .paren, frames[top].ownCall != nil {
            finishArgument(in: top, end: index)
            frames[top].argumentIndex += 1
            beginArgument(in: top, at: index + 1)
        }
    }

    /// Moves a closed call's arguments (the last ones open, from `base`: its nested calls have
    /// moved theirs) to the finished ones.
    mutating func closeArguments(of call: Int, from base: Int) {
        let count = openArguments.count - base
        guard count > 0 else { return }
        calls[call].placeArguments(finishedArguments.count..<finishedArguments.count + count)
        for position in base..<openArguments.count {
            let open = openArguments[position]
            finishedArguments.append(Argument(label: open.labelToken < 0 ? nil : reader.text(open.labelToken),
                                              value: open.start..<open.end))
        }
        // One `removeLast()` per argument: `removeLast(count)` goes through the general range
        // removal, several times slower for the few arguments a call has.
        for _ in 0..<count { openArguments.removeLast() }
    }

    /// Makes the lists the calls' arguments and trailing closures are runs of and hands them to
    /// the calls that have any: arguments as their calls closed (each call's run placed then),
    /// trailing closures gathered by call, each call's in their order.
    mutating func attachCallParts() {
        let closures = trailingClosuresByCall()
        let storage = CallPartsStorage(arguments: finishedArguments, trailingClosures: closures)
        finishedArguments = []
        for index in calls.indices where calls[index].hasParts { calls[index].attachParts(storage) }
    }

    /// The trailing closures gathered by call, each call's in order, with each call's run placed.
    private mutating func trailingClosuresByCall() -> [TrailingClosure] {
        let entries = openedTrailingClosures
        openedTrailingClosures = []
        guard !entries.isEmpty else { return [] }
        var parts: [TrailingClosure] = []
        parts.reserveCapacity(entries.count)
        if entries.indices.dropFirst().allSatisfy({ entries[$0 - 1].call <= entries[$0].call }) {
            // Already by call (a call's later closure rarely follows closures of calls nested in
            // its earlier one): each call's are a run, placed as it ends, with no table of starts.
            var runStart = 0
            for (position, entry) in entries.enumerated() {
                parts.append(reader.trailingClosure(entry))
                if position + 1 == entries.count || entries[position + 1].call != entry.call {
                    calls[Int(entry.call)].placeTrailingClosures(runStart..<position + 1)
                    runStart = position + 1
                }
            }
        } else {
            // Gathered by call with a counting sort, so each call's stay in order: `starts[call]`
            // is where the call's begin.
            var starts = [Int](repeating: 0, count: calls.count + 1)
            for entry in entries { starts[Int(entry.call) + 1] += 1 }
            for index in calls.indices { starts[index + 1] += starts[index] }
            var next = starts
            var order = Array(entries.indices)
            for (position, entry) in entries.enumerated() {
                order[next[Int(entry.call)]] = position
                next[Int(entry.call)] += 1
            }
            for position in order { parts.append(reader.trailingClosure(entries[position])) }
            for index in calls.indices where trailingClosureCounts[index] > 0 {
                calls[index].placeTrailingClosures(starts[index]..<starts[index + 1])
            }
        }
        return parts
    }
}
