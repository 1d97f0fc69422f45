/// printf-style format specifiers in localized titles (`%@`, `%d`, `%1$@`, `%lld`, `%.2f`,
/// stringsdict's `%#@files@`): they stand for a runtime value, so the title rules treat each as
/// one opaque word, like an interpolation.
enum FormatSpecifier {
    private static func isFlag(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "-", "+", "#", "0", "'": true
        default: false
        }
    }
    private static let lengthModifiers: [[Unicode.Scalar]] = [
        ["h", "h"], ["l", "l"], ["h"], ["l"], ["q"], ["L"], ["z"], ["t"], ["j"],
    ]
    private static func isConversion(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G",
             "c", "C", "s", "S", "p", "a", "A": true
        default: false
        }
    }

    /// The number of scalars of the specifier starting at `start` (a `%`), or nil if there is
    /// none. `%%` is not a specifier (it is a literal percent sign), and neither is `% ` (the
    /// printf space flag would make "100% off" swallow the "o").
    static func length(in scalars: [Unicode.Scalar], at start: Int) -> Int? {
        guard start < scalars.count, scalars[start] == "%" else { return nil }
        var index = start + 1
        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        func skipDigits() -> Bool {
            let from = index
            while let scalar = peek(), ("0"..."9").contains(scalar) { index += 1 }
            return index > from
        }

        // Positional argument: %1$@
        let afterPercent = index
        if skipDigits(), peek() == "$" { index += 1 } else { index = afterPercent }

        // stringsdict variable: %#@name@
        if peek() == "#", peek(1) == "@" {
            index += 2
            let nameStart = index
            while let scalar = peek(), scalar != "@", ScalarCase.isLetter(scalar) || ScalarCase.isDigit(scalar) || scalar == "_" {
                index += 1
            }
            guard index > nameStart, peek() == "@" else { return nil }
            return index + 1 - start
        }

        while let scalar = peek(), isFlag(scalar) { index += 1 }
        if peek() == "*" { index += 1 } else { _ = skipDigits() }
        if peek() == ".", let next = peek(1), next == "*" || ("0"..."9").contains(next) {
            index += 1
            if peek() == "*" { index += 1 } else { _ = skipDigits() }
        }
        for modifier in lengthModifiers where matches(modifier, in: scalars, at: index) {
            index += modifier.count
            break
        }
        guard let conversion = peek(), isConversion(conversion) else { return nil }
        return index + 1 - start
    }

    /// The characters an integer specifier of `length` scalars at `start` shows at the least:
    /// its field width (`%5d`), else one, since a count is most often a digit or two. Nil when
    /// the specifier is not an integer's (`%@`, `%.1f`).
    static func integerWidth(in scalars: [Unicode.Scalar], at start: Int, length: Int) -> Int? {
        guard length >= 2, start + length <= scalars.count, isIntegerConversion(scalars[start + length - 1]) else {
            return nil
        }
        var index = start + 1
        let end = start + length - 1
        func digits() -> Int? {
            var value: Int?
            while index < end, ("0"..."9").contains(scalars[index]) {
                value = min((value ?? 0) * 10 + Int(scalars[index].value - 48), 1_000)
                index += 1
            }
            return value
        }
        // A positional argument (`%1$lld`) is no width.
        let afterPercent = index
        if digits() != nil, index < end, scalars[index] == "$" { index += 1 } else { index = afterPercent }
        while index < end, isFlag(scalars[index]) { index += 1 }
        return max(digits() ?? 1, 1)
    }

    /// Whether `specifier` (one whole specifier: `%d`, `%lld`, `%1$lu`) is an integer's with no
    /// field width: what a count's interpolation makes.
    static func isCount(_ specifier: [Unicode.Scalar]) -> Bool {
        guard let length = length(in: specifier, at: 0), length == specifier.count else { return false }
        return integerWidth(in: specifier, at: 0, length: length) == 1
    }

    /// The conversions of signed and unsigned integers (`%d`, `%i`, `%u`, and the old `%D`, `%U`).
    private static func isIntegerConversion(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "d", "D", "i", "u", "U": true
        default: false
        }
    }

    private static func matches(_ pattern: [Unicode.Scalar], in scalars: [Unicode.Scalar], at index: Int) -> Bool {
        index + pattern.count <= scalars.count && scalars[index..<index + pattern.count].elementsEqual(pattern)
    }
}
