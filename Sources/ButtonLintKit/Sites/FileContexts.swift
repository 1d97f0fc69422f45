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
    let key: String

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

    init(_ patterns: [(NamePattern, Value)]) {
        for (position, (pattern, value)) in patterns.enumerated() {
            let kept = (position, value)
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

/// A label a title starts with that says whom it is for (`Debug:` in "Debug: Low Memory"), and
/// how it may be written: followed by a colon, followed by a dash, or in brackets.
struct TitleLabel: Sendable {
    enum Form: Sendable {
        /// `Debug: Low Memory`.
        case colon
        /// `Debug – Reset Cache`, `Debug - Reset Cache`: a dash with a space on one side at
        /// least, so a hyphenated word ("Debug-Only Settings") is not a label.
        case dash
        /// `[Debug] Reload`, `(Debug) Reload`.
        case bracketed
    }

    /// The label's word, compared with the title's whole first word.
    var word: String
    /// Whether only this spelling counts (`DEV`), rather than any case.
    var matchingCase: Bool
    var forms: Set<Form>

    init(_ word: String, matchingCase: Bool = false, forms: Set<Form>) {
        self.word = word
        self.matchingCase = matchingCase
        self.forms = forms
    }

    /// Whether a title's start, as `start(of:)` reads it, is this label in one of its forms.
    func labels(_ start: (word: Substring, form: Form?)) -> Bool {
        start.form.map(forms.contains) == true && names(start.word)
    }

    private func names(_ candidate: Substring) -> Bool {
        matchingCase ? candidate == word[...] : candidate.lowercased() == word.lowercased()
    }

    /// The first word of `title` and the form it is written in: the word inside brackets that
    /// open the title, or a leading run of letters and what follows it. Nil when the title
    /// starts with anything else (a symbol, an emoji, an interpolation).
    static func start(of title: String) -> (word: Substring, form: Form?)? {
        let text = title.drop { $0 == " " || $0 == "\t" }
        guard let first = text.first else { return nil }
        if let close = closingBracket[first] {
            guard let end = text.firstIndex(of: close) else { return nil }
            let inside = text[text.index(after: text.startIndex)..<end].trimmingSpaces()
            return inside.allSatisfy(\.isLetter) && !inside.isEmpty ? (inside, .bracketed) : nil
        }
        let word = text.prefix { $0.isLetter }
        guard !word.isEmpty else { return nil }
        let afterWord = text[word.endIndex...]
        let rest = afterWord.drop { $0 == " " }
        guard let mark = rest.first else { return (word, nil) }
        if mark == ":" { return (word, .colon) }
        guard dashes.contains(mark) else { return (word, nil) }
        // A hyphen right between two words joins them; a dash apart from one of them labels.
        let spacedBefore = rest.startIndex != afterWord.startIndex
        let spacedAfter = rest.dropFirst().first.map { $0 == " " } ?? true
        return mark != "-" || spacedBefore || spacedAfter ? (word, .dash) : (word, nil)
    }

    private static let closingBracket: [Character: Character] = ["[": "]", "(": ")"]
    private static let dashes: Set<Character> = ["-", "\u{2013}", "\u{2014}"]
}

extension ContextTable {
    /// The context a title's label puts its site in (`titleLabels`), nil for none.
    static func context(ofTitle title: String) -> SiteContext? {
        // Most titles start with a letter other than a label's first one: no word is cut out.
        guard let first = title.unicodeScalars.first(where: { $0 != " " && $0 != "\t" }),
              labelFirstLetters.contains(first), holdsLabelMark(title) else { return nil }
        guard let start = TitleLabel.start(of: title), start.form != nil else { return nil }
        return titleLabels.first { $0.label.labels(start) }?.context
    }

    /// Whether `title` holds a byte a label's form needs: a colon, a hyphen, the lead byte of an
    /// en or em dash, or a closing bracket. "Delete Photo" holds none, and is not cut into words.
    private static func holdsLabelMark(_ title: String) -> Bool {
        title.utf8.contains { byte in
            byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")")
                || byte == 0xE2
        }
    }

    /// The first scalars a labelled title can start with: a bracket, or a label's first letter
    /// in either case.
    private static let labelFirstLetters: Set<Unicode.Scalar> = {
        var scalars: Set<Unicode.Scalar> = ["[", "("]
        for entry in titleLabels {
            for form in [entry.label.word.lowercased(), entry.label.word.uppercased()] {
                if let scalar = form.unicodeScalars.first { scalars.insert(scalar) }
            }
        }
        return scalars
    }()
}

private extension Substring {
    func trimmingSpaces() -> Substring {
        var result = self
        while result.first == " " { result = result.dropFirst() }
        while result.last == " " { result = result.dropLast() }
        return result
    }
}
