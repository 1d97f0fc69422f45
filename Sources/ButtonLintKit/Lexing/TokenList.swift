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
        self = builder.take()
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

    /// The keywords by ordinal, as a token's tag holds them.
    static let byOrdinal: [Keyword] = {
        let all = Array(Keyword.allCases)
        precondition(all.count <= 128 - Int(TokenTag.keywordBase), "too many keywords for a token's tag")
        return all
    }()
}

extension Token {
    /// The token a tag stands for; `keywords` is `Keyword.byOrdinal`, passed in so that reading a
    /// token's kind alone costs no access to the global.
    @inline(__always)
    init(tag: UInt8, start: UInt32, end: UInt32, keywords: [Keyword]) {
        let value = tag & ~TokenTag.atStartOfLine
        // A kind's raw value is its case's position (0, 1, 2… in order); an identifier that
        // spells a keyword has a value from `keywordBase` on.
        self.kind = TokenKind(rawValue: value) ?? .identifier
        self.keyword = value >= TokenTag.keywordBase ? keywords[Int(value - TokenTag.keywordBase)] : nil
        self.isAtStartOfLine = tag & TokenTag.atStartOfLine != 0
        self.start = start
        self.end = end
    }
}

/// The tokens behind a `TokenList`: written once by the lexer (or `TokenList.init`), then only read.
final class TokenStorage: Sendable {
    static let lengthMask: UInt32 = 0xFF_FFFF

    let words: [UInt64]
    var count: Int { words.count }
    /// `index << 32 | end` of each token whose length does not fit the length field, by index.
    let longTokenEnds: [UInt64]
    let keywords = Keyword.byOrdinal

    init(words: [UInt64], longTokenEnds: [UInt64]) {
        self.words = words
        self.longTokenEnds = longTokenEnds
    }

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

/// Packs tokens as the lexer reads them.
struct TokenBuilder {
    private var words: [UInt64] = []
    private var longTokenEnds: [UInt64] = []

    /// Room for `reservedCapacity` tokens from the start: a huge file's tokens are then never
    /// copied to a larger array mid-lex (old and new arrays held at once), and pages never
    /// written cost no memory.
    init(reservedCapacity: Int) {
        words.reserveCapacity(max(reservedCapacity, 16))
    }

    var count: Int { words.count }

    @inline(__always)
    mutating func append(tag: UInt8, start: Int, end: Int) {
        let length = end &- start
        var word = UInt64(UInt32(truncatingIfNeeded: start)) | UInt64(tag) << 56
        if length < Int(TokenStorage.lengthMask) {
            word |= UInt64(truncatingIfNeeded: length) << 32
        } else {
            word |= UInt64(TokenStorage.lengthMask) << 32
            longTokenEnds.append(UInt64(words.count) << 32 | UInt64(UInt32(truncatingIfNeeded: end)))
        }
        words.append(word)
    }

    /// Drops the tokens so far, keeping the room (the literals-only lexer keeps none).
    mutating func removeAll() {
        words.removeAll(keepingCapacity: true)
        longTokenEnds.removeAll()
    }

    /// The tokens so far, as a list; the builder starts empty again, with room for `reservedCapacity`.
    mutating func take(reservingAgain reservedCapacity: Int = 0) -> TokenList {
        let storage = TokenStorage(words: words, longTokenEnds: longTokenEnds)
        words = []
        longTokenEnds = []
        if reservedCapacity > 0 { words.reserveCapacity(reservedCapacity) }
        return TokenList(storage: storage)
    }
}
