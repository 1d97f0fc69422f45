import Testing
@testable import ButtonLintKit

/// Aparoksha's `Localized.yml`: the default language's unconditional text of each phrase, its
/// parameters as interpolations, read into the module's index; `Loc.key` and `Loc.key(param:)`
/// resolve to it, and findings name the phrase's key and the file.
@Suite struct LocalizedYAMLTests {
    static let yaml = """
        default: en

        export:
            en: Export Document
            de: Exportiere das Dokument

        send(message, name):
            en(name == ""): Send (message).
            en: Send (message) to (name)
            de: Sende (message) an (name)

        houses(count):
            en(count == "1"): There is one house.
            en: There are (count) houses.
            # No French: the plugin falls back to English.

        germanOnly:
            de: Nur deutsch
        """

    @Test func thePhrasesAreTheDefaultLanguagesTexts() throws {
        let read = try LocalizedYAML.read(Array(Self.yaml.utf8), path: "Sources/App/Localized.yml")
        #expect(read.table == LocalizedYAML.table)
        #expect(read.language == "en")
        #expect(read.keys.map(\.key) == ["export", "send", "houses"])
        #expect(read.keys.map { read.texts[$0.texts].map(\.text) } == [
            ["Export Document"], ["Send \u{FFFC} to \u{FFFC}"], ["There are \u{FFFC} houses."],
        ])
        #expect(read.keys.map(\.line) == [3, 7, 12])
        #expect(read.texts.allSatisfy { $0.range == nil })
    }

    @Test func aFileWithoutADefaultLanguageIsAFailureAtItsLine() {
        #expect(throws: CatalogFailure.self) { try LocalizedYAML.read(Array("export:\n    en: Export\n".utf8), path: "L.yml") }
        do {
            _ = try LocalizedYAML.read(Array("default: en\nexport:\n    en: *alias\n".utf8), path: "L.yml")
            Issue.record("no failure")
        } catch {
            #expect(error.line == 3 && error.path == "L.yml")
        }
    }

    @Test func theKeyIsSplitAsThePluginSplitsIt() {
        #expect(LocalizedYAML.Phrase("house")?.name == "house")
        #expect(LocalizedYAML.Phrase("house")?.parameters == [])
        #expect(LocalizedYAML.Phrase("send(message, name)")?.name == "send")
        #expect(LocalizedYAML.Phrase("send(message, name)")?.parameters == ["message", "name"])
        #expect(LocalizedYAML.Phrase("bad key") == nil)
        #expect(LocalizedYAML.Phrase("open(") == nil)
    }

    @Test func locResolvesThroughTheModulesPhrasesAndFindingsNameTheKey() throws {
        let files: [(String, String)] = [
            ("App/Package.swift", "import PackageDescription\nlet package = Package(name: \"App\")\n"),
            ("App/Sources/App/Localized.yml", Self.yaml),
            ("App/Sources/App/Window.swift", """
                import Adwaita
                let a = Button(Loc.export) {}
                let b = Button(Loc.send(message: text, name: person)) {}
                let c = Button(Loc.missing) {}
                let d = Button(Localized.export.en) {}
                """),
        ]
        let memory = SourceProvider.inMemory(files.map { (file: WalkedFile(path: $0.0, displayPath: $0.0), bytes: Array($0.1.utf8)) })
        let (sources, catalogs) = ProjectPass.split(memory.files)
        let pass = ProjectPass(sources: sources, catalogs: catalogs, provider: memory.provider, developmentLanguage: nil, jobs: 1)
        #expect(pass.failures.isEmpty)
        let path = "App/Sources/App/Window.swift"
        let tree = CallParser.parse(Lexer.lex(SourceFile(path: path, text: files[2].1)))
        let titles = AnalyzedFile(tree: tree, frameworks: Framework.imported(by: tree.imports),
                                  localization: pass.context.localization(forPath: path)).sites.map(\.title)
        #expect(titles.map { $0?.text.text } == ["Export Document", "Send \u{FFFC} to \u{FFFC}", nil, nil])
        let send = try #require(titles[1])
        #expect(send.origin == .accessor)
        #expect(send.sourceNote == " (key 'send' in App/Sources/App/Localized.yml)")
        // The finding points at the `Loc` expression.
        let source = tree.source
        #expect(source.text(send.anchor) == "Loc.send(message: text, name: person)")
    }

    @Test func aBrokenPhrasesFileIsAnIOFindingAtItsLine() {
        let files: [(String, String)] = [
            ("App/Package.swift", "import PackageDescription\n"),
            ("App/Sources/App/Localized.yml", "default: en\nexport:\n    en: &anchor Export\n"),
        ]
        let memory = SourceProvider.inMemory(files.map { (file: WalkedFile(path: $0.0, displayPath: $0.0), bytes: Array($0.1.utf8)) })
        let (sources, catalogs) = ProjectPass.split(memory.files)
        let pass = ProjectPass(sources: sources, catalogs: catalogs, provider: memory.provider, developmentLanguage: nil, jobs: 1)
        #expect(pass.failures.map(\.path) == ["App/Sources/App/Localized.yml"])
        #expect(pass.failures.first?.start.line == 3)
        #expect(pass.failures.first?.ruleID == RuleRegistry.ioRuleID)
    }
}
