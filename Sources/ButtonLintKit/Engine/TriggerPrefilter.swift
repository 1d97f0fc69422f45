/// The fast path: a byte search for the catalogue's trigger names, so files that cannot hold a
/// title site are never lexed (ripgrep's literal prefilter, STYLE.md).
struct TriggerPrefilter: Sendable {
    private let needles: [[UInt8]]
    /// For each byte, the needles that start with it.
    private let needlesByFirstByte: [[Int]]

    /// `names`: the catalogue's trigger names (`APICatalogue.triggerNames`).
    init(names: [String]) {
        needles = names.map { Array($0.utf8) }.filter { !$0.isEmpty }
        var table = Array(repeating: [Int](), count: 256)
        for (index, needle) in needles.enumerated() { table[Int(needle[0])].append(index) }
        needlesByFirstByte = table
    }

    func mayContainTitles(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var position = 0
            while position < count {
                let candidates = needlesByFirstByte[Int(buffer[position])]
                if !candidates.isEmpty {
                    for index in candidates where matches(needles[index], buffer, at: position) { return true }
                }
                position += 1
            }
            return false
        }
    }

    private func matches(_ needle: [UInt8], _ buffer: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        guard position + needle.count <= buffer.count else { return false }
        for offset in 1..<needle.count where buffer[position + offset] != needle[offset] { return false }
        return true
    }
}
