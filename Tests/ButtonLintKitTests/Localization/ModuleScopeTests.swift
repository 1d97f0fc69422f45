import Testing
@testable import ButtonLintKit

/// A title is looked up only in the catalogs of its own module: a package target, or the project
/// folder (Xcode, XcodeGen, Tuist, a package) that holds it. Another app's catalogs in the same
/// run are never read, and "the same in several catalogs" counts only the module's own.
@Suite struct ModuleScopeTests {
    @Test func aPackageTargetIsItsOwnModule() {
        let map = ModuleMap(markers: [], manifestFolders: ["Kit"])
        #expect(map.module(of: "Kit/Sources/Reader/View.swift") == "Kit/Sources/Reader")
        #expect(map.module(of: "Kit/Sources/Reader/Resources/Localizable.xcstrings") == "Kit/Sources/Reader")
        #expect(map.module(of: "Kit/Tests/ReaderTests/ViewTests.swift") == "Kit/Tests/ReaderTests")
        #expect(map.module(of: "Kit/Package.swift") == "Kit")
        #expect(map.isPackageTarget("Kit/Sources/Reader"))
        #expect(!map.isPackageTarget("Kit"))
    }

    @Test func aPackageAtTheRunsFolderHasItsTargets() {
        let map = ModuleMap(markers: [], manifestFolders: [ModuleMap.loose])
        #expect(map.module(of: "Sources/App/View.swift") == "Sources/App")
        #expect(map.module(of: "Sources/App/Resources/Localizable.xcstrings") == "Sources/App")
        #expect(map.module(of: "Scripts/tool.swift") == ModuleMap.loose)
        #expect(map.isPackageTarget("Sources/App"))
        // An absolute run path works the same way.
        let absolute = ModuleMap(markers: ["/work/App/App.xcodeproj/project.pbxproj"], manifestFolders: [])
        #expect(absolute.module(of: "/work/App/App/View.swift") == "/work/App")
    }

    @Test func anXcodeProjectFolderHoldsOneModule() {
        let map = ModuleMap(markers: ["Apps/Notes/Notes.xcodeproj/project.pbxproj", "Apps/Diary/project.yml"],
                            manifestFolders: ["Apps/Notes/Packages/Core"])
        #expect(map.module(of: "Apps/Notes/Notes/Views/List.swift") == "Apps/Notes")
        #expect(map.module(of: "Apps/Notes/Notes/en.lproj/Localizable.strings") == "Apps/Notes")
        #expect(map.module(of: "Apps/Diary/Diary/Entry.swift") == "Apps/Diary")
        // A local package inside the app is its own module.
        #expect(map.module(of: "Apps/Notes/Packages/Core/Sources/Core/Store.swift") == "Apps/Notes/Packages/Core/Sources/Core")
        // Two apps below one folder: a file beside them belongs to neither.
        #expect(map.module(of: "Apps/Shared/Util.swift") == ModuleMap.loose)
        #expect(!map.isPackageTarget("Apps/Notes"))
    }

    @Test func aFolderBesideTheOnlyProjectBelongsToIt() {
        let map = ModuleMap(markers: ["GoMap/src/iOS/Go Map!!.xcodeproj/project.pbxproj"], manifestFolders: [])
        #expect(map.module(of: "GoMap/src/Shared/Utility/Map.swift") == "GoMap/src/iOS")
        #expect(map.module(of: "GoMap/src/iOS/Settings/Settings.swift") == "GoMap/src/iOS")
    }

    @Test func aRunWithoutProjectFilesIsOneModule() {
        let map = ModuleMap(markers: [], manifestFolders: [])
        #expect(map.isEmpty)
        #expect(map.module(of: "A/B.swift") == ModuleMap.loose)
        #expect(ModuleMap.parent(of: "a/b/c") == "a/b")
        #expect(ModuleMap.parent(of: "c") == ModuleMap.loose)
        #expect(ModuleMap.parent(of: "/c") == "/")
        #expect(ModuleMap.parent(of: "") == nil)
    }

    /// Two apps in one run, each with its own catalog holding the same key with different texts.
    static let files: [(String, String)] = [
        ("Sketch/Sketch.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{}\n"),
        ("Sketch/Sketch/en.lproj/Localizable.strings", "\"canvas.export\" = \"Export canvas\";\n"),
        ("Sketch/Sketch/Toolbar.swift", "import SwiftUI\nlet a = Button(\"canvas.export\") {}\n"),
        ("Diary/project.yml", "name: Diary\n"),
        ("Diary/Diary/en.lproj/Localizable.strings", "\"canvas.export\" = \"Export Entry\";\n"),
        ("Diary/Diary/Toolbar.swift", "import SwiftUI\nlet a = Button(\"canvas.export\") {}\n"),
        ("Kit/Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\")\n"),
        ("Kit/Sources/Kit/en.lproj/Localizable.strings", "\"canvas.export\" = \"Export Kit\";\n"),
        ("Kit/Sources/Kit/Toolbar.swift", "import SwiftUI\nlet a = Button(\"canvas.export\") {}\nlet b = Text(\"canvas.export\", bundle: .main)\n"),
        ("Loose/Toolbar.swift", "import SwiftUI\nlet a = Button(\"canvas.export\") {}\n"),
        // A source file that happens to be named like a manifest is not one.
        ("Loose/Model/Package.swift", "struct Package { var name: String }\n"),
        ("Loose/.swiftlint.yml", "disabled_rules: []\n"),
    ]

    static func pass() -> ProjectPass {
        let memory = SourceProvider.inMemory(files.map { (file: WalkedFile(path: $0.0, displayPath: $0.0), bytes: Array($0.1.utf8)) })
        let (sources, catalogs) = ProjectPass.split(memory.files)
        return ProjectPass(sources: sources, catalogs: catalogs, provider: memory.provider, developmentLanguage: nil, jobs: 2)
    }

    @Test func theSplitKeepsProjectFilesAndDropsOtherYAML() {
        let (sources, catalogs) = ProjectPass.split(SourceProvider.inMemory(
            Self.files.map { (file: WalkedFile(path: $0.0, displayPath: $0.0), bytes: Array($0.1.utf8)) }).files)
        #expect(sources.allSatisfy { $0.displayPath.hasSuffix(".swift") })
        #expect(Set(catalogs.map(\.displayPath)) == [
            "Sketch/Sketch.xcodeproj/project.pbxproj", "Sketch/Sketch/en.lproj/Localizable.strings", "Diary/project.yml",
            "Diary/Diary/en.lproj/Localizable.strings", "Kit/Sources/Kit/en.lproj/Localizable.strings",
        ])
    }

    private func title(in path: String, context: ProjectContext) -> ResolvedTitle? {
        let text = Self.files.first { $0.0 == path }!.1
        let tree = CallParser.parse(Lexer.lex(SourceFile(path: path, text: text)))
        return AnalyzedFile(tree: tree, frameworks: [.swiftUI], localization: context.localization(forPath: path))
            .sites.first?.title
    }

    @Test func eachModuleReadsItsOwnCatalog() throws {
        let pass = Self.pass()
        #expect(pass.failures.isEmpty)
        let context = pass.context
        #expect(title(in: "Sketch/Sketch/Toolbar.swift", context: context)?.text.text == "Export canvas")
        #expect(title(in: "Sketch/Sketch/Toolbar.swift", context: context)?.catalogKey?.catalogPath
            == "Sketch/Sketch/en.lproj/Localizable.strings")
        #expect(title(in: "Diary/Diary/Toolbar.swift", context: context)?.text.text == "Export Entry")
        #expect(title(in: "Kit/Sources/Kit/Toolbar.swift", context: context)?.text.text == "Export Kit")
        // A loose file sees no module's catalog: the literal is read as written (and, reading as
        // a key, skipped by the title rules).
        #expect(title(in: "Loose/Toolbar.swift", context: context)?.origin == .literal)
        #expect(title(in: "Loose/Toolbar.swift", context: context)?.catalogKey == nil)
        #expect(context.modules.module(of: "Loose/Model/Package.swift") == ModuleMap.loose)
        // Every module's view has the project's generated accessors.
        #expect(context.localization(forPath: "Kit/Sources/Kit/Toolbar.swift").accessors != nil)
        #expect(context.localization(forPath: "Sketch/Sketch/Toolbar.swift").accessors != nil)
    }

    @Test func theAppBundleIsNotKnownFromAPackageTarget() throws {
        let context = Self.pass().context
        let path = "Kit/Sources/Kit/Toolbar.swift"
        let tree = CallParser.parse(Lexer.lex(SourceFile(path: path, text: Self.files.first { $0.0 == path }!.1)))
        let resolver = TitleResolver(tree: tree, localization: context.localization(forPath: path), frameworks: [.swiftUI])
        let textCall = try #require(tree.calls.firstIndex { $0.name == "Text" })
        let value = tree.calls[textCall].nameToken..<(tree.calls[textCall].endToken + 1)
        #expect(resolver.title(in: value, scope: 0) == nil)
    }
}
