/// The Swift keywords the call parser reacts to. Identifier tokens are classified by comparing
/// bytes, so no `String` is made for the many identifiers that are not keywords.
enum Keyword: String, CaseIterable {
    // Declarations that open a type body.
    case `struct`, `class`, `enum`, `extension`, `actor`, `protocol`
    // Declarations that open a function body.
    case `func`, `init`, `deinit`, `subscript`
    // Accessors inside a property body.
    case get, set, willSet, didSet
    case `let`, `var`, `import`
    // Statements whose braces are blocks, never trailing closures.
    case `if`, `guard`, `while`, `for`, `switch`, `do`, `else`, `repeat`, `defer`, `catch`
    // Words that can never name a callee.
    case `return`, `throw`, `try`, `await`, `in`, `case`, `default`, `where`, `as`, `is`
    case `typealias`, `associatedtype`, `operator`, `precedencegroup`, `break`, `continue`
    case `fallthrough`, `inout`, some, any, `static`, `private`, `public`, `internal`
    case `fileprivate`, open, final, override, mutating, nonmutating, lazy, weak, unowned
    case convenience, required, dynamic, indirect, async, `throws`, `rethrows`, consume
    case borrowing, consuming, `nil`, `true`, `false`, macro, package, nonisolated

    var opensType: Bool {
        switch self {
        case .struct, .class, .enum, .extension, .actor, .protocol: true
        default: false
        }
    }

    var opensFunction: Bool {
        switch self {
        case .func, .`init`, .deinit, .subscript: true
        default: false
        }
    }

    var isAccessor: Bool {
        switch self {
        case .get, .set, .willSet, .didSet: true
        default: false
        }
    }

    var opensControlBlock: Bool {
        switch self {
        case .if, .guard, .while, .for, .switch, .do, .else, .repeat, .defer, .catch: true
        default: false
        }
    }

    /// Keywords after which `{` or `(` starts no call: they are not values.
    /// (`self`, `super` and `Self` are values, and so are not here; accessors are contextual.)
    var canNameCallee: Bool {
        switch self {
        case .get, .set, .willSet, .didSet, .some, .any, .async, .consume, .borrowing, .consuming,
             .open, .package, .macro, .lazy, .weak, .unowned, .final, .dynamic, .required,
             .convenience, .indirect, .mutating, .nonmutating, .override, .nonisolated:
            // Contextual keywords are ordinary identifiers in most positions.
            true
        default:
            false
        }
    }

    private static let byLength: [[(bytes: [UInt8], keyword: Keyword)]] = {
        var table = Array(repeating: [(bytes: [UInt8], keyword: Keyword)](), count: 17)
        for keyword in Keyword.allCases {
            let bytes = Array(keyword.rawValue.utf8)
            table[bytes.count].append((bytes, keyword))
        }
        return table
    }()

    static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Keyword? {
        let length = range.count
        guard length < byLength.count else { return nil }
        candidates: for candidate in byLength[length] {
            var offset = 0
            while offset < length {
                if bytes[range.lowerBound + offset] != candidate.bytes[offset] { continue candidates }
                offset += 1
            }
            return candidate.keyword
        }
        return nil
    }
}
