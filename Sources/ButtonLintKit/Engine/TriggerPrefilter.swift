/// The fast path: a byte search for the catalogue's trigger names, so files that cannot hold a
/// title site are never lexed (ripgrep's literal prefilter, STYLE.md).
enum TriggerPrefilter {
    private static let needles: [[UInt8]] = APICatalogue.triggerNames.map { Array($0.utf8) }

    /// For each byte, the needles that start with it.
    private static let needlesByFirstByte: [[Int]] = {
        var table = Array(repeating: [Int](), count: 256)
        for (index, needle) in needles.enumerated() { table[Int(needle[0])].append(index) }
        return table
    }()

    static func mayContainTitles(_ bytes: [UInt8]) -> Bool {
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

    private static func matches(_ needle: [UInt8], _ buffer: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        guard position + needle.count <= buffer.count else { return false }
        for offset in 1..<needle.count where buffer[position + offset] != needle[offset] { return false }
        return true
    }
}
