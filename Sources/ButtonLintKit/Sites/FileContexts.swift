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
    /// (the folder the run starts from) is read from there on.
    init(path: String, below root: String? = nil) {
        var relative = Substring(path)
        if let root, !root.isEmpty, path.hasPrefix("/") {
            let folder = root.hasSuffix("/") ? root : root + "/"
            if path.hasPrefix(folder) { relative = path.dropFirst(folder.count) }
        }
        var components = relative.split(separator: "/").filter { $0 != "." && $0 != ".." }
        guard let file = components.popLast() else { return }
        let base = file.lastIndex(of: ".").map { file[..<$0] } ?? file
        for (position, name) in (components + [base]).enumerated() {
            let forms = NameForms(name)
            let isFile = position == components.count
            for entry in ContextTable.pathNames where (!isFile || entry.namesFiles) && entry.pattern.matches(forms) {
                context = min(context ?? entry.context, entry.context)
            }
        }
        for name in components {
            let forms = NameForms(name)
            if let index = PlatformFacts.all.firstIndex(where: { $0.folderNames.contains { $0.matches(forms) } }) {
                platform = index
            }
        }
    }

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
            let forms = NameForms(Substring(name))
            guard let entry = ContextTable.typeNames.first(where: { $0.pattern.matches(forms) }) else { continue }
            let body = scopes[index].body
            // The body's tokens lie between the braces: from the `{` to the `}` in bytes.
            let open = body.lowerBound - 1
            guard open >= 0, open < tokens.count else { continue }
            let close = min(body.upperBound, tokens.count - 1)
            regions.append((Int(tokens[open].start)..<Int(tokens[close].end), entry.context))
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
