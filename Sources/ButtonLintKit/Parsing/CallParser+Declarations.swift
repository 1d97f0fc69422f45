/// A function declaration's parameter list being read: the names before the current parameter's
/// colon (`label name: Type`), and each finished parameter's label and name, as tokens.
struct OpenParameterList {
    var identifiers: [Int] = []
    var colonSeen = false
    var labels: [Int] = []
    var names: [Int] = []
}

extension SyntaxTreeBuilder {
    // MARK: - Keywords and names

    mutating func handleIdentifier(_ index: Int) {
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


    mutating func recordImport(after index: Int) {
        var next = index + 1
        if let kind = reader.keyword(at: next), kind != .import, next + 1 < tokens.count,
           tokens[next + 1].kind == .identifier {
            next += 1  // `import struct SwiftUI.Button`
        }
        guard next < tokens.count, tokens[next].kind == .identifier, !tokens[next].isAtStartOfLine else { return }
        imports.append(reader.text(next))
    }


    // MARK: - Parameter lists

    mutating func finishParameter() {
        let list = openParameterLists.count - 1
        let identifiers = openParameterLists[list].identifiers
        if let label = identifiers.first {
            openParameterLists[list].labels.append(label)
            openParameterLists[list].names.append(identifiers.count > 1 ? identifiers[1] : label)
        }
        openParameterLists[list].identifiers.removeAll(keepingCapacity: true)
        openParameterLists[list].colonSeen = false
    }


    /// Closes the innermost parameter list, its last parameter included, for the function pending
    /// in the frame around it.
    mutating func recordParameters() {
        finishParameter()
        let list = openParameterLists.removeLast()
        let top = frames.count - 1
        if case .function(let name, _, _)? = frames[top].pending {
            parameterLists.append((list.labels, list.names))
            frames[top].pending = .function(name: name, parameterList: parameterLists.count - 1, hasParameterList: true)
        }
    }

    /// Names bound by a pattern: `for (index, item) in`, `case let .named(title)`, `let (a, b) =`.
    /// They only make name resolution more careful, so every plain name up to the pattern's end counts.
    mutating func declarePatternNames(after index: Int) {
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

}
