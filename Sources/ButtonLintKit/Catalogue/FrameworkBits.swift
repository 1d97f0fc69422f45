/// A set of frameworks as one bit each. A builder's frameworks are tested against a file's for
/// every call named like a builder: testing two `Set<Framework>`s hashed each member's raw String
/// (about 480 instructions a test), two bytes are one `and`.
struct FrameworkBits: Sendable, Equatable {
    private(set) var rawValue: UInt8

    init<Frameworks: Sequence>(_ frameworks: Frameworks) where Frameworks.Element == Framework {
        rawValue = 0
        for framework in frameworks { rawValue |= Self.bit(framework) }
    }

    /// Every framework.
    static let all = FrameworkBits(Framework.allCases)

    mutating func insert(_ framework: Framework) {
        rawValue |= Self.bit(framework)
    }

    /// The frameworks as a set: one made once per combination and shared, where building a
    /// file's set (an array, a set, a hash per member) cost about 1,800 instructions a file.
    var set: Set<Framework> { Self.sets[Int(rawValue)] }

    private static let sets: [Set<Framework>] = (0..<(1 << Framework.allCases.count)).map { bits in
        Set(Framework.allCases.filter { bits & Int(bit($0)) != 0 })
    }

    func intersects(_ other: FrameworkBits) -> Bool {
        rawValue & other.rawValue != 0
    }

    func contains(_ framework: Framework) -> Bool {
        rawValue & Self.bit(framework) != 0
    }

    /// Each framework's bit: its place among all cases (six fit in a byte).
    static func bit(_ framework: Framework) -> UInt8 {
        switch framework {
        case .swiftUI: 1 << 0
        case .uiKit: 1 << 1
        case .appKit: 1 << 2
        case .swiftCrossUI: 1 << 3
        case .adwaita: 1 << 4
        case .tokamak: 1 << 5
        }
    }
}
