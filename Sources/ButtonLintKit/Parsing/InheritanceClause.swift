/// Reads a type declaration's inheritance clause, `class A<T>: B, Outer.C & D where T: E {`
/// → `["B", "Outer.C", "D"]`, so later stages ask the tree which types a declaration names
/// instead of re-reading its tokens.
enum InheritanceClause {
    /// `keyword`: the token of `class`/`struct`/`extension`…; `brace`: the `{` of its body.
    static func names(in lexed: LexedFile, declarationAt keyword: Int, brace: Int) -> [String] {
        let tokens = lexed.tokens
        func isKind(_ index: Int, _ kind: TokenKind) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].kind == kind
        }
        // The declared name: `Name` or `Outer.Name`.
        var index = keyword + 1
        while index < brace, isKind(index, .identifier) {
            index += 1
            guard isKind(index, .period) else { break }
            index += 1
        }
        index = afterGenericClause(from: index, before: brace, lexed: lexed)
        guard index < brace, isKind(index, .colon) else { return [] }
        return inheritedNames(in: index + 1..<brace, lexed: lexed)
    }

    private static func angleDepthChange(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ($1 == "<" ? 1 : $1 == ">" ? -1 : 0) }
    }

    private static func afterGenericClause(from start: Int, before end: Int, lexed: LexedFile) -> Int {
        let tokens = lexed.tokens
        guard start < end, tokens[start].kind == .operatorSymbol, lexed.text(of: tokens[start]).hasPrefix("<")
        else { return start }
        var depth = 0
        var index = start
        while index < end {
            if tokens[index].kind == .operatorSymbol {
                depth += angleDepthChange(Substring(lexed.text(of: tokens[index])))
                if depth <= 0 { return index + 1 }
            }
            index += 1
        }
        return index
    }

    private static func inheritedNames(in range: Range<Int>, lexed: LexedFile) -> [String] {
        let tokens = lexed.tokens
        var names: [String] = []
        var current: [String] = []
        var angleDepth = 0
        var index = range.lowerBound
        func finish() {
            if !current.isEmpty { names.append(current.joined(separator: ".")) }
            current = []
        }
        while index < range.upperBound {
            let kind = tokens[index].kind
            if kind == .operatorSymbol {
                let text = lexed.text(of: tokens[index])
                angleDepth += angleDepthChange(Substring(text))
                if angleDepth == 0, text == "&" { finish() }
            } else if angleDepth == 0 {
                switch kind {
                case .atSign:
                    index += 1  // `@unchecked Sendable`, `@MainActor`: skip the attribute's name
                case .comma:
                    finish()
                case .identifier:
                    let text = lexed.text(of: tokens[index])
                    if text == "where" {
                        finish()
                        return names
                    }
                    if index > 0, tokens[index - 1].kind == .period, !current.isEmpty {
                        current.append(text)
                    } else if current.isEmpty {
                        current = [text]
                    }
                default:
                    break
                }
            }
            index += 1
        }
        finish()
        return names
    }
}
