/// Guesses at the base form of a regularly inflected verb ("logged" → "log", "signing" →
/// "sign", "sets" → "set"), for phrasal-verb lookup in labels such as "Signed In".
/// The guesses include non-words; callers only look them up in tables.
enum VerbInflection {
    static func baseCandidates(of word: String) -> [String] {
        var candidates = [word]
        for suffix in ["ing", "ed", "es", "s", "d"] where word.hasSuffix(suffix) && word.count > suffix.count + 1 {
            let stem = String(word.dropLast(suffix.count))
            candidates.append(stem)
            if suffix == "ing" || suffix == "ed" {
                candidates.append(stem + "e")                   // "using" → "use"
                if let last = stem.last, stem.dropLast().last == last {
                    candidates.append(String(stem.dropLast()))  // "logged" → "log"
                }
            }
        }
        return candidates
    }
}
