/// printf-style format specifiers in localized titles (`%@`, `%d`, `%1$@`, `%lld`, `%.2f`,
/// stringsdict's `%#@files@`): they stand for a runtime value, so the title rules treat each as
/// one opaque word, like an interpolation.
enum FormatSpecifier {
    // Switches, not sets of scalars: a set's first use made its generic type's metadata, about
    // 350,000 instructions once per run.
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
    static func length<Units: RandomAccessCollection>(in units: Units, at start: Int) -> Int?
    where Units.Element: TitleUnit, Units.Index == Int {
        guard start < units.count, units[start].titleScalar == "%" else { return nil }
        var index = start + 1
        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < units.count ? units[index + offset].titleScalar : nil
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
        for modifier in lengthModifiers where matches(modifier, in: units, at: index) {
            index += modifier.count
            break
        }
        guard let conversion = peek(), isConversion(conversion) else { return nil }
        return index + 1 - start
    }

    private static func matches<Units: RandomAccessCollection>(_ pattern: [Unicode.Scalar], in units: Units, at index: Int) -> Bool
    where Units.Element: TitleUnit, Units.Index == Int {
        guard index + pattern.count <= units.count else { return false }
        for (offset, scalar) in pattern.enumerated() where units[index + offset].titleScalar != scalar { return false }
        return true
    }
}
