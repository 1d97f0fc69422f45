/// The fast path: a byte search for the catalogue's trigger names, so files that cannot hold a
/// title site are never lexed (ripgrep's literal prefilter, STYLE.md). Built from the names of the
/// catalogue the linter reads (`APICatalogue.triggerNames`, configured builders included).
///
/// One pass over the bytes for all names at once (Wu and Manber's multi-pattern search): a
/// window as long as the shortest name slides along, and the window's last two bytes say how far
/// it may jump, since no name can end earlier than its first four bytes' last occurrence of that
/// pair. Most pairs occur in no name's first four bytes, so the window mostly jumps three bytes;
/// where the pair ends a name's first four bytes, the window's four bytes are compared with the
/// names. A configured name shorter than the window is looked for by a plain scan.
struct TriggerPrefilter: Sendable {
    /// The window: the length of the shortest standard name, over whose first bytes the jumps are computed.
    private static let window = 4

    /// The prefilter of the standard catalogue.
    static let standard = TriggerPrefilter(names: APICatalogue.standard.triggerNames)

    private let needles: [[UInt8]]
    /// The first four bytes of each needle, as loaded from memory (little-endian).
    private let prefixes: [UInt32]
    /// For each pair of bytes (first byte in the low eight bits), how far the window may jump
    /// when its last two bytes are that pair: 0 when the pair ends some name's first four bytes.
    private let jumps: [UInt8]
    /// Names shorter than the window (a project's builder may be called `Go`).
    private let shortNeedles: [[UInt8]]

    init(names: [String]) {
        let all = names.map { Array($0.utf8) }.filter { !$0.isEmpty }
        let window = Self.window
        needles = all.filter { $0.count >= window }
        shortNeedles = all.filter { $0.count < window }
        prefixes = needles.map { needle in
            UInt32(needle[0]) | UInt32(needle[1]) << 8 | UInt32(needle[2]) << 16 | UInt32(needle[3]) << 24
        }
        var table = [UInt8](repeating: UInt8(window - 1), count: 1 << 16)
        for needle in needles {
            for end in 2...window {
                let pair = Int(needle[end - 2]) | Int(needle[end - 1]) << 8
                table[pair] = min(table[pair], UInt8(window - end))
            }
        }
        jumps = table
    }

    /// The names of the UI framework modules (`import SwiftUI`, `import UIKit`…) and of
    /// suppression comments (`buttonlint:`): a file holding none imports no framework and
    /// suppresses nothing.
    static let frameworks = TriggerPrefilter(frameworksAnd: [])

    /// The framework names, suppression comments and `aliases` (modules a configuration says
    /// stand for a framework).
    init(frameworksAnd aliases: [String]) {
        self.init(names: APICatalogue.shortestCovering(Framework.byModule.keys.sorted() + aliases.sorted()
            + [SuppressionDirective.prefix]))
    }

    /// The standard catalogue's prefilter on `bytes`.
    static func mayContainTitles(_ bytes: [UInt8]) -> Bool {
        standard.mayContainTitles(bytes)
    }

    func mayContainTitles(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { mayContainTitles($0) }
    }

    func mayContainTitles(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        if !shortNeedles.isEmpty, containsShortNeedle(buffer) { return true }
        let window = Self.window
        guard !needles.isEmpty, buffer.count >= window, let base = buffer.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        return jumps.withUnsafeBufferPointer { jumps in
            // `end` is the index of the window's last byte.
            var end = window - 1
            let count = buffer.count
            while end < count {
                let pair = Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: end - 1, as: UInt16.self)))
                let jump = Int(jumps[pair])
                if jump != 0 {
                    end &+= jump
                    continue
                }
                let start = end - (window - 1)
                let word = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt32.self))
                if matchesAny(word, buffer, at: start) { return true }
                end &+= 1
            }
            return false
        }
    }

    private func matchesAny(_ word: UInt32, _ buffer: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        for (index, prefix) in prefixes.enumerated() where prefix == word {
            let needle = needles[index]
            guard position + needle.count <= buffer.count else { continue }
            var offset = Self.window
            while offset < needle.count && buffer[position + offset] == needle[offset] { offset += 1 }
            if offset == needle.count { return true }
        }
        return false
    }

    private func containsShortNeedle(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        shortNeedles.contains { needle in
            guard needle.count <= buffer.count else { return false }
            return (0...(buffer.count - needle.count)).contains { start in
                needle.indices.allSatisfy { buffer[start + $0] == needle[$0] }
            }
        }
    }
}
