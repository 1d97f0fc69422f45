/// Finds calls, scopes, bindings and member assignments in a token stream.
///
/// Lightweight on purpose: bracket structure plus the few keywords that decide what a `{` opens
/// (a type, a function, a statement block, or a closure). One pass, one explicit stack of open
/// brackets: no recursion, so 50,000 nested parentheses cost memory, not the call stack.
public enum CallParser {
    public static func parse(_ lexed: LexedFile) -> SyntaxTree {
        lexed.source.bytes.withUnsafeBufferPointer { bytes in
            var builder = SyntaxTreeBuilder(lexed: lexed, bytes: bytes)
            builder.run()
            builder.finishFrames()
            builder.attachCallParts()
            return SyntaxTree(lexed: lexed, calls: builder.calls, scopes: builder.scopes,
                              bindings: builder.bindings, assignments: builder.assignments,
                              blocks: builder.blocks, declaredNames: builder.declaredNames,
                              imports: builder.imports, statements: builder.finishedStatements(),
                              previewMacros: builder.previewMacros)
        }
    }
}

/// What the next `{` at a bracket level opens, decided by a keyword seen before it. Names are
/// kept as token positions and read when the brace comes (a declaration without a body, such as
/// a protocol requirement, makes no string): the frame holding it stays plain data.
private enum PendingBlock {
    /// The name follows the keyword (`struct A.B`).
    case type(keywordToken: Int)
    /// `parameterList` indexes the builder's `parameterLists` once the list has closed.
    case function(name: FunctionName, parameterList: Int?, hasParameterList: Bool)
    /// `var body: some View {`: the name's token.
    case property(nameToken: Int)
    case control(keyword: Keyword)
}

/// How a function's name is spelled: the token after `func`, or the keyword itself (`init`, `get`).
private enum FunctionName {
    case token(Int)
    case keyword(Keyword)
    /// `func` at the end of the file.
    case missing
}

/// One open bracket (or the file itself at the bottom of the stack). Plain data, copied and
/// dropped without reference counting: every `(`, `[` and `{` pushes one.
private struct Frame {
    enum Kind { case file, paren, bracket, brace }
    var kind: Kind
    var openToken: Int
    /// The call whose argument list (paren) or trailing closure (brace) this frame is.
    var ownCall: Int?
    var argumentIndex = 0
    var argumentStart = 0
    /// The token of the current argument's label, if it has one.
    var argumentLabelToken: Int?
    /// Where this call's finished arguments begin in the builder's `openArguments`.
    var argumentBase = 0
    var trailingIndex = 0
    /// For a trailing closure's brace: its place in the builder's `openedTrailingClosures`.
    var openedClosure = 0
    /// For frames that belong to no call: the slot of the nearest call around them.
    var inheritedSlot: CallSlot?
    var scope: Int
    /// The innermost statement block of this frame's scope that the frame is in.
    var block: Int?
    /// The scope this brace opened, closed with it.
    var ownScope: Int?
    var pending: PendingBlock?
    /// A function declaration's parameter list: labels and names are collected (in the builder's
    /// `openParameterLists`, innermost last), no calls are made.
    var isParameterList = false
    /// The first token of the statement being read in this brace (or the file), if one began.
    var statementStart: Int?
    /// That statement's place in the builder's `statements`.
    var statementSlot = 0
}

/// The open brackets, innermost last, in memory the stack manages itself: every token reads
/// the top frame and most write it, and an array checked its uniqueness on each write. Popping a
/// frame only lowers the count (the array's `removeLast` copied the frame out). `Frame` is plain
/// data, so frames are moved and dropped without deinitializing; `deallocate` ends the stack.
private struct FrameStack {
    private var frames: UnsafeMutablePointer<Frame>
    private var capacity = 32
    private(set) var count = 0

    init(_ bottom: Frame) {
        assert(_isPOD(Frame.self), "frames are dropped without deinitializing")
        frames = .allocate(capacity: capacity)
        append(bottom)
    }

    var indices: Range<Int> { 0..<count }

    subscript(index: Int) -> Frame {
        unsafeAddress {
            assert(index >= 0 && index < count, "frame index out of range")
            return UnsafePointer(frames + index)
        }
        nonmutating unsafeMutableAddress {
            assert(index >= 0 && index < count, "frame index out of range")
            return frames + index
        }
    }

    /// Inlined so the frame is built in its slot: called, it took the frame (some 200 bytes)
    /// by address and copied it in with a `memcpy`.
    @inline(__always)
    mutating func append(_ frame: Frame) {
        if count == capacity { grow() }
        (frames + count).initialize(to: frame)
        count += 1
    }

    @inline(never)  // rare: deep nesting only
    private mutating func grow() {
        let grown = UnsafeMutablePointer<Frame>.allocate(capacity: capacity * 2)
        grown.moveInitialize(from: frames, count: count)
        frames.deallocate()
        frames = grown
        capacity *= 2
    }

    mutating func removeLast() {
        precondition(count > 0, "no frame to pop")
        count -= 1
    }

    /// Frees the stack's memory; it is not used after.
    func deallocate() {
        frames.deallocate()
    }
}

/// A function declaration's parameter list being read: the names before the current parameter's
/// colon (`label name: Type`), and each finished parameter's label and name, as tokens.
private struct OpenParameterList {
    var identifiers: [Int] = []
    var colonSeen = false
    var labels: [Int] = []
    var names: [Int] = []
}

/// An argument as the parse finishes it: its label's token (-1 for none) and its value.
private struct OpenArgument {
    var labelToken: Int
    var start: Int
    var end: Int
}

/// A trailing closure as the parse opens it: its call, its label's token, its body.
private struct OpenedTrailingClosure {
    var call: Int32
    var labelToken: Int
    var body: Range<Int>
}

/// A binding or member assignment whose value is still being read.
private struct OpenValue {
    enum Target { case binding(Int), assignment(Int) }
    var target: Target
    var depth: Int
    var start: Int
}

private struct PendingBinding {
    var name: String
    var nameToken: Int
    var isConstant: Bool
    var depth: Int
}

private struct SyntaxTreeBuilder {
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

    private var frames: FrameStack
    /// Arguments of the calls whose parentheses are open, innermost call's last: a call's are
    /// moved to `finishedArguments` when its `)` closes them, so each call's stay together.
    private var openArguments: [OpenArgument] = []
    /// Arguments of closed calls, each call's together (its `arguments` are placed on them as it
    /// closes); moved into `partsStorage` when the parse ends.
    private var finishedArguments: [Argument] = []
    /// The lists every call's arguments and trailing closures are runs of, filled at the end.
    private let partsStorage = CallPartsStorage()
    /// Trailing closures as the parse opens them, with their call; each call's are in order.
    /// `attachCallParts` gathers them by call.
    private var openedTrailingClosures: [OpenedTrailingClosure] = []
    private var openParameterLists: [OpenParameterList] = []
    /// Closed parameter lists of function declarations, for `PendingBlock.function`.
    private var parameterLists: [(labels: [Int], names: [Int])] = []
    /// How many trailing closures each call has so far (a `label: {` follows the previous one).
    private var trailingClosureCounts: [Int32] = []
    private var openValues: [OpenValue] = []
    private var pendingBinding: PendingBinding?
    /// The `)` that just closed a call's arguments, so a following `{` is its trailing closure.
    private var lastClosedCall: (token: Int, call: Int)?
    /// A `label: {` after a trailing closure: the brace token, the call and the label.
    private var labeledTrailing: (brace: Int, call: Int, labelToken: Int)?

    init(lexed: LexedFile, bytes: UnsafeBufferPointer<UInt8>) {
        self.lexed = lexed
        self.tokens = lexed.tokens
        self.reader = TokenReader(tokens: lexed.tokens, bytes: bytes)
        self.scopes = []
        self.frames = FrameStack(Frame(kind: .file, openToken: -1, scope: 0))
        // Room for a usual file's calls and statements (a tenth of its tokens or fewer), capped
        // so a huge file grows its arrays as it needs them. Lists that outgrew these (scopes,
        // statements, bindings and declared names, grown from empty) were copied three or four
        // times in many files.
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
        // The file's scope, in the room just made (a one-element array literal was made and then
        // copied by the reservation).
        scopes.append(Scope(kind: .file, body: 0..<lexed.tokens.count, parent: nil, parameterNames: []))
    }

    // MARK: - Driver

    mutating func run() {
        var index = 0
        let count = tokens.count
        while index < count {
            let token = tokens[index]
            if token.kind == .poundDirective {
                // `#if os(iOS)` is transparent: skip the directive and its condition.
                index += 1
                while index < count, !tokens[index].isAtStartOfLine {
                    if tokens[index].kind == .poundKeyword { notePoundKeyword(index) }
                    index += 1
                }
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
        closeOpenValues(deeperThan: 0, end: count)
        while frames.count > 1 { popFrame(endingAt: count) }
        endStatement(in: 0, lastToken: count - 1)
    }

    /// Keeps a `#Preview` token (the tokens a run passes, the condition of `#if` included, are
    /// every token of the file).
    @inline(never)  // rare: kept out of the token loop
    private mutating func notePoundKeyword(_ index: Int) {
        if reader.spells(index, "#Preview") { previewMacros.append(index) }
    }

    /// Frees the bracket stack once the run is over.
    func finishFrames() {
        frames.deallocate()
    }

    /// Fills the lists the calls' arguments and trailing closures are runs of: arguments as
    /// their calls closed (each call's placed then), trailing closures by call, each call's in
    /// their order, placed on the calls that have any.
    mutating func attachCallParts() {
        let storage = partsStorage
        swap(&storage.arguments, &finishedArguments)
        let entries = openedTrailingClosures
        openedTrailingClosures = []
        guard !entries.isEmpty else { return }
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
        storage.trailingClosures = parts
    }


    /// Statements ordered by their first token, without those that ended before they held a token.
    mutating func finishedStatements() -> [StatementRange] {
        var kept = 0
        for index in statements.indices where statements[index].last >= statements[index].first {
            statements[kept] = statements[index]
            kept += 1
        }
        statements.removeLast(statements.count - kept)
        return statements
    }

    // MARK: - Statements

    /// A line that starts a new statement ends the values being read at this level (`index` is
    /// a token at the start of a line, not the first).
    private mutating func endStatementIfNeeded(at index: Int) {
        let token = tokens[index]
        if case .property = frames[frames.count - 1].pending { frames[frames.count - 1].pending = nil }
        switch token.kind {
        case .period, .operatorSymbol, .colon, .rightParen, .rightBracket, .rightBrace, .leftBrace: return
        default: break
        }
        let previous = tokens[index - 1].kind
        if previous == .operatorSymbol || previous == .comma || previous == .colon || previous == .period { return }
        if let binding = pendingBinding, binding.depth >= frames.count { pendingBinding = nil }
        closeOpenValues(deeperThan: frames.count - 1, end: index)
        endStatement(in: frames.count - 1, lastToken: index - 1)
    }

    /// Statements are read in the file and in braces, not inside parentheses or brackets.
    /// A statement's slot in `statements` is taken when it begins, so they come out ordered by
    /// their first token (a token begins at most one statement) with no sort; its end is filled
    /// in when it ends.
    private mutating func beginStatementIfNeeded(at index: Int, kind: TokenKind) {
        let top = frames.count - 1
        guard frames[top].statementStart == nil, kind != .rightBrace, kind != .semicolon,
              frames[top].kind == .file || frames[top].kind == .brace else { return }
        frames[top].statementStart = index
        frames[top].statementSlot = statements.count
        statements.append(StatementRange(first: index, last: index - 1))
    }

    private mutating func endStatement(in frame: Int, lastToken: Int) {
        guard let start = frames[frame].statementStart else { return }
        frames[frame].statementStart = nil
        if lastToken >= start { statements[frames[frame].statementSlot].last = lastToken }
    }

    /// Ends the values open deeper than `depth`. Tested before anything is touched: most calls
    /// find none, and a mutation in the same function made every call check (and copy, when
    /// empty) the binding and assignment arrays.
    @inline(__always)
    private mutating func closeOpenValues(deeperThan depth: Int, end: Int) {
        guard let open = openValues.last, open.depth > depth else { return }
        closeOpenValuesFound(deeperThan: depth, end: end)
    }

    @inline(never)
    private mutating func closeOpenValuesFound(deeperThan depth: Int, end: Int) {
        while let open = openValues.last, open.depth > depth {
            openValues.removeLast()
            let value = open.start..<max(open.start, end)
            switch open.target {
            case .binding(let index): bindings[index].value = value
            case .assignment(let index): assignments[index].value = value
            }
        }
    }

    private mutating func handleComma(_ index: Int) {
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

    // MARK: - Keywords and names

    private mutating func handleIdentifier(_ index: Int) {
        let top = frames.count - 1
        if frames[top].isParameterList {
            // Only the names before the parameter's colon: `label name: Type`.
            let list = openParameterLists.count - 1
            if !openParameterLists[list].colonSeen, openParameterLists[list].identifiers.count < 2 {
                openParameterLists[list].identifiers.append(index)
            }
            return
        }
        guard let keyword = reader.keyword(at: index), !reader.followsPeriod(index), !reader.isKind(index + 1, .colon) else { return }
        switch keyword {
        case .struct, .class, .enum, .extension, .actor, .protocol:
            if keyword == .class, let next = reader.keyword(at: index + 1), next != .class { return }
            frames[top].pending = .type(keywordToken: index)
        case .func:
            let name: FunctionName = index + 1 < tokens.count ? .token(index + 1) : .missing
            frames[top].pending = .function(name: name, parameterList: nil, hasParameterList: false)
        case .`init`, .subscript:
            frames[top].pending = .function(name: .keyword(keyword), parameterList: nil, hasParameterList: false)
        case .deinit:
            frames[top].pending = .function(name: .keyword(keyword), parameterList: nil, hasParameterList: true)
        case .get, .set, .willSet, .didSet:
            if reader.isKind(index + 1, .leftBrace) || reader.isKind(index + 1, .leftParen) {
                frames[top].pending = .function(name: .keyword(keyword), parameterList: nil, hasParameterList: true)
            }
        case .let, .var:
            guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier, reader.keyword(at: index + 1) == nil
            else {
                declarePatternNames(after: index)
                return
            }
            let name = reader.text(index + 1)
            declaredNames.append(index + 1)
            pendingBinding = PendingBinding(name: name, nameToken: index + 1, isConstant: keyword == .let,
                                            depth: frames.count)
            if frames[top].pending == nil { frames[top].pending = .property(nameToken: index + 1) }
        case .import:
            recordImport(after: index)
        case .if, .guard, .while, .for, .switch, .do, .else, .repeat, .defer, .catch:
            if keyword == .else { closeOpenValues(deeperThan: frames.count - 1, end: index) }
            if keyword == .for { declarePatternNames(after: index) }
            frames[top].pending = .control(keyword: keyword)
        default:
            break
        }
    }

    private mutating func handleEquals(_ index: Int) {
        let depth = frames.count
        let top = depth - 1
        if case .property = frames[top].pending { frames[top].pending = nil }
        if let binding = pendingBinding, binding.depth == depth {
            pendingBinding = nil
            bindings.append(Binding(name: binding.name, nameToken: binding.nameToken, isConstant: binding.isConstant,
                                    value: index + 1..<index + 1, scope: frames[top].scope,
                                    isTypeMember: isTypeScope(frames[top].scope)))
            openValues.append(OpenValue(target: .binding(bindings.count - 1), depth: depth, start: index + 1))
            return
        }
        // The chain is checked before its names are made: most `=` assign no member chain.
        guard let (start, count) = reader.memberChainStart(endingAt: index - 1), count >= 2 else { return }
        let before = start - 1
        let startsStatement = tokens[start].isAtStartOfLine || before < 0
            || reader.isKind(before, .leftBrace) || reader.isKind(before, .semicolon) || reader.keyword(at: before) == .in
        guard startsStatement else { return }
        let path = reader.memberChainNames(from: start, to: index - 1, count: count)
        assignments.append(MemberAssignment(target: path, targetStart: start, value: index + 1..<index + 1,
                                            scope: frames[top].scope))
        openValues.append(OpenValue(target: .assignment(assignments.count - 1), depth: depth, start: index + 1))
    }

    private mutating func recordImport(after index: Int) {
        var next = index + 1
        if let kind = reader.keyword(at: next), kind != .import, next + 1 < tokens.count,
           tokens[next + 1].kind == .identifier {
            next += 1  // `import struct SwiftUI.Button`
        }
        guard next < tokens.count, tokens[next].kind == .identifier, !tokens[next].isAtStartOfLine else { return }
        imports.append(reader.text(next))
    }


    // MARK: - Parameter lists

    private mutating func finishParameter() {
        let list = openParameterLists.count - 1
        let identifiers = openParameterLists[list].identifiers
        if let label = identifiers.first {
            openParameterLists[list].labels.append(label)
            openParameterLists[list].names.append(identifiers.count > 1 ? identifiers[1] : label)
        }
        openParameterLists[list].identifiers.removeAll(keepingCapacity: true)
        openParameterLists[list].colonSeen = false
    }

    // MARK: - Brackets

    private mutating func push(kind: Frame.Kind, at index: Int) {
        // Fields read one by one: a copy of the whole frame retains and releases each of its arrays.
        let top = frames.count - 1
        frames.append(Frame(kind: kind, openToken: index, inheritedSlot: currentSlot(), scope: frames[top].scope,
                            block: frames[top].block))
    }

    /// Makes the frame just pushed for `{` a statement block of its scope.
    private mutating func openBlock(_ keyword: Keyword, at index: Int) {
        let top = frames.count - 1
        let parent = frames[top].block
        let isLoop = keyword == .for || keyword == .while || keyword == .repeat
        let loopDepth = (parent.map { blocks[$0].loopDepth } ?? 0) + (isLoop ? 1 : 0)
        blocks.append(Block(keyword: keyword.rawValue, openToken: index, parent: parent, loopDepth: loopDepth,
                            scope: frames[top].scope))
        frames[top].block = blocks.count - 1
    }

    /// Names bound by a pattern: `for (index, item) in`, `case let .named(title)`, `let (a, b) =`.
    /// They only make name resolution more careful, so every plain name up to the pattern's end counts.
    private mutating func declarePatternNames(after index: Int) {
        var next = index + 1
        var depth = 0
        let limit = min(tokens.count, index + 64)
        while next < limit {
            let token = tokens[next]
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket:
                if depth == 0 { return }
                depth -= 1
            case .leftBrace, .rightBrace, .semicolon: return
            case .colon where depth == 0: return
            case .operatorSymbol where depth == 0 && reader.isSingleByte(next, "="): return
            case .identifier:
                if let keyword = reader.keyword(at: next) {
                    if keyword == .in { return }
                } else if !reader.followsPeriod(next) {
                    declaredNames.append(next)
                }
            default: break
            }
            if next > index + 1, token.isAtStartOfLine { return }
            next += 1
        }
    }

    private mutating func openParen(_ index: Int) {
        let top = frames.count - 1
        if case .function(let name, _, false)? = frames[top].pending {
            frames[top].pending = .function(name: name, parameterList: nil, hasParameterList: true)
            push(kind: .paren, at: index)
            frames[frames.count - 1].isParameterList = true
            frames[frames.count - 1].inheritedSlot = nil
            openParameterLists.append(OpenParameterList())
            return
        }
        guard let nameToken = reader.calleeName(before: index) else {
            push(kind: .paren, at: index)
            return
        }
        let call = makeCall(nameToken: nameToken, openParen: index)
        frames.append(Frame(kind: .paren, openToken: index, ownCall: call, argumentBase: openArguments.count,
                            scope: frames[top].scope))
        beginArgument(in: frames.count - 1, at: index + 1)
    }

    private mutating func openBrace(_ index: Int) {
        let top = frames.count - 1
        if let pending = frames[top].pending {
            frames[top].pending = nil
            switch pending {
            case .type(let keywordToken):
                let keyword = tokens[keywordToken].keyword?.rawValue ?? ""
                pushScope(.type(keyword: keyword, name: reader.typeName(after: keywordToken)), parameters: [], at: index, slot: nil)
                scopes[scopes.count - 1].inheritance = InheritanceClause.names(
                    in: lexed, declarationAt: keywordToken, brace: index)
            case .function(let name, let parameterList, _):
                // Made by `map`, each in one allocation of its final size (appends grew them).
                var labels: [String] = []
                var names: [String] = []
                if let parameterList {
                    let reader = reader
                    labels = parameterLists[parameterList].labels.map { reader.text($0) }
                    names = parameterLists[parameterList].names.map { reader.text($0) }
                }
                pushScope(.function(name: reader.text(of: name), argumentLabels: labels), parameters: names, at: index, slot: nil)
            case .property(let nameToken):
                pushScope(.function(name: reader.text(nameToken), argumentLabels: []), parameters: [], at: index, slot: nil)
            case .control(let keyword):
                closeOpenValues(deeperThan: frames.count - 1, end: index)
                push(kind: .brace, at: index)
                openBlock(keyword, at: index)
            }
            return
        }
        if let labeled = labeledTrailing, labeled.brace == index {
            labeledTrailing = nil
            pushTrailingClosure(of: labeled.call, labelToken: labeled.labelToken, at: index)
        } else if let closed = lastClosedCall, closed.token == index - 1 {
            pushTrailingClosure(of: closed.call, labelToken: nil, at: index)
        } else if let nameToken = reader.calleeName(before: index) {
            let call = makeCall(nameToken: nameToken, openParen: nil)
            pushTrailingClosure(of: call, labelToken: nil, at: index)
        } else {
            pushScope(.closure, parameters: reader.closureParameters(after: index), at: index, slot: currentSlot())
        }
    }

    /// The kind and parameters are taken over (`consuming`): borrowed, they were retained to be
    /// stored and released again by the caller, a pair per scope.
    private mutating func pushScope(_ kind: consuming Scope.Kind, parameters: consuming [String], at index: Int,
                                    slot: CallSlot?) {
        let parentScope = frames[frames.count - 1].scope
        scopes.append(Scope(kind: kind, body: index + 1..<index + 1, parent: parentScope, parameterNames: parameters))
        let scope = scopes.count - 1
        // A new scope starts outside any statement block.
        frames.append(Frame(kind: .brace, openToken: index, inheritedSlot: slot, scope: scope, block: nil,
                            ownScope: scope))
    }

    private mutating func pushTrailingClosure(of call: Int, labelToken: Int?, at index: Int) {
        openedTrailingClosures.append(OpenedTrailingClosure(call: Int32(call), labelToken: labelToken ?? -1,
                                                            body: index + 1..<index + 1))
        trailingClosureCounts[call] += 1
        pushScope(.closure, parameters: reader.closureParameters(after: index), at: index, slot: nil)
        frames[frames.count - 1].ownCall = call
        frames[frames.count - 1].trailingIndex = Int(trailingClosureCounts[call]) - 1
        frames[frames.count - 1].openedClosure = openedTrailingClosures.count - 1
    }

    private mutating func close(_ kind: Frame.Kind, at index: Int) {
        // A stray closer (unbalanced `#if` branches, broken code) is ignored rather than
        // allowed to unwind frames it does not belong to.
        // Only the few innermost frames are searched, so a run of stray closers stays linear.
        let searched = frames.indices.suffix(9)
        guard let match = searched.last(where: { frames[$0].kind == kind }), match > 0 else { return }
        while frames.count > match + 1 { popFrame(endingAt: index) }
        popFrame(endingAt: index)
    }

    private mutating func popFrame(endingAt index: Int) {
        let top = frames.count - 1
        closeOpenValues(deeperThan: top, end: index)
        endStatement(in: top, lastToken: index - 1)
        // The fields are read in place and the frame dropped: copying it out cost a `memcpy`
        // and an outlined copy per bracket.
        let kind = frames[top].kind
        let openToken = frames[top].openToken
        let ownCall = frames[top].ownCall
        if let scope = frames[top].ownScope { scopes[scope].body = openToken + 1..<index }
        lastClosedCall = nil
        if frames[top].isParameterList {
            frames.removeLast()
            recordParameters()
            return
        }
        guard let call = ownCall else {
            frames.removeLast()
            return
        }
        calls[call].endToken = min(index, tokens.count - 1)
        switch kind {
        case .paren:
            let argumentStart = frames[top].argumentStart
            let labelToken = frames[top].argumentLabelToken
            let base = frames[top].argumentBase
            frames.removeLast()
            if argumentStart < index || labelToken != nil {
                finishArgument(labelToken: labelToken, start: argumentStart, end: index)
            }
            closeArguments(of: call, from: base)
            lastClosedCall = (index, call)
        case .brace:
            let opened = frames[top].openedClosure
            frames.removeLast()
            openedTrailingClosures[opened].body = openToken + 1..<index
            if index + 3 < tokens.count, tokens[index + 1].kind == .identifier, tokens[index + 2].kind == .colon,
               tokens[index + 3].kind == .leftBrace {
                labeledTrailing = (index + 3, call, index + 1)
            }
        default:
            frames.removeLast()
        }
    }

    /// Moves a closed call's arguments (the last ones open, from `base`: its nested calls have
    /// moved theirs) to the finished ones.
    private mutating func closeArguments(of call: Int, from base: Int) {
        let count = openArguments.count - base
        guard count > 0 else { return }
        calls[call].placeArguments(finishedArguments.count..<finishedArguments.count + count)
        for position in base..<openArguments.count {
            let open = openArguments[position]
            finishedArguments.append(Argument(label: open.labelToken < 0 ? nil : reader.text(open.labelToken),
                                              value: open.start..<open.end))
        }
        // One `removeLast()` per argument: `removeLast(count)` went through the general range
        // removal and cost several times more.
        for _ in 0..<count { openArguments.removeLast() }
    }

    /// Closes the innermost parameter list, its last parameter included, for the function pending
    /// in the frame around it.
    private mutating func recordParameters() {
        finishParameter()
        let list = openParameterLists.removeLast()
        let top = frames.count - 1
        if case .function(let name, _, _)? = frames[top].pending {
            parameterLists.append((list.labels, list.names))
            frames[top].pending = .function(name: name, parameterList: parameterLists.count - 1, hasParameterList: true)
        }
    }

    // MARK: - Calls and arguments

    private mutating func currentSlot() -> CallSlot? {
        let top = frames.count - 1
        guard let call = frames[top].ownCall else { return frames[top].inheritedSlot }
        switch frames[top].kind {
        case .paren: return CallSlot(call: call, position: .argument(frames[top].argumentIndex))
        default: return CallSlot(call: call, position: .trailingClosure(frames[top].trailingIndex))
        }
    }

    private mutating func makeCall(nameToken: Int, openParen: Int?) -> Int {
        let (receiver, isImplicit) = reader.receiverChain(before: nameToken)
        calls.append(Call.parsed(name: reader.text(nameToken), nameToken: nameToken, receiver: receiver, isImplicitMember: isImplicit,
                          openParen: openParen, parts: partsStorage, endToken: openParen ?? nameToken, parent: currentSlot(),
                          scope: frames[frames.count - 1].scope, block: frames[frames.count - 1].block))
        trailingClosureCounts.append(0)
        return calls.count - 1
    }

    private mutating func beginArgument(in frame: Int, at index: Int) {
        if index + 1 < tokens.count, tokens[index].kind == .identifier, tokens[index + 1].kind == .colon {
            frames[frame].argumentLabelToken = index
            frames[frame].argumentStart = index + 2
        } else {
            frames[frame].argumentLabelToken = nil
            frames[frame].argumentStart = index
        }
    }

    private mutating func finishArgument(in frame: Int, end: Int) {
        guard frames[frame].ownCall != nil else { return }
        finishArgument(labelToken: frames[frame].argumentLabelToken, start: frames[frame].argumentStart, end: end)
    }

    /// An argument of the innermost open call.
    private mutating func finishArgument(labelToken: Int?, start: Int, end: Int) {
        openArguments.append(OpenArgument(labelToken: labelToken ?? -1, start: start, end: max(start, end)))
    }

    private mutating func isTypeScope(_ scope: Int) -> Bool {
        if case .type = scopes[scope].kind { true } else { false }
    }
}

/// Reads tokens for the builder. Its own small value, so the builder's many reads of a token
/// pass these two references rather than a copy of the whole builder (a non-mutating method of
/// the builder, called from a mutating one, copied it).
private struct TokenReader {
    let tokens: TokenList
    let bytes: UnsafeBufferPointer<UInt8>
    /// `ShortASCIIText.isAvailable`, read once per file.
    let makesInlineText = ShortASCIIText.isAvailable

    func typeName(after index: Int) -> String {
        var next = index + 1
        guard next < tokens.count, tokens[next].kind == .identifier else { return "" }
        // Usually one name: it is the type's name as it is, with no list of parts to join.
        var name = text(next)
        while isKind(next + 1, .period), next + 2 < tokens.count, tokens[next + 2].kind == .identifier {
            next += 2
            name += "." + text(next)
        }
        return name
    }

    /// The token naming the callee of a `(` or `{` at `index`, when it is a call.
    func calleeName(before index: Int) -> Int? {
        let name = index - 1
        // Swift reads `(` or `{` on a new line as a new expression, not as call syntax.
        guard name >= 0, !tokens[index].isAtStartOfLine else { return nil }
        switch tokens[name].kind {
        case .identifier:
            if name > 0, tokens[name - 1].kind == .atSign { return nil }
            if let keyword = keyword(at: name), !followsPeriod(name) {
                if keyword == .`init` { return nil }
                if !keyword.canNameCallee { return nil }
            }
            return name
        default:
            return nil
        }
    }

    /// The plain names before a callee: `self.alert.addAction` → `["self", "alert"]`; whether
    /// the call is an implicit member (`.destructive(…)`). The reader's, not the builder's: a
    /// non-mutating method of the builder copied the whole builder (some 380 bytes) per call.
    func receiverChain(before nameToken: Int) -> ([String]?, Bool) {
        guard isKind(nameToken - 1, .period) else { return ([], false) }
        let owner = nameToken - 2
        guard owner >= 0, isExpressionEnd(owner) else { return ([], true) }
        guard let (first, count) = memberChainStart(endingAt: owner) else { return (nil, false) }
        return (memberChainNames(from: first, to: owner, count: count), false)
    }

    /// Reads `a.b?.c` backwards from its last name: the first name's token and how many names
    /// the chain has; nil when the chain does not start with a plain name. Its names are made
    /// apart (`memberChainNames`), once the caller knows it wants them.
    func memberChainStart(endingAt last: Int) -> (first: Int, count: Int)? {
        var count = 0
        var index = last
        while index >= 0 {
            if tokens[index].kind == .operatorSymbol, isSingleByte(index, "?") || isSingleByte(index, "!") {
                index -= 1
                continue
            }
            guard tokens[index].kind == .identifier || tokens[index].kind == .dollarIdentifier else { return nil }
            count += 1
            guard isKind(index - 1, .period), index >= 2, isExpressionEnd(index - 2) else { break }
            index -= 2
        }
        guard count > 0 else { return nil }
        // The loop stops on a name: the chain's first.
        return (max(index, 0), count)
    }

    /// The `count` names of a chain from its first name's token to `last`.
    func memberChainNames(from first: Int, to last: Int, count: Int) -> [String] {
        // Between the first name and the last only names, periods and postfix `?`/`!` stand.
        var names: [String] = []
        names.reserveCapacity(count)
        for position in first...last
        where tokens[position].kind == .identifier || tokens[position].kind == .dollarIdentifier {
            names.append(text(position))
        }
        return names
    }

    /// Tokens that can end an expression, so a `.` after them is a member access.
    func isExpressionEnd(_ index: Int) -> Bool {
        switch tokens[index].kind {
        case .identifier:
            guard let keyword = keyword(at: index) else { return true }
            return keyword.canNameCallee || keyword == .true || keyword == .false || keyword == .nil
        case .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral,
             .rightParen, .rightBracket, .rightBrace:
            return true
        case .operatorSymbol:
            // A postfix `?` or `!` written against its operand: `a?.b`, `a!.b`.
            return (isSingleByte(index, "?") || isSingleByte(index, "!")) && index > 0
                && tokens[index - 1].end == tokens[index].start
        default:
            return false
        }
    }

    /// Parameter names of a closure: `{ [weak self] action, index in`, `{ (a: Int, b) -> Void in`.
    /// Anything else before an `in` (`{ for item in items`) means the closure has no parameter list.
    /// Most closures have none, so the list is read once to check it and the names made only then.
    func closureParameters(after brace: Int) -> [String] {
        var count = 0
        guard forEachClosureParameter(after: brace, { _ in count += 1 }) else { return [] }
        var names: [String] = []
        // Counted on the first reading: one allocation (appends grew the list from empty).
        names.reserveCapacity(count)
        _ = forEachClosureParameter(after: brace) { names.append(text($0)) }
        return names
    }

    /// Calls `body` with each parameter name's token; whether the closure has a parameter list.
    private func forEachClosureParameter(after brace: Int, _ body: (Int) -> Void) -> Bool {
        var index = brace + 1
        let limit = min(tokens.count, brace + 64)
        if isKind(index, .leftBracket) {
            // A capture list: skip to its closing bracket.
            var depth = 0
            while index < limit {
                if tokens[index].kind == .leftBracket { depth += 1 }
                if tokens[index].kind == .rightBracket { depth -= 1; if depth == 0 { break } }
                index += 1
            }
            index += 1
        }
        var nameCount = 0
        if isKind(index, .leftParen) {
            // `(a: Int, b)`: the first name of each parameter.
            var depth = 0
            var expectsName = true
            while index < limit {
                switch tokens[index].kind {
                case .leftParen, .leftBracket: depth += 1
                case .rightParen, .rightBracket: depth -= 1
                case .comma where depth == 1: expectsName = true
                case .identifier where depth == 1 && expectsName:
                    body(index)
                    nameCount += 1
                    expectsName = false
                default: break
                }
                index += 1
                if depth == 0 { break }
            }
        } else {
            // `a, b`: names separated by commas; nothing may stand between them and `in`.
            let first = index
            while index < limit, tokens[index].kind == .identifier, keyword(at: index) == nil {
                index += 1
                guard isKind(index, .comma) else { break }
                index += 1
            }
            guard keyword(at: index) == .in else { return false }
            var name = first
            while name < index {
                body(name)
                name += 2
            }
            return true
        }
        // After a parenthesized list, `async`, `throws` and `-> Type` may stand before `in`.
        while index < limit, keyword(at: index) != .in {
            switch tokens[index].kind {
            case .identifier, .operatorSymbol, .period, .leftParen, .rightParen, .leftBracket, .rightBracket,
                 .comma, .colon:
                guard !tokens[index].isAtStartOfLine else { return false }
                if let keyword = keyword(at: index), keyword != .async, keyword != .throws, keyword != .some,
                   keyword != .any, keyword != .rethrows { return false }
            default:
                return false
            }
            index += 1
        }
        return keyword(at: index) == .in && nameCount > 0
    }

    /// A trailing closure as the finished call holds it.
    func trailingClosure(_ entry: OpenedTrailingClosure) -> TrailingClosure {
        TrailingClosure(label: entry.labelToken < 0 ? nil : text(entry.labelToken), body: entry.body)
    }

    func text(_ index: Int) -> String {
        let token = tokens[index]
        let range = Int(token.start)..<Int(token.end)
        if range.count > 15 { return longText(range) }
        return ShortASCIIText.make(bytes, range: range, inline: makesInlineText)
    }

    /// A name of more than 15 bytes: the common ones shared, the rest made. Apart from `text`
    /// so its short path stays inlined where it is called.
    @inline(never)
    private func longText(_ range: Range<Int>) -> String {
        if let base = bytes.baseAddress, range.upperBound <= bytes.count,
           let common = CommonLongNames.name(at: UnsafeRawPointer(base + range.lowerBound), count: range.count) {
            return common
        }
        return ShortASCIIText.make(bytes, range: range, inline: makesInlineText)
    }

    func text(of name: FunctionName) -> String {
        switch name {
        case .token(let index): text(index)
        case .keyword(let keyword): keyword.rawValue
        case .missing: ""
        }
    }

    @inline(__always)
    func isKind(_ index: Int, _ kind: TokenKind) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == kind
    }

    @inline(__always)
    func followsPeriod(_ index: Int) -> Bool { isKind(index - 1, .period) }

    /// Whether the token at `index` is spelled `text` (ASCII), compared as bytes.
    func spells(_ index: Int, _ text: StaticString) -> Bool {
        let range = tokens[index].range
        guard range.count == text.utf8CodeUnitCount else { return false }
        let start = range.lowerBound
        for offset in 0..<text.utf8CodeUnitCount where bytes[start + offset] != text.utf8Start[offset] { return false }
        return true
    }

    @inline(__always)
    func isSingleByte(_ index: Int, _ byte: Unicode.Scalar) -> Bool {
        let token = tokens[index]
        return token.end == token.start + 1 && bytes[Int(token.start)] == UInt8(ascii: byte)
    }

    @inline(__always)
    func keyword(at index: Int) -> Keyword? {
        guard index >= 0, index < tokens.count else { return nil }
        return tokens[index].keyword
    }
}
