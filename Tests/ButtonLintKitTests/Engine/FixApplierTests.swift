import Foundation
import Testing
@testable import ButtonLintKit

@Suite struct FixApplierTests {
    let applier = FixApplier(lex: testLexer)

    func finding(_ edits: [TextEdit], line: Int = 1, rule: String = "title-case") -> Finding {
        Finding(path: "A.swift", start: SourceLocation(line: line, column: 1), end: SourceLocation(line: line, column: 1),
                ruleID: rule, severity: .warning, message: "m", fix: edits)
    }

    func edit(_ source: SourceFile, _ range: Range<Int>, _ text: String) -> TextEdit {
        TextEdit(range: range, replacement: Array(text.utf8))
    }

    @Test func appliesCaseChangesInsideLiterals() {
        let source = SourceFile(path: "A.swift", text: #"Button("sign in") + Button("log out")"#)
        let plan = applier.plan(for: source, findings: [
            finding([edit(source, 8..<15, "Sign In")]),
            finding([edit(source, 28..<29, "L"), edit(source, 32..<33, "O")], line: 2),
        ])
        #expect(plan.refused.isEmpty)
        #expect(plan.fixed.count == 2)
        #expect(String(decoding: plan.bytes, as: UTF8.self) == #"Button("Sign In") + Button("Log Out")"#)
    }

    @Test func refusesAnythingButACaseChange() {
        let source = SourceFile(path: "A.swift", text: #"Button("sign in")"#)
        let cases: [TextEdit] = [
            edit(source, 8..<9, "x"),            // another letter
            edit(source, 12..<13, "_"),          // a space made something else
            edit(source, 8..<9, "SS"),           // a longer replacement
            edit(source, 0..<1, "b"),            // outside the literal
            TextEdit(range: 8..<40, replacement: Array(repeating: 65, count: 32)),  // outside the file
        ]
        for bad in cases {
            let plan = applier.plan(for: source, findings: [finding([bad])])
            #expect(plan.fixed.isEmpty, "edit \(bad)")
            #expect(plan.refused.count == 1)
            #expect(plan.bytes == source.bytes)
        }
    }

    @Test func nonASCIILettersMayChangeCaseOnly() {
        let source = SourceFile(path: "A.swift", text: #"Button("édit")"#)
        let upper = applier.plan(for: source, findings: [finding([edit(source, 8..<10, "É")])])
        #expect(upper.fixed.count == 1)
        #expect(String(decoding: upper.bytes, as: UTF8.self) == #"Button("Édit")"#)
        let other = applier.plan(for: source, findings: [finding([edit(source, 8..<10, "è")])])
        #expect(other.fixed.isEmpty && other.refused.count == 1)
    }

    @Test func overlappingFixesKeepTheFirstAndRefuseTheRest() {
        let source = SourceFile(path: "A.swift", text: #"Button("sign in")"#)
        let plan = applier.plan(for: source, findings: [
            finding([edit(source, 8..<12, "Sign")], line: 1),
            finding([edit(source, 8..<15, "SIGN IN")], line: 2),
            finding([edit(source, 8..<12, "Sign")], line: 3),   // the same edit twice is fine
        ])
        #expect(plan.fixed.map(\.start.line) == [1, 3])
        #expect(plan.refused.map(\.finding.start.line) == [2])
    }

    @Test func refusesWhenTheTokensChange() {
        let before = testLexer(SourceFile(path: "A.swift", text: #"f("a")"#))
        let after = testLexer(SourceFile(path: "A.swift", text: #"f(a)"#))
        #expect(FixApplier.tokenDifference(before, before) == nil)
        #expect(FixApplier.tokenDifference(before, after) != nil)
        // A lexer that sees other tokens once letters change case: the whole file is refused.
        let caseSensitiveLexer: FixApplier.LexFunction = { source in
            var lexed = testLexer(source)
            if source.bytes.contains(UInt8(ascii: "S")) { lexed.tokens.removeLast() }
            return lexed
        }
        let source = SourceFile(path: "A.swift", text: #"Button("save")"#)
        let plan = FixApplier(lex: caseSensitiveLexer).plan(for: source, findings: [finding([edit(source, 8..<9, "S")])])
        #expect(plan.fixed.isEmpty)
        #expect(plan.refused.first?.reason.contains("tokens") == true)
        #expect(plan.bytes == source.bytes)
    }

    @Test func writesAtomicallyKeepingPermissionsAndIsIdempotent() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("A.swift", "Button(\"save\")\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        if getuid() == 0 {  // only root can give a file to someone else
            try FileManager.default.setAttributes([.ownerAccountID: 65534, .groupOwnerAccountID: 65534], ofItemAtPath: path)
        }
        let inodeBefore = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int

        let source = SourceFile(path: "A.swift", bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let plan = applier.plan(for: source, findings: capitalizeFirstLetterFindings(source))
        #expect(try applier.write(plan, to: path))
        #expect(try folder.read("A.swift") == "Button(\"Save\")\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.posixPermissions] as? Int == 0o640)
        if getuid() == 0 { #expect(attributes[.ownerAccountID] as? Int == 65534) }
        // Replaced by rename: a new inode, and no temporary file left behind.
        #expect(attributes[.systemFileNumber] as? Int != inodeBefore)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["A.swift"])

        let again = SourceFile(path: "A.swift", bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let secondPlan = applier.plan(for: again, findings: capitalizeFirstLetterFindings(again))
        #expect(!secondPlan.changesFile)
        #expect(try applier.write(secondPlan, to: path) == false)
    }

    @Test func aFileThatCannotBeWrittenIsAnIOFinding() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("A.swift", "Button(\"save\")")
        let source = SourceFile(path: "A.swift", text: "Button(\"save\")")
        let plan = applier.plan(for: source, findings: capitalizeFirstLetterFindings(source))
        #expect(throws: FixWriteFailure.self) { try applier.write(plan, to: folder.path + "/missing/A.swift") }
        #expect(try folder.read("A.swift") == "Button(\"save\")")
        _ = path
    }

    /// The applier checks the edits, not the rule that made them: any rule's case change is
    /// taken, and any rule's other change refused.
    @Test func theCheckIsOnTheEditWhateverTheRule() {
        let source = SourceFile(path: "A.swift", text: #"Button("sign in")"#)
        let cased = applier.plan(for: source, findings: [finding([edit(source, 8..<15, "Sign In")], rule: "title-verb")])
        #expect(cased.fixed.count == 1)
        #expect(String(decoding: cased.bytes, as: UTF8.self) == #"Button("Sign In")"#)
        let changed = applier.plan(for: source, findings: [finding([edit(source, 8..<15, "Log In!")], rule: "title-verb")])
        #expect(changed.fixed.isEmpty)
        #expect(changed.refused.count == 1)
    }

    /// A catalog value is rewritten only when the fix changes nothing but the case of its letters.
    @Test func aCatalogFixChangingMoreThanCaseIsRefused() {
        let fix = CatalogFix(catalogPath: "en.lproj/Localizable.strings",
                             values: [CatalogValueEdit(range: 10..<18, expected: "sign in", replacement: "Log In")])
        var found = finding([])
        found.catalogFix = fix
        var results = [FileResult(findings: [found])]
        CatalogFixApplier(rewrite: { bytes, _, _ in bytes }).apply(to: &results, catalogs: CatalogFiles([]))
        #expect(results[0].fixed.isEmpty)
        #expect(results[0].findings.count == 1)
        #expect(results[0].refusedFixes.map(\.reason) == ["a fix changes more than the case of letters in en.lproj/Localizable.strings"])
    }
}
