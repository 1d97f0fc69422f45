import Foundation
import Testing
@testable import ButtonLintKit

/// The walk records which listed folders hold a configuration file or `.git`, and the
/// configuration search asks those listings instead of `stat`ing every folder: what each file
/// gets is what the search by `stat` alone gives, nested configurations, links and files named
/// on their own included.
@Suite struct ListedNamesTests {
    /// A repository with nested configurations, a `.git` file in a subfolder (a worktree), a
    /// configuration reached through a link, a skipped folder with its own configuration, and
    /// a folder reached through a link to a folder outside the tree.
    static func tree() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.makeFolder("repo/.git")
        try folder.write("repo/.buttonlint.yml", "disabled_rules: [title-verb]\n")
        try folder.write("repo/App/Legacy/.buttonlint.yml", "only_rules: [title-verb]\n")
        try folder.write("repo/Module/.git", "gitdir: ../.git/worktrees/module\n")
        try folder.write("repo/Shared.yml", "disabled_rules: [title-case]\n")
        try folder.makeFolder("repo/Linked")
        try folder.makeFolder("repo/Dangling")
        try folder.link("repo/Linked/.buttonlint.yml", to: "../Shared.yml")
        try folder.link("repo/Dangling/.buttonlint.yml", to: "../Nowhere.yml")
        try folder.write("repo/Pods/.buttonlint.yml", "only_rules: [title-verb]\n")
        try folder.write("Outside/.buttonlint.yml", "disabled_rules: [title-case]\n")
        try folder.link("repo/Out", to: "../Outside")
        for path in ["A", "App/B", "App/Legacy/C", "App/Legacy/Deep/D", "Module/E", "Module/Sub/F", "Linked/G",
                     "Dangling/H", "Pods/I", "Other/J"] {
            try folder.write("repo/\(path).swift", "import SwiftUI\nlet b = Button(\"photos\") { }\n")
        }
        try folder.write("Outside/K.swift", "import SwiftUI\nlet b = Button(\"photos\") { }\n")
        return folder
    }

    func walk(_ arguments: [String], in folder: TemporaryFolder) throws -> FileWalker.Walk {
        var walker = FileWalker()
        walker.recordedNames = ConfigurationResolver.probedNames
        return try walker.walk(arguments, from: folder.path + "/repo")
    }

    @Test func theWalkRecordsWhichListedFoldersHoldTheNames() throws {
        let folder = try Self.tree()
        let walk = try self.walk(["."], in: folder)
        #expect(walk.listedNames.roots == ["."])
        #expect(walk.listedNames.holders[".buttonlint.yml"] == [".", "App/Legacy", "Linked", "Dangling", "Out"])
        #expect(walk.listedNames.holders[".git"] == [".", "Module"])
        // Not asked for: nothing recorded.
        #expect(try FileWalker().walk(["."], from: folder.path + "/repo").listedNames == FileWalker.ListedNames())
        // An argument not typed clean is no root (its display path is not the path listed).
        let unclean = try self.walk(["./App/../App", "Module/"], in: folder)
        #expect(unclean.listedNames.roots == ["Module"])
    }

    /// Each file's configuration with the listings is the one the search by `stat` finds.
    @Test func filesGetTheConfigurationTheSearchByStatFinds() throws {
        let folder = try Self.tree()
        let root = folder.path + "/repo"
        for arguments in [["."], ["App", "Module/Sub"], [root], ["App/Legacy/Deep", "App"], [".", "Pods/I.swift"],
                          ["./App/../App"], ["Out"]] {
            let walk = try self.walk(arguments, in: folder)
            func messages(_ listedNames: FileWalker.ListedNames?) throws -> [String] {
                let configured = try ConfiguredLinting(files: walk.files, currentDirectory: root,
                                                       resolver: try ConfigurationResolver(), listedNames: listedNames) {
                    configuration in
                    let text = "\(configuration.onlyRules?.sorted() ?? []) \(configuration.disabledRules.sorted())"
                    return FileLint(lint: { source in
                        FileReport(findings: [Finding(path: source.path, start: .init(line: 1, column: 1),
                                                      end: .init(line: 1, column: 1), ruleID: "x", severity: .note,
                                                      message: text)])
                    })
                }
                return configured.files.map { "\($0.displayPath): " + configured.lint(SourceFile(path: $0.displayPath, text: "")).findings[0].message }
            }
            let byStat = try messages(nil)
            #expect(try messages(walk.listedNames) == byStat, "\(arguments)")
            #expect(!byStat.isEmpty)
        }
    }

    /// `isFolder(_:above:)` compares bytes in place: it agrees with comparing path parts.
    @Test func aFolderAboveIsAWholePartPrefix() {
        let parts = ["a", "ab", "b", "é", "e\u{301}", "a b", "ü/x"]
        var paths = ["/"]
        for first in parts {
            paths.append("/" + first)
            for second in parts { paths.append("/" + first + "/" + second) }
        }
        for ancestor in paths {
            for folder in paths {
                let ancestorParts = ancestor.utf8.split(separator: UInt8(ascii: "/")).map(Array.init)
                let folderParts = folder.utf8.split(separator: UInt8(ascii: "/")).map(Array.init)
                let expected = folderParts.count > ancestorParts.count && Array(folderParts.prefix(ancestorParts.count)) == ancestorParts
                #expect(ConfigurationResolver.isFolder(ancestor, above: folder) == expected, "\(ancestor) \(folder)")
            }
        }
    }

    /// The listing is asked: a listing that holds nothing hides the configuration files below
    /// its root (never above it).
    @Test func theResolverAsksTheListingBelowItsRootOnly() throws {
        let folder = try Self.tree()
        let root = folder.path + "/repo"
        let onlyRules = { (resolved: ConfigurationResolver.Resolved) in resolved.configuration.onlyRules ?? [] }
        let byStat = try ConfigurationResolver().configuration(forFolder: root + "/App/Legacy/Deep")
        #expect(onlyRules(byStat) == ["title-verb"])
        let empty = ConfigurationResolver.Listing(root: root + "/App", holders: [:])
        let hidden = try ConfigurationResolver().configuration(forFolder: root + "/App/Legacy/Deep", listing: empty)
        #expect(onlyRules(hidden).isEmpty)
        // Above the listing's root the file system is asked: the repository's own file applies.
        #expect(hidden.configuration.disabledRules.contains("title-verb"))
        let listed = ConfigurationResolver.Listing(root: root + "/App", holders: [".buttonlint.yml": [root + "/App/Legacy"]])
        #expect(onlyRules(try ConfigurationResolver().configuration(forFolder: root + "/App/Legacy/Deep", listing: listed))
            == ["title-verb"])
    }
}
