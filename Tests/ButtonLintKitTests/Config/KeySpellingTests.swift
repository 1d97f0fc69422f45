import Testing
@testable import ButtonLintKit

/// Keys are written in kebab-case; SwiftLint's snake spelling of each is read the same, with one
/// note per file that names the preferred spelling, and a key written both ways is an error.
@Suite struct KeySpellingTests {
    static func decodeNoting(_ text: String) throws -> (configuration: Configuration, note: ConfigurationNote?) {
        try ConfigurationDecoder(path: ".buttonlint.yml", folder: "/repo").decodeNoting(Array(text.utf8))
    }

    static func failure(_ text: String) -> ConfigurationError? {
        do {
            _ = try decodeNoting(text)
            return nil
        } catch let error as ConfigurationError {
            return error
        } catch {
            return nil
        }
    }

    static func rule(_ id: String) -> RuleDescription { RuleRegistry.description(of: id)! }

    /// Every top-level key holding a `-`, written both ways, with a value it takes.
    static let topLevelSettings = [
        ("disabled-rules", "[title-length]"),
        ("opt-in-rules", "[button-border]"),
        ("only-rules", "[title-case]"),
        ("development-language", "de"),
        ("lookup-functions", "[L]"),
    ]

    @Test func everyTopLevelKeyWithADashIsListedHere() {
        let dashed = ConfigurationDecoder.keys.filter { $0.contains("-") }
        #expect(Set(dashed) == Set(Self.topLevelSettings.map(\.0)))
        #expect(!ConfigurationDecoder.keys.contains { $0.contains("_") })
    }

    @Test(arguments: topLevelSettings)
    func bothSpellingsOfATopLevelKeyReadTheSame(key: String, value: String) throws {
        let kebab = try Self.decodeNoting("\(key): \(value)")
        let snake = try Self.decodeNoting("\(KeySpellingTests.snake(key)): \(value)")
        #expect(kebab.note == nil)
        #expect(snake.note?.message == "'\(Self.snake(key))' is spelled '\(key)' in ButtonLint; both work")
        for rule in RuleRegistry.descriptions {
            #expect(kebab.configuration.isEnabled(rule) == snake.configuration.isEnabled(rule), "\(key): \(rule.id)")
        }
        #expect(kebab.configuration.developmentLanguage == snake.configuration.developmentLanguage)
        #expect(kebab.configuration.lookupFunctions.count == snake.configuration.lookupFunctions.count)
    }

    @Test func theSnakeSpellingsTakeEffect() throws {
        let read = try Self.decodeNoting("""
            disabled_rules: [title-length]
            opt_in_rules: [button-border]
            development_language: de
            """).configuration
        #expect(!read.isEnabled(Self.rule("title-length")))
        #expect(read.isEnabled(Self.rule("button-border")))
        #expect(read.developmentLanguage == "de")
        #expect(try Self.decodeNoting("only_rules: [title-verb]").configuration.isEnabled(Self.rule("title-case")) == false)
    }

    /// Every option of every rule whose name holds a `-`, written with `_`, reads the same value.
    @Test func bothSpellingsOfEveryRuleOptionReadTheSame() throws {
        var checked = 0
        for rule in RuleRegistry.configurableDescriptions {
            for option in rule.options where option.name.contains("-") {
                let value = option.defaultValue.yamlText
                let kebab = try Self.decodeNoting("rules:\n  \(rule.id): {\(option.name): \(value)}")
                let snake = try Self.decodeNoting("rules:\n  \(rule.id): {\(Self.snake(option.name)): \(value)}")
                #expect(kebab.configuration.ruleOptionValues == snake.configuration.ruleOptionValues, "\(rule.id).\(option.name)")
                #expect(snake.configuration.ruleOptionValues[rule.id]?[option.name] == option.defaultValue)
                #expect(kebab.note == nil)
                #expect(snake.note?.message.contains("'\(Self.snake(option.name))' is spelled '\(option.name)'") == true)
                checked += 1
            }
        }
        #expect(checked >= 4)
    }

    @Test func oneNotePerFileAtTheFirstKeyNamingTheOthers() throws {
        let read = try Self.decodeNoting("""
            included: [Sources]
            disabled_rules: [title-verb]
            rules:
              title-length: {max_words: 6, max-characters: 30}
            opt_in_rules: [button-border]
            """)
        let note = try #require(read.note)
        #expect(note.line == 2 && note.column == 1)
        #expect(note.description == ".buttonlint.yml:2:1: note: 'disabled_rules' is spelled 'disabled-rules' in ButtonLint "
            + "(so are the other keys written with '_' here: max_words, opt_in_rules); both work")
        #expect(read.configuration.options(for: Self.rule("title-length")).integer("max-words") == 6)
    }

    @Test(arguments: [
        ("disabled_rules: [title-case]\ndisabled-rules: [title-verb]", 2, 1,
         "'disabled-rules' and 'disabled_rules' (line 1) are two spellings of one key; keep one ('disabled-rules')"),
        ("only-rules: [title-case]\nonly_rules: [title-verb]", 2, 1,
         "'only_rules' and 'only-rules' (line 1) are two spellings of one key"),
        ("rules:\n  title-length: {max-words: 6, max_words: 7}", 2, 32,
         "'max_words' and 'max-words' (line 2) are two spellings of one key; keep one ('max-words')"),
        ("rules:\n  title-length:\n    max_characters: 30\n    max-characters: 40", 4, 5,
         "'max-characters' and 'max_characters' (line 3)"),
    ] as [(String, Int, Int, String)])
    func bothSpellingsInOneMapAreAnError(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(Self.failure(text), "no error for:\n\(text)")
        #expect(error.line == line && error.column == column, "\(error)")
        #expect(error.message.contains(message), "\(error)")
    }

    @Test func theSameKeyInDifferentMapsIsNoClash() throws {
        let read = try Self.decodeNoting("""
            rules:
              title-length: {max_words: 6}
              sheet-length: {max-actions: 4}
            """)
        #expect(read.configuration.options(for: Self.rule("sheet-length")).integer("max-actions") == 4)
    }

    @Test func aMistypedSnakeKeySuggestsThePreferredSpelling() throws {
        let error = try #require(Self.failure("disabled_rule: [title-case]"))
        #expect(error.message.contains("unknown key 'disabled_rule'; did you mean 'disabled-rules'?"))
        let option = try #require(Self.failure("rules:\n  title-length: {max_word: 3}"))
        #expect(option.message.contains("did you mean 'max-words'?"))
    }

    /// Names that are not configuration keys keep their `_`: modules, rule ids, words.
    @Test func onlyKeysAreRespelled() throws {
        let read = try Self.decodeNoting("frameworks: {Design_Kit: SwiftUI}\nwords: {keep: [snake_case]}")
        #expect(read.note == nil)
        #expect(read.configuration.frameworkAliases == ["Design_Kit": .swiftUI])
        #expect(read.configuration.words.keep == ["snake_case"])
        #expect(Self.failure("rules:\n  title_case: {severity: error}")?.message.contains("unknown rule 'title_case'") == true)
    }

    @Test func theResolverKeepsOneNotePerFileRead() throws {
        let folder = try TemporaryFolder()
        try folder.makeFolder(".git")
        try folder.write(".buttonlint.yml", "disabled_rules: [title-verb]\nopt_in_rules: [button-border]\n")
        try folder.write("App/.buttonlint.yml", "disabled-rules: [title-case]\n")
        try folder.write("App/Legacy/.buttonlint.yml", "rules: {title-length: {max_words: 3}}\n")
        let resolver = try ConfigurationResolver()
        _ = try resolver.configuration(forFolder: folder.path + "/App/Legacy")
        _ = try resolver.configuration(forFolder: folder.path + "/App/Legacy")
        #expect(resolver.notes.map(\.path) == [folder.path + "/.buttonlint.yml", folder.path + "/App/Legacy/.buttonlint.yml"])
        #expect(resolver.notes.map(\.line) == [1, 1])

        try folder.write("explicit.yml", "only_rules: [title-case]\n")
        let explicit = try ConfigurationResolver(explicitFile: folder.path + "/explicit.yml")
        #expect(explicit.notes.count == 1)
    }

    static func snake(_ key: String) -> String {
        String(key.map { $0 == "-" ? "_" : $0 })
    }
}
