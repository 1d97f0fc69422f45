/// A file's tokens, eight bytes each: a 32-bit start, a 24-bit length and a tag byte (the kind,
/// or the keyword an identifier spells, and whether the token starts a line). A 100 MB file of
/// short tokens holds some 24 million of them, so their size is most of a huge file's memory.
/// The subscript builds a `Token` value, so callers read `tokens[i].kind` and `.range` as from
/// an array. A token longer than the length field holds (16 MiB) keeps its end in a side list.
///
/// Unsafe because the tokens live in memory the list manages itself (the lexer appends with one
/// capacity test and one store, no array uniqueness check, and reading a token costs one load),
/// and a tag byte is read back as its `TokenKind` or `Keyword` by reinterpretation (both are
/// one-byte enums whose values are their cases' positions). What guards it: the storage owns the
/// memory and frees it once, when the last list sharing it goes; every index is checked against
/// the list's count; every tag is made by `TokenTag.make` or the keyword table from those
/// positions, never from outside data.
struct TokenList: RandomAccessCollection, Sendable {
    let storage: TokenStorage
    /// The tokens visible through this list: a prefix of the storage (see `removeLast`).
    private(set) var endIndex: Int

    var startIndex: Int { 0 }

    init(storage: TokenStorage) {
        self.storage = storage
        self.endIndex = storage.count
    }

    init<S: Sequence<Token>>(_ tokens: S) {
        var builder = TokenBuilder(reservedCapacity: tokens.underestimatedCount)
        for token in tokens {
            builder.append(tag: TokenTag.make(token.kind, token.keyword, atStartOfLine: token.isAtStartOfLine),
                           start: Int(token.start), end: Int(token.end))
        }
        self = builder.take()
    }

    subscript(index: Int) -> Token {
        @inline(__always) get {
            precondition(index >= 0 && index < endIndex, "token index out of range")
            let storage = self.storage
            let word = storage.words.unsafelyUnwrapped[index]
            let start = UInt32(truncatingIfNeeded: word)
            let length = UInt32(truncatingIfNeeded: word >> 32) & TokenStorage.lengthMask
            let end = length == TokenStorage.lengthMask ? storage.longTokenEnd(at: index) : start &+ length
            return Token(tag: UInt8(truncatingIfNeeded: word >> 56), start: start, end: end)
        }
    }

    /// Drops the last token from this list (the storage, shared with copies, stays as it is).
    mutating func removeLast() {
        precondition(endIndex > 0, "no token to remove")
        endIndex -= 1
    }
}

/// What a token's tag byte holds: bit 7 is `isAtStartOfLine`; below it the `TokenKind`, or
/// `keywordBase` plus the keyword's ordinal for an identifier that spells a keyword.
enum TokenTag {
    static let atStartOfLine: UInt8 = 0x80
    static let keywordBase: UInt8 = 32

    @inline(__always)
    static func make(_ kind: TokenKind, _ keyword: Keyword?, atStartOfLine: Bool) -> UInt8 {
        let value = keyword.map { keywordBase + $0.ordinal } ?? kind.rawValue
        return atStartOfLine ? value | Self.atStartOfLine : value
    }
}

extension Keyword {
    /// The keyword's position among all keywords, for a token's tag byte.
    var ordinal: UInt8 { Keyword.ordinals[self]! }

    private static let ordinals: [Keyword: UInt8] = {
        precondition(Keyword.allCases.count <= 128 - Int(TokenTag.keywordBase), "too many keywords for a token's tag")
        return Dictionary(uniqueKeysWithValues: Keyword.allCases.enumerated().map { ($1, UInt8($0)) })
    }()
}

extension Token {
    /// The token a tag stands for.
    @inline(__always)
    init(tag: UInt8, start: UInt32, end: UInt32) {
        let value = tag & ~TokenTag.atStartOfLine
        // A kind's raw value is its case's position (0, 1, 2… in order), and so is a keyword's
        // ordinal: the byte is the kind, or the keyword, with no lookup in the parser's
        // innermost loops. Every tag is made by `TokenTag.make` or the lexer from these values.
        self.kind = value <= TokenKind.unknown.rawValue ? unsafeBitCast(value, to: TokenKind.self) : .identifier
        self.keyword = value >= TokenTag.keywordBase ? unsafeBitCast(value - TokenTag.keywordBase, to: Keyword.self) : nil
        self.isAtStartOfLine = tag & TokenTag.atStartOfLine != 0
        self.start = start
        self.end = end
    }
}

/// The memory behind a `TokenList`: written once by the lexer (or `TokenList.init`), then only read.
final class TokenStorage: @unchecked Sendable {
    static let lengthMask: UInt32 = 0xFF_FFFF

    let words: UnsafeMutablePointer<UInt64>?
    let count: Int
    /// `index << 32 | end` of each token whose length does not fit the length field, by index.
    let longTokenEnds: [UInt64]

    init(words: UnsafeMutablePointer<UInt64>?, count: Int, longTokenEnds: [UInt64]) {
        self.words = words
        self.count = count
        self.longTokenEnds = longTokenEnds
    }

    deinit { words?.deallocate() }

    /// The end of the long token at `index`, by binary search (such tokens are rare: a 16 MiB string).
    /// Read-only, so a caller that reads only a token's kind pays nothing for it.
    @_effects(readonly) @inline(never)
    func longTokenEnd(at index: Int) -> UInt32 {
        var low = 0
        var high = longTokenEnds.count
        let key = UInt64(index) << 32
        while low < high {
            let mid = (low + high) / 2
            if longTokenEnds[mid] < key { low = mid + 1 } else { high = mid }
        }
        precondition(low < longTokenEnds.count && longTokenEnds[low] >> 32 == UInt64(index), "long token end missing")
        return UInt32(truncatingIfNeeded: longTokenEnds[low])
    }
}

/// Appends packed tokens into memory it reserves and grows itself: one capacity test and one
/// store per token, no array uniqueness check. Kept in the lexer's own state (not in a class),
/// so appends pay no exclusivity checks. Its memory goes to the list `take` makes; a builder
/// holds none after `take` until it appends or reserves again.
struct TokenBuilder {
    private var words: UnsafeMutablePointer<UInt64>?
    private var capacity = 0
    private(set) var count = 0
    private var longTokenEnds: [UInt64] = []

    init(reservedCapacity: Int) {
        reserve(reservedCapacity)
    }

    /// Room for `capacity` tokens (at least sixteen); the builder must hold no memory.
    mutating func reserve(_ capacity: Int) {
        precondition(words == nil, "a builder reserves only when empty")
        self.capacity = max(capacity, 16)
        words = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(tag: UInt8, start: Int, end: Int) {
        if count == capacity { grow() }
        let length = end &- start
        var word = UInt64(UInt32(truncatingIfNeeded: start)) | UInt64(tag) << 56
        if length < Int(TokenStorage.lengthMask) {
            word |= UInt64(truncatingIfNeeded: length) << 32
        } else {
            word |= UInt64(TokenStorage.lengthMask) << 32
            longTokenEnds.append(UInt64(count) << 32 | UInt64(UInt32(truncatingIfNeeded: end)))
        }
        words.unsafelyUnwrapped[count] = word
        count &+= 1
    }

    private mutating func grow() {
        let newCapacity = max(capacity * 2, 16)
        let moved = UnsafeMutablePointer<UInt64>.allocate(capacity: newCapacity)
        if let words {
            moved.moveInitialize(from: words, count: count)
            words.deallocate()
        }
        words = moved
        capacity = newCapacity
    }

    /// Drops the tokens so far, keeping the room (the literals-only lexer keeps none).
    mutating func removeAll() {
        count = 0
        longTokenEnds.removeAll()
    }

    /// The tokens so far, as a list that owns their memory; the builder is left empty, holding
    /// no memory.
    mutating func take() -> TokenList {
        let storage = TokenStorage(words: words, count: count, longTokenEnds: longTokenEnds)
        words = nil
        capacity = 0
        count = 0
        longTokenEnds = []
        return TokenList(storage: storage)
    }
}
