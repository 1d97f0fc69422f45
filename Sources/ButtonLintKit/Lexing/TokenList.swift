/// A file's tokens, eight bytes each: a 32-bit start, a 24-bit length and a tag byte (the kind,
/// or the keyword an identifier spells, and whether the token starts a line). A 100 MB file of
/// short tokens holds some 24 million of them, so their size is most of a huge file's memory.
/// The subscript builds a `Token` value, so callers read `tokens[i].kind` and `.range` as from
/// an array. A token longer than the length field holds (16 MiB) keeps its end in a side list.
public struct TokenList: RandomAccessCollection, Sendable {
    let storage: TokenStorage
    /// The tokens visible through this list: a prefix of the storage (see `removeLast`).
    public private(set) var endIndex: Int

    public var startIndex: Int { 0 }

    init(storage: TokenStorage) {
        self.storage = storage
        self.endIndex = storage.count
    }

    public init<S: Sequence<Token>>(_ tokens: S) {
        var builder = TokenBuilder(reservedCapacity: tokens.underestimatedCount)
        for token in tokens {
            builder.append(tag: TokenTag.make(token.kind, token.keyword, atStartOfLine: token.isAtStartOfLine),
                           start: Int(token.start), end: Int(token.end))
        }
        self.init(storage: builder.finish())
    }

    public subscript(index: Int) -> Token {
        @inline(__always) get {
            precondition(index >= 0 && index < endIndex, "token index out of range")
            let storage = self.storage
            let word = storage.words[index]
            let start = UInt32(truncatingIfNeeded: word)
            let length = UInt32(truncatingIfNeeded: word >> 32) & TokenStorage.lengthMask
            let end = length == TokenStorage.lengthMask ? storage.longTokenEnd(at: index) : start &+ length
            return Token(tag: UInt8(truncatingIfNeeded: word >> 56), start: start, end: end, keywords: storage.keywords)
        }
    }

    /// Drops the last token from this list (the storage, shared with copies, stays as it is).
    public mutating func removeLast() {
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

    private static let ordinals: [Keyword: UInt8] = Dictionary(
        uniqueKeysWithValues: Keyword.allCases.enumerated().map { ($1, UInt8($0)) })

    /// The keywords by ordinal behind a plain pointer: one load when a token is read. Built once, never freed.
    nonisolated(unsafe) static let byOrdinal: UnsafePointer<Keyword> = {
        let all = Keyword.allCases
        precondition(all.count <= 128 - Int(TokenTag.keywordBase), "too many keywords for a token's tag")
        let pointer = UnsafeMutablePointer<Keyword>.allocate(capacity: all.count)
        pointer.initialize(from: Array(all), count: all.count)
        return UnsafePointer(pointer)
    }()
}

extension Token {
    /// The token a tag stands for; `keywords` is `Keyword.byOrdinal`, passed in so that reading a
    /// token's kind alone costs no access to the lazy global.
    @inline(__always)
    init(tag: UInt8, start: UInt32, end: UInt32, keywords: UnsafePointer<Keyword>) {
        let value = tag & ~TokenTag.atStartOfLine
        // A kind's raw value is its case's position (0, 1, 2… in order), so the byte is the kind;
        // no call to `init(rawValue:)` in the parser's innermost loops.
        self.kind = value <= TokenKind.unknown.rawValue ? unsafeBitCast(value, to: TokenKind.self) : .identifier
        self.keyword = value >= TokenTag.keywordBase ? keywords[Int(value - TokenTag.keywordBase)] : nil
        self.isAtStartOfLine = tag & TokenTag.atStartOfLine != 0
        self.start = start
        self.end = end
    }
}

/// The memory behind a `TokenList`: written once by the lexer (or `TokenList.init`), then only read.
final class TokenStorage: @unchecked Sendable {
    static let lengthMask: UInt32 = 0xFF_FFFF

    let words: UnsafeMutablePointer<UInt64>
    let count: Int
    /// `index << 32 | end` of each token whose length does not fit the length field, by index.
    let longTokenEnds: [UInt64]
    let keywords = Keyword.byOrdinal

    init(words: UnsafeMutablePointer<UInt64>, count: Int, longTokenEnds: [UInt64]) {
        self.words = words
        self.count = count
        self.longTokenEnds = longTokenEnds
    }

    deinit { words.deallocate() }

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
/// so appends pay no exclusivity checks.
struct TokenBuilder {
    private(set) var words: UnsafeMutablePointer<UInt64>
    private(set) var capacity: Int
    private(set) var count = 0
    private var longTokenEnds: [UInt64] = []

    init(reservedCapacity: Int) {
        capacity = max(reservedCapacity, 16)
        words = .allocate(capacity: capacity)
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
        words[count] = word
        count &+= 1
    }

    /// The word of a token of fewer than 16 MiB bytes.
    @inline(__always)
    static func word(tag: UInt8, start: Int, length: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: start)) | UInt64(truncatingIfNeeded: length) << 32 | UInt64(tag) << 56
    }

    /// After `words[count..<newCount]` were written directly (within `capacity`, each of fewer than
    /// 16 MiB bytes): counts them.
    @inline(__always)
    mutating func didAppend(upTo newCount: Int) {
        count = newCount
    }

    private mutating func grow() {
        capacity *= 2
        words = words.movedToNewMemory(count: count, capacity: capacity)
    }

    /// Hands the memory to a `TokenStorage`; the builder must not be used after.
    func finish() -> TokenStorage {
        TokenStorage(words: words, count: count, longTokenEnds: longTokenEnds)
    }

    /// Frees the memory of a builder whose tokens are not wanted.
    func discard() { words.deallocate() }
}

extension UnsafeMutablePointer {
    /// The first `count` values moved to new memory of `capacity`; this memory is freed.
    func movedToNewMemory(count: Int, capacity: Int) -> UnsafeMutablePointer<Pointee> {
        let moved = UnsafeMutablePointer<Pointee>.allocate(capacity: capacity)
        moved.moveInitialize(from: self, count: count)
        deallocate()
        return moved
    }
}
