import Testing
@testable import ButtonLintKit

/// Every key of `.buttonlint.yml`, and every mistake reported with its file, line and column.
@Suite struct ConfigurationDecoderTests {
    static func decode(_ text: String, over base: Configuration = Configuration()) throws -> Configuration {
        try ConfigurationDecoder(path: ".buttonlint.yml", folder: "/repo").decode(Array(text.utf8), over: base)
    }

    static func failure(_ text: String) -> ConfigurationError? {
        do {
            _ = try decode(text)
            return nil
        } catch let error as ConfigurationError {
            return error
        } catch {
            return nil
        }
    }

    @Test func theSpecsExampleReadsWhole() throws {
        let configuration = try Self.decode("""
            included: [Sources]
            excluded: [Sources/Generated]
            disabled_rules: [title-length]
            opt_in_rules: [button-border]
            rules:
              sheet-length: {severity: error}
            words:
              verbs: [Airdrop]
              keep: [iCloud Drive, Sign in with Apple]
              destructive: [Archive]
              cancel: [Not Yet]
            builders:
              - call: PrimaryButton
                title: title        # argument label, or _ for the first unlabeled argument
                role: role
              - call: button
                receiver: DS.Buttons
                title: _
                kind: menu-action
            previews: check
            frameworks: {DesignKit: SwiftUI}
            """)
        let rule = { (id: String) in RuleRegistry.description(of: id)! }
        #expect(!configuration.isEnabled(rule("title-length")))
        #expect(configuration.isEnabled(rule("button-border")))
        #expect(configuration.severity(of: rule("sheet-length")) == .error)
        #expect(configuration.words.verbs == ["Airdrop"])
        #expect(configuration.words.keep == ["iCloud Drive", "Sign in with Apple"])
        #expect(configuration.words.destructive == ["Archive"])
        #expect(configuration.words.cancel == ["Not Yet"])
        #expect(configuration.builders == [
            BuilderEntry(call: "PrimaryButton", title: "title", role: "role"),
            BuilderEntry(call: "button", receiver: "DS.Buttons", title: "_", kind: .menuAction),
        ])
        #expect(configuration.checksPreviews)
        #expect(configuration.frameworkAliases == ["DesignKit": .swiftUI])
        #expect(configuration.admits(path: "/repo/Sources/A.swift"))
        #expect(!configuration.admits(path: "/repo/Sources/Generated/B.swift"))
        #expect(!configuration.admits(path: "/repo/Tests/C.swift"))
        #expect(configuration.admits(path: "/elsewhere/D.swift"))
    }

    @Test func onlyRulesRunExactlyThoseRules() throws {
        let configuration = try Self.decode("only_rules: [title-case, button-border]")
        let enabled = RuleRegistry.descriptions.filter(configuration.isEnabled).map(\.id)
        #expect(enabled == ["title-case", "button-border"])
    }

    @Test func aNestedFileRefinesItsParent() throws {
        let parent = try Self.decode("disabled_rules: [title-verb]\nwords: {keep: [iCloud]}\nrules: {title-case: {severity: error}}")
        let child = try Self.decode("opt_in_rules: [title-verb]\nwords: {keep: [AirDrop]}", over: parent)
        let titleVerb = RuleRegistry.description(of: "title-verb")!
        #expect(child.isEnabled(titleVerb))
        #expect(child.words.keep == ["iCloud", "AirDrop"])
        #expect(child.severity(of: RuleRegistry.description(of: "title-case")!) == .error)
        #expect(child.sources == [".buttonlint.yml", ".buttonlint.yml"])
    }

    @Test(arguments: [
        ("includd: [a]", 1, 1, "unknown key 'includd'; did you mean 'included'?"),
        ("disabled_rules: [title-cases]", 1, 18, "unknown rule 'title-cases'; did you mean 'title-case'?"),
        ("disabled_rules: title-case", 1, 17, "expected a list of rule ids"),
        ("rules:\n  nope: {}", 2, 3, "unknown rule 'nope'"),
        ("rules:\n  title-case: {severity: fatal}", 2, 26, "severity must be one of note, warning, error"),
        ("rules:\n  title-case: {colour: red}", 2, 16, "rule 'title-case' has no option 'colour'"),
        ("rules:\n  title-case: 3", 2, 15, "expected a map of 'title-case' options"),
        ("rules: [a]", 1, 8, "expected a map of rule ids"),
        ("words: {verb: [x]}", 1, 9, "unknown key 'words: verb'; did you mean 'verbs'?"),
        ("words: {verbs: x}", 1, 16, "expected a list of words or phrases"),
        ("words: {verbs: [[x]]}", 1, 17, "expected text in a list of words or phrases"),
        ("builders: {call: X}", 1, 11, "'builders' must be a list"),
        ("builders:\n  - title: t", 2, 5, "a builder needs 'call'"),
        ("builders:\n  - call: X", 2, 5, "builder 'X' needs 'title'"),
        ("builders:\n  - call: X\n    title: t\n    kind: toggle", 4, 11, "kind must be one of"),
        ("builders:\n  - call: X\n    titel: t", 3, 5, "unknown key 'titel' in a builder; did you mean 'title'?"),
        ("builders:\n  - call: 'two words'\n    title: t", 2, 11, "expected 'call' (the callee's name)"),
        ("builders:\n  - call: X\n    receiver: 'a..b'\n    title: t", 3, 15, "'receiver' must be a name"),
        ("previews: yes", 1, 11, "previews must be one of skip, check"),
        ("development-language: [en]", 1, 23, "expected a language code"),
        ("development-language: 'en lproj'", 1, 23, "expected a language code"),
        ("development-language: e", 1, 23, "expected a language code"),
        ("development-language: English", 1, 23, "found 'English'; did you mean 'en'?"),
        ("development-language: Klingon", 1, 23, "expected a language code"),
        ("frameworks: {DesignKit: Qt}", 1, 25, "the framework of 'DesignKit' must be one of"),
        ("included: [\"\"]", 1, 12, "expected non-empty text"),
        ("- a\n- b", 1, 1, "expected a map of settings"),
        ("a: [x", 1, 6, "unclosed '['"),
    ] as [(String, Int, Int, String)])
    func everyMistakeNamesItsLineAndColumn(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(Self.failure(text), "no error for:\n\(text)")
        #expect(error.line == line && error.column == column, "\(text): \(error)")
        #expect(error.message.contains(message), "\(text): \(error)")
        #expect(error.description.hasPrefix(".buttonlint.yml:\(line):\(column): error: "))
    }

    @Test func configuringAnOptionTwiceInOneMapIsADuplicateKey() throws {
        let error = try #require(Self.failure("rules:\n  title-case: {severity: error, severity: note}"))
        #expect(error.message.contains("duplicate key 'severity'"))
    }

    @Test func theDevelopmentLanguageIsALanguageCode() throws {
        for code in ["en", "en-GB", "pt_BR", "zh-Hans", "Base"] {
            #expect(try Self.decode("development-language: \(code)").developmentLanguage == code)
        }
        #expect(try Self.decode("previews: skip").developmentLanguage == nil)
    }
}
