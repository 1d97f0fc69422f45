/// The generated accessors of a project's Swift files by root (`L10n`), gathered before linting.
///
/// Accessor enums sit in files that name no button, so the linter never parses them: the run
/// reads the files that may declare accessors (`DeclaredTypeNames.mayDeclareAccessors`) in file
/// order and adds each file's accessors here. A file gives the accessors under the names it
/// declares after `enum` or `extension`; an accessor whose path is declared twice with
/// different lookups is dropped (`GeneratedAccessorIndex`). A plain value: linting reads it and
/// nothing else.
struct GeneratedAccessorDirectory: Sendable {
    private var indexByRoot: [String: GeneratedAccessorIndex] = [:]

    init() {}

    /// The accessors of in-memory sources, in their order (tests, a few files).
    init(sources: [SourceFile]) {
        for source in sources where DeclaredTypeNames.mayDeclareAccessors(source.bytes) {
            add(Self.accessors(declaredIn: source))
        }
    }

    /// Adds one file's accessors (`accessors(declaredIn:)`); files are added in report order.
    mutating func add(_ accessors: [GeneratedAccessor]) {
        for accessor in accessors {
            guard let root = accessor.memberPath.first else { continue }
            indexByRoot[root, default: GeneratedAccessorIndex()].add(accessor)
        }
    }

    /// The accessor a use names (`["L10n", "Common", "cancel"]`), or nil.
    func accessor(named memberPath: [String]) -> GeneratedAccessor? {
        guard let root = memberPath.first else { return nil }
        return indexByRoot[root]?.accessor(named: memberPath)
    }

    /// The accessor a use names, given its root and its whole path written with dots
    /// (`L10n`, `L10n.Common.cancel`): no array of names per use.
    func accessor(root: String, dottedName: String) -> GeneratedAccessor? {
        indexByRoot[root]?.accessor(dottedName: dottedName)
    }

    /// Every accessor under `root`.
    func accessors(ofRoot root: String) -> GeneratedAccessorIndex {
        indexByRoot[root] ?? GeneratedAccessorIndex()
    }

    /// The accessors one file declares under the names it declares after `enum` or `extension`.
    /// A file in the generators' shape is read from its tokens; any other is parsed.
    static func accessors(declaredIn source: SourceFile) -> [GeneratedAccessor] {
        let roots = DeclaredTypeNames.scan(source.bytes)
        guard !roots.isEmpty else { return [] }
        let lexed = Lexer.lex(source)
        let declared = GeneratedAccessorReader.accessors(in: lexed) ?? GeneratedAccessor.declared(in: CallParser.parse(lexed))
        return declared.filter { accessor in accessor.memberPath.first.map(roots.contains) ?? false }
    }
}
