/// Where a file's SwiftUI previews are: `#Preview { … }` bodies and the `previews` property of a
/// type (a `PreviewProvider`). Titles there are sample data ("Hello World", "Disabled"), not
/// the app's copy, so the linter skips them unless the configuration says `previews: check`.
enum PreviewBodies {
    /// Byte ranges of every preview body, in source order.
    static func ranges(in tree: SyntaxTree) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let tokens = tree.tokens
        // The parser noted the `#Preview` tokens as it passed them; a tree made otherwise is scanned.
        let macros = tree.previewMacros
            ?? tokens.indices.filter { tokens[$0].kind == .poundKeyword && tree.token($0, is: "#Preview") }
        for index in macros {
            if let body = macroBody(after: index, in: tree) { ranges.append(body) }
        }
        // Scopes read in place: a copy of each retains and releases its names and lists.
        let scopes = tree.scopes
        for index in scopes.indices {
            guard case .function(let name, _) = scopes[index].kind, name == "previews",
                  let parent = scopes[index].parent, case .type = scopes[parent].kind else { continue }
            let body = scopes[index].body
            guard !body.isEmpty || body.lowerBound > 0 else { continue }
            // The body's tokens lie between the braces: from the `{` to the `}` in bytes.
            let open = body.lowerBound - 1
            let close = min(body.upperBound, tokens.count - 1)
            guard open >= 0 else { continue }
            ranges.append(Int(tokens[open].start)..<Int(tokens[close].end))
        }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// `#Preview("Name", traits: …) { body }`: from the first `{` after the arguments to its `}`.
    private static func macroBody(after macro: Int, in tree: SyntaxTree) -> Range<Int>? {
        let tokens = tree.tokens
        var index = macro + 1
        var depth = 0
        // Skip the parenthesized arguments, if any.
        if index < tokens.count, tokens[index].kind == .leftParen {
            repeat {
                if tokens[index].kind == .leftParen { depth += 1 }
                if tokens[index].kind == .rightParen { depth -= 1 }
                index += 1
            } while index < tokens.count && depth > 0
        }
        guard index < tokens.count, tokens[index].kind == .leftBrace else { return nil }
        let start = Int(tokens[index].start)
        depth = 0
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 { return start..<Int(tokens[index].end) }
            default: break
            }
            index += 1
        }
        return start..<tree.source.bytes.count
    }
}
