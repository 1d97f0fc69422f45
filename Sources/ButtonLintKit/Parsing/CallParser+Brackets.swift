/// What the next `{` at a bracket level opens, decided by a keyword seen before it. Names are
/// kept as token positions and read when the brace comes (a declaration without a body, such as
/// a protocol requirement, makes no string): the frame holding it stays plain data.
enum PendingBlock {
    /// The name follows the keyword (`struct A.B`).
    case type(keywordToken: Int)
    /// `parameterList` indexes the builder's `parameterLists` once the list has closed.
    case function(name: FunctionName, parameterList: Int?, hasParameterList: Bool)
    /// `var body: some View {`: the name's token.
    case property(nameToken: Int)
    case control(keyword: Keyword)
}

/// How a function's name is spelled: the token after `func`, or the keyword itself (`init`, `get`).
enum FunctionName {
    case token(Int)
    case keyword(Keyword)
    /// `func` at the end of the file.
    case missing
}

/// One open bracket (or the file itself at the bottom of the stack). Every `(`, `[` and `{`
/// pushes one; it is plain data, with no reference to count.
struct Frame {
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

extension SyntaxTreeBuilder {
    // MARK: - Brackets

    /// A bracket that belongs to no call: its calls take the slot of the nearest call around it.
    mutating func push(kind: Frame.Kind, at index: Int) {
        let top = frames.count - 1
        frames.append(Frame(kind: kind, openToken: index, inheritedSlot: currentSlot(), scope: frames[top].scope,
                            block: frames[top].block))
    }

    /// Makes the frame just pushed for `{` a statement block of its scope.
    mutating func openBlock(_ keyword: Keyword, at index: Int) {
        let top = frames.count - 1
        let parent = frames[top].block
        let isLoop = keyword == .for || keyword == .while || keyword == .repeat
        let loopDepth = (parent.map { blocks[$0].loopDepth } ?? 0) + (isLoop ? 1 : 0)
        blocks.append(Block(keyword: keyword.rawValue, openToken: index, parent: parent, loopDepth: loopDepth,
                            scope: frames[top].scope))
        frames[top].block = blocks.count - 1
    }

    /// `(`: a function declaration's parameter list, a call's arguments, or a plain parenthesis.
    mutating func openParen(_ index: Int) {
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

    /// `{`: what a keyword before it announced (a type, a function or accessor, a statement
    /// block), else a trailing closure of a call, else a plain closure.
    mutating func openBrace(_ index: Int) {
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

    /// Opens a scope's brace. The kind and parameters are taken over (`consuming`): they are
    /// stored, not copied.
    mutating func pushScope(_ kind: consuming Scope.Kind, parameters: consuming [String], at index: Int,
                            slot: CallSlot?) {
        let parentScope = frames[frames.count - 1].scope
        scopes.append(Scope(kind: kind, body: index + 1..<index + 1, parent: parentScope, parameterNames: parameters))
        let scope = scopes.count - 1
        // A new scope starts outside any statement block.
        frames.append(Frame(kind: .brace, openToken: index, inheritedSlot: slot, scope: scope, block: nil,
                            ownScope: scope))
    }

    /// Opens a trailing closure of `call`, its scope and frame.
    mutating func pushTrailingClosure(of call: Int, labelToken: Int?, at index: Int) {
        openedTrailingClosures.append(OpenedTrailingClosure(call: Int32(call), labelToken: labelToken ?? -1,
                                                            body: index + 1..<index + 1))
        trailingClosureCounts[call] += 1
        pushScope(.closure, parameters: reader.closureParameters(after: index), at: index, slot: nil)
        frames[frames.count - 1].ownCall = call
        frames[frames.count - 1].trailingIndex = Int(trailingClosureCounts[call]) - 1
        frames[frames.count - 1].openedClosure = openedTrailingClosures.count - 1
    }

    /// A closing bracket: closes frames up to the innermost one of its kind.
    mutating func close(_ kind: Frame.Kind, at index: Int) {
        // A stray closer (unbalanced `#if` branches, broken code) is ignored rather than
        // allowed to unwind frames it does not belong to.
        // Only the few innermost frames are searched, so a run of stray closers stays linear.
        let searched = frames.indices.suffix(9)
        guard let match = searched.last(where: { frames[$0].kind == kind }), match > 0 else { return }
        while frames.count > match + 1 { popFrame(endingAt: index) }
        popFrame(endingAt: index)
    }

    /// Closes the innermost frame at `index`: its values, its statement, its scope's body, and
    /// the parameter list, argument list or trailing closure it was.
    mutating func popFrame(endingAt index: Int) {
        let top = frames.count - 1
        closeOpenValues(deeperThan: top, end: index)
        endStatement(in: top, lastToken: index - 1)
        // The fields are read in place and the frame dropped: copying the whole frame out costs
        // a copy of every field per bracket.
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
}
