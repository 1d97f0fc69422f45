/// Applies the Swift-file half of `--fix`: whatever rule made a finding's edits, each is taken
/// only when it changes nothing but the case of letters inside a string literal.
///
/// The checks, in order: each finding's edits are in the file, do not overlap each other or an
/// edit already taken, keep the byte length, and change only ASCII letters' case byte for byte
/// (a non-ASCII change must leave the literal's lowercased text the same); every edit lies inside
/// one string literal; lexing the result gives the same token kinds and the same literals. A
/// finding whose edits fail is left unfixed (and still reported); when the lexing check fails,
/// nothing in the file is fixed.
public struct FixApplier: Sendable {
    typealias LexFunction = @Sendable (SourceFile) -> LexedFile

    private let lex: LexFunction
    private let writer: FixWriter

    /// `lex` is the lexer used to check the result; tests pass their own.
    init(lex: @escaping LexFunction = { Lexer.lex($0) }) {
        self.init(lex: lex, writer: FixWriter())
    }

    /// Tests also pass a writer whose writes fail.
    init(lex: @escaping LexFunction = { Lexer.lex($0) }, writer: FixWriter) {
        self.lex = lex
        self.writer = writer
    }

    /// What fixing one file's findings gives, before anything is written.
    struct Plan: Sendable {
        /// The file's new bytes (the original bytes when nothing is fixed).
        var bytes: [UInt8]
        /// Findings whose edits are in `bytes`.
        var fixed: [Finding]
        /// Findings with a fix that was not applied, and why.
        var refused: [Refusal]
        /// The bytes that were linted: the file is written only while it still holds them.
        var original: [UInt8]

        var changesFile: Bool { !fixed.isEmpty }

        /// Keeps the file as it is: every fix becomes a refusal for `reason`.
        mutating func refuseAll(because reason: String) {
            refused += fixed.map { Refusal(finding: $0, reason: reason) }
            refused.sort { Finding.reportOrder($0.finding, $1.finding) }
            fixed = []
            bytes = original
        }
    }

    /// A fix that was not applied.
    public struct Refusal: Sendable, Hashable {
        public var finding: Finding
        public var reason: String
    }

    /// Pure: which fixes of `findings` apply to `source`, and the bytes they give.
    func plan(for source: SourceFile, findings: [Finding]) -> Plan {
        let candidates = findings.filter { !$0.fix.isEmpty }.sorted(by: Finding.reportOrder)
        var plan = Plan(bytes: source.bytes, fixed: [], refused: [], original: source.bytes)
        guard !candidates.isEmpty else { return plan }

        let original = lex(source)
        var taken = TakenEdits()
        for finding in candidates {
            switch check(finding.fix, in: source, lexed: original, taken: taken) {
            case .success(let (edits, sharesTakenEdits)):
                if edits.isEmpty && !sharesTakenEdits {
                    plan.refused.append(Refusal(finding: finding, reason: "the fix changes nothing"))
                } else {
                    for edit in edits { taken.insert(edit) }
                    plan.fixed.append(finding)
                }
            case .failure(let refusal):
                plan.refused.append(Refusal(finding: finding, reason: refusal.reason))
            }
        }
        guard !taken.edits.isEmpty else { return plan }

        var bytes = source.bytes
        for edit in taken.edits {
            bytes.replaceSubrange(edit.range, with: edit.replacement)
        }
        let fixedSource = SourceFile(path: source.path, bytes: bytes)
        if let problem = Self.tokenDifference(original, lex(fixedSource)) {
            plan.refuseAll(because: problem)
            return plan
        }
        plan.bytes = bytes
        return plan
    }

    /// Writes the plan's bytes over the file at `path` (atomically) when it changes anything.
    /// Throws, leaving the file as it was, when it cannot be written safely: see `FixWriter`.
    func write(_ plan: Plan, to path: String) throws -> Bool {
        guard plan.changesFile else { return false }
        do {
            try writer.replace(path: path, original: plan.original, with: plan.bytes)
        } catch {
            throw FixWriteFailure(path: path, reason: error.reason)
        }
        return true
    }

    private struct Refused: Error {
        var reason: String
    }

    /// The finding's edits, sorted and without duplicates, no-op edits or edits already taken
    /// (another finding with the same edit), when they may be applied; and whether some were taken.
    private func check(_ fix: [TextEdit], in source: SourceFile, lexed: LexedFile,
                       taken: TakenEdits) -> Result<([TextEdit], Bool), Refused> {
        var sharesTakenEdits = false
        let bytes = source.bytes
        let edits = Array(Set(fix)).sorted { $0.range.lowerBound < $1.range.lowerBound }
        var kept: [TextEdit] = []
        for (index, edit) in edits.enumerated() {
            guard edit.range.lowerBound >= 0, edit.range.upperBound <= bytes.count else {
                return .failure(Refused(reason: "an edit lies outside the file"))
            }
            if index > 0, edits[index - 1].range.overlaps(edit.range) {
                return .failure(Refused(reason: "its edits overlap"))
            }
            guard edit.replacement.count == edit.range.count else {
                return .failure(Refused(reason: "an edit changes the length of the text"))
            }
            if Array(bytes[edit.range]) == edit.replacement { continue }
            if taken.contains(edit) {
                sharesTakenEdits = true
                continue
            }
            if taken.overlaps(edit.range) {
                return .failure(Refused(reason: "it overlaps another fix"))
            }
            guard let literal = lexed.innermostLiteral(containing: edit.range) else {
                return .failure(Refused(reason: "an edit lies outside a string literal"))
            }
            switch CaseChange.compare(bytes, edit, literal: literal.range) {
            case .caseOnly: kept.append(edit)
            case .other(let reason): return .failure(Refused(reason: reason))
            }
        }
        return .success((kept, sharesTakenEdits))
    }

    /// Nil when both lexings have the same token kinds and the same literals, else what differs.
    static func tokenDifference(_ before: LexedFile, _ after: LexedFile) -> String? {
        if before.tokens.count != after.tokens.count
            || !zip(before.tokens, after.tokens).allSatisfy({ $0.kind == $1.kind && $0.range == $1.range }) {
            return "the fixed file lexes to different tokens"
        }
        if before.literals.count != after.literals.count
            || !zip(before.literals, after.literals).allSatisfy({ $0.kind == $1.kind && $0.range == $1.range }) {
            return "the fixed file has different string literals"
        }
        return nil
    }
}

/// The edits already taken for a file, with the bytes they cover, so each new edit is checked
/// against them in constant time rather than against every earlier edit.
private struct TakenEdits {
    private(set) var edits: [TextEdit] = []
    private var exact: Set<TextEdit> = []
    private var coveredBytes: Set<Int> = []

    func contains(_ edit: TextEdit) -> Bool { exact.contains(edit) }

    func overlaps(_ range: Range<Int>) -> Bool { range.contains { coveredBytes.contains($0) } }

    mutating func insert(_ edit: TextEdit) {
        edits.append(edit)
        exact.insert(edit)
        coveredBytes.formUnion(edit.range)
    }
}

/// Writing a fixed file failed; the file is left as it was.
struct FixWriteFailure: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot write fix to '\(path)': \(reason)" }
}

/// Whether an edit changes only the case of letters.
enum CaseChange: Equatable {
    case caseOnly
    case other(String)

    static func compare(_ bytes: [UInt8], _ edit: TextEdit, literal: Range<Int>) -> CaseChange {
        var changesNonASCII = false
        for (offset, new) in zip(edit.range, edit.replacement) {
            let old = bytes[offset]
            if old == new { continue }
            if old < 0x80 && new < 0x80 {
                guard isASCIILetter(old), isASCIILetter(new), old | 0x20 == new | 0x20 else {
                    return .other("an edit changes more than the case of letters")
                }
            } else if old >= 0x80 && new >= 0x80 {
                changesNonASCII = true
            } else {
                return .other("an edit changes more than the case of letters")
            }
        }
        guard changesNonASCII else { return .caseOnly }
        // Non-ASCII letters: the literal must read the same once lowercased.
        var changed = Array(bytes[literal])
        let start = edit.range.lowerBound - literal.lowerBound
        changed.replaceSubrange(start..<(start + edit.replacement.count), with: edit.replacement)
        guard let before = strictUTF8(Array(bytes[literal])), let after = strictUTF8(changed) else {
            return .other("an edit makes the literal invalid UTF-8")
        }
        return before.lowercased() == after.lowercased()
            ? .caseOnly : .other("an edit changes more than the case of letters")
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func strictUTF8(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }
}
