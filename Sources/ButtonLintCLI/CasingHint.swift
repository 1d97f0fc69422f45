import ButtonLintKit
/// The line that tells a team its titles follow another casing profile than the configured one.
enum CasingHint {
    static func sentence(for tally: CasingTally) -> String? {
        guard let suggestion = tally.suggestion else { return nil }
        return "note: \(suggestion.titles) of \(suggestion.of) multi-word button titles follow \(suggestion.profile.rawValue) "
            + "case rather than \(tally.configured.rawValue) title case; if that is the house style, set "
            + "`rules: {title-case: {style: \(suggestion.profile.rawValue)}}` in .buttonlint.yml"
    }
}
