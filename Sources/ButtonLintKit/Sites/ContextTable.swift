/// How a folder, file or type name is matched against a context's or platform's names.
struct NamePattern: Sendable {
    enum Form: Sendable {
        /// A whole word of the name, in any case: `DebugMenu` and `debug_menu` hold `Debug`,
        /// `DebouncedButton` does not.
        case word
        /// The whole name, its case and separators (space, `-`, `_`, `.`) ignored: `Example App`
        /// is `ExampleApp`; `InspectorArea` is not `Inspector`.
        case whole
        /// The name, separators removed, ends with it, in this case: `MyAppUITests`, `Foo Watch`.
        case suffix
    }

    var text: String
    var form: Form

    static func word(_ text: String) -> NamePattern { NamePattern(text: text, form: .word) }
    static func whole(_ text: String) -> NamePattern { NamePattern(text: text, form: .whole) }
    static func suffix(_ text: String) -> NamePattern { NamePattern(text: text, form: .suffix) }

    /// Whether `name` matches, given its words and its separator-free forms.
    func matches(_ name: NameForms) -> Bool {
        switch form {
        case .word: name.lowercasedWords.contains(text.lowercased())
        case .whole: name.lowercasedJoined == NameForms.joined(text).lowercased()
        case .suffix: name.joined.hasSuffix(text)
        }
    }
}

/// A name (a folder, a file without its extension, a type) as the patterns compare it.
struct NameForms {
    let joined: String
    let lowercasedJoined: String
    let lowercasedWords: [String]

    init(_ name: Substring) {
        joined = Self.joined(name)
        lowercasedJoined = joined.lowercased()
        lowercasedWords = Self.words(of: name).map { $0.lowercased() }
    }

    static func isSeparator(_ character: Character) -> Bool {
        character == " " || character == "-" || character == "_" || character == "."
    }

    static func joined<S: StringProtocol>(_ name: S) -> String {
        String(name.filter { !isSeparator($0) })
    }

    /// `DEBUGMenuView2` → `DEBUG`, `Menu`, `View`, `2`: split at separators, at a lowercase
    /// letter followed by a capital, at the last capital of a run followed by a lowercase letter,
    /// and between letters and digits.
    static func words(of name: Substring) -> [Substring] {
        var words: [Substring] = []
        let characters = Array(name.indices)
        var start: String.Index?
        for (position, index) in characters.enumerated() {
            let character = name[index]
            guard !isSeparator(character), character.isLetter || character.isNumber else {
                if let begun = start { words.append(name[begun..<index]) }
                start = nil
                continue
            }
            if let begun = start, position > 0 {
                let previous = name[characters[position - 1]]
                let next = position + 1 < characters.count ? name[characters[position + 1]] : nil
                let breaks = (previous.isLowercase && character.isUppercase)
                    || (previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false))
                    || (previous.isLetter != character.isLetter)
                if breaks {
                    words.append(name[begun..<index])
                    start = index
                }
            } else if start == nil {
                start = index
            }
        }
        if let begun = start { words.append(name[begun...]) }
        return words
    }
}

/// What puts a site in a context, as data: the names of folders, files and enclosing types, the
/// modules a file imports, the `#if` flags around it, and the calls whose bodies it is in.
/// Previews are found by `PreviewBodies`.
enum ContextTable {
    /// Folder names, and for some file names too (without their extension). Matched below the
    /// folder the run starts from, so a checkout in `~/Developer` is not debug code. Galleries
    /// and examples are folders: a file named `Sample.swift` says little.
    static let pathNames: [(context: SiteContext, pattern: NamePattern, namesFiles: Bool)] =
        [(.tests, .whole("Test"), false), (.tests, .suffix("Tests"), true)]
        + examplesNames.map { (.examples, NamePattern.whole($0), false) }
        + ["Gallery", "Galleries", "Inspector", "Inspectors", "Showcase", "Showcases",
           "Catalog", "Catalogs", "Catalogue", "Catalogues"].map { (.gallery, NamePattern.whole($0), false) }
        + debugNames.map { (.debug, $0, true) }

    /// `Example`, `Examples`, `ExampleApp`, `Demo Apps`…: a library's example projects.
    private static let examplesNames = ["Example", "Examples", "Demo", "Demos", "Sample", "Samples"]
        .flatMap { base in ["", "App", "Apps", "Project", "Projects"].map { base + $0 } }

    /// Debug screens by name: a folder, file or enclosing type. "Developer" as a word counts
    /// (`DeveloperSettingsView`); "Development" does not (`DevelopmentView` can be shipping UI).
    /// "Internal" only as a whole name: as a word it names much shipping code (`InternalBrowser`).
    static let debugNames: [NamePattern] = [.word("Debug"), .word("Debugging"), .word("Developer"),
                                            .whole("Internal")]

    /// Enclosing types (and extensions) whose names put their bodies in a context.
    static let typeNames: [(context: SiteContext, pattern: NamePattern)] = debugNames.map { (.debug, $0) }

    /// Imports that make a whole file test code.
    static let modules: [String: SiteContext] = [
        "XCTest": .tests, "Testing": .tests, "SnapshotTesting": .tests, "Quick": .tests, "Nimble": .tests,
    ]

    /// `#if` flags whose branches are a context (`#if DEBUG`, and the `#else` of `#if !DEBUG`).
    static let conditionFlags: [(flag: String, context: SiteContext)] = [("DEBUG", .debug)]

    /// Calls whose arguments and closures are a context (`.accessibilityActions { Button… }`).
    static let calls: [String: SiteContext] = [
        "accessibilityAction": .accessibility, "accessibilityActions": .accessibility,
    ]
}

/// A platform whose system behaves differently from the frameworks' defaults, and how its code
/// is recognised: what it imports, its target folders' names, its `#if os(…)` condition.
struct PlatformFacts: Sendable {
    var name: String
    /// Modules only this platform has.
    var modules: Set<String>
    /// Target folder names (`MyApp Watch`, `MyApp WatchKit Extension`, `Watch App`).
    var folderNames: [NamePattern]
    /// The condition of its `#if` branches.
    var condition: String
    /// What the platform adds to every sheet of its code.
    var sheetBehaviour: SheetBehaviour

    /// watchOS shows a Cancel on every action sheet itself, so none is missing there.
    static let all: [PlatformFacts] = [
        PlatformFacts(name: "watchOS", modules: ["WatchKit", "ClockKit"],
                      folderNames: ["Watch", "WatchApp", "WatchKitApp", "WatchExtension", "WatchKitExtension",
                                    "watchOS", "WatchOS"].map(NamePattern.suffix),
                      condition: "os(watchOS)", sheetBehaviour: [.addsOwnDismiss]),
    ]
}
