import Testing
@testable import ButtonLintKit

/// Every rule option and `words:` list changes what its rule reports, and its default is today's behaviour.
@Suite struct RuleOptionTests {
    static func findings(_ yaml: String, _ code: String) throws -> [String] {
        let configuration = try ConfigurationDecoder(path: ".buttonlint.yml", folder: "/").decode(Array(yaml.utf8))
        return Linter(configuration: configuration).lint(SourceFile(path: "T.swift", text: "import SwiftUI\n" + code))
            .map { "\($0.ruleID) \($0.title ?? $0.message)" }
    }

    @Test func titleCaseStyle() throws {
        let code = ["Import from File", "Import From File", "Import from file"]
            .map { "let a = Button(\"\($0)\") { }" }.joined(separator: "\n")
        #expect(try Self.findings("", code) == ["title-case Import From File", "title-case Import from file"])
        #expect(try Self.findings("rules: {title-case: {style: gnome}}", code) == ["title-case Import from File", "title-case Import from file"])
        #expect(try Self.findings("rules: {title-case: {style: sentence}}", code) == ["title-case Import from File",
                                                                                     "title-case Import From File"])
        // A configured style applies to Adwaita files too; without one they get GNOME's.
        let adwaita = "import Adwaita\nlet a = Button(\"Import From File\")"
        #expect(try Self.findings("", adwaita).isEmpty)
        #expect(try Self.findings("rules: {title-case: {style: apple}}", adwaita) == ["title-case Import From File"])
    }

    @Test func titleCaseKeepAndWordsKeep() throws {
        let code = "let a = Button(\"Open in acme cloud\") { }"
        #expect(try Self.findings("", code) == ["title-case Open in acme cloud"])
        #expect(try Self.findings("rules: {title-case: {keep: [acme cloud]}}", code).isEmpty)
        #expect(try Self.findings("words: {keep: [acme cloud]}", code).isEmpty)
    }

    @Test func titleVerbAllowAndWordsVerbs() throws {
        let code = "let a = Button(\"Continue\") { }\nlet b = Button(\"Photos\") { }\nlet c = Button(\"OK\") { }"
        #expect(try Self.findings("", code) == ["title-verb Photos"])
        #expect(try Self.findings("rules: {title-verb: {allow: [Photos]}}", code) == ["title-verb OK"])
        #expect(try Self.findings("words: {verbs: [Photos]}", code).isEmpty)
        let first = "let a = Button(\"New Window\") { }\nlet b = Button(\"Recent Files\") { }"
        #expect(try Self.findings("", first) == ["title-verb Recent Files"])
        #expect(try Self.findings("rules: {title-verb: {allowed-first-words: [Recent]}}", first) == ["title-verb New Window"])
    }

    @Test func titleLengthLimits() throws {
        let code = "let a = Button(\"Save the Whole File\") { }"
        #expect(try Self.findings("", code).isEmpty)
        #expect(try Self.findings("rules: {title-length: {max-words: 3}}", code).count == 1)
        #expect(try Self.findings("rules: {title-length: {max-characters: 18}}", code).count == 1)
    }

    static let sheet = """
        struct V: View {
            @State var shown = false
            var body: some View {
                Text("x").confirmationDialog("Photo", isPresented: $shown) {
                    Button("Archive Photo") { }
                    Button("Go Back") { }
                    Button("Share Photo") { }
                    Button("Copy Photo") { }
                }
            }
        }
        """

    @Test func destructiveWordsAndTheWordsList() throws {
        #expect(try Self.findings("", Self.sheet).isEmpty)
        #expect(try Self.findings("words: {destructive: [archive]}", Self.sheet).map { $0.split(separator: " ")[0] } == ["destructive-role"])
        #expect(try Self.findings("rules: {destructive-role: {words: [archive]}}", Self.sheet).count == 1)
        let delete = Self.sheet.replacingOccurrences(of: "Archive Photo", with: "Delete Photo")
        #expect(try Self.findings("", delete).count == 1)
        // The option replaces the built-in list.
        #expect(try Self.findings("rules: {destructive-role: {words: [archive]}}", delete).isEmpty)
    }

    @Test func destructiveRoleInAlerts() throws {
        let alert = """
            struct V: View {
                @State var shown = false
                var body: some View {
                    Text("x").alert("Empty Trash?", isPresented: $shown) {
                        Button("Empty Trash") { }
                        Button("Cancel", role: .cancel) { }
                    }
                }
            }
            """
        #expect(try Self.findings("", alert).isEmpty)
        #expect(try Self.findings("rules: {destructive-role: {in-alerts: true}}", alert) == ["destructive-role Empty Trash"])
    }

    @Test func cancelTitlesAndSheetLength() throws {
        // Four actions besides Cancel: "Go Back" is a Cancel only when configured so.
        #expect(try Self.findings("rules: {sheet-length: {max-actions: 3}}", Self.sheet).count == 1)
        #expect(try Self.findings("rules: {sheet-length: {max-actions: 3}}\nwords: {cancel: [Go Back]}", Self.sheet)
            .map { $0.split(separator: " ")[0] } == ["cancel-role"])
        #expect(try Self.findings("rules: {sheet-length: {max-actions: 3}, cancel-role: {titles: [Go Back]}}", Self.sheet)
            .map { $0.split(separator: " ")[0] } == ["cancel-role"])
        #expect(try Self.findings("rules: {sheet-length: {max-actions: 4}}", Self.sheet).isEmpty)
    }

    @Test func aDesignSystemModuleStandsForTheFrameworkItReExports() throws {
        let configuration = try ConfigurationDecoder(path: "c.yml", folder: "/").decode(Array("frameworks: {DesignKit: SwiftUI}".utf8))
        let code = "import DesignKit\nlet b = Button(\"save draft\") { }"
        #expect(Linter().lint(SourceFile(path: "T.swift", text: code)).isEmpty)
        #expect(Linter(configuration: configuration).lint(SourceFile(path: "T.swift", text: code)).map(\.ruleID) == ["title-case"])
    }

    @Test func optionValuesAreTypedAndRanged() throws {
        for (yaml, message) in [
            ("rules: {title-length: {max-words: 0}}", "out of range: a whole number from 1 to 100, not 0"),
            ("rules: {title-length: {max-words: '4'}}", "must be a whole number"),
            ("rules: {title-length: {max-words: four}}", "must be a whole number"),
            ("rules: {title-case: {style: title}}", "must be one of apple, gnome, sentence"),
            ("rules: {title-verb: {allow: OK}}", "expected a list of words or phrases"),
            ("rules: {title-length: {max-word: 4}}", "did you mean 'max-words'?"),
        ] {
            #expect(throws: ConfigurationError.self) { try Self.findings(yaml, "") }
            do {
                _ = try Self.findings(yaml, "")
            } catch let error as ConfigurationError {
                #expect(error.message.contains(message), "\(yaml): \(error.message)")
            }
        }
    }

    @Test func everyOptionsDefaultIsItsDeclaredTypeAndExplainListsIt() {
        for rule in RuleRegistry.descriptions {
            for option in rule.options {
                switch (option.kind, option.defaultValue) {
                case (.integer(let range), .integer(let value)): #expect(range.contains(value), "\(rule.id) \(option.name)")
                case (.boolean, .boolean), (.words, .words): break
                case (.choice(let choices), .choice(let value)): #expect(choices.contains(value), "\(rule.id) \(option.name)")
                default: Issue.record("\(rule.id) \(option.name): default of another type")
                }
            }
        }
    }

    /// Each rule's options are one typed value, decoded from the configuration in one place.
    @Test func eachRuleDecodesItsOwnTypedOptions() throws {
        let configuration = try ConfigurationDecoder(path: ".buttonlint.yml", folder: "/").decode(Array("""
            rules:
              title-length: {max-characters: 30, max-words: 4}
              sheet-length: {max-actions: 3}
              destructive-role: {words: [Wipe], in-alerts: true}
              cancel-role: {titles: [Back Out]}
              title-case: {style: sentence, keep: [Acme]}
              title-verb: {allow: [Photos], allowed-first-words: [Recent]}
            words: {cancel: [Not Now], destructive: [Shred], keep: [iCloud], verbs: [Zap]}
            """.utf8))
        let length = TitleLengthRule.Options(configuration: configuration)
        #expect(length.maxCharacters == 30 && length.maxWords == 4)
        #expect(SheetLengthRule.Options(configuration: configuration).maxActions == 3)
        let destructive = DestructiveRoleRule.Options(configuration: configuration)
        #expect(destructive.words == ["Wipe"] && destructive.inAlerts)
        #expect(CancelRoleRule.Options(configuration: configuration).titles == ["Back Out"])
        let titleCase = TitleCaseRule.Options(configuration: configuration)
        #expect(titleCase.style == .sentence && titleCase.keepPhrases == ["iCloud", "Acme"])
        let verb = TitleVerbRule.Options(configuration: configuration)
        #expect(verb.allow == ["Photos"] && verb.allowedFirstWords == ["Recent"] && verb.extraVerbs == ["Zap"])
        // The shared vocabulary: the rules' lists with `words:` added.
        let vocabulary = RoleVocabulary(configuration: configuration)
        #expect(vocabulary.cancelTitles == ["Back Out", "Not Now"])
        #expect(vocabulary.destructiveVerbs == ["Wipe", "Shred"])
        // Unset, every option is its declared default.
        let plain = Configuration()
        #expect(TitleLengthRule.Options(configuration: plain).maxCharacters == TitleLengthRule.Options.defaultMaxCharacters)
        #expect(TitleCaseRule.Options(configuration: plain).style == nil)
        #expect(RoleVocabulary(configuration: plain) == RoleVocabulary())
    }
}

