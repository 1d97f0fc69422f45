import Foundation
import Testing
@testable import ButtonLintKit

/// The prefilter skips a file only when no trigger name occurs anywhere in its bytes.
@Suite struct TriggerPrefilterTests {
    private func passes(_ text: String) -> Bool {
        TriggerPrefilter.mayContainTitles(Array(text.utf8))
    }

    @Test func everyTriggerNameIsFoundAtTheStartInTheMiddleAndAtTheEnd() {
        for name in APICatalogue.standard.triggerNames {
            #expect(passes(name), "\(name) alone")
            #expect(passes("let x = 1\n// \(name)\nlet y = 2"), "\(name) inside")
            #expect(passes("import Foundation\n" + name), "\(name) at the end")
            #expect(passes("xx" + name.dropLast().lowercased() + name), "\(name) after a near miss")
        }
    }

    @Test func filesWithoutTriggerNamesAreSkipped() {
        #expect(!passes(""))
        #expect(!passes("Men"))
        #expect(!passes("import Foundation\nstruct Model { var name: String }\n"))
        // Prefixes of a name are not the name.
        #expect(!passes("Butto Men Aler ActionShee UIActio setTitl UIContextualActio Configuratio alertDialo"))
        #expect(!passes("button menu alert"))
    }

    @Test func agreesWithANaiveSearchOnRandomText() {
        // Random text over a small alphabet built from the names' letters, so hits and near
        // misses are frequent; a deterministic generator keeps failures reproducible.
        let alphabet = Array(Set(APICatalogue.standard.triggerNames.joined().utf8)) + [0x20, 0x0A, 0xC3, 0xA9]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        let needles = APICatalogue.standard.triggerNames.map { Array($0.utf8) }
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(state % 40) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            if state % 5 == 0, let needle = needles.randomElement() {
                bytes.insert(contentsOf: needle.prefix(Int(state >> 40) % (needle.count + 1)), at: bytes.count / 2)
            }
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let expected = needles.contains { needle in
                bytes.count >= needle.count
                    && (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
            }
            #expect(TriggerPrefilter.mayContainTitles(bytes) == expected, "\(bytes)")
        }
    }

    @Test func configuredNamesOfAnyLengthAreFound() {
        let prefilter = TriggerPrefilter(names: APICatalogue.standard.adding([BuilderEntry(call: "Go")]).triggerNames)
        #expect(prefilter.mayContainTitles(Array("import SwiftUI\nlet x = Go(\"Next\")".utf8)))
        #expect(prefilter.mayContainTitles(Array("Go".utf8)))
        #expect(prefilter.mayContainTitles(Array("let b = Button(\"Save\")".utf8)))
        #expect(!prefilter.mayContainTitles(Array("import Foundation\nlet g = 1".utf8)))
        #expect(!TriggerPrefilter(names: []).mayContainTitles(Array("Button".utf8)))
    }
}

/// The block search must find exactly what a plain search finds, wherever a name lies against the
/// sixteen-byte blocks, and tell ASCII input from the rest when it finds nothing.
@Suite struct TriggerPrefilterAgreementTests {
    /// A byte-by-byte search for `needles`, the reference.
    static func naive(_ needles: [[UInt8]], _ bytes: [UInt8]) -> Bool {
        needles.contains { needle in
            !needle.isEmpty && bytes.count >= needle.count
                && (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
    }

    static func expectAgreement(_ prefilter: TriggerPrefilter, _ names: [String], _ bytes: [UInt8],
                                sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let expected = naive(names.map { Array($0.utf8) }, bytes)
        let search = prefilter.search(bytes)
        let wanted: TriggerPrefilter.Search = expected ? .found : .absent(isValidUTF8: ByteScan.firstInvalidUTF8(in: bytes) == nil)
        #expect(search == wanted, "\(String(decoding: bytes, as: UTF8.self))", sourceLocation: sourceLocation)
    }

    /// Deterministic random texts over the names' own letters (so near misses are common), of
    /// every length up to a few blocks, some with a name or a prefix of one put in anywhere.
    static func randomTexts(names: [String], count: Int, seed: UInt64) -> [[UInt8]] {
        let alphabet = Array(Set(names.joined().utf8)).sorted() + [0x20, 0x0A, 0x2E, 0xC3, 0xA9]
        var state = seed
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        let needles = names.map { Array($0.utf8) }
        return (0..<count).map { round in
            var bytes = (0..<(round % 90)).map { _ in alphabet[next() % alphabet.count] }
            if next() % 3 == 0, !bytes.isEmpty || next() % 2 == 0 {
                let needle = needles[next() % needles.count]
                let keep = next() % 4 == 0 ? needle.count : next() % (needle.count + 1)
                bytes.insert(contentsOf: needle.prefix(keep), at: bytes.isEmpty ? 0 : next() % bytes.count)
            }
            if next() % 7 == 0 { bytes = bytes.map { $0 & 0x7F } }
            return bytes
        }
    }

    @Test func theStandardNamesAgreeWithAPlainSearchOnRandomText() {
        let names = APICatalogue.standard.triggerNames
        for bytes in Self.randomTexts(names: names, count: 6000, seed: 0x9E37_79B9_7F4A_7C15) {
            Self.expectAgreement(.standard, names, bytes)
        }
    }

    @Test func everyNameAtEveryPlaceOfABlock() {
        let names = APICatalogue.standard.triggerNames
        for name in names {
            for offset in 0..<40 {
                for tail in [0, 1, 5, 17] {
                    let bytes = Array(String(repeating: "x", count: offset).utf8) + Array(name.utf8)
                        + Array(String(repeating: "y", count: tail).utf8)
                    Self.expectAgreement(.standard, names, bytes)
                    // Cut short by one byte, it is no longer there.
                    Self.expectAgreement(.standard, names, Array(bytes.prefix(offset + name.utf8.count - 1)))
                }
            }
        }
    }

    @Test func configuredNamesOfOneTwoAndThreeBytesAgree() {
        let names = APICatalogue.standard.adding([BuilderEntry(call: "X"), BuilderEntry(call: "Go"),
                                                  BuilderEntry(call: "Tap"), BuilderEntry(call: "MyButtonRow")]).triggerNames
        #expect(names.contains("X") && names.contains("Go") && names.contains("Tap"))
        let prefilter = TriggerPrefilter(names: names)
        for bytes in Self.randomTexts(names: names, count: 4000, seed: 0x0123_4567_89AB_CDEF) {
            Self.expectAgreement(prefilter, names, bytes)
        }
    }

    @Test func theFrameworkNamesAgreeWithAPlainSearch() {
        let names = APICatalogue.shortestCovering(Framework.byModule.keys.sorted() + ["DesignKit"]
            + [SuppressionDirective.prefix])
        let prefilter = TriggerPrefilter(frameworksAnd: ["DesignKit"])
        for bytes in Self.randomTexts(names: names, count: 4000, seed: 42) {
            Self.expectAgreement(prefilter, names, bytes)
        }
    }

    /// Each count of chosen pairs up to eight has its own unrolled comparison, and more use a loop:
    /// names that are each a pair of rare bytes give every count.
    @Test func everyCountOfPairsAgrees() {
        let pairs = ["Zq", "Xj", "Vk", "Wz", "Qx", "Jv", "Kq", "Yx", "Fz", "Gq", "Hj"]
        for count in 1...pairs.count {
            let names = Array(pairs.prefix(count))
            let prefilter = TriggerPrefilter(names: names)
            for bytes in Self.randomTexts(names: names, count: 300, seed: UInt64(count)) {
                Self.expectAgreement(prefilter, names, bytes)
            }
        }
    }

    @Test func realSourcesAgreeWithAPlainSearch() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        var files = 0
        for folder in ["Corpus", "Sources"] {
            guard let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder),
                                                                  includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in enumerator where url.pathExtension == "swift" {
                let bytes = try [UInt8](Data(contentsOf: url))
                Self.expectAgreement(.standard, APICatalogue.standard.triggerNames, bytes)
                files += 1
            }
        }
        #expect(files > 100)
    }

    @Test func theUTF8CheckOnTheWayAgreesWithTheCursorsOnRandomBytes() {
        // Bytes of every UTF-8 role (ASCII, leads of two to four bytes, continuations, bytes
        // never valid), sequences cut anywhere against the blocks.
        let pieces: [[UInt8]] = [[0x71], [0x20], [0xC3, 0xA9], [0xE2, 0x80, 0x94], [0xF0, 0x9F, 0x98, 0x80], [0x80],
                                 [0xC3], [0xE2, 0x80], [0xF0, 0x9F], [0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]]
        var state: UInt64 = 7
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        for round in 0..<6000 {
            var bytes: [UInt8] = []
            let length = round % 70
            while bytes.count < length {
                // Mostly valid pieces, so the invalid one lands anywhere.
                let piece = next() % 10 < 8 ? pieces[next() % 5] : pieces[next() % pieces.count]
                bytes += next() % 3 == 0 ? Array(repeating: UInt8(ascii: "a"), count: next() % 20) : piece
            }
            let expected: TriggerPrefilter.Search = .absent(isValidUTF8: ByteScan.firstInvalidUTF8(in: bytes) == nil)
            #expect(TriggerPrefilter.standard.search(bytes) == expected, "\(bytes)")
        }
    }
}

/// Names that hold the same rare pair are searched by that one pair, so the search compares
/// fewer pairs per block; the names are still found wherever they are (the suites above).
@Suite struct SharedRarePairTests {
    static func chosenPairs(_ names: [String]) -> [String] {
        let needles = names.map { Array($0.utf8) }
        return zip(needles, TriggerPrefilter.sharedRarePairs(for: needles)).map { needle, start in
            String(decoding: needle[start...(start + 1)], as: UTF8.self)
        }
    }

    @Test func theActionNamesShareOnePair() {
        let names = APICatalogue.standard.triggerNames
        let pairs = Self.chosenPairs(names)
        let byName = Dictionary(uniqueKeysWithValues: zip(names, pairs))
        #expect(byName["UIAction"] == "Ac" && byName["ActionSheet"] == "Ac" && byName["UIContextualAction"] == "Ac")
        #expect(byName["Configuration"] == byName["configuration"])
        // One pair a name otherwise: the names of SwiftUI, UIKit and AppKit, Adwaita's module
        // name, and GTK's `Dialog` and `FileChooserNative` take nine pairs.
        #expect(Set(pairs).count == 9)
        #expect(byName["Button"] == "Bu")
    }

    @Test func aNameAloneGetsItsRarestPairAndSharingNeedsARarePair() {
        #expect(Self.chosenPairs(["Button"]) == ["Bu"])
        // `on` is among the most common pairs: not shared, each keeps its own rarest.
        #expect(Self.chosenPairs(["Button", "Configuration"]) == ["Bu", "nf"])
        let tokamak = ["TokamakCore", "TokamakDOM", "TokamakGTK", "TokamakShim"]
        #expect(Set(Self.chosenPairs(tokamak)).count == 1)
        // Every chosen pair lies in its name, whatever the names.
        let needles = ["ab", "abc", "xabc", "a\u{E9}b", "__", "Q1", "qq1", "zzzz"].map { Array($0.utf8) }
        for (needle, start) in zip(needles, TriggerPrefilter.sharedRarePairs(for: needles)) {
            #expect(start >= 0 && start + 1 < needle.count, "\(needle)")
        }
    }
}
