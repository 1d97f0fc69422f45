/// Decides, token by token, where `PartedAnalysis` cuts a file, and hands over each part with the
/// heads of the bodies open at its cut. Keeps only the tokens, literals and comments since the
/// last cut. Sets `refused` as soon as it meets what makes the file's statements bear on one
/// another (see `PartedAnalysis`), and the file is then analysed whole.
struct PartPlanner {
    /// A part ready for the normal stages: its tokens behind the heads in front of it.
    struct Part {
        var lexed: LexedFile
        /// Where the part's own bytes start; the heads lie before.
        var ownedStart: Int
    }

    /// One open bracket; braces and the file are bodies, whose statements a cut may fall between.
    private struct Frame {
        var kind: TokenKind
        var open: Int
        /// The first token of the statement being read in this body, if one began.
        var statementStart: Int?
        var isImportStatement = false
        /// Whether cuts may fall in this body (when they may in every body around it).
        var isCuttable: Bool
        /// From the first token of the statement that opened the body to its brace.
        var head: [Token] = []
        var headLiterals: [StringLiteral] = []

        var isBody: Bool { kind == .leftBrace }
    }

    private(set) var refused = false
    private let source: SourceFile
    private let limits: PartingLimits

    /// Tokens since the last cut; `base` is the index in the file of the first.
    private var tokens: [Token] = []
    private var base = 0
    /// Literals and comments from the last cut's offset on, in file order.
    private var literals: [StringLiteral] = []
    private var comments: [Comment] = []
    /// The token not yet taken in, waiting for the one after it.
    private var held: Token?
    private var previous: Token?
    private var frames = [Frame(kind: .leftBrace, open: -1, isCuttable: true)]
    private var bracketsInBodies = 0
    private var uncuttableBodies = 0
    /// The file's `import` statements (before the first cut), given to every later part.
    private var importRanges: [ClosedRange<Int>] = []
    private var imports: [Token] = []
    private var cuts = 0
    /// Whether the token taken last closed a body that a cut fell in.
    private var closesCutStack = false
    /// What stands in front of the part being gathered, and where its own bytes start.
    private var prefix: [Token] = []
    private var prefixLiterals: [StringLiteral] = []
    private var ownedStart = 0

    /// Heads longer than this are not repeated: no cut inside their bodies.
    private static let maximumHeadTokens = 256
    private static let declarationKeywords: Set<Keyword> = [
        .struct, .class, .enum, .extension, .actor, .protocol, .func, .`init`, .var,
    ]
    private static let modifierKeywords: Set<Keyword> = [
        .static, .private, .public, .internal, .fileprivate, .open, .final, .override, .mutating,
        .nonmutating, .lazy, .nonisolated, .package, .indirect, .convenience, .required, .dynamic,
    ]

    init(source: SourceFile, limits: PartingLimits) {
        self.source = source
        self.limits = limits
    }

    /// Takes in a window's literals and comments, before its tokens.
    mutating func add(literals windowLiterals: LiteralList, comments windowComments: [Comment]) {
        literals.append(contentsOf: windowLiterals)
        comments.append(contentsOf: windowComments)
    }

    /// Takes in the file's next token; a part when a cut falls before the token held until now.
    mutating func take(_ token: Token) -> Part? {
        defer { held = token }
        guard let current = held, !refused else { return nil }
        return process(current, next: token)
    }

    /// The last parts, at the end of the file; nil when refused.
    mutating func finish() -> [Part]? {
        var parts: [Part] = []
        if let current = held, !refused {
            held = nil
            if let part = process(current, next: nil) { parts.append(part) }
        }
        guard !refused else { return nil }
        parts.append(part(upTo: tokens.count, end: source.bytes.count))
        return parts
    }

    // MARK: - Reading tokens

    private mutating func process(_ token: Token, next: Token?) -> Part? {
        let index = base + tokens.count
        guard !isRelating(token, next: next) else {
            refused = true
            return nil
        }
        var cut: Part?
        let top = frames.count - 1
        if frames[top].isBody, startsStatement(token, in: frames[top]) {
            endStatement(in: top, lastToken: index - 1)
            if tokens.count >= limits.partTokens, mayCut(before: token, at: index, next: next) {
                cut = makeCut(before: index, at: Int(token.start))
            }
            frames[top].statementStart = index
        }
        // A style after a stack that a cut fell in (`VStack { … }.buttonStyle(.link)`,
        // `.labelStyle(.iconOnly)`) styles the buttons of the parts already analysed, which did
        // not see it.
        if closesCutStack, token.kind == .period, let next, next.kind == .identifier,
           ControlFormNames.standard.stylesContents(modifier: source.text(next.range)) {
            refused = true
            return cut
        }
        closesCutStack = token.kind == .rightBrace && frames[top].isBody && frames[top].isCuttable && frames[top].open < base
        if token.keyword == .import {
            // Every part needs the imports: so they must come before the first cut, at the top level.
            guard frames.count == 1, cuts == 0 else {
                refused = true
                return cut
            }
            frames[0].isImportStatement = true
        }
        tokens.append(token)
        previous = token
        readBracket(token, at: index)
        if tokens.count > limits.maximumPendingTokens { refused = true }
        return cut
    }

    /// A token that lets one statement bear on another: an assignment or initial value, a member
    /// of a lowercase name (`alert.addAction`, `self.title`), or a compile-time condition.
    private func isRelating(_ token: Token, next: Token?) -> Bool {
        switch token.kind {
        case .poundDirective: return true
        case .operatorSymbol: return Self.isAssignment(source.bytes[token.range])
        case .identifier where token.keyword == nil, .dollarIdentifier:
            guard next?.kind == .period else { return false }
            let first = source.bytes[token.range.lowerBound]
            return !(first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z"))
        default: return false
        }
    }

    /// `=`, `+=`, `??=` and the like; not `==`, `!=`, `<=`, `>=`, `===`, `!==`.
    private static func isAssignment(_ spelling: ArraySlice<UInt8>) -> Bool {
        guard spelling.last == UInt8(ascii: "=") else { return false }
        guard spelling.count > 1 else { return true }
        let before = spelling[spelling.endIndex - 2]
        return !"=!<>".utf8.contains(before)
    }

    /// As the call parser reads statements: the first token of a body, or a token on a new line
    /// that does not carry the previous line on.
    private func startsStatement(_ token: Token, in body: Frame) -> Bool {
        switch token.kind {
        case .rightBrace, .semicolon: return false
        case .period, .operatorSymbol, .colon, .rightParen, .rightBracket, .leftBrace:
            return body.statementStart == nil
        default: break
        }
        if body.statementStart == nil { return true }
        guard token.isAtStartOfLine, let previous else { return false }
        switch previous.kind {
        case .operatorSymbol, .comma, .colon, .period: return false
        default: return true
        }
    }

    private mutating func readBracket(_ token: Token, at index: Int) {
        let top = frames.count - 1
        switch token.kind {
        case .leftBrace:
            openBody(at: index)
        case .leftParen, .leftBracket:
            frames.append(Frame(kind: token.kind, open: index, isCuttable: false))
            bracketsInBodies += 1
        case .rightParen, .rightBracket, .rightBrace:
            let opening: TokenKind = token.kind == .rightParen ? .leftParen
                : token.kind == .rightBracket ? .leftBracket : .leftBrace
            guard top > 0, frames[top].kind == opening else {
                refused = true
                return
            }
            if frames[top].isBody {
                endStatement(in: top, lastToken: index - 1)
                if !frames[top].isCuttable { uncuttableBodies -= 1 }
            } else {
                bracketsInBodies -= 1
            }
            frames.removeLast()
        case .semicolon where frames[top].isBody:
            endStatement(in: top, lastToken: index)
            frames[top].statementStart = nil
        case .identifier where token.keyword == .`in`:
            // `{ item in`: the closure's parameters are in its first statement, which later parts lack.
            if frames[top].isBody, top > 0, frames[top].statementStart == frames[top].open + 1, frames[top].isCuttable {
                frames[top].isCuttable = false
                uncuttableBodies += 1
            }
        default: break
        }
    }

    /// A `{`: cuts may fall in its body when its head is short, still held, and opens a type, a
    /// function, a computed property or a layout container.
    private mutating func openBody(at index: Int) {
        var frame = Frame(kind: .leftBrace, open: index, isCuttable: false)
        let parent = frames[frames.count - 1]
        if parent.isBody, bracketsInBodies == 0, uncuttableBodies == 0, let start = parent.statementStart,
           start >= base, index - start < Self.maximumHeadTokens {
            let head = Array(tokens[(start - base)...])
            if isCuttableHead(head) {
                frame.isCuttable = true
                frame.head = head
                frame.headLiterals = Array(literals[literalRange(from: Int(head[0].start), to: Int(head[head.count - 1].end))])
            }
        }
        if !frame.isCuttable { uncuttableBodies += 1 }
        frames.append(frame)
    }

    private func isCuttableHead(_ head: [Token]) -> Bool {
        let brace = head.count - 1
        var index = 0
        while index < brace {
            if head[index].kind == .atSign {
                index += 2
                if index < brace, head[index].kind == .leftParen, let close = closingParen(in: head, from: index) {
                    index = close + 1
                }
            } else if let keyword = head[index].keyword, Self.modifierKeywords.contains(keyword) {
                index += 1
            } else {
                break
            }
        }
        guard index < brace else { return false }
        if let keyword = head[index].keyword { return Self.declarationKeywords.contains(keyword) }
        guard head[index].kind == .identifier,
              PartedAnalysis.containers.contains(source.text(head[index].range)) else { return false }
        if index + 1 == brace { return true }
        return head[index + 1].kind == .leftParen && closingParen(in: head, from: index + 1) == brace - 1
    }

    private func closingParen(in head: [Token], from open: Int) -> Int? {
        var depth = 0
        for index in open..<head.count {
            if head[index].kind == .leftParen { depth += 1 }
            if head[index].kind == .rightParen {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    private mutating func endStatement(in frame: Int, lastToken: Int) {
        guard let start = frames[frame].statementStart else { return }
        if frames[frame].isImportStatement, lastToken >= start {
            importRanges.append(start...lastToken)
        }
        frames[frame].isImportStatement = false
    }

    // MARK: - Cutting

    private func mayCut(before token: Token, at index: Int, next: Token?) -> Bool {
        guard bracketsInBodies == 0, uncuttableBodies == 0, index - 1 != frames[frames.count - 1].open,
              next?.kind != .colon, !frames[0].isImportStatement
        else { return false }
        guard token.kind == .identifier else { return false }
        return token.keyword == nil || Self.declarationKeywords.contains(token.keyword!)
    }

    /// Hands over the tokens before `index` as a part and starts the next one there.
    private mutating func makeCut(before index: Int, at offset: Int) -> Part {
        if cuts == 0 {
            imports = importRanges.flatMap { range in tokens[(range.lowerBound - base)...(range.upperBound - base)] }
        }
        let part = part(upTo: index - base, end: offset)
        cuts += 1
        base = index
        ownedStart = offset
        prefix = imports
        prefixLiterals = []
        for frame in frames.dropFirst() {
            prefix += frame.head
            prefixLiterals += frame.headLiterals
        }
        return part
    }

    /// The part made of the prefix and the first `count` tokens held, which end before `end`;
    /// those are dropped with their literals and comments.
    private mutating func part(upTo count: Int, end: Int) -> Part {
        let literalEnd = literalRange(from: 0, to: end).upperBound
        let commentEnd = comments.partitioningIndex { $0.range.lowerBound >= end }
        let lexed = LexedFile(source: source, tokens: TokenList(prefix + tokens[..<count]),
                              comments: Array(comments[..<commentEnd]),
                              literals: LiteralList(prefixLiterals + literals[..<literalEnd]), diagnostics: [])
        tokens.removeFirst(count)
        literals.removeFirst(literalEnd)
        comments.removeFirst(commentEnd)
        return Part(lexed: lexed, ownedStart: ownedStart)
    }

    /// The held literals that start in `start..<end` (they are in file order).
    private func literalRange(from start: Int, to end: Int) -> Range<Int> {
        let first = literals.partitioningIndex { $0.range.lowerBound >= start }
        let last = literals.partitioningIndex { $0.range.lowerBound >= end }
        return first..<max(first, last)
    }
}

extension Array {
    /// The first index whose element satisfies `belongsToSecondHalf`, for an array already
    /// partitioned by it (every element satisfying it after every one that does not).
    func partitioningIndex(where belongsToSecondHalf: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if belongsToSecondHalf(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
