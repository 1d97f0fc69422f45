/// How large a file must be before it is analysed in parts, and how large the parts are.
struct PartingLimits: Sendable {
    /// Smaller files are analysed whole.
    var minimumFileSize = 4 << 20
    /// Tokens a part gathers before it is cut at the next statement that allows it.
    var partTokens = 1 << 16
    /// Tokens the lexer hands over at a time.
    var windowTokens = 1 << 14
    /// A statement longer than this cannot be cut: the file is analysed whole instead.
    var maximumPendingTokens = 1 << 21

    static let standard = PartingLimits()
}

/// Analyses a huge file a part at a time, so its peak memory follows the part, not the file (a
/// whole file's tokens, calls, sites and scopes are never held at once).
///
/// The file is lexed in windows (`Lexer.Window`), cut only between two statements of a body, and
/// each part is analysed by the normal stages with the heads of the bodies still open in front of
/// it (`import SwiftUI`, `struct Wall: View {`, `var body: some View {`, `VStack {`), so the parser
/// sees the calls, scopes and frameworks around its statements as in the whole file. Its findings
/// and titles in those heads belong to the part they are in, and are dropped from the others.
///
/// Only where no statement can bear on another: a file is analysed whole (nil here) when it holds
/// an assignment or initial value (`=`: constants that titles resolve through, UIKit alerts put
/// together across statements, delegates), a member of a lowercase name (`alert.addAction`), an
/// `#if`, a `buttonlint:` comment, bytes that are not UTF-8, custom builders, a title inventory to
/// list, an import after the first cut, a statement too long to cut, a style modifier after a stack a
/// cut fell in (it styles the buttons of earlier parts), or when a part's controls need the file's
/// declared types. Cuts go only inside bodies of types, functions, computed properties
/// and plain stacks and lists (the catalogue's `layoutContainers`), never inside a sheet, alert, menu or
/// any other call's closure, whose children a rule compares.
struct PartedAnalysis {
    let limits: PartingLimits

    /// Layout containers whose children no rule relates: a cut may fall between them. Parts are
    /// made only without configured builders, so the standard catalogue's are the ones.
    static var containers: Set<String> { APICatalogue.standard.layoutContainers }

    /// The report of `source` analysed in parts, or nil when it must be analysed whole.
    func report(of source: SourceFile, linter: Linter) -> FileReport? {
        analysis(of: source, linter: linter)?.report
    }

    /// The report and the offset where each part's own bytes start.
    func analysis(of source: SourceFile, linter: Linter) -> (report: FileReport, partStarts: [Int])? {
        let bytes = source.bytes
        guard bytes.count >= limits.minimumFileSize, bytes.count <= Lexer.maximumFileSize,
              linter.configuration.builders.isEmpty, !linter.listsTitleSites, !linter.listsSheets,
              !Self.suppressionComment.mayContainTitles(bytes),
              ByteScan.firstInvalidUTF8(in: bytes) == nil
        else { return nil }
        var planner = PartPlanner(source: source, limits: limits)
        var report = FileReport(findings: [])
        var starts: [Int] = []
        let lineTexts = LineTexts(source: source)
        func analyze(_ part: PartPlanner.Part) -> Bool {
            starts.append(part.ownedStart)
            guard let partReport = linter.analyze(part.lexed, partFrom: part.ownedStart, lineTexts: lineTexts) else { return false }
            report.findings += partReport.findings
            report.casing.merge(partReport.casing)
            return true
        }
        let lexedWhole = Lexer.lex(source, windowTokens: limits.windowTokens) { window in
            planner.add(literals: window.literals, comments: window.comments)
            for index in window.tokens.indices {
                guard let part = planner.take(window.tokens[index]) else {
                    if planner.refused { return false }
                    continue
                }
                guard analyze(part) else { return false }
            }
            return true
        }
        guard lexedWhole, let last = planner.finish(), last.allSatisfy(analyze) else { return nil }
        report.findings.sort(by: Finding.reportOrder)
        return (report, starts)
    }

    /// The byte search for a `buttonlint:` comment, which makes the file analysed whole.
    private static let suppressionComment = TriggerPrefilter(names: ["buttonlint:"])

    /// Whether the analysis of a part stayed within it: the control rules read the types a file
    /// declares and what their whole bodies hold, which a part does not see.
    static func admits(_ file: AnalyzedFile) -> Bool {
        file.controls.types == nil && file.controls.systemButtons.isEmpty && file.controls.cellAccessories.isEmpty
    }
}
