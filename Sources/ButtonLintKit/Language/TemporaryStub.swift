// TEMPORARY: replaced by the language stage merge.
public enum CasingProfile: String, CaseIterable, Sendable { case apple, gnome, sentence }
public struct TitleCaser: Sendable {
    let profile: CasingProfile
    public init(profile: CasingProfile, keepPhrases: [String] = []) { self.profile = profile }
    public func correction(for title: String) -> String? {
        let words = title.split(separator: " ", omittingEmptySubsequences: false)
        let fixed = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        return fixed == title ? nil : fixed
    }
}
public enum SkipReason { case key }
public enum TitleClassifier { public static func skipReason(_ title: String) -> SkipReason? { title.contains("_") ? .key : nil } }
public enum VerbVerdict: Equatable, Sendable { case startsWithVerb, allowed, skipped, notAVerb(word: String), compoundNoun(word: String, verbPhrase: String) }
public struct VerbChecker: Sendable {
    public init() {}
    public func check(_ title: String) -> VerbVerdict { title.hasPrefix("Photos") ? .notAVerb(word: "Photos") : .startsWithVerb }
}
public enum TitleMetrics {
    public static func characterCount(_ title: String) -> Int { title.count }
    public static func wordCount(_ title: String) -> Int { title.split(separator: " ").count }
}
