/// The types a file declares or extends, each with every body it has in this file (its
/// declaration and its extensions) and what that code holds, so a rule can ask "does this type,
/// anywhere in this file, do X" and know when the answer may lie in another file.
struct DeclaredTypes: Sendable {
    /// One type as this file sees it.
    struct TypeGroup: Sendable {
        /// Qualified by its enclosing types: `Outer.Inner`.
        var name: String
        /// The scope of `class`/`struct`/`enum`/`actor`/`protocol Name { … }`; nil when this file only extends it.
        var declaration: Int?
        var keyword: String?
        /// The declaration's body first, then the extensions', in source order.
        var scopes: [Int]
        /// The declaration's inheritance clause, in order (a class's superclass comes first).
        var declaredInheritance: [String]
        /// Every name the declaration and the extensions inherit or conform to.
        var allInheritance: [String]
        /// What the code of its bodies holds.
        var code = CodeFacts()
    }

    private(set) var groups: [String: TypeGroup] = [:]
    /// What the whole file holds, for code at its top level (a script builds its screen there).
    private(set) var fileCode = CodeFacts()
    private var groupNameOfScope: [Int: String] = [:]
    private let tree: SyntaxTree
    /// The catalogue's control names the facts were read with.
    let names: ControlNames

    init(tree: SyntaxTree, names: ControlNames) {
        self.tree = tree
        self.names = names
        let scopes = tree.scopes
        for index in scopes.indices {
            guard case .type(let keyword, let name) = scopes[index].kind else { continue }
            let qualified = qualifiedName(keyword: keyword, name: name, parent: scopes[index].parent)
            groupNameOfScope[index] = qualified
            let clause = scopes[index].inheritance
            var group = groups[qualified] ?? TypeGroup(name: qualified, declaration: nil, keyword: nil, scopes: [],
                                                       declaredInheritance: [], allInheritance: [])
            group.scopes.append(index)
            group.allInheritance += clause
            if keyword != "extension", group.declaration == nil {
                group.declaration = index
                group.keyword = keyword
                group.declaredInheritance = clause
            }
            groups[qualified] = group
        }
        let mentions = ControlMentions(tree: tree, names: names)
        for (name, group) in groups {
            let code = CodeFacts(reading: bodies(of: [group]), mentions: mentions)
            groups[name]?.code = code
        }
        fileCode = CodeFacts(reading: [tree.scopes[0].body], mentions: mentions)
    }

    /// The type whose body holds `scope` (the innermost one), nil for top-level code.
    func enclosingType(of scope: Int) -> TypeGroup? {
        guard let typeScope = Self.enclosingTypeScope(of: scope, in: tree), let name = groupNameOfScope[typeScope] else {
            return nil
        }
        return groups[name]
    }

    /// The type declared in this file that `name` (as written in an inheritance clause) refers to.
    func declaredGroup(named name: String) -> TypeGroup? {
        if let group = groups[name], group.declaration != nil { return group }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return groups.values.first { $0.declaration != nil && $0.name.split(separator: ".").last.map(String.init) == last }
    }

    /// A class and the superclasses this file declares, nearest first, and the first superclass
    /// this file does not declare (`UITableViewController`, or a base class from another file).
    func classLineage(of group: TypeGroup) -> (groups: [TypeGroup], externalSuperclass: String?) {
        var lineage = [group]
        var current = group
        while current.keyword == "class", let superclass = current.declaredInheritance.first {
            guard let next = declaredGroup(named: superclass), next.keyword == "class",
                  !lineage.contains(where: { $0.name == next.name })
            else { return (lineage, superclass) }
            lineage.append(next)
            current = next
        }
        return (lineage, nil)
    }

    /// The token ranges of every body of `groups`.
    func bodies(of groups: [TypeGroup]) -> [Range<Int>] {
        groups.flatMap { $0.scopes.map { tree.scopes[$0].body } }
    }

    /// The innermost type body that contains `scope` (or is `scope`); nil for top-level code.
    static func enclosingTypeScope(of scope: Int, in tree: SyntaxTree) -> Int? {
        tree.scopeChain(from: scope).first { if case .type = tree.scopes[$0].kind { true } else { false } }
    }

    private func qualifiedName(keyword: String, name: String, parent: Int?) -> String {
        guard keyword != "extension", let parent, let outer = Self.enclosingTypeScope(of: parent, in: tree),
              let outerName = groupNameOfScope[outer]
        else { return name }
        return outerName + "." + name
    }
}

extension ControlNames {
    /// Whether a name from an inheritance clause is an Apple platform type (`UITableViewController`,
    /// `NSObject`, `CNContactPickerDelegate`): a framework prefix, then a capitalized word. A
    /// company prefix (`RSBaseViewController`) is not one: such a base class may do anything.
    func isPlatformType(_ name: String) -> Bool {
        let last = Array((name.split(separator: ".").last ?? Substring(name)).unicodeScalars)
        guard last.count > 3 else { return false }
        let prefix = String(String.UnicodeScalarView(last[0..<2]))
        return platformPrefixes.contains(prefix) && ("A"..."Z").contains(last[2]) && ("a"..."z").contains(last[3])
    }
}
