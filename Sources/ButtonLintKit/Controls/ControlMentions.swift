/// The file's identifiers that the control facts are made of, classified once per file: which
/// name an accessory tap handler, which name text entry, which name a custom UI component, and
/// where a table's delegate is set. Facts about any stretch of code are then range lookups.
struct ControlMentions: Sendable {
    /// Identifier tokens, ascending.
    private(set) var tapHandlers: [Int] = []
    private(set) var textEntry: [Int] = []
    private(set) var components: [(token: Int, name: String)] = []
    /// `…table….delegate = value`: where, and whether the value is `self`.
    private(set) var tableDelegates: [(targetStart: Int, isSelf: Bool)] = []

    init(tree: SyntaxTree, names: ControlNames) {
        let tapFragments = names.accessoryTapHandlerFragments.map { Array($0.utf8) }
        let entryFragments = names.textEntryFragments.map { Array($0.utf8) }
        let bytes = tree.source.bytes
        var lowercased: [UInt8] = []
        for index in tree.tokens.indices where tree.tokens[index].kind == .identifier {
            let range = tree.tokens[index].range
            lowercased.removeAll(keepingCapacity: true)
            // Fragments are ASCII; other letters cannot make them.
            for offset in range {
                let byte = bytes[offset]
                lowercased.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            }
            if Self.contains(anyOf: tapFragments, in: lowercased) { tapHandlers.append(index) }
            if Self.contains(anyOf: entryFragments, in: lowercased) { textEntry.append(index) }
            let first = bytes[range.lowerBound]
            guard (first >= 0x41 && first <= 0x5A) || first >= 0x80 else { continue }
            let name = tree.text(index)
            if name.first?.isUppercase == true, names.componentSuffixes.contains(where: name.hasSuffix),
               !names.isPlatformType(name) {
                components.append((index, name))
            }
        }
        for assignment in tree.assignments where assignment.target.last == names.delegateProperty
            && assignment.target.dropLast().contains(where: { $0.lowercased().contains(names.tableNameFragment) }) {
            let isSelf = assignment.value.count == 1 && tree.tokens[assignment.value.lowerBound].kind == .identifier
                && tree.token(assignment.value.lowerBound, is: "self")
            tableDelegates.append((assignment.targetStart, isSelf))
        }
    }

    private static func contains(anyOf fragments: [[UInt8]], in name: [UInt8]) -> Bool {
        fragments.contains { fragment in
            guard fragment.count <= name.count else { return false }
            return (0...(name.count - fragment.count)).contains { start in
                name[start..<start + fragment.count].elementsEqual(fragment)
            }
        }
    }

    /// Whether any of the ascending `tokens` lies in one of `ranges`.
    static func any(_ tokens: [Int], in ranges: [Range<Int>]) -> Bool {
        ranges.contains { range in
            let first = firstIndex(in: tokens, atOrAfter: range.lowerBound) { $0 }
            return first < tokens.count && tokens[first] < range.upperBound
        }
    }

    /// The component names mentioned in `ranges`, each once, in the order first met.
    func components(in ranges: [Range<Int>]) -> [String] {
        var seen = Set<String>()
        var found: [String] = []
        for range in ranges {
            var index = Self.firstIndex(in: components, atOrAfter: range.lowerBound) { $0.token }
            while index < components.count, components[index].token < range.upperBound {
                if seen.insert(components[index].name).inserted { found.append(components[index].name) }
                index += 1
            }
        }
        return found
    }

    /// The first position in `items` (ascending by `position`) at or after `token`.
    private static func firstIndex<T>(in items: [T], atOrAfter token: Int, position: (T) -> Int) -> Int {
        var low = 0
        var high = items.count
        while low < high {
            let mid = (low + high) / 2
            if position(items[mid]) < token { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
