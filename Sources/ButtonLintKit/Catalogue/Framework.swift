/// A UI framework, by its place among `FrameworkEntry.standard`; written in data by its name
/// (`"SwiftUI"`), which must be an entry's.
struct Framework: Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// Its place in `FrameworkEntry.standard`.
    let index: Int

    init?(named name: String) {
        guard let index = FrameworkEntry.standard.firstIndex(where: { $0.name == name }) else { return nil }
        self.index = index
    }

    init(stringLiteral name: String) {
        guard let framework = Framework(named: name) else { preconditionFailure("no framework entry named '\(name)'") }
        self = framework
    }

    /// The framework at `index` among the entries. Internal so that tests can reach places past
    /// the entries there are (a set's words beyond its first); data names a framework.
    init(index: Int) {
        self.index = index
    }

    var entry: FrameworkEntry { FrameworkEntry.standard[index] }
    var name: String { entry.name }
    var description: String { name }

    static func < (lhs: Framework, rhs: Framework) -> Bool { lhs.index < rhs.index }

    /// Every framework, in the order of their entries.
    static let all: [Framework] = FrameworkEntry.standard.indices.map(Framework.init(index:))

    /// Each framework's API shape and casing profile, by index: a file's frameworks are asked
    /// for them per file and per site, without copying each one's whole entry.
    fileprivate static let shapes = FrameworkEntry.standard.map(\.shape)
    fileprivate static let casingProfiles = FrameworkEntry.standard.map(\.casingProfile)

    /// Modules whose import brings a framework's API into a file.
    static let byModule: [String: Framework] = Dictionary(
        all.flatMap { framework in framework.entry.modules.map { ($0, framework) } }, uniquingKeysWith: { first, _ in first })

    /// The frameworks a file's imports bring in.
    static func imported(by modules: [String]) -> FrameworkSet {
        imported(by: modules, aliases: [:])
    }

    /// The frameworks a file's imports bring in, the modules `aliases` names standing for theirs.
    static func imported(by modules: [String], aliases: [String: Framework]) -> FrameworkSet {
        var frameworks = FrameworkSet()
        for module in modules {
            if let framework = byModule[module] { frameworks.insert(framework) }
            if !aliases.isEmpty, let framework = aliases[module] { frameworks.insert(framework) }
        }
        return frameworks
    }
}

/// A set of frameworks, one bit per entry of `FrameworkEntry.standard`. A builder's frameworks
/// are tested against a file's for every call named like a builder: two sets meet in an `and` per
/// word, without hashing. The first 64 entries' bits are one word held inline, so the usual set
/// allocates nothing; entries past them take as many more words as they need.
struct FrameworkSet: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
    /// Bit `i` stands for the framework at index `i`, for `i` below 64.
    private var first: UInt64 = 0
    /// Bit `i % 64` of word `i / 64 - 1` stands for the framework at index `i` from 64 on. No
    /// trailing zero words, so equal sets have equal words.
    private var more: [UInt64] = []

    init() {}

    init(_ frameworks: some Sequence<Framework>) {
        for framework in frameworks { insert(framework) }
    }

    init(arrayLiteral frameworks: Framework...) {
        self.init(frameworks)
    }

    /// Every framework.
    static let all = FrameworkSet(Framework.all)

    /// The frameworks whose entries share `shape`.
    static func sharing(_ shape: APIShape) -> FrameworkSet {
        FrameworkSet(Framework.all.filter { $0.entry.shape.isSuperset(of: shape) })
    }

    var isEmpty: Bool { first == 0 && more.isEmpty }

    mutating func insert(_ framework: Framework) {
        let (word, bit) = framework.index.quotientAndRemainder(dividingBy: 64)
        guard word > 0 else {
            first |= 1 << UInt64(bit)
            return
        }
        while more.count < word { more.append(0) }
        more[word - 1] |= 1 << UInt64(bit)
    }

    func contains(_ framework: Framework) -> Bool {
        let (word, bit) = framework.index.quotientAndRemainder(dividingBy: 64)
        return self.word(word) & (1 << UInt64(bit)) != 0
    }

    /// Word `index` of the bits: the inline one, or one of `more` (zero past them).
    private func word(_ index: Int) -> UInt64 {
        index == 0 ? first : index - 1 < more.count ? more[index - 1] : 0
    }

    func intersects(_ other: FrameworkSet) -> Bool {
        if first & other.first != 0 { return true }
        for index in 0..<Swift.min(more.count, other.more.count) where more[index] & other.more[index] != 0 { return true }
        return false
    }

    func intersection(_ other: FrameworkSet) -> FrameworkSet {
        var result = FrameworkSet()
        result.first = first & other.first
        if !more.isEmpty, !other.more.isEmpty {
            result.more = zip(more, other.more).map { $0 & $1 }
            while result.more.last == 0 { result.more.removeLast() }
        }
        return result
    }

    /// Whether some framework of the set has an entry sharing `shape`.
    func shares(_ shape: APIShape) -> Bool {
        contains { Framework.shapes[$0.index].isSuperset(of: shape) }
    }

    /// Whether the SwiftUI-shaped buttons of a file importing these frameworks take roles: not
    /// when each framework it imports with such buttons has none (SwiftCrossUI alone).
    var hasButtonRoles: Bool {
        shares([.swiftUIButtons, .buttonRoles])
            || !contains { Framework.shapes[$0.index].contains(.swiftUIButtons) && !Framework.shapes[$0.index].contains(.buttonRoles) }
    }

    /// The casing the frameworks prescribe in place of Apple's title case: the first entry's that
    /// has one (GNOME's for a file importing Adwaita); nil when none does.
    var prescribedCasing: CasingProfile? {
        lazy.compactMap { Framework.casingProfiles[$0.index] }.first
    }

    /// The frameworks in the order of their entries.
    func makeIterator() -> Iterator {
        Iterator(set: self)
    }

    struct Iterator: IteratorProtocol {
        fileprivate let set: FrameworkSet
        private var index = 0

        fileprivate init(set: FrameworkSet) {
            self.set = set
        }

        /// The next set bit, found a word at a time (most sets hold one or two frameworks).
        mutating func next() -> Framework? {
            let end = (set.more.count + 1) * 64
            while index < end {
                let rest = set.word(index / 64) >> UInt64(index % 64)
                guard rest != 0 else {
                    index = (index / 64 + 1) * 64
                    continue
                }
                let found = index + rest.trailingZeroBitCount
                index = found + 1
                return Framework(index: found)
            }
            return nil
        }
    }
}
