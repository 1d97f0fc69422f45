/// Source that is not valid UTF-8 is a finding of rule `io` that names where it goes wrong;
/// the rest of the file is still linted.
enum EncodingCheck {
    static func findings(in lexed: LexedFile) -> [Finding] {
        guard let diagnostic = lexed.diagnostics.first(where: { $0.kind == .invalidUTF8 }) else { return [] }
        return [finding(lexed.source, offset: diagnostic.offset)]
    }

    /// For files the prefilter skipped: a scan for the first invalid byte, without lexing.
    static func findings(in source: SourceFile) -> [Finding] {
        guard let offset = firstInvalidOffset(source.bytes) else { return [] }
        return [finding(source, offset: offset)]
    }

    private static func finding(_ source: SourceFile, offset: Int) -> Finding {
        let location = source.location(of: offset)
        return Finding(path: source.path, start: location, end: location, ruleID: RuleRegistry.ioRuleID,
                       severity: .error,
                       message: "File is not valid UTF-8 at line \(location.line), column \(location.column); "
                           + "save it as UTF-8")
    }

    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int
            let minimumSecond: UInt8
            let maximumSecond: UInt8
            switch lead {
            case 0xC2...0xDF: (length, minimumSecond, maximumSecond) = (2, 0x80, 0xBF)
            case 0xE0: (length, minimumSecond, maximumSecond) = (3, 0xA0, 0xBF)
            case 0xED: (length, minimumSecond, maximumSecond) = (3, 0x80, 0x9F)
            case 0xE1...0xEF: (length, minimumSecond, maximumSecond) = (3, 0x80, 0xBF)
            case 0xF0: (length, minimumSecond, maximumSecond) = (4, 0x90, 0xBF)
            case 0xF4: (length, minimumSecond, maximumSecond) = (4, 0x80, 0x8F)
            case 0xF1...0xF3: (length, minimumSecond, maximumSecond) = (4, 0x80, 0xBF)
            default: return index
            }
            guard index + length <= count, (minimumSecond...maximumSecond).contains(bytes[index + 1]) else {
                return index
            }
            for continuation in index + 2..<index + length where bytes[continuation] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }
}
