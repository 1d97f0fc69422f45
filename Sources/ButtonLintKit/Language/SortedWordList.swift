/// A generated list of words (separated by spaces and line breaks, sorted by their bytes) kept as
/// its own bytes with where each word lies: loading it makes no `String` per word and a lookup
/// is a binary search. A set of the WordNet verbs' 8,682 Strings cost more to build than a 5 MB
/// tree's title rules spend looking words up.
struct SortedWordList: Sequence, Sendable {
    private let bytes: [UInt8]
    /// Each word's bytes, in list order.
    private let words: [Range<Int32>]
    /// Per pair of lowercase ASCII letters (`pairIndex`), the words that start with it: sorted,
    /// they lie together, so a key starting with two such letters is searched among a dozen
    /// words instead of all (the halving's first reads, far apart in the list, were cache misses).
    private let wordsByPair: [Range<Int32>]

    init(_ list: String) {
        let bytes = Array(list.utf8)
        var words: [Range<Int32>] = []
        // Room for the words at once (the WordNet verbs take 8 bytes a word with its separator):
        // growing from empty moved the ranges a dozen times, a fifth of reading the list. A list
        // of shorter words only grows as before.
        words.reserveCapacity(bytes.count / 7)
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: " ")
            || bytes[index] == UInt8(ascii: "\n") {
            if index > start { words.append(Int32(start)..<Int32(index)) }
            start = index + 1
        }
        self.bytes = bytes
        self.words = words
        var wordsByPair = [Range<Int32>](repeating: 0..<0, count: 26 * 26)
        for (position, word) in words.enumerated() {
            guard word.count >= 2,
                  let pair = Self.pairIndex(bytes[Int(word.lowerBound)], bytes[Int(word.lowerBound) + 1]) else { continue }
            let previous = wordsByPair[pair]
            wordsByPair[pair] = previous.isEmpty ? Int32(position)..<Int32(position + 1) : previous.lowerBound..<Int32(position + 1)
        }
        self.wordsByPair = wordsByPair
    }

    /// Where the pair of bytes is in `wordsByPair`, when both are lowercase ASCII letters.
    private static func pairIndex(_ first: UInt8, _ second: UInt8) -> Int? {
        let first = first &- UInt8(ascii: "a"), second = second &- UInt8(ascii: "a")
        guard first < 26, second < 26 else { return nil }
        return Int(first) * 26 + Int(second)
    }

    var count: Int { words.count }

    /// Whether `word` is in the list, exactly (bytes compared).
    func contains(_ word: String) -> Bool {
        var word = word
        return word.withUTF8 { contains(bytes: $0) }
    }

    /// Whether the word of these bytes is in the list (an ASCII title's key, made on the stack).
    func contains(bytes key: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            var low = 0
            var high = words.count
            if key.count >= 2, let pair = Self.pairIndex(key[0], key[1]) {
                low = Int(wordsByPair[pair].lowerBound)
                high = Int(wordsByPair[pair].upperBound)
            }
            while low < high {
                let mid = (low + high) / 2
                let range = words[mid]
                switch Self.order(of: bytes, Int(range.lowerBound)..<Int(range.upperBound), against: key) {
                case 0: return true
                case ..<0: low = mid + 1
                default: high = mid
                }
            }
            return false
        }
    }

    /// Negative when the list's `range` comes before `key` in byte order, 0 when equal, positive
    /// after. A loop over raw bytes: the generic comparisons of slices cost several times more.
    private static func order(of bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                              against key: UnsafeBufferPointer<UInt8>) -> Int {
        let shared = Swift.min(range.count, key.count)
        var offset = 0
        while offset < shared {
            let difference = Int(bytes[range.lowerBound + offset]) - Int(key[offset])
            if difference != 0 { return difference }
            offset += 1
        }
        return range.count - key.count
    }

    /// Whether the words are in byte order, as `contains` needs.
    var isSorted: Bool {
        zip(words, words.dropFirst()).allSatisfy { previous, next in
            bytes[Int(previous.lowerBound)..<Int(previous.upperBound)]
                .lexicographicallyPrecedes(bytes[Int(next.lowerBound)..<Int(next.upperBound)])
        }
    }

    func makeIterator() -> some IteratorProtocol<String> {
        words.lazy.map { String(decoding: bytes[Int($0.lowerBound)..<Int($0.upperBound)], as: UTF8.self) }.makeIterator()
    }
}
