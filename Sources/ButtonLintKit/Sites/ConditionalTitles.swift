/// Titles built with a conditional of two literals in an interpolation:
/// `"\(isVisible ? "Hide" : "Show") Area"` is the title "Hide Area" or "Show Area", and each is
/// judged as people see it, rather than as a title that starts with an unknown word.
///
/// Only the plainest shape is read: one interpolation of the literal whose whole content is
/// `condition ? "…" : "…"` (a condition without strings, spaces around `?`, each branch a
/// terminated single-line literal with no interpolation of its own). Anything else stays one
/// opaque word.
extension TitleResolver {
    /// The titles of each branch of `title`'s conditional interpolation, each anchored at its
    /// branch's literal; empty when the title has none (or more than one).
    func branchTitles(of title: ResolvedTitle) -> [ResolvedTitle] {
        guard title.catalogKey == nil, title.origin == .literal || title.origin == .constant,
              title.text.text.unicodeScalars.contains(LiteralText.interpolationMarker),
              let literal = tree.lexed.literal(startingAt: title.anchor.lowerBound), literal.isTerminated
        else { return [] }
        var interpolations: [Range<Int>] = []
        for index in 0..<literal.segmentCount {
            if case .interpolation(let range) = literal.segment(at: index) { interpolations.append(range) }
        }
        // The markers in the text must be the interpolations, one for one, to find the conditional's.
        let markers = title.text.text.unicodeScalars.enumerated().filter { $0.element == LiteralText.interpolationMarker }.map(\.offset)
        guard markers.count == interpolations.count else { return [] }
        let conditionals = interpolations.indices.compactMap { index in branches(in: interpolations[index]).map { (index, $0) } }
        guard conditionals.count == 1, let (position, literals) = conditionals.first else { return [] }
        let source = tree.lexed.source
        var titles: [ResolvedTitle] = []
        for branch in literals {
            let text = LiteralText(branch, in: source)
            guard !text.text.unicodeScalars.contains(LiteralText.interpolationMarker) else { return [] }
            titles.append(ResolvedTitle(text: title.text.splicing(text, atScalar: markers[position]), origin: title.origin,
                                        anchor: branch.range, countInterpolations: title.countInterpolations))
        }
        return titles
    }

    /// The two branch literals of an interpolation written `\(condition ? "A" : "B")`; nil for any other.
    private func branches(in interpolation: Range<Int>) -> [StringLiteral]? {
        let bytes = tree.lexed.source.bytes
        // `\(` … `)`; a raw string's `\#(` is left alone.
        guard interpolation.count > 3, bytes[interpolation.lowerBound + 1] == UInt8(ascii: "("),
              bytes[interpolation.upperBound - 1] == UInt8(ascii: ")") else { return nil }
        let content = interpolation.lowerBound + 2..<interpolation.upperBound - 1
        guard let quote = content.first(where: { bytes[$0] == UInt8(ascii: "\"") }) else { return nil }
        // The condition: no string, no other `?` or `:`, and ` ? ` right before the first branch.
        var question = quote - 1
        while question > content.lowerBound, Self.isSpace(bytes[question]) { question -= 1 }
        guard question > content.lowerBound + 1, bytes[question] == UInt8(ascii: "?"), Self.isSpace(bytes[question - 1]),
              question + 1 < quote, !bytes[content.lowerBound..<question].contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: ":") })
        else { return nil }
        guard let first = plainLiteral(startingAt: quote) else { return nil }
        var index = first.range.upperBound
        while index < content.upperBound, Self.isSpace(bytes[index]) { index += 1 }
        guard index < content.upperBound, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        while index < content.upperBound, Self.isSpace(bytes[index]) { index += 1 }
        guard index < content.upperBound, let second = plainLiteral(startingAt: index) else { return nil }
        index = second.range.upperBound
        while index < content.upperBound, Self.isSpace(bytes[index]) { index += 1 }
        return index == content.upperBound ? [first, second] : nil
    }

    /// A terminated single-line literal starting at `offset`, with no interpolation.
    private func plainLiteral(startingAt offset: Int) -> StringLiteral? {
        guard let literal = tree.lexed.literal(startingAt: offset), literal.isTerminated, !literal.isMultiline else { return nil }
        for index in 0..<literal.segmentCount {
            if case .interpolation = literal.segment(at: index) { return nil }
        }
        return literal
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
