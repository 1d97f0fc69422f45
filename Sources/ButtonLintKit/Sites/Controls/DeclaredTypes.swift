/// The types a file declares or extends, each with every body it has in this file (its
/// declaration and its extensions), so a rule can ask "does this type, anywhere in this file,
/// do X" and know when the answer may lie in another file.
struct DeclaredTypes {
    /// One type as this file sees it.
    struct TypeGroup {
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
    }

    private let tokens: ControlTokens
    private(set) var groups: [String: TypeGroup] = [:]
    private var groupNameOfScope: [Int: String] = [:]

    init(tokens: ControlTokens) {
        self.tokens = tokens
        let scopes = tokens.tree.scopes
        for index in scopes.indices {
            guard case .type(let keyword, let name) = scopes[index].kind else { continue }
            let qualified = qualifiedName(keyword: keyword, name: name, parent: scopes[index].parent)
            groupNameOfScope[index] = qualified
            let clause = inheritanceClause(of: index, keyword: keyword, name: name)
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
    }

    /// The type whose body holds `scope` (the innermost one), nil for top-level code.
    func enclosingType(of scope: Int) -> TypeGroup? {
        guard let typeScope = tokens.enclosingTypeScope(of: scope), let name = groupNameOfScope[typeScope] else {
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
        groups.flatMap { $0.scopes.map { tokens.tree.scopes[$0].body } }
    }

    /// Class prefixes of Apple's Objective-C frameworks (UIKit, Foundation, Contacts, MapKit…).
    private static let platformPrefixes = [
        "UI", "NS", "CN", "MK", "AV", "PH", "WK", "SF", "QL", "CL", "EK", "HK", "GK", "PK", "SK", "MF",
        "CK", "UN", "AS", "LA", "MP", "IN", "VN", "AR", "MC", "WC", "GC", "CP",
    ]

    /// Whether a name from an inheritance clause is an Apple platform type (`UITableViewController`,
    /// `NSObject`, `CNContactPickerDelegate`): a framework prefix, then a capitalized word. A
    /// company prefix (`RSBaseViewController`) is not one: such a base class may do anything.
    static func isPlatformType(_ name: String) -> Bool {
        let last = Array((name.split(separator: ".").last ?? Substring(name)).unicodeScalars)
        guard last.count > 3 else { return false }
        let prefix = String(String.UnicodeScalarView(last[0..<2]))
        return platformPrefixes.contains(prefix) && ("A"..."Z").contains(last[2]) && ("a"..."z").contains(last[3])
    }

    // MARK: - Reading declarations

    private func qualifiedName(keyword: String, name: String, parent: Int?) -> String {
        guard keyword != "extension", let parent, let outer = tokens.enclosingTypeScope(of: parent),
              let outerName = groupNameOfScope[outer]
        else { return name }
        return outerName + "." + name
    }

    /// `class A<T>: B, C where T: D {` → `["B", "C"]`.
    private func inheritanceClause(of scope: Int, keyword: String, name: String) -> [String] {
        let brace = tokens.tree.scopes[scope].body.lowerBound - 1
        guard let firstName = name.split(separator: ".").first.map(String.init) else { return [] }
        // The keyword is near the brace; a long generic clause is the most that stands between them.
        var keywordToken = brace - 1
        while keywordToken >= 0, brace - keywordToken <= 512 {
            if tokens.isIdentifier(keywordToken, keyword), tokens.isIdentifier(keywordToken + 1, firstName) { break }
            keywordToken -= 1
        }
        guard keywordToken >= 0, brace - keywordToken <= 512 else { return [] }
        var index = keywordToken + 1
        while index < brace, tokens.isKind(index, .identifier) {
            index += 1
            guard tokens.isKind(index, .period) else { break }
            index += 1
        }
        index = skipGenericClause(from: index, before: brace)
        guard tokens.isKind(index, .colon) else { return [] }
        return inheritedNames(in: index + 1..<brace)
    }

    private func skipGenericClause(from start: Int, before end: Int) -> Int {
        guard tokens.isKind(start, .operatorSymbol), tokens.text(start).hasPrefix("<") else { return start }
        var depth = 0
        var index = start
        while index < end {
            if tokens.isKind(index, .operatorSymbol) {
                for scalar in tokens.text(index).unicodeScalars {
                    if scalar == "<" { depth += 1 } else if scalar == ">" { depth -= 1 }
                }
                if depth <= 0 { return index + 1 }
            }
            index += 1
        }
        return index
    }

    private func inheritedNames(in range: Range<Int>) -> [String] {
        var names: [String] = []
        var current: [String] = []
        var angleDepth = 0
        var index = range.lowerBound
        func finish() {
            if !current.isEmpty { names.append(current.joined(separator: ".")) }
            current = []
        }
        while index < range.upperBound {
            let kind = tokens.tree.tokens[index].kind
            if kind == .operatorSymbol {
                for scalar in tokens.text(index).unicodeScalars {
                    if scalar == "<" { angleDepth += 1 } else if scalar == ">" { angleDepth -= 1 }
                }
                if angleDepth == 0, tokens.text(index) == "&" { finish() }
            } else if angleDepth == 0 {
                switch kind {
                case .atSign:
                    index += 1  // `@unchecked Sendable`, `@MainActor`: skip the attribute's name
                case .comma:
                    finish()
                case .identifier:
                    let text = tokens.text(index)
                    if text == "where" { finish(); return names }
                    if tokens.isKind(index - 1, .period), !current.isEmpty {
                        current.append(text)
                    } else if current.isEmpty {
                        current = [text]
                    }
                default:
                    break
                }
            }
            index += 1
        }
        finish()
        return names
    }
}
