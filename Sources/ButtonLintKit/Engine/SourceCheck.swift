/// Source the linter cannot fully read is a finding of rule `io` that says where and why:
/// bytes that are not valid UTF-8 (the rest of the file is still linted), or a file past what
/// the lexer's 32-bit offsets reach (not linted at all, rather than linted wrongly).
enum SourceCheck {
    static func findings(in lexed: LexedFile) -> [Finding] {
        if lexed.diagnostics.contains(where: { $0.kind == .fileTooLarge }) {
            return [finding(lexed.source, offset: 0,
                            message: "File is too large to lint (4 GiB or more); it was skipped")]
        }
        guard let diagnostic = lexed.diagnostics.first(where: { $0.kind == .invalidUTF8 }) else { return [] }
        return [invalidUTF8(lexed.source, offset: diagnostic.offset)]
    }

    /// For files the prefilter skipped: a scan for the first invalid byte, without lexing.
    static func findings(in source: SourceFile) -> [Finding] {
        guard let offset = ByteScan.firstInvalidUTF8(in: source.bytes) else { return [] }
        return [invalidUTF8(source, offset: offset)]
    }

    private static func invalidUTF8(_ source: SourceFile, offset: Int) -> Finding {
        let location = source.location(of: offset)
        return finding(source, offset: offset,
                       message: "File is not valid UTF-8 at line \(location.line), column \(location.column); save it as UTF-8")
    }

    private static func finding(_ source: SourceFile, offset: Int, message: String) -> Finding {
        let location = source.location(of: offset)
        return Finding(path: source.path, start: location, end: location, ruleID: RuleRegistry.ioRuleID,
                       severity: .error, message: message)
    }
}
