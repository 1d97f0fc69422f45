/// Title case of an ASCII title (`CasingWork`'s work, on the title's bytes and words): keep
/// phrases matched on the bytes, and a profile's correction made only when it changes a letter.
extension ASCIITitle: TitleCaseRules {
    var wordCount: Int { words.count }
    func isOpaque(at position: Int) -> Bool { words[position].isOpaque }
    func isSingleScalar(at position: Int) -> Bool { words[position].range.count == 1 }
    func isHyphenated(at position: Int) -> Bool { words[position].isHyphenated }
    func followsClauseBreak(at position: Int) -> Bool { words[position].followsClauseBreak }
    func followsSpaceOnly(at position: Int) -> Bool { words[position].followsSpaceOnly }

    func isMinor(at position: Int, in profile: CasingProfile) -> Bool {
        words[position].minorIn & (1 << UInt8(profile.index)) != 0
    }

    func isParticle(at position: Int) -> Bool {
        guard position > 0, words[position].followsSpaceOnly, !words[position - 1].isOpaque,
              Self.particles.contains(words[position].key) else { return false }
        return WordLists.isPhrasalVerb(key(of: words[position - 1].range), particle: key(of: words[position].range))
    }

    private static let particles: PackedWordTable<Bool> = {
        guard let table = PackedWordTable(keys: WordLists.particles) else { preconditionFailure("particles are short") }
        return table
    }()

    /// The title corrected for each profile (nil where it is already right), with the keep
    /// phrases spelled as given: `CasingWork.correction(for:)` of every profile.
    func corrections(keepPhrases: KeepPhrases) -> (apple: String?, gnome: String?, sentence: String?) {
        let matches = keepPhrases.matches(in: bytes)
        guard !matches.isEmpty else { return corrections(spelled: bytes, isRespelled: false) }
        // A word a phrase covers is left as spelled.
        for position in words.indices {
            let range = words[position].range
            if matches.contains(where: { $0.range.overlaps(range) }) { words[position].shape = nil }
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { spelled in
            _ = spelled.initialize(from: bytes)
            var isRespelled = false
            for match in matches {
                for (offset, index) in match.range.enumerated() {
                    let wanted = match.spelling[offset]
                    // A case variant of an ASCII letter is ASCII.
                    if wanted.value != spelled[index], ScalarCase.isCaseVariant(wanted, of: Unicode.Scalar(spelled[index])) {
                        spelled[index] = UInt8(truncatingIfNeeded: wanted.value)
                        isRespelled = true
                    }
                }
            }
            return corrections(spelled: UnsafeBufferPointer(spelled), isRespelled: isRespelled)
        }
    }

    private func corrections(spelled: UnsafeBufferPointer<UInt8>, isRespelled: Bool) -> (apple: String?, gnome: String?, sentence: String?) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { scratch in
            let apple = correction(for: .apple, spelled: spelled, isRespelled: isRespelled, into: scratch, sameAs: nil)
            let gnome = correction(for: .gnome, spelled: spelled, isRespelled: isRespelled, into: scratch, sameAs: apple)
            let sentence = correction(for: .sentence, spelled: spelled, isRespelled: isRespelled, into: scratch, sameAs: gnome)
            return (apple, gnome, sentence)
        }
    }

    /// The correction for `profile`, written in `scratch` and made a `String` only when it
    /// differs from the title; `previous` (another profile's correction) is handed back when it
    /// is the same text, one string shared rather than a second made.
    private func correction(for profile: CasingProfile, spelled: UnsafeBufferPointer<UInt8>, isRespelled: Bool,
                            into scratch: UnsafeMutableBufferPointer<UInt8>, sameAs previous: String?) -> String? {
        _ = scratch.initialize(from: spelled)
        var isChanged = isRespelled
        for position in words.indices {
            guard case let .plain(firstLetter, isCapitalized) = words[position].shape else { continue }
            switch expectedCase(at: position, profile: profile) {
            case .capitalized where !isCapitalized:
                scratch[firstLetter] &= ~0x20
                isChanged = true
            case .lowercase where isCapitalized:
                scratch[firstLetter] |= 0x20
                isChanged = true
            default:
                break
            }
        }
        guard isChanged else { return nil }
        let corrected = UnsafeBufferPointer(scratch)
        if var previous, previous.withUTF8({ $0.elementsEqual(corrected) }) { return previous }
        return String(decoding: corrected, as: UTF8.self)
    }
}
