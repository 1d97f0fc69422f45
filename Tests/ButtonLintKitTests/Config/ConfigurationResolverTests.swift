import Foundation
import Testing
@testable import ButtonLintKit
@testable import ButtonLintCLI

/// Nested configurations found from each file's folder upward, `--config`, and the command's
/// `--baseline` / `--write-baseline`.
@Suite struct ConfigurationResolverTests {
    /// A repository (it has `.git`, so the search stops there) with nested configurations.
    static func repository() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.makeFolder(".git")
        try folder.write(".buttonlint.yml", "disabled_rules: [title-verb]\nexcluded: [Generated, '**/*Mock.swift']\n")
        try folder.write("App/Legacy/.buttonlint.yml", "disabled_rules: [title-case]\nopt_in_rules: [title-verb]\n")
        let code = "import SwiftUI\nlet b = Button(\"photos\") { }\n"
        for path in ["App/A.swift", "App/Legacy/B.swift", "App/Legacy/Deep/C.swift", "Generated/G.swift", "App/StoreMock.swift"] {
            try folder.write(path, code)
        }
        return folder
    }

    @Test func nestedFilesRefineTheirParentsForTheFilesBelow() throws {
        let folder = try Self.repository()
        let resolver = try ConfigurationResolver()
        let root = try resolver.configuration(forFolder: folder.path + "/App")
        let legacy = try resolver.configuration(forFolder: folder.path + "/App/Legacy/Deep")
        let titleCase = RuleRegistry.description(of: "title-case")!
        let titleVerb = RuleRegistry.description(of: "title-verb")!
        #expect(root.configuration.isEnabled(titleCase) && !root.configuration.isEnabled(titleVerb))
        #expect(!legacy.configuration.isEnabled(titleCase) && legacy.configuration.isEnabled(titleVerb))
        #expect(root.identity != legacy.identity)
        // Cached by folder: asking again reads nothing and visits nothing.
        let (read, visited) = (resolver.filesRead, resolver.foldersVisited)
        _ = try resolver.configuration(forFolder: folder.path + "/App/Legacy/Deep")
        _ = try resolver.configuration(forFolder: folder.path + "/App/Legacy")
        #expect(resolver.filesRead == read && resolver.foldersVisited == visited)
        #expect(resolver.filesRead == 2)
    }

    /// Walk order asks for a folder's subfolders, then its next sibling: the cache keeps the
    /// chain down to the last folder and the folders with a configuration file or `.git`, not
    /// every folder of the tree, and answers the same whatever the order.
    @Test func theCacheHoldsTheLastChainNotEveryFolder() throws {
        let folder = try Self.repository()
        let resolver = try ConfigurationResolver()
        for index in 0..<50 { _ = try resolver.configuration(forFolder: folder.path + "/App/Feature\(index)/Views") }
        // The root and App/Legacy hold configuration files; the chain is root, App, Feature49, Views.
        #expect(resolver.cachedFolderCount <= 6)
        #expect(resolver.foldersVisited == 2 + 2 * 50)
        let deep = try resolver.configuration(forFolder: folder.path + "/App/Legacy/Deep")
        let app = try resolver.configuration(forFolder: folder.path + "/App/Feature3")
        let deepAgain = try resolver.configuration(forFolder: folder.path + "/App/Legacy/Deep")
        #expect(deep.identity == deepAgain.identity && deep.identity != app.identity)
        #expect(resolver.filesRead == 2)
        let titleVerb = RuleRegistry.description(of: "title-verb")!
        #expect(deepAgain.configuration.isEnabled(titleVerb) && !app.configuration.isEnabled(titleVerb))
    }

    @Test func folderAboveIsAPathPrefixEndingAtASeparator() {
        #expect(ConfigurationResolver.isFolder("/a", above: "/a/b"))
        #expect(ConfigurationResolver.isFolder("/", above: "/a"))
        #expect(!ConfigurationResolver.isFolder("/a", above: "/ab"))
        #expect(!ConfigurationResolver.isFolder("/a", above: "/a"))
        #expect(!ConfigurationResolver.isFolder("/", above: "/"))
    }

    @Test func theCommandAppliesEachFoldersConfigurationAndItsGlobs() throws {
        let folder = try Self.repository()
        let output = RecordedOutput()
        let status = ButtonLintCommand(environment: output.environment(currentDirectory: folder.path)).run(arguments: ["--quiet"])
        #expect(status == 0)
        let lines = output.output.split(separator: "\n").map { String($0.prefix { $0 != ":" }) + " " + ($0.split(separator: "(").last ?? "") }
        #expect(lines == ["App/A.swift title-case)", "App/Legacy/B.swift title-verb)", "App/Legacy/Deep/C.swift title-verb)"])
    }

    @Test func explicitConfigReplacesTheSearch() throws {
        let folder = try Self.repository()
        try folder.write("ci.yml", "only_rules: [title-verb]\n")
        let output = RecordedOutput()
        _ = ButtonLintCommand(environment: output.environment(currentDirectory: folder.path))
            .run(arguments: ["--quiet", "--config", "ci.yml", "App"])
        #expect(output.output.split(separator: "\n").count == 4)
        #expect(output.output.split(separator: "\n").allSatisfy { $0.hasSuffix("(title-verb)") })
    }

    @Test func aBrokenNestedConfigurationStopsTheRunWithItsPosition() throws {
        let folder = try Self.repository()
        try folder.write("App/Legacy/.buttonlint.yml", "rules:\n  title-case: {severity: loud}\n")
        let output = RecordedOutput()
        let status = ButtonLintCommand(environment: output.environment(currentDirectory: folder.path)).run(arguments: [])
        #expect(status == 2)
        #expect(output.output.isEmpty)
        #expect(output.error == "App/Legacy/.buttonlint.yml:2:26: error: severity must be one of note, warning, error, not 'loud'\n")
    }

    @Test func aMissingConfigFileIsExitTwo() throws {
        let folder = try Self.repository()
        let output = RecordedOutput()
        #expect(ButtonLintCommand(environment: output.environment(currentDirectory: folder.path))
            .run(arguments: ["--config", "nope.yml"]) == 2)
        #expect(output.error.hasPrefix("nope.yml:1:1: error: cannot read the configuration"))
    }

    @Test func rulesShowsTheConfigurationInForce() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder(".git")
        try folder.write(".buttonlint.yml", "opt_in_rules: [button-border]\nrules: {title-case: {severity: error}}\n")
        let output = RecordedOutput()
        #expect(ButtonLintCommand(environment: output.environment(currentDirectory: folder.path)).run(arguments: ["rules"]) == 0)
        let rows = output.output.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        #expect(rows.contains { $0.starts(with: ["title-case", "error", "yes"]) })
        #expect(rows.contains { $0.starts(with: ["button-border", "note", "yes"]) })
    }

    @Test func explainListsEveryOptionWithItsDefault() throws {
        for rule in RuleRegistry.descriptions where !rule.options.isEmpty {
            let output = RecordedOutput()
            #expect(ButtonLintCommand(environment: output.environment()).run(arguments: ["explain", rule.id]) == 0)
            for option in rule.options {
                #expect(output.output.contains("  \(option.name): "), "\(rule.id) \(option.name)")
                #expect(output.output.contains("default \(option.defaultValue.yamlText)."), "\(rule.id) \(option.name)")
            }
        }
    }

    @Test func baselineSurvivesInsertedLinesAndReportsAChangedOrExtraTitle() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder(".git")
        try folder.write("A.swift", "import SwiftUI\nlet a = Button(\"save draft\") { }\nlet b = Button(\"open file\") { }\n")
        func run(_ arguments: [String]) -> (Int32, String) {
            let output = RecordedOutput()
            let status = ButtonLintCommand(environment: output.environment(currentDirectory: folder.path))
                .run(arguments: ["--quiet"] + arguments)
            return (status, output.output)
        }
        let written = run(["--write-baseline", "baseline.json"])
        #expect(written.1.split(separator: "\n").count == 2)
        let text = try folder.read("baseline.json")
        #expect(text.contains(#"{"count" : 1, "path" : "A.swift", "rule" : "title-case", "title" : "open file"}"#))
        #expect(!text.contains(folder.path) && !text.contains("\"line\""))

        try folder.write("A.swift", "import SwiftUI\n\n// moved\nlet a = Button(\"save draft\") { }\n\nlet b = Button(\"open file\") { }\n")
        #expect(run(["--baseline", "baseline.json"]).1.isEmpty)

        try folder.write("A.swift", "import SwiftUI\nlet a = Button(\"save drafts\") { }\nlet b = Button(\"open file\") { }\nlet c = Button(\"open file\") { }\n")
        let after = run(["--baseline", "baseline.json"]).1.split(separator: "\n")
        #expect(after.count == 2)
        #expect(after[0].hasPrefix("A.swift:2:16:") && after[0].contains("'save drafts'"))
        #expect(after[1].hasPrefix("A.swift:4:16:") && after[1].contains("'open file'"))
    }

    @Test func aMissingOrMalformedBaselineIsExitTwo() throws {
        let folder = try TemporaryFolder()
        try folder.write("bad.json", "{\"findings\": [{\"path\": \"a\"}], \"version\": 1}")
        for (file, message) in [("missing.json", "cannot read the baseline"), ("bad.json", "entry 1 needs")] {
            let output = RecordedOutput()
            #expect(ButtonLintCommand(environment: output.environment(currentDirectory: folder.path))
                .run(arguments: ["--baseline", file]) == 2)
            #expect(output.error.hasPrefix("\(file):1:1: error:") && output.error.contains(message), "\(output.error)")
        }
    }

    @Test func baselineCountsThatWouldOverflowWhenAddedAreRefused() throws {
        // Two entries of one key are added up; Int.max twice would trap.
        let entry = "{\"count\": \(Int.max), \"path\": \"A.swift\", \"rule\": \"title-case\", \"title\": \"x\"}"
        let text = "{\"findings\": [\(entry), \(entry)], \"version\": \(Baseline.formatVersion)}"
        #expect(throws: ConfigurationError.self) { try Baseline.decode(Array(text.utf8), path: "b.json") }
        let largest = text.replacingOccurrences(of: "\(Int.max)", with: "\(Baseline.largestCount)")
        let decoded = try Baseline.decode(Array(largest.utf8), path: "b.json")
        #expect(!decoded.counts.isEmpty)
    }

    @Test func malformedBaselineJSONNamesTheLineOfTheMistake() {
        let text = "{\"findings\": [\n  {\"count\": 1,\n   \"path\": \"A.swift\" \"rule\": \"title-case\"}\n], \"version\": 1}"
        do {
            _ = try Baseline.decode(Array(text.utf8), path: "b.json")
            Issue.record("a malformed baseline was read")
        } catch {
            #expect(error.line == 3 && error.message.contains("malformed JSON"), "\(error)")
        }
    }

    @Test func baselineEncodingIsSortedAndReadsBack() throws {
        let findings = [("B.swift", "title-verb", "Photos"), ("A.swift", "title-case", "x \"q\""), ("A.swift", "title-case", "x \"q\"")]
            .map { Finding(path: $0.0, start: .init(line: 1, column: 1), end: .init(line: 1, column: 1), ruleID: $0.1,
                           severity: .warning, message: "m", title: $0.2) }
            + [Finding(path: "C.swift", start: .init(line: 1, column: 1), end: .init(line: 1, column: 1),
                       ruleID: "sheet-cancel", severity: .warning, message: "Action sheet has no Cancel")]
        let baseline = Baseline(findings: findings, relativePath: { $0 })
        let text = baseline.encoded()
        let lines = text.split(separator: "\n")
        #expect(lines[2].contains("A.swift") && lines[2].contains("\"count\" : 2") && lines[3].contains("B.swift"))
        #expect(lines[4].contains("\"message\" : \"Action sheet has no Cancel\""))
        #expect(try Baseline.decode(Array(text.utf8), path: "b.json") == baseline)
    }
}
