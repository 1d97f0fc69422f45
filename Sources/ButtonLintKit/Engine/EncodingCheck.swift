/// Source that is not valid UTF-8 is a finding of rule `io` that names where it goes wrong;
/// the rest of the file is still linted.
enum EncodingCheck {
    static func findings(in lexed: LexedFile) -> [Finding] {
        guard let diagnostic = lexed.diagnostics.first(where: { $0.kind == .invalidUTF8 }) else { return [] }
        return [finding(lexed.source, offset: diagnostic.offset)]
    }

    /// For files the prefilter skipped: a scan for the first invalid byte, without lexing.
    static func findings(in source: SourceFile) -> [Finding] {
        guard let offset = Cursor.firstInvalidUTF8(in: source.bytes) else { return [] }
        return [finding(source, offset: offset)]
    }

    private static func finding(_ source: SourceFile, offset: Int) -> Finding {
        let location = source.location(of: offset)
        return Finding(path: source.path, start: location, end: location, ruleID: RuleRegistry.ioRuleID,
                       severity: .error,
                       message: "File is not valid UTF-8 at line \(location.line), column \(location.column); "
                           + "save it as UTF-8")
    }
}
