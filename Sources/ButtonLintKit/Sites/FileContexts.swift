import Foundation

/// What a file's path says about its code: its context and its platform. The engine makes it
/// once per file from the path findings show, below the folder the run starts from, and hands
/// it to the analysis as a value.
struct PathFacts: Sendable, Equatable {
    /// The context its folders or file name put it in; nil for `app`.
    var context: SiteContext?
    /// The index in `PlatformFacts.all` of the platform its target folder is for.
    var platform: Int?

    static let none = PathFacts()

    /// The facts of `path` (`/`-separated, as findings show it). An absolute path below `root`
    /// (the folder the run starts from) is read from there on. Every file of a folder shares its
    /// folders' facts: with `folders`, they are read once per folder, and per file only its name.
    init(path: String, below root: String? = nil, folders: FolderMemo? = nil) {
        var relative = Substring(path)
        if let root, !root.isEmpty, path.hasPrefix("/") {
            let folder = root.hasSuffix("/") ? root : root + "/"
            if path.hasPrefix(folder) { relative = path.dropFirst(folder.count) }
        }
        let utf8 = relative.utf8
        if let folders, let slash = utf8.lastIndex(of: UInt8(ascii: "/")) {
            let file = relative[utf8.index(after: slash)...]
            if !file.isEmpty, file != ".", file != ".." {
                let folder = relative[..<slash]
                self = folders.value(for: folder) { PathFacts(components: Self.components(of: folder), endingWithFile: false) }
                read(Self.baseName(file), isFile: true)
                return
            }
        }
        self.init(components: Self.components(of: relative), endingWithFile: true)
    }

    /// The facts of a path's components, the last one a file's name when `endingWithFile`.
    private init(components: [Substring], endingWithFile: Bool) {
        for (position, name) in components.enumerated() {
            let isFile = endingWithFile && position == components.count - 1
            read(isFile ? Self.baseName(name) : name, isFile: isFile)
        }
    }

    /// A path's names, split at the separator's byte as the file system does, without `.` and `..`.
    private static func components(of path: Substring) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init).filter { $0 != "." && $0 != ".." }
    }

    /// A file's name without its extension.
    private static func baseName(_ file: Substring) -> Substring {
        file.lastIndex(of: ".").map { file[..<$0] } ?? file
    }

    /// Adds what one name of the path says: a folder's context or platform, or the context a
    /// file's own name gives.
    private mutating func read(_ name: Substring, isFile: Bool) {
        var platform: Int?
        PathNameEntry.index.forEachValue(matching: NameForms(name)) { entry in
            if let context = entry.context, !isFile || entry.namesFiles {
                self.context = min(self.context ?? context, context)
            }
            if let found = entry.platform { platform = min(platform ?? found, found) }
        }
        // Target folders name platforms; the file's own name does not.
        if !isFile, let platform { self.platform = platform }
    }

    /// The facts of folders, kept for a run and shared by its workers.
    typealias FolderMemo = BoundedMemo<Substring, PathFacts>

    init(context: SiteContext? = nil, platform: Int? = nil) {
        self.context = context
        self.platform = platform
    }
}

/// The contexts and platforms of one file's code: the file's own (from its path and imports)
/// and the regions of bytes that syntax puts in another (previews, `#if DEBUG`, debug types,
/// accessibility actions, `#if os(watchOS)`). A site's context is the first by
/// `SiteContext.precedence` among those that hold its offset, `app` when none does.
struct FileContexts: Sendable {
    /// The context of the whole file, nil for `app`.
    private(set) var fileContext: SiteContext?
    private(set) var regions: [(bytes: Range<Int>, context: SiteContext)] = []
    /// The file's platform, an index in `PlatformFacts.all`.
    private(set) var filePlatform: Int?
    private(set) var platformRegions: [(bytes: Range<Int>, platform: Int)] = []

    /// A file with no context but `app` and no platform.
    static let app = FileContexts()

    private init() {}

    init(tree: SyntaxTree, path: PathFacts) {
        fileContext = path.context
        filePlatform = path.platform
        for module in tree.imports {
            if let context = ContextTable.modules[module] { fileContext = min(fileContext ?? context, context) }
            if filePlatform == nil, let index = PlatformFacts.all.firstIndex(where: { $0.modules.contains(module) }) {
                filePlatform = index
            }
        }
        for bytes in PreviewBodies.ranges(in: tree) { regions.append((bytes, .previews)) }
        for region in tree.conditionalRegions {
            for entry in ContextTable.conditionFlags where region.asserts(entry.flag) {
                regions.append((region.bytes, entry.context))
            }
            if let index = PlatformFacts.all.firstIndex(where: { region.asserts($0.condition) }) {
                platformRegions.append((region.bytes, index))
            }
        }
        addTypeRegions(of: tree)
        addCallRegions(of: tree)
    }

    /// Bodies of types (and extensions) whose names name a context (`DebugMenuView`).
    private mutating func addTypeRegions(of tree: SyntaxTree) {
        let tokens = tree.tokens
        let scopes = tree.scopes
        for index in scopes.indices {
            guard case .type(_, let name) = scopes[index].kind else { continue }
            guard let context = ContextTable.typeNameIndex.firstValue(matching: NameForms(Substring(name))) else { continue }
            let body = scopes[index].body
            // The body's tokens lie between the braces: from the `{` to the `}` in bytes.
            let open = body.lowerBound - 1
            guard open >= 0, open < tokens.count else { continue }
            let close = min(body.upperBound, tokens.count - 1)
            regions.append((Int(tokens[open].start)..<Int(tokens[close].end), context))
        }
    }

    /// Calls whose arguments and closures are a context, from the callee's name to the call's end.
    private mutating func addCallRegions(of tree: SyntaxTree) {
        let tokens = tree.tokens
        let calls = tree.calls
        let shortest = ContextTable.calls.keys.map(\.utf8.count).min() ?? 0
        // Most calls' names are shorter than every listed one: no hashing for them.
        for index in calls.indices where calls[index].name.utf8.count >= shortest {
            guard let context = ContextTable.calls[calls[index].name] else { continue }
            regions.append((Int(tokens[calls[index].nameToken].start)..<Int(tokens[calls[index].endToken].end), context))
        }
    }

    /// These contexts, with each of `sites` whose title says which context it is for
    /// (`ContextTable.titleLabels`: "Debug: Low Memory") in that one: at the site's builder and
    /// at its title, where findings about it point.
    func addingTitleContexts(of sites: [TitleSite]) -> FileContexts {
        var contexts = self
        for site in sites {
            guard let title = site.title, let context = ContextTable.context(ofTitle: title.text.text) else { continue }
            contexts.regions.append((site.location..<site.location + 1, context))
            contexts.regions.append((title.anchor, context))
            for branch in site.branchTitles { contexts.regions.append((branch.anchor, context)) }
        }
        return contexts
    }

    /// The context of the code at byte `offset`.
    func context(at offset: Int) -> SiteContext {
        var context = fileContext ?? .app
        for region in regions where region.bytes.contains(offset) && region.context < context {
            context = region.context
        }
        return context
    }

    /// The platform of the code at byte `offset`, if it is one `PlatformFacts` knows.
    func platform(at offset: Int) -> PlatformFacts? {
        if let filePlatform { return PlatformFacts.all[filePlatform] }
        return platformRegions.first { $0.bytes.contains(offset) }.map { PlatformFacts.all[$0.platform] }
    }
}

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

    var form: Form
    /// The text as `form` compares it (lowercased for a word, also without separators for a
    /// whole name), made once rather than per name compared.
    private(set) var key: String

    init(text: String, form: Form) {
        self.form = form
        switch form {
        case .word: key = text.lowercased()
        case .whole: key = NameForms.joined(text).lowercased()
        case .suffix: key = NameForms.joined(text)
        }
    }

    static func word(_ text: String) -> NamePattern { NamePattern(text: text, form: .word) }
    static func whole(_ text: String) -> NamePattern { NamePattern(text: text, form: .whole) }
    static func suffix(_ text: String) -> NamePattern { NamePattern(text: text, form: .suffix) }
}

/// Name patterns by how they compare, each with its value: a name's words and whole form are
/// looked up rather than compared with each pattern in turn; only the suffixes are compared one
/// by one. The one matcher of `NamePattern`s (path names, platform folders, type names).
struct NamePatternIndex<Value: Sendable>: Sendable {
    private typealias Kept = (position: Int, value: Value)
    private var byWord: [String: [Kept]] = [:]
    private var byWhole: [String: [Kept]] = [:]
    private var suffixes: [(key: String, kept: Kept)] = []
    private var count = 0

    init(_ patterns: [(NamePattern, Value)]) {
        for (pattern, value) in patterns {
            let kept = (count, value)
            count += 1
            switch pattern.form {
            case .word: byWord[pattern.key, default: []].append(kept)
            case .whole: byWhole[pattern.key, default: []].append(kept)
            case .suffix: suffixes.append((pattern.key, kept))
            }
        }
    }

    /// Calls `body` with the value of each pattern `name` matches, and the pattern's position
    /// among those given (a word pattern once per word of the name that is its word).
    private func forEachMatch(of name: NameForms, _ body: (Kept) -> Void) {
        for word in name.lowercasedWords { byWord[word]?.forEach(body) }
        byWhole[name.lowercasedJoined]?.forEach(body)
        for suffix in suffixes where name.joined.hasSuffix(suffix.key) { body(suffix.kept) }
    }

    /// Calls `body` with the value of each pattern `name` matches.
    func forEachValue(matching name: NameForms, _ body: (Value) -> Void) {
        forEachMatch(of: name) { body($0.value) }
    }

    /// The value of the first pattern, in the order given, that `name` matches.
    func firstValue(matching name: NameForms) -> Value? {
        var first: Kept?
        forEachMatch(of: name) { kept in
            if let current = first, current.position < kept.position { return }
            first = kept
        }
        return first?.value
    }
}

/// What a name of a path gives when it matches (`PathFacts`): a context (with whether a file's
/// own name may give it), or a platform by its index in `PlatformFacts.all`.
struct PathNameEntry: Sendable {
    var context: SiteContext?
    var namesFiles = false
    var platform: Int?

    /// The names of `ContextTable.pathNames` and of the platforms' target folders: every
    /// component of every linted path is matched against all of them.
    static let index = NamePatternIndex<PathNameEntry>(
        ContextTable.pathNames.map { ($0.pattern, PathNameEntry(context: $0.context, namesFiles: $0.namesFiles)) }
        + PlatformFacts.all.enumerated().flatMap { index, platform in
            platform.folderNames.map { ($0, PathNameEntry(platform: index)) }
        })
}

/// A name (a folder, a file without its extension, a type) as the patterns compare it.
struct NameForms {
    let joined: String
    let lowercasedJoined: String
    let lowercasedWords: [String]

    init(_ name: Substring) {
        let characters = Self.classified(name)
        joined = Self.joined(name, characters)
        lowercasedJoined = joined.lowercased()
        lowercasedWords = Self.words(of: name, characters).map { $0.lowercased() }
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
        words(of: name, classified(name))
    }

    /// What the splitting asks of a character, read once per character: a name is read once per
    /// file or type, and Unicode's tables are consulted only for letters outside ASCII.
    private struct CharacterClass {
        var isSeparator = false
        var isLetter = false
        var isNumber = false
        var isLowercase = false
        var isUppercase = false

        init(_ character: Character) {
            if let byte = character.asciiValue {
                self.init(ascii: byte)
            } else {
                self.init(letter: character.isLetter, number: character.isNumber,
                          lowercase: character.isLowercase, uppercase: character.isUppercase)
            }
        }

        private init(letter: Bool, number: Bool, lowercase: Bool, uppercase: Bool) {
            isLetter = letter
            isNumber = number
            isLowercase = lowercase
            isUppercase = uppercase
        }

        /// The class of the ASCII character `byte`, as `Character`'s properties give it.
        init(ascii byte: UInt8) {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."): isSeparator = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"): isLetter = true; isLowercase = true
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): isLetter = true; isUppercase = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"): isNumber = true
            default: break
            }
        }

        var isWordCharacter: Bool { !isSeparator && (isLetter || isNumber) }
    }

    /// Each character of `name` with where it starts and its class, in order. In a name of ASCII
    /// but for carriage returns (which join a following line feed), each byte is a character.
    private static func classified(_ name: Substring) -> [(index: String.Index, kind: CharacterClass)] {
        var characters: [(index: String.Index, kind: CharacterClass)] = []
        characters.reserveCapacity(name.utf8.count)
        let utf8 = name.utf8
        if utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            var index = utf8.startIndex
            for byte in utf8 {
                characters.append((index, CharacterClass(ascii: byte)))
                index = utf8.index(after: index)
            }
            return characters
        }
        var index = name.startIndex
        for character in name {
            characters.append((index, CharacterClass(character)))
            index = name.index(after: index)
        }
        return characters
    }

    /// `name` without its separators: the runs between them, joined.
    private static func joined(_ name: Substring, _ characters: [(index: String.Index, kind: CharacterClass)]) -> String {
        var joined = ""
        joined.reserveCapacity(name.utf8.count)
        var start: String.Index?
        for character in characters {
            if character.kind.isSeparator {
                if let begun = start { joined += name[begun..<character.index] }
                start = nil
            } else if start == nil {
                start = character.index
            }
        }
        if let begun = start { joined += name[begun...] }
        return joined
    }

    private static func words(of name: Substring, _ characters: [(index: String.Index, kind: CharacterClass)]) -> [Substring] {
        var words: [Substring] = []
        var start: String.Index?
        for (position, character) in characters.enumerated() {
            let kind = character.kind
            guard kind.isWordCharacter else {
                if let begun = start { words.append(name[begun..<character.index]) }
                start = nil
                continue
            }
            if let begun = start, position > 0 {
                let previous = characters[position - 1].kind
                let nextIsLowercase = position + 1 < characters.count && characters[position + 1].kind.isLowercase
                let breaks = (previous.isLowercase && kind.isUppercase)
                    || (previous.isUppercase && kind.isUppercase && nextIsLowercase)
                    || (previous.isLetter != kind.isLetter)
                if breaks {
                    words.append(name[begun..<character.index])
                    start = character.index
                }
            } else if start == nil {
                start = character.index
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
    static let typeNameIndex = NamePatternIndex<SiteContext>(typeNames.map { ($0.pattern, $0.context) })

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

    /// Titles that say they are for developers, by the label they start with: "Debug: Low
    /// Memory", "Debug – Reset Cache", "[DEV] Reload Feed", "DEV: Crash Now". Apps show such
    /// actions only to developers, often by a check made at run time that syntax cannot see.
    /// "DEV" counts only in capitals before a colon ("Dev: …" may be a name); a first word that
    /// merely holds the label ("Debugger Settings", "Debug Area") is a developer tool's feature.
    static let titleLabels: [(context: SiteContext, label: TitleLabel)] = [
        (.debug, TitleLabel("Debug", forms: [.colon, .dash, .bracketed])),
        (.debug, TitleLabel("DEV", matchingCase: true, forms: [.colon])),
        (.debug, TitleLabel("Dev", forms: [.bracketed])),
        (.debug, TitleLabel("Developer", forms: [.bracketed])),
        (.debug, TitleLabel("Internal", forms: [.bracketed])),
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
